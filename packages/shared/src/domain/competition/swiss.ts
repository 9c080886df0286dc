import { sortBySeed, toRef } from './entrants';
import { CompetitionError, assertUniqueIds } from './errors';
import { maxWeightMatching } from './matching';
import { swissStandings } from './swiss-standings';
import type { CompetitionMatch, Entrant, EntrantRef, MatchResult } from './types';

/** Everything played so far, as the server stores it. */
export interface SwissHistory {
  results: readonly MatchResult[];
  /** Entrant ids given a bye in earlier rounds. */
  byes: readonly string[];
}

/** One paired Swiss round. */
export interface SwissRound {
  round: number;
  matches: CompetitionMatch[];
  /** Sits this round out and scores a win with no points; never a match. */
  bye: EntrantRef | null;
}

/** ARCHITECTURE.md section 6: ceil(log2 n) rounds (1 for two entrants, 7 for 128). */
export const swissRoundCount = (count: number): number => Math.max(1, Math.ceil(Math.log2(count)));

/** The stable key of a Swiss match, e.g. `SW-R3-M4`. */
export const swissMatchKey = (round: number, position: number): string =>
  `SW-R${round}-M${position}`;

/**
 * Pairs one Swiss round as a maximum-weight matching (`maxWeightMatching`),
 * so the best pairing is found whenever one exists, with no search budget.
 * Entrants are ranked: round 1 (empty history) by rating (`sortBySeed`),
 * later rounds by `swissStandings`; a score group is the entrants on equal
 * wins. Nobody meets the same opponent twice and nobody gets two byes. Among
 * the legal pairings it takes, in this order of importance:
 * 1. with an odd count, the bye on the lowest-ranked entrant who can take it
 *    (the bye is one more vertex of the matching, so it moves up exactly as
 *    far as a legal pairing needs);
 * 2. the least total squared score difference between opponents (everyone in
 *    their group when possible, floaters one group down);
 * 3. within a group, the top entrant meets the one half-way down it (1 v 5
 *    in a group of 8; round 1 splits the field: 1 v n/2+1), and a floater the
 *    nearest rank.
 */
export function pairSwissRound(
  entrants: readonly Entrant[],
  history: SwissHistory,
  round: number,
): SwissRound {
  assertUniqueIds(entrants);
  if (entrants.length < 2) {
    throw new CompetitionError(
      'TOO_FEW_ENTRANTS',
      `Swiss needs at least 2 entrants, got ${entrants.length}.`,
    );
  }
  const isFirst = history.results.length === 0 && history.byes.length === 0;
  const ranked = isFirst
    ? sortBySeed(entrants)
    : swissStandings(entrants, history.results, history.byes).map((row) =>
        entrants.find((e) => e.id === row.entrantId)!,
      );
  const wins = isFirst ? new Map<string, number>() : winsById(entrants, history);
  const scores = ranked.map((e) => wins.get(e.id) ?? 0);
  const n = ranked.length;
  const rank = new Map(ranked.map((e, i) => [e.id, i]));
  const met = new Uint8Array(n * n);
  for (const { sides } of history.results) {
    const a = rank.get(sides[0]);
    const b = rank.get(sides[1]);
    if (a !== undefined && b !== undefined) met[a * n + b] = met[b * n + a] = 1;
  }
  const hadBye = new Set(history.byes);
  const { pairs, bye } = bestPairing(
    scores,
    (a, b) => met[a * n + b] === 0,
    (a) => !hadBye.has(ranked[a]!.id),
  );
  if (!pairs) {
    throw new CompetitionError(
      'NO_PAIRING',
      `Round ${round} cannot be paired without a rematch or a second bye.`,
      { round },
    );
  }
  const matches = pairs.map(([a, b], m): CompetitionMatch => ({
    key: swissMatchKey(round, m + 1),
    stage: 'swiss',
    round,
    position: m + 1,
    sides: [toRef(ranked[a]!), toRef(ranked[b]!)],
  }));
  return { round, matches, bye: bye === null ? null : toRef(ranked[bye]!) };
}

function winsById(entrants: readonly Entrant[], history: SwissHistory): Map<string, number> {
  const wins = new Map(entrants.map((e) => [e.id, 0]));
  for (const { sides, winner } of history.results) {
    const id = winner === 'side1' ? sides[0] : sides[1];
    wins.set(id, (wins.get(id) ?? 0) + 1);
  }
  for (const id of history.byes) wins.set(id, (wins.get(id) ?? 0) + 1);
  return wins;
}

/**
 * The best pairing of ranks 0..n-1 (`scores` in rank order, groups
 * contiguous): pairs [higher rank, lower rank] in order of the higher, and
 * the bye's rank (null when n is even); `pairs` null when none is legal.
 * Each cost is an integer and each level outweighs every total of the levels
 * below it, so one matching minimises them in order (see `pairSwissRound`).
 */
export function bestPairing(
  scores: readonly number[],
  mayMeet: (a: number, b: number) => boolean,
  mayHaveBye: (a: number) => boolean,
): { pairs: [number, number][] | null; bye: number | null } {
  const n = scores.length;
  const groupSize = new Map<number, number>();
  for (const s of scores) groupSize.set(s, (groupSize.get(s) ?? 0) + 1);
  const gap = Math.max(...scores) - Math.min(...scores);
  const pairCount = Math.floor(n / 2);
  const tieUnit = n * n + 1;
  const byeUnit = pairCount * gap * gap * tieUnit + n * n + 1;
  // Weights are `top - cost`: every perfect matching has the same number of edges.
  const top = (n - 1) * byeUnit + gap * gap * tieUnit + n + 1;
  const edges: [number, number, number][] = [];
  for (let a = 0; a < n; a += 1) {
    const half = Math.floor(groupSize.get(scores[a]!)! / 2);
    for (let b = a + 1; b < n; b += 1) {
      if (!mayMeet(a, b)) continue;
      const diff = scores[a]! - scores[b]!;
      const tie = diff === 0 ? Math.abs(b - a - half) : b - a;
      edges.push([a, b, top - (diff * diff * tieUnit + tie)]);
    }
  }
  const byeVertex = n;
  if (n % 2 === 1) {
    for (let a = 0; a < n; a += 1)
      if (mayHaveBye(a)) edges.push([a, byeVertex, top - (n - 1 - a) * byeUnit]);
  }
  const vertexCount = n % 2 === 1 ? n + 1 : n;
  const mate = maxWeightMatching(vertexCount, edges, true);
  if (mate.some((m) => m === -1)) return { pairs: null, bye: null };
  const pairs: [number, number][] = [];
  for (let a = 0; a < n; a += 1) if (mate[a]! > a && mate[a]! < n) pairs.push([a, mate[a]!]);
  return { pairs, bye: n % 2 === 1 ? mate[byeVertex]! : null };
}
