import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlayerListResponse } from '@courtside/shared/api/player';
import { useAuthStore } from '@/lib/auth-store';
import { answer, deferred, fail, HttpResponse } from '@/test/msw';
import { renderRoute } from '@/test/render-route';
import { TEST_USER } from '@/test/fixtures';
import { ALICE, BEN, CARA, DEV, SUMMARY, listOf } from '@/features/players/testing/player-fixtures';
import PlayersPage from './players';

// These tests type, pick and wait out the search debounce: more than the default 5 s on a busy machine.
const INTERACTION_TIMEOUT_MS = 15_000;

const answerList = (page: PlayerListResponse) =>
  answer('get', '/players/rankings', () => HttpResponse.json(page));

function renderPage(url = '/app/players') {
  useAuthStore.setState({ user: TEST_USER, token: 'tok', isAuthenticated: true });
  const view = renderRoute(<PlayersPage />, { path: '/app/players', url });
  const search = () => new URLSearchParams(view.router.state.location.search);
  return { ...view, search, user: userEvent.setup() };
}

/** The figure under a summary card's label. */
const card = (label: string) =>
  within(screen.getByRole('region', { name: 'Player summary' })).getByText(label).nextSibling;

const rankings = () => screen.getByRole('region', { name: 'Rankings' });
const rowOf = (name: string) =>
  within(rankings())
    .getAllByRole('listitem')
    .find((item) => item.textContent?.includes(name))!;

beforeEach(() => {
  toast.remove();
});

