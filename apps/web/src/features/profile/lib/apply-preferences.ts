import type { PublicUser } from '@courtside/shared/api/user';
import { setDisplayPreferences } from '@/lib/format';

type Theme = PublicUser['settings']['preferences']['theme'];

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** Whether a theme shows dark now: 'auto' follows the device. */
export function isDarkTheme(theme: Theme): boolean {
  if (theme === 'dark') return true;
  if (theme !== 'auto' || typeof window.matchMedia !== 'function') return false;
  return window.matchMedia(DARK_QUERY).matches;
}

/** Puts the theme on <html> (the `dark` class of index.css). */
export function applyTheme(theme: Theme | null) {
  const html = document.documentElement;
  html.classList.toggle('dark', theme !== null && isDarkTheme(theme));
}

/**
 * Applies a signed-in user's preferences to the page (theme) and to the date, time and number
 * formatters of lib/format.ts; `null` goes back to the light theme and the spec's formats.
 * Returns a function that stops following the device's dark mode (theme 'auto').
 */
export function applyPreferences(user: PublicUser | null): () => void {
  const preferences = user?.settings.preferences ?? null;
  applyTheme(preferences?.theme ?? null);
  setDisplayPreferences(
    preferences && {
      dateFormat: preferences.dateFormat,
      timeFormat: preferences.timeFormat,
      timezone: preferences.timezone,
      language: preferences.language,
    },
  );
  if (preferences?.theme !== 'auto' || typeof window.matchMedia !== 'function') return () => {};
  const media = window.matchMedia(DARK_QUERY);
  const onChange = () => applyTheme('auto');
  media.addEventListener?.('change', onChange);
  return () => media.removeEventListener?.('change', onChange);
}
