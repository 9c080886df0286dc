import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { useAuthStore } from '@/lib/auth-store';
import { TEST_USER } from '@/test/fixtures';
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

beforeEach(() => {
  useAuthStore.getState().clearSession();
  vi.spyOn(api, 'get').mockResolvedValue({ data: { data: TEST_USER } });
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

  it('renders the dashboard inside the shell with the role in capitals', async () => {
    renderAt('/app/dashboard');
    expect(
      await screen.findByRole('heading', { name: 'Welcome, Robin Kitchenline' }),
    ).toBeInTheDocument();
    expect(screen.getByText('ORGANIZER')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Primary' })).toBeInTheDocument();
  });
});
