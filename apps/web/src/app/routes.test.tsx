import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { useAuthStore } from '@/lib/auth-store';
import { TEST_USER } from '@/test/fixtures';
import { answer, fail, ok } from '@/test/msw';
import { routes } from './routes';

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const EMPTY_TOTALS = { total: 0, upcoming: 0, ongoing: 0, totalPlayers: 0 };
const EMPTY_COUNTS = { scheduled: 0, inProgress: 0, completed: 0, total: 0 };

beforeEach(() => {
  useAuthStore.getState().clearSession();
  // What the signed-in screens ask for; the signed-out ones call nothing.
  answer('get', '/auth/profile', () => ok(TEST_USER));
  answer('get', '/tournaments', () =>
    ok([], { meta: { page: 1, limit: 3, total: 0, totals: EMPTY_TOTALS } }),
  );
  answer('get', '/matches', () =>
    ok([], { meta: { page: 1, limit: 4, total: 0, counts: EMPTY_COUNTS } }),
  );
  // The dashboard's own figures: here, a server that cannot give them (the cards say so).
  answer('get', '/players/:id/stats', () => fail(503, { message: 'Service unavailable' }));
  answer('get', '/dashboard/organizer', () => fail(503, { message: 'Service unavailable' }));
});

describe('route table, signed out', () => {
  it.each([
    ['/app', '/login'],
    ['/app/players', '/login'],
    ['/dashboard', '/login'],
    ['/no/such/page', '/'],
    ['/pricing', '/pricing'],
    ['/verify-email', '/verify-email'],
  ])('%s -> %s', async (from, to) => {
    const router = renderAt(from);
    await waitFor(() => expect(router.state.location.pathname).toBe(to));
  });
});

describe('route table, signed in', () => {
  beforeEach(() => useAuthStore.getState().login(TEST_USER, 'token-1', false));

  it.each([
    ['/login', '/app/dashboard'],
    ['/register', '/app/dashboard'],
    ['/app', '/app/dashboard'],
    ['/tournaments', '/app/tournaments'],
    ['/matches', '/app/matches'],
    ['/players', '/app/players'],
    ['/profile', '/app/profile'],
    ['/elsewhere', '/'],
  ])('%s -> %s', async (from, to) => {
    const router = renderAt(from);
    await waitFor(() => expect(router.state.location.pathname).toBe(to));
  });

  it('signs the user out and lands on /login when the server answers 401', async () => {
    answer('get', '/auth/profile', () =>
      fail(401, { message: 'Token expired', code: 'UNAUTHORIZED' }),
    );
    const router = createMemoryRouter(routes, { initialEntries: ['/app/dashboard'] });
    // As app/router.tsx does with the browser router.
    setUnauthorizedHandler(() => void router.navigate('/login', { replace: true }));
    window.history.replaceState(null, '', '/app/dashboard');
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(useAuthStore.getState()).toMatchObject({ token: null, isAuthenticated: false });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('renders the dashboard inside the shell with the role in capitals', async () => {
    renderAt('/app/dashboard');
    expect(
      await screen.findByRole('heading', { name: 'Welcome, Robin Kitchenline' }),
    ).toBeInTheDocument();
    expect(screen.getByText('ORGANIZER')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Primary' })).toBeInTheDocument();
  });
});
