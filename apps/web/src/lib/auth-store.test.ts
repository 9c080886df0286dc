import { describe, expect, it, vi } from 'vitest';
import { TEST_USER } from '@/test/fixtures';

const SIGNED_IN = { user: TEST_USER, token: 'token-1', isAuthenticated: true };

/** The store as a new page load makes it, from what localStorage holds now. */
async function loadStore() {
  vi.resetModules();
  return (await import('./auth-store')).useAuthStore;
}

describe('the auth store between visits', () => {
  it('keeps the session under auth-storage, in the shape the boot script and e2e read', async () => {
    const store = await loadStore();
    store.getState().login(TEST_USER, 'token-1', true);
    expect(JSON.parse(localStorage.getItem('auth-storage')!)).toEqual({
      state: SIGNED_IN,
      version: 0,
    });
    expect(localStorage.getItem('token')).toBe('token-1');

    store.getState().clearSession();
    expect(JSON.parse(localStorage.getItem('auth-storage')!)).toEqual({
      state: { user: null, token: null, isAuthenticated: false },
      version: 0,
    });
  });

  it('restores it on the next load; the first render (hydration) still starts signed out', async () => {
    localStorage.setItem('auth-storage', JSON.stringify({ state: SIGNED_IN, version: 0 }));
    const store = await loadStore();
    expect(store.getState()).toMatchObject(SIGNED_IN);
    expect(store.getInitialState()).toMatchObject({ user: null, isAuthenticated: false });
  });

  it('starts signed out when what is stored cannot be read', async () => {
    localStorage.setItem('auth-storage', '{"state":');
    const store = await loadStore();
    expect(store.getState()).toMatchObject({ user: null, token: null, isAuthenticated: false });
  });
});
