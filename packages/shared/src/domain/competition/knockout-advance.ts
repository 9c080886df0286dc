import { CompetitionError } from './errors';
import type { CompetitionMatch, EntrantRef, Side, SlotLink } from './types';
import { sideIndex } from './types';

/** One entrant placed into a later match by a result. */
export interface Placement {
  entrant: EntrantRef;
  to: SlotLink;
  /** Who else held that slot before (a corrected result replaces them), or null. */
  replaced: EntrantRef | null;
}

/** What a result does to the bracket. */
export interface AdvanceOutcome {
  winner: EntrantRef;
  loser: EntrantRef;
  /** The winner's and (semifinal) loser's moves, in that order; empty after a final. */
  placements: Placement[];
  /** The bracket with those slots filled; the input is not changed. */
  matches: CompetitionMatch[];
  /** Set when this result decided the final. */
  championId: string | null;
}

/**
 * Advances a knockout result (ARCHITECTURE.md section 6: a score that decides
 * the match "advances the winner, and semifinal losers to the bronze match, in
 * the same transaction"). Pure: returns the placements for the server to write
 * and a copy of the bracket with them applied. A corrected result (the match
 * already advanced someone) overwrites the slots and reports who was replaced;
 * whether later matches have started is the server's call.
 */
export function applyResult(
  matches: readonly CompetitionMatch[],
  matchKey: string,
  winnerSide: Side,
): AdvanceOutcome {
  const match = matches.find((m) => m.key === matchKey);
  if (!match) throw new CompetitionError('UNKNOWN_MATCH', `No match ${matchKey}.`, { matchKey });
  const [side1, side2] = match.sides;
  if (!side1 || !side2) {
    throw new CompetitionError(
      'MATCH_NOT_READY',
      `Match ${matchKey} is still waiting for an entrant.`,
      {
        matchKey,
      },
    );
  }
  const winner = winnerSide === 'side1' ? side1 : side2;
  const loser = winnerSide === 'side1' ? side2 : side1;
  const next = matches.map((m) => ({ ...m, sides: [...m.sides] as CompetitionMatch['sides'] }));
  const placements: Placement[] = [];
  const place = (entrant: EntrantRef, to: SlotLink | undefined) => {
    if (!to) return;
    const target = next.find((m) => m.key === to.key);
    if (!target)
      throw new CompetitionError('UNKNOWN_MATCH', `No match ${to.key}.`, { matchKey: to.key });
    const before = target.sides[to.slot];
    placements.push({ entrant, to, replaced: before && before.id !== entrant.id ? before : null });
    target.sides[to.slot] = entrant;
  };
  place(winner, match.winnerTo);
  place(loser, match.loserTo);
  const isFinal = match.stage === 'knockout' && !match.winnerTo;
  return { winner, loser, placements, matches: next, championId: isFinal ? winner.id : null };
}

/** The side of `match` that `entrantId` plays on, or null. */
export function sideOf(match: CompetitionMatch, entrantId: string): Side | null {
  if (match.sides[sideIndex('side1')]?.id === entrantId) return 'side1';
  if (match.sides[sideIndex('side2')]?.id === entrantId) return 'side2';
  return null;
}
