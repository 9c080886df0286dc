import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recoveryCodesResponseSchema } from '@courtside/shared/api/two-factor';
import { api } from '@/lib/api-client';
import { setTwoFactorFlag } from './two-factor-enrol';
import { readAnswer } from '@/lib/read-answer';

export interface TwoFactorConfirmation {
  password: string;
  code: string;
}

/** POST /api/auth/2fa/disable: the password and a current code (or a recovery code). */
async function disable(input: TwoFactorConfirmation): Promise<void> {
  await api.post('/auth/2fa/disable', input);
}

/** POST /api/auth/2fa/recovery-codes: ten new codes; the old ones stop working. */
async function renewCodes(input: TwoFactorConfirmation): Promise<string[]> {
  const response = await api.post('/auth/2fa/recovery-codes', input);
  return readAnswer(recoveryCodesResponseSchema, response.data).data.recoveryCodes;
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disable,
    onSuccess: () => setTwoFactorFlag(queryClient, false),
  });
}

export const useRenewRecoveryCodes = () => useMutation({ mutationFn: renewCodes });
