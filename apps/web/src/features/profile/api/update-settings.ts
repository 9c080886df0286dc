import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  settingsResponseSchema,
  type PublicUser,
  type UpdateSettingsInput,
} from '@courtside/shared/api/user';
import { api } from '@/lib/api-client';
import { keepSavedUser } from '@/lib/saved-user';
import { userPath } from './user-path';
import { readAnswer } from '@/lib/read-answer';

/** PUT /api/users/{id}/settings: any of the four groups, merged over what is stored. */
export async function updateSettings(
  id: string,
  input: UpdateSettingsInput,
): Promise<{ user: PublicUser; notices: string[] }> {
  const response = await api.put(userPath(id, '/settings'), input);
  return readAnswer(settingsResponseSchema, response.data).data;
}

/** Saves settings; the answer's `user` replaces the signed-in user (spec section 7). */
export function useUpdateSettings(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateSettingsInput) => updateSettings(id, input),
    onSuccess: ({ user }) => keepSavedUser(queryClient, user),
  });
}
