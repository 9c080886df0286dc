import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CheckInList, CheckInPlayer } from '@courtside/shared/api/check-in';
import {
  connectLatest,
  installFakeWebSocket,
  serverSends,
} from '@/lib/live/testing/fake-web-socket';
import { answer, fail, ok } from '@/test/msw';
import { setDisplayPreferences } from '@/lib/format';
import { preferencesIn } from '@/test/fixtures';
import { renderDetail } from '@/test/render-detail';
import { ORGANIZER, PLAYER, TOURNAMENT_ID, detail } from '@/test/tournament-fixtures';

const ANN: CheckInPlayer = {
  userId: 'a0000000-0000-4000-8000-000000000001',
  name: 'Ann Lee',
  checkedInAt: null,
};
const BEN: CheckInPlayer = {
  userId: 'b0000000-0000-4000-8000-000000000002',
  name: 'Ben Ortiz',
  checkedInAt: '2026-11-27T08:00:00.000Z',
};
const entrant = (p: CheckInPlayer) => ({
  id: p.userId,
  name: p.name,
  isTeam: false,
  checkedIn: p.checkedInAt !== null,
  players: [p],
});

function checkInList(overrides: Partial<CheckInList> = {}): CheckInList {
  return {
    tournamentId: TOURNAMENT_ID,
    status: 'upcoming',
    checkInOpensAt: '2026-11-27T07:00:00.000Z',
    isOpen: true,
    total: 2,
    checkedIn: 1,
    entrants: [entrant(ANN), entrant(BEN)],
    unteamed: [],
    waitlist: [],
    nextMatches: [],
    isOrganizer: true,
    ...overrides,
  };
}

const OPEN = { checkInOpensAt: '2026-11-27T07:00:00.000Z' };

