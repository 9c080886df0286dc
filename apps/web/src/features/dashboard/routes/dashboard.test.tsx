import type { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Match } from '@courtside/shared/api/match';
import type { PlayerStats } from '@courtside/shared/api/player';
import type { TournamentListResponse } from '@courtside/shared/api/tournament';
import { useAuthStore } from '@/lib/auth-store';
import { TEST_USER } from '@/test/fixtures';
import { answer, deferred, fail, HttpResponse, ok, type RecordedCall } from '@/test/msw';
import { renderRoute } from '@/test/render-route';
import DashboardPage from './dashboard';

const tournament = (n: number) => ({
  id: `7c0f1d2e-1111-4111-8111-00000000000${n}`,
  name: `Open ${n}`,
  description: null,
  category: 'men' as const,
  type: 'singles' as const,
  format: 'knockout' as const,
  status: 'upcoming' as const,
  startDate: `2026-05-0${n}`,
  endDate: null,
  timeZone: 'America/New_York',
  location: 'Austin, TX',
  maxParticipants: 16,
  currentParticipants: n,
  entryFee: 0,
  prizePool: 0,
  numGroups: 1,
  knockoutEnabled: false,
  advanceCount: 1,
  scoringFormat: 'best-of-3-to-11' as const,
  scoringSystem: 'rally' as const,
  hasBronzeMatch: true,
  grandFinalReset: true,
  courtCount: 4,
  restMinutes: 15,
  scoreConfirmation: false,
  confirmationMinutes: null,
  isPublic: false,
  organizerId: TEST_USER.id,
  createdAt: '2026-01-01T00:00:00.000Z',
  isParticipant: false,
  waitlistPosition: null,
  organizer: { id: TEST_USER.id, name: TEST_USER.name, profileImage: null },
  waitlistCount: 0,
});

const response: TournamentListResponse = {
  data: [tournament(1), tournament(2), tournament(3)],
  meta: {
    page: 1,
    limit: 3,
    total: 9,
    totals: { total: 9, upcoming: 6, ongoing: 2, totalPlayers: 57 },
  },
};

/** GET /api/tournaments?mine=true&limit=1: the tournaments the signed-in user has joined. */
const mineResponse: TournamentListResponse = {
  data: [tournament(2)],
  meta: { ...response.meta, limit: 1, total: 2 },
};

/** The card's call (`mine=true`) and the others: only what the signed-in user plays in. */
const isMine = (call: RecordedCall) => call.query.mine === 'true';
/** Decision 027: the scores awaiting the viewer's confirmation (in progress). */
const isToConfirm = (call: RecordedCall) => call.query.status === 'in-progress';

/** The dashboard's call for the matches the user keeps (decision 026). */
const isKept = (call: RecordedCall) => call.query.keeping === 'true';

/**
 * GET /api/matches answered by `reply`, except the kept matches' call: none unless `kept` says.
 * The calls recorded are the others.
 */
function answerMatches(reply: (call: RecordedCall) => Response, kept: Match[] = []) {
  const calls = answer('get', '/matches', (call) => (isKept(call) ? matchPage(kept) : reply(call)));
  return {
    filter: (keep: (call: RecordedCall) => boolean) => calls.filter((c) => !isKept(c) && keep(c)),
  };
}

/** GET /api/tournaments as the server answers it: the user's own, or the newest 3. */
const tournamentsAnswer = (call: RecordedCall) =>
  HttpResponse.json(isMine(call) ? mineResponse : response);

const person = (n: number, name: string) => ({
  id: `0b6d8a9e-0000-4000-8000-00000000010${n}`,
  name,
  rating: 3.5,
  profileImage: null,
});

/** A scheduled singles match, shaped like the match contract. */
const scheduled = (n: number, p1: string, p2: string, overrides: Partial<Match> = {}): Match => ({
  id: `m-${n}`,
  tournamentId: tournament(1).id,
  key: `X-${n}`,
  stage: 'extra',
  group: null,
  round: 1,
  position: n,
  status: 'scheduled',
  player1Id: person(2 * n, p1).id,
  player2Id: person(2 * n + 1, p2).id,
  player1: person(2 * n, p1),
  player2: person(2 * n + 1, p2),
  team1: null,
  team2: null,
  score: { player1: [], player2: [] },
  winner: null,
  resultKind: null,
  startTime: new Date(2026, 4, n, 10, 30).toISOString(),
  actualStartTime: null,
  calledAt: null,
  canStartEarly: true,
  court: null,
  courtId: null,
  authorizedScoreKeepers: [],
  awaitingConfirmation: false,
  enteredBySide: null,
  canConfirm: false,
  version: 0,
  ...overrides,
});

const UPCOMING = [
  scheduled(1, 'Amy Ace', 'Ben Baseline', {
    court: { name: 'Center Court', location: null },
    tournamentName: 'Open 1',
  }),
  scheduled(2, 'Cleo Court', 'Dev Dinker'),
  scheduled(3, 'Eve Erne', 'Fay Fault'),
  scheduled(4, 'Gus Groundstroke', 'Hal Hinder'),
];

