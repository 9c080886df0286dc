import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  recoveryCodesResponseSchema,
  twoFactorSetupResponseSchema,
} from '@courtside/shared/api/two-factor';
import { api } from '@/lib/api-client';
import { useAuthStore } from '@/lib/auth-store';
import { readAnswer } from '@/lib/read-answer';
import { keepSavedUser } from '@/lib/saved-user';

/** POST /api/auth/2fa/setup: a new secret to scan, waiting for a code to confirm it. */
async function startSetup(): Promise<{ secret: string; otpauthUrl: string }> {
  const response = await api.post('/auth/2fa/setup');
  return readAnswer(twoFactorSetupResponseSchema, response.data).data;
}

/** POST /api/auth/2fa/enable: a current code turns it on; the answer's recovery codes show once. */
async function enable(code: string): Promise<string[]> {
  const response = await api.post('/auth/2fa/enable', { code });
  return readAnswer(recoveryCodesResponseSchema, response.data).data.recoveryCodes;
}

/** Keeps the signed-in user's flag in step: it decides which Account tab buttons show. */
export async function setTwoFactorFlag(queryClient: QueryClient, isEnabled: boolean) {
  const { user } = useAuthStore.getState();
  if (user) await keepSavedUser(queryClient, { ...user, twoFactorEnabled: isEnabled });
}

export const useStartTwoFactorSetup = () => useMutation({ mutationFn: startSetup });

export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: enable, onSuccess: () => setTwoFactorFlag(queryClient, true) });
}
