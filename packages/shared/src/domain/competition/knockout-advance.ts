import { CompetitionError } from './errors';
import type { BracketStage, CompetitionMatch, Side, SlotIndex, SlotLink } from './types';
import { sideIndex } from './types';

/**
 * One match of a bracket as the rule reads it: the entrant ids on its sides,
 * where its winner and loser go, and how far it got. The server maps its rows
 * to this; the engine's own `CompetitionMatch` maps with `toBracketMatch`.
 */
export interface BracketMatch {
  key: string;
  sides: readonly [string | null, string | null];
  winnerTo?: SlotLink | null;
  loserTo?: SlotLink | null;
  /**
   * `started`: in progress, or with a game or an actual start; `completed`: decided;
   * `cancelled`: an "if necessary" match found not needed (see `isIfNecessaryFeeder`).
   */
  progress: 'open' | 'started' | 'completed' | 'cancelled';
}

/** One slot to write: an entrant placed, or `null` to clear it. */
export interface SlotFill {
  key: string;
  slot: SlotIndex;
  entrantId: string | null;
}

/** What a decided result changes in the bracket: the rows for the server to write. */
export interface ResultChanges {
  winnerId: string;
  loserId: string;
  /** Slots to write, in the order decided (the winner's first). */
  fills: SlotFill[];
  /**
   * Keys of matches that had started with an entrant the result replaces: they
   * go back to scheduled with no games, and what a completed one had placed
   * further on is cleared (and reset in turn). Empty for a first result. A
   * cancelled "if necessary" match that is needed again is listed here too.
   */
  resets: string[];
  /**
   * Keys of matches no longer to be played, after the resets: the server marks
   * them cancelled. Only double elimination's `GF-M2`, when the winners' bracket
   * champion (side 1) wins `GF-M1`.
   */
  cancels: string[];
}

/**
 * A grand final with an "if necessary" second match (rule 12.C.3): its winner
 * and its loser both go to the same match. That match is played only when side
 * 2 (the losers' bracket champion, the one with a loss) wins; when side 1 wins,
 * it is cancelled. Read from the links alone, so stored rows need nothing more.
 */
export const isIfNecessaryFeeder = (match: Pick<BracketMatch, 'winnerTo' | 'loserTo'>): boolean =>
  !!match.winnerTo && match.winnerTo.key === match.loserTo?.key;

/**
 * The one bracket rule (ARCHITECTURE.md section 6; decision 021): a decided
 * result puts its winner into the slot `winnerTo` names and its loser into
 * `loserTo` (a semifinal's loser into the bronze match). A slot that already
 * holds that entrant is left as it is; a slot that held someone else (a
 * corrected result) takes the new entrant, and when its match had started,
 * that match is reset and what it had placed is cleared, down the bracket.
 * A grand final's "if necessary" match (`isIfNecessaryFeeder`) is cleared and
 * cancelled when side 1 wins, filled (and un-cancelled) when side 2 wins, and
 * un-cancelled, empty, when the grand final's own result is reset.
 * Pure: the input is not changed. A first result only fills empty slots.
 */
export function decideResult(
  matches: readonly BracketMatch[],
  matchKey: string,
  winnerSide: Side,
): ResultChanges {
  const byKey = new Map(matches.map((m) => [m.key, m]));
  const match = findMatch(byKey, matchKey);
  const [side1, side2] = match.sides;
  if (!side1 || !side2) {
    throw new CompetitionError(
      'MATCH_NOT_READY',
      `Match ${matchKey} is still waiting for an entrant.`,
      { matchKey },
    );
  }
  const winnerId = winnerSide === 'side1' ? side1 : side2;
  const loserId = winnerSide === 'side1' ? side2 : side1;
  const fills: SlotFill[] = [];
  const resets: string[] = [];
  const cancels: string[] = [];
  const restore = (key: string) => {
    if (findMatch(byKey, key).progress === 'cancelled' && !resets.includes(key)) resets.push(key);
  };
  const place = (to: SlotLink | null | undefined, entrantId: string | null) => {
    if (!to) return;
    const target = findMatch(byKey, to.key);
    const before = target.sides[to.slot];
    if (entrantId !== null) restore(to.key);
    if (before === entrantId) return;
    fills.push({ key: to.key, slot: to.slot, entrantId });
    if (before === null || target.progress === 'open' || target.progress === 'cancelled') return;
    if (!resets.includes(target.key)) resets.push(target.key);
    // The reset match's own result is gone: clear what it had placed further on.
    if (target.progress === 'completed') {
      place(target.winnerTo, null);
      place(target.loserTo, null);
      if (isIfNecessaryFeeder(target)) restore(target.winnerTo!.key);
    }
  };
  if (isIfNecessaryFeeder(match) && winnerSide === 'side1') {
    place(match.winnerTo, null);
    place(match.loserTo, null);
    cancels.push(match.winnerTo!.key);
  } else {
    place(match.winnerTo, winnerId);
    place(match.loserTo, loserId);
  }
  return { winnerId, loserId, fills, resets, cancels };
}

/**
 * The bracket after `changes`: slots filled, reset matches open again, cancelled
 * ones cancelled. Pure; the server writes the same changes to its rows instead.
 */
export function applyChanges(
  matches: readonly BracketMatch[],
  changes: Pick<ResultChanges, 'fills' | 'resets'> & Partial<Pick<ResultChanges, 'cancels'>>,
): BracketMatch[] {
  const resets = new Set(changes.resets);
  const cancels = new Set(changes.cancels);
  return matches.map((m) => {
    const sides: [string | null, string | null] = [...m.sides];
    for (const fill of changes.fills) if (fill.key === m.key) sides[fill.slot] = fill.entrantId;
    const progress = cancels.has(m.key) ? 'cancelled' : resets.has(m.key) ? 'open' : m.progress;
    return { ...m, sides, progress };
  });
}

/** A generated match as the rule reads it (`progress` open unless given). */
export const toBracketMatch = (
  match: CompetitionMatch<BracketStage>,
  progress: BracketMatch['progress'] = 'open',
): BracketMatch => ({
  key: match.key,
  sides: [match.sides[0]?.id ?? null, match.sides[1]?.id ?? null],
  winnerTo: match.winnerTo ?? null,
  loserTo: match.loserTo ?? null,
  progress,
});

/** The side of `match` that `entrantId` plays on, or null. */
export function sideOf(match: Pick<BracketMatch, 'sides'>, entrantId: string): Side | null {
  if (match.sides[sideIndex('side1')] === entrantId) return 'side1';
  if (match.sides[sideIndex('side2')] === entrantId) return 'side2';
  return null;
}

function findMatch(byKey: ReadonlyMap<string, BracketMatch>, key: string): BracketMatch {
  const match = byKey.get(key);
  if (!match) throw new CompetitionError('UNKNOWN_MATCH', `No match ${key}.`, { matchKey: key });
  return match;
}
