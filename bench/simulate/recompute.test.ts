// The simulation's recomputation on small cases worked out by hand: a checker that is wrong
// would pass a wrong server or fail a right one.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  medalsOf,
  replayRatings,
  roundRobinTable,
  scheduleProblems,
  swissTable,
  type Entrant,
  type SimMatch,
} from './recompute';

let n = 0;
const match = (
  side1: string,
  side2: string,
  games: [number, number][],
  extra: Partial<SimMatch> = {},
): SimMatch => {
  const won1 = games.filter(([a, b]) => a > b).length;
  n += 1;
  return {
    id: `m${n}`,
    key: `K${n}`,
    stage: 'group',
    group: 'A',
    round: 1,
    position: n,
    status: 'completed',
    side1,
    side2,
    winner: won1 * 2 > games.length ? side1 : side2,
    games,
    resultKind: null,
    courtId: 'c1',
    actualStartTime: null,
    version: 1,
    ...extra,
  };
};
const entrant = (id: string, rating: number | null = null): Entrant => ({
  id,
  name: id.toUpperCase(),
  players: [id],
  rating,
});

describe('roundRobinTable', () => {
  it('breaks a three-way tie on wins by point differential when head-to-head leaves it level', () => {
    // a, b, c each win once among themselves and all beat d: the mini-table is level, so the
    // point differential decides: a +15, c +11, b +7.
    const results = [
      match('a', 'b', [[11, 5]]),
      match('b', 'c', [[11, 9]]),
      match('c', 'a', [[11, 9]]),
      match('a', 'd', [[11, 0]]),
      match('b', 'd', [[11, 0]]),
      match('c', 'd', [[11, 0]]),
    ];
    const table = roundRobinTable(
      ['a', 'b', 'c', 'd'].map((id) => entrant(id)),
      results,
    );
    expect(table.map((r) => r.entrantId)).toEqual(['a', 'c', 'b', 'd']);
    expect(table.map((r) => r.criterion)).toEqual(['point-diff', 'point-diff', 'wins', 'wins']);
    expect(table[0]).toMatchObject({ won: 2, lost: 1, pointDiff: 15 });
  });

  it('breaks a two-way tie by head-to-head', () => {
    const results = [
      match('a', 'b', [[11, 5]]),
      match('b', 'c', [[11, 5]]),
      match('c', 'd', [[11, 5]]),
      match('a', 'c', [[11, 5]]),
      match('b', 'd', [[11, 5]]),
      match('d', 'a', [[11, 5]]),
    ];
    const table = roundRobinTable(
      ['a', 'b', 'c', 'd'].map((id) => entrant(id)),
      results,
    );
    expect(table.map((r) => r.entrantId)).toEqual(['a', 'b', 'c', 'd']);
    expect(table.map((r) => r.criterion)).toEqual([
      'head-to-head',
      'wins',
      'head-to-head',
      'head-to-head',
    ]);
  });
});

describe('swissTable', () => {
  it('orders by wins, then Buchholz (the wins of the opponents)', () => {
    // c and d win once each: c's opponents won 3 (a 2, d 1), d's won 1 (c): c ahead.
    const results = [
      match('a', 'b', [[11, 9]], { stage: 'swiss' }),
      match('c', 'd', [[11, 2]], { stage: 'swiss' }),
      match('a', 'c', [[11, 9]], { stage: 'swiss' }),
      match('d', 'b', [[11, 9]], { stage: 'swiss' }),
    ];
    const table = swissTable(
      ['a', 'b', 'c', 'd'].map((id) => entrant(id)),
      results,
    );
    expect(table.map((r) => r.entrantId)).toEqual(['a', 'c', 'd', 'b']);
    expect(table[1]!.criterion).toBe('buchholz');
  });
});

describe('replayRatings', () => {
  it('moves two new players by K 0.6 times the share of points over the expected half', () => {
    const ratings = replayRatings([
      { side1: ['a'], side2: ['b'], games: [[11, 5]], side1Won: true },
    ]);
    const change = 0.6 * (11 / 16 - 0.5);
    expect(ratings.get('a')!.rating).toBeCloseTo(3.5 + change, 3);
    expect(ratings.get('b')!.rating).toBeCloseTo(3.5 - change, 3);
  });

  it("credits a narrow winner at least 0.55 of the points, and never lowers the winner's rating", () => {
    const ratings = replayRatings([
      {
        side1: ['a'],
        side2: ['b'],
        games: [
          [0, 11],
          [11, 9],
          [11, 9],
        ],
        side1Won: true,
      },
    ]);
    expect(ratings.get('a')!.rating).toBeCloseTo(3.5 + 0.6 * 0.05, 3);
    const favourite = replayRatings([
      { side1: ['a'], side2: ['b'], games: [[11, 0]], side1Won: true },
      { side1: ['a'], side2: ['c'], games: [[11, 9]], side1Won: true },
    ]);
    expect(favourite.get('a')!.rating).toBeGreaterThanOrEqual(3.8);
  });
});

