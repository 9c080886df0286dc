import { messageResponseSchema } from '@courtside/shared/api/auth';
import { api } from '@/lib/api-client';
import { readAnswer } from '@/lib/read-answer';

/** POST /api/auth/resend-verification: a fresh link for an unverified account. */
export async function resendVerification(email: string): Promise<string> {
  const response = await api.post('/auth/resend-verification', { email });
  return readAnswer(messageResponseSchema, response.data).message;
}
