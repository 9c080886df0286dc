import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useNavigate } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import LoginPage from '@/features/auth/routes/login';
import { useAuthStore } from '@/lib/auth-store';
import { TEST_USER } from '@/test/fixtures';
import { answer, ok } from '@/test/msw';
import { LocationProbe } from '@/test/render-route';
import {
  RedirectIfSignedIn,
  RequireSignIn,
  SESSION_EXPIRED_MESSAGE,
  safeNextPath,
  useRememberExpiredSession,
} from './redirect-back';
import { signInPathFor } from './redirect-guards';

beforeEach(() => {
  useAuthStore.getState().clearSession();
  sessionStorage.clear();
});

describe('safeNextPath', () => {
  it.each([
    ['/app/tournaments/42?tab=bracket#x', '/app/tournaments/42?tab=bracket#x'],
    ['/app', '/app'],
    ['/app/matches?score=1', '/app/matches?score=1'],
    ['https://evil.example/app', null],
    ['//evil.example/app', null],
    ['/\\evil.example', null],
    ['/app\\..\\login', null],
    ['/app/../login', null],
    ['/application', null],
    ['/login', null],
    ['javascript:alert(1)', null],
    ['', null],
    [null, null],
  ])('%s -> %s', (value, expected) => {
    expect(safeNextPath(value)).toBe(expected);
  });
});

describe('signInPathFor', () => {
  it.each([
    ['/app', '/login'],
    ['/app/', '/login'],
    ['/app/dashboard', '/login'],
    ['/app/players', `/login?next=${encodeURIComponent('/app/players')}`],
    ['/app/dashboard?x=1', `/login?next=${encodeURIComponent('/app/dashboard?x=1')}`],
    ['/login', '/login'],
  ])('%s -> %s', (path, expected) => {
    expect(signInPathFor(path)).toBe(expected);
  });
});

/** The shell's part: a page under /app whose session can be cleared under it. */
function AppPage() {
  useRememberExpiredSession();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      onClick={() => {
        // What the HTTP client does on a 401: clear the session, then go to sign in.
        useAuthStore.getState().clearSession();
        void navigate('/login', { replace: true });
      }}
    >
      Expire
    </button>
  );
}

function renderApp(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/app', Component: RequireSignIn, children: [{ path: '*', Component: AppPage }] },
      { Component: RedirectIfSignedIn, children: [{ path: '/login', Component: LoginPage }] },
      { path: '*', Component: LocationProbe },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

async function signIn() {
  answer('post', '/auth/login', () =>
    ok({ user: TEST_USER, token: 'tok-2' }, { user: TEST_USER, token: 'tok-2' }),
  );
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), 'robin@example.com');
  await user.type(screen.getByLabelText('Password'), 'Court$ide2026');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled());
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

const where = (router: ReturnType<typeof renderApp>) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('signing in comes back to the page asked for', () => {
  it('sends a signed-out visitor of an /app link to sign in, then back to it', async () => {
    const router = renderApp('/app/tournaments/42?tab=bracket');
    await waitFor(() =>
      expect(where(router)).toBe(
        `/login?next=${encodeURIComponent('/app/tournaments/42?tab=bracket')}`,
      ),
    );
    expect(screen.queryByText(SESSION_EXPIRED_MESSAGE)).not.toBeInTheDocument();
    await signIn();
    await waitFor(() => expect(where(router)).toBe('/app/tournaments/42?tab=bracket'));
  });

  it('refuses a next that leaves the app (no open redirect) and goes to the dashboard', async () => {
    const router = renderApp(`/login?next=${encodeURIComponent('https://evil.example/app')}`);
    await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/dashboard'));
  });

  it('says the session expired and comes back to the page it expired on', async () => {
    useAuthStore.setState({ user: TEST_USER, token: 'old', isAuthenticated: true });
    const router = renderApp('/app/matches?status=completed');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Expire' }));
    expect(await screen.findByText(SESSION_EXPIRED_MESSAGE)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(where(router)).toBe(
      `/login?next=${encodeURIComponent('/app/matches?status=completed')}`,
    );
    await signIn();
    await waitFor(() => expect(where(router)).toBe('/app/matches?status=completed'));
  });
});
