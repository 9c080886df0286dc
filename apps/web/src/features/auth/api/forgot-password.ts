import { plainFetch } from './plain-fetch';

export const FORGOT_PASSWORD_FAILED = /*i18n*/ 'Failed to send reset email. Please try again.';

/** POST /api/auth/forgot-password (plain fetch, per spec). */
export const requestPasswordReset = (email: string) =>
  plainFetch('/auth/forgot-password', {
    method: 'POST',
    body: { email },
    fallbackMessage: FORGOT_PASSWORD_FAILED,
  });
