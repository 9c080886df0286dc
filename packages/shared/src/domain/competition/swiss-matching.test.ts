import { describe, expect, it } from 'vitest';
import { bestPairing, pairSwissRound } from './swiss';
import type { SwissHistory } from './swiss';
import { swissStandings } from './swiss-standings';
import { makeEntrants, randomScore, seededRandom } from './test-helpers';
import type { Entrant, MatchResult } from './types';

const win = (a: string, b: string): MatchResult => ({
  sides: [a, b],
  games: [[11, 5]],
  winner: 'side1',
});
const pairKey = (a: string, b: string) => [a, b].sort().join('|');

function winsOf(entrants: readonly Entrant[], history: SwissHistory) {
  return new Map(
    swissStandings(entrants, history.results, history.byes).map((r) => [r.entrantId, r.wins]),
  );
}

/** Every legal pairing by brute force: the bye's rank (highest first), then the least squared gap. */
function bruteForce(
  scores: readonly number[],
  mayMeet: (a: number, b: number) => boolean,
  mayHaveBye: (a: number) => boolean,
): { bye: number | null; gap: number } | null {
  const n = scores.length;
  let best: { bye: number | null; gap: number } | null = null;
  const pairUp = (left: number[], gap: number, bye: number | null) => {
    if (left.length === 0) {
      const better =
        !best ||
        (bye ?? -1) > (best.bye ?? -1) ||
        ((bye ?? -1) === (best.bye ?? -1) && gap < best.gap);
      if (better) best = { bye, gap };
      return;
    }
    const [first, ...rest] = left;
    rest.forEach((other, i) => {
      if (!mayMeet(first!, other)) return;
      const d = scores[first!]! - scores[other]!;
      pairUp(
        rest.filter((_, j) => j !== i),
        gap + d * d,
        bye,
      );
    });
  };
  const all = Array.from({ length: n }, (_, i) => i);
  if (n % 2 === 0) pairUp(all, 0, null);
  else
    for (const bye of all)
      if (mayHaveBye(bye))
        pairUp(
          all.filter((a) => a !== bye),
          0,
          bye,
        );
  return best;
}

describe('Swiss pairing by maximum-weight matching (issue 24)', () => {
  it('the 10-entrant case: round 3 keeps everyone in their score group', () => {
    const entrants = makeEntrants(10);
    const history: SwissHistory = {
      results: [
        win('p1', 'p6'),
        win('p2', 'p7'),
        win('p3', 'p8'),
        win('p9', 'p4'),
        win('p10', 'p5'),
        win('p3', 'p1'),
        win('p2', 'p9'),
        win('p4', 'p10'),
        win('p7', 'p5'),
        win('p6', 'p8'),
      ],
      byes: [],
    };
    const wins = winsOf(entrants, history);
    const round = pairSwissRound(entrants, history, 3);
    expect(round.matches).toHaveLength(5);
    for (const m of round.matches) {
      expect(wins.get(m.sides[0]!.id)).toBe(wins.get(m.sides[1]!.id));
    }
    const pairs = round.matches.map((m) => pairKey(m.sides[0]!.id, m.sides[1]!.id));
    expect(pairs).toContain(pairKey('p2', 'p3'));
    expect(pairs).toContain(pairKey('p5', 'p8'));
  });

  it('equals a brute-force optimum (bye as low as legal, then least squared gap) for n <= 12', () => {
    for (let seed = 1; seed <= 160; seed += 1) {
      const random = seededRandom(seed);
      const n = 2 + (seed % 11);
      const scores = Array.from({ length: n }, () => Math.floor(random() * 4)).sort(
        (a, b) => b - a,
      );
      const density = 0.2 + random() * 0.6;
      const played = new Set<string>();
      for (let a = 0; a < n; a += 1)
        for (let b = a + 1; b < n; b += 1) if (random() < density) played.add(`${a},${b}`);
      const hadBye = new Set(Array.from({ length: n }, (_, i) => i).filter(() => random() < 0.3));
      const mayMeet = (a: number, b: number) => !played.has(`${Math.min(a, b)},${Math.max(a, b)}`);
      const mayHaveBye = (a: number) => !hadBye.has(a);
      const expected = bruteForce(scores, mayMeet, mayHaveBye);
      const { pairs, bye } = bestPairing(scores, mayMeet, mayHaveBye);
      if (!expected) {
        expect(pairs).toBeNull();
        continue;
      }
      expect(pairs).not.toBeNull();
      const gap = pairs!.reduce((sum, [a, b]) => sum + (scores[a]! - scores[b]!) ** 2, 0);
      expect({ bye, gap }).toEqual(expected);
      for (const [a, b] of pairs!) expect(mayMeet(a, b)).toBe(true);
    }
  });

  it('played rounds: never more squared gap than the optimum, for 2 to 12 entrants', () => {
    for (let n = 2; n <= 12; n += 1) {
      const random = seededRandom(100 + n);
      const entrants = makeEntrants(n);
      const history = { results: [] as MatchResult[], byes: [] as string[] };
      for (let round = 1; round <= 4 && round < n; round += 1) {
        const wins = winsOf(entrants, history);
        const ranked = swissStandings(entrants, history.results, history.byes).map(
          (r) => r.entrantId,
        );
        const met = new Set(history.results.map((r) => pairKey(...r.sides)));
        let paired;
        try {
          paired = pairSwissRound(entrants, history, round);
        } catch {
          break;
        }
        if (round > 1) {
          const scores = ranked.map((id) => wins.get(id) ?? 0);
          const expected = bruteForce(
            scores,
            (a, b) => !met.has(pairKey(ranked[a]!, ranked[b]!)),
            (a) => !history.byes.includes(ranked[a]!),
          )!;
          const gap = paired.matches.reduce(
            (sum, m) =>
              sum + ((wins.get(m.sides[0]!.id) ?? 0) - (wins.get(m.sides[1]!.id) ?? 0)) ** 2,
            0,
          );
          expect(gap).toBe(expected.gap);
        }
        if (paired.bye) history.byes.push(paired.bye.id);
        for (const m of paired.matches) {
          const winner = random() < 0.5 ? 0 : 1;
          history.results.push({
            sides: [m.sides[0]!.id, m.sides[1]!.id],
            games: randomScore(random, winner),
            winner: winner === 0 ? 'side1' : 'side2',
          });
        }
      }
    }
  });

  it('63 entrants with a hard history: the bye moves up and a pairing is found quickly', () => {
    // p1-p31 have played everyone in p32-p62: with p63 on the bye, 31 and 31 are left, both odd.
    const entrants = makeEntrants(63);
    const results: MatchResult[] = [];
    for (let a = 1; a <= 31; a += 1)
      for (let b = 32; b <= 62; b += 1)
        results.push((a + b) % 2 === 0 ? win(`p${a}`, `p${b}`) : win(`p${b}`, `p${a}`));
    const started = performance.now();
    const round = pairSwissRound(entrants, { results, byes: [] }, 5);
    expect(performance.now() - started).toBeLessThan(2000);
    const met = new Set(results.map((r) => pairKey(...r.sides)));
    const seen = round.matches.flatMap((m) => m.sides.map((s) => s!.id));
    expect(new Set([...seen, round.bye!.id]).size).toBe(63);
    for (const m of round.matches)
      expect(met.has(pairKey(m.sides[0]!.id, m.sides[1]!.id))).toBe(false);
    expect(round.bye!.id).not.toBe('p63');
  });
});
