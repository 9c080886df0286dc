import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pairSwissRound, swissRoundCount } from './swiss';
import type { SwissHistory } from './swiss';
import { swissStandings } from './swiss-standings';
import { makeEntrants, randomScore, seededRandom } from './test-helpers';
import type { MatchResult } from './types';

const ids = (round: ReturnType<typeof pairSwissRound>) =>
  round.matches.map((m) => m.sides.map((s) => s!.id).join(' v '));
const pairKey = (a: string, b: string) => [a, b].sort().join('|');

describe('swissRoundCount', () => {
  it.each([
    [2, 1],
    [3, 2],
    [8, 3],
    [9, 4],
    [128, 7],
  ])('%i entrants play %i rounds', (n, rounds) => expect(swissRoundCount(n)).toBe(rounds));
});

describe('pairSwissRound', () => {
  it('round 1 splits the field by rating: 1 v 5, 2 v 6, ...', () => {
    const round = pairSwissRound(makeEntrants(8).reverse(), { results: [], byes: [] }, 1);
    expect(ids(round)).toEqual(['p1 v p5', 'p2 v p6', 'p3 v p7', 'p4 v p8']);
    expect(round.matches.map((m) => m.key)).toEqual([
      'SW-R1-M1',
      'SW-R1-M2',
      'SW-R1-M3',
      'SW-R1-M4',
    ]);
    expect(round.bye).toBeNull();
  });

  it('round 1 with an odd count: the lowest-rated sits out with a bye', () => {
    const round = pairSwissRound(makeEntrants(5), { results: [], byes: [] }, 1);
    expect(ids(round)).toEqual(['p1 v p3', 'p2 v p4']);
    expect(round.bye?.id).toBe('p5');
  });

  it('round 2 pairs winners with winners, never repeats, and moves the bye up', () => {
    const win = (a: string, b: string): MatchResult => ({
      sides: [a, b],
      games: [[11, 5]],
      winner: 'side1',
    });
    const history: SwissHistory = { results: [win('p1', 'p3'), win('p4', 'p2')], byes: ['p5'] };
    const round = pairSwissRound(makeEntrants(5), history, 2);
    // Winners on 1 win: p1, p4, p5 (bye); p5 floats down after p1 v p4.
    expect(ids(round)).toEqual(['p1 v p4', 'p5 v p2']);
    expect(round.bye?.id).toBe('p3');
  });

  it('refuses a round that cannot be paired without a rematch', () => {
    const entrants = makeEntrants(4);
    const all: MatchResult[] = [];
    for (let i = 1; i <= 4; i += 1)
      for (let j = i + 1; j <= 4; j += 1)
        all.push({ sides: [`p${i}`, `p${j}`], games: [[11, 3]], winner: 'side1' });
    expect(() => pairSwissRound(entrants, { results: all, byes: [] }, 4)).toThrow(
      /cannot be paired/,
    );
  });

  it('finds a pairing whenever one exists (random histories, checked by brute force)', () => {
    const canPair = (left: number[], played: Set<string>): boolean => {
      if (left.length === 0) return true;
      const [first, ...rest] = left;
      return rest.some(
        (other, i) =>
          !played.has(pairKey(`p${first}`, `p${other}`)) &&
          canPair(
            rest.filter((_, j) => j !== i),
            played,
          ),
      );
    };
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 10 }),
        fc.array(fc.boolean(), { minLength: 45, maxLength: 45 }),
        (n, edges) => {
          const results: MatchResult[] = [];
          for (let i = 1, k = 0; i <= n; i += 1)
            for (let j = i + 1; j <= n; j += 1, k += 1)
              if (edges[k])
                results.push({ sides: [`p${i}`, `p${j}`], games: [[11, 3]], winner: 'side1' });
          const played = new Set(results.map((r) => pairKey(...r.sides)));
          const people = Array.from({ length: n }, (_, i) => i + 1);
          const exists =
            n % 2 === 0
              ? canPair(people, played)
              : people.some((bye) =>
                  canPair(
                    people.filter((p) => p !== bye),
                    played,
                  ),
                );
          if (!exists) {
            expect(() => pairSwissRound(makeEntrants(n), { results, byes: [] }, 2)).toThrow(
              /cannot be paired/,
            );
            return;
          }
          const round = pairSwissRound(makeEntrants(n), { results, byes: [] }, 2);
          for (const m of round.matches)
            expect(played.has(pairKey(m.sides[0]!.id, m.sides[1]!.id))).toBe(false);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('for 2 to 128 entrants over the full rounds: everyone plays once a round, no rematch, one bye at most', () => {
    const failures: string[] = [];
    for (let n = 2; n <= 128; n += 1) {
      const random = seededRandom(n);
      const entrants = makeEntrants(n);
      const history = { results: [] as MatchResult[], byes: [] as string[] };
      const met = new Set<string>();
      for (let round = 1; round <= swissRoundCount(n); round += 1) {
        const started = performance.now();
        const paired = pairSwissRound(entrants, history, round);
        if (performance.now() - started > 250) failures.push(`${n} round ${round}: slow`);
        const seen = paired.matches.flatMap((m) => m.sides.map((s) => s!.id));
        if (paired.bye) {
          if (history.byes.includes(paired.bye.id)) failures.push(`${n}: second bye`);
          seen.push(paired.bye.id);
          history.byes.push(paired.bye.id);
        }
        if (seen.length !== n || new Set(seen).size !== n)
          failures.push(`${n} round ${round}: not once each`);
        if ((paired.bye !== null) !== (n % 2 === 1)) failures.push(`${n}: bye when even`);
        for (const m of paired.matches) {
          const key = pairKey(m.sides[0]!.id, m.sides[1]!.id);
          if (met.has(key)) failures.push(`${n} round ${round}: rematch ${key}`);
          met.add(key);
          const winner = random() < 0.5 ? 0 : 1;
          const games = randomScore(random, winner);
          history.results.push({
            sides: [m.sides[0]!.id, m.sides[1]!.id],
            games,
            winner: winner === 0 ? 'side1' : 'side2',
          });
        }
      }
    }
    expect(failures).toEqual([]);
  }, 20_000);
});

describe('swissStandings', () => {
  it('ranks by wins (a bye is a win with no points), then Buchholz, then point differential', () => {
    const [a, b, c, d, e] = makeEntrants(5).map((x) => x.id) as [
      string,
      string,
      string,
      string,
      string,
    ];
    const results: MatchResult[] = [
      { sides: [a, c], games: [[11, 2]], winner: 'side1' },
      { sides: [b, d], games: [[11, 9]], winner: 'side1' },
      { sides: [c, d], games: [[11, 0]], winner: 'side1' },
      { sides: [e, a], games: [[11, 9]], winner: 'side1' },
    ];
    const rows = swissStandings(makeEntrants(5), results, [e, b]);
    expect(rows.map((r) => [r.entrantId, r.wins, r.buchholz, r.pointDiff, r.byes])).toEqual([
      ['p5', 2, 1, 2, 1],
      ['p2', 2, 0, 2, 1],
      ['p1', 1, 3, 7, 0],
      ['p3', 1, 1, 2, 0],
      ['p4', 0, 3, -13, 0],
    ]);
    expect(rows[0]!.reason).toBe('ahead of P2 on Buchholz (1 v 0)');
    expect(rows[2]!.reason).toBe('ahead of P3 on Buchholz (3 v 1)');
  });
});
