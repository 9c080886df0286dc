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
 * How a player's own score became final (decision 027): the other side confirmed it, the desk
 * did, or the organizer's confirmation time passed.
 */
export const CONFIRMATION_KINDS = ['opponent', 'desk', 'auto'] as const;
export type ConfirmationKind = (typeof CONFIRMATION_KINDS)[number];

/* Kept here, free of imports, so the public page can show the labels cheaply. */
/**
 * A match completed without being played to its end (USA Pickleball rules
 * 12.F-12.H; decision 024): a no-show or a withdrawal (`walkover`), a
 * retirement, a forfeit, a disqualification. Null on a match is a normal result.
 */
export const SPECIAL_RESULT_KINDS = [
  'walkover',
  'retirement',
  'forfeit',
  'disqualification',
] as const;
export type SpecialResultKind = (typeof SPECIAL_RESULT_KINDS)[number];

/** The short label shown beside the score on every screen. */
export const SPECIAL_RESULT_LABELS: Record<SpecialResultKind, string> = {
  walkover: 'W/O',
  retirement: 'RET',
  forfeit: 'FF',
  disqualification: 'DQ',
};

/** Long names, for forms and screen readers. */
export const SPECIAL_RESULT_NAMES: Record<SpecialResultKind, string> = {
  walkover: 'Walkover (no-show or withdrawal)',
  retirement: 'Retirement',
  forfeit: 'Forfeit',
  disqualification: 'Disqualification',
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
