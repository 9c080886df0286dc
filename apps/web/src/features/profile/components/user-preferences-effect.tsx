import { useEffect } from 'react';
import { useAuthStore } from '@/lib/auth-store';
import { applyPreferences } from '../lib/apply-preferences';

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
  return null;
}
