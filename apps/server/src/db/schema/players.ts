// A player's record: picture, rating history, results and the win/loss figures kept from them.
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea, createdAt } from './columns';
import { tournamentRef, userRef } from './references';
import { matches } from './matches';
import { users } from './users';

/** One row per player per rated match: the rating before and after (replayable). */
export const ratingHistory = pgTable(
  'rating_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    matchId: uuid('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    before: doublePrecision('before').notNull(),
    after: doublePrecision('after').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('rating_history_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('rating_history_once_per_match').on(t.userId, t.matchId),
  ],
);

/**
 * Profile pictures, re-encoded to WebP, in the database so every instance serves them. The
 * content hash is in the picture's URL, so a URL always means the same bytes (cached forever).
 */
export const userImages = pgTable(
  'user_images',
  {
    userId: userRef(),
    hash: text('hash').notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.hash] })],
);

/**
 * One row per player per completed match: won or lost. Kept by a trigger on `matches`
 * (migration 0007), so every writer keeps it right; the players' figures read it instead of
 * working out sides and teams again (decision 012).
 */
export const playerResults = pgTable(
  'player_results',
  {
    matchId: uuid('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    userId: userRef(),
    tournamentId: tournamentRef(),
    isWin: boolean('is_win').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.matchId, t.userId] }),
    index('player_results_user_idx').on(t.userId, t.completedAt),
  ],
);

/**
 * Each player's wins and losses, kept from `player_results` by a trigger (migration 0007):
 * the rankings sort and page 10,000 players without counting 50,000 matches (decision 012).
 */
export const playerStats = pgTable(
  'player_stats',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    wins: integer('wins').notNull().default(0),
    losses: integer('losses').notNull().default(0),
    gamesPlayed: integer('games_played').generatedAlwaysAs(sql`"wins" + "losses"`),
    /** Spec section 9: round(wins / (wins + losses) * 100), 0 without a match. */
    winRate: integer('win_rate').generatedAlwaysAs(
      sql`CASE WHEN "wins" + "losses" = 0 THEN 0 ELSE round("wins" * 100.0 / ("wins" + "losses"))::integer END`,
    ),
  },
  (t) => [
    index('player_stats_wins_idx').on(t.wins),
    index('player_stats_win_rate_idx').on(t.winRate),
    index('player_stats_games_idx').on(t.gamesPlayed),
  ],
);
