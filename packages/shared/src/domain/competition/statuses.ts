/** Spec section 3: a match is scheduled, in progress, completed or cancelled. */
export const MATCH_STATUSES = ['scheduled', 'in-progress', 'completed', 'cancelled'] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];

/** How a match's status reads everywhere it is shown (spec section 3's filter texts). */
export const MATCH_STATUS_LABELS: Record<MatchStatus, string> = {
  scheduled: 'Scheduled',
  'in-progress': 'In Progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/**
 * The stages the engine generates (see `MatchStage` in types.ts), and `extra`:
 * a match the organizer scheduled by hand (POST /api/matches), rated but
 * outside the bracket and the standings.
 */
export const MATCH_STAGES = ['knockout', 'group', 'swiss', 'bronze', 'extra'] as const;
