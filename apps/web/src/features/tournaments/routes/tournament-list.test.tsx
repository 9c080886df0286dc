import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TournamentListResponse } from '@courtside/shared/api/tournament';
import { useAuthStore } from '@/lib/auth-store';
import { answer, fail, HttpResponse } from '@/test/msw';
import { renderRoute } from '@/test/render-route';
import { listResponse, ORGANIZER, PLAYER, summary } from '@/test/tournament-fixtures';
import TournamentListPage from './tournament-list';

const signIn = (user = PLAYER) =>
  useAuthStore.setState({ user, token: 'tok', isAuthenticated: true });

const renderList = (url = '/app/tournaments') =>
  renderRoute(<TournamentListPage />, { path: '/app/tournaments', url });

/** Answers GET /api/tournaments with `list`; returns the calls it gets. */
const answerList = (list: TournamentListResponse) =>
  answer('get', '/tournaments', () => HttpResponse.json(list));

beforeEach(() => {
  toast.remove();
  signIn();
});

describe('Tournament list', () => {
  it('shows the four summary tiles and a card per tournament', async () => {
    answerList(
      listResponse([
        summary(),
        summary({
          id: '7c0f1d2e-1111-4111-8111-000000000002',
          name: 'Summer Doubles',
          status: 'ongoing',
          type: 'doubles',
          category: 'women',
          endDate: '2026-07-04',
          startDate: '2026-07-01',
          entryFee: 0,
        }),
      ]),
    );
    renderList();
    await screen.findByRole('link', { name: 'Spring Slam' });
    const tiles = screen.getByRole('region', { name: 'Summary' });
    for (const [label, value] of [
      ['Total Tournaments', '42'],
      ['Upcoming', '17'],
      ['Ongoing', '5'],
      ['Total Players', '311'],
    ] as const) {
      expect(within(tiles).getByText(label).nextSibling).toHaveTextContent(value);
    }
    const spring = (await screen.findByRole('link', { name: 'Spring Slam' })).closest('li')!;
    expect(within(spring).getByText('Upcoming')).toBeInTheDocument();
    expect(within(spring).getByText('Singles · Men')).toBeInTheDocument();
    expect(within(spring).getByText('Apr 12, 2026')).toBeInTheDocument();
    expect(within(spring).getByText('Austin, TX')).toBeInTheDocument();
    expect(within(spring).getByText('4/16 players')).toBeInTheDocument();
    expect(within(spring).getByText('$25 entry')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Spring Slam' })).toHaveAttribute(
      'href',
      `/app/tournaments/${summary().id}`,
    );
    const summer = screen.getByRole('link', { name: 'Summer Doubles' }).closest('li')!;
    expect(within(summer).getByText('Ongoing')).toBeInTheDocument();
    expect(within(summer).getByText('Jul 01, 2026 - Jul 04, 2026')).toBeInTheDocument();
    expect(within(summer).getByText('Free entry')).toBeInTheDocument();
  });

  it("shows a tournament of several events by its events and every event's players, never the first event's places", async () => {
    answerList(
      listResponse([
        summary({ eventCount: 1, playerCount: 4 }),
        summary({
          id: '7c0f1d2e-1111-4111-8111-000000000002',
          name: 'Autumn Classic',
          currentParticipants: 12,
          maxParticipants: 16,
          eventCount: 3,
          playerCount: 52,
        }),
      ]),
    );
    renderList();
    const autumn = (await screen.findByRole('link', { name: 'Autumn Classic' })).closest('li')!;
    expect(within(autumn).getByText('3 events · 52 players')).toBeInTheDocument();
    expect(within(autumn).queryByText('12/16 players')).not.toBeInTheDocument();
    // A tournament of one event stays as the spec shows it.
    const spring = screen.getByRole('link', { name: 'Spring Slam' }).closest('li')!;
    expect(within(spring).getByText('4/16 players')).toBeInTheDocument();
  });

  it('sends the search after the 300 ms debounce, and the status and type filters', async () => {
    const get = answerList(listResponse([summary()]));
    renderList();
    await screen.findByRole('link', { name: 'Spring Slam' });
    expect(get.at(-1)!.query).toEqual({ page: '1', limit: '12' });
    expect(get.at(-1)!.headers.authorization).toBe('Bearer tok');

    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search tournaments' }), 'austin');
    // Typing alone sends nothing: the search waits for a pause.
    expect(get.filter((call) => call.query.q !== undefined)).toHaveLength(0);
    await waitFor(() => expect(get.at(-1)!.query).toEqual({ q: 'austin', page: '1', limit: '12' }));
    expect(get.filter((call) => call.query.q !== undefined)).toHaveLength(1);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'ongoing');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'mixed');
    await waitFor(() =>
      expect(get.at(-1)!.query).toEqual({
        q: 'austin',
        status: 'ongoing',
        type: 'mixed',
        page: '1',
        limit: '12',
      }),
    );
  });

  it('pages through the results', async () => {
    const get = answerList(listResponse([summary()], { total: 30 }));
    renderList();
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(get.at(-1)!.query).toEqual({ page: '2', limit: '12' }));
  });

  it('switches between grid and list with pressed toggle buttons', async () => {
    answerList(listResponse([summary()]));
    renderList();
    await screen.findByRole('link', { name: 'Spring Slam' });
    const grid = screen.getByRole('button', { name: 'Grid view' });
    const list = screen.getByRole('button', { name: 'List view' });
    expect(grid).toHaveAttribute('aria-pressed', 'true');
    await userEvent.setup().click(list);
    expect(list).toHaveAttribute('aria-pressed', 'true');
    expect(grid).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('link', { name: 'Spring Slam' }).closest('ul')).toHaveClass('flex-col');
  });

  it('shows the empty state when nothing matches', async () => {
    answerList(listResponse([]));
    renderList();
    expect(
      await screen.findByRole('heading', { name: 'No tournaments found' }),
    ).toBeInTheDocument();
  });

  it('shows skeletons while loading, then the failure with Retry, and tiles that stop loading', async () => {
    answer('get', '/tournaments', () => fail(500, { code: 'INTERNAL' }));
    renderList();
    expect(screen.getByRole('status', { name: 'Loading tournaments' })).toBeInTheDocument();
    const tiles = screen.getByRole('region', { name: 'Summary' });
    expect(within(tiles).getByText('Total Tournaments').nextSibling).toHaveTextContent('Loading');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load tournaments');
    expect(alert).toHaveTextContent('Server error. Please try again in a few moments.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    // The tiles show their failed state, not skeletons that never end.
    for (const label of ['Total Tournaments', 'Upcoming', 'Ongoing', 'Total Players']) {
      expect(within(tiles).getByText(label).nextSibling).toHaveTextContent('Unavailable');
    }
    expect(screen.queryByRole('status', { name: 'Loading tournaments' })).not.toBeInTheDocument();

    answerList(listResponse([summary()]));
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Spring Slam' })).toBeInTheDocument();
    expect(within(tiles).getByText('Total Tournaments').nextSibling).toHaveTextContent('42');
  });

  it('marks the list as saved data when a refresh fails, and clears the mark on Retry', async () => {
    answerList(listResponse([summary()]));
    renderList();
    await screen.findByRole('link', { name: 'Spring Slam' });
    expect(screen.queryByText(/Showing saved data/)).not.toBeInTheDocument();

    answer('get', '/tournaments', () => fail(503, { code: 'UNAVAILABLE' }));
    act(() => window.dispatchEvent(new Event('visibilitychange'))); // back to the tab: refetch
    const notice = await screen.findByText("Showing saved data: couldn't refresh.");
    expect(screen.getByRole('link', { name: 'Spring Slam' })).toBeInTheDocument();

    answerList(listResponse([summary()]));
    await userEvent
      .setup()
      .click(within(notice.parentElement!).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText(/Showing saved data/)).not.toBeInTheDocument());
  });

  it('offers Create Tournament to organizers only', async () => {
    answerList(listResponse([]));
    renderList();
    await screen.findByText('No tournaments found');
    expect(screen.queryByRole('button', { name: 'Create Tournament' })).not.toBeInTheDocument();
  });
});

