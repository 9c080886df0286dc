import { z } from 'zod';
import {
  TOURNAMENT_CATEGORIES,
  TOURNAMENT_FORMATS,
  TOURNAMENT_STATUSES,
  TOURNAMENT_TYPES,
} from '../constants';
import { bracketStatsSchema, matchSchema, standingRowSchema } from './match';
import { medalSchema } from './tournament';

/**
 * The live-updates protocol of `/ws` (ARCHITECTURE.md section 5, decision 014): JSON text
 * frames. The client signs in with its first message (never a token in the URL), subscribes to
 * topics, and receives the events of each topic numbered 1, 2, 3... within an epoch. A client
 * that reconnects sends the epoch and the last number it saw and gets what it missed, or a
 * `resync` telling it to refetch.
 */

/** `tournament:{id}`, `match:{id}`, `user:{id}`. */
export const LIVE_TOPIC_PATTERN =
  /^(tournament|match|user):[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const liveTopicSchema = z.string().max(80).regex(LIVE_TOPIC_PATTERN);
export type LiveTopic = z.infer<typeof liveTopicSchema>;

/** Topics one socket may hold at once. */
export const LIVE_MAX_TOPICS = 200;
/** Close codes: 4401 the session was revoked or the token refused, 4408 no auth in time. */
export const LIVE_CLOSE_CODES = { unauthorized: 4401, authTimeout: 4408, tooSlow: 4429 } as const;

const sinceSchema = z.object({ epoch: z.string().max(64), seq: z.number().int().min(0) });

export const liveClientMessageSchema = z.discriminatedUnion('type', [
  /** First message; `token: null` stays anonymous (public tournaments only). */
  z.object({ type: z.literal('auth'), token: z.string().max(512).nullable() }),
  z.object({ type: z.literal('subscribe'), topic: liveTopicSchema, since: sinceSchema.optional() }),
  z.object({ type: z.literal('unsubscribe'), topic: liveTopicSchema }),
  z.object({ type: z.literal('ping') }),
]);
export type LiveClientMessage = z.infer<typeof liveClientMessageSchema>;

export const LIVE_EVENT_KINDS = [
  'match',
  'tournament',
  'participants',
  'waitlist',
  'teams',
  'courts',
  'keepers',
] as const;
export type LiveEventKind = (typeof LIVE_EVENT_KINDS)[number];

/**
 * What changed: the kind of row, the operation, its id and tournament. A match event carries
 * its score, status, winner, court and time (`data`), so a screen updates it in place; other
 * kinds are structural and the screen refetches.
 */
export const liveEventBodySchema = z.object({
  kind: z.enum(LIVE_EVENT_KINDS),
  op: z.enum(['INSERT', 'UPDATE', 'DELETE']),
  id: z.string().nullable(),
  tournamentId: z.string().nullable(),
  userId: z.string().optional(),
  data: z.record(z.string(), z.unknown()).optional(),
});
export type LiveEventBody = z.infer<typeof liveEventBodySchema>;

export const LIVE_ERROR_CODES = [
  'BAD_MESSAGE',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'TOO_MANY_TOPICS',
] as const;

export const liveServerMessageSchema = z.discriminatedUnion('type', [
  /** After auth, and again when the server starts a new epoch (every topic then resyncs). */
  z.object({ type: z.literal('hello'), epoch: z.string(), userId: z.string().nullable() }),
  /** `seq`: the topic's last number now; events after it follow. */
  z.object({ type: z.literal('subscribed'), topic: z.string(), seq: z.number().int() }),
  z.object({ type: z.literal('unsubscribed'), topic: z.string() }),
  z.object({
    type: z.literal('event'),
    topic: z.string(),
    seq: z.number().int(),
    event: liveEventBodySchema,
  }),
  /** `since` could not be served: refetch the topic's data; events after `seq` follow. */
  z.object({ type: z.literal('resync'), topic: z.string(), seq: z.number().int() }),
  z.object({ type: z.literal('pong') }),
  z.object({
    type: z.literal('error'),
    code: z.enum(LIVE_ERROR_CODES),
    message: z.string(),
    topic: z.string().optional(),
  }),
]);
export type LiveServerMessage = z.infer<typeof liveServerMessageSchema>;

/** A match as spectators see it: who keeps its score is not theirs to know. */
export const spectatorMatchSchema = matchSchema.omit({ authorizedScoreKeepers: true });
export type SpectatorMatch = z.infer<typeof spectatorMatchSchema>;

/** A person as the spectator page shows them: no email, nothing private. */
const spectatorPersonSchema = z.object({
  id: z.string(),
  name: z.string(),
  profileImage: z.string().nullable(),
  rating: z.number().nullable().optional(),
  provisional: z.boolean().optional(),
});

/**
 * GET /api/public/tournaments/{id}: what a signed-out spectator of a public tournament may
 * see (issue 11): the header, the players and teams, the courts, every match with its court,
 * time and score, and the bracket with its stats and standings. 404 unless the tournament is public.
 */
export const publicTournamentSchema = z.object({
  tournament: z.object({
    id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    category: z.enum(TOURNAMENT_CATEGORIES),
    type: z.enum(TOURNAMENT_TYPES),
    format: z.enum(TOURNAMENT_FORMATS),
    status: z.enum(TOURNAMENT_STATUSES),
    startDate: z.string(),
    endDate: z.string().nullable(),
    timeZone: z.string(),
    location: z.string(),
    maxParticipants: z.number().int(),
    currentParticipants: z.number().int(),
    entryFee: z.number(),
    prizePool: z.number(),
    scoringFormat: z.string(),
    scoringSystem: z.string(),
    hasBronzeMatch: z.boolean(),
    numGroups: z.number().int(),
    knockoutEnabled: z.boolean(),
    advanceCount: z.number().int(),
    rules: z.string().nullable(),
    organizer: z.object({ id: z.string(), name: z.string(), profileImage: z.string().nullable() }),
    winner: z
      .object({ id: z.string(), name: z.string(), profileImage: z.string().nullable() })
      .nullable(),
    winnerName: z.string().nullable(),
    winnerPartner: z.string().nullable(),
  }),
  participants: z.array(spectatorPersonSchema),
  teams: z.array(
    z.object({ id: z.string(), name: z.string(), players: z.array(spectatorPersonSchema) }),
  ),
  courts: z.array(z.object({ id: z.string(), name: z.string(), location: z.string().nullable() })),
  matches: z.array(spectatorMatchSchema),
  bracket: z.object({
    bracket: z.record(z.string(), z.array(spectatorMatchSchema)),
    stats: bracketStatsSchema,
    standings: z.array(standingRowSchema),
  }),
  /** Beyond issue 11: the medals decided so far (gold, silver, bronze), none before. */
  medals: z.array(medalSchema),
  /**
   * Issue 26 (decision 034), only for a tournament of two or more events: every event, the first
   * first, with its status and medals. The answer is then the event asked for (the same route
   * takes an event's id); `courts` are the tournament's and `boardMatches` every event's matches,
   * for the courts board over all events.
   */
  events: z
    .array(
      z.object({
        id: z.string(),
        name: z.string(),
        status: z.enum(TOURNAMENT_STATUSES),
        medals: z.array(medalSchema),
      }),
    )
    .optional(),
  boardMatches: z.array(spectatorMatchSchema).optional(),
});
export type PublicTournament = z.infer<typeof publicTournamentSchema>;

export const publicTournamentResponseSchema = z.object({ data: publicTournamentSchema });
