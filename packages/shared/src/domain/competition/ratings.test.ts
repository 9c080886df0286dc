import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RATING_MAX, RATING_MIN } from '../../constants';
import { replayRatings } from './rating-replay';
import type { RatedMatchRecord } from './rating-replay';
import { expectedShare, kFactor, normalizeRating, rateMatch } from './ratings';
import type { PlayerRating } from './ratings';
import type { GameScore } from './types';

const player = (rating: number | null, matchesPlayed = 20): PlayerRating => ({
  rating,
  matchesPlayed,
});

const rating = fc.integer({ min: 150, max: 850 }).map((r) => r / 100);
const side = fc.array(fc.record({ rating: fc.option(rating), matchesPlayed: fc.nat(30) }), {
  minLength: 1,
  maxLength: 2,
});
const games = fc
  .array(fc.tuple(fc.nat(21), fc.nat(21)), { minLength: 1, maxLength: 5 })
  .filter((gs) => {
    const won = gs.filter(([a, b]) => a > b).length;
    return won !== gs.filter(([a, b]) => b > a).length && gs.some(([a, b]) => a + b > 0);
  });

describe('expectedShare, kFactor and normalizeRating', () => {
  it.each([
    [0, 0.5],
    [0.5, 0.64],
    [1, 0.76],
    [2, 0.91],
    [-1, 0.24],
  ])('a gap of %f expects %f of the points', (gap, share) => {
    expect(expectedShare(gap)).toBeCloseTo(share, 2);
  });

  it('steps are larger while provisional (under 10 rated matches)', () => {
    expect(kFactor(0)).toBe(0.6);
    expect(kFactor(9)).toBe(0.6);
    expect(kFactor(10)).toBe(0.2);
  });

  it.each([
    [null, 3.5],
    [1.2, 2],
    [9, 8],
    [4.12345, 4.123],
  ])('%s is stored as %f', (rating, stored) => expect(normalizeRating(rating)).toBe(stored));
});

