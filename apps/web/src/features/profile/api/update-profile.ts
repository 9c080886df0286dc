import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  userResponseSchema,
  type PublicUser,
  type UpdateProfileInput,
} from '@courtside/shared/api/user';
import { api } from '@/lib/api-client';
import { keepSavedUser } from '@/lib/saved-user';
import { userPath } from './user-path';
import { readAnswer } from '@/lib/read-answer';

/** PUT /api/users/{id}: the profile fields; the answer is the stored user. */
export async function updateProfile(id: string, input: UpdateProfileInput): Promise<PublicUser> {
  const response = await api.put(userPath(id), input);
  return readAnswer(userResponseSchema, response.data).data;
}

/** Saves the profile; the answer's user replaces the signed-in user (spec section 7). */
export function useUpdateProfile(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProfileInput) => updateProfile(id, input),
    onSuccess: (user) => keepSavedUser(queryClient, user),
  });
}
