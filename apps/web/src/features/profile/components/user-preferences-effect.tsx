import { useEffect } from 'react';
import { useAuthStore } from '@/lib/auth-store';
import { currentLocale } from '@/lib/i18n';
import { browserLocaleSources, rememberLocale, resolveLocale } from '@/lib/i18n/resolve-locale';
import { applyPreferences } from '../lib/apply-preferences';

/**
 * The page's language follows the user's setting (issue 29): once it differs from the language
 * the page was loaded in (a save on the Preferences tab, a sign-in on a page in another
 * language), the choice is remembered for the public pages and the page loads again in it.
 * Decided from what the next load will read, so it cannot loop.
 */
export function followUserLanguage(reload: () => void = () => window.location.reload()): void {
  const next = resolveLocale(window.location.pathname, browserLocaleSources());
  if (next === currentLocale()) return;
  rememberLocale(next);
  reload();
}

/** Mounted instances: the last one to go restores the defaults (light, the spec's formats). */
let mounted = 0;

/**
 * Makes the signed-in user's Preferences take effect while it is mounted: the theme on <html>
 * and the date, time and number formats of lib/format.ts, updated as soon as the stored user
 * changes (a save on the Preferences tab, a refresh from the server). Meant for the signed-in
 * shell; the Profile page mounts it too, so a change there shows at once.
 */
export function UserPreferencesEffect() {
  const user = useAuthStore((s) => s.user);
  useEffect(() => {
    mounted += 1;
    return () => {
      mounted -= 1;
      if (mounted === 0) applyPreferences(null)();
    };
  }, []);
  useEffect(() => applyPreferences(user), [user]);
  useEffect(() => {
    if (user) followUserLanguage();
  }, [user]);
  return null;
}