/** GET /api/matches as the server answers it: a page and the four counters. */
const matchPage = (data: Match[], scheduledCount = data.length) =>
  HttpResponse.json({
    data,
    meta: {
      page: 1,
      limit: 4,
      total: scheduledCount,
      counts: { scheduled: scheduledCount, inProgress: 2, completed: 5, total: scheduledCount + 7 },
    },
  });

/** GET /api/players/{id}/stats of someone who has not played yet, as the server answers it. */
const statsOf = (overrides: Partial<PlayerStats> = {}): PlayerStats => ({
  playerId: TEST_USER.id,
  wins: 0,
  losses: 0,
  gamesPlayed: 0,
  winRate: 0,
  setsWon: 0,
  setsLost: 0,
  currentRating: 3.5,
  bestRating: null,
  currentStreak: null,
  longestWinStreak: 0,
  averageMatchMinutes: null,
  averageGameMinutes: null,
  tournamentsPlayed: 0,
  tournamentsWon: 0,
  tournamentWinRate: null,
  favoriteOpponent: null,
  form: [],
  recentMatches: [],
  ratingHistory: [],
  lastDays: { days: 30, wins: 0, losses: 0, winRate: null, trend: null },
  tournamentsJoined: 0,
  upcomingMatches: 0,
  ...overrides,
});

const PLAYER_USER = { ...TEST_USER, role: 'player' as const };
const ORGANIZER_FIGURES = {
  tournamentsRunning: 2,
  registrationsThisWeek: 7,
  matchesToday: 5,
  matchesInProgress: 1,
};

beforeEach(() => {
  // A player's dashboard unless a test signs an organizer in.
  useAuthStore.setState({ user: PLAYER_USER, token: 'tok', isAuthenticated: true });
  answer('get', '/dashboard/organizer', () => ok(ORGANIZER_FIGURES));
  // No scheduled matches and no completed ones unless a test says otherwise.
  answerMatches(() => matchPage([]));
  answer('get', '/players/:id/stats', () => ok(statsOf()));
});

const stat = (label: string) =>
  within(screen.getByRole('region', { name: 'Statistics' })).getByText(label).parentElement!
    .nextSibling;

