import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
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

beforeEach(() => useAuthStore.setState({ user: TEST_USER, token: 'tok', isAuthenticated: true }));

const stat = (label: string) => screen.getByText(label).parentElement!.nextSibling;

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
