import { CompetitionError } from './errors';
import type { MatchResult } from './types';

/** One entrant's totals over a set of results. */
export interface Tally {
  played: number;
  won: number;
  lost: number;
  pointsFor: number;
  pointsAgainst: number;
}

const empty = (): Tally => ({ played: 0, won: 0, lost: 0, pointsFor: 0, pointsAgainst: 0 });

/**
 * Totals per entrant id from completed results: matches played, won and lost
 * and points over all games. With `among`, only matches between two members of
 * that set count (the head-to-head mini-table of a tie). A result naming an id
 * outside `ids` is refused: standings never silently drop a match.
 */
export function tallyResults(
  ids: readonly string[],
  results: readonly MatchResult[],
  among?: ReadonlySet<string>,
): Map<string, Tally> {
  const tallies = new Map(ids.map((id) => [id, empty()]));
  for (const result of results) {
    const [id1, id2] = result.sides;
    const t1 = tallies.get(id1);
    const t2 = tallies.get(id2);
    if (!t1 || !t2) {
      const unknown = t1 ? id2 : id1;
      throw new CompetitionError(
        'UNKNOWN_ENTRANT',
        `A result names ${unknown}, who is not an entrant.`,
        {
          id: unknown,
        },
      );
    }
    if (among && !(among.has(id1) && among.has(id2))) continue;
    const [p1, p2] = result.games.reduce(([a, b], [g1, g2]) => [a + g1, b + g2], [0, 0]);
    add(t1, result.winner === 'side1', p1, p2);
    add(t2, result.winner === 'side2', p2, p1);
  }
  return tallies;
}

function add(t: Tally, isWin: boolean, pointsFor: number, pointsAgainst: number): void {
  t.played += 1;
  t.won += isWin ? 1 : 0;
  t.lost += isWin ? 0 : 1;
  t.pointsFor += pointsFor;
  t.pointsAgainst += pointsAgainst;
}

/** Point differential of `id` in its matches against `opponent` only. */
export function pointDiffAgainst(
  id: string,
  opponent: string,
  results: readonly MatchResult[],
): number {
  let diff = 0;
  for (const { sides, games } of results) {
    const isFirst = sides[0] === id && sides[1] === opponent;
    const isSecond = sides[1] === id && sides[0] === opponent;
    if (!isFirst && !isSecond) continue;
    for (const [a, b] of games) diff += isFirst ? a - b : b - a;
  }
  return diff;
}