describe('medalsOf', () => {
  it('names the only entrant with fewer than two losses the double elimination champion', () => {
    const de = (s1: string, s2: string, w: 1 | 2, stage: string, round: number) =>
      match(s1, s2, [w === 1 ? [11, 3] : [3, 11]], { stage, round });
    const ms = [
      de('a', 'b', 1, 'winners', 1),
      de('c', 'd', 1, 'winners', 1),
      de('a', 'c', 1, 'winners', 2),
      de('b', 'd', 1, 'losers', 1),
      de('c', 'b', 1, 'losers', 2),
      de('a', 'c', 2, 'grand-final', 1),
      de('a', 'c', 2, 'grand-final', 2),
    ];
    const medals = medalsOf(
      'double-elimination',
      ['a', 'b', 'c', 'd'].map((id) => entrant(id)),
      ms,
    );
    expect(medals).toMatchObject({ champion: 'c', silver: 'a', problems: [] });
  });

  it('reports an entrant who plays on after being knocked out', () => {
    const ms = [
      match('a', 'b', [[11, 3]], { stage: 'knockout', round: 1 }),
      match('c', 'd', [[11, 3]], { stage: 'knockout', round: 1 }),
      match('b', 'c', [[11, 3]], { stage: 'knockout', round: 2 }),
    ];
    const medals = medalsOf(
      'knockout',
      ['a', 'b', 'c', 'd'].map((id) => entrant(id)),
      ms,
    );
    expect(medals.problems.length).toBeGreaterThan(0);
  });
});

describe('scheduleProblems', () => {
  it('finds a court double-booked, a player in two places and a short rest', () => {
    const problems = scheduleProblems(
      [
        { matchId: '1', tournament: 't', court: 'c1', players: ['a', 'b'], start: 0, end: 100 },
        { matchId: '2', tournament: 't', court: 'c1', players: ['c', 'd'], start: 50, end: 150 },
        { matchId: '3', tournament: 't', court: 'c2', players: ['a', 'e'], start: 90, end: 200 },
        { matchId: '4', tournament: 't', court: 'c3', players: ['d', 'f'], start: 160, end: 300 },
      ],
      () => 20,
    );
    expect(problems.court).toHaveLength(1);
    expect(problems.twoPlaces).toHaveLength(1);
    expect(problems.rest).toHaveLength(1);
  });

  it("spans a tournament's events: a shared court, a player in two events, rest between them", () => {
    const problems = scheduleProblems(
      [
        // Men's doubles and singles on the same shared court at once.
        {
          matchId: '1',
          tournament: 'md',
          court: 'c1',
          players: ['a', 'b', 'c', 'd'],
          start: 0,
          end: 100,
        },
        { matchId: '2', tournament: 'ms', court: 'c1', players: ['e', 'f'], start: 60, end: 160 },
        // 'a' in a mixed doubles match while still on court in the men's doubles.
        {
          matchId: '3',
          tournament: 'xd',
          court: 'c2',
          players: ['a', 'g', 'h', 'i'],
          start: 80,
          end: 180,
        },
        // 'e' plays again in another event 10 ms after the singles: short of the rest.
        {
          matchId: '4',
          tournament: 'xd',
          court: 'c3',
          players: ['e', 'j', 'k', 'l'],
          start: 170,
          end: 260,
        },
      ],
      () => 20,
    );
    expect(problems.court).toEqual(['c1']);
    expect(problems.twoPlaces).toEqual(['a']);
    expect(problems.rest).toEqual(['e']);
  });
});

describe('the recomputation is independent', () => {
  it('imports nothing: not the engine, not packages/shared', () => {
    const source = readFileSync(new URL('./recompute.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/^\s*import\s/m);
    expect(source).not.toMatch(/require\(|import\(|from .@courtside/);
  });
});
