import { assertUniqueIds } from './errors';
import type { Decision, TiebreakCriterion } from './standings-reason';
import { placeReasons } from './standings-reason';
import { tallyResults } from './tally';
import type { Tally } from './tally';
import type { Entrant, MatchResult } from './types';

/** One place in a Swiss table. `wins` counts byes; `won` only matches played. */
export interface SwissRow extends Tally {
  rank: number;
  entrantId: string;
  name: string;
  byes: number;
  wins: number;
  buchholz: number;
  pointDiff: number;
  reason: string;
}

/**
 * Swiss standings (ARCHITECTURE.md section 6): wins (a bye counts as a win
 * with no points), then Buchholz (the sum of the wins of everyone the entrant
 * played; a bye adds nothing), then point differential, then rating (unrated
 * last), then name and id so the order is total. `byes` lists the entrant ids
 * given a bye, one entry per bye.
 */
export function swissStandings(
  entrants: readonly Entrant[],
  results: readonly MatchResult[],
  byes: readonly string[],
): SwissRow[] {
  assertUniqueIds(entrants);
  const ids = entrants.map((e) => e.id);
  const totals = tallyResults(ids, results);
  const byeCount = new Map(ids.map((id) => [id, byes.filter((b) => b === id).length]));
  const wins = (id: string) => totals.get(id)!.won + byeCount.get(id)!;
  const buchholz = new Map(ids.map((id) => [id, 0]));
  for (const { sides } of results) {
    buchholz.set(sides[0], buchholz.get(sides[0])! + wins(sides[1]));
    buchholz.set(sides[1], buchholz.get(sides[1])! + wins(sides[0]));
  }
  const rows = entrants.map((e) => {
    const t = totals.get(e.id)!;
    return {
      entrant: e,
      values: {
        wins: wins(e.id),
        buchholz: buchholz.get(e.id)!,
        'point-diff': t.pointsFor - t.pointsAgainst,
        rating: e.rating,
      },
    };
  });
  const criteria = ['wins', 'buchholz', 'point-diff', 'rating'] as const;
  const decide = (a: (typeof rows)[number], b: (typeof rows)[number]): Decision => {
    for (const criterion of criteria) {
      const [x, y] = [a.values[criterion], b.values[criterion]];
      if (x !== y) return { criterion, upper: x, lower: y, tiedCount: 2 };
    }
    return {
      criterion: 'name' satisfies TiebreakCriterion,
      upper: null,
      lower: null,
      tiedCount: 2,
    };
  };
  rows.sort((a, b) => {
    const d = decide(a, b);
    if (d.criterion === 'name') {
      return a.entrant.name.localeCompare(b.entrant.name) || (a.entrant.id < b.entrant.id ? -1 : 1);
    }
    return (d.lower ?? -Infinity) - (d.upper ?? -Infinity);
  });
  const decisions = rows.slice(1).map((row, i) => decide(rows[i]!, row));
  const reasons = placeReasons(
    rows.map((r) => r.entrant.name),
    decisions,
  );
  return rows.map(({ entrant, values }, i) => ({
    rank: i + 1,
    entrantId: entrant.id,
    name: entrant.name,
    ...totals.get(entrant.id)!,
    byes: byeCount.get(entrant.id)!,
    wins: values.wins,
    buchholz: values.buchholz,
    pointDiff: values['point-diff'],
    reason: reasons[i]!,
  }));
}
