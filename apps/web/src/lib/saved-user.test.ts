import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { PublicUser } from '@courtside/shared/api/user';
import { useAuthStore } from './auth-store';
import { queryKeys } from './query-keys';
import { keepSavedUser } from './saved-user';
import { TEST_USER } from '@/test/fixtures';

describe('keepSavedUser', () => {
  afterEach(() => useAuthStore.getState().clearSession());

  it('a profile refresh begun before a save cannot put the old user back (e2e flake, 2026-11-27)', async () => {
    const before: PublicUser = { ...TEST_USER, location: null };
    const saved: PublicUser = { ...before, location: 'Boulder, CO' };
    useAuthStore.getState().login(before, 'token', false);
    const queryClient = new QueryClient();
    // The shell's refresh at mount: its answer, read before the save, arrives after it.
    let answer!: (user: PublicUser) => void;
    void queryClient
      .fetchQuery({
        queryKey: queryKeys.profile,
        queryFn: () => new Promise<PublicUser>((resolve) => (answer = resolve)),
      })
      .catch(() => undefined);

    await keepSavedUser(queryClient, saved);
    answer(before);
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(queryClient.getQueryData(queryKeys.profile)).toEqual(saved);
    expect(useAuthStore.getState().user).toEqual(saved);
  });
});
