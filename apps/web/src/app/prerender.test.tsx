import { act, screen, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/lib/auth-store';
import { TEST_USER } from '@/test/fixtures';
import { renderPage, renderPageWithTitle } from './prerender';
import { AppRoutes } from './router';

let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/**
 * The build's HTML of `/`, then the browser's hydration of it, as main.tsx does; `beforeCode`
 * is what the visitor does while the page is only HTML.
 */
async function hydrateLanding(beforeCode?: (container: HTMLElement) => void) {
  const container = document.createElement('div');
  container.innerHTML = await renderPage('/');
  document.body.append(container);
  beforeCode?.(container);
  const onRecoverableError = vi.fn();
  await act(async () => {
    root = hydrateRoot(
      container,
      <MemoryRouter>
        <AppRoutes />
      </MemoryRouter>,
      { onRecoverableError },
    );
  });
  return { onRecoverableError };
}

describe('the landing page prerendered at build time', () => {
  it('holds the page itself, not a loading shell', async () => {
    const html = await renderPage('/');
    expect(html).toContain('Run pickleball tournaments people love');
    expect(html).toContain('Start Playing Free');
    expect(html).not.toContain('Loading Courtside');
  });

  it('hydrates without a mismatch for a visitor', async () => {
    const { onRecoverableError } = await hydrateLanding();
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Start Playing Free' })).toHaveAttribute(
      'href',
      '/register',
    );
  });

  it('hydrates without a mismatch for a signed-in user, then offers the dashboard', async () => {
    useAuthStore.getState().login(TEST_USER, 'token-1', false);
    const { onRecoverableError } = await hydrateLanding();
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(screen.getAllByRole('link', { name: 'Go to Dashboard' })[0]).toHaveAttribute(
      'href',
      '/app/dashboard',
    );
    expect(screen.queryByRole('link', { name: 'Start Playing Free' })).not.toBeInTheDocument();
  });

  it('opens the phone menu once hydrated when it was pressed before the code came', async () => {
    await hydrateLanding((container) => {
      // What the boot script (web-boot-script.ts) records of a tap on the HTML alone.
      const button = within(container).getByRole('button', { name: 'Open menu' });
      window.__courtsideEarlyClicks = [button as HTMLButtonElement];
    });
    const menu = await screen.findByRole('dialog', { name: 'Site menu' });
    expect(within(menu).getByRole('link', { name: 'Features' })).toHaveFocus();
    expect(window.__courtsideEarlyClicks).toBeNull();
  });
});

describe('the prerendered pages name themselves', () => {
  it('renders a page in the language of its address, after the same page in English (issue 29)', async () => {
    expect(await renderPage('/pricing')).toContain('Simple, transparent pricing');
    expect(await renderPage('/de/pricing')).toContain('Einfache, transparente Preise');
    expect(await renderPage('/fr/pricing')).toContain('Des tarifs simples et transparents');
    expect(await renderPage('/pricing')).toContain('Simple, transparent pricing');
  });

  it('gives each public page its own document title for the build', async () => {
    expect((await renderPageWithTitle('/pricing')).title).toBe('Pricing · Courtside');
    expect((await renderPageWithTitle('/')).title).toBe('Courtside — pickleball tournaments, live');
  });
});
