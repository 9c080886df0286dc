import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Match, MatchDetail } from '@courtside/shared/api/match';
import type { PublicUser } from '@courtside/shared/api/user';
import type { MatchPage } from '@/features/matches/api/get-match-list';
import { toOffsetIso } from '@/features/matches/components/matches-page-days';
import { KIM, LEE, MAX, ROY, detailOf, match, played } from '@/test/match-fixtures';
import {
  ORGANIZER,
  PLAYER,
  TOURNAMENT_ID,
  detail,
  listResponse,
  participantsOf,
  summary,
} from '@/test/tournament-fixtures';
import { useAuthStore } from '@/lib/auth-store';
import { queryKeys } from '@/lib/query-keys';
import { answer, deferred, fail, HttpResponse, ok } from '@/test/msw';
import { renderRoute } from '@/test/render-route';
import MatchesPage from './matches-page';

// A fixed "now" (local time): Sunday 12 April 2026, 09:30.
const NOW = new Date(2026, 3, 12, 9, 30);
const at = (day: number, hour: number, minute = 0) =>
  new Date(2026, 3, day, hour, minute).toISOString();

// These tests type, pick and wait out the search debounce: more than the default 5 s on a busy machine.
const INTERACTION_TIMEOUT_MS = 15_000;

const COUNTS = { scheduled: 3, inProgress: 1, completed: 2, total: 6 };

function pageOf(data: Match[], meta: Partial<MatchPage['meta']> = {}): MatchPage {
  return { data, meta: { page: 1, limit: 20, total: data.length, counts: COUNTS, ...meta } };
}

const answerList = (page: MatchPage) => answer('get', '/matches', () => HttpResponse.json(page));

function renderPage(viewer: PublicUser = PLAYER, url = '/app/matches') {
  useAuthStore.setState({ user: viewer, token: 'tok', isAuthenticated: true });
  const view = renderRoute(<MatchesPage />, { path: '/app/matches', url });
  const search = () => new URLSearchParams(view.router.state.location.search);
  return { ...view, search, user: userEvent.setup() };
}

const DAY_MATCHES = [
  played(
    KIM,
    LEE,
    [
      [11, 5],
      [11, 7],
    ],
    { id: 'm-yesterday', startTime: at(11, 18), court: { name: 'Court 2', location: null } },
  ),
  match(MAX, ROY, { id: 'm-today-2', startTime: at(12, 14, 15) }),
  match(KIM, MAX, {
    id: 'm-today-1',
    startTime: at(12, 10, 5),
    status: 'in-progress',
    score: { player1: [11], player2: [9] },
    court: { name: 'Center Court', location: null },
  }),
  match(LEE, ROY, { id: 'm-tomorrow', startTime: at(13, 9) }),
  match(LEE, MAX, { id: 'm-later', startTime: at(20, 16) }),
  match(ROY, KIM, { id: 'm-unscheduled' }),
];

const section = (title: string) =>
  screen.getByRole('heading', { level: 2, name: title }).closest('section')!;

beforeEach(() => {
  toast.remove();
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});
afterEach(() => vi.useRealTimers());

