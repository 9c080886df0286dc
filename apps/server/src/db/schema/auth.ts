// Signing in: sessions, mailed tokens, two-factor secrets, recovery codes and login challenges.
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { userRef } from './references';
import { users } from './users';

/** Bearer sessions: only the SHA-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_unique').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
  ],
);

export const EMAIL_TOKEN_PURPOSES = ['verify_email', 'reset_password'] as const;
export type EmailTokenPurpose = (typeof EMAIL_TOKEN_PURPOSES)[number];

/** Single-use, expiring tokens sent by mail (verification, password reset), stored hashed. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: EMAIL_TOKEN_PURPOSES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_tokens_token_hash_unique').on(t.tokenHash),
    index('email_tokens_user_idx').on(t.userId, t.purpose),
  ],
);

/**
 * A user's TOTP secret (RFC 6238). `confirmed_at` is null while enrolment waits for a first
 * code; `last_used_step` refuses a code a second time. `code_attempts` counts the codes checked
 * and refused in the window that ends at `code_attempts_reset_at`, on every route together
 * (decision 011).
 */
export const userTwoFactor = pgTable('user_two_factor', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastUsedStep: integer('last_used_step'),
  codeAttempts: integer('code_attempts').notNull().default(0),
  codeAttemptsResetAt: timestamp('code_attempts_reset_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Single-use recovery codes of two-factor sign-in, stored hashed (SHA-256). */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/**
 * The second step of a sign-in with two-factor on: the password was right, a code must
 * follow within minutes (wrong codes count against the account: user_two_factor). Only the
 * token's hash is stored.
 */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    tokenHash: text('token_hash').notNull(),
    isRemembered: boolean('is_remembered').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('login_challenges_token_hash_unique').on(t.tokenHash),
    index('login_challenges_user_idx').on(t.userId),
  ],
);
