import { z } from 'zod';
import { loginResponseSchema } from './auth';
import { PASSWORD_MAX_LENGTH } from '../constants';
import { MESSAGES } from '../validation/auth';

/** Two-factor sign-in texts (Enable 2FA on the Account tab, the second sign-in step). */
export const TWO_FACTOR_MESSAGES = {
  setupStarted:
    /*i18n*/ 'Scan the QR code with your authenticator app, then enter the code it shows',
  enabled: /*i18n*/ 'Two-factor authentication enabled. Keep your recovery codes somewhere safe.',
  disabled: /*i18n*/ 'Two-factor authentication disabled',
  recoveryCodesRenewed: /*i18n*/ 'New recovery codes created. The old ones no longer work.',
  codeRequired: /*i18n*/ 'Please enter the code from your authenticator app',
  codeInvalid: /*i18n*/ 'That code is not valid. Check your authenticator app and try again.',
  alreadyEnabled: /*i18n*/ 'Two-factor authentication is already enabled',
  notEnabled: /*i18n*/ 'Two-factor authentication is not enabled',
  noSetup: /*i18n*/ 'Start the set-up again: no authenticator is waiting for confirmation',
  challengeInvalid: /*i18n*/ 'Your sign-in has expired. Please sign in again.',
} as const;

/** A code from the app (6 digits) or a recovery code (xxxxx-xxxxx); spaces are ignored. */
export const twoFactorCodeSchema = z
  .string({ error: TWO_FACTOR_MESSAGES.codeRequired })
  .max(64, TWO_FACTOR_MESSAGES.codeInvalid)
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().min(1, TWO_FACTOR_MESSAGES.codeRequired));

const passwordField = z
  .string({ error: MESSAGES.passwordRequired })
  .min(1, MESSAGES.passwordRequired)
  .max(PASSWORD_MAX_LENGTH * 8, MESSAGES.passwordRequired);

/** POST /api/auth/2fa/setup answer: the secret to scan, shown until enrolment is confirmed. */
export const twoFactorSetupResponseSchema = z.object({
  data: z.object({
    /** Base32 secret, for typing into an app by hand. */
    secret: z.string(),
    /** otpauth://totp/... (RFC 6238 key URI): the content of the QR code. */
    otpauthUrl: z.string(),
  }),
  message: z.string(),
});

/** POST /api/auth/2fa/enable body: a current code proves the app holds the secret. */
export const enableTwoFactorInputSchema = z.object({ code: twoFactorCodeSchema });

/** Enable and recovery-code renewal answer: the recovery codes, shown this once only. */
export const recoveryCodesResponseSchema = z.object({
  data: z.object({ recoveryCodes: z.array(z.string()) }),
  message: z.string(),
});

/** POST /api/auth/2fa/disable and /recovery-codes body: the password and a current code. */
export const confirmTwoFactorInputSchema = z.object({
  password: passwordField,
  code: twoFactorCodeSchema,
});

/** POST /api/auth/login when two-factor sign-in is on: no session yet, a challenge instead. */
export const loginTwoFactorResponseSchema = z.object({
  data: z.object({ twoFactorRequired: z.literal(true), challenge: z.string() }),
  message: z.string().optional(),
});

/** POST /api/auth/login/2fa body: the challenge and a code or a recovery code. */
export const loginTwoFactorInputSchema = z.object({
  challenge: z.string().min(1, TWO_FACTOR_MESSAGES.challengeInvalid).max(128),
  code: twoFactorCodeSchema,
});

/** POST /api/auth/login/2fa answer: the same as a sign-in without two-factor. */
export const loginCompletedResponseSchema = loginResponseSchema;
