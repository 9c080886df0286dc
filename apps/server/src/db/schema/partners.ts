// Doubles partners (decision 038, migration 0027).
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt } from './columns';
import { tournaments } from './tournaments';
import { users } from './users';

export const PARTNER_REQUEST_ANSWERS = ['accepted', 'declined', 'cancelled', 'withdrawn'] as const;
/** How the sender named the one asked (migration 0029): null for requests sent before. */
export const PARTNER_REQUEST_ASKED_BY = ['name', 'address'] as const;

/**
 * A player's request to another to partner them in one doubles event: to an account (found by
 * name, or by the address they typed) or to an address without one. The recipient answers
 * through the mailed single-use link; only its sha256 is stored. `answer` is null while pending.
 */
export const partnerRequests = pgTable(
  'partner_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The account asked; null for an address with no account when the request was sent. */
    recipientId: uuid('recipient_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The address the request was mailed to (lower case). */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    askedBy: text('asked_by', { enum: PARTNER_REQUEST_ASKED_BY }),
    answer: text('answer', { enum: PARTNER_REQUEST_ANSWERS }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('partner_requests_token_hash_unique').on(t.tokenHash),
    index('partner_requests_event_sender_idx').on(t.eventId, t.senderId),
    index('partner_requests_recipient_idx').on(t.recipientId),
    index('partner_requests_email_idx').on(t.email),
    check(
      'partner_requests_answer_check',
      sql`${t.answer} IS NULL OR ${t.answer} IN ('accepted', 'declined', 'cancelled', 'withdrawn')`,
    ),
    check(
      'partner_requests_asked_by_check',
      sql`${t.askedBy} IS NULL OR ${t.askedBy} IN ('name', 'address')`,
    ),
  ],
);
export type PartnerRequestRow = typeof partnerRequests.$inferSelect;
