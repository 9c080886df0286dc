import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CheckInList } from '@courtside/shared/api/check-in';
import { HttpResponse, answer, fail, ok } from '@/test/msw';
import { renderPrint } from '@/test/render-print';
import { PLAYER, TOURNAMENT_ID, detail, participantsOf, person } from '@/test/tournament-fixtures';
import { CheckInSheet } from '@/features/print/components/check-in-sheet';
import PrintCheckInRoute from './print-check-in';

const ZOE = person(11, 'Zoe Smash', 4.0);
const AMY = person(12, 'amy Ace', 3.2);
const BEN = person(13, 'Ben Baseline', 3.6);
const CAL = person(14, 'Cal Withdrawn', 3.1);

const rowNames = () =>
  within(screen.getByRole('table'))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

/** GET /api/tournaments/{id}/check-in as the desk reads it: nobody in unless `checkedIn`. */
const checkInList = (overrides: Partial<CheckInList> = {}): CheckInList => ({
  tournamentId: TOURNAMENT_ID,
  status: 'upcoming',
  checkInOpensAt: null,
  isOpen: false,
  total: 0,
  checkedIn: 0,
  entrants: [],
  unteamed: [],
  waitlist: [],
  nextMatches: [],
  isOrganizer: true,
  ...overrides,
});

beforeEach(() => {
  answer('get', '/tournaments/:id/check-in', () => ok(checkInList()));
});
afterEach(() => vi.restoreAllMocks());

