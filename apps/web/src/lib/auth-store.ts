import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
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

export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
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
    }),
    {
      name: 'auth-storage',
      storage: createJSONStorage(() => localStorage),
      partialize: ({ user, token, isAuthenticated }) => ({ user, token, isAuthenticated }),
    },
  ),
);
