import { registerResponseSchema } from '@courtside/shared/api/auth';
import type { RegisterInput } from '@courtside/shared/validation/auth';
import { api } from '@/lib/api-client';
import { INVALID_RESPONSE_MESSAGE } from './login';

/**
 * POST /api/auth/register: the new (unverified) user and the message to show. The browser's
 * zone goes along, so the profile starts in it rather than the spec's default.
 */
export async function registerUser(input: RegisterInput) {
  const timezone = input.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const response = await api.post('/auth/register', { ...input, timezone });
  const parsed = registerResponseSchema.safeParse(response.data);
  if (!parsed.success) throw new Error(INVALID_RESPONSE_MESSAGE);
  return parsed.data.data;
}
