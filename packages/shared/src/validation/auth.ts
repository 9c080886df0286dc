import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USER_ROLES,
} from '../constants';
import { isCommonPassword } from './common-passwords';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters, stripHtml } from './sanitize';

/** Messages of spec section 5, written once. */
export const MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters long',
  passwordTooLong: 'Password must be less than 128 characters',
  passwordLowercase: 'Password must contain at least one lowercase letter',
  passwordUppercase: 'Password must contain at least one uppercase letter',
  passwordNumber: 'Password must contain at least one number',
  passwordSpecial: 'Password must contain at least one special character',
  passwordCommon: 'Password is too common. Please choose a stronger password',
  nameRequired: 'Name is required',
  nameTooShort: 'Name must be at least 2 characters long',
  nameTooLong: 'Name must be less than 50 characters',
  nameChars: 'Name can only contain letters, numbers, spaces, hyphens, and apostrophes',
  confirmRequired: 'Please confirm your password',
  passwordsMismatch: 'Passwords do not match',
  termsRequired: 'You must accept the terms and privacy policy',
  forgotEmailRequired: 'Please enter your email address.',
  resetTokenMissing: 'Invalid reset token.',
  resetPasswordsMismatch: 'Passwords do not match.',
  resetPasswordWeak: 'Please ensure your password meets all requirements.',
  tokenRequired: 'Token is required',
} as const;

/** One requirement of the password strength checklist (spec section 5). */
export interface PasswordRequirement {
  id: 'length' | 'lowercase' | 'uppercase' | 'number' | 'special' | 'common';
  label: string;
  message: string;
  test: (password: string) => boolean;
}

/** The strength checklist, in the order the messages are reported. */
export const PASSWORD_REQUIREMENTS: readonly PasswordRequirement[] = [
  {
    id: 'length',
    label: `At least ${PASSWORD_MIN_LENGTH} characters`,
    message: MESSAGES.passwordTooShort,
    test: (p) => p.length >= PASSWORD_MIN_LENGTH,
  },
  {
    id: 'lowercase',
    label: 'One lowercase letter',
    message: MESSAGES.passwordLowercase,
    test: (p) => /[a-z]/.test(p),
  },
  {
    id: 'uppercase',
    label: 'One uppercase letter',
    message: MESSAGES.passwordUppercase,
    test: (p) => /[A-Z]/.test(p),
  },
  {
    id: 'number',
    label: 'One number',
    message: MESSAGES.passwordNumber,
    test: (p) => /\d/.test(p),
  },
  {
    id: 'special',
    label: 'One special character',
    message: MESSAGES.passwordSpecial,
    test: (p) => /[^A-Za-z0-9\s]/.test(p),
  },
  {
    id: 'common',
    label: 'Not a common password',
    message: MESSAGES.passwordCommon,
    test: (p) => !isCommonPassword(p),
  },
];

/** Every message the password breaks, in checklist order; empty when it is strong. */
export function getPasswordIssues(password: string): string[] {
  if (password.length === 0) return [MESSAGES.passwordRequired];
  const issues = PASSWORD_REQUIREMENTS.filter((r) => !r.test(password)).map((r) => r.message);
  if (password.length > PASSWORD_MAX_LENGTH) issues.push(MESSAGES.passwordTooLong);
  return issues;
}

export const isStrongPassword = (password: string): boolean =>
  getPasswordIssues(password).length === 0;

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
 * The one password message a form shows under the field: a common password is
 * named as such first (it is the most useful hint), otherwise the first unmet rule.
 */
export function primaryPasswordIssue(password: string): string | undefined {
  const issues = getPasswordIssues(password);
  return issues.includes(MESSAGES.passwordCommon) ? MESSAGES.passwordCommon : issues[0];
}

/** First message per field of a failed parse, as forms show them. */
export function firstIssuePerField(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || 'form';
    out[field] ??= issue.message;
  }
  return out;
}
