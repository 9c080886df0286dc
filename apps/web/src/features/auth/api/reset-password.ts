import { plainFetch } from './plain-fetch';

export const RESET_PASSWORD_FAILED = /*i18n*/ 'Failed to reset password. Please try again.';

/** POST /api/auth/reset-password (plain fetch, per spec). */
export const resetPassword = (input: { token: string; password: string }) =>
  plainFetch('/auth/reset-password', {
    method: 'POST',
    body: input,
    fallbackMessage: RESET_PASSWORD_FAILED,
  });
