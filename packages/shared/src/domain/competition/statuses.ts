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
 * The stages the engine generates (see `BracketStage` in types.ts: double
 * elimination's `winners`, `losers` and `grand-final`, a knockout's
 * `consolation`), and `extra`: a match the organizer scheduled by hand
 * (POST /api/matches), rated but outside the bracket and the standings.
 */
export const MATCH_STAGES = [
  'knockout',
  'group',
  'swiss',
  'bronze',
  'winners',
  'losers',
  'grand-final',
  'consolation',
  'extra',
] as const;
export type StoredMatchStage = (typeof MATCH_STAGES)[number];

/**
 * The stages whose matches are linked by `winnerTo`/`loserTo` and advanced by
 * the one bracket rule (`decideResult`): everything but round robin groups,
 * Swiss rounds and extra matches.
 */
export const BRACKET_STAGES = [
  'knockout',
  'bronze',
  'winners',
  'losers',
  'grand-final',
  'consolation',
] as const satisfies readonly StoredMatchStage[];
