import { z } from 'zod';
import { matchSchema } from './match';

/** Texts of the desk (issue 27): calling matches to courts. */
export const DESK_MESSAGES = {
  onlyDesk: /*i18n*/ 'Only the organizer and the desk can call matches',
  called: (court: string) => `Match called to ${court}`,
  uncalled: /*i18n*/ 'Match call cancelled',
  courtRequired: /*i18n*/ 'Choose a court',
  courtNotInTournament: /*i18n*/ 'That court does not belong to this tournament',
  courtTaken: (court: string, match: string) => `${court} already has ${match}`,
  sidesUnknown: /*i18n*/ 'This match is still waiting for the result of an earlier match',
  notOpen: /*i18n*/ 'Only a scheduled match that has not started can be called',
  alreadyCalled: (court: string) => `This match is already called to ${court}`,
  playerBusy: (name: string, where: string) => `${name} is ${where}`,
  resting: (name: string, until: string) => `${name} is resting until ${until}`,
  notCheckedIn: (name: string) => `${name} has not checked in`,
  notCalled: /*i18n*/ 'This match is not called',
  deskFailed: /*i18n*/ 'Failed to load the desk',
  callFailed: /*i18n*/ 'Failed to call the match',
} as const;

/** POST /api/matches/{id}/call: the court to call the match to. */
export const callMatchInputSchema = z.object({
  courtId: z
    .string({ error: DESK_MESSAGES.courtRequired })
    .min(1, DESK_MESSAGES.courtRequired)
    .max(64),
  /**
   * Decision 031: call the match although a player's rest is not over (the desk confirmed who
   * rests until when). Never past a player on court, called elsewhere or not checked in.
   */
  ignoreRest: z.boolean().optional(),
});
export type CallMatchInput = z.infer<typeof callMatchInputSchema>;

/** A court as the desk sees it: free, or the match called there or on court. */
export const deskCourtSchema = z.object({
  id: z.string(),
  name: z.string(),
  state: z.enum(['free', 'called', 'on-court']),
  match: matchSchema.nullable(),
  /** A called match whose planned start passed more than DESK_LATE_AFTER_MINUTES ago. */
  isLate: z.boolean(),
});
export type DeskCourt = z.infer<typeof deskCourtSchema>;

/** A match waiting to be called, in the planner's order. */
export const deskQueueEntrySchema = z.object({
  match: matchSchema,
  /** Empty when the desk may call it now; otherwise why not, as sentences. */
  blockers: z.array(z.string()),
  /** The planner's court when free, else the first free court; null when none is free. */
  suggestedCourtId: z.string().nullable(),
  isLate: z.boolean(),
  /**
   * Only a rest not over keeps it (the blockers name each resting player until when): the desk
   * may call it early with `ignoreRest` (decision 031).
   */
  canCallEarly: z.boolean(),
});
export type DeskQueueEntry = z.infer<typeof deskQueueEntrySchema>;

/** GET /api/matches/tournament/{id}/desk: the courts and the queue (organizer and desk). */
export const deskResponseSchema = z.object({
  data: z.object({
    now: z.string(),
    courts: z.array(deskCourtSchema),
    queue: z.array(deskQueueEntrySchema),
    /**
     * Matches called or in play that no court shows (a score keeper started them without a
     * call, with no court or on a court that shows another match), in the planner's order.
     */
    elsewhere: z.array(matchSchema),
    /**
     * The tournament and every event whose matches this desk serves (issue 26: one desk for the
     * venue), so a screen follows each one's live topic.
     */
    eventIds: z.array(z.string()),
    /**
     * The last round of each stage of the tournament ('knockout', 'winners', 'losers'...), so
     * the desk names rounds as the bracket does ("Winners' Semifinals", "Losers' Round 1").
     */
    lastRounds: z.record(z.string(), z.number().int()),
  }),
});
export type DeskAnswer = z.infer<typeof deskResponseSchema>['data'];
