import { z } from 'zod';
import { GAME_POINTS_MAX } from '../constants';
import { SCORING_FORMAT_NAMES, SCORING_SYSTEMS } from '../domain/competition/scoring';
import { plainText, searchText } from '../validation/plain-text';
import { isValidTournamentDate } from '../validation/tournament';
import { tournamentDetailSchema } from './tournament';
import {
  CONFIRMATION_KINDS,
  MATCH_STAGES,
  MATCH_STATUSES,
  SPECIAL_RESULT_KINDS,
} from '../domain/competition/statuses';

/** Spec section 8 texts of the competition screens, written once. */
export const MATCH_MESSAGES = {
  started: /*i18n*/ 'Tournament started successfully! Bracket has been generated.',
  startFailed: /*i18n*/ 'Failed to start tournament',
  scoreUpdated: /*i18n*/ 'Score updated successfully!',
  scoreFailed: /*i18n*/ 'Failed to update score',
  nextRoundFailed: /*i18n*/ 'Failed to generate next round. Make sure current round is complete.',
  nextRoundGenerated: /*i18n*/ 'Next round generated successfully!',
  bracketFailed: /*i18n*/ 'Failed to load tournament bracket',
  notFound: /*i18n*/ 'Match not found',
  alreadyStarted: /*i18n*/ 'This tournament has already started',
  tooFewEntrants: /*i18n*/ 'At least 2 entrants are needed to start',
  tooFewForDoubleElimination:
    /*i18n*/ 'At least 3 entrants are needed to start a double elimination',
  onlyScorers: "Only the organizer, the match's players and its score keepers can enter this score",
  matchCompleted: /*i18n*/ 'This match is already completed',
  /** A plain score sent to a completed match (issue 22.14): the result it would have replaced. */
  matchCompletedAs: (result: string) =>
    `This match is already completed: ${result}. To change it, correct the result.`,
  nothingToCorrect: /*i18n*/ 'This match has no result to correct yet',
  /** The owner's correction must leave the match decided (the form says it, the server holds to it). */
  correctionUndecided: /*i18n*/ 'A corrected result must decide the match',
  matchCancelled:
    /*i18n*/ 'This match is cancelled: set it back to scheduled or in progress to score it',
  matchNotReady: /*i18n*/ 'This match is still waiting for the result of an earlier match',
  staleScore: /*i18n*/ 'The score was changed by someone else meanwhile. Reload and try again.',
  startedEarly: /*i18n*/ 'Match started early successfully!',
  startEarlyFailed: /*i18n*/ 'Failed to start match early',
  cannotStartEarly: /*i18n*/ 'This match has already started',
  statusUpdated: /*i18n*/ 'Match status updated',
  completeThroughScore: /*i18n*/ 'A match is completed by entering its deciding score',
  scoreKeeperAdded: /*i18n*/ 'Score keeper added successfully!',
  scoreKeeperRemoved: /*i18n*/ 'Score keeper removed successfully!',
  scoreKeeperIsOrganizer: /*i18n*/ 'The organizer can already enter every score',
  scoreKeeperCourtNotFound: /*i18n*/ 'That court does not belong to this tournament',
  onlyOrganizersSearch: /*i18n*/ 'Only organizers can search users',
  searchTermRequired: /*i18n*/ 'Please enter an email to search',
  winnerSet: /*i18n*/ 'Tournament winner set successfully!',
  winnerRequired: /*i18n*/ 'Please select a winner',
  winnerNameRequired: /*i18n*/ 'Please enter a winner name',
  winnerNotParticipant: /*i18n*/ 'The winner must be a participant of this tournament',
  winnerNeedsStart: /*i18n*/ 'Start the tournament before setting its winner',
  winnerDecidedByMatches:
    "This tournament's champion is decided by its matches: enter the final's result",
  championAlreadyDecided: (name: string) => `The matches already decided the champion: ${name}`,
  scheduled: /*i18n*/ 'Match scheduled successfully!',
  scheduleFailed: /*i18n*/ 'Failed to schedule match',
  scheduleFieldsRequired: /*i18n*/ 'Please fill in all required fields',
  scheduleDataFailed: /*i18n*/ 'Failed to load scheduling data',
  samePlayers: /*i18n*/ 'Player 1 and player 2 must be different',
  notAnEntrant: /*i18n*/ 'Both players must be entrants of this tournament',
  tournamentNotRunning:
    /*i18n*/ 'Matches can be scheduled only while the tournament is upcoming or ongoing',
  scheduleUpdated: /*i18n*/ 'Match schedule updated successfully!',
  detailsFailed: /*i18n*/ 'Failed to update match details',
  scheduleLocked: /*i18n*/ 'A match that has started or finished keeps its schedule',
  courtNotInTournament: /*i18n*/ 'That court does not belong to this tournament',
  courtClash: (court: string, match: string, time: string) =>
    `${court} already hosts ${match} at ${time}`,
  entrantClash: (name: string, match: string, time: string, rest: number) =>
    `${name} plays ${match} at ${time}${rest > 0 ? ` and needs ${rest} minutes of rest between matches` : ''}`,
  onlyOwnerCorrects: /*i18n*/ 'Only the organizer can correct a completed result',
  specialResultSaved: /*i18n*/ 'Result recorded successfully!',
  onlyOrganizerSpecial:
    "Only the organizer or the desk can record this result; a match's score keeper can record a retirement",
  winnerNotInMatch: /*i18n*/ 'The winner must be one of the two sides of this match',
  walkoverHasNoGames: /*i18n*/ 'A walkover is recorded with no games played',
  correctionSaved: /*i18n*/ 'Result corrected successfully!',
  correctionCascade: (names: string[]) =>
    `Changing the winner resets ${names.join(', ')}, which ${names.length === 1 ? 'has' : 'have'} already started. Confirm to reset ${names.length === 1 ? 'it' : 'them'}.`,
  correctionAfterFinish: /*i18n*/ 'The tournament is completed: its results can no longer change',
  scoreAwaitsConfirmation: /*i18n*/ 'Score saved: it is final once the other side confirms it',
  scoreConfirmed: /*i18n*/ 'Score confirmed',
  scoreDisputed: /*i18n*/ 'Score disputed: the match is back in progress',
  notAwaitingConfirmation: /*i18n*/ 'This score is not awaiting confirmation',
  ownScoreConfirm:
    /*i18n*/ 'The side that entered a score cannot confirm it: the other side or the desk does',
  onlyOtherSideConfirms:
    /*i18n*/ 'Only the other side of this match or the desk can confirm this score',
  onlyOtherSideDisputes:
    /*i18n*/ 'Only the other side of this match or the desk can dispute this score',
  reopened: /*i18n*/ 'Tournament reopened: correct a result, and it completes again with its final',
  reopenNeedsCompleted: /*i18n*/ 'Only a completed tournament can be reopened',
  noPartner: (names: string[]) =>
    `Every player needs a partner before the start: ${names.join(', ')} ${names.length === 1 ? 'has' : 'have'} no team yet`,
} as const;

