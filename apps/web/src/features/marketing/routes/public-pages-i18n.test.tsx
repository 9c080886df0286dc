import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLocale } from '@/lib/i18n';
import { renderRoute } from '@/test/render-route';
import HelpPage from './help';
import PricingPage from './pricing';
import TermsPage from './terms';

// The public pages in German (issue 29): the marketing catalogue loaded, as main.tsx does for /de/….
describe('public pages in German', () => {
  beforeAll(() => loadLocale('de', ['pricing', 'legal', 'help']));

  it('shows the pricing page, its plan texts and prices in German', async () => {
    const user = userEvent.setup();
    renderRoute(<PricingPage />, { path: '/de/pricing' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Einfache, transparente Preise' }),
    ).toBeVisible();
    expect(screen.getByText('Bis zu 5 Turniere')).toBeVisible();
    expect(screen.getByText('/Monat')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Jährlich' }));
    expect(screen.getByText('/Jahr')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Vertrieb kontaktieren' })).toHaveAttribute(
      'href',
      '/de/contact',
    );
    expect(document.title).toBe('Preise · Courtside');
  });

  it('shows a legal text in German, its date in German, anchors kept', () => {
    renderRoute(<TermsPage />, { path: '/de/terms' });
    expect(screen.getByRole('heading', { level: 1, name: 'Nutzungsbedingungen' })).toBeVisible();
    expect(screen.getByText('Zuletzt aktualisiert: 15. Dezember 2024')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ihr Konto' })).toHaveAttribute(
      'href',
      '#your-account',
    );
    expect(screen.getByRole('link', { name: 'Kontaktieren Sie uns' })).toHaveAttribute(
      'href',
      '/de/contact',
    );
  });

  it('searches the help centre in German', async () => {
    const user = userEvent.setup();
    renderRoute(<HelpPage />, { path: '/de/help' });
    await user.type(screen.getByRole('searchbox'), 'Passwort vergessen');
    expect(await screen.findByText('1 Ergebnis')).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Ich habe mein Passwort vergessen. Was nun?' }),
    ).toBeVisible();
  });
});
