import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '@/lib/auth-store';
import { TEST_USER } from '@/test/fixtures';
import { LocationProbe } from '@/test/render-route';
import PublicLayout from './public-layout';

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

beforeEach(() => useAuthStore.getState().clearSession());

describe('public phone menu', () => {
  it('opens a panel with the site links and the calls to action, focus inside', async () => {
    const user = userEvent.setup();
    renderPublic();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuButton());
    const menu = screen.getByRole('dialog', { name: 'Site menu' });
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
    await user.click(menuButton());
    const menu = screen.getByRole('dialog', { name: 'Site menu' });
    await user.tab({ shift: true });
    expect(within(menu).getByRole('link', { name: 'Get Started' })).toHaveFocus();
    await user.tab();
    expect(within(menu).getByRole('link', { name: 'Features' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the menu button', async () => {
    const user = userEvent.setup();
    renderPublic();
    await user.click(menuButton());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Site menu' })).not.toBeInTheDocument();
    expect(menuButton()).toHaveFocus();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a click outside the panel', async () => {
    const user = userEvent.setup();
    renderPublic();
    await user.click(menuButton());
    await user.click(screen.getByTestId('public-menu-backdrop'));
    expect(screen.queryByRole('dialog', { name: 'Site menu' })).not.toBeInTheDocument();
    await user.click(menuButton());
    await user.click(screen.getByRole('main'));
    expect(screen.queryByRole('dialog', { name: 'Site menu' })).not.toBeInTheDocument();
  });

  it('follows a link and closes', async () => {
    const user = userEvent.setup();
    renderPublic();
    await user.click(menuButton());
    const menu = screen.getByRole('dialog', { name: 'Site menu' });
    await user.click(within(menu).getByRole('link', { name: 'About' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/about');
    expect(screen.queryByRole('dialog', { name: 'Site menu' })).not.toBeInTheDocument();
  });

  it('offers Go to Dashboard to a signed-in visitor', async () => {
    useAuthStore.getState().login(TEST_USER, 'token-1', false);
    const user = userEvent.setup();
    renderPublic();
    await user.click(menuButton());
    const menu = screen.getByRole('dialog', { name: 'Site menu' });
    expect(within(menu).getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      '/app/dashboard',
    );
    expect(within(menu).queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });
});
