import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ComponentType } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyPage, type LazyPageDeps } from './lazy-page';
import { RELOAD_KEY } from './new-deploy';

const CHUNK = 'http://localhost/assets/players-Dx81kQ.js';
const chunkError = () => new TypeError(`Failed to fetch dynamically imported module: ${CHUNK}`);
const Players: ComponentType = () => <h1>Players page</h1>;

function Shell() {
  return (
    <div>
      <nav aria-label="Primary">
        <Link to="/app/players">Players</Link>
      </nav>
      <main>
        <Suspense>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}

/** Deps whose chunk probe answers `status` (404: a new deploy; 200: still there). */
function testDeps(status: number) {
  const stored = new Map<string, string>();
  const deps: LazyPageDeps = {
    fetch: () =>
      Promise.resolve(
        new Response(null, { status, headers: { 'content-type': 'text/javascript' } }),
      ),
    storage: { getItem: (k) => stored.get(k) ?? null, setItem: (k, v) => void stored.set(k, v) },
    now: () => Date.now(),
    isOnline: () => true,
    reload: vi.fn(),
    retryDelayMs: 0,
  };
  return { deps, stored };
}

function renderWith(load: () => Promise<{ default: ComponentType }>, deps: LazyPageDeps) {
  const router = createMemoryRouter(
    [
      {
        path: '/app',
        Component: Shell,
        children: [{ path: 'players', Component: lazyPage(load, deps) }],
      },
    ],
    { initialEntries: ['/app/players'] },
  );
  render(<RouterProvider router={router} />);
}

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));

describe('a page whose code chunk cannot be loaded', () => {
  it('tries once more by itself before giving up', async () => {
    const load = vi
      .fn<() => Promise<{ default: ComponentType }>>()
      .mockRejectedValueOnce(chunkError())
      .mockResolvedValue({ default: Players });
    renderWith(load, testDeps(200).deps);
    expect(await screen.findByRole('heading', { name: 'Players page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps the shell, shows the error with Retry in the content area, and Retry loads the page', async () => {
    let isBack = false;
    const load = vi.fn(() =>
      isBack ? Promise.resolve({ default: Players }) : Promise.reject(chunkError()),
    );
    const { deps } = testDeps(200); // the chunk is there: a connection problem, not a deploy
    renderWith(load, deps);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("This page couldn't load");
    expect(screen.getByRole('navigation', { name: 'Primary' })).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
    expect(deps.reload).not.toHaveBeenCalled();

    isBack = true;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Players page' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Primary' })).toBeInTheDocument();
  });

  it('reloads the page once when the chunk is gone after a deploy, and not again', async () => {
    const load = vi.fn(() => Promise.reject(chunkError()));
    const { deps, stored } = testDeps(404);
    renderWith(load, deps);
    await waitFor(() => expect(deps.reload).toHaveBeenCalledTimes(1));
    expect(stored.get(RELOAD_KEY)).toBeDefined();

    // After the reload the chunk is still missing: the error shows, with no second reload.
    renderWith(load, deps);
    expect(await screen.findByRole('alert')).toHaveTextContent("This page couldn't load");
    expect(deps.reload).toHaveBeenCalledTimes(1);
  });
});
