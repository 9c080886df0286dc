import {
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { tournamentRef, userRef } from './references';

/** Doubles and mixed teams of a tournament. */
export const teams = pgTable(
  'teams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tournamentId: tournamentRef(),
    name: text('name').notNull(),
    /** Order within the saved set (one save writes them all in one transaction, at one now()). */
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    /** Withdrawn from the started tournament (rule 12.G): every later match is a walkover. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [index('teams_tournament_idx').on(t.tournamentId, t.position)],
);

/** Team membership; the unique (tournament, user) pair keeps a player in one team only. */
export const teamMembers = pgTable(
  'team_members',
  {
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    tournamentId: tournamentRef(),
    userId: userRef(),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.userId] }),
    uniqueIndex('team_members_one_team_per_player').on(t.tournamentId, t.userId),
  ],
);
