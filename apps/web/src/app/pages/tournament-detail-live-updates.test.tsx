import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Match } from '@courtside/shared/api/match';
import { bracketQueryOptions } from '@/features/brackets/api/get-bracket';
import { matchListQueryOptions } from '@/features/matches/api/get-match-list';
import { tournamentMatchesQueryOptions } from '@/features/matches/api/get-matches';
import { tournamentQueryOptions } from '@/lib/tournaments/get-tournament';
import { tournamentsQueryOptions } from '@/lib/tournaments/get-tournaments';
import { renderDetail } from '@/test/render-detail';
import { KIM, LEE, MAX, ROY, match } from '@/test/match-fixtures';
import { ORGANIZER, TOURNAMENT_ID, detail } from '@/test/tournament-fixtures';
import { useAuthStore } from '@/lib/auth-store';
import { queryKeys } from '@/lib/query-keys';
import {
  connectLatest,
  FakeWebSocket,
  installFakeWebSocket,
  serverSends,
} from '@/lib/live/testing/fake-web-socket';
import { setUnauthorizedHandler } from '@/lib/unauthorized';
import { answer, ok } from '@/test/msw';

const TOPIC = `tournament:${TOURNAMENT_ID}`;
const SEMI_ID = '5e5e5e5e-0000-4000-8000-000000000001';

const semis = (): Match[] => [
  match(KIM, ROY, {
    id: SEMI_ID,
    position: 1,
    status: 'in-progress',
    score: { player1: [11, 5], player2: [7, 3] },
    version: 3,
  }),
  match(LEE, MAX, { position: 2 }),
];

let restore: () => void;
beforeEach(() => {
  restore = installFakeWebSocket();
});
afterEach(() => restore());

async function openMatchesTab(matches = semis()) {
  const list = answer('get', '/matches/tournament/:id', () => ok(matches));
  const view = renderDetail(detail({ status: 'ongoing' }), ORGANIZER);
  await view.user.click(await screen.findByRole('tab', { name: 'Matches' }));
  await screen.findAllByText('Kim Lobber');
  const socket = connectLatest('e1', ORGANIZER.id);
  serverSends(socket, { type: 'subscribed', topic: TOPIC, seq: 0 });
  return { ...view, list, socket };
}

const cardOf = (name: string) => screen.getAllByText(name)[0]!.closest('li')!;

describe('live updates on the tournament detail page', () => {
  it('follows the tournament topic, signed in with the session token', async () => {
    const { socket } = await openMatchesTab();
    expect(socket.sent[0]).toEqual({ type: 'auth', token: 'tok' });
    expect(socket.subscriptions()).toEqual([{ type: 'subscribe', topic: TOPIC }]);
  });

  it('marks a match in play live inside its one badge and moves its score in place, without a refetch', async () => {
    const { socket, list, queryClient } = await openMatchesTab();
    const card = cardOf('Kim Lobber');
    // One badge: "In Progress" with the live marker inside it (not "Live" beside it).
    const badge = within(card).getByText('In Progress');
    expect(badge).toHaveAttribute('data-live', 'true');
    expect(within(badge).getByText('Live:')).toBeInTheDocument();
    expect(within(card).getAllByText(/^(Live|In Progress)$/)).toHaveLength(1);
    expect(within(cardOf('Lee Volley')).queryByText('Live:')).not.toBeInTheDocument();
    expect(within(card).getByText('Score: game 1 11-7, game 2 5-3')).toBeInTheDocument();

    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const invalidations = vi.spyOn(queryClient, 'invalidateQueries');
      serverSends(socket, {
        type: 'event',
        topic: TOPIC,
        seq: 1,
        event: {
          kind: 'match',
          op: 'UPDATE',
          id: SEMI_ID,
          tournamentId: TOURNAMENT_ID,
          data: {
            status: 'in-progress',
            games: [
              [11, 7],
              [7, 5],
            ],
            version: 4,
          },
        },
      });
      expect(
        await within(cardOf('Kim Lobber')).findByText('Score: game 1 11-7, game 2 7-5'),
      ).toBeInTheDocument();
      // Past the live batch's pause (50 ms), where a refetch would have been asked for.
      await act(() => vi.advanceTimersByTimeAsync(100));
      expect(invalidations).not.toHaveBeenCalled();
      expect(list).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refetches when a match is decided (the bracket advances) and on resync', async () => {
    const { socket, get } = await openMatchesTab();
    const decided = semis();
    decided[0] = { ...decided[0]!, status: 'completed', winner: KIM.id };
    const refetches = answer('get', '/matches/tournament/:id', () => ok(decided));
    serverSends(socket, {
      type: 'event',
      topic: TOPIC,
      seq: 1,
      event: {
        kind: 'match',
        op: 'UPDATE',
        id: SEMI_ID,
        tournamentId: TOURNAMENT_ID,
        data: {
          status: 'completed',
          games: [
            [11, 7],
            [11, 5],
          ],
          winnerId: KIM.id,
          version: 4,
        },
      },
    });
    expect(await screen.findByText('Winner: Kim Lobber')).toBeInTheDocument();
    await waitFor(() => expect(refetches.length).toBeGreaterThanOrEqual(1));

    const detailCalls = get.length;
    serverSends(socket, { type: 'resync', topic: TOPIC, seq: 7 });
    await waitFor(() => expect(get.length).toBeGreaterThan(detailCalls));
  });

  it('reconnects and resumes the topic from the last number it saw', async () => {
    const { socket } = await openMatchesTab();
    serverSends(socket, {
      type: 'event',
      topic: TOPIC,
      seq: 1,
      event: { kind: 'courts', op: 'UPDATE', id: null, tournamentId: TOURNAMENT_ID },
    });
    socket.drop(1006);
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(2), { timeout: 3000 });
    const next = connectLatest('e1', ORGANIZER.id);
    expect(next.subscriptions()).toEqual([
      { type: 'subscribe', topic: TOPIC, since: { epoch: 'e1', seq: 1 } },
    ]);
  });

  it('treats a revoked session (close code 4401) like a 401: signed out, sent to sign in', async () => {
    const { socket } = await openMatchesTab();
    let wentToSignIn = false;
    setUnauthorizedHandler(() => (wentToSignIn = true));
    socket.drop(4401);
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    expect(wentToSignIn).toBe(true);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });
});

describe('the live cache keys', () => {
  it("are prefixes of the tournaments feature's query keys, so live events reach them", () => {
    const id = TOURNAMENT_ID;
    const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) =>
      expect(key.slice(0, prefix.length)).toEqual(prefix);
    startsWith(tournamentQueryOptions(id).queryKey, queryKeys.tournaments.detail(id));
    startsWith(tournamentMatchesQueryOptions(id).queryKey, queryKeys.tournaments.competition(id));
    startsWith(bracketQueryOptions(id).queryKey, queryKeys.tournaments.competition(id));
    startsWith(tournamentsQueryOptions({}).queryKey, queryKeys.tournaments.lists);
    startsWith(matchListQueryOptions({}).queryKey, queryKeys.matches.lists);
    startsWith(queryKeys.matches.lists, queryKeys.matches.all);
  });
});
