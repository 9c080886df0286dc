import { z } from 'zod';
import {
  FAVORITE_SHOTS,
  PLAYER_LEVELS,
  PLAYER_PAGE_SIZE,
  PLAYER_PAGE_SIZE_MAX,
  PLAYER_SORTS,
  PREFERRED_HANDS,
  YEARS_PLAYING_OPTIONS,
} from '../constants';
import { searchText } from '../validation/plain-text';
import { onlyKeysOf, playingLevelSchema } from './user';

/** Players screen texts (spec sections 2 and 8). */
export const PLAYER_MESSAGES = {
  loadFailed: /*i18n*/ 'Failed to load players',
  empty: /*i18n*/ 'No players found',
  notFound: /*i18n*/ 'Player not found',
  updated: /*i18n*/ 'Profile updated successfully!',
} as const;

/**
 * GET /api/players/rankings and /api/players/with-stats: server-side search by name, the
 * level bands of spec section 5, the five sorts of section 9, pages. Rankings sort by rating
 * unless told; with-stats by name.
 */
export const playerListQuerySchema = z.object({
  q: searchText(100).optional(),
  level: z.enum([...PLAYER_LEVELS, 'all']).optional(),
  sort: z.enum(PLAYER_SORTS).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(PLAYER_PAGE_SIZE_MAX).default(PLAYER_PAGE_SIZE),
});
export type PlayerListQuery = z.input<typeof playerListQuerySchema>;
export type PlayerListParams = z.output<typeof playerListQuerySchema>;

/**
 * A ranked player (spec section 3) with the figures the owner lets others see: a hidden rating
 * or hidden statistics are null and flagged in `hidden`. `gamesPlayed` counts completed matches;
 * `winRate` is wins / (wins + losses) as a rounded percentage, 0 without a match (section 9).
 */
export const rankedPlayerSchema = z.object({
  id: z.string(),
  name: z.string(),
  profileImage: z.string().nullable(),
  location: z.string().nullable(),
  /** Absent when the player hides it from this viewer (decision 012). */
  rating: z.number().nullable().optional(),
  /** Fewer than RATING_PROVISIONAL_MATCHES rated matches: the rating is their declared level. */
  provisional: z.boolean().optional(),
  ratedMatches: z.number().int().optional(),
  level: z.enum(PLAYER_LEVELS).nullable(),
  wins: z.number().int().nullable(),
  losses: z.number().int().nullable(),
  gamesPlayed: z.number().int().nullable(),
  winRate: z.number().int().nullable(),
  /** The place in the list's order (1 = first of the first page). */
  rank: z.number().int(),
  hidden: z.object({ rating: z.boolean(), stats: z.boolean() }),
});
export type RankedPlayer = z.infer<typeof rankedPlayerSchema>;

/**
 * The Players page's four cards, over every player the filters match (not only the page):
 * averages over the figures the caller may see, null when there is none.
 */
export const playerSummarySchema = z.object({
  totalPlayers: z.number().int(),
  averageRating: z.number().nullable(),
  /** Completed matches of the listed players, each counted once per player in it. */
  totalGames: z.number().int(),
  averageWinRate: z.number().int().nullable(),
});
export type PlayerSummary = z.infer<typeof playerSummarySchema>;

export const playerListResponseSchema = z.object({
  data: z.array(rankedPlayerSchema),
  meta: z.object({
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
    sort: z.enum(PLAYER_SORTS),
    summary: playerSummarySchema,
  }),
});
export type PlayerListResponse = z.infer<typeof playerListResponseSchema>;

export const playerResponseSchema = z.object({
  data: rankedPlayerSchema.extend({
    bio: z.string().nullable(),
    preferredHand: z.string().nullable(),
    yearsPlaying: z.string().nullable(),
    favoriteShot: z.string().nullable(),
  }),
  message: z.string().optional(),
});
export type PlayerDetail = z.infer<typeof playerResponseSchema>['data'];

