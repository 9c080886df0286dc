import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SpectatorMatch } from '@courtside/shared/api/live';
import { useAuthStore } from '@/lib/auth-store';
import {
  connectLatest,
  installFakeWebSocket,
  serverSends,
} from '@/lib/live/testing/fake-web-socket';
import { answer, fail, ok } from '@/test/msw';
import { renderRoute } from '@/test/render-route';
import {
  COURT_3,
  LIVE_MATCH,
  PUBLIC_ID,
  publicTournament,
} from '@/features/spectator/testing/public-fixtures';
import SpectatorPage from './spectator';

const TOPIC = `tournament:${PUBLIC_ID}`;

let restore: () => void;
beforeEach(() => {
  restore = installFakeWebSocket();
  useAuthStore.getState().clearSession();
});
afterEach(() => restore());

function open(id = PUBLIC_ID) {
  return renderRoute(<SpectatorPage />, { path: '/t/:id', url: `/t/${id}` });
}

describe('the spectator page /t/{id}', () => {
  it("links the tournament's calendar feed as a webcal subscription (issue 26)", async () => {
    answer('get', '/public/tournaments/:id', () => ok(publicTournament()));
    open();
    const link = await screen.findByRole('link', { name: 'Add to calendar' });
    const href = link.getAttribute('href')!;
    expect(href).toBe(`webcal://${window.location.host}/api/tournaments/${PUBLIC_ID}/calendar.ics`);
  });

  it('shows the header, the courts board and the bracket of a public tournament', async () => {
    const calls = answer('get', '/public/tournaments/:id', () => ok(publicTournament()));
    open();
    expect(screen.getByText('Loading tournament...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Riverside Open', level: 1 })).toBeVisible();
    expect(calls[0]!.path).toBe(`/api/public/tournaments/${PUBLIC_ID}`);
    expect(calls[0]!.headers.authorization).toBeUndefined();
    expect(screen.getByText('Ongoing')).toBeInTheDocument();
    expect(screen.getByText('Riverside Courts, Denver')).toBeInTheDocument();
    // The scoring option (rule 12.B) the matches are played under.
    expect(screen.getByText('Best of 3 games to 11, rally scoring')).toBeInTheDocument();
    expect(screen.getByRole('main').querySelector('header')).toHaveTextContent('May 01, 2027');
    // The site's top bar is the page's banner landmark (axe: all content in landmarks).
    expect(screen.getAllByRole('banner')[0]).toHaveTextContent('Courtside');

    const courts = await screen.findByRole('region', { name: 'Courts' });
    expect(
      within(courts).getByText(
        'Court 3: Ana Reyes / Bo Park v Cy Nguyen / Di Ellis, 7-5 in game 3',
      ),
    ).toBeInTheDocument();
    expect(within(courts).getByText('Live')).toBeInTheDocument();

    const bracket = screen.getByRole('region', { name: 'Bracket' });
    const final = within(bracket).getByRole('region', { name: 'Final' });
    expect(
      within(final).getByRole('article', { name: 'Ana Reyes / Bo Park v Cy Nguyen / Di Ellis' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Schedule' })).toBeInTheDocument();
  });

  it("names a match's state in the schedule as the rest of the app does (a finished semifinal never reads 'Final')", async () => {
    const data = publicTournament();
    const live = data.matches[0]!;
    const finished = {
      ...live,
      id: '5e5e5e5e-0000-4000-8000-0000000000cc',
      status: 'completed' as const,
      score: { player1: [11, 11], player2: [4, 6] },
      winner: live.player1Id,
      startTime: '2027-05-01T12:00:00.000Z',
    };
    answer('get', '/public/tournaments/:id', () => ok({ ...data, matches: [finished, live] }));
    open();
    const schedule = await screen.findByRole('region', { name: 'Schedule' });
    expect(within(schedule).getByText(/· Court 3 · Completed$/)).toBeInTheDocument();
    expect(within(schedule).getByText(/· Court 3 · In Progress$/)).toBeInTheDocument();
    expect(within(schedule).queryByText(/Final/)).not.toBeInTheDocument();
  });

  it('shows the days as typed and match times at the venue, with the visitor’s own beside them', async () => {
    const zone = process.env.TZ;
    process.env.TZ = 'Asia/Tokyo'; // the visitor's browser
    try {
      const data = publicTournament();
      const live = data.matches[0]!;
      // 11:30 PM on 30 April in Chicago is 1:30 PM on 1 May in Tokyo.
      const late = { ...live, startTime: '2027-05-01T04:30:00.000Z' };
      answer('get', '/public/tournaments/:id', () =>
        ok({
          ...data,
          tournament: { ...data.tournament, timeZone: 'America/Chicago', endDate: '2027-05-02' },
          matches: [late],
        }),
      );
      open();
      const schedule = await screen.findByRole('region', { name: 'Schedule' });
      expect(screen.getByRole('main').querySelector('header')).toHaveTextContent(
        'May 01, 2027 – May 02, 2027',
      );
      expect(within(schedule).getByRole('heading', { name: 'Apr 30, 2027' })).toBeInTheDocument();
      expect(
        within(schedule).getByText(
          /^11:30 PM CDT \(1:30 PM Sat, May 1 your time\) · Court 3 · In Progress$/,
        ),
      ).toBeInTheDocument();
    } finally {
      process.env.TZ = zone;
    }
  });

  it('follows the tournament anonymously and moves the score without a reload', async () => {
    const calls = answer('get', '/public/tournaments/:id', () => ok(publicTournament()));
    open();
    await screen.findByRole('heading', { name: 'Riverside Open', level: 1 });
    const socket = connectLatest('e1', null);
    expect(socket.sent[0]).toEqual({ type: 'auth', token: null });
    expect(socket.subscriptions()).toEqual([{ type: 'subscribe', topic: TOPIC }]);
    serverSends(socket, { type: 'subscribed', topic: TOPIC, seq: 0 });

    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const fetches = vi.spyOn(globalThis, 'fetch');
      serverSends(socket, {
        type: 'event',
        topic: TOPIC,
        seq: 1,
        event: {
          kind: 'match',
          op: 'UPDATE',
          id: LIVE_MATCH,
          tournamentId: PUBLIC_ID,
          data: {
            status: 'in-progress',
            games: [
              [11, 9],
              [8, 11],
              [8, 5],
            ],
            courtId: COURT_3,
            version: 5,
          },
        },
      });
      expect(
        await screen.findByText(
          'Court 3: Ana Reyes / Bo Park v Cy Nguyen / Di Ellis, 8-5 in game 3',
        ),
      ).toBeInTheDocument();
      // Past the page's refetch pause (150 ms), where a reload would have started its fetch.
      await act(() => vi.advanceTimersByTimeAsync(250));
      expect(fetches).not.toHaveBeenCalled();
      expect(calls).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }

    // The match is decided: the page refetches (the bracket and standings move).
    const done = publicTournament();
    done.matches[0] = { ...done.matches[0]!, status: 'completed', winner: done.teams[0]!.id };
    done.bracket.bracket['1'] = [done.matches[0]!];
    done.tournament.status = 'completed';
    answer('get', '/public/tournaments/:id', () => ok(done));
    serverSends(socket, { type: 'resync', topic: TOPIC, seq: 9 });
    expect(await screen.findByText('Completed')).toBeInTheDocument();
    expect(screen.getByText('Every match has been played.')).toBeInTheDocument();
  });

  it('shows a court free, then called, then on court with the live score, without a reload (issue 27)', async () => {
    // What the server holds, moved along with each event (a start refetches the counters).
    let current = publicTournament();
    const hold = (changes: Partial<SpectatorMatch>) => {
      const next = publicTournament();
      const m = { ...next.matches[0]!, ...changes };
      next.matches = [m];
      next.bracket.bracket['1'] = [m];
      current = next;
    };
    hold({ status: 'scheduled', score: { player1: [], player2: [] }, actualStartTime: null });
    answer('get', '/public/tournaments/:id', () => ok(current));
    open();
    const courts = await screen.findByRole('region', { name: 'Courts' });
    expect(await within(courts).findByText(/^Court 3: free$/)).toBeInTheDocument();
    const socket = connectLatest('e1', null);
    serverSends(socket, { type: 'subscribed', topic: TOPIC, seq: 0 });
    const matchEvent = (seq: number, data: Record<string, unknown>) =>
      serverSends(socket, {
        type: 'event',
        topic: TOPIC,
        seq,
        event: { kind: 'match', op: 'UPDATE', id: LIVE_MATCH, tournamentId: PUBLIC_ID, data },
      });

    const calledAt = new Date().toISOString();
    hold({
      status: 'scheduled',
      score: { player1: [], player2: [] },
      actualStartTime: null,
      calledAt,
    });
    matchEvent(1, { status: 'scheduled', games: [], calledAt });
    expect(
      await within(courts).findByText(
        'Court 3: called, Ana Reyes / Bo Park v Cy Nguyen / Di Ellis',
      ),
    ).toBeInTheDocument();
    expect(within(courts).getByText(/^Called at .* \(under a minute ago\)$/)).toBeInTheDocument();
    expect(within(courts).getByTestId('court')).toHaveAttribute('data-state', 'called');

    const actualStartTime = new Date(Date.now() - 12 * 60_000).toISOString();
    hold({
      status: 'in-progress',
      score: { player1: [1], player2: [0] },
      actualStartTime,
      calledAt,
    });
    matchEvent(2, { status: 'in-progress', games: [[1, 0]], actualStartTime });
    expect(
      await within(courts).findByText(
        'Court 3: Ana Reyes / Bo Park v Cy Nguyen / Di Ellis, 1-0 in game 1',
      ),
    ).toBeInTheDocument();
    // The board's clock moves every few seconds: it was read when the page opened.
    expect(within(courts).getByText(/^On court for 1[12] min$/)).toBeInTheDocument();
    expect(within(courts).getByText('Live')).toBeInTheDocument();

    hold({
      status: 'in-progress',
      score: { player1: [2], player2: [0] },
      actualStartTime,
      calledAt,
    });
    matchEvent(3, { status: 'in-progress', games: [[2, 0]] });
    expect(await within(courts).findByTestId('court-score')).toHaveTextContent('2-0 in game 1');
  });

  it('says so when the tournament is not found or not public', async () => {
    answer('get', '/public/tournaments/:id', () => fail(404, { message: 'Tournament not found' }));
    open();
    expect(await screen.findByText('Tournament not found')).toBeInTheDocument();
    expect(
      screen.getByText('This tournament does not exist, or its organizer has not made it public.'),
    ).toBeInTheDocument();
  });

  it('offers a retry when the server fails, and shows an address that cannot be a tournament as not found', async () => {
    answer('get', '/public/tournaments/:id', () => fail(500));
    const view = open();
    expect(await screen.findByText("Couldn't load this tournament")).toBeInTheDocument();
    view.unmount();
    open('not-a-tournament');
    expect(screen.getByText('Tournament not found')).toBeInTheDocument();
  });

  it('says when play has not started yet', async () => {
    const upcoming = publicTournament();
    upcoming.tournament.status = 'upcoming';
    upcoming.matches = [];
    upcoming.bracket.bracket = {};
    answer('get', '/public/tournaments/:id', () => ok(upcoming));
    open();
    expect(await screen.findByText(/Play has not started yet/)).toBeInTheDocument();
  });

  it('switches to the large TV layout with Full screen', async () => {
    answer('get', '/public/tournaments/:id', () => ok(publicTournament()));
    const view = open();
    await screen.findByRole('heading', { name: 'Riverside Open', level: 1 });
    const user = (await import('@testing-library/user-event')).default.setup();
    await user.click(screen.getByRole('button', { name: 'Full screen' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).className).toContain('text-5xl'),
    );
    expect(screen.queryByRole('region', { name: 'Schedule' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Exit full screen' }));
    expect(screen.getByRole('region', { name: 'Schedule' })).toBeInTheDocument();
    view.unmount();
  });
});

describe('the spectator page of a tournament of several events (issue 26)', () => {
  const EVENT_ID = '7c0f1d2e-3333-4333-8333-0000000000e2';
  const withEvents = (id: string, name: string) => {
    const data = publicTournament();
    return {
      ...data,
      tournament: { ...data.tournament, id, name },
      events: [
        { id: PUBLIC_ID, name: 'Riverside Open', status: 'ongoing' as const, medals: [] },
        {
          id: EVENT_ID,
          name: 'Mixed Doubles 3.5',
          status: 'completed' as const,
          medals: [{ medal: 'gold' as const, entrantId: 'x', name: 'Ana Reyes / Bo Park' }],
        },
      ],
      // The board over every event: the event's own schedule has none of these.
      matches: id === EVENT_ID ? [] : data.matches,
      boardMatches: data.matches,
    };
  };

  it('switches between events in the URL, with each event’s champion, and boards every event', async () => {
    const calls = answer('get', '/public/tournaments/:id', (call) =>
      ok(
        call.path.endsWith(EVENT_ID)
          ? withEvents(EVENT_ID, 'Mixed Doubles 3.5')
          : withEvents(PUBLIC_ID, 'Riverside Open'),
      ),
    );
    const { router } = open();
    const events = await screen.findByRole('navigation', { name: 'Events' });
    expect(within(events).getByRole('link', { name: 'Riverside Open' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(events).getByText('Gold: Ana Reyes / Bo Park')).toBeInTheDocument();
    await act(() => router.navigate(`/t/${PUBLIC_ID}?event=${EVENT_ID}`));
    expect(
      await screen.findByRole('heading', { name: 'Riverside Open: Mixed Doubles 3.5', level: 1 }),
    ).toBeVisible();
    expect(calls.at(-1)!.path).toBe(`/api/public/tournaments/${EVENT_ID}`);
    await waitFor(() =>
      expect(document.title).toBe('Riverside Open: Mixed Doubles 3.5 · Courtside'),
    );
    // The courts board is the tournament's, over every event's matches.
    const courts = await screen.findByRole('region', { name: 'Courts' });
    expect(within(courts).getByText(/^Court 3: Ana Reyes \/ Bo Park v/)).toBeInTheDocument();
    const link = within(screen.getByRole('navigation', { name: 'Events' })).getByRole('link', {
      name: /Mixed Doubles 3.5/,
    });
    expect(link).toHaveAttribute('aria-current', 'page');
  });
});
