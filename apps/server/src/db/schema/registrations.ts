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
import { tournaments } from './tournaments';

export const tournamentParticipants = pgTable(
  'tournament_participants',
  {
    tournamentId: tournamentRef(),
    userId: userRef(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    /** Withdrawn from the started tournament (rule 12.G): every later match is a walkover. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /** Checked in at the venue (decision 025); null while missing. */
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    /** Who checked them in: themselves or the desk. */
    checkedInBy: uuid('checked_in_by').references(() => users.id, { onDelete: 'set null' }),
    /** The sha256 of the ticket's check-in token (the QR code); a new one each ticket view. */
    checkInTokenHash: text('check_in_token_hash'),
  },
  (t) => [
    primaryKey({ columns: [t.tournamentId, t.userId] }),
    index('tournament_participants_user_idx').on(t.userId),
    uniqueIndex('tournament_participants_check_in_token_unique').on(t.checkInTokenHash),
  ],
);

/** Players waiting for a place in a full tournament; first come, first served. */
export const tournamentWaitlist = pgTable(
  'tournament_waitlist',
  {
    tournamentId: tournamentRef(),
    userId: userRef(),
    createdAt: createdAt(),
    /** A waitlisted player at the venue (decision 025): moves up when no-shows are withdrawn. */
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    checkedInBy: uuid('checked_in_by').references(() => users.id, { onDelete: 'set null' }),
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

/** Desk staff (decision 025): the people besides the organizer who run a tournament's check-in. */
export const tournamentDeskStaff = pgTable(
  'tournament_desk_staff',
  {
    tournamentId: tournamentRef(),
    userId: userRef(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tournamentId, t.userId] }),
    index('tournament_desk_staff_user_idx').on(t.userId),
  ],
);

/**
 * The organizer's override of an event's eligibility for one player (decision 035): who granted
 * it and when. The player may then enter the event whatever its rating and age bounds say.
 */
export const eventEligibilityOverrides = pgTable(
  'event_eligibility_overrides',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    userId: userRef(),
    grantedBy: uuid('granted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId] }),
    index('event_eligibility_overrides_user_idx').on(t.userId),
  ],
);