const playerShape = {
  preferredHand: z.enum(PREFERRED_HANDS).nullable().optional(),
  yearsPlaying: z.enum(YEARS_PLAYING_OPTIONS).nullable().optional(),
  favoriteShot: z.enum(FAVORITE_SHOTS).nullable().optional(),
  rating: playingLevelSchema.nullable().optional(),
};

/** PUT /api/players/{id} (self only): the player fields of the profile; anything else is refused. */
export const updatePlayerInputSchema = z
  .looseObject(playerShape)
  .superRefine(onlyKeysOf(playerShape));
export type UpdatePlayerInput = z.input<typeof updatePlayerInputSchema>;

const resultSchema = z.enum(['W', 'L']);

/** One completed match from the player's side. */
export const playerMatchSchema = z.object({
  matchId: z.string(),
  tournamentId: z.string(),
  tournamentName: z.string(),
  result: resultSchema,
  /** The other side's name (a player, or a team in doubles). */
  opponent: z.string(),
  /** Points per game, the player's side first. */
  games: z.array(z.tuple([z.number(), z.number()])),
  completedAt: z.string(),
});
export type PlayerMatch = z.infer<typeof playerMatchSchema>;

export const ratingPointSchema = z.object({
  matchId: z.string(),
  at: z.string(),
  before: z.number(),
  after: z.number(),
});
export type RatingPoint = z.infer<typeof ratingPointSchema>;

/**
 * GET /api/players/{id}/stats: every figure computed from completed matches and the rating
 * history; a figure that cannot be computed (no timed match, no rated match) is null.
 */
export const playerStatsSchema = z.object({
  playerId: z.string(),
  wins: z.number().int(),
  losses: z.number().int(),
  gamesPlayed: z.number().int(),
  /** Spec section 9: round(wins / (wins + losses) * 100), 0 without a match. */
  winRate: z.number().int(),
  /** Individual games (sets) won and lost across those matches. */
  setsWon: z.number().int(),
  setsLost: z.number().int(),
  currentRating: z.number().nullable(),
  /** The highest rating held after any rated match (or before the first); null if never rated. */
  bestRating: z.number().nullable(),
  /** The run of equal results ending with the latest match; null without a match. */
  currentStreak: z.object({ result: resultSchema, length: z.number().int() }).nullable(),
  /** The longest run of consecutive wins. */
  longestWinStreak: z.number().int(),
  /** Mean of (completion - actual start) over matches that have both, in minutes. */
  averageMatchMinutes: z.number().nullable(),
  /** The same time divided by the games played in those matches, in minutes. */
  averageGameMinutes: z.number().nullable(),
  /** Completed tournaments the player took part in, and those they won. */
  tournamentsPlayed: z.number().int(),
  tournamentsWon: z.number().int(),
  /** round(won / played * 100); null when no tournament has been completed. */
  tournamentWinRate: z.number().int().nullable(),
  /** The opponent met most often (latest meeting breaks ties), with the record against them. */
  favoriteOpponent: z
    .object({
      id: z.string(),
      name: z.string(),
      matches: z.number().int(),
      wins: z.number().int(),
      losses: z.number().int(),
    })
    .nullable(),
  /** The last five results, latest first. */
  form: z.array(resultSchema),
  recentMatches: z.array(playerMatchSchema),
  ratingHistory: z.array(ratingPointSchema),
  /** The dashboard's trend: the last TREND_DAYS days against the time before. */
  lastDays: z.object({
    days: z.number().int(),
    wins: z.number().int(),
    losses: z.number().int(),
    winRate: z.number().int().nullable(),
    /** lastDays.winRate minus the win rate before them; null unless both exist. */
    trend: z.number().int().nullable(),
  }),
  /** Tournaments the player holds a place in (any status), and their matches still to play. */
  tournamentsJoined: z.number().int(),
  upcomingMatches: z.number().int(),
});
export type PlayerStats = z.infer<typeof playerStatsSchema>;
export const playerStatsResponseSchema = z.object({ data: playerStatsSchema });
