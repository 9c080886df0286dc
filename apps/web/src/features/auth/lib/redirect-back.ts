import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuthStore } from '@/lib/auth-store';
import { DEFAULT_AFTER_SIGN_IN, safeNextPath, signInPathFor } from './redirect-guards';

export {
  DEFAULT_AFTER_SIGN_IN,
  RedirectIfSignedIn,
  RequireSignIn,
  safeNextPath,
} from './redirect-guards';

/** Issue 11: shown on the sign-in page when the session ran out (or was revoked) in /app. */
export const SESSION_EXPIRED_MESSAGE = /*i18n*/ 'Your session has expired. Please sign in again.';

const EXPIRED_KEY = 'courtside:session-expired';
/** An expiry older than this is not what the visitor is signing in about. */
const EXPIRED_TTL_MS = 30 * 60 * 1000;

/**
 * In the signed-in shell: when the session is cleared under it (a 401, a revoked session
 * closing the live socket), remember the page, so the sign-in page says why and comes back
 * here. Sign-out leaves /app before it clears the session, so it is not taken for an expiry;
 * the shell calls this before `useLogout`, whose clean-up clears the session, so this
 * listener is gone by then.
 */
export function useRememberExpiredSession(): void {
  const { pathname, search, hash } = useLocation();
  const where = useRef('');
  useEffect(() => {
    where.current = `${pathname}${search}${hash}`;
  });
  useEffect(
    () =>
      useAuthStore.subscribe((state, previous) => {
        if (!previous.isAuthenticated || state.isAuthenticated) return;
        const next = safeNextPath(where.current);
        if (!next) return;
        try {
          sessionStorage.setItem(EXPIRED_KEY, JSON.stringify({ next, at: Date.now() }));
        } catch {
          // Storage refused (private mode): the sign-in page just goes to the dashboard.
        }
      }),
    [],
  );
}

function readExpired(): { next: string } | null {
  try {
    const raw = sessionStorage.getItem(EXPIRED_KEY);
    if (!raw) return null;
    const { next, at } = JSON.parse(raw) as { next?: string; at?: number };
    const path = safeNextPath(next);
    return path && typeof at === 'number' && Date.now() - at < EXPIRED_TTL_MS
      ? { next: path }
      : null;
  } catch {
    return null;
  }
}

/**
 * For the sign-in page: where to go after signing in (`?next=` when it is a safe /app path,
 * else the page whose session expired, else the dashboard) and the expiry notice, if any.
 */
export function useRedirectBack(): { nextPath: string; notice: string | null } {
  const location = useLocation();
  const navigate = useNavigate();
  const [expired] = useState(readExpired);
  const asked = safeNextPath(new URLSearchParams(location.search).get('next'));
  // Read once: a later visit to the sign-in page is not about this expiry. The page to come
  // back to moves into the address, where the signed-in guard reads it too.
  useEffect(() => {
    try {
      sessionStorage.removeItem(EXPIRED_KEY);
    } catch {
      // Nothing stored.
    }
    if (expired && !asked) {
      void navigate(signInPathFor(expired.next), { replace: true, state: location.state });
    }
    // Only on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return {
    nextPath: asked ?? expired?.next ?? DEFAULT_AFTER_SIGN_IN,
    notice: expired ? SESSION_EXPIRED_MESSAGE : null,
  };
}
