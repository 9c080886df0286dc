import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profilePictureResponseSchema, type PublicUser } from '@courtside/shared/api/user';
import { api } from '@/lib/api-client';
import { keepSavedUser } from '@/lib/saved-user';
import { userPath } from './user-path';
import { readAnswer } from '@/lib/read-answer';

/** POST /api/users/{id}/profile-picture (multipart field `profileImage`). */
async function uploadPicture(id: string, file: File): Promise<PublicUser> {
  const body = new FormData();
  body.append('profileImage', file, file.name);
  // Not the client's JSON default (axios would serialise the form); the browser adds the boundary.
  const response = await api.post(userPath(id, '/profile-picture'), body, {
    headers: { 'Content-Type': 'multipart/form-data' },
  });
  return readAnswer(profilePictureResponseSchema, response.data).data.user;
}

/** DELETE /api/users/{id}/profile-picture. */
async function removePicture(id: string): Promise<PublicUser> {
  const response = await api.delete(userPath(id, '/profile-picture'));
  return readAnswer(profilePictureResponseSchema, response.data).data.user;
}

/** The stored picture is merged into the signed-in user (spec section 7). */
export function useUploadPicture(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadPicture(id, file),
    onSuccess: (user: PublicUser) => keepSavedUser(queryClient, user),
  });
}

export function useRemovePicture(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => removePicture(id),
    onSuccess: (user: PublicUser) => keepSavedUser(queryClient, user),
  });
}
