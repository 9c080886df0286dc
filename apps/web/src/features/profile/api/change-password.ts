import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@courtside/shared/api/user';
import { api } from '@/lib/api-client';
import { userPath } from './user-path';

/** PUT /api/users/{id}/password: this session stays, every other one is signed out. */
async function changePassword(id: string, input: ChangePasswordInput): Promise<void> {
  await api.put(userPath(id, '/password'), input);
}

export function useChangePassword(id: string) {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => changePassword(id, input),
  });
}
