import type { QueryClient } from '@tanstack/react-query';
import type { PublicUser } from '@courtside/shared/api/user';
import { useAuthStore } from './auth-store';
import { queryKeys } from './query-keys';

/**
 * A user the server has just saved becomes the signed-in user and the profile query's data. A
 * profile refresh still under way (the shell's at mount) is cancelled first: its answer was read
 * before the save and would put the old user back.
 */
export async function keepSavedUser(queryClient: QueryClient, user: PublicUser): Promise<void> {
  await queryClient.cancelQueries({ queryKey: queryKeys.profile });
  queryClient.setQueryData(queryKeys.profile, user);
  useAuthStore.getState().updateUser(user);
}
