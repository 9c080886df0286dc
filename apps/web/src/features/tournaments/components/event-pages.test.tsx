import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TournamentDetail } from '@courtside/shared/api/tournament';
import { answer, HttpResponse, ok } from '@/test/msw';
import { renderDetail } from '@/test/render-detail';
import { detail, eventOf, ORGANIZER, PLAYER, TOURNAMENT_ID } from '@/test/tournament-fixtures';

const MIXED_ID = '7c0f1d2e-1111-4111-8111-0000000000e2';
const LONG = { timeout: 15_000 };

/**
 * "Spring Slam" (its first event: 4 of 16 places; 7 players over its 2 events) and its event
 * Mixed Doubles 3.5 (6 of 16).
 */
function twoEvents(
  overrides: { first?: Partial<TournamentDetail>; mixed?: Partial<TournamentDetail> } = {},
) {
  const first = detail({ eventCount: 2, playerCount: 7, ...overrides.first });
  const mixed = detail({
    id: MIXED_ID,
    name: 'Mixed Doubles 3.5',
    eventName: 'Mixed Doubles 3.5',
    parentId: TOURNAMENT_ID,
    type: 'doubles',
    currentParticipants: 6,
    ...overrides.mixed,
  });
  return {
    first,
    details: { [TOURNAMENT_ID]: first, [MIXED_ID]: mixed } as Record<string, TournamentDetail>,
    events: [eventOf(first), eventOf(mixed)],
  };
}

/** The tournament's page at `search` (`?event=` names an event) for `viewer`, each detail its own. */
function renderEvents(
  { first, details, events }: ReturnType<typeof twoEvents>,
  viewer = PLAYER,
  search = '',
) {
  const view = renderDetail(first, viewer, { events, search });
  answer('get', '/tournaments/:id', (call) =>
    ok(details[call.path.split('/').pop()!] ?? details[TOURNAMENT_ID]),
  );
  return view;
}

/** The header's fact labelled `label` (its term, then its value). */
const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextSibling;

const printLinks = () =>
  within(screen.getByRole('navigation', { name: 'Print' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('The page of a tournament of several events (issue 26)', () => {
  it("heads an event with the tournament's own figures over every event beside the event's places", async () => {
    renderEvents(twoEvents(), PLAYER, `?event=${MIXED_ID}`);
    await screen.findByText('Mixed Doubles 3.5', { selector: 'span' }, LONG);
    expect(fact('Entrants in this event')).toHaveTextContent('6/16');
    expect(fact('Tournament')).toHaveTextContent('2 events · 7 players');
  });

  it('heads the first event the same way, its places never posing as the tournament’s', async () => {
    renderEvents(twoEvents());
    expect(await screen.findByText('Tournament', { selector: 'dt' }, LONG)).toBeInTheDocument();
    expect(fact('Entrants in this event')).toHaveTextContent('4/16');
    expect(fact('Tournament')).toHaveTextContent('2 events · 7 players');
  });

  it('heads a tournament of one event as the spec does, with no figure over events', async () => {
    renderDetail(detail({ eventCount: 1, playerCount: 4 }), PLAYER);
    await screen.findByRole('heading', { level: 1, name: 'Spring Slam' });
    expect(fact('Participants')).toHaveTextContent('4/16');
    expect(screen.queryByText('Tournament', { selector: 'dt' })).not.toBeInTheDocument();
    expect(screen.queryByText(/events ·/)).not.toBeInTheDocument();
  });

  it("links an event's page to the tournament's court schedule and check-in list, and to the event's draw and score sheets", async () => {
    const ongoing = { status: 'ongoing' } as const;
    renderEvents(twoEvents({ first: ongoing, mixed: ongoing }), ORGANIZER, `?event=${MIXED_ID}`);
    await screen.findByText('Mixed Doubles 3.5', { selector: 'span' }, LONG);
    const tournament = `/app/tournaments/${TOURNAMENT_ID}/print`;
    const event = `/app/tournaments/${MIXED_ID}/print`;
    expect(printLinks()).toEqual([
      ['Check-in list', `${tournament}/check-in`],
      ['Draw sheet', `${event}/draw`],
      ['Score sheets', `${event}/score-sheets`],
      ['Court schedule', `${tournament}/schedule`],
    ]);
  });

  it("offers the tournament's desk staff the papers on a further event's page too", async () => {
    answer('get', '/check-in/mine', () =>
      HttpResponse.json({
        data: [],
        deskTournamentIds: [TOURNAMENT_ID],
        deskTournaments: [{ id: TOURNAMENT_ID, name: 'Spring Slam', status: 'ongoing' }],
      }),
    );
    const ongoing = { status: 'ongoing' } as const;
    renderEvents(twoEvents({ first: ongoing, mixed: ongoing }), PLAYER, `?event=${MIXED_ID}`);
    await screen.findByText('Mixed Doubles 3.5', { selector: 'span' }, LONG);
    expect(await screen.findByRole('navigation', { name: 'Print' }, LONG)).toBeInTheDocument();
    expect(printLinks()).toContainEqual(['Draw sheet', `/app/tournaments/${MIXED_ID}/print/draw`]);
  });

  it('tells the organizer a full event is full and to raise its places in Edit Event', async () => {
    renderEvents(
      twoEvents({ mixed: { currentParticipants: 16 } }),
      ORGANIZER,
      `?event=${MIXED_ID}&tab=participants`,
    );
    expect(
      await screen.findByText(
        'This event is full. Raise Max Participants in Edit Event to add more players.',
        {},
        LONG,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/This tournament is full/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Player Name')).toBeDisabled();
  });

  it('says the same of the first event of several when it is full', async () => {
    renderEvents(twoEvents({ first: { currentParticipants: 16 } }), ORGANIZER, '?tab=participants');
    expect(
      await screen.findByText(
        'This event is full. Raise Max Participants in Edit Event to add more players.',
        {},
        LONG,
      ),
    ).toBeInTheDocument();
  });
});