/**
 * A player of a match (spec section 3): a rating or totals the player hides are left out for
 * other viewers (absent, not null: decision 012). `provisional` while fewer than
 * RATING_PROVISIONAL_MATCHES rated matches.
 */
export const matchPlayerSchema = z.object({
  id: z.string(),
  name: z.string(),
  rating: z.number().nullable().optional(),
  provisional: z.boolean().optional(),
  profileImage: z.string().nullable(),
  totalWins: z.number().int().optional(),
  totalLosses: z.number().int().optional(),
  totalGamesPlayed: z.number().int().optional(),
});
export type MatchPlayer = z.infer<typeof matchPlayerSchema>;
export const matchTeamSchema = z.object({
  id: z.string(),
  name: z.string(),
  players: z.array(z.object({ id: z.string(), name: z.string() })),
});

/** A match as the API answers it (spec section 3 "Match"), plus the engine's key and stage. */
export const matchSchema = z.object({
  id: z.string(),
  tournamentId: z.string(),
  /** The tournament's name (the Matches page lists matches of many tournaments). */
  tournamentName: z.string().optional(),
  /**
   * Issue 26 (decision 034): the event's name when the match belongs to an event other than its
   * tournament's first; `tournamentName` is then the tournament's.
   */
  eventName: z.string().optional(),
  /** The venue's IANA time zone: the start time is shown in it (decision 017). */
  timeZone: z.string().optional(),
  key: z.string(),
  stage: z.enum(MATCH_STAGES),
  group: z.string().nullable(),
  round: z.number().int(),
  position: z.number().int(),
  status: z.enum(MATCH_STATUSES),
  player1Id: z.string().nullable(),
  player2Id: z.string().nullable(),
  player1: matchPlayerSchema.nullable(),
  player2: matchPlayerSchema.nullable(),
  team1: matchTeamSchema.nullable(),
  team2: matchTeamSchema.nullable(),
  score: z.object({ player1: z.array(z.number()), player2: z.array(z.number()) }),
  /** The winning side's entrant id (a player, or a team in doubles). */
  winner: z.string().nullable(),
  /** A special result (decision 024), shown as W/O, RET, FF, DQ; null when played out. */
  resultKind: z.enum(SPECIAL_RESULT_KINDS).nullable(),
  startTime: z.string().nullable(),
  actualStartTime: z.string().nullable(),
  /**
   * When the desk called the match to its court (issue 27): status stays `scheduled` until it
   * starts ("called"); a started match is `in-progress` with its `actualStartTime` ("on court").
   */
  calledAt: z.string().nullable(),
  canStartEarly: z.boolean(),
  court: z.object({ name: z.string(), location: z.string().nullable() }).nullable(),
  courtId: z.string().nullable(),
  authorizedScoreKeepers: z.array(z.string()),
  version: z.number().int(),
  /**
   * Decision 027, beyond the spec: a player's own deciding score waits for the other side or
   * the desk. The status stays `in-progress` and `winner` null until it is confirmed.
   */
  awaitingConfirmation: z.boolean(),
  /** The side whose player entered the score that awaits confirmation; null otherwise. */
  enteredBySide: z.enum(['player1', 'player2']).nullable(),
  /** The viewer may confirm or dispute the awaiting score (the other side or the desk). */
  canConfirm: z.boolean(),
  /**
   * Decision 027: the other side disputed the score a player entered, and nobody has entered it
   * again yet; the note only for the desk and the match's players (null for others).
   */
  dispute: z.object({ note: z.string().nullable() }).nullable().optional(),
});
export type Match = z.infer<typeof matchSchema>;

