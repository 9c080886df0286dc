import { verifyEmailResponseSchema } from '@courtside/shared/api/auth';
import { plainFetch } from './plain-fetch';

export const VERIFICATION_FAILED = 'Verification failed. The link may be expired or invalid.';

/** GET /api/auth/verify-email?token= (called directly, not through the client). */
export async function verifyEmail(token: string) {
  const body = await plainFetch(`/auth/verify-email?token=${encodeURIComponent(token)}`, {
    fallbackMessage: VERIFICATION_FAILED,
  });
  return verifyEmailResponseSchema.parse(body);
}
