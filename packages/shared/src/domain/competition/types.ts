/**
 * The plain data the competition engine reads and writes. The engine never
 * touches storage: the server hands it entrants and results and stores the
 * matches it returns, mapping each `key` to a row.
 */

/** A player, or a doubles team whose rating is its players' average (see `teamRating`). */
export interface Entrant {
  id: string;
  name: string;
  rating: number | null;
}

/** An entrant placed in a match; `seed` is its 1-based seed where the format seeds. */
export interface EntrantRef {
  id: string;
  name: string;
  seed?: number;
}

/** The two sides of a match, in the order of `CompetitionMatch.sides`. */
export type Side = 'side1' | 'side2';
/** Index of a side in `sides`: 0 is side1, 1 is side2. */
export type SlotIndex = 0 | 1;

/** Where an entrant goes after a match: the match key and the side it fills. */
export interface SlotLink {
  key: string;
  slot: SlotIndex;
}

/** The stage a match belongs to; `bronze` is the third-place match of a knockout. */
export type MatchStage = 'knockout' | 'group' | 'swiss' | 'bronze';

/**
 * The stages of every format: `MatchStage`'s, double elimination's (rule 12.C.3:
 * `winners`, `losers`, `grand-final`) and a knockout with consolation's (rule
 * 12.C.1: `knockout`, `consolation`). The apps store them all (`MATCH_STAGES`);
 * `MatchStage` stays the older formats' narrower type (decision 023).
 */
export type BracketStage = MatchStage | 'winners' | 'losers' | 'grand-final' | 'consolation';

/**
 * One match to store. Keys are stable and readable: `KO-R1-M3` (knockout round 1,
 * position 3), `KO-BRONZE`, `G-A-R2-M1` (group A, round 2, first match), `SW-R3-M4`,
 * `WB-R1-M3`, `LB-R2-M1`, `GF-M1`, `GF-M2` (double elimination), `CO-R1-M2` (consolation).
 * A side is `null` while it waits for the winner (or loser) of an earlier match.
 */
export interface CompetitionMatch<Stage extends BracketStage = MatchStage> {
  key: string;
  stage: Stage;
  /** The group label (A, B, ...) of a group match. */
  group?: string;
  round: number;
  /** 1-based place in its round; knockout positions follow the full bracket (see knockout.ts). */
  position: number;
  sides: [EntrantRef | null, EntrantRef | null];
  winnerTo?: SlotLink;
  loserTo?: SlotLink;
}

/** Points of one game: [side1, side2]. */
export type GameScore = readonly [side1: number, side2: number];

/** A completed match as standings and Swiss pairing read it. */
export interface MatchResult {
  /** Entrant ids of side1 and side2. */
  sides: readonly [string, string];
  games: readonly GameScore[];
  winner: Side;
}

/** 0 for side1, 1 for side2. */
export const sideIndex = (side: Side): SlotIndex => (side === 'side1' ? 0 : 1);
