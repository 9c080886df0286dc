import { PlainFetchError, SOMETHING_WENT_WRONG, plainFetch } from './plain-fetch';

export const VERIFICATION_FAILED =
  /*i18n*/ 'Verification failed. The link may be expired or invalid.';

/**
 * GET /api/auth/verify-email?token= (called directly, not through the client).
 * The answer's zod schema is fetched alongside the call, not with the page.
 */
export async function verifyEmail(token: string) {
  const schemas = import('@courtside/shared/api/auth').catch(() => {
    throw new PlainFetchError(SOMETHING_WENT_WRONG, true);
  });
  const body = await plainFetch(`/auth/verify-email?token=${encodeURIComponent(token)}`, {
    fallbackMessage: VERIFICATION_FAILED,
  });
  return (await schemas).verifyEmailResponseSchema.parse(body);
}
