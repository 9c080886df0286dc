import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundRobinStandings } from './standings';
import type { Entrant, GameScore, MatchResult } from './types';

const entrant = (id: string, rating: number | null = 4): Entrant => ({ id, name: id, rating });
/** `a` beats `b` with these games (a's points first). */
const win = (a: string, b: string, ...games: GameScore[]): MatchResult => ({
  sides: [a, b],
  games,
  winner: 'side1',
});

const table = (entrants: Entrant[], results: MatchResult[]) =>
  roundRobinStandings(entrants, results).map((r) => [r.entrantId, r.reason]);

describe('roundRobinStandings: the tiebreakers in order', () => {
  it('most matches won first', () => {
    const rows = roundRobinStandings(
      [entrant('A'), entrant('B'), entrant('C')],
      [
        win('A', 'B', [11, 9], [11, 9]),
        win('A', 'C', [11, 0], [11, 0]),
        win('B', 'C', [11, 9], [11, 9]),
      ],
    );
    expect(rows.map((r) => [r.entrantId, r.won, r.lost, r.pointDiff, r.reason])).toEqual([
      ['A', 2, 0, 26, 'ahead of B on matches won (2 v 1)'],
      ['B', 1, 1, 0, 'ahead of C on matches won (1 v 0)'],
      ['C', 0, 2, -26, 'behind B on matches won (1 v 0)'],
    ]);
  });

  it('a two-way tie goes to head-to-head even against a better point differential', () => {
    const results = [
      win('Lee', 'Kim', [11, 9], [11, 9]),
      win('Kim', 'Max', [11, 0], [11, 0]),
      win('Lee', 'Max', [11, 9], [11, 9]),
      win('Kim', 'Ada', [11, 0], [11, 0]),
      win('Ada', 'Lee', [11, 9], [11, 9]),
      win('Max', 'Ada', [11, 9], [11, 9]),
    ];
    const rows = table([entrant('Kim'), entrant('Lee'), entrant('Max'), entrant('Ada')], results);
    expect(rows.slice(0, 2)).toEqual([
      ['Lee', 'ahead of Kim on head-to-head'],
      ['Kim', 'ahead of Max on matches won (2 v 1)'],
    ]);
  });

  it('a three-way cycle (A beat B, B beat C, C beat A) falls to point differential', () => {
    const results = [
      win('A', 'B', [11, 2], [11, 2]),
      win('B', 'C', [11, 8], [11, 8]),
      win('C', 'A', [11, 9], [11, 9]),
    ];
    expect(table([entrant('C'), entrant('B'), entrant('A')], results)).toEqual([
      ['A', 'ahead of C on point differential (+14 v -2)'],
      ['C', 'ahead of B on point differential (-2 v -12)'],
      ['B', 'behind C on point differential (-2 v -12)'],
    ]);
  });

  it('a cycle level on point differential falls to head-to-head point differential', () => {
    const results = [
      win('A', 'B', [11, 5], [11, 5]),
      win('B', 'C', [11, 9], [11, 9]),
      win('C', 'A', [11, 9], [11, 9]),
      win('A', 'D', [11, 8], [11, 8]),
      win('B', 'D', [11, 0], [11, 0]),
      win('C', 'D', [11, 4], [11, 4]),
    ];
    const rows = roundRobinStandings(
      ['A', 'B', 'C', 'D'].map((id) => entrant(id)),
      results,
    );
    expect(rows.map((r) => r.pointDiff)).toEqual([14, 14, 14, -42]);
    expect(rows.map((r) => [r.entrantId, r.reason])).toEqual([
      ['A', 'ahead of C on head-to-head point differential (+8 v 0)'],
      ['C', 'ahead of B on head-to-head point differential (0 v -8)'],
      ['B', 'ahead of D on matches won (2 v 0)'],
      ['D', 'behind B on matches won (2 v 0)'],
    ]);
  });

  it('then point differential against the next-highest-placed entrant', () => {
    const results = [
      win('Z', 'X', [11, 9], [11, 9]),
      win('Z', 'Y', [11, 7], [11, 7]),
      win('X', 'W', [11, 6], [11, 6]),
      win('Y', 'W', [11, 4], [11, 4]),
    ];
    expect(
      table(
        ['W', 'X', 'Y', 'Z'].map((id) => entrant(id)),
        results,
      ).slice(1, 3),
    ).toEqual([
      ['X', 'ahead of Y on point differential against Z (-4 v -8)'],
      ['Y', 'ahead of W on matches won (1 v 0)'],
    ]);
  });

  it('then rating (unrated last), then name', () => {
    const rows = table(
      [entrant('Cy', null), entrant('Bo', 3.5), entrant('Al', 4.5), entrant('Ann', 4.5)],
      [],
    );
    expect(rows).toEqual([
      ['Al', 'ahead of Ann on name (level on every tiebreaker)'],
      ['Ann', 'ahead of Bo on rating (4.50 v 3.50)'],
      ['Bo', 'ahead of Cy on rating (3.50 v unrated)'],
      ['Cy', 'behind Bo on rating (3.50 v unrated)'],
    ]);
  });

  it('refuses a result naming someone outside the group', () => {
    expect(() => roundRobinStandings([entrant('A')], [win('A', 'Q', [11, 0])])).toThrow(/Q/);
  });
});

describe('roundRobinStandings: against a plain recomputation', () => {
  const scored = fc.tuple(
    fc.boolean(),
    fc.integer({ min: 0, max: 9 }),
    fc.integer({ min: 0, max: 9 }),
  );

  it('wins, losses and points match the raw results; rows are ordered by wins', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 8 }),
        fc.array(scored, { minLength: 28, maxLength: 28 }),
        (n, draws) => {
          const entrants = Array.from({ length: n }, (_, i) =>
            entrant(`e${i}`, i % 3 === 0 ? null : 3 + (i % 4) / 2),
          );
          const results: MatchResult[] = [];
          for (let i = 0; i < n; i += 1) {
            for (let j = i + 1; j < n; j += 1) {
              const [isFirst, l1, l2] = draws[results.length]!;
              const games: GameScore[] = isFirst
                ? [
                    [11, l1],
                    [11, l2],
                  ]
                : [
                    [l1, 11],
                    [l2, 11],
                  ];
              results.push({
                sides: [`e${i}`, `e${j}`],
                games,
                winner: isFirst ? 'side1' : 'side2',
              });
            }
          }
          const rows = roundRobinStandings(entrants, results);
          expect(rows.map((r) => r.rank)).toEqual(entrants.map((_, i) => i + 1));
          expect(new Set(rows.map((r) => r.entrantId)).size).toBe(n);
          for (const row of rows) {
            let won = 0;
            let pf = 0;
            let pa = 0;
            for (const r of results) {
              const side = r.sides.indexOf(row.entrantId);
              if (side < 0) continue;
              if ((side === 0) === (r.winner === 'side1')) won += 1;
              for (const g of r.games) {
                pf += g[side]!;
                pa += g[1 - side]!;
              }
            }
            expect(row).toMatchObject({
              played: n - 1,
              won,
              lost: n - 1 - won,
              pointsFor: pf,
              pointsAgainst: pa,
              pointDiff: pf - pa,
            });
            expect(row.reason.length).toBeGreaterThan(0);
          }
          rows.slice(1).forEach((row, i) => expect(rows[i]!.won).toBeGreaterThanOrEqual(row.won));
        },
      ),
      { numRuns: 150 },
    );
  });
});
