/** Business constants of spec section 9. One place; both apps import them. */

export const API_TIMEOUT_MS = 10_000;
export const VALIDATION_DEBOUNCE_MS = 300;
export const CLIENT_VERSION = '1.0.0';

export const TOAST_DURATION_MS = 4_000;
export const TOAST_MAX_VISIBLE = 20;
export const MOBILE_BREAKPOINT_PX = 768;

export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PROFILE_PASSWORD_MIN_LENGTH = 6;
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 50;

export const RULES_PREVIEW_LENGTH = 200;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Token lifetimes (server behaviour; the spec leaves them to us, issue 2 sets them). */
export const VERIFY_EMAIL_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
export const RESET_PASSWORD_TOKEN_TTL_MS = 60 * 60 * 1000;
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_REMEMBER_ME_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export const USER_ROLES = ['player', 'organizer'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const AVATAR_COLORS = [
  'bg-red-500',
  'bg-orange-500',
  'bg-amber-500',
  'bg-lime-600',
  'bg-emerald-500',
  'bg-teal-500',
  'bg-sky-500',
  'bg-indigo-500',
  'bg-violet-500',
  'bg-pink-500',
] as const;

export const COMMON_PASSWORDS = [
  'password',
  'password123',
  '123456',
  'qwerty',
  'abc123',
  'admin',
  'letmein',
  'welcome',
  'monkey',
  '123456789',
] as const;