/**
 * Who entered the match's current score and who confirmed it (decision 027). A person is
 * named when the viewer may know them (a score keeper only to those who see the keepers).
 */
const scorePersonSchema = z.object({
  id: z.string().nullable(),
  name: z.string().nullable(),
  role: z.enum(['organizer', 'desk', 'player', 'keeper']),
});
export const scoreEntrySchema = z.object({
  enteredBy: scorePersonSchema.nullable(),
  enteredAt: z.string().nullable(),
  confirmedBy: scorePersonSchema.nullable(),
  confirmedAt: z.string().nullable(),
  confirmation: z.enum(CONFIRMATION_KINDS).nullable(),
  disputedBy: scorePersonSchema.nullable(),
  disputeNote: z.string().nullable(),
});
export type ScoreEntry = z.infer<typeof scoreEntrySchema>;

/** POST /api/matches/{id}/dispute: the other side says the score is wrong. */
export const disputeScoreInputSchema = z.object({
  note: plainText({ max: 300, tooLong: /*i18n*/ 'At most 300 characters' }).optional(),
});
export type DisputeScoreInput = z.input<typeof disputeScoreInputSchema>;

export const matchIdParamsSchema = z.object({ id: z.string().max(64) });

export const matchResponseSchema = z.object({ data: matchSchema, message: z.string().optional() });
export const matchListResponseSchema = z.object({
  data: z.array(matchSchema),
  message: z.string().optional(),
});

const points = z
  .number({ error: /*i18n*/ 'Points must be a number' })
  .int(/*i18n*/ 'Points must be whole numbers')
  .min(0, /*i18n*/ 'Points cannot be negative')
  .max(GAME_POINTS_MAX, `At most ${GAME_POINTS_MAX} points`);

