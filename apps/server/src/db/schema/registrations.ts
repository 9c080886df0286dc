// Who takes part in a tournament: participants, the waitlist and invitations by mail.
import {
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { tournamentRef, userRef } from './references';
import { users } from './users';

export const tournamentParticipants = pgTable(
  'tournament_participants',
  {
    tournamentId: tournamentRef(),
    userId: userRef(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    /** Withdrawn from the started tournament (rule 12.G): every later match is a walkover. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tournamentId, t.userId] }),
    index('tournament_participants_user_idx').on(t.userId),
  ],
);

/** Players waiting for a place in a full tournament; first come, first served. */
export const tournamentWaitlist = pgTable(
  'tournament_waitlist',
  {
    tournamentId: tournamentRef(),
    userId: userRef(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tournamentId, t.userId] }),
    index('tournament_waitlist_order_idx').on(t.tournamentId, t.createdAt),
  ],
);

/**
 * An organizer's invitation of an address that has no account. No account is
 * made until the invitee accepts through the mailed link (single use, hashed,
 * expiring); accepting creates the player and joins the tournament.
 */
export const tournamentInvitations = pgTable(
  'tournament_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tournamentId: tournamentRef(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    invitedBy: uuid('invited_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tournament_invitations_token_hash_unique').on(t.tokenHash),
    uniqueIndex('tournament_invitations_one_per_email').on(t.tournamentId, t.email),
    index('tournament_invitations_email_idx').on(t.email),
  ],
);
export type TournamentInvitationRow = typeof tournamentInvitations.$inferSelect;
