/** Spec section 3: a match is scheduled, in progress, completed or cancelled. */
export const MATCH_STATUSES = ['scheduled', 'in-progress', 'completed', 'cancelled'] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];

/**
 * The stages the engine generates (see `MatchStage` in types.ts), and `extra`:
 * a match the organizer scheduled by hand (POST /api/matches), rated but
 * outside the bracket and the standings.
 */
export const MATCH_STAGES = ['knockout', 'group', 'swiss', 'bronze', 'extra'] as const;
