import { create } from 'zustand';
import type { PublicUser } from '@courtside/shared/api/user';

/** Auth state of spec section 3, persisted under `auth-storage`; the token also under `token`. */
interface AuthState {
  user: PublicUser | null;
  token: string | null;
  isAuthenticated: boolean;
  /** Stores the session after a successful login. */
  login: (user: PublicUser, token: string, rememberMe: boolean) => void;
  /** Clears the session locally (the server call is the caller's business). */
  clearSession: () => void;
  /** Replaces only the user object. */
  updateUser: (user: PublicUser) => void;
}

export const TOKEN_STORAGE_KEY = 'token';
export const REMEMBER_ME_STORAGE_KEY = 'rememberMe';

/**
 * Where the session is kept between visits, as `{ state, version }`: the shape zustand's persist
 * middleware wrote, which the boot script (web-boot-script.ts, for the theme) and the e2e
 * session helper read too.
 */
export const AUTH_STORAGE_KEY = 'auth-storage';

type StoredSession = Pick<AuthState, 'user' | 'token' | 'isAuthenticated'>;

export const useAuthStore = create<AuthState>()((set) => ({
  user: null,
  token: null,
  isAuthenticated: false,
  login: (user, token, rememberMe) => {
    localStorage.setItem(TOKEN_STORAGE_KEY, token);
    if (rememberMe) localStorage.setItem(REMEMBER_ME_STORAGE_KEY, 'true');
    else localStorage.removeItem(REMEMBER_ME_STORAGE_KEY);
    set({ user, token, isAuthenticated: true });
  },
  clearSession: () => {
    localStorage.removeItem(TOKEN_STORAGE_KEY);
    localStorage.removeItem(REMEMBER_ME_STORAGE_KEY);
    set({ user: null, token: null, isAuthenticated: false });
  },
  // A late profile answer must not bring a signed-out user back.
  updateUser: (user) => set((state) => (state.isAuthenticated ? { user } : state)),
}));

// Kept by hand, not by zustand's persist middleware, whose versions, migrations and async
// storages cost every public page 0.7 KB gzipped (docs/decisions/013). Restored once, as the
// module loads, before anything renders; `getInitialState()` stays signed out, so the
// prerendered landing page hydrates as it was rendered and then shows the session.
try {
  const stored = JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? 'null') as {
    state?: StoredSession;
  } | null;
  if (stored?.state) useAuthStore.setState(stored.state);
} catch {
  // No storage, or not ours to read: signed out.
}

useAuthStore.subscribe(({ user, token, isAuthenticated }) => {
  const state: StoredSession = { user, token, isAuthenticated };
  try {
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ state, version: 0 }));
  } catch {
    // Storage full or refused: the session lasts until the tab closes.
  }
});