describe('Matches page', { timeout: INTERACTION_TIMEOUT_MS }, () => {
  it('shows the counters and the matches by day, soonest first, with unscheduled ones last', async () => {
    const get = answerList(pageOf(DAY_MATCHES, { total: 6 }));
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Matches' })).toBeInTheDocument();
    expect(screen.getByText('Track and manage tournament matches')).toBeInTheDocument();
    await screen.findByRole('heading', { level: 2, name: 'Today' });

    expect(get[0]!.query).toEqual({ page: '1', limit: '20' });
    const counters = screen.getByRole('region', { name: 'Match counts' });
    for (const [label, value] of [
      ['Scheduled', '3'],
      ['In Progress', '1'],
      ['Completed', '2'],
      ['Total Matches', '6'],
    ] as const) {
      expect(within(counters).getByText(label).nextSibling).toHaveTextContent(value);
    }

    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Yesterday',
      'Today',
      'Tomorrow',
      'Apr 20, 2026',
      'Not scheduled yet',
    ]);
    expect(within(section('Yesterday')).getByText('1 match')).toBeInTheDocument();
    expect(within(section('Today')).getByText('2 matches')).toBeInTheDocument();

    // Today's matches in time order, each with its time, court, status and points.
    const today = within(section('Today')).getAllByRole('listitem');
    expect(today[0]).toHaveTextContent('10:05 AM');
    expect(today[0]).toHaveTextContent('Center Court');
    expect(within(today[0]!).getByText('In Progress').className).toContain('amber');
    expect(today[1]).toHaveTextContent('2:15 PM');
    expect(within(today[1]!).getByText('Scheduled').className).toContain('slate');
    const yesterday = within(section('Yesterday')).getByRole('listitem');
    expect(within(yesterday).getByText('Completed').className).toContain('green');
    expect(within(yesterday).getByText('Score: game 1 11-5, game 2 11-7')).toBeInTheDocument();
    expect(within(yesterday).getByRole('link', { name: /View tournament/ })).toHaveAttribute(
      'href',
      `/app/tournaments/${TOURNAMENT_ID}`,
    );
  });

  it("names the match's tournament when the list carries it", async () => {
    answerList(pageOf([match(KIM, LEE, { startTime: at(12, 11), tournamentName: 'Spring Slam' })]));
    renderPage();
    expect(await screen.findByRole('link', { name: 'Spring Slam' })).toHaveAttribute(
      'href',
      `/app/tournaments/${TOURNAMENT_ID}`,
    );
  });

  it('writes whose matches and status into the URL and the request, back to page 1', async () => {
    const get = answerList(pageOf(DAY_MATCHES, { total: 45 }));
    const { user, search } = renderPage();
    await screen.findByRole('heading', { level: 2, name: 'Today' });

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(get.at(-1)!.query.page).toBe('2'));
    expect(search().get('page')).toBe('2');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Whose matches' }), 'mine');
    await waitFor(() =>
      expect(get.at(-1)!.query).toEqual({ mine: 'true', page: '1', limit: '20' }),
    );
    expect(search().toString()).toBe('mine=true');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Completed');
    await waitFor(() => expect(get.at(-1)!.query.status).toBe('completed'));
    expect(search().toString()).toBe('mine=true&status=completed');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'All Status');
    await waitFor(() => expect(search().get('status')).toBeNull());
    await waitFor(() => expect(get.at(-1)!.query.status).toBeUndefined());
  });

  it('sends the date filters as local-time ranges with their offset', async () => {
    const get = answerList(pageOf(DAY_MATCHES));
    const { user, search } = renderPage();
    await screen.findByRole('heading', { level: 2, name: 'Today' });
    const date = screen.getByRole('combobox', { name: 'Date' });

    await user.selectOptions(date, 'Today');
    await waitFor(() => expect(get.at(-1)!.query.from).toBeDefined());
    expect(get.at(-1)!.query).toEqual({
      from: toOffsetIso(new Date(2026, 3, 12)),
      to: toOffsetIso(new Date(new Date(2026, 3, 13).getTime() - 1)),
      page: '1',
      limit: '20',
    });
    expect(search().get('date')).toBe('today');

    await user.selectOptions(date, 'Tomorrow');
    await waitFor(() => expect(get.at(-1)!.query.from).toBe(toOffsetIso(new Date(2026, 3, 13))));
    expect(search().get('date')).toBe('tomorrow');

    await user.selectOptions(date, 'This Week');
    await waitFor(() => expect(get.at(-1)!.query.from).toBe(toOffsetIso(NOW)));
    expect(get.at(-1)!.query.to).toBe(toOffsetIso(new Date(2026, 3, 19, 9, 30)));
    expect(search().get('date')).toBe('week');
  });

  it('sends the search once typing pauses, and keeps it in the URL with the filters', async () => {
    const get = answerList(pageOf(DAY_MATCHES));
    const { user, search } = renderPage(PLAYER, '/app/matches?status=completed');
    await screen.findByRole('heading', { level: 2, name: 'Today' });
    await user.type(screen.getByPlaceholderText('Search matches, players, or courts...'), ' all ');
    await waitFor(() => expect(search().get('q')).toBe('all'));
    await waitFor(() => expect(get.at(-1)!.query.q).toBe('all'));
    expect(search().toString()).toBe('status=completed&q=all');
    // One request for the paused search, none per keystroke.
    expect(get.filter((call) => call.query.q !== undefined)).toHaveLength(1);
  });

  it('starts from the filters in the URL, as after a reload', async () => {
    const get = answerList(pageOf(DAY_MATCHES));
    renderPage(PLAYER, '/app/matches?mine=true&status=in-progress&date=tomorrow&q=kim&page=2');
    await screen.findByRole('heading', { level: 2, name: 'Today' });
    expect(get[0]!.query).toEqual({
      q: 'kim',
      mine: 'true',
      status: 'in-progress',
      from: toOffsetIso(new Date(2026, 3, 13)),
      to: toOffsetIso(new Date(new Date(2026, 3, 14).getTime() - 1)),
      page: '2',
      limit: '20',
    });
    expect(screen.getByRole('combobox', { name: 'Whose matches' })).toHaveValue('mine');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('in-progress');
    expect(screen.getByRole('combobox', { name: 'Date' })).toHaveValue('tomorrow');
    expect(screen.getByRole('searchbox', { name: 'Search matches' })).toHaveValue('kim');
  });

  it('follows Back to the filters before, and a link to the bare page', async () => {
    answerList(pageOf(DAY_MATCHES));
    const { user, router } = renderPage(PLAYER, '/app/matches?q=kim');
    await screen.findByRole('heading', { level: 2, name: 'Today' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Completed');
    await user.clear(screen.getByRole('searchbox', { name: 'Search matches' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search matches' }), 'lee');
    await waitFor(() => expect(router.state.location.search).toBe('?q=lee&status=completed'));

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?q=kim');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('all');
    expect(screen.getByRole('searchbox', { name: 'Search matches' })).toHaveValue('kim');

    // The Matches link of the navigation: every filter cleared, the search box too.
    await act(() => router.navigate('/app/matches'));
    expect(screen.getByRole('searchbox', { name: 'Search matches' })).toHaveValue('');
  });

  it('says when nothing matches', async () => {
    answerList(pageOf([], { counts: { scheduled: 0, inProgress: 0, completed: 0, total: 0 } }));
    renderPage();
    expect(await screen.findByText('No matches found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or filters')).toBeInTheDocument();
  });

  it('says when loading failed, with Retry, instead of an empty list', async () => {
    const calls = answer('get', '/matches', () => fail(500, { message: 'boom', code: 'INTERNAL' }));
    const { user } = renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load matches');
    expect(alert).toHaveTextContent('Server error. Please try again in a few moments.');
    expect(screen.queryByText('No matches found')).not.toBeInTheDocument();
    const counters = screen.getByRole('region', { name: 'Match counts' });
    expect(within(counters).getByText('Scheduled').nextSibling).toHaveTextContent('Unavailable');

    answerList(pageOf(DAY_MATCHES));
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Today' })).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });
});

describe('Score entry from the Matches page', { timeout: INTERACTION_TIMEOUT_MS }, () => {
  it('offers Start Match on the viewer’s own match only, and opens the shared dialog', async () => {
    const mine = match(KIM, MAX, { id: 'm-mine', startTime: at(12, 10) });
    answerList(pageOf([mine, match(LEE, ROY, { id: 'm-other', startTime: at(12, 11) })]));
    // A double elimination's first winners' round of three: named as the bracket and the desk
    // name it (walkthrough of issue 27), not "Winners' Round 1".
    const get = answer('get', '/matches/:id', () =>
      ok(detailOf(mine, { stage: 'winners', stageLastRound: 3 })),
    );
    const { user, search } = renderPage({ ...PLAYER, id: KIM.id });
    await screen.findByRole('heading', { level: 2, name: 'Today' });
    expect(screen.getAllByRole('button', { name: /^(Start Match|Update Score)/ })).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Start Match: Kim Lobber v Max Spin' }));
    expect(search().get('score')).toBe('m-mine');
    const dialog = await screen.findByRole('dialog', { name: 'Update Match Score' });
    expect(
      await within(dialog).findByText(/Spring Slam · Winners' Quarterfinals/),
    ).toBeInTheDocument();
    expect(get[0]!.path).toBe('/api/matches/m-mine');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(search().get('score')).toBeNull());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes the dialog after a successful save, with the success toast', async () => {
    const mine = match(KIM, MAX, { id: 'm-mine', startTime: at(12, 10) });
    const done = played(
      KIM,
      MAX,
      [
        [11, 5],
        [11, 7],
      ],
      { id: 'm-mine', startTime: at(12, 10) },
    );
    let saved = false;
    // After the save, the list answers only when the test lets it: the dialog sees the match
    // completed while the save is still settling (it waits for its refetches), as in a browser.
    const listAfterSave = deferred();
    answer('get', '/matches', async () => {
      if (saved) await listAfterSave.promise;
      return HttpResponse.json(pageOf([saved ? done : mine]));
    });
    answer('get', '/matches/:id', () => ok(detailOf(saved ? done : mine)));
    answer('put', '/matches/:id/score', () => {
      saved = true;
      return ok(done, { message: 'Score updated successfully!' });
    });
    const { user, search, queryClient } = renderPage({ ...PLAYER, id: KIM.id });
    await user.click(
      await screen.findByRole('button', { name: 'Start Match: Kim Lobber v Max Spin' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Update Match Score' });
    const inputs = await within(dialog).findAllByRole('spinbutton');
    for (const [i, points] of ['11', '5', '11', '7'].entries()) {
      await user.clear(inputs[i]!);
      await user.type(inputs[i]!, points);
    }
    await user.click(within(dialog).getByRole('button', { name: 'Save Score' }));

    await waitFor(() =>
      expect(
        queryClient.getQueryData<MatchDetail>(queryKeys.matches.detail('m-mine'))?.status,
      ).toBe('completed'),
    );
    expect(within(dialog).getByRole('button', { name: 'Saving...' })).toBeInTheDocument();
    listAfterSave.resolve();
    expect(await screen.findByText('Score updated successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(search().get('score')).toBeNull();
    expect(screen.queryByText('This match is already completed')).not.toBeInTheDocument();
  });

  it('says a deciding score goes to the other side to confirm when the tournament asks for it', async () => {
    const mine = match(KIM, MAX, {
      id: 'm-mine',
      startTime: at(12, 10),
      stage: 'losers',
      key: 'L-R1-M1',
    });
    answerList(pageOf([mine]));
    const confirming = detailOf(mine, { stageLastRound: 4 });
    answer('get', '/matches/:id', () =>
      ok({ ...confirming, tournament: { ...confirming.tournament, scoreConfirmation: true } }),
    );
    const { user } = renderPage({ ...PLAYER, id: KIM.id });
    await user.click(
      await screen.findByRole('button', { name: 'Start Match: Kim Lobber v Max Spin' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Update Match Score' });
    // A double elimination's bracket is named as the Bracket tab names it.
    expect(await within(dialog).findByText(/Spring Slam · Losers' Round 1/)).toBeInTheDocument();
    const inputs = await within(dialog).findAllByRole('spinbutton');
    for (const [i, points] of ['11', '5', '11', '7'].entries()) {
      await user.clear(inputs[i]!);
      await user.type(inputs[i]!, points);
    }
    expect(
      within(dialog).getByText(
        'Kim Lobber wins the match 2-0. Saving sends it to the other side to confirm.',
      ),
    ).toBeInTheDocument();
  });

  it('offers an organizer score entry on every match not completed', async () => {
    answerList(pageOf(DAY_MATCHES));
    renderPage(ORGANIZER);
    await screen.findByRole('heading', { level: 2, name: 'Today' });
    expect(screen.getAllByRole('button', { name: /^Start Match/ })).toHaveLength(4);
    expect(screen.getAllByRole('button', { name: /^Update Score/ })).toHaveLength(1);
  });

  it('opens the dialog for ?score= (the dashboard link) and says why when the viewer cannot score', async () => {
    answerList(pageOf(DAY_MATCHES));
    const other = match(LEE, ROY, { id: 'm-other' });
    answer('get', '/matches/:id', () =>
      ok(
        detailOf(other, {
          tournament: { ...detailOf(other).tournament, organizerId: 'someone-else' },
        }),
      ),
    );
    renderPage(ORGANIZER, '/app/matches?score=m-other');
    const dialog = await screen.findByRole('dialog', { name: 'Update Match Score' });
    expect(
      await within(dialog).findByText(
        "Only the organizer, the match's players and its score keepers can enter this score",
      ),
    ).toBeInTheDocument();
  });
});

const OWN = summary({ id: TOURNAMENT_ID, name: 'Spring Slam', status: 'ongoing' });
const OWN_UPCOMING = summary({ id: 'own-upcoming', name: 'Autumn Open', status: 'upcoming' });
const NOT_MINE = summary({ id: 'not-mine', name: 'Other Cup', organizerId: 'someone-else' });

async function openSchedule({ tournament = detail({ status: 'ongoing' }) } = {}) {
  answerList(pageOf(DAY_MATCHES));
  const lists = answer('get', '/tournaments', ({ query }) =>
    HttpResponse.json(
      listResponse(query.status === 'ongoing' ? [OWN] : [OWN_UPCOMING, NOT_MINE], {
        limit: 100,
      }),
    ),
  );
  answer('get', '/tournaments/:id', () =>
    ok({ ...tournament, participants: participantsOf([KIM, LEE, MAX]) }),
  );
  const view = renderPage(ORGANIZER);
  await view.user.click(await screen.findByRole('button', { name: 'Schedule Match' }));
  const dialog = await screen.findByRole('dialog', { name: 'Schedule a New Match' });
  await within(dialog).findByRole('option', { name: 'Spring Slam' });
  return { ...view, dialog: within(dialog), lists };
}

const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

async function fillIn(view: Awaited<ReturnType<typeof openSchedule>>) {
  const { dialog, user } = view;
  await user.selectOptions(dialog.getByRole('combobox', { name: 'Tournament' }), 'Spring Slam');
  await dialog.findAllByRole('option', { name: 'Kim Lobber' });
  await user.selectOptions(dialog.getByRole('combobox', { name: 'Player 1' }), 'Kim Lobber');
  await user.selectOptions(dialog.getByRole('combobox', { name: 'Player 2' }), 'Max Spin');
  fireEvent.change(dialog.getByLabelText('Date and Time'), {
    target: { value: '2026-04-13T10:30' },
  });
  await user.type(dialog.getByLabelText('Court Name (Optional)'), 'Court 3');
}

describe('Schedule Match', { timeout: INTERACTION_TIMEOUT_MS }, () => {
  it('is offered to organizers only', async () => {
    answerList(pageOf(DAY_MATCHES));
    renderPage(PLAYER);
    await screen.findByRole('heading', { level: 2, name: 'Today' });
    expect(screen.queryByRole('button', { name: 'Schedule Match' })).not.toBeInTheDocument();
  });

  it("lists only the organizer's own upcoming and ongoing tournaments", async () => {
    const { dialog, lists } = await openSchedule();
    expect(optionsOf(dialog.getByRole('combobox', { name: 'Tournament' }))).toEqual([
      'Select a tournament',
      'Autumn Open',
      'Spring Slam',
    ]);
    expect(lists.map((c) => c.query).sort((a, b) => a.status!.localeCompare(b.status!))).toEqual([
      { status: 'ongoing', page: '1', limit: '100' },
      { status: 'upcoming', page: '1', limit: '100' },
    ]);
  });

  it('asks for every required field and sends nothing', async () => {
    const post = answer('post', '/matches');
    const { dialog, user } = await openSchedule();
    await user.click(dialog.getByRole('button', { name: 'Schedule Match' }));
    expect(await dialog.findByText('Please fill in all required fields')).toBeInTheDocument();
    expect(dialog.getByRole('combobox', { name: 'Tournament' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(dialog.getByLabelText('Date and Time')).toHaveAttribute('aria-invalid', 'true');
    expect(post).toHaveLength(0);
  });

  it('keeps the two player choices apart', async () => {
    const { dialog, user } = await openSchedule();
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Tournament' }), 'Spring Slam');
    await dialog.findAllByRole('option', { name: 'Lee Volley' });
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Player 1' }), 'Kim Lobber');
    expect(optionsOf(dialog.getByRole('combobox', { name: 'Player 2' }))).toEqual([
      'Select player 2',
      'Lee Volley',
      'Max Spin',
    ]);
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Player 2' }), 'Lee Volley');
    expect(optionsOf(dialog.getByRole('combobox', { name: 'Player 1' }))).toEqual([
      'Select player 1',
      'Kim Lobber',
      'Max Spin',
    ]);
  });

  it('sends the match and toasts the success', async () => {
    const post = answer('post', '/matches', () =>
      HttpResponse.json(
        { data: match(KIM, MAX, { stage: 'extra' }), message: 'Match scheduled successfully!' },
        { status: 201 },
      ),
    );
    const view = await openSchedule();
    await fillIn(view);
    await view.user.click(view.dialog.getByRole('button', { name: 'Schedule Match' }));
    expect(await screen.findByText('Match scheduled successfully!')).toBeInTheDocument();
    expect(post[0]!.body).toEqual({
      tournamentId: TOURNAMENT_ID,
      player1Id: KIM.id,
      player2Id: MAX.id,
      // Typed at the venue (New York), whatever the browser's zone.
      startTime: '2026-04-13T10:30:00-04:00',
      courtName: 'Court 3',
      round: 1,
      status: 'scheduled',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's reason for a clash on the form", async () => {
    const clash = 'Court 3 already hosts Lee Volley v Roy Drop at 10:30';
    answer('post', '/matches', () => fail(409, { message: clash, code: 'CONFLICT' }));
    const view = await openSchedule();
    await fillIn(view);
    await view.user.click(view.dialog.getByRole('button', { name: 'Schedule Match' }));
    const alert = await view.dialog.findByRole('alert');
    expect(alert).toHaveTextContent(clash);
    expect(screen.getByRole('dialog', { name: 'Schedule a New Match' })).toBeInTheDocument();
  });

  it('puts a clash the server names a field for on that field', async () => {
    const clash = 'Kim Lobber plays Kim Lobber v Lee Volley at 10:30';
    answer('post', '/matches', () =>
      fail(409, { message: clash, code: 'CONFLICT', field: 'player1Id' }),
    );
    const view = await openSchedule();
    await fillIn(view);
    await view.user.click(view.dialog.getByRole('button', { name: 'Schedule Match' }));
    await waitFor(() =>
      expect(view.dialog.getByRole('combobox', { name: 'Player 1' })).toHaveAccessibleDescription(
        clash,
      ),
    );
  });

  it('says when the scheduling data cannot be loaded', async () => {
    answerList(pageOf(DAY_MATCHES));
    answer('get', '/tournaments', () => fail(500, { code: 'INTERNAL' }));
    const { user } = renderPage(ORGANIZER);
    await user.click(await screen.findByRole('button', { name: 'Schedule Match' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule a New Match' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to load scheduling data',
    );
    expect(within(dialog).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