describe('Check-in list print view', () => {
  it('lists the entrants by name, each with an empty tick box and a signature line, and prints', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const participants = participantsOf([ZOE, AMY, BEN, CAL]).map((p) =>
      p.user.id === CAL.id ? { ...p, withdrawnAt: '2026-04-12T10:00:00.000Z' } : p,
    );
    const view = renderPrint(PrintCheckInRoute, 'check-in', detail({ participants }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Check-in List' })).toBeVisible();
    expect(view.get[0]!.path).toBe(`/api/tournaments/${TOURNAMENT_ID}`);
    expect(document.title).toBe('Check-in List · Spring Slam · Courtside');
    await screen.findByRole('table');
    // Sorted by name whatever the case; a player who withdrew is not checked in.
    expect(rowNames()).toEqual(['amy Ace', 'Ben Baseline', 'Zoe Smash']);
    expect(screen.getByRole('heading', { name: '3 players · 0 checked in' })).toBeVisible();
    expect(screen.getAllByRole('img', { name: 'Not checked in: tick box' })).toHaveLength(3);
    expect(screen.getByRole('columnheader', { name: 'Signature' })).toBeVisible();
    expect(screen.queryByText('Checked in', { selector: 'span' })).toBeNull();

    await view.user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'Back to tournament' })).toHaveAttribute(
      'href',
      `/app/tournaments/${TOURNAMENT_ID}`,
    );
  });

  it('lists the teams of a doubles event with their players', async () => {
    renderPrint(
      PrintCheckInRoute,
      'check-in',
      detail({
        type: 'doubles',
        participants: participantsOf([ZOE, AMY, BEN, CAL]),
        teams: [
          { id: 't-2', name: 'Team Zoe', playerIds: [ZOE.id, CAL.id], players: [ZOE, CAL] },
          { id: 't-1', name: 'Team Amy', playerIds: [AMY.id, BEN.id], players: [AMY, BEN] },
        ],
      }),
    );
    await screen.findByRole('table');
    expect(rowNames()).toEqual([
      'Team Amyamy Ace, Ben Baseline',
      'Team ZoeZoe Smash, Cal Withdrawn',
    ]);
    expect(screen.getByRole('heading', { name: '2 entrants · 0 checked in' })).toBeVisible();
  });

  it('says so while nobody has registered', async () => {
    renderPrint(PrintCheckInRoute, 'check-in', detail({ participants: [] }));
    expect(await screen.findByText('No entrants yet')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the tournament loading, a failure with Retry, then a tournament not found', async () => {
    let calls = 0;
    const view = renderPrint(PrintCheckInRoute, 'check-in', detail());
    // Answered after renderPrint's own answer, so this one wins: a failure, then a 404.
    answer('get', '/tournaments/:id', () => {
      calls += 1;
      return calls === 1 ? fail(503, { message: 'Service unavailable' }) : fail(404, {});
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading tournament details...');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load tournament details');
    await view.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Tournament Not Found')).toBeVisible();
  });

  it('refuses a viewer who is not at the desk, without a Print button', async () => {
    answer('get', '/check-in/mine', () =>
      HttpResponse.json({
        data: [],
        deskTournamentIds: ['another-tournament'],
        deskTournaments: [{ id: 'another-tournament', name: 'Another', status: 'ongoing' }],
      }),
    );
    renderPrint(PrintCheckInRoute, 'check-in', detail({ participants: participantsOf([ZOE]) }), {
      viewer: PLAYER,
    });
    expect(
      await screen.findByText(
        'Only the organizer and desk staff of this tournament can print its desk papers',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
    expect(screen.queryByText('Zoe Smash')).toBeNull();
  });

  it('reads "Checked in" for the entrants the desk has checked in, a box for the others', () => {
    const t = detail({ participants: participantsOf([ZOE, AMY, BEN]) });
    render(<CheckInSheet tournament={t} checkedInIds={new Set([BEN.id])} />);
    expect(screen.getByRole('heading', { name: '3 players · 1 checked in' })).toBeVisible();
    const ben = screen.getByRole('rowheader', { name: 'Ben Baseline' }).closest('tr')!;
    expect(within(ben).getByText('Checked in')).toBeVisible();
    expect(within(ben).queryByRole('img', { name: 'Not checked in: tick box' })).toBeNull();
    expect(screen.getAllByRole('img', { name: 'Not checked in: tick box' })).toHaveLength(2);
  });

  it('reads "Checked in" for the entrants the check-in list has in', async () => {
    const players = [ZOE, AMY, BEN];
    const get = answer('get', '/tournaments/:id/check-in', () =>
      ok(
        checkInList({
          total: 3,
          checkedIn: 1,
          entrants: players.map((p) => ({
            id: p.id,
            name: p.name,
            isTeam: false,
            checkedIn: p === BEN,
            players: [
              {
                userId: p.id,
                name: p.name,
                checkedInAt: p === BEN ? '2026-04-12T08:00:00.000Z' : null,
              },
            ],
          })),
        }),
      ),
    );
    renderPrint(PrintCheckInRoute, 'check-in', detail({ participants: participantsOf(players) }));
    expect(await screen.findByRole('heading', { name: '3 players · 1 checked in' })).toBeVisible();
    expect(get[0]!.path).toBe(`/api/tournaments/${TOURNAMENT_ID}/check-in`);
    const ben = screen.getByRole('rowheader', { name: 'Ben Baseline' }).closest('tr')!;
    expect(within(ben).getByText('Checked in')).toBeVisible();
    expect(screen.getAllByRole('img', { name: 'Not checked in: tick box' })).toHaveLength(2);
  });

  it('shows a failure to load the check-in state with Retry', async () => {
    answer('get', '/tournaments/:id/check-in', () => fail(503, { message: 'Service unavailable' }));
    renderPrint(PrintCheckInRoute, 'check-in', detail({ participants: participantsOf([ZOE]) }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the check-in list');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  it('lets desk staff the organizer named print the list', async () => {
    answer('get', '/check-in/mine', () =>
      HttpResponse.json({
        data: [],
        deskTournamentIds: [TOURNAMENT_ID],
        deskTournaments: [{ id: TOURNAMENT_ID, name: 'Spring Slam', status: 'ongoing' }],
      }),
    );
    renderPrint(PrintCheckInRoute, 'check-in', detail({ participants: participantsOf([ZOE]) }), {
      viewer: PLAYER,
    });
    expect(await screen.findByRole('rowheader', { name: 'Zoe Smash' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Print' })).toBeVisible();
  });

  it("prints the tournament's one list over every event, each event's entrants under its name, from an event's address too", async () => {
    const MIXED_ID = '7c0f1d2e-1111-4111-8111-0000000000e2';
    const tournament = detail({
      eventCount: 2,
      playerCount: 4,
      eventName: "Men's Singles",
      participants: participantsOf([ZOE, AMY]),
    });
    const mixed = detail({
      id: MIXED_ID,
      name: 'Mixed Doubles 3.5',
      eventName: 'Mixed Doubles 3.5',
      parentId: TOURNAMENT_ID,
      participants: participantsOf([BEN, CAL]),
    });
    const view = renderPrint(PrintCheckInRoute, 'check-in', mixed);
    answer('get', '/tournaments/:id', (call) =>
      ok(call.path.endsWith(MIXED_ID) ? mixed : tournament),
    );
    answer('get', '/tournaments/:id/events', () =>
      ok(
        [tournament, mixed].map((t) => ({
          ...t,
          name: t.eventName,
          tournamentId: TOURNAMENT_ID,
          isFirst: t === tournament,
          courtIds: [],
          waitlistCount: 0,
          eligibility: null,
        })),
      ),
    );
    const lists = answer('get', '/tournaments/:id/check-in', () => ok(checkInList()));
    expect(
      await screen.findByRole('heading', { name: 'Mixed Doubles 3.5: 2 players · 0 checked in' }),
    ).toBeVisible();
    expect(
      screen.getByRole('heading', { name: "Men's Singles: 2 players · 0 checked in" }),
    ).toBeVisible();
    expect(view.router.state.location.pathname).toBe(
      `/app/tournaments/${TOURNAMENT_ID}/print/check-in`,
    );
    expect(document.title).toBe('Check-in List · Spring Slam · Courtside');
    const tables = screen.getAllByRole('table');
    expect(
      tables.map((table) =>
        within(table)
          .getAllByRole('rowheader')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['amy Ace', 'Zoe Smash'],
      ['Ben Baseline', 'Cal Withdrawn'],
    ]);
    expect(new Set(lists.map((call) => call.path))).toEqual(
      new Set([
        `/api/tournaments/${TOURNAMENT_ID}/check-in`,
        `/api/tournaments/${MIXED_ID}/check-in`,
      ]),
    );
  });
});