/**
 * PUT /api/matches/{id}/score (spec section 7): per-game points of each side.
 * `version` (optional) refuses a score built on an older copy of the match;
 * `isCorrection` marks the owner's correction of a completed result.
 */
export const updateScoreInputSchema = z
  .object({
    score: z.object({
      player1: z.array(points).max(5, /*i18n*/ 'At most 5 games'),
      player2: z.array(points).max(5, /*i18n*/ 'At most 5 games'),
    }),
    version: z.number().int().min(0).optional(),
    /**
     * True: this score replaces a completed match's result (the owner's correction). A score
     * without it on a completed match is refused (409, naming the result), so a late final
     * score never silently becomes a correction (issue 22.14).
     */
    isCorrection: z.boolean().optional(),
    /**
     * The owner correcting a completed match whose new winner would reset
     * downstream matches that have started: true confirms that cascade.
     */
    confirmCascade: z.boolean().optional(),
  })
  .refine((v) => v.score.player1.length === v.score.player2.length, {
    message: /*i18n*/ 'Both sides need a score for every game',
    path: ['score'],
  });
export type UpdateScoreInput = z.input<typeof updateScoreInputSchema>;

/**
 * POST /api/matches/{id}/special-result (decision 024): a walkover, retirement, forfeit or
 * disqualification won by `winner` (the winning side's entrant id). `games` are the games
 * played so far (a retirement's score at the time); the engine completes the recorded score.
 * On a completed match it is the organizer's correction (`confirmCascade` as for a score).
 */
export const specialResultInputSchema = z
  .object({
    kind: z.enum(SPECIAL_RESULT_KINDS, { error: /*i18n*/ 'Please choose the kind of result' }),
    winner: z
      .string({ error: MATCH_MESSAGES.winnerRequired })
      .min(1, MATCH_MESSAGES.winnerRequired)
      .max(64),
    games: z
      .object({
        player1: z.array(points).max(5, /*i18n*/ 'At most 5 games'),
        player2: z.array(points).max(5, /*i18n*/ 'At most 5 games'),
      })
      .refine((v) => v.player1.length === v.player2.length, {
        message: /*i18n*/ 'Both sides need a score for every game',
      })
      .optional(),
    version: z.number().int().min(0).optional(),
    confirmCascade: z.boolean().optional(),
  })
  .refine((v) => v.kind !== 'walkover' || !v.games || v.games.player1.length === 0, {
    message: MATCH_MESSAGES.walkoverHasNoGames,
    path: ['games'],
  });
export type SpecialResultInput = z.input<typeof specialResultInputSchema>;

/** One correction of a completed result (who, when, the scores before and after). */
export const matchCorrectionSchema = z.object({
  id: z.string(),
  at: z.string(),
  by: z.object({ id: z.string(), name: z.string() }).nullable(),
  before: z.object({ player1: z.array(z.number()), player2: z.array(z.number()) }),
  after: z.object({ player1: z.array(z.number()), player2: z.array(z.number()) }),
  winnerChanged: z.boolean(),
  /** Keys of downstream matches the correction reset. */
  resetMatches: z.array(z.string()),
});
export type MatchCorrection = z.infer<typeof matchCorrectionSchema>;

/** A player's rating before and after this match: absent when the player hides it. */
export const ratingChangeSchema = z.object({
  userId: z.string(),
  name: z.string(),
  before: z.number().optional(),
  after: z.number().optional(),
});

