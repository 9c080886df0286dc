import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEY } from '@/lib/auth-store';
import { setLocale } from '@/lib/i18n';
import { followUserLanguage } from './user-preferences-effect';

const storeUser = (language: string) =>
  localStorage.setItem(
    AUTH_STORAGE_KEY,
    JSON.stringify({ state: { user: { settings: { preferences: { language } } } }, version: 0 }),
  );

afterEach(() => {
  localStorage.clear();
  document.cookie = 'lang=; Max-Age=0; Path=/';
  window.history.replaceState(null, '', '/');
  setLocale('en');
});

describe("the page's language follows the user's setting (issue 29)", () => {
  it('loads the page again in the language the user chose, and remembers it', () => {
    window.history.replaceState(null, '', '/app/profile?tab=preferences');
    storeUser('de');
    const reload = vi.fn();
    followUserLanguage(reload);
    expect(reload).toHaveBeenCalledOnce();
    expect(document.cookie).toContain('lang=de');
  });

  it('does nothing when the page is already in it, so it cannot loop', () => {
    window.history.replaceState(null, '', '/app/profile');
    storeUser('de');
    setLocale('de');
    const reload = vi.fn();
    followUserLanguage(reload);
    expect(reload).not.toHaveBeenCalled();
  });

  it('keeps a public page in the language of its address', () => {
    window.history.replaceState(null, '', '/pricing');
    storeUser('fr');
    const reload = vi.fn();
    followUserLanguage(reload);
    expect(reload).not.toHaveBeenCalled();
  });
});
