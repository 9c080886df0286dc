/** Spec section 3: a match is scheduled, in progress, completed or cancelled. */
export const MATCH_STATUSES = ['scheduled', 'in-progress', 'completed', 'cancelled'] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];

/** The stages the engine generates (see `MatchStage` in types.ts). */
export const MATCH_STAGES = ['knockout', 'group', 'swiss', 'bronze'] as const;
