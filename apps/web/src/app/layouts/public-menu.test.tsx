import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '@/lib/auth-store';
import { lazyModule, type LazyModule } from '@/lib/lazy-module';
import { TEST_USER } from '@/test/fixtures';
import { LocationProbe } from '@/test/render-route';
import PublicLayout from './public-layout';
import { PublicMenu } from './public-menu';
import type * as PanelModule from './public-menu-panel';

function renderPublic(path = '/pricing') {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <PublicLayout />,
        children: [{ path: '*', element: <LocationProbe /> }],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const menuButton = () => screen.getByRole('button', { name: /menu/ });
// The panel's code arrives after the press (public-menu.tsx): wait for it.
const openMenu = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(menuButton());
  return screen.findByRole('dialog', { name: 'Site menu' });
};

beforeEach(() => useAuthStore.getState().clearSession());

describe('public phone menu', () => {
  it('opens a panel with the site links and the calls to action, focus inside', async () => {
    const user = userEvent.setup();
    renderPublic();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    const menu = await openMenu(user);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Features', '/#features'],
      ['Pricing', '/pricing'],
      ['About', '/about'],
      ['Help', '/help'],
      ['Contact', '/contact'],
      ['Sign In', '/login'],
      ['Get Started', '/register'],
    ]);
    expect(within(menu).getByRole('link', { name: 'Features' })).toHaveFocus();
  });

  it('keeps Tab inside the open menu', async () => {
    const user = userEvent.setup();
    renderPublic();
    const menu = await openMenu(user);
    await user.tab({ shift: true });
    expect(within(menu).getByRole('link', { name: 'Get Started' })).toHaveFocus();
    await user.tab();
    expect(within(menu).getByRole('link', { name: 'Features' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the menu button', async () => {
    const user = userEvent.setup();
    renderPublic();
    await openMenu(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Site menu' })).not.toBeInTheDocument();
    expect(menuButton()).toHaveFocus();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a click outside the panel', async () => {
    const user = userEvent.setup();
    renderPublic();
    await openMenu(user);
    await user.click(screen.getByTestId('public-menu-backdrop'));
    expect(screen.queryByRole('dialog', { name: 'Site menu' })).not.toBeInTheDocument();
    await openMenu(user);
    await user.click(screen.getByRole('main'));
    expect(screen.queryByRole('dialog', { name: 'Site menu' })).not.toBeInTheDocument();
  });

  it('follows a link and closes', async () => {
    const user = userEvent.setup();
    renderPublic();
    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('link', { name: 'About' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/about');
    expect(screen.queryByRole('dialog', { name: 'Site menu' })).not.toBeInTheDocument();
  });

  it('offers Go to Dashboard to a signed-in visitor', async () => {
    useAuthStore.getState().login(TEST_USER, 'token-1', false);
    const user = userEvent.setup();
    renderPublic();
    const menu = await openMenu(user);
    expect(within(menu).getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      '/app/dashboard',
    );
    expect(within(menu).queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });
});

describe('the phone menu while its code loads', () => {
  /** The menu alone, with the panel's code coming from `load`. */
  function renderMenu(load: () => Promise<typeof PanelModule>) {
    const panel: LazyModule<typeof PanelModule> = lazyModule(load);
    render(
      <MemoryRouter>
        <PublicMenu isSignedIn={false} panel={panel} />
      </MemoryRouter>,
    );
  }

  /** A load that waits until the test lets the panel's code arrive. */
  function heldLoad() {
    let arrive = () => {};
    const held = new Promise<void>((resolve) => (arrive = resolve));
    return { load: () => held.then(() => import('./public-menu-panel')), arrive };
  }

  it('spins in place until the panel is here, then opens it with the focus inside', async () => {
    const user = userEvent.setup();
    const { load, arrive } = heldLoad();
    renderMenu(load);
    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-busy', 'true');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    arrive();
    const menu = await screen.findByRole('dialog', { name: 'Site menu' });
    expect(within(menu).getByRole('link', { name: 'Features' })).toHaveFocus();
    expect(menuButton()).toHaveAccessibleName('Close menu');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(menuButton()).not.toHaveAttribute('aria-busy');
  });

  it('a second press while it loads cancels the first', async () => {
    const user = userEvent.setup();
    const { load, arrive } = heldLoad();
    renderMenu(load);
    await user.click(menuButton());
    await user.click(menuButton());
    arrive();
    await waitFor(() => expect(menuButton()).not.toHaveAttribute('aria-busy'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(menuButton()).toHaveAccessibleName('Open menu');

    // The code is here now: the next press opens the menu at once.
    await user.click(menuButton());
    expect(screen.getByRole('dialog', { name: 'Site menu' })).toBeInTheDocument();
  });

  it('says so when the code cannot be had, and the next press tries again', async () => {
    const user = userEvent.setup();
    let isOnline = false;
    renderMenu(() =>
      isOnline
        ? import('./public-menu-panel')
        : Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    await user.click(menuButton());
    expect(await screen.findByRole('alert')).toHaveTextContent("The menu couldn't load");
    expect(menuButton()).toHaveAccessibleName('Open menu');
    expect(menuButton()).not.toHaveAttribute('aria-busy');

    isOnline = true;
    await user.click(menuButton());
    expect(await screen.findByRole('dialog', { name: 'Site menu' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
