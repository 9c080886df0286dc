import { z } from 'zod';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, NAME_MIN_LENGTH, USER_ROLES } from '../constants';
import { MESSAGES, getPasswordIssues, isStrongPassword } from './auth-rules';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters, stripHtml } from './sanitize';

// The rules that need no zod live in auth-rules.ts, so light screens can use them alone.
export {
  MESSAGES,
  PASSWORD_REQUIREMENTS,
  emailIssue,
  forgotPasswordEmailIssue,
  getPasswordIssues,
  isStrongPassword,
  primaryPasswordIssue,
  type PasswordRequirement,
} from './auth-rules';

/** Email: required, valid, at most 254 characters, lowercased and trimmed. */
export const emailSchema = z
  .string({ error: MESSAGES.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, MESSAGES.emailRequired)
  .max(EMAIL_MAX_LENGTH, MESSAGES.emailInvalid)
  .pipe(z.email(MESSAGES.emailInvalid));

/** A new password (register, reset): all the strength rules. */
export const passwordSchema = z
  .string({ error: MESSAGES.passwordRequired })
  .superRefine((password, ctx) => {
    for (const message of getPasswordIssues(password)) ctx.addIssue({ code: 'custom', message });
  });

/** Name: required, 2 to 50 characters, letters, digits, spaces, hyphens, apostrophes. */
export const nameSchema = z
  .string({ error: MESSAGES.nameRequired })
  .max(NAME_MAX_LENGTH * 10, MESSAGES.nameTooLong)
  .refine((v) => !hasControlCharacters(v), CONTROL_CHARACTERS_MESSAGE)
  .transform(stripHtml)
  .pipe(
    z
      .string()
      .trim()
      .min(1, MESSAGES.nameRequired)
      .min(NAME_MIN_LENGTH, MESSAGES.nameTooShort)
      .max(NAME_MAX_LENGTH, MESSAGES.nameTooLong)
      .regex(/^[\p{L}\p{N} '-]*$/u, MESSAGES.nameChars),
  );

export const roleSchema = z.enum(USER_ROLES);

/** POST /api/auth/register body. */
export const registerInputSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  password: passwordSchema,
  role: roleSchema.default('player'),
  /**
   * The browser's IANA zone, so the profile starts in it rather than the spec's default
   * (America/New_York). A name the server does not know is ignored: the default stays.
   */
  timezone: z.string().max(64).optional(),
});
export type RegisterInput = z.input<typeof registerInputSchema>;

/** The register form: the API body plus confirmation and terms. */
export const registerFormSchema = registerInputSchema
  .extend({
    confirmPassword: z.string().min(1, MESSAGES.confirmRequired),
    acceptTerms: z.boolean().refine((v) => v, MESSAGES.termsRequired),
  })
  .refine((v) => v.confirmPassword === '' || v.password === v.confirmPassword, {
    message: MESSAGES.passwordsMismatch,
    path: ['confirmPassword'],
  });
export type RegisterForm = z.input<typeof registerFormSchema>;

/** POST /api/auth/login body. The server only needs both present; the form also checks strength. */
export const loginInputSchema = z.object({
  email: emailSchema,
  password: z.string({ error: MESSAGES.passwordRequired }).min(1, MESSAGES.passwordRequired),
  rememberMe: z.boolean().optional(),
});
export type LoginInput = z.input<typeof loginInputSchema>;

/** POST /api/auth/forgot-password and /api/auth/resend-verification body. */
export const forgotPasswordInputSchema = z.object({
  email: z
    .string({ error: MESSAGES.forgotEmailRequired })
    .trim()
    .min(1, MESSAGES.forgotEmailRequired)
    .pipe(emailSchema),
});
export type ForgotPasswordInput = z.input<typeof forgotPasswordInputSchema>;

/** POST /api/auth/reset-password body. */
export const resetPasswordInputSchema = z.object({
  token: z.string({ error: MESSAGES.resetTokenMissing }).min(1, MESSAGES.resetTokenMissing),
  password: passwordSchema,
});
export type ResetPasswordInput = z.input<typeof resetPasswordInputSchema>;

/** The reset form: token from the link, both passwords. */
export const resetPasswordFormSchema = z
  .object({
    token: z.string().min(1, MESSAGES.resetTokenMissing),
    password: z.string().refine(isStrongPassword, MESSAGES.resetPasswordWeak),
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: MESSAGES.resetPasswordsMismatch,
    path: ['confirmPassword'],
  });

/** GET /api/auth/verify-email query. */
export const verifyEmailQuerySchema = z.object({
  token: z.string().min(1, MESSAGES.tokenRequired),
});

/**
 * First message per field of a failed parse, as forms show them. Field names can come from
 * input (`constructor`), so the map has no prototype.
 */
export function firstIssuePerField(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const out: Record<string, string> = Object.create(null);
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || 'form';
    out[field] ??= issue.message;
  }
  return out;
}