describe('the Check-in tab (decision 025)', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = installFakeWebSocket();
  });
  afterEach(() => {
    restore();
    setDisplayPreferences(null);
  });

  it('follows a check-in made elsewhere (a phone, another desk) on the live topic', async () => {
    answer('get', '/tournaments/:id/check-in', () => ok(checkInList()));
    answer('get', '/tournaments/:id/desk-staff', () => ok({ deskStaff: [] }));
    renderDetail(detail(OPEN), ORGANIZER, { search: '?tab=check-in' });
    expect(await screen.findByText('1 of 2 checked in')).toBeInTheDocument();
    const topic = `tournament:${TOURNAMENT_ID}`;
    const socket = connectLatest('e1', ORGANIZER.id);
    serverSends(socket, { type: 'subscribed', topic, seq: 0 });
    const annIn = { ...ANN, checkedInAt: '2026-11-27T08:10:00.000Z' };
    answer('get', '/tournaments/:id/check-in', () =>
      ok(checkInList({ checkedIn: 2, entrants: [entrant(annIn), entrant(BEN)] })),
    );
    serverSends(socket, {
      type: 'event',
      topic,
      seq: 1,
      event: {
        kind: 'participants',
        op: 'UPDATE',
        id: null,
        tournamentId: TOURNAMENT_ID,
        userId: ANN.userId,
      },
    });
    expect(await screen.findByText('2 of 2 checked in')).toBeInTheDocument();
  });

  it('shows the count with the missing first, checks a player in and searches', async () => {
    let annIn = false;
    const ann = () => entrant({ ...ANN, checkedInAt: annIn ? '2026-11-27T08:10:00.000Z' : null });
    const lists = answer('get', '/tournaments/:id/check-in', (call) =>
      ok(
        call.query.q
          ? checkInList({ entrants: [entrant(BEN)] })
          : checkInList({ checkedIn: annIn ? 2 : 1, entrants: [ann(), entrant(BEN)] }),
      ),
    );
    answer('get', '/tournaments/:id/desk-staff', () => ok({ deskStaff: [] }));
    const post = answer('post', '/tournaments/:id/participants/:userId/check-in', () =>
      ok({ ...ANN, checkedInAt: '2026-11-27T08:10:00.000Z' }, { message: 'Checked in' }),
    );
    const { user } = renderDetail(detail(OPEN), ORGANIZER, { search: '?tab=check-in' });

    expect(await screen.findByText('1 of 2 checked in')).toBeInTheDocument();
    const rows = within(screen.getByRole('list', { name: 'Players' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Ann Lee');
    annIn = true;
    await user.click(screen.getByRole('button', { name: 'Check in Ann Lee' }));
    expect(await screen.findByText('Checked in: Ann Lee')).toBeInTheDocument();
    // The same player's button keeps the focus once the list has the answer (WCAG 2.4.3).
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Undo check-in of Ann Lee' })).toHaveFocus(),
    );
    expect(post[0]?.path).toBe(
      `/api/tournaments/${TOURNAMENT_ID}/participants/${ANN.userId}/check-in`,
    );

    await user.type(screen.getByLabelText('Search players'), 'ben');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /Ann Lee$/ })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Undo check-in of Ben Ortiz' })).toBeInTheDocument();
    expect(lists.at(-1)?.query.q).toBe('ben');
  });

  it('sets the opening at the venue clock, named, whatever the organizer’s own zone (walkthrough of issue 27)', async () => {
    setDisplayPreferences(preferencesIn('Asia/Tokyo'));
    answer('get', '/tournaments/:id/check-in', () => ok(checkInList()));
    answer('get', '/tournaments/:id/desk-staff', () => ok({ deskStaff: [] }));
    const put = answer('put', '/tournaments/:id', () =>
      ok(detail({ checkInOpensAt: '2026-11-27T14:30:00.000Z', timeZone: 'America/Chicago' })),
    );
    const { user } = renderDetail(detail({ ...OPEN, timeZone: 'America/Chicago' }), ORGANIZER, {
      search: '?tab=check-in',
    });
    // 07:00 UTC is 1:00 AM in Chicago (CST), not 4 PM in Tokyo.
    const field = await screen.findByLabelText('Check-in opens at');
    expect(field).toHaveValue('2026-11-27T01:00');
    expect(field).toHaveAccessibleDescription('Venue time (America/Chicago)');
    await user.clear(field);
    await user.type(field, '2026-11-27T08:30');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(put).toHaveLength(1));
    expect(put[0]!.body).toEqual({ checkInOpensAt: '2026-11-27T08:30:00-06:00' });
  });

  it('withdraws the no-shows after a confirmation', async () => {
    answer('get', '/tournaments/:id/check-in', () => ok(checkInList()));
    answer('get', '/tournaments/:id/desk-staff', () => ok({ deskStaff: [] }));
    const withdraw = answer('post', '/tournaments/:id/withdraw-no-shows', () =>
      ok({ withdrawn: 1, promoted: 0 }, { message: '1 no-show withdrawn' }),
    );
    const { user } = renderDetail(detail(OPEN), ORGANIZER, { search: '?tab=check-in' });
    await user.click(await screen.findByRole('button', { name: 'Withdraw no-shows' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw no-shows?' });
    expect(dialog).toHaveTextContent('1 entrant is not checked in');
    expect(withdraw).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw no-shows' }));
    expect(await screen.findByText('1 no-show withdrawn')).toBeInTheDocument();
    expect(withdraw).toHaveLength(1);
  });

  it('after the start, says what check-in still does, offers no withdrawal, and times the next matches at the venue', async () => {
    answer('get', '/tournaments/:id/check-in', () =>
      ok(
        checkInList({
          status: 'ongoing',
          waitlist: [{ ...ANN, userId: 'w1', name: 'Wes Wait', position: 1 }],
          nextMatches: [
            {
              matchId: 'm1',
              round: 1,
              // 15:00 UTC is 9:00 AM in Chicago in November (CST).
              startTime: '2026-11-27T15:00:00.000Z',
              courtName: 'Court 2',
              sides: ['Ann Lee', 'Ben Ortiz'],
              missing: [ANN],
            },
          ],
        }),
      ),
    );
    answer('get', '/tournaments/:id/desk-staff', () => ok({ deskStaff: [] }));
    renderDetail(detail({ ...OPEN, status: 'ongoing', timeZone: 'America/Chicago' }), ORGANIZER, {
      search: '?tab=check-in',
    });
    expect(await screen.findByText('1 of 2 checked in')).toBeInTheDocument();
    expect(screen.getByTestId('check-in-after-start')).toHaveTextContent(
      /Check-in still counts for late arrivals/,
    );
    expect(screen.queryByRole('button', { name: 'Withdraw no-shows' })).not.toBeInTheDocument();
    // The waitlist moved up before the start, if ever: not shown as if it still could.
    expect(screen.queryByRole('heading', { name: 'Waitlist' })).not.toBeInTheDocument();
    const next = screen.getByRole('region', { name: 'Next matches with players missing' });
    expect(next).toHaveTextContent(/Ann Lee v Ben Ortiz · Round 1 · Court 2 · .*9:00 AM CST/);
    expect(next).not.toHaveTextContent(' vs ');
    expect(screen.getByText(/^Open since Nov 27, 2026 · 1:00 AM CST/)).toBeInTheDocument();
  });

  it('says why a check-in was refused', async () => {
    answer('get', '/tournaments/:id/check-in', () => ok(checkInList()));
    answer('get', '/tournaments/:id/desk-staff', () => ok({ deskStaff: [] }));
    answer('post', '/tournaments/:id/participants/:userId/check-in', () =>
      fail(409, { code: 'CONFLICT', message: 'Check-in is closed: this tournament is completed' }),
    );
    const { user } = renderDetail(detail(OPEN), ORGANIZER, { search: '?tab=check-in' });
    await user.click(await screen.findByRole('button', { name: 'Check in Ann Lee' }));
    expect(
      await screen.findByText('Check-in is closed: this tournament is completed'),
    ).toBeInTheDocument();
  });

  it('is there for desk staff but not for other players', async () => {
    answer('get', '/check-in/mine', () =>
      ok([], {
        deskTournamentIds: [TOURNAMENT_ID],
        deskTournaments: [{ id: TOURNAMENT_ID, name: 'Spring Slam', status: 'upcoming' }],
      }),
    );
    answer('get', '/tournaments/:id/check-in', () => ok(checkInList({ isOrganizer: false })));
    renderDetail(detail(OPEN), PLAYER, { search: '?tab=check-in' });
    expect(await screen.findByRole('tab', { name: 'Check-in' })).toBeInTheDocument();
    expect(await screen.findByText('1 of 2 checked in')).toBeInTheDocument();
    // Desk staff check in; they neither withdraw no-shows nor name desk staff.
    expect(screen.queryByRole('button', { name: 'Withdraw no-shows' })).not.toBeInTheDocument();
    expect(screen.queryByText('Desk staff')).not.toBeInTheDocument();
    // Their role is said on the page, and joining as a player is a separate choice.
    expect(screen.getByTestId('desk-role')).toHaveTextContent(
      /You are desk staff here: .*Joining the tournament as a player is a separate choice\./,
    );
  });

  it('is not there for a player who is not at the desk', async () => {
    renderDetail(detail(OPEN), PLAYER);
    expect(await screen.findByRole('tab', { name: 'Overview' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Check-in' })).not.toBeInTheDocument();
  });

  it('a registered player sees their ticket link and checks themself in', async () => {
    answer('get', '/check-in/mine', () =>
      ok(
        [
          {
            tournamentId: TOURNAMENT_ID,
            tournamentName: 'Spring Slam',
            status: 'upcoming',
            checkInOpensAt: OPEN.checkInOpensAt,
            isOpen: true,
            isWaitlisted: false,
            checkedInAt: null,
          },
        ],
        { deskTournamentIds: [], deskTournaments: [] },
      ),
    );
    const post = answer('post', '/tournaments/:id/check-in', () =>
      ok(
        { userId: PLAYER.id, name: PLAYER.name, checkedInAt: '2026-11-27T08:00:00.000Z' },
        {
          message: 'Checked in',
        },
      ),
    );
    const { user } = renderDetail(detail({ ...OPEN, isParticipant: true }), PLAYER);
    expect(await screen.findByRole('link', { name: 'My ticket' })).toHaveAttribute(
      'href',
      `/app/tournaments/${TOURNAMENT_ID}/ticket`,
    );
    await user.click(screen.getByRole('button', { name: /^Check in to / }));
    const done = await screen.findByText('Checked in', { selector: 'p' });
    expect(post).toHaveLength(1);
    // The button has left: what says so takes the focus (WCAG 2.4.3; issue 27's walkthrough).
    expect(done).toHaveFocus();
  });
});
