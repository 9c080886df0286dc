import { SWISS_PAIRING_MAX_STEPS } from '../../constants';
import { sortBySeed, toRef } from './entrants';
import { CompetitionError, assertUniqueIds } from './errors';
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
 * Pairs one Swiss round. Round 1 (empty history) splits the field by rating
 * (`sortBySeed`): seed 1 v seed n/2+1, 2 v n/2+2, ... Later rounds rank by
 * `swissStandings` and pair within score groups (equal wins): the top entrant
 * of a group meets the one half-way down it (1 v 5 in a group of 8), and the
 * odd one out floats down to the next group. Nobody meets the same opponent
 * twice: a depth-first search backtracks, remembering dead ends, until every
 * entrant is paired, so a pairing is found whenever one exists. With an odd
 * count the bye goes to the lowest-ranked entrant who has not had one (the
 * next one up if that leaves no legal pairing); nobody gets two byes.
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
  const played = new Set(history.results.map(({ sides }) => pairKey(sides[0], sides[1])));
  const hadBye = new Set(history.byes);
  const search = new PairingSearch(
    ranked.map((e) => e.id),
    wins,
    played,
    isFirst,
  );
  let pairs: [number, number][] | null = null;
  let bye: number | null = null;
  if (ranked.length % 2 === 0) pairs = search.run(null);
  else {
    for (let i = ranked.length - 1; i >= 0 && !pairs; i -= 1) {
      if (hadBye.has(ranked[i]!.id)) continue;
      pairs = search.run(i);
      bye = i;
    }
  }
  if (!pairs) {
    throw new CompetitionError(
      'NO_PAIRING',
      `Round ${round} cannot be paired without a rematch or a second bye.`,
      {
        round,
      },
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

const pairKey = (a: string, b: string) => (a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`);

function winsById(entrants: readonly Entrant[], history: SwissHistory): Map<string, number> {
  const wins = new Map(entrants.map((e) => [e.id, 0]));
  for (const { sides, winner } of history.results) {
    const id = winner === 'side1' ? sides[0] : sides[1];
    wins.set(id, (wins.get(id) ?? 0) + 1);
  }
  for (const id of history.byes) wins.set(id, (wins.get(id) ?? 0) + 1);
  return wins;
}

/** Depth-first pairing of ranked indexes with a memo of remaining sets that cannot be paired. */
class PairingSearch {
  private readonly failed = new Set<string>();
  private steps = 0;

  constructor(
    private readonly ids: string[],
    private readonly wins: Map<string, number>,
    private readonly played: Set<string>,
    private readonly isFirst: boolean,
  ) {}

  run(bye: number | null): [number, number][] | null {
    const used = this.ids.map((_, i) => i === bye);
    return this.pairFrom(used);
  }

  private pairFrom(used: boolean[]): [number, number][] | null {
    const top = used.indexOf(false);
    if (top < 0) return [];
    const state = used.map((u) => (u ? '1' : '0')).join('');
    if (this.failed.has(state)) return null;
    if ((this.steps += 1) > SWISS_PAIRING_MAX_STEPS) {
      throw new CompetitionError('NO_PAIRING', 'Swiss pairing search gave up.', {
        steps: this.steps,
      });
    }
    used[top] = true;
    for (const other of this.candidates(top, used)) {
      if (this.played.has(pairKey(this.ids[top]!, this.ids[other]!))) continue;
      used[other] = true;
      const rest = this.pairFrom(used);
      used[other] = false;
      if (rest) {
        used[top] = false;
        return [[top, other], ...rest];
      }
    }
    used[top] = false;
    this.failed.add(state);
    return null;
  }

  /** Opponents for `top` in order of preference: its score group from half-way down, then lower groups. */
  private candidates(top: number, used: boolean[]): number[] {
    const free = used.flatMap((u, i) => (u ? [] : [i]));
    const score = (i: number) => (this.isFirst ? 0 : (this.wins.get(this.ids[i]!) ?? 0));
    const group = [top, ...free.filter((i) => score(i) === score(top))];
    const half = Math.floor(group.length / 2);
    const inGroup = [...group.slice(half), ...group.slice(1, half).reverse()].filter(
      (i) => i !== top,
    );
    return [...inGroup, ...free.filter((i) => score(i) !== score(top))];
  }
}
