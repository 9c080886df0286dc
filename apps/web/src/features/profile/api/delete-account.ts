import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountInput } from '@courtside/shared/api/user';
import { api } from '@/lib/api-client';
import { userPath } from './user-path';

/**
 * DELETE /api/users/{id} (docs/decisions/010): the password, and a code while two-factor
 * sign-in is on. The server revokes every session; the caller signs out locally.
 */
async function deleteAccount(id: string, input: DeleteAccountInput): Promise<void> {
  await api.delete(userPath(id), { data: input });
}

export const useDeleteAccount = (id: string) =>
  useMutation({ mutationFn: (input: DeleteAccountInput) => deleteAccount(id, input) });
