// What is mailed: the outbox every mail goes through, contact messages and weekly digests.
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { userRef } from './references';

export const OUTBOX_STATUSES = ['pending', 'sent', 'failed', 'logged'] as const;

/** Every mail goes through here first, in the same transaction as the change that caused it. */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    links: jsonb('links')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_status_idx').on(t.status, t.nextAttemptAt),
    index('outbox_created_idx').on(t.createdAt),
  ],
);

/** Messages sent through the public contact form; each is also mailed to SUPPORT_EMAIL. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    type: text('type').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

/** Weekly digests handed to the outbox: one row per player per week, so a week sends once. */
export const weeklyDigests = pgTable(
  'weekly_digests',
  {
    userId: userRef(),
    /** The Monday (UTC) that starts the week, YYYY-MM-DD. */
    weekStart: text('week_start').notNull(),
    /** 'sent', or 'empty' when the player had nothing played nor to play. */
    outcome: text('outcome', { enum: ['sent', 'empty'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.weekStart] })],
);
