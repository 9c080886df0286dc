import { sql } from 'drizzle-orm';
import {
  RATING_DEFAULT,
  TOURNAMENT_CATEGORIES,
  TOURNAMENT_FORMATS,
  TOURNAMENT_STATUSES,
  TOURNAMENT_TYPES,
} from '@courtside/shared/constants';
import { MATCH_STAGES, MATCH_STATUSES } from '@courtside/shared/domain/competition/statuses';
import {
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

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

export type UserRow = typeof users.$inferSelect;

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

/** Tournaments (spec section 3). Money in cents; a rules column holds allowlisted HTML. */
export const tournaments = pgTable(
  'tournaments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
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
    /** Courts named 'Court 1'.. created at the start when the tournament has none. */
    courtCount: integer('court_count').notNull().default(4),
    /** The least time an entrant rests between two matches. */
    restMinutes: integer('rest_minutes').notNull().default(15),
    /** Signed-out spectators may watch it (`/t/{id}`, GET /api/public/tournaments/{id}). */
    isPublic: boolean('is_public').notNull().default(true),
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

/** The owning tournament of a row: removed with it. */
const tournamentRef = () =>
  uuid('tournament_id')
    .notNull()
    .references(() => tournaments.id, { onDelete: 'cascade' });
/** The player a row is about: removed with their account. */
const userRef = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const tournamentParticipants = pgTable(
  'tournament_participants',
  {
    tournamentId: tournamentRef(),
    userId: userRef(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
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

export const courts = pgTable(
  'courts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tournamentId: tournamentRef(),
    name: text('name').notNull(),
    location: text('location'),
    createdAt: createdAt(),
  },
  (t) => [index('courts_tournament_idx').on(t.tournamentId)],
);

/**
 * Fixed-window counters of the rate limits when several instances share one
 * PostgreSQL database (plugins/app/limits.ts); PGlite counts in memory.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_reset_idx').on(t.resetAt)],
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

/**
 * Matches generated by the competition engine (packages/shared/src/domain/competition):
 * `key` is the engine's stable key; a side is a player (singles) or a team (doubles), null
 * while it waits for an earlier result; `winner_to_*`/`loser_to_*` say where the result goes.
 * `games` holds [side1, side2] points per game. `version` rises with every score change.
 */
export const matches = pgTable(
  'matches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tournamentId: tournamentRef(),
    key: text('key').notNull(),
    stage: text('stage', { enum: MATCH_STAGES }).notNull(),
    groupLabel: text('group_label'),
    round: integer('round').notNull(),
    position: integer('position').notNull(),
    side1Id: uuid('side1_id'),
    side2Id: uuid('side2_id'),
    winnerToKey: text('winner_to_key'),
    winnerToSlot: integer('winner_to_slot'),
    loserToKey: text('loser_to_key'),
    loserToSlot: integer('loser_to_slot'),
    games: jsonb('games')
      .$type<[number, number][]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    status: text('status', { enum: MATCH_STATUSES }).notNull().default('scheduled'),
    winnerId: uuid('winner_id'),
    startTime: timestamp('start_time', { withTimezone: true }),
    courtId: uuid('court_id').references(() => courts.id, { onDelete: 'set null' }),
    /** Set by a manual schedule change: the planner then keeps this match where it is. */
    schedulePinned: boolean('schedule_pinned').notNull().default(false),
    actualStartTime: timestamp('actual_start_time', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('matches_tournament_key_unique').on(t.tournamentId, t.key),
    index('matches_tournament_round_idx').on(t.tournamentId, t.round, t.position),
    index('matches_start_time_idx').on(t.startTime),
  ],
);
export type MatchRow = typeof matches.$inferSelect;

/** Users the organizer authorized to enter scores of one match (spec section 6). */
export const matchScoreKeepers = pgTable(
  'match_score_keepers',
  {
    matchId: uuid('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    userId: userRef(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.userId] })],
);

/** Every correction of a completed result: who, when, the games before and after. */
export const matchCorrections = pgTable(
  'match_corrections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    matchId: uuid('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    correctedBy: uuid('corrected_by').references(() => users.id, { onDelete: 'set null' }),
    beforeGames: jsonb('before_games').$type<[number, number][]>().notNull(),
    afterGames: jsonb('after_games').$type<[number, number][]>().notNull(),
    winnerChanged: boolean('winner_changed').notNull(),
    resetMatchKeys: jsonb('reset_match_keys').$type<string[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('match_corrections_match_idx').on(t.matchId, t.createdAt)],
);

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

/** Binary columns (node-postgres reads and writes them as Buffers). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

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