describe('Dashboard tournaments', () => {
  it('asks for the 3 newest and shows them with the server totals', async () => {
    const get = answer('get', '/tournaments', tournamentsAnswer);
    renderRoute(<DashboardPage />, { path: '/app/dashboard' });
    const recent = screen.getByRole('heading', { name: 'Recent Tournaments' }).closest('section')!;
    expect(await within(recent).findByRole('link', { name: 'Open 1' })).toHaveAttribute(
      'href',
      `/app/tournaments/${tournament(1).id}`,
    );
    expect(
      within(recent)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['View All', 'Open 1', 'Open 2', 'Open 3']);
    expect(within(recent).getByText('May 03, 2026')).toBeInTheDocument();
    const newest = get.filter((call) => !isMine(call));
    expect(newest).toHaveLength(1);
    expect(newest[0]!.query).toEqual({ page: '1', limit: '3' });
    expect(newest[0]!.headers.authorization).toBe('Bearer tok');
    expect(stat('Total Players')).toHaveTextContent('57');
    // No invented figures: neither the spec's fixed 75% nor its fixed trends.
    expect(screen.queryByText('75%')).not.toBeInTheDocument();
    expect(screen.queryByText(/^\+(12|8|15|5)%$/)).not.toBeInTheDocument();
  });

  it("shows a tournament of several events by its events and every event's players", async () => {
    const several = { ...tournament(2), currentParticipants: 12, eventCount: 3, playerCount: 52 };
    answer('get', '/tournaments', (call) =>
      HttpResponse.json(
        isMine(call)
          ? mineResponse
          : { ...response, data: [tournament(1), several, tournament(3)] },
      ),
    );
    renderRoute(<DashboardPage />, { path: '/app/dashboard' });
    const recent = screen.getByRole('heading', { name: 'Recent Tournaments' }).closest('section')!;
    const card = (await within(recent).findByRole('link', { name: 'Open 2' })).closest('li')!;
    expect(within(card).getByText('3 events · 52 players')).toBeInTheDocument();
    expect(within(card).queryByText('12/16 players')).not.toBeInTheDocument();
    const one = within(recent).getByRole('link', { name: 'Open 1' }).closest('li')!;
    expect(within(one).getByText('1/16 players')).toBeInTheDocument();
  });

  it("counts the signed-in user's own tournaments on the Total Tournaments card", async () => {
    const get = answer('get', '/tournaments', tournamentsAnswer);
    renderRoute(<DashboardPage />, { path: '/app/dashboard' });
    await waitFor(() => expect(stat('Total Tournaments')).toHaveTextContent('2'));
    // Not the site-wide total the summary carries.
    expect(stat('Total Tournaments')).not.toHaveTextContent('9');
    expect(stat('Total Tournaments')!.nextSibling).toHaveTextContent(/^Tournaments you play in$/);
    const mine = get.filter(isMine);
    expect(mine.map((call) => call.query)).toEqual([{ mine: 'true', page: '1', limit: '1' }]);
    expect(mine[0]!.headers.authorization).toBe('Bearer tok');
  });

  it('says when the count of my tournaments failed to load, logs it, and offers Retry', async () => {
    answer('get', '/tournaments', (call) =>
      isMine(call) ? fail(500, { code: 'INTERNAL' }) : HttpResponse.json(response),
    );
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute(<DashboardPage />, { path: '/app/dashboard' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Couldn't load your statistics");
    expect(stat('Total Tournaments')).toHaveTextContent('Unavailable');
    expect(stat('Total Tournaments')).not.toHaveTextContent('9');
    expect(stat('Total Tournaments')!.nextSibling).toBeNull();
    // The newest three and the site-wide figures came through.
    expect(await screen.findByRole('link', { name: 'Open 1' })).toBeInTheDocument();
    expect(stat('Total Players')).toHaveTextContent('57');
    expect(log).toHaveBeenCalledWith(
      'Failed to load dashboard statistics',
      expect.objectContaining({ message: 'Server error. Please try again in a few moments.' }),
    );

    answer('get', '/tournaments', tournamentsAnswer);
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(stat('Total Tournaments')).toHaveTextContent('2'));
    expect(screen.queryByText("Couldn't load your statistics")).not.toBeInTheDocument();
  });

  it('brings every failed figure back with one Retry when the connection returns', async () => {
    answer('get', '/tournaments', () => HttpResponse.error());
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute(<DashboardPage />, { path: '/app/dashboard' });
    const failure = (await screen.findAllByRole('alert')).find((alert) =>
      alert.textContent?.includes("Couldn't load your tournaments"),
    )!;
    await waitFor(() => expect(stat('Total Tournaments')).toHaveTextContent('Unavailable'));
    expect(stat('Total Players')).toHaveTextContent('Unavailable');

    answer('get', '/tournaments', tournamentsAnswer);
    await userEvent.setup().click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Open 1' })).toBeInTheDocument();
    await waitFor(() => expect(stat('Total Tournaments')).toHaveTextContent('2'));
    expect(stat('Total Players')).toHaveTextContent('57');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows skeletons, not a real-looking 0, while the counts load', async () => {
    const gate = deferred();
    answer('get', '/tournaments', async (call) => {
      await gate.promise;
      return tournamentsAnswer(call);
    });
    renderRoute(<DashboardPage />, { path: '/app/dashboard' });
    expect(stat('Total Tournaments')).toHaveTextContent('Loading');
    expect(stat('Total Tournaments')).not.toHaveTextContent('0');
    expect(stat('Total Players')).toHaveTextContent('Loading');
    expect(screen.getByRole('status', { name: 'Loading tournaments' })).toBeInTheDocument();
    gate.resolve();
    await waitFor(() => expect(stat('Total Tournaments')).toHaveTextContent('2'));
    expect(stat('Total Players')).toHaveTextContent('57');
  });

  it('says when loading failed, with Retry, instead of posing as an empty dashboard', async () => {
    // The card's own count is a call of its own, and it comes through.
    const calls = answer('get', '/tournaments', (call) =>
      isMine(call) ? tournamentsAnswer(call) : fail(500, { message: 'boom', code: 'INTERNAL' }),
    );
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute(<DashboardPage />, { path: '/app/dashboard' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Couldn't load your tournaments");
    expect(alert).toHaveTextContent('Server error. Please try again in a few moments.');
    expect(screen.queryByText('No tournaments yet')).not.toBeInTheDocument();
    expect(stat('Total Players')).toHaveTextContent('Unavailable');
    expect(stat('Total Players')).not.toHaveTextContent('0');
    await waitFor(() => expect(stat('Total Tournaments')).toHaveTextContent('2'));
    expect(log).toHaveBeenCalledWith(
      'Failed to load dashboard tournaments',
      expect.objectContaining({ message: 'Server error. Please try again in a few moments.' }),
    );

    answer('get', '/tournaments', tournamentsAnswer);
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Open 1' })).toBeInTheDocument();
    expect(stat('Total Players')).toHaveTextContent('57');
    expect(calls.filter((call) => !isMine(call))).toHaveLength(1);
  });

  it('marks the numbers as saved data when a refresh fails', async () => {
    answer('get', '/tournaments', tournamentsAnswer);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute(<DashboardPage />, { path: '/app/dashboard' });
    await screen.findByRole('link', { name: 'Open 1' });

    answer('get', '/tournaments', () => fail(503, { code: 'UNAVAILABLE' }));
    act(() => window.dispatchEvent(new Event('visibilitychange'))); // back to the tab: refetch
    const notice = await screen.findByText("Showing saved data: couldn't refresh.");
    expect(screen.getByRole('link', { name: 'Open 1' })).toBeInTheDocument();
    expect(stat('Total Tournaments')).toHaveTextContent('2');
    expect(stat('Total Players')).toHaveTextContent('57');

    answer('get', '/tournaments', tournamentsAnswer);
    await userEvent
      .setup()
      .click(within(notice.parentElement!).getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(screen.queryByText("Showing saved data: couldn't refresh.")).not.toBeInTheDocument(),
    );
  });
});

describe('Dashboard upcoming matches', () => {
  const answerTournaments = () => answer('get', '/tournaments', tournamentsAnswer);

  it('shows the next 4 scheduled matches, View All, and the real count', async () => {
    answerTournaments();
    const get = answerMatches((call) =>
      isMine(call) ? matchPage(UPCOMING.slice(0, 1), 2) : matchPage(UPCOMING, 23),
    );
    renderRoute(<DashboardPage />, { path: '/app/dashboard' });
    const heading = await screen.findByRole('heading', { name: 'Upcoming Matches' });
    const upcoming = heading.closest('section')!;
    expect(get.filter((call) => !isMine(call)).map((call) => call.query)).toEqual([
      { status: 'scheduled', limit: '4', page: '1' },
    ]);
    expect(within(upcoming).getByRole('link', { name: 'View All' })).toHaveAttribute(
      'href',
      '/app/matches',
    );
    const cards = within(upcoming)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement!.parentElement === upcoming);
    expect(cards.map((li) => li.querySelector('p')!.textContent)).toEqual([
      'Amy Ace v Ben Baseline',
      'Cleo Court v Dev Dinker',
      'Eve Erne v Fay Fault',
      'Gus Groundstroke v Hal Hinder',
    ]);
    expect(cards[0]).toHaveTextContent('May 01, 2026 · 10:30');
    expect(cards[0]).toHaveTextContent('Center Court');
    expect(cards[0]).toHaveTextContent('Open 1');
  });

  it('says a match the desk called, and where to go (walkthrough of issue 27)', async () => {
    answerTournaments();
    const called = scheduled(1, 'Amy Ace', 'Ben Baseline', {
      calledAt: '2026-05-01T14:25:00.000Z',
      court: { name: 'Court 3', location: null },
    });
    answerMatches(() => matchPage([called, ...UPCOMING.slice(1)]));
    renderRoute(<DashboardPage />, { path: '/app/dashboard' });
    // Someone else's match (the list is every tournament's): where, without "go there now".
    expect(await screen.findByText('Called to Court 3')).toBeInTheDocument();
    expect(screen.getAllByText(/^Called to/)).toHaveLength(1);
  });

  it('tells a player of the called match to go there now', async () => {
    answerTournaments();
    const called = scheduled(1, 'Amy Ace', 'Ben Baseline', {
      calledAt: '2026-05-01T14:25:00.000Z',
      court: { name: 'Court 3', location: null },
    });
    useAuthStore.setState({ user: { ...TEST_USER, id: called.player1Id!, role: 'player' } });
    answerMatches(() => matchPage([called, ...UPCOMING.slice(1)]));
    renderRoute(<DashboardPage />, { path: '/app/dashboard' });
    expect(await screen.findByText('Called to Court 3: go there now')).toBeInTheDocument();
  });

  it("counts only the signed-in user's own scheduled matches on the card", async () => {
    answerTournaments();
    const get = answerMatches((call) =>
      isMine(call) ? matchPage(UPCOMING.slice(0, 1), 2) : matchPage(UPCOMING, 23),
    );
    renderRoute(<DashboardPage />, { path: '/app/dashboard' });
    await waitFor(() => expect(stat('Upcoming Matches')).toHaveTextContent('2'));
    expect(stat('Upcoming Matches')).not.toHaveTextContent('23');
    expect(stat('Upcoming Matches')!.nextSibling).toHaveTextContent('Matches you play or keep');
    expect(
      get.filter((call) => isMine(call) && !isToConfirm(call)).map((call) => call.query),
    ).toEqual([{ mine: 'true', status: 'scheduled', limit: '1', page: '1' }]);
  });

  it('gives organizers Update Score, which opens the score dialog on the Matches page', async () => {
    useAuthStore.setState({ user: TEST_USER });
    answerTournaments();
    const waiting = scheduled(4, 'Gus Groundstroke', 'TBD', { player2Id: null, player2: null });
    answerMatches(() => matchPage([...UPCOMING.slice(0, 3), waiting]));
    renderRoute(<DashboardPage />, { path: '/app/dashboard' });
    expect(
      await screen.findByRole('link', { name: 'Update Score: Amy Ace v Ben Baseline' }),
    ).toHaveAttribute('href', '/app/matches?score=m-1');
    // Not on a match still waiting for an earlier result.
    expect(screen.getByText('Gus Groundstroke v TBD')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^Update Score/ })).toHaveLength(3);
  });

  it('shows a keeper the matches they keep, marked Keeping, with Update Score (decision 026)', async () => {
    useAuthStore.setState({ user: { ...TEST_USER, role: 'player' } });
    answerTournaments();
    const get = answer('get', '/matches', (call) =>
      isKept(call) ? matchPage(UPCOMING.slice(0, 1)) : matchPage([]),
    );
    renderRoute(<DashboardPage />, { path: '/app/dashboard' });
    const heading = await screen.findByRole('heading', { name: 'Matches You Keep' });
    const kept = heading.closest('section')!;
    expect(get.filter(isKept).map((call) => call.query)).toEqual([
      { keeping: 'true', status: 'scheduled', limit: '4', page: '1' },
    ]);
    expect(within(kept).getByText('Keeping')).toBeInTheDocument();
    expect(
      within(kept).getByRole('link', { name: 'Update Score: Amy Ace v Ben Baseline' }),
    ).toHaveAttribute('href', '/app/matches?score=m-1');
    expect(within(kept).getByRole('link', { name: 'View All' })).toHaveAttribute(
      'href',
      '/app/matches?mine=true',
    );
  });

  it('gives players no Update Score', async () => {
    useAuthStore.setState({ user: { ...TEST_USER, role: 'player' } });
    answerTournaments();
    answerMatches(() => matchPage(UPCOMING));
    renderRoute(<DashboardPage />, { path: '/app/dashboard' });
    await screen.findByRole('heading', { name: 'Upcoming Matches' });
    expect(screen.getByText('Amy Ace v Ben Baseline')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Update Score/ })).not.toBeInTheDocument();
  });

  it('leaves the section out when no match is scheduled, and counts 0', async () => {
    answerTournaments();
    renderRoute(<DashboardPage />, { path: '/app/dashboard' });
    await waitFor(() => expect(stat('Upcoming Matches')).toHaveTextContent('0'));
    await screen.findByRole('link', { name: 'Open 1' });
    expect(screen.queryByRole('heading', { name: 'Upcoming Matches' })).not.toBeInTheDocument();
  });

  it('says when the matches failed to load, logs it, and shows no made-up count', async () => {
    answerTournaments();
    answerMatches((call) => (isMine(call) ? matchPage([]) : fail(500, { code: 'INTERNAL' })));
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute(<DashboardPage />, { path: '/app/dashboard' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Couldn't load your upcoming matches");
    // The card's own count is a call of its own, and it came through.
    expect(stat('Upcoming Matches')).toHaveTextContent('0');
    expect(stat('Total Players')).toHaveTextContent('57');
    expect(log).toHaveBeenCalledWith(
      'Failed to load dashboard matches',
      expect.objectContaining({ message: 'Server error. Please try again in a few moments.' }),
    );

    answerMatches(() => matchPage(UPCOMING));
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Amy Ace v Ben Baseline')).toBeInTheDocument();
  });
});

