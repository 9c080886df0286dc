import { sql } from 'drizzle-orm';
import { RATING_DEFAULT } from '@courtside/shared/constants';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** Accounts. `password_hash` is null for players an organizer invited who never set one. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    role: text('role', { enum: ['player', 'organizer'] })
      .notNull()
      .default('player'),
    location: text('location'),
    bio: text('bio'),
    /** The declared playing level until results move it (RATING_DEFAULT when none was given). */
    rating: doublePrecision('rating').notNull().default(RATING_DEFAULT),
    /** Rating history rows: provisional while below RATING_PROVISIONAL_MATCHES (trigger, migration 0014). */
    ratedMatches: integer('rated_matches').notNull().default(0),
    preferredHand: text('preferred_hand'),
    yearsPlaying: text('years_playing'),
    favoriteShot: text('favorite_shot'),
    profileImage: text('profile_image'),
    /** Private (decision 035): read only to check an event's age bounds; shown to its owner alone. */
    birthDate: date('birth_date', { mode: 'string' }),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when sign-in asks for an authenticator code (user_two_factor holds the secret). */
    twoFactorEnabledAt: timestamp('two_factor_enabled_at', { withTimezone: true }),
    /** An account deleted by its owner: anonymised, kept for others' results (decision 010). */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    // The privacy settings as columns, derived from `settings` by the database (one source of
    // truth), so player lists filter and sort on them without reading JSON (decision 012).
    profileVisibility: text('profile_visibility').generatedAlwaysAs(
      sql`coalesce("settings" -> 'privacySettings' ->> 'profileVisibility', 'public')`,
    ),
    showsRating: boolean('shows_rating').generatedAlwaysAs(
      sql`coalesce(("settings" -> 'privacySettings' ->> 'showRating')::boolean, true)`,
    ),
    showsStats: boolean('shows_stats').generatedAlwaysAs(
      sql`coalesce(("settings" -> 'privacySettings' ->> 'showStats')::boolean, true)`,
    ),
    showsLocation: boolean('shows_location').generatedAlwaysAs(
      sql`coalesce(("settings" -> 'privacySettings' ->> 'showLocation')::boolean, false)`,
    ),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    // The Players search (ILIKE '%...%' on the name), as the tournament list's (pg_trgm).
    index('users_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

export type UserRow = typeof users.$inferSelect;
