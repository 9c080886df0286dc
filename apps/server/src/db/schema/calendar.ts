// Calendar feeds (issue 26): a player's subscribable calendar of their own matches.
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { userRef } from './references';

/**
 * A personal feed's secret: the URL carries a random token of its own (never the session's),
 * only its SHA-256 is stored. One live feed per user: rotating revokes the last; a revoked
 * feed answers 404.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('calendar_feeds_token_hash_unique').on(t.tokenHash),
    index('calendar_feeds_user_idx').on(t.userId),
  ],
);
export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;
