import { loginCompletedResponseSchema } from '@courtside/shared/api/two-factor';
import { api } from '@/lib/api-client';
import { INVALID_RESPONSE_MESSAGE } from './login';

export interface LoginTwoFactorInput {
  /** The challenge POST /api/auth/login answered. */
  challenge: string;
  /** A 6-digit code from the authenticator app, or a recovery code (xxxxx-xxxxx). */
  code: string;
}

/**
 * POST /api/auth/login/2fa: the second step of a sign-in with two-factor on (decision 011).
 * Answers the user and the session token as a plain sign-in does. A wrong code is a 422 on
 * `code`; an unknown, expired or used-up challenge a 401.
 */
export async function loginTwoFactor(input: LoginTwoFactorInput) {
  const response = await api.post('/auth/login/2fa', input);
  const parsed = loginCompletedResponseSchema.safeParse(response.data);
  if (!parsed.success) throw new Error(INVALID_RESPONSE_MESSAGE);
  return parsed.data.data;
}
