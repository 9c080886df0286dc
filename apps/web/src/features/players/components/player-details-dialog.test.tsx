import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PlayerDetail, RankedPlayer } from '@courtside/shared/api/player';
import {
  ALICE,
  CARA,
  DEV,
  detailOf,
  listOf,
  ranked,
  statsOf,
} from '@/features/players/testing/player-fixtures';
import PlayersPage from '@/features/players/routes/players';
import { useAuthStore } from '@/lib/auth-store';
import { answer, fail, HttpResponse, ok, type RecordedCall } from '@/test/msw';
import { renderRoute } from '@/test/render-route';
import { TEST_USER } from '@/test/fixtures';

const ALICE_STATS = statsOf(ALICE, {
  bestRating: 4.75,
  currentStreak: { result: 'W', length: 3 },
  longestWinStreak: 5,
  form: ['W', 'W', 'W', 'L', 'W'],
  recentMatches: [
    {
      matchId: 'm2',
      tournamentId: 't1',
      tournamentName: 'Spring Slam',
      result: 'W',
      opponent: 'Ben Baseline',
      games: [
        [11, 7],
        [11, 9],
      ],
      completedAt: new Date(2026, 3, 12, 15).toISOString(),
    },
    {
      matchId: 'm1',
      tournamentId: 't1',
      tournamentName: 'Spring Slam',
      result: 'L',
      opponent: 'Cara Kitchen',
      games: [
        [8, 11],
        [11, 6],
        [9, 11],
      ],
      completedAt: new Date(2026, 3, 10, 15).toISOString(),
    },
  ],
  ratingHistory: [
    { matchId: 'm0', at: new Date(2026, 2, 1).toISOString(), before: 4.3, after: 4.52 },
    { matchId: 'm1', at: new Date(2026, 3, 10).toISOString(), before: 4.52, after: 4.75 },
    { matchId: 'm2', at: new Date(2026, 3, 12).toISOString(), before: 4.75, after: 4.612 },
  ],
});

interface Answers {
  list?: RankedPlayer[];
  detail: PlayerDetail;
  stats?: () => Response;
}

async function openDetails({ list = [ALICE, CARA, DEV], detail, stats }: Answers) {
  const detailCalls = answer('get', '/players/:id', () => ok(detail));
  const statsCalls: RecordedCall[] = answer('get', '/players/:id/stats', stats);
  // Last, so it wins over '/players/:id' (MSW tries the latest handlers first).
  answer('get', '/players/rankings', () => HttpResponse.json(listOf(list)));
  useAuthStore.setState({ user: TEST_USER, token: 'tok', isAuthenticated: true });
  renderRoute(<PlayersPage />, { path: '/app/players' });
  const user = userEvent.setup();
  const rankings = await screen.findByRole('region', { name: 'Rankings' });
  const row = within(rankings)
    .getAllByRole('button')
    .find((b) => b.textContent?.includes(detail.name))!;
  await user.click(row);
  const dialog = await screen.findByRole('dialog', { name: 'Player Details' });
  return { dialog: within(dialog), element: dialog, user, detailCalls, statsCalls };
}

/** The figure under a tile's label in the dialog. */
const tile = (dialog: ReturnType<typeof within>, label: string) =>
  dialog.getByText(label, { selector: 'dt' }).nextSibling as HTMLElement;

