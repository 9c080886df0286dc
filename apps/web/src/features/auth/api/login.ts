import { loginResponseSchema } from '@courtside/shared/api/auth';
import type { LoginInput } from '@courtside/shared/validation/auth';
import { api } from '@/lib/api-client';

export const INVALID_RESPONSE_MESSAGE = 'Invalid response from server';

/** POST /api/auth/login: the user and the session token. */
export async function loginUser(input: LoginInput) {
  const response = await api.post('/auth/login', input);
  const parsed = loginResponseSchema.safeParse(response.data);
  if (!parsed.success) throw new Error(INVALID_RESPONSE_MESSAGE);
  return parsed.data.data;
}
