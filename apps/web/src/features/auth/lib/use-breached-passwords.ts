import { useEffect, useState } from 'react';
import { hasBreachedPasswords } from '@courtside/shared/validation/common-passwords';

/**
 * Fetches the breached-password list for the common-password rule when a
 * screen that chooses a password mounts. The list is its own chunk (about
 * 230 kB gzipped), so no other screen pays for it. Returns whether it has
 * arrived; the state change re-renders the screen, so its checklist and errors
 * then apply the full rule. Until then, or if the download fails, the rule
 * knows only the spec's ten words; the server always applies the full list.
 */
export function useBreachedPasswords(): boolean {
  const [isLoaded, setIsLoaded] = useState(hasBreachedPasswords);
  useEffect(() => {
    if (isLoaded) return;
    import('@courtside/shared/validation/breached-passwords').then(
      () => setIsLoaded(true),
      () => {}, // offline or a stale deploy: keep the ten-word rule, the server still checks
    );
  }, [isLoaded]);
  return isLoaded;
}
