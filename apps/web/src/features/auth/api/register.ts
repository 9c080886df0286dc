import { registerResponseSchema } from '@courtside/shared/api/auth';
import type { RegisterInput } from '@courtside/shared/validation/auth';
import { api } from '@/lib/api-client';
import { INVALID_RESPONSE_MESSAGE } from './login';

/** POST /api/auth/register: the new (unverified) user and the message to show. */
export async function registerUser(input: RegisterInput) {
  const response = await api.post('/auth/register', input);
  const parsed = registerResponseSchema.safeParse(response.data);
  if (!parsed.success) throw new Error(INVALID_RESPONSE_MESSAGE);
  return parsed.data.data;
}
