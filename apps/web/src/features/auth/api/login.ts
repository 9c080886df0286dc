import { loginResponseSchema } from '@courtside/shared/api/auth';
import { loginTwoFactorResponseSchema } from '@courtside/shared/api/two-factor';
import type { PublicUser } from '@courtside/shared/api/user';
import type { LoginInput } from '@courtside/shared/validation/auth';
import { api } from '@/lib/api-client';

export const INVALID_RESPONSE_MESSAGE = /*i18n*/ 'Invalid response from server';

/**
 * What a right password gets: a session, or (two-factor sign-in on, decision 011) a challenge
 * that a code from the authenticator app or a recovery code completes.
 */
export type LoginResult =
  | { user: PublicUser; token: string; challenge?: undefined }
  | { challenge: string; user?: undefined; token?: undefined };

/** POST /api/auth/login: the user and the session token, or a two-factor challenge. */
export async function loginUser(input: LoginInput): Promise<LoginResult> {
  const response = await api.post('/auth/login', input);
  const secondStep = loginTwoFactorResponseSchema.safeParse(response.data);
  if (secondStep.success) return { challenge: secondStep.data.data.challenge };
  const parsed = loginResponseSchema.safeParse(response.data);
  if (!parsed.success) throw new Error(INVALID_RESPONSE_MESSAGE);
  return parsed.data.data;
}
