/**
 * The account fields' rules of spec section 5 as plain functions, without zod:
 * the sign-in and password screens apply them as the visitor types and must
 * not download a schema library for it. `auth.ts` re-exports all of this, and
 * its schemas use the same messages and password rules; its email schema is
 * mirrored by `emailIssue`, and `auth-rules.test.ts` holds the two together.
 */
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { isCommonPassword } from './common-passwords';

/**
 * The pattern `z.email()` applies by default (zod's `regexes.email`), written out: importing
 * it from zod put all of zod's patterns into the sign-in pages' first download, about 1 KB
 * gzipped, because zod's own chunk shares that module. `auth-rules.test.ts` holds it equal.
 */
export const EMAIL_PATTERN =
  // eslint-disable-next-line no-useless-escape -- zod's text exactly, escapes included
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

/** Messages of spec section 5, written once. */
export const MESSAGES = {
  emailRequired: /*i18n*/ 'Email is required',
  emailInvalid: /*i18n*/ 'Please enter a valid email address',
  passwordRequired: /*i18n*/ 'Password is required',
  passwordTooShort: /*i18n*/ 'Password must be at least 8 characters long',
  passwordTooLong: /*i18n*/ 'Password must be less than 128 characters',
  passwordLowercase: /*i18n*/ 'Password must contain at least one lowercase letter',
  passwordUppercase: /*i18n*/ 'Password must contain at least one uppercase letter',
  passwordNumber: /*i18n*/ 'Password must contain at least one number',
  passwordSpecial: /*i18n*/ 'Password must contain at least one special character',
  passwordCommon: /*i18n*/ 'Password is too common. Please choose a stronger password',
  nameRequired: /*i18n*/ 'Name is required',
  nameTooShort: /*i18n*/ 'Name must be at least 2 characters long',
  nameTooLong: /*i18n*/ 'Name must be less than 50 characters',
  nameChars: /*i18n*/ 'Name can only contain letters, numbers, spaces, hyphens, and apostrophes',
  confirmRequired: /*i18n*/ 'Please confirm your password',
  passwordsMismatch: /*i18n*/ 'Passwords do not match',
  termsRequired: /*i18n*/ 'You must accept the terms and privacy policy',
  forgotEmailRequired: /*i18n*/ 'Please enter your email address.',
  resetTokenMissing: /*i18n*/ 'Invalid reset token.',
  resetPasswordsMismatch: /*i18n*/ 'Passwords do not match.',
  resetPasswordWeak: /*i18n*/ 'Please ensure your password meets all requirements.',
  tokenRequired: /*i18n*/ 'Token is required',
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
    label: /*i18n*/ 'One lowercase letter',
    message: MESSAGES.passwordLowercase,
    test: (p) => /[a-z]/.test(p),
  },
  {
    id: 'uppercase',
    label: /*i18n*/ 'One uppercase letter',
    message: MESSAGES.passwordUppercase,
    test: (p) => /[A-Z]/.test(p),
  },
  {
    id: 'number',
    label: /*i18n*/ 'One number',
    message: MESSAGES.passwordNumber,
    test: (p) => /\d/.test(p),
  },
  {
    id: 'special',
    label: /*i18n*/ 'One special character',
    message: MESSAGES.passwordSpecial,
    test: (p) => /[^A-Za-z0-9\s]/.test(p),
  },
  {
    id: 'common',
    label: /*i18n*/ 'Not a common password',
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

/**
 * The one password message a form shows under the field: a common password is
 * named as such first (it is the most useful hint), otherwise the first unmet rule.
 */
export function primaryPasswordIssue(password: string): string | undefined {
  const issues = getPasswordIssues(password);
  return issues.includes(MESSAGES.passwordCommon) ? MESSAGES.passwordCommon : issues[0];
}

/**
 * The first message `emailSchema` (auth.ts) gives for `value`: required once
 * trimmed, at most EMAIL_MAX_LENGTH characters, then the email pattern.
 */
export function emailIssue(value: string): string | undefined {
  const email = value.trim().toLowerCase();
  if (email.length === 0) return MESSAGES.emailRequired;
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) return MESSAGES.emailInvalid;
  return undefined;
}

/** The first message `forgotPasswordInputSchema` (auth.ts) gives for its email. */
export function forgotPasswordEmailIssue(value: string): string | undefined {
  return value.trim() === '' ? MESSAGES.forgotEmailRequired : emailIssue(value);
}