describe('Dashboard own upcoming matches count', () => {
  it('shows no made-up count when it failed to load, and offers Retry', async () => {
    answer('get', '/tournaments', tournamentsAnswer);
    answerMatches((call) =>
      isMine(call) ? fail(503, { code: 'UNAVAILABLE' }) : matchPage(UPCOMING, 23),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute(<DashboardPage />, { path: '/app/dashboard' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Couldn't load your statistics");
    expect(stat('Upcoming Matches')).toHaveTextContent('Unavailable');
    expect(stat('Upcoming Matches')).not.toHaveTextContent('23');

    answerMatches((call) => (isMine(call) ? matchPage([], 3) : matchPage(UPCOMING, 23)));
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(stat('Upcoming Matches')).toHaveTextContent('3'));
  });
});

describe('Dashboard win rate', () => {
  beforeEach(() => {
    answer('get', '/tournaments', tournamentsAnswer);
  });

  it("shows the user's own win rate, games and rating, with the trend the server computed", async () => {
    const get = answer('get', '/players/:id/stats', () =>
      ok(
        statsOf({
          wins: 7,
          losses: 3,
          gamesPlayed: 10,
          winRate: 70,
          currentRating: 3.8,
          lastDays: { days: 30, wins: 3, losses: 0, winRate: 100, trend: 43 },
        }),
      ),
    );
    renderRoute(<DashboardPage />, { path: '/app/dashboard' });
    await waitFor(() => expect(stat('Win Rate')).toHaveTextContent('70%'));
    expect(stat('Win Rate')!.nextSibling).toHaveTextContent('+43% in the last 30 days · 10 games');
    expect(screen.getByText('Rating 3.80')).toBeInTheDocument();
    expect(get).toHaveLength(1);
    expect(get[0]!.path).toBe(`/api/players/${TEST_USER.id}/stats`);
    expect(get[0]!.headers.authorization).toBe('Bearer tok');
  });

  it('shows a falling trend as such, and no trend when the server has none', async () => {
    const gamesOnly = statsOf({ wins: 1, losses: 3, gamesPlayed: 4, winRate: 25 });
    answer('get', '/players/:id/stats', () => ok(gamesOnly));
    const first = renderRoute(<DashboardPage />, { path: '/app/dashboard' });
    await waitFor(() => expect(stat('Win Rate')).toHaveTextContent('25%'));
    expect(stat('Win Rate')!.nextSibling).toHaveTextContent(/^4 games played$/);
    // The other cards have no trend to show.
    for (const label of ['Total Tournaments', 'Upcoming Matches', 'Total Players']) {
      expect(stat(label)!.parentElement).not.toHaveTextContent('%');
    }
    first.unmount();

    const falling = { ...gamesOnly.lastDays, wins: 0, losses: 2, winRate: 0, trend: -50 };
    answer('get', '/players/:id/stats', () => ok({ ...gamesOnly, lastDays: falling }));
    renderRoute(<DashboardPage />, { path: '/app/dashboard' });
    await waitFor(() =>
      expect(stat('Win Rate')!.nextSibling).toHaveTextContent('−50% in the last 30 days'),
    );
  });

  it('says there are no matches yet instead of a made-up 0%', async () => {
    renderRoute(<DashboardPage />, { path: '/app/dashboard' });
    await waitFor(() => expect(stat('Win Rate')).toHaveTextContent('None yet'));
    expect(stat('Win Rate')).toHaveTextContent('—');
    expect(stat('Win Rate')).not.toHaveTextContent('0%');
    expect(stat('Win Rate')!.nextSibling).toHaveTextContent('No matches played yet');
  });

  it('shows a skeleton while the figures load', async () => {
    const gate = deferred();
    answer('get', '/players/:id/stats', async () => {
      await gate.promise;
      return ok(statsOf({ wins: 1, losses: 0, gamesPlayed: 1, winRate: 100 }));
    });
    renderRoute(<DashboardPage />, { path: '/app/dashboard' });
    expect(stat('Win Rate')).toHaveTextContent('Loading');
    expect(stat('Win Rate')).not.toHaveTextContent('%');
    gate.resolve();
    await waitFor(() => expect(stat('Win Rate')).toHaveTextContent('100%'));
  });

  it('says when the figures failed to load, logs it, and offers Retry', async () => {
    const calls = answer('get', '/players/:id/stats', () =>
      fail(500, { code: 'INTERNAL', message: 'boom' }),
    );
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute(<DashboardPage />, { path: '/app/dashboard' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Couldn't load your statistics");
    expect(alert).toHaveTextContent('Server error. Please try again in a few moments.');
    expect(stat('Win Rate')).toHaveTextContent('Unavailable');
    expect(stat('Win Rate')).not.toHaveTextContent('%');
    expect(log).toHaveBeenCalledWith(
      'Failed to load dashboard statistics',
      expect.objectContaining({ message: 'Server error. Please try again in a few moments.' }),
    );

    answer('get', '/players/:id/stats', () =>
      ok(statsOf({ wins: 2, losses: 2, gamesPlayed: 4, winRate: 50 })),
    );
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(stat('Win Rate')).toHaveTextContent('50%'));
    expect(screen.queryByText("Couldn't load your statistics")).not.toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });
});

describe('Organizer dashboard', () => {
  it("shows the organizer's own figures from the server, not a player's", async () => {
    useAuthStore.setState({ user: TEST_USER });
    answer('get', '/tournaments', tournamentsAnswer);
    const figures = answer('get', '/dashboard/organizer', () => ok(ORGANIZER_FIGURES));
    const stats = answer('get', '/players/:id/stats', () => ok(statsOf()));
    renderRoute(<DashboardPage />, { path: '/app/dashboard' });
    await waitFor(() => expect(stat('Tournaments Running')).toHaveTextContent('2'));
    expect(stat('Registrations')).toHaveTextContent('7');
    expect(stat('Matches Today')).toHaveTextContent('5');
    expect(stat('Awaiting Results')).toHaveTextContent('1');
    const strip = within(screen.getByRole('region', { name: 'Statistics' }));
    expect(strip.queryByText('Win Rate')).not.toBeInTheDocument();
    expect(strip.getByText('Places taken in the last 7 days')).toBeInTheDocument();
    // Today is the viewer's own day, sent as a range.
    const { from, to } = figures[0]!.query;
    expect(new Date(to!).getTime() - new Date(from!).getTime()).toBeGreaterThanOrEqual(
      23 * 60 * 60 * 1000,
    );
    expect(stats).toHaveLength(0);
  });

  it('says when the figures failed to load instead of showing made-up numbers', async () => {
    useAuthStore.setState({ user: TEST_USER });
    answer('get', '/tournaments', tournamentsAnswer);
    answer('get', '/dashboard/organizer', () =>
      fail(500, { message: 'Internal server error', code: 'INTERNAL' }),
    );
    renderRoute(<DashboardPage />, { path: '/app/dashboard' });
    expect(await screen.findByText("Couldn't load your statistics")).toBeInTheDocument();
    expect(stat('Tournaments Running')).toHaveTextContent('Unavailable');
  });

  it('opens the create dialog from the Create Tournament quick action', async () => {
    useAuthStore.setState({ user: TEST_USER });
    answer('get', '/tournaments', tournamentsAnswer);
    renderRoute(<DashboardPage />, { path: '/app/dashboard' });
    expect(await screen.findByRole('link', { name: 'Create Tournament' })).toHaveAttribute(
      'href',
      '/app/tournaments?create=true',
    );
  });
});

describe('Dashboard scores to confirm (decision 027)', () => {
  it("lists the scores that wait for the viewer's word, with Confirm Score", async () => {
    answer('get', '/tournaments', tournamentsAnswer);
    const awaiting = scheduled(9, 'Ivy Irons', 'Jon Jump', {
      status: 'in-progress',
      score: { player1: [11, 11], player2: [4, 6] },
      awaitingConfirmation: true,
      enteredBySide: 'player1',
      canConfirm: true,
      tournamentName: 'Open 1',
    });
    const get = answer('get', '/matches', (call) =>
      isToConfirm(call)
        ? matchPage([awaiting, { ...awaiting, id: 'm-10', canConfirm: false }])
        : matchPage([]),
    );
    renderRoute(<DashboardPage />, { path: '/app/dashboard' });
    const heading = await screen.findByRole('heading', { name: 'Scores to Confirm' });
    const section = heading.closest('section')!;
    expect(within(section).getAllByRole('listitem')).toHaveLength(1);
    expect(section).toHaveTextContent('Ivy Irons entered 11-4, 11-6');
    expect(
      within(section).getByRole('button', { name: 'Confirm Score: Ivy Irons v Jon Jump' }),
    ).toBeInTheDocument();
    expect(get.filter(isToConfirm).map((call) => call.query)).toEqual([
      { status: 'in-progress', limit: '100', page: '1', mine: 'true' },
    ]);
  });

  it('leaves the section out when nothing waits', async () => {
    answer('get', '/tournaments', tournamentsAnswer);
    renderRoute(<DashboardPage />, { path: '/app/dashboard' });
    expect(await screen.findByRole('heading', { name: 'Recent Tournaments' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Scores to Confirm' })).toBeNull();
  });
});

describe('Dashboard upcoming matches beside the card (walkthrough of issue 27)', () => {
  it("says the list is every tournament's, while the card counts the user's own", async () => {
    answer('get', '/tournaments', tournamentsAnswer);
    answerMatches((call) =>
      isMine(call) ? matchPage(UPCOMING.slice(0, 1), 2) : matchPage(UPCOMING, 23),
    );
    renderRoute(<DashboardPage />, { path: '/app/dashboard' });
    const heading = await screen.findByRole('heading', { name: 'Upcoming Matches' });
    expect(heading.closest('section')).toHaveTextContent(
      'Next scheduled matches in all tournaments, not only yours',
    );
    await waitFor(() => expect(stat('Upcoming Matches')).toHaveTextContent('2'));
    expect(stat('Upcoming Matches')!.nextSibling).toHaveTextContent('Matches you play or keep');
  });
});

describe('Dashboard check-in and desk cards (decision 025)', () => {
  const checkIn = (status: 'upcoming' | 'ongoing', checkedInAt: string | null, n = 1) => ({
    tournamentId: tournament(n).id,
    tournamentName: `Open ${n}`,
    status,
    checkInOpensAt: '2026-05-01T08:00:00.000Z',
    isOpen: true,
    isWaitlisted: false,
    checkedInAt,
  });

  it('leaves out a started tournament the player is checked in to, keeps one they are not', async () => {
    answer('get', '/tournaments', tournamentsAnswer);
    answer('get', '/check-in/mine', () =>
      ok([checkIn('ongoing', '2026-05-01T08:10:00.000Z', 1), checkIn('ongoing', null, 2)], {
        deskTournamentIds: [],
        deskTournaments: [],
      }),
    );
    renderRoute(<DashboardPage />, { path: '/app/dashboard' });
    const card = (await screen.findByRole('heading', { name: 'Check-in is open' })).closest(
      'section',
    )!;
    expect(within(card).getByRole('link', { name: 'Open 2' })).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: 'Open 1' })).not.toBeInTheDocument();
  });

  it('is gone once every started tournament has the player checked in', async () => {
    answer('get', '/tournaments', tournamentsAnswer);
    const id = tournament(3).id;
    answer('get', '/check-in/mine', () =>
      ok([checkIn('ongoing', '2026-05-01T08:10:00.000Z')], {
        deskTournamentIds: [id],
        deskTournaments: [{ id, name: 'Spring Slam', status: 'upcoming' }],
      }),
    );
    renderRoute(<DashboardPage />, { path: '/app/dashboard' });
    // The same answer draws the desk card: by then the check-in card would be there too.
    expect(await screen.findByRole('heading', { name: 'Working the desk' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Check-in is open' })).not.toBeInTheDocument();
  });

  it('tells desk staff which tournaments they work the desk at, with a link to its check-in', async () => {
    answer('get', '/tournaments', tournamentsAnswer);
    const id = tournament(3).id;
    answer('get', '/check-in/mine', () =>
      ok([], {
        deskTournamentIds: [id],
        deskTournaments: [{ id, name: 'Spring Slam', status: 'upcoming' }],
      }),
    );
    renderRoute(<DashboardPage />, { path: '/app/dashboard' });
    const card = (await screen.findByRole('heading', { name: 'Working the desk' })).closest(
      'section',
    )!;
    expect(card).toHaveTextContent('Spring Slam');
    expect(
      within(card).getByRole('link', { name: 'Open the check-in of Spring Slam' }),
    ).toHaveAttribute('href', `/app/tournaments/${id}?tab=check-in`);
    // The count of their own tournaments says what it leaves out (issue 27's walkthrough).
    await waitFor(() =>
      expect(stat('Total Tournaments')!.nextSibling).toHaveTextContent(
        'Tournaments you play in; desk staff at 1',
      ),
    );
  });
});

describe('Dashboard focus after Confirm Score (WCAG 2.4.3)', () => {
  const awaitingOf = (n: number, p1: string, p2: string) =>
    scheduled(n, p1, p2, {
      status: 'in-progress',
      score: { player1: [11, 11], player2: [4, 6] },
      awaitingConfirmation: true,
      enteredBySide: 'player1',
      canConfirm: true,
    });

  it('moves to the next card when a live update took the card away before the answer', async () => {
    answer('get', '/tournaments', tournamentsAnswer);
    let waiting = [
      awaitingOf(9, 'Ivy Irons', 'Jon Jump'),
      awaitingOf(10, 'Kai Kitchen', 'Lou Lob'),
    ];
    answer('get', '/matches', (call) => matchPage(isToConfirm(call) ? waiting : []));
    const rendered: { client?: QueryClient } = {};
    answer('post', '/matches/:id/confirm', async (call) => {
      const done = waiting.find((m) => call.path.includes(m.id))!;
      waiting = waiting.filter((m) => m !== done);
      // The live feed's refetch lands first: the confirmed card has left when the answer comes.
      await rendered.client!.refetchQueries({ type: 'active' });
      return ok(
        { ...done, status: 'completed', awaitingConfirmation: false, canConfirm: false },
        { message: 'Score confirmed' },
      );
    });
    const user = userEvent.setup();
    rendered.client = renderRoute(<DashboardPage />, { path: '/app/dashboard' }).queryClient;
    await user.click(
      await screen.findByRole('button', { name: 'Confirm Score: Ivy Irons v Jon Jump' }),
    );
    const next = await screen.findByRole('listitem', { name: 'Kai Kitchen v Lou Lob' });
    await waitFor(() => expect(document.activeElement).toBe(next));
  });

  it('moves on after a dispute too, whose dialog closes over a card that has left (walkthrough of issue 27)', async () => {
    answer('get', '/tournaments', tournamentsAnswer);
    let waiting = [awaitingOf(9, 'Ivy Irons', 'Jon Jump')];
    answer('get', '/matches', (call) => matchPage(isToConfirm(call) ? waiting : []));
    answer('post', '/matches/:id/dispute', () => {
      const done = waiting[0]!;
      waiting = [];
      return ok(
        { ...done, awaitingConfirmation: false, canConfirm: false },
        { message: 'Score disputed: the match is back in progress' },
      );
    });
    const user = userEvent.setup();
    renderRoute(<DashboardPage />, { path: '/app/dashboard' });
    await user.click(await screen.findByRole('button', { name: 'Dispute: Ivy Irons v Jon Jump' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dispute Score' });
    await user.click(within(dialog).getByRole('button', { name: 'Dispute Score' }));
    const heading = await screen.findByRole('heading', { name: 'Scores to Confirm' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('Nothing left to confirm.')).toBeInTheDocument();
  });

  it('moves to the next card, then to the heading when none is left', async () => {
    answer('get', '/tournaments', tournamentsAnswer);
    let waiting = [
      awaitingOf(9, 'Ivy Irons', 'Jon Jump'),
      awaitingOf(10, 'Kai Kitchen', 'Lou Lob'),
    ];
    answer('get', '/matches', (call) => matchPage(isToConfirm(call) ? waiting : []));
    answer('post', '/matches/:id/confirm', (call) => {
      const done = waiting.find((m) => call.path.includes(m.id))!;
      waiting = waiting.filter((m) => m !== done);
      return ok(
        { ...done, status: 'completed', awaitingConfirmation: false, canConfirm: false },
        { message: 'Score confirmed' },
      );
    });
    const user = userEvent.setup();
    renderRoute(<DashboardPage />, { path: '/app/dashboard' });
    await user.click(
      await screen.findByRole('button', { name: 'Confirm Score: Ivy Irons v Jon Jump' }),
    );
    const next = await screen.findByRole('listitem', { name: 'Kai Kitchen v Lou Lob' });
    await waitFor(() => expect(document.activeElement).toBe(next));
    expect(screen.queryByRole('listitem', { name: 'Ivy Irons v Jon Jump' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Confirm Score: Kai Kitchen v Lou Lob' }));
    const heading = screen.getByRole('heading', { name: 'Scores to Confirm' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(await screen.findByText('Nothing left to confirm.')).toBeInTheDocument();
  });
});