/** GET /api/matches/{id}: the match with its corrections, rating changes and scoring format. */
export const matchDetailSchema = matchSchema.extend({
  /**
   * The last round of the match's stage, so that the round is named as the bracket and the desk
   * name it ("Winners' Quarterfinals", "Final"), not by its number.
   */
  stageLastRound: z.number().int(),
  corrections: z.array(matchCorrectionSchema),
  scoreEntry: scoreEntrySchema,
  ratingChanges: z.array(ratingChangeSchema),
  tournament: z.object({
    id: z.string(),
    name: z.string(),
    organizerId: z.string(),
    scoringFormat: z.enum(SCORING_FORMAT_NAMES),
    /** Rally or side-out (rule 12.B): named by the score dialog and its scoring guide. */
    scoringSystem: z.enum(SCORING_SYSTEMS),
    /** Decision 027: a player's own deciding score waits for the other side or the desk. */
    scoreConfirmation: z.boolean(),
  }),
});
export type MatchDetail = z.infer<typeof matchDetailSchema>;
export const matchDetailResponseSchema = z.object({
  data: matchDetailSchema,
  message: z.string().optional(),
});

const startTime = z
  .string({ error: MATCH_MESSAGES.scheduleFieldsRequired })
  .trim()
  .min(1, MATCH_MESSAGES.scheduleFieldsRequired)
  .max(40, /*i18n*/ 'Please enter a valid date')
  .refine(isValidTournamentDate, /*i18n*/ 'Please enter a valid date');
const entrantId = z
  .string({ error: MATCH_MESSAGES.scheduleFieldsRequired })
  .trim()
  .min(1, MATCH_MESSAGES.scheduleFieldsRequired)
  .max(64);

/**
 * POST /api/matches (spec section 7, "Schedule match" of section 5): the owner
 * schedules an extra match between two entrants (players, or teams in doubles)
 * of an upcoming or ongoing tournament. `courtName` finds or adds the court.
 */
export const scheduleMatchInputSchema = z
  .object({
    tournamentId: entrantId,
    player1Id: entrantId,
    player2Id: entrantId,
    startTime,
    courtName: plainText({ max: 60, tooLong: /*i18n*/ 'At most 60 characters' }).optional(),
    courtId: z.string().max(64).optional(),
    round: z.number().int().min(1).max(99).default(1),
    status: z.literal('scheduled').optional(),
  })
  .refine((v) => v.player1Id !== v.player2Id, {
    message: MATCH_MESSAGES.samePlayers,
    path: ['player2Id'],
  });
export type ScheduleMatchInput = z.input<typeof scheduleMatchInputSchema>;

/** PUT /api/tournaments/{id}/match-schedule (spec section 7): a match's start and court. */
export const matchScheduleInputSchema = z.object({
  matchId: z.string().trim().min(1).max(64),
  startTime,
  courtId: z.string().max(64).nullable().optional(),
});
export type MatchScheduleInput = z.input<typeof matchScheduleInputSchema>;

/** PUT /api/matches/{id}/details: the same schedule fields, by the match's id. */
export const matchDetailsInputSchema = matchScheduleInputSchema.omit({ matchId: true });
export type MatchDetailsInput = z.input<typeof matchDetailsInputSchema>;

/** Spec section 3 "Stats" of a bracket. */
export const bracketStatsSchema = z.object({
  completedMatches: z.number().int(),
  inProgressMatches: z.number().int(),
  scheduledMatches: z.number().int(),
  currentRound: z.number().int(),
  totalRounds: z.number().int(),
  progress: z.number(),
});

export const standingRowSchema = z.object({
  rank: z.number().int(),
  entrantId: z.string(),
  name: z.string(),
  group: z.string().nullable(),
  played: z.number().int(),
  won: z.number().int(),
  lost: z.number().int(),
  pointDiff: z.number().int(),
  reason: z.string(),
});

/**
 * GET .../bracket: matches by round, the stats, the standings (group or swiss), and the
 * tournament as GET /tournaments/{id} answers it (spec: "Returns bracket, stats, tournament";
 * the spec's client reads its format and status from there, issue 23.2).
 */
export const bracketResponseSchema = z.object({
  data: z.object({
    bracket: z.record(z.string(), z.array(matchSchema)),
    stats: bracketStatsSchema,
    standings: z.array(standingRowSchema),
    tournament: tournamentDetailSchema,
  }),
});

/**
 * A user as score keeper search and the score keepers list show them. `email` is there only
 * when the organizer typed that whole address in the search (never otherwise: issue 22).
 */
export const userSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().optional(),
});
export type UserSummary = z.infer<typeof userSummarySchema>;

