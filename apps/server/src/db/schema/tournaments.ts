import { sql } from 'drizzle-orm';
import {
  TOURNAMENT_CATEGORIES,
  TOURNAMENT_FORMATS,
  TOURNAMENT_STATUSES,
  TOURNAMENT_TYPES,
} from '@courtside/shared/constants';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

/** Tournaments (spec section 3). Money in cents; a rules column holds allowlisted HTML. */
export const tournaments = pgTable(
  'tournaments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * Null for a tournament (which is also its own first event); the tournament an event
     * belongs to otherwise (decision 034). An event inherits the venue fields (location, dates,
     * time zone, organizer, public page, check-in, courts, rest, rules) from it by trigger.
     */
    parentId: uuid('parent_id').references((): AnyPgColumn => tournaments.id, {
      onDelete: 'cascade',
    }),
    name: text('name').notNull(),
    /**
     * The first event's own name (decision 039), on a tournament's row only; null: the first
     * event reads the tournament's name. Read an event's name through `eventNameOf`.
     */
    eventName: text('event_name'),
    description: text('description'),
    category: text('category', { enum: TOURNAMENT_CATEGORIES }).notNull(),
    type: text('type', { enum: TOURNAMENT_TYPES }).notNull(),
    format: text('format', { enum: TOURNAMENT_FORMATS }).notNull(),
    status: text('status', { enum: TOURNAMENT_STATUSES }).notNull().default('upcoming'),
    /** Calendar days ('YYYY-MM-DD'), the same for every viewer (decision 017). */
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    /** The venue's IANA time zone: match times are shown in it, its days bound `?day` filters. */
    timeZone: text('time_zone').notNull().default('America/New_York'),
    location: text('location').notNull(),
    maxParticipants: integer('max_participants').notNull(),
    /** Kept equal to the participant rows by the join/leave transactions (row-locked). */
    currentParticipants: integer('current_participants').notNull().default(0),
    entryFeeCents: integer('entry_fee_cents').notNull().default(0),
    prizePoolCents: integer('prize_pool_cents').notNull().default(0),
    rules: text('rules'),
    numGroups: integer('num_groups').notNull().default(1),
    knockoutEnabled: boolean('knockout_enabled').notNull().default(false),
    advanceCount: integer('advance_count').notNull().default(1),
    organizerId: uuid('organizer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    winnerId: uuid('winner_id').references(() => users.id, { onDelete: 'set null' }),
    winnerName: text('winner_name'),
    winnerPartner: text('winner_partner'),
    /** A preset of SCORING_FORMATS (USA Pickleball rule 12.B); the spec default is best of 3 to 11. */
    scoringFormat: text('scoring_format').notNull().default('best-of-3-to-11'),
    /** Rally or side-out scoring (rule 12.B), chosen apart from the preset; rally by default. */
    scoringSystem: text('scoring_system').notNull().default('rally'),
    /** Knockouts play a match for third place between the semifinal losers (medal events). */
    hasBronzeMatch: boolean('has_bronze_match').notNull().default(true),
    /** Double elimination: the "if necessary" second grand final (rule 12.C.3, decision 023). */
    grandFinalReset: boolean('grand_final_reset').notNull().default(true),
    /** Courts named 'Court 1'.. created at the start when the tournament has none. */
    courtCount: integer('court_count').notNull().default(4),
    /** The least time an entrant rests between two matches. */
    restMinutes: integer('rest_minutes').notNull().default(15),
    /** A player's own deciding score awaits the other side or the desk (decision 027). */
    scoreConfirmation: boolean('score_confirmation').notNull().default(false),
    /** Minutes after which an unconfirmed score confirms itself; null: never. */
    confirmationMinutes: integer('confirmation_minutes'),
    /** Signed-out spectators may watch it (`/t/{id}`, GET /api/public/tournaments/{id}). */
    isPublic: boolean('is_public').notNull().default(true),
    /** When check-in opens (decision 025); null: check-in is not used. It closes at completion. */
    checkInOpensAt: timestamp('check_in_opens_at', { withTimezone: true }),
    /** Eligibility of an event (decision 034): a rating range and an age range, each optional. */
    minRating: doublePrecision('min_rating'),
    maxRating: doublePrecision('max_rating'),
    minAge: integer('min_age'),
    maxAge: integer('max_age'),
    /** A tournament's limit on the events one player enters; null: no limit. */
    maxEventsPerPlayer: integer('max_events_per_player'),
    /** The day ('YYYY-MM-DD', venue) and time ('HH:MM', venue) an event's first match is due. */
    eventDay: date('event_day', { mode: 'string' }),
    eventStartTime: text('event_start_time'),
    /** When the venue closes ('HH:MM', venue time): the day planner warns past it. */
    closingTime: text('closing_time'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What the list's `q` searches, kept by PostgreSQL: the name and the location, lowercased, a
     * line apart (a search holds no control character, so it never matches across them).
     * `search_text LIKE lower(pattern)` is `name ILIKE pattern OR location ILIKE pattern` without
     * lowercasing two columns for every row it checks (decision 008).
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(name) || chr(10) || lower(location)`),
  },
  (t) => [
    index('tournaments_created_idx').on(t.createdAt, t.id),
    index('tournaments_status_idx').on(t.status),
    index('tournaments_organizer_idx').on(t.organizerId),
    index('tournaments_parent_idx').on(t.parentId),
    // A further event keeps its name in `name` (migration 0028).
    check(
      'tournaments_event_name_first_only',
      sql`${t.eventName} IS NULL OR ${t.parentId} IS NULL`,
    ),
    // The list's `q`: a trigram index (pg_trgm) on search_text, WITH (fastupdate = off)
    // (decision 008).
    index('tournaments_search_trgm_idx')
      .using('gin', t.searchText.op('gin_trgm_ops'))
      .with({ fastupdate: 'off' }),
  ],
);
export type TournamentRow = typeof tournaments.$inferSelect;

/**
 * How many tournaments there are of each status and type: the list's totals and filtered
 * counts without counting the table. Kept by triggers on `tournaments` (migration 0006), so
 * every writer, and every transaction, keeps it right (decision 008).
 */
export const tournamentCounts = pgTable(
  'tournament_counts',
  {
    status: text('status', { enum: TOURNAMENT_STATUSES }).notNull(),
    type: text('type', { enum: TOURNAMENT_TYPES }).notNull(),
    tournaments: integer('tournaments').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.status, t.type] })],
);

/**
 * One row: how many distinct players hold a place in any tournament. Kept by triggers on
 * `tournament_participants` (migration 0006, decision 008).
 */
export const tournamentTotals = pgTable(
  'tournament_totals',
  {
    id: integer('id').primaryKey().default(1),
    players: integer('players').notNull().default(0),
  },
  (t) => [check('tournament_totals_one_row', sql`${t.id} = 1`)],
);

/** Every reopening of a completed tournament (decision 027): who, when, the champion it had. */
export const tournamentReopenings = pgTable(
  'tournament_reopenings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    reopenedBy: uuid('reopened_by').references(() => users.id, { onDelete: 'set null' }),
    previousWinnerName: text('previous_winner_name'),
    previousWinnerPartner: text('previous_winner_partner'),
    createdAt: createdAt(),
  },
  (t) => [index('tournament_reopenings_tournament_idx').on(t.tournamentId, t.createdAt)],
);
