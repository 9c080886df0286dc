import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '@/lib/auth-store';
import { TEST_USER } from '@/test/fixtures';
import { answer, HttpResponse, ok } from '@/test/msw';
import AppShell from './app-shell';

function renderShell() {
  const router = createMemoryRouter(
    [
      { path: '/app', element: <AppShell />, children: [{ path: '*', element: <p>page</p> }] },
      { path: '/', element: <h1>Home</h1> },
    ],
    { initialEntries: ['/app/dashboard'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  useAuthStore.getState().login(TEST_USER, 'token-1', true);
  answer('get', '/auth/profile', () => ok(TEST_USER));
});

describe('signed-in shell', () => {
  it('opens the drawer with Profile Settings and closes it on the backdrop and Escape', async () => {
    const user = userEvent.setup();
    renderShell();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Main menu' });
    expect(drawer).toHaveTextContent('Profile Settings');
    await user.click(screen.getByTestId('drawer-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('signs out from the user menu: local session cleared even when the call fails, then home', async () => {
    const user = userEvent.setup();
    const logout = answer('post', '/auth/logout', () => HttpResponse.error());
    const router = renderShell();
    await user.click(screen.getByRole('button', { name: /Robin Kitchenline/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(logout).toHaveLength(1);
    expect(logout[0]!.headers.authorization).toBe('Bearer token-1');
    expect(logout[0]!.body).toBeUndefined();
    // Cleared as the signed-in screens unmount, which follows the new location by a render (and
    // by more than a poll of waitFor on a busy machine).
    await screen.findByRole('heading', { name: 'Home' });
    await waitFor(() =>
      expect(useAuthStore.getState()).toMatchObject({
        user: null,
        token: null,
        isAuthenticated: false,
      }),
    );
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('rememberMe')).toBeNull();
  });
});
