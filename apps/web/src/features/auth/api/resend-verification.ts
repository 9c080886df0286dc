import { messageResponseSchema } from '@courtside/shared/api/auth';
import { api } from '@/lib/api-client';

/** POST /api/auth/resend-verification: a fresh link for an unverified account. */
export async function resendVerification(email: string): Promise<string> {
  const response = await api.post('/auth/resend-verification', { email });
  return messageResponseSchema.parse(response.data).message;
}