export const scoreKeepersResponseSchema = z.object({
  data: z.object({ scoreKeepers: z.array(userSummarySchema) }),
  message: z.string().optional(),
});
export const scoreKeeperInputSchema = z.object({ userId: z.string().max(64) });

/**
 * A score keeper named for a scope of a tournament (issue 27, decision 026): the whole
 * tournament (`courtId` null) or one court. An event scope joins later as `eventId`.
 */
export const tournamentScoreKeeperSchema = z.object({
  id: z.string(),
  user: userSummarySchema,
  courtId: z.string().nullable(),
  /** The court's name, or null for the whole tournament. */
  courtName: z.string().nullable(),
  createdAt: z.string(),
});
export type TournamentScoreKeeper = z.infer<typeof tournamentScoreKeeperSchema>;

export const tournamentScoreKeepersResponseSchema = z.object({
  data: z.object({ scoreKeepers: z.array(tournamentScoreKeeperSchema) }),
  message: z.string().optional(),
});

/** POST and DELETE /api/tournaments/{id}/score-keepers: who, and which court (none = all). */
export const tournamentScoreKeeperInputSchema = z.object({
  userId: z.string().max(64),
  courtId: z.string().max(64).nullable().optional(),
});
export type TournamentScoreKeeperInput = z.input<typeof tournamentScoreKeeperInputSchema>;

/**
 * GET /api/users/search?q= (organizers): the account of that whole email (with the email), and
 * by name the organizer's players and public profiles (without it); at most 10.
 */
export const userSearchQuerySchema = z.object({
  q: searchText(100).pipe(z.string().min(1, MATCH_MESSAGES.searchTermRequired)),
});
export const userSearchResponseSchema = z.object({ data: z.array(userSummarySchema) });

/**
 * POST /api/tournaments/{id}/winner (spec section 7): a participant's id
 * (`winnerId`: a player, or a team in doubles), or a custom `winnerName` with an
 * optional `winnerPartner` for doubles.
 */
export const setWinnerInputSchema = z
  .object({
    winnerId: z.string().max(64).optional(),
    winnerName: plainText({ max: 100, tooLong: /*i18n*/ 'At most 100 characters' }).optional(),
    winnerPartner: plainText({ max: 100, tooLong: /*i18n*/ 'At most 100 characters' }).optional(),
  })
  .refine((v) => Boolean(v.winnerId) || Boolean(v.winnerName), {
    message: MATCH_MESSAGES.winnerRequired,
    path: ['winnerId'],
  });
export type SetWinnerInput = z.input<typeof setWinnerInputSchema>;

/**
 * PUT /api/matches/{id}/status: the organizer or a score keeper marks a match
 * scheduled, in progress or cancelled; completion comes from the deciding score.
 */
export const updateMatchStatusInputSchema = z.object({
  status: z.enum(['scheduled', 'in-progress', 'cancelled'], {
    error: /*i18n*/ 'Status must be scheduled, in-progress or cancelled',
  }),
});

/** GET /api/matches (spec section 2 "Matches"): filters and a page; `mine` = the caller plays. */
export const matchListQuerySchema = z.object({
  tournamentId: z.string().max(64).optional(),
  status: z.enum(MATCH_STATUSES).optional(),
  mine: z.enum(['true', 'false']).optional(),
  /** Only the matches the user keeps (decision 026); `mine` adds them to the user's own. */
  keeping: z.enum(['true', 'false']).optional(),
  q: searchText(100).optional(),
  from: z.iso.datetime({ offset: true, error: /*i18n*/ 'Please enter a valid date' }).optional(),
  to: z.iso.datetime({ offset: true, error: /*i18n*/ 'Please enter a valid date' }).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type MatchListQuery = z.input<typeof matchListQuerySchema>;

export const matchPageResponseSchema = z.object({
  data: z.array(matchSchema),
  meta: z.object({
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
    /** The four counters of the Matches page, over the filters except status. */
    counts: z.object({
      scheduled: z.number().int(),
      inProgress: z.number().int(),
      completed: z.number().int(),
      total: z.number().int(),
    }),
  }),
});
