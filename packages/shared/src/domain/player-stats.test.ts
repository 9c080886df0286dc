import { describe, expect, it } from 'vitest';
import {
  averageDurations,
  bestRating,
  currentStreak,
  favoriteOpponent,
  longestWinStreak,
  winRate,
  type PlayerResult,
} from './player-stats';

const at = (minute: number) => new Date(Date.UTC(2026, 3, 1, 10, minute));
/** Results in play order from a string such as 'WWLW' (the last is the latest). */
const results = (pattern: string, opponents: string[] = []): PlayerResult[] =>
  [...pattern].map((r, i) => ({
    matchId: `m${i}`,
    isWin: r === 'W',
    completedAt: at(i * 10 + 5),
    actualStartTime: at(i * 10),
    games: [
      [11, 5],
      [11, 7],
    ],
    opponents: [{ id: opponents[i] ?? 'x', name: (opponents[i] ?? 'x').toUpperCase() }],
  }));

describe('winRate (spec section 9)', () => {
  it.each([
    [0, 0, 0],
    [3, 1, 75],
    [1, 2, 33],
    [2, 1, 67],
    [1, 7, 13],
  ])('%i wins, %i losses: %i%%', (wins, losses, expected) => {
    expect(winRate(wins, losses)).toBe(expected);
  });
});

describe('streaks', () => {
  it.each([
    ['', null, 0],
    ['W', { result: 'W', length: 1 }, 1],
    ['WWLWWW', { result: 'W', length: 3 }, 3],
    ['WWWWLL', { result: 'L', length: 2 }, 4],
    ['LWLWL', { result: 'L', length: 1 }, 1],
  ])('%s', (pattern, current, longest) => {
    expect(currentStreak(results(pattern))).toEqual(current);
    expect(longestWinStreak(results(pattern))).toBe(longest);
  });
});

describe('durations, opponents, best rating', () => {
  it('averages actual start to completion, per match and per game', () => {
    expect(averageDurations(results('WL'))).toEqual({ perMatch: 5, perGame: 2.5 });
    expect(averageDurations([])).toEqual({ perMatch: null, perGame: null });
    const untimed = results('W').map((r) => ({ ...r, actualStartTime: null }));
    expect(averageDurations(untimed).perMatch).toBeNull();
    // A score entered in one go after play starts and ends the match at once: not timed.
    const instant = results('W').map((r) => ({
      ...r,
      completedAt: r.completedAt,
      actualStartTime: r.completedAt,
    }));
    expect(averageDurations(instant)).toEqual({ perMatch: null, perGame: null });
  });

  it('picks the opponent met most often, the latest meeting breaking ties', () => {
    expect(favoriteOpponent(results('WLW', ['a', 'b', 'a']))).toEqual({
      id: 'a',
      name: 'A',
      matches: 2,
      wins: 2,
      losses: 0,
    });
    expect(favoriteOpponent(results('WL', ['a', 'b']))?.id).toBe('b');
    expect(favoriteOpponent([])).toBeNull();
  });

  it('takes the best rating held before or after any rated match', () => {
    expect(bestRating([])).toBeNull();
    expect(
      bestRating([
        { before: 3.5, after: 3.62 },
        { before: 3.62, after: 3.41 },
      ]),
    ).toBe(3.62);
  });
});
