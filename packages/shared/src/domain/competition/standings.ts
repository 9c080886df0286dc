import { assertUniqueIds } from './errors';
import type { Decision, TiebreakCriterion } from './standings-reason';
import { placeReasons } from './standings-reason';
import { pointDiffAgainst, tallyResults } from './tally';
import type { Tally } from './tally';
import type { Entrant, MatchResult } from './types';

/** One place in a round-robin table. */
export interface StandingRow extends Tally {
  rank: number;
  entrantId: string;
  name: string;
  pointDiff: number;
  /** The criterion that separated this place from the next (the last place: from the one above). */
  decidedBy: TiebreakCriterion | null;
  reason: string;
}

interface Ordered {
  ids: string[];
  decisions: Decision[];
}

/** Tiebreakers after matches won, in order; each tied subset restarts at the first. */
const TIEBREAKERS = [
  'head-to-head',
  'point-diff',
  'head-to-head-point-diff',
  'point-diff-v-next',
  'rating',
] as const;

/**
 * Round-robin standings with the USA Pickleball tiebreakers (ARCHITECTURE.md
 * section 6): matches won; then, among the tied, head-to-head wins (for 3+ the
 * mini-table of their matches with each other, used only when it separates
 * someone); point differential over all games; head-to-head point differential
 * among the tied; point differential against the next-highest-placed entrant
 * (the one directly above the tie); rating (unrated last); and finally name then
 * id so the table is always total and deterministic. Whenever a criterion
 * splits a tie, every subset that stays tied starts again at head-to-head,
 * among its own members only. Results must be completed matches between the
 * given entrants (one group's).
 */
export function roundRobinStandings(
  entrants: readonly Entrant[],
  results: readonly MatchResult[],
): StandingRow[] {
  assertUniqueIds(entrants);
  const byId = new Map(entrants.map((e) => [e.id, e]));
  const ids = entrants.map((e) => e.id);
  const totals = tallyResults(ids, results);
  const diff = (id: string) => totals.get(id)!.pointsFor - totals.get(id)!.pointsAgainst;

  const value = (criterion: TiebreakCriterion, tied: string[], above: string | null) => {
    const among = new Set(tied);
    const mini = criterion.startsWith('head-to-head') ? tallyResults(ids, results, among) : null;
    return (id: string): number | null => {
      switch (criterion) {
        case 'head-to-head':
          return mini!.get(id)!.won;
        case 'head-to-head-point-diff':
          return mini!.get(id)!.pointsFor - mini!.get(id)!.pointsAgainst;
        case 'point-diff':
          return diff(id);
        case 'point-diff-v-next':
          return above === null ? 0 : pointDiffAgainst(id, above, results);
        default:
          return byId.get(id)!.rating;
      }
    };
  };

  const resolve = (tied: string[], above: string | null): Ordered => {
    if (tied.length === 1) return { ids: tied, decisions: [] };
    for (const criterion of TIEBREAKERS) {
      if (criterion === 'point-diff-v-next' && above === null) continue;
      const split = splitBy(tied, value(criterion, tied, above), criterion, above, resolve);
      if (split) return split;
    }
    const byName = [...tied].sort(
      (a, b) => byId.get(a)!.name.localeCompare(byId.get(b)!.name) || (a < b ? -1 : 1),
    );
    const decisions = byName.slice(1).map(() => nameDecision(tied.length));
    return { ids: byName, decisions };
  };

  const table =
    splitBy(ids, (id) => totals.get(id)!.won, 'wins', null, resolve) ?? resolve(ids, null);
  for (const d of table.decisions) if (d.versus) d.versus = byId.get(d.versus)!.name;
  const names = table.ids.map((id) => byId.get(id)!.name);
  const reasons = placeReasons(names, table.decisions);
  return table.ids.map((id, i) => ({
    rank: i + 1,
    entrantId: id,
    name: byId.get(id)!.name,
    ...totals.get(id)!,
    pointDiff: diff(id),
    decidedBy: (table.decisions[i] ?? table.decisions[i - 1])?.criterion ?? null,
    reason: reasons[i]!,
  }));
}

const nameDecision = (tiedCount: number): Decision => ({
  criterion: 'name',
  upper: null,
  lower: null,
  tiedCount,
});

/**
 * Splits `tied` into levels of `value` (highest first, null last) and resolves
 * each level that stays tied, top down so each knows who is placed above it.
 * Null when the criterion leaves everyone level.
 */
function splitBy(
  tied: string[],
  value: (id: string) => number | null,
  criterion: TiebreakCriterion,
  above: string | null,
  resolve: (tied: string[], above: string | null) => Ordered,
): Ordered | null {
  const levels = new Map<number | null, string[]>();
  for (const id of tied) levels.set(value(id), [...(levels.get(value(id)) ?? []), id]);
  if (levels.size < 2) return null;
  const keys = [...levels.keys()].sort((a, b) => (b ?? -Infinity) - (a ?? -Infinity));
  const out: Ordered = { ids: [], decisions: [] };
  keys.forEach((key, k) => {
    if (k > 0) {
      const upper = keys[k - 1]!;
      const decision: Decision = { criterion, upper, lower: key, tiedCount: tied.length };
      if (criterion === 'point-diff-v-next' && above !== null) decision.versus = above;
      out.decisions.push(decision);
    }
    const sub = resolve(levels.get(key)!, out.ids.at(-1) ?? above);
    out.ids.push(...sub.ids);
    out.decisions.push(...sub.decisions);
  });
  return out;
}
