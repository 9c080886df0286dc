import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Match } from '@courtside/shared/api/match';
import type { TournamentListResponse } from '@courtside/shared/api/tournament';
import { useAuthStore } from '@/lib/auth-store';
import { TEST_USER } from '@/test/fixtures';
import { answer, deferred, fail, HttpResponse } from '@/test/msw';
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
  startDate: new Date(2026, 4, n).toISOString(),
  endDate: null,
  location: 'Austin, TX',
  maxParticipants: 16,
  currentParticipants: n,
  entryFee: 0,
  prizePool: 0,
  numGroups: 1,
  knockoutEnabled: false,
  advanceCount: 1,
  scoringFormat: 'best-of-3-to-11' as const,
  hasBronzeMatch: true,
  courtCount: 4,
  restMinutes: 15,
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
  startTime: new Date(2026, 4, n, 10, 30).toISOString(),
  actualStartTime: null,
  canStartEarly: true,
  court: null,
  courtId: null,
  authorizedScoreKeepers: [],
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

beforeEach(() => {
  useAuthStore.setState({ user: TEST_USER, token: 'tok', isAuthenticated: true });
  // No scheduled matches unless a test says otherwise.
  answer('get', '/matches', () => matchPage([]));
});

const stat = (label: string) =>
  within(screen.getByRole('region', { name: 'Statistics' })).getByText(label).parentElement!
    .nextSibling;

describe('Dashboard tournaments', () => {
  it('asks for the 3 newest and shows them with the server totals', async () => {
    const get = answer('get', '/tournaments', () => HttpResponse.json(response));
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
    expect(get).toHaveLength(1);
    expect(get[0]!.query).toEqual({ page: '1', limit: '3' });
    expect(get[0]!.headers.authorization).toBe('Bearer tok');
    expect(stat('Total Tournaments')).toHaveTextContent('9');
    expect(stat('Total Players')).toHaveTextContent('57');
    expect(stat('Win Rate')).toHaveTextContent('75%');
  });

  it('shows skeletons, not a real-looking 0, while the counts load', async () => {
    const gate = deferred();
    answer('get', '/tournaments', async () => {
      await gate.promise;
      return HttpResponse.json(response);
    });
    renderRoute(<DashboardPage />, { path: '/app/dashboard' });
    expect(stat('Total Tournaments')).toHaveTextContent('Loading');
    expect(stat('Total Tournaments')).not.toHaveTextContent('0');
    expect(stat('Total Players')).toHaveTextContent('Loading');
    expect(screen.getByRole('status', { name: 'Loading tournaments' })).toBeInTheDocument();
    gate.resolve();
    await waitFor(() => expect(stat('Total Tournaments')).toHaveTextContent('9'));
  });

  it('says when loading failed, with Retry, instead of posing as an empty dashboard', async () => {
    const calls = answer('get', '/tournaments', () =>
      fail(500, { message: 'boom', code: 'INTERNAL' }),
    );
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute(<DashboardPage />, { path: '/app/dashboard' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Couldn't load your tournaments");
    expect(alert).toHaveTextContent('Server error. Please try again in a few moments.');
    expect(screen.queryByText('No tournaments yet')).not.toBeInTheDocument();
    expect(stat('Total Tournaments')).toHaveTextContent('Unavailable');
    expect(stat('Total Tournaments')).not.toHaveTextContent('0');
    expect(stat('Total Players')).toHaveTextContent('Unavailable');
    expect(log).toHaveBeenCalledWith(
      'Failed to load dashboard tournaments',
      expect.objectContaining({ message: 'Server error. Please try again in a few moments.' }),
    );

    answer('get', '/tournaments', () => HttpResponse.json(response));
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Open 1' })).toBeInTheDocument();
    expect(stat('Total Tournaments')).toHaveTextContent('9');
    expect(calls).toHaveLength(1);
  });

  it('marks the numbers as saved data when a refresh fails', async () => {
    answer('get', '/tournaments', () => HttpResponse.json(response));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute(<DashboardPage />, { path: '/app/dashboard' });
    await screen.findByRole('link', { name: 'Open 1' });

    answer('get', '/tournaments', () => fail(503, { code: 'UNAVAILABLE' }));
    act(() => window.dispatchEvent(new Event('visibilitychange'))); // back to the tab: refetch
    const notice = await screen.findByText("Showing saved data: couldn't refresh.");
    expect(screen.getByRole('link', { name: 'Open 1' })).toBeInTheDocument();
    expect(stat('Total Tournaments')).toHaveTextContent('9');

    answer('get', '/tournaments', () => HttpResponse.json(response));
    await userEvent
      .setup()
      .click(within(notice.parentElement!).getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(screen.queryByText("Showing saved data: couldn't refresh.")).not.toBeInTheDocument(),
    );
  });
});

describe('Dashboard upcoming matches', () => {
  const answerTournaments = () => answer('get', '/tournaments', () => HttpResponse.json(response));

  it('shows the next 4 scheduled matches, View All, and the real count', async () => {
    answerTournaments();
    const get = answer('get', '/matches', () => matchPage(UPCOMING, 23));
    renderRoute(<DashboardPage />, { path: '/app/dashboard' });
    const heading = await screen.findByRole('heading', { name: 'Upcoming Matches' });
    const upcoming = heading.closest('section')!;
    expect(get[0]!.query).toEqual({ status: 'scheduled', limit: '4', page: '1' });
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
    expect(stat('Upcoming Matches')).toHaveTextContent('23');
  });

  it('gives organizers Update Score, which opens the score dialog on the Matches page', async () => {
    answerTournaments();
    const waiting = scheduled(4, 'Gus Groundstroke', 'TBD', { player2Id: null, player2: null });
    answer('get', '/matches', () => matchPage([...UPCOMING.slice(0, 3), waiting]));
    renderRoute(<DashboardPage />, { path: '/app/dashboard' });
    expect(
      await screen.findByRole('link', { name: 'Update Score: Amy Ace v Ben Baseline' }),
    ).toHaveAttribute('href', '/app/matches?score=m-1');
    // Not on a match still waiting for an earlier result.
    expect(screen.getByText('Gus Groundstroke v TBD')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^Update Score/ })).toHaveLength(3);
  });

  it('gives players no Update Score', async () => {
    useAuthStore.setState({ user: { ...TEST_USER, role: 'player' } });
    answerTournaments();
    answer('get', '/matches', () => matchPage(UPCOMING));
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
    answer('get', '/matches', () => fail(500, { code: 'INTERNAL' }));
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute(<DashboardPage />, { path: '/app/dashboard' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Couldn't load your upcoming matches");
    expect(stat('Upcoming Matches')).toHaveTextContent('Unavailable');
    expect(stat('Total Tournaments')).toHaveTextContent('9');
    expect(log).toHaveBeenCalledWith(
      'Failed to load dashboard matches',
      expect.objectContaining({ message: 'Server error. Please try again in a few moments.' }),
    );

    answer('get', '/matches', () => matchPage(UPCOMING));
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Amy Ace v Ben Baseline')).toBeInTheDocument();
  });
});