// These tests type, pick and wait out the search debounce: more than 5 s on a busy machine.
describe('Tournament list in the URL', { timeout: 15_000 }, () => {
  it('keeps search, filters, layout and page in the URL, and Back finds them again', async () => {
    const get = answerList(listResponse([summary()], { total: 30 }));
    const { router } = renderList();
    const user = userEvent.setup();
    await screen.findByRole('link', { name: 'Spring Slam' });
    await user.type(screen.getByRole('searchbox', { name: 'Search tournaments' }), 'spring');
    await waitFor(() => expect(router.state.location.search).toBe('?q=spring'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'upcoming');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'doubles');
    await user.click(screen.getByRole('button', { name: 'List view' }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?q=spring&status=upcoming&type=doubles&view=list&page=2',
      ),
    );
    expect(get.at(-1)!.query).toEqual({
      q: 'spring',
      status: 'upcoming',
      type: 'doubles',
      page: '2',
      limit: '12',
    });

    // Away and Back: the list as it was left.
    await act(() => router.navigate('/app/tournaments/somewhere'));
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('searchbox', { name: 'Search tournaments' })).toHaveValue(
      'spring',
    );
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('upcoming');
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('doubles');
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('opens a shared filtered address as it says', async () => {
    const get = answerList(listResponse([summary()]));
    renderList('/app/tournaments?q=slam&status=ongoing&type=singles&view=list&page=2');
    await screen.findByRole('link', { name: 'Spring Slam' });
    expect(get[0]!.query).toEqual({
      q: 'slam',
      status: 'ongoing',
      type: 'singles',
      page: '2',
      limit: '12',
    });
    expect(screen.getByRole('searchbox', { name: 'Search tournaments' })).toHaveValue('slam');
    expect(screen.getByRole('link', { name: 'Spring Slam' }).closest('ul')).toHaveClass('flex-col');
  });

  it('says one tournament in the singular, and names the browser tab', async () => {
    answerList(listResponse([summary()], { total: 1 }));
    renderList();
    expect(document.title).toBe('Tournaments · Courtside');
    expect(await screen.findByText('1 tournament found')).toBeInTheDocument();
  });

  it('opens the create dialog for ?create=true (the dashboard quick action), and closing clears it', async () => {
    signIn(ORGANIZER);
    answerList(listResponse([]));
    const { router } = renderList('/app/tournaments?create=true');
    const dialog = await screen.findByRole('dialog', { name: 'Create Tournament' });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('dialog', { name: 'Create Tournament' })).not.toBeInTheDocument();
  });

  it('opens no create dialog for a player', async () => {
    answerList(listResponse([]));
    renderList('/app/tournaments?create=true');
    await screen.findByText('No tournaments found');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('My Tournaments', () => {
  const joined = summary({
    id: '7c0f1d2e-1111-4111-8111-000000000009',
    name: 'Joined Open',
    isParticipant: true,
  });

  it("marks the tournaments the player has joined with a 'Joined' badge", async () => {
    answerList(listResponse([joined, summary()]));
    renderList();
    const card = (await screen.findByRole('link', { name: 'Joined Open' })).closest('li')!;
    expect(within(card).getByText('Joined')).toBeInTheDocument();
    const other = screen.getByRole('link', { name: 'Spring Slam' }).closest('li')!;
    expect(within(other).queryByText('Joined')).not.toBeInTheDocument();
  });

  it('sends mine=true from page 1, keeps it in the URL, and clears it again', async () => {
    const get = answerList(listResponse([joined], { total: 30 }));
    const { router } = renderList();
    await screen.findByRole('link', { name: 'Joined Open' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(get.at(-1)!.query).toEqual({ page: '2', limit: '12' }));

    const whose = screen.getByRole('combobox', { name: 'Whose tournaments' });
    expect(whose).toHaveValue('all');
    await user.selectOptions(whose, 'mine');
    await waitFor(() =>
      expect(get.at(-1)!.query).toEqual({ mine: 'true', page: '1', limit: '12' }),
    );
    expect(router.state.location.search).toBe('?mine=true');

    await user.selectOptions(whose, 'all');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(get.at(-1)!.query.mine).toBeUndefined();
  });

  it('opens on My Tournaments from the URL, and says how the list fills up', async () => {
    const get = answerList(listResponse([]));
    renderList('/app/tournaments?mine=true');
    expect(
      await screen.findByText('Tournaments you join or organize appear here.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Whose tournaments' })).toHaveValue('mine');
    expect(get.map((call) => call.query)).toEqual([{ mine: 'true', page: '1', limit: '12' }]);
  });

  it('gives organizers the tournaments they run', async () => {
    signIn(ORGANIZER);
    const get = answerList(listResponse([summary()]));
    renderList('/app/tournaments?mine=true');
    await screen.findByRole('link', { name: 'Spring Slam' });
    expect(screen.getByRole('combobox', { name: 'Whose tournaments' })).toHaveValue('mine');
    expect(get.map((call) => call.query)).toEqual([{ page: '1', limit: '12', mine: 'true' }]);
  });
});