describe('rateMatch', () => {
  /** "11-2 11-3" as games. */
  const parse = (score: string): GameScore[] =>
    score.split(' ').map((g) => g.split('-').map(Number) as unknown as GameScore);

  it.each([
    // label, side 1 rating, side 2 rating, score, side 1 matches played, side 1 delta, side 2 delta
    ['equals, a dominant win', 4, 4, '11-2 11-3', 20, 0.063, -0.063],
    ['equals, a narrow win', 4, 4, '11-9 11-9', 20, 0.01, -0.01],
    ['the favourite wins as expected: no change', 4.5, 3.5, '11-3 11-4', 20, 0, 0],
    ['the favourite wins by more than expected', 4.5, 3.5, '11-1 11-2', 20, 0.024, -0.024],
    ['the favourite wins narrowly: no change', 4.5, 3.5, '11-9 11-9', 20, 0, 0],
    ['an upset', 3.5, 4.5, '11-9 11-9', 20, 0.062, -0.062],
    ['an upset by a provisional player', 3.5, 4.5, '11-9 11-9', 3, 0.186, -0.062],
  ] as const)('%s', (_label, r1, r2, score, played1, d1, d2) => {
    const { side1, side2 } = rateMatch({
      side1: [player(r1, played1)],
      side2: [player(r2)],
      games: parse(score),
    });
    expect(side1[0]!.delta).toBeCloseTo(d1, 3);
    expect(side2[0]!.delta).toBeCloseTo(d2, 3);
  });

  it('a win on fewer points still counts as a win', () => {
    const games: GameScore[] = [
      [0, 11],
      [11, 9],
      [11, 9],
    ];
    const { side1, side2 } = rateMatch({ side1: [player(4)], side2: [player(4)], games });
    expect(side1[0]!.delta).toBeGreaterThan(0);
    expect(side2[0]!.delta).toBeLessThan(0);
  });

  it('doubles: partners move together by the team change; unrated players start at 3.5', () => {
    const rated = rateMatch({
      side1: [player(4.5), player(null, 0)],
      side2: [player(4), player(4)],
      games: [
        [11, 5],
        [11, 5],
      ],
    });
    expect(rated.side1.map((c) => c.before)).toEqual([4.5, 3.5]);
    expect(rated.side1[0]!.delta).toBe(rated.side1[1]!.delta);
    expect(rated.side2[0]!.delta).toBe(rated.side2[1]!.delta);
  });

  it('refuses a match with no points or no winner', () => {
    expect(() => rateMatch({ side1: [player(4)], side2: [player(4)], games: [] })).toThrow(
      /points/,
    );
  });

  it('refuses a non-finite rating or match count at its edge, before any NaN can spread', () => {
    for (const bad of [NaN, Infinity, -Infinity]) {
      expect(() =>
        rateMatch({ side1: [player(bad)], side2: [player(4)], games: [[11, 5]] }),
      ).toThrow(expect.objectContaining({ code: 'INVALID_RATING' }));
    }
    expect(() =>
      rateMatch({ side1: [player(4, -1)], side2: [player(4)], games: [[11, 5]] }),
    ).toThrow(expect.objectContaining({ code: 'INVALID_RATING' }));
    expect(() =>
      rateMatch({ side1: [player(4, 1.5)], side2: [player(4)], games: [[11, 5]] }),
    ).toThrow(expect.objectContaining({ code: 'INVALID_RATING' }));
  });

  it('refuses impossible game points: negative, fractional, not finite or above the maximum', () => {
    const bad: GameScore[][] = [[[11, -5]], [[-1, 11]], [[11, 2.5]], [[NaN, 3]], [[11, 100]]];
    for (const games of bad) {
      expect(() => rateMatch({ side1: [player(4)], side2: [player(4)], games })).toThrow(
        expect.objectContaining({ code: 'INVALID_RESULT' }),
      );
    }
  });

  it('the winner never falls, the loser never rises, everything stays on 2.0-8.0, and mirroring swaps the result', () => {
    fc.assert(
      fc.property(side, side, games, (s1, s2, gs) => {
        const rated = rateMatch({ side1: s1, side2: s2, games: gs });
        const isSide1 = gs.filter(([a, b]) => a > b).length > gs.filter(([a, b]) => b > a).length;
        const [winners, losers] = isSide1 ? [rated.side1, rated.side2] : [rated.side2, rated.side1];
        for (const c of winners) expect(c.after).toBeGreaterThanOrEqual(c.before);
        for (const c of losers) expect(c.after).toBeLessThanOrEqual(c.before);
        for (const c of [...winners, ...losers]) {
          expect(c.after).toBeGreaterThanOrEqual(RATING_MIN);
          expect(c.after).toBeLessThanOrEqual(RATING_MAX);
          expect(c.after).toBe(Number(c.after.toFixed(3)));
        }
        const mirrored = rateMatch({
          side1: s2,
          side2: s1,
          games: gs.map(([a, b]): GameScore => [b, a]),
        });
        expect(mirrored.side1).toEqual(rated.side2);
        expect(mirrored.side2).toEqual(rated.side1);
      }),
      { numRuns: 300 },
    );
  });
});

describe('replayRatings', () => {
  it('equals applying rateMatch one match at a time and storing the result, and splits anywhere', () => {
    const record = fc.record({
      side1: fc.constantFrom(['a'], ['b'], ['a', 'c']),
      side2: fc.constantFrom(['d'], ['e'], ['d', 'e']),
      games: games,
    });
    fc.assert(
      fc.property(
        fc.array(record, { maxLength: 25 }),
        fc.nat(25),
        (matches: RatedMatchRecord[], cut) => {
          const initial = new Map([
            ['a', player(4.2, 3)],
            ['d', player(3.1, 40)],
          ]);
          const stored = new Map(initial);
          for (const m of matches) {
            const get = (id: string) => stored.get(id) ?? player(null, 0);
            const rated = rateMatch({
              side1: m.side1.map(get),
              side2: m.side2.map(get),
              games: m.games,
            });
            m.side1.forEach((id, i) =>
              stored.set(id, {
                rating: rated.side1[i]!.after,
                matchesPlayed: get(id).matchesPlayed + 1,
              }),
            );
            m.side2.forEach((id, i) =>
              stored.set(id, {
                rating: rated.side2[i]!.after,
                matchesPlayed: get(id).matchesPlayed + 1,
              }),
            );
          }
          const replayed = replayRatings(initial, matches);
          expect(replayed.ratings).toEqual(stored);
          expect(replayed.history).toHaveLength(matches.length);
          const head = replayRatings(initial, matches.slice(0, cut));
          expect(replayRatings(head.ratings, matches.slice(cut)).ratings).toEqual(stored);
        },
      ),
      { numRuns: 100 },
    );
  });
});