describe('Player Details', () => {
  it('shows the real streak, best rating, form, recent matches and the rating chart', async () => {
    const { dialog, element, user, detailCalls, statsCalls } = await openDetails({
      detail: detailOf(ALICE, {
        bio: 'Left-court specialist.',
        preferredHand: 'left',
        yearsPlaying: '5+',
        favoriteShot: 'drop',
      }),
      stats: () => ok(ALICE_STATS),
    });
    expect(dialog.getByRole('heading', { name: 'Alice Dinkwell' })).toBeInTheDocument();
    expect(await dialog.findByText('Left-court specialist.')).toBeInTheDocument();
    expect(element).toHaveTextContent('Plays:Left-handed');
    expect(element).toHaveTextContent('Playing for:5+ years');
    expect(element).toHaveTextContent('Favorite shot:Drop');
    expect(detailCalls[0]!.path).toBe(`/api/players/${ALICE.id}`);
    expect(statsCalls[0]!.path).toBe(`/api/players/${ALICE.id}/stats`);

    await dialog.findByText('Win Streak');
    expect(tile(dialog, 'Wins')).toHaveTextContent('9');
    expect(tile(dialog, 'Losses')).toHaveTextContent('3');
    expect(tile(dialog, 'Win Rate')).toHaveTextContent('75%');
    expect(tile(dialog, 'Games Played')).toHaveTextContent('12');
    expect(tile(dialog, 'Win Streak')).toHaveTextContent('3 games');
    expect(tile(dialog, 'Win Streak')).toHaveTextContent('Longest: 5 games');
    expect(tile(dialog, 'Best Rating')).toHaveTextContent('4.75');
    expect(tile(dialog, 'Best Rating')).toHaveTextContent('Now 4.61');
    expect(dialog.getByText('Last 5, latest first: won, won, won, lost, won')).toBeInTheDocument();

    const recent = dialog.getByRole('region', { name: 'Recent Matches' });
    const [won, lost] = within(recent).getAllByRole('listitem');
    expect(won).toHaveTextContent('Won');
    expect(won).toHaveTextContent('vs Ben Baseline');
    expect(won).toHaveTextContent('Spring Slam');
    expect(won).toHaveTextContent('11-7, 11-9');
    expect(won).toHaveTextContent('Apr 12, 2026');
    expect(lost).toHaveTextContent('Lost');
    expect(lost).toHaveTextContent('8-11, 11-6, 9-11');

    // The chart arrives in its own chunk: an SVG named for the player, with a table of its points.
    const chart = await dialog.findByRole('img', { name: "Alice Dinkwell's rating history" });
    expect(chart.tagName.toLowerCase()).toBe('svg');
    expect(chart.querySelectorAll('circle')).toHaveLength(4);
    const table = dialog.getByRole('table', { name: "Alice Dinkwell's rating history" });
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(cells).toEqual([
      ['Mar 01, 2026 (before the match)', '4.30', ''],
      ['Mar 01, 2026', '4.52', '+0.22'],
      ['Apr 10, 2026', '4.75', '+0.23'],
      ['Apr 12, 2026', '4.61', '-0.14'],
    ]);

    await user.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks nothing and says so when the player keeps their statistics private', async () => {
    const { dialog, element, statsCalls } = await openDetails({ detail: detailOf(DEV) });
    expect(
      await dialog.findByText('This player keeps their statistics private'),
    ).toBeInTheDocument();
    expect(dialog.getByText('Rating hidden')).toBeInTheDocument();
    expect(dialog.queryByText('Best Rating')).not.toBeInTheDocument();
    expect(dialog.queryByRole('img', { name: /rating history/ })).not.toBeInTheDocument();
    expect(statsCalls).toHaveLength(0);
    // No number anywhere: nothing is made up for what is hidden.
    expect(element.textContent).not.toMatch(/\d/);
  });

  it('shows statistics but no rating figure when only the rating is hidden', async () => {
    const hiddenRating = ranked(5, 'Eve Private', {
      rating: null,
      level: null,
      wins: 4,
      losses: 1,
      gamesPlayed: 5,
      winRate: 80,
      hidden: { rating: true, stats: false },
    });
    const { dialog, element } = await openDetails({
      list: [hiddenRating],
      detail: detailOf(hiddenRating),
      // Whatever the stats answer carries, a hidden rating is not drawn or written.
      stats: () =>
        ok(
          statsOf(hiddenRating, {
            bestRating: 4.9,
            currentRating: 4.4,
            ratingHistory: ALICE_STATS.ratingHistory,
          }),
        ),
    });
    await dialog.findByText('Win Streak');
    expect(tile(dialog, 'Win Rate')).toHaveTextContent('80%');
    expect(dialog.queryByText('Best Rating')).not.toBeInTheDocument();
    expect(dialog.queryByRole('heading', { name: 'Rating History' })).not.toBeInTheDocument();
    expect(element).not.toHaveTextContent('4.9');
    expect(element).not.toHaveTextContent('4.4');
    expect(dialog.getByText('Rating hidden')).toBeInTheDocument();
  });

  it('says the statistics are private when the server refuses them (403)', async () => {
    const { dialog } = await openDetails({
      detail: detailOf(CARA),
      stats: () =>
        fail(403, { message: 'This player keeps their statistics private', code: 'FORBIDDEN' }),
    });
    expect(
      await dialog.findByText('This player keeps their statistics private'),
    ).toBeInTheDocument();
  });

  it('gives a dash and the reason, not a number, when there is nothing to compute', async () => {
    const fresh = ranked(6, 'Finn Fresh');
    const { dialog } = await openDetails({
      list: [fresh],
      detail: detailOf(fresh),
      stats: () => ok(statsOf(fresh)),
    });
    await dialog.findByText('Win Streak');
    expect(tile(dialog, 'Win Streak')).toHaveTextContent(/^—No matches yet$/);
    expect(tile(dialog, 'Best Rating')).toHaveTextContent('No rated matches yet');
    expect(dialog.getByText('No completed matches yet')).toBeInTheDocument();
    expect(await dialog.findByText('No rated matches yet', { selector: 'p' })).toBeInTheDocument();
  });

  it('offers Retry when the statistics fail to load', async () => {
    let isDown = true;
    const { dialog, user } = await openDetails({
      detail: detailOf(ALICE),
      stats: () => (isDown ? fail(500, { message: 'boom' }) : ok(ALICE_STATS)),
    });
    const alert = await dialog.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load players');
    expect(alert).toHaveTextContent('Server error. Please try again in a few moments.');
    isDown = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await dialog.findByText('Win Streak')).toBeInTheDocument();
  });
});
