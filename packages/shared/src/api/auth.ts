import { z } from 'zod';
import { publicUserSchema } from './user';

/**
 * Success bodies of the auth endpoints (spec section 7, inside `data` per ARCHITECTURE.md).
 * The spec's own client reads `user`, `token` and `message` from the body itself, so they are
 * also beside the envelope (issue 23.2, decision 016).
 */
export const loginResponseSchema = z.object({
  data: z.object({ user: publicUserSchema, token: z.string() }),
  user: publicUserSchema,
  token: z.string(),
  message: z.string().optional(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const registerResponseSchema = z.object({
  data: z.object({ user: publicUserSchema, message: z.string() }),
  user: publicUserSchema,
  message: z.string(),
});

export const profileResponseSchema = z.object({ data: publicUserSchema });

/** Verify email answers `message` and `email` at the top level, as the spec's screen reads them. */
export const verifyEmailResponseSchema = z.object({ message: z.string(), email: z.string() });

export const messageResponseSchema = z.object({ message: z.string() });

/** GET /api/dev/outbox (outside production only). */
export const outboxMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  links: z.array(z.string()),
  createdAt: z.string(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;
export const outboxResponseSchema = z.object({ data: z.array(outboxMailSchema) });

export const REGISTER_SUCCESS_MESSAGE =
  /*i18n*/ 'Registration successful! Please check your email to verify your account.';
export const EMAIL_NOT_VERIFIED_MESSAGE =
  /*i18n*/ 'Please verify your email address before signing in. Check your email for the verification link.';
export const FORGOT_PASSWORD_MESSAGE =
  /*i18n*/ 'If an account exists for that email, we have sent a password reset link.';
export const EMAIL_TAKEN_MESSAGE = /*i18n*/ 'An account with this email already exists';
export const INVALID_CREDENTIALS_MESSAGE = /*i18n*/ 'Invalid email or password';
export const EMAIL_VERIFIED_MESSAGE = /*i18n*/ 'Email verified successfully! You can now sign in.';
export const INVALID_VERIFY_TOKEN_MESSAGE =
  /*i18n*/ 'This verification link is invalid or has expired.';
export const RESEND_VERIFICATION_MESSAGE =
  /*i18n*/ 'If that account is waiting for verification, we have sent a new verification link.';
export const INVALID_RESET_TOKEN_MESSAGE =
  /*i18n*/ 'This password reset link is invalid or has expired.';
export const PASSWORD_RESET_MESSAGE = /*i18n*/ 'Your password has been reset. You can now sign in.';
export const LOGOUT_MESSAGE = /*i18n*/ 'Signed out';