describe('Players page', { timeout: INTERACTION_TIMEOUT_MS }, () => {
  it('shows the figures the server computed: cards, podium and ranked list', async () => {
    const get = answerList(listOf([ALICE, BEN, CARA, DEV], { total: 4 }));
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Players' })).toBeInTheDocument();
    expect(screen.getByText('View player rankings and statistics')).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Rankings' });

    // One call: sorted by rating on page 1, the list's first three are the podium.
    expect(get).toHaveLength(1);
    expect(get[0]!.path).toBe('/api/players/rankings');
    expect(get[0]!.query).toEqual({ page: '1', limit: '20' });

    expect(card('Total Players')).toHaveTextContent('37');
    expect(card('Average Rating')).toHaveTextContent('3.88');
    expect(card('Total Games')).toHaveTextContent('214');
    expect(card('Avg Win Rate')).toHaveTextContent('48%');

    const podium = screen.getByRole('region', { name: 'Top Players' });
    expect(
      within(podium)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual([
      '1st: Alice Dinkwell, view details',
      '2nd: Ben Baseline, view details',
      '3rd: Cara Kitchen, view details',
    ]);

    const alice = rowOf('Alice Dinkwell');
    expect(alice).toHaveTextContent('Rank 1');
    expect(alice).toHaveTextContent('Austin, TX');
    expect(alice).toHaveTextContent('Expert');
    expect(alice).toHaveTextContent('9W - 3L');
    expect(alice).toHaveTextContent('75% win rate');
    expect(alice).toHaveTextContent('12 games');
    expect(alice).toHaveTextContent('Rating 4.61');
    expect(within(alice).getByText('4.61', { exact: false }).className).toContain('purple');
    expect(within(rowOf('Ben Baseline')).getByText('4.21', { exact: false }).className).toContain(
      'sky',
    );
    expect(within(rowOf('Cara Kitchen')).getByText('3.71', { exact: false }).className).toContain(
      'green',
    );

    // A player who hides rating and statistics: words, no number.
    const dev = rowOf('Dev Hidden');
    expect(dev).toHaveTextContent('Rating hidden');
    expect(dev).toHaveTextContent('Stats hidden');
    expect(dev.textContent!.replace('Rank 4', '')).not.toMatch(/\d/);
  });

  it('shows placeholders while the first page loads', async () => {
    const gate = deferred();
    answer('get', '/players/rankings', async () => {
      await gate.promise;
      return HttpResponse.json(listOf([ALICE]));
    });
    renderPage();
    expect(screen.getByRole('status', { name: 'Loading players' })).toBeInTheDocument();
    expect(card('Total Players')).toHaveTextContent('Loading');
    gate.resolve();
    await screen.findByRole('region', { name: 'Rankings' });
    expect(screen.queryByRole('status', { name: 'Loading players' })).not.toBeInTheDocument();
    expect(card('Total Players')).toHaveTextContent('37');
  });

  it('leaves a podium place empty rather than put a hidden rating on it', async () => {
    answerList(listOf([ALICE, DEV], { total: 2 }));
    renderPage();
    const podium = await screen.findByRole('region', { name: 'Top Players' });
    expect(within(podium).getAllByRole('button')).toHaveLength(1);
  });

  it('says so when there is no rating or game to average', async () => {
    answerList(
      listOf([DEV], { summary: { ...SUMMARY, averageRating: null, averageWinRate: null } }),
    );
    renderPage();
    await screen.findByRole('region', { name: 'Rankings' });
    expect(card('Average Rating')).toHaveTextContent('No ratings shown');
    expect(card('Avg Win Rate')).toHaveTextContent('No games played');
    expect(screen.queryByRole('region', { name: 'Top Players' })).not.toBeInTheDocument();
  });

  it('sends the search once typing pauses, and keeps it in the URL', async () => {
    const get = answerList(listOf([ALICE]));
    const { user, search } = renderPage('/app/players?level=expert');
    await screen.findByRole('region', { name: 'Rankings' });
    await user.type(screen.getByRole('searchbox', { name: 'Search players' }), ' ali ');
    await waitFor(() => expect(search().get('q')).toBe('ali'));
    await waitFor(() => expect(get.at(-1)!.query.q).toBe('ali'));
    expect(get.at(-1)!.query).toEqual({ q: 'ali', level: 'expert', page: '1', limit: '20' });
    expect(search().toString()).toBe('level=expert&q=ali');
    // One request for the paused search, none per keystroke.
    expect(get.filter((call) => call.query.q !== undefined)).toHaveLength(1);
  });

  it('sends the level band and each of the five sorts, back to page 1', async () => {
    const get = answerList(listOf([ALICE, BEN, CARA], { total: 45 }));
    const { user, search } = renderPage();
    await screen.findByRole('region', { name: 'Rankings' });

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(get.some((c) => c.query.page === '2')).toBe(true));
    expect(search().get('page')).toBe('2');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Level' }), 'advanced');
    await waitFor(() => expect(get.at(-1)!.query.level).toBe('advanced'));
    expect(get.at(-1)!.query).toEqual({ level: 'advanced', page: '1', limit: '20' });
    expect(search().toString()).toBe('level=advanced');

    for (const [label, sort] of [
      ['Sort by Wins', 'wins'],
      ['Sort by Win Percentage', 'winRate'],
      ['Sort by Games Played', 'gamesPlayed'],
      ['Sort by Name', 'name'],
    ] as const) {
      await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), label);
      await waitFor(() =>
        expect(get.some((c) => c.query.sort === sort && c.query.limit === '20')).toBe(true),
      );
      expect(search().get('sort')).toBe(sort);
    }
    const byName = get.find((c) => c.query.sort === 'name')!;
    expect(byName.query).toEqual({ level: 'advanced', sort: 'name', page: '1', limit: '20' });
    // Sorted otherwise, the podium still comes from the top three ratings of the same band.
    expect(get.findLast((c) => c.query.limit === '3')!.query).toEqual({
      level: 'advanced',
      page: '1',
      limit: '3',
    });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Sort by Rating');
    await waitFor(() => expect(search().get('sort')).toBeNull());
  });

  it('starts from the search, level, sort and page in the URL, as after a reload', async () => {
    const get = answer('get', '/players/rankings', ({ query }) =>
      HttpResponse.json(listOf(query.limit === '3' ? [ALICE] : [BEN, CARA], { total: 30 })),
    );
    renderPage('/app/players?q=ben&level=advanced&sort=wins&page=2');
    await screen.findByRole('region', { name: 'Rankings' });
    const list = get.find((c) => c.query.limit === '20')!;
    expect(list.query).toEqual({
      q: 'ben',
      level: 'advanced',
      sort: 'wins',
      page: '2',
      limit: '20',
    });
    expect(screen.getByRole('searchbox', { name: 'Search players' })).toHaveValue('ben');
    expect(screen.getByRole('combobox', { name: 'Level' })).toHaveValue('advanced');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('wins');
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Top Players' })).getByRole('button', {
          name: '1st: Alice Dinkwell, view details',
        }),
      ).toBeInTheDocument(),
    );
  });

  it('follows Back to the filters before', async () => {
    answerList(listOf([ALICE]));
    const { user, router } = renderPage('/app/players?q=ali');
    await screen.findByRole('region', { name: 'Rankings' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Level' }), 'expert');
    await waitFor(() => expect(router.state.location.search).toBe('?q=ali&level=expert'));
    await act(() => router.navigate(-1));
    expect(screen.getByRole('combobox', { name: 'Level' })).toHaveValue('all');
    expect(screen.getByRole('searchbox', { name: 'Search players' })).toHaveValue('ali');
  });

  it('keeps a cleared search cleared when Level changes before the search is written', async () => {
    const get = answerList(listOf([ALICE]));
    const { router } = renderPage('/app/players?q=pia');
    await screen.findByRole('region', { name: 'Rankings' });
    const box = screen.getByRole('searchbox', { name: 'Search players' });
    expect(box).toHaveValue('pia');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.change(box, { target: { value: '' } });
      // About 100 ms later, well inside the debounce, the level changes.
      act(() => vi.advanceTimersByTime(100));
      fireEvent.change(screen.getByRole('combobox', { name: 'Level' }), {
        target: { value: 'expert' },
      });
      act(() => vi.advanceTimersByTime(1_000));
    } finally {
      vi.useRealTimers();
    }
    expect(router.state.location.search).toBe('?level=expert');
    expect(screen.getByRole('searchbox', { name: 'Search players' })).toHaveValue('');
    await waitFor(() =>
      expect(get.at(-1)!.query).toEqual({ level: 'expert', page: '1', limit: '20' }),
    );
  });

  it("says 'No players found' when nothing matches", async () => {
    answerList(
      listOf([], {
        summary: { totalPlayers: 0, averageRating: null, totalGames: 0, averageWinRate: null },
      }),
    );
    renderPage('/app/players?q=nobody');
    expect(await screen.findByText('No players found')).toBeInTheDocument();
    expect(card('Total Players')).toHaveTextContent('0');
    expect(screen.queryByRole('region', { name: 'Rankings' })).not.toBeInTheDocument();
  });

  it('says when loading failed, with Retry, instead of an empty list', async () => {
    const calls = answer('get', '/players/rankings', () =>
      fail(500, { message: 'boom', code: 'INTERNAL' }),
    );
    const { user } = renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load players');
    expect(alert).toHaveTextContent('Server error. Please try again in a few moments.');
    expect(screen.queryByText('No players found')).not.toBeInTheDocument();
    expect(card('Total Players')).toHaveTextContent('Unavailable');
    // The toast of spec section 8 as well.
    await waitFor(() => expect(screen.getAllByText('Failed to load players')).toHaveLength(2));

    answerList(listOf([ALICE]));
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Rankings' })).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });
});
