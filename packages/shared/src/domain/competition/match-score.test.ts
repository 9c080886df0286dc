import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchProgress, matchWinner, validateMatchScore } from './match-score';
import { SCORING_FORMATS, isLegalFinalGameScore } from './scoring';
import type { ScoringFormat } from './scoring';
import type { GameScore } from './types';

const bo3 = SCORING_FORMATS['best-of-3-to-11'];
const bo5 = SCORING_FORMATS['best-of-5-to-11'];
const one = SCORING_FORMATS['one-game-to-15'];

describe('validateMatchScore', () => {
  it.each<[string, GameScore[], ScoringFormat, string[]]>([
    ['no games yet', [], bo3, []],
    ['a game in progress', [[5, 3]], bo3, []],
    [
      'a deuce in progress',
      [
        [11, 9],
        [11, 11],
      ],
      bo3,
      [],
    ],
    [
      'a straight-games win',
      [
        [11, 9],
        [11, 7],
      ],
      bo3,
      [],
    ],
    [
      'a three-game win',
      [
        [11, 9],
        [7, 11],
        [12, 10],
      ],
      bo3,
      [],
    ],
    [
      'an illegal final score',
      [
        [15, 3],
        [11, 7],
      ],
      bo3,
      ['ILLEGAL_FINAL_SCORE'],
    ],
    [
      'an unfinished game before the last',
      [
        [11, 10],
        [11, 7],
      ],
      bo3,
      ['UNFINISHED_GAME'],
    ],
    // Found by the simulation (issue 28): a game to 11 records 21 points at most (decision
    // 018), so 20-20 and 21-20 could only end past it and a match stuck there for good.
    [
      'a last game at 20-20, which cannot end within 21 points',
      [[20, 20]],
      bo3,
      ['GAME_CANNOT_END'],
    ],
    [
      'a last game at 21-20',
      [
        [11, 9],
        [20, 21],
      ],
      bo3,
      ['GAME_CANNOT_END'],
    ],
    ['a last game at 20-19, which can still end 21-19', [[20, 19]], bo3, []],
    [
      'a game after the match was won',
      [
        [11, 9],
        [11, 7],
        [11, 2],
      ],
      bo3,
      ['GAME_AFTER_MATCH_DECIDED'],
    ],
    [
      'too many games',
      [
        [11, 9],
        [9, 11],
        [11, 9],
        [9, 11],
      ],
      bo3,
      ['TOO_MANY_GAMES'],
    ],
    ['negative points', [[-1, 11]], bo3, ['INVALID_POINTS']],
    ['fractional points', [[11, 2.5]], bo3, ['INVALID_POINTS']],
    ['absurd points', [[150, 148]], bo3, ['INVALID_POINTS']],
    [
      'a five-game win',
      [
        [11, 9],
        [9, 11],
        [11, 9],
        [9, 11],
        [11, 9],
      ],
      bo5,
      [],
    ],
    [
      'a second game in a one-game match',
      [
        [15, 13],
        [15, 13],
      ],
      one,
      ['TOO_MANY_GAMES'],
    ],
    ['a game to 11 in a game to 15', [[11, 9]], one, []],
  ])('%s', (_label, games, format, codes) => {
    expect(validateMatchScore(games, format).map((i) => i.code)).toEqual(codes);
  });

  it('names the game in its message', () => {
    const [issue] = validateMatchScore(
      [
        [11, 9],
        [13, 9],
      ],
      bo3,
    );
    expect(issue).toMatchObject({ game: 2, message: expect.stringContaining('Game 2 (13-9)') });
  });
});

describe('matchWinner and matchProgress', () => {
  it.each<[GameScore[], ScoringFormat, 'side1' | 'side2' | null, string, number | null]>([
    [[], bo3, null, 'not-started', 1],
    [[[11, 9]], bo3, null, 'in-progress', 2],
    [
      [
        [11, 9],
        [4, 2],
      ],
      bo3,
      null,
      'in-progress',
      2,
    ],
    [
      [
        [11, 9],
        [11, 7],
      ],
      bo3,
      'side1',
      'completed',
      null,
    ],
    [
      [
        [9, 11],
        [11, 7],
        [10, 12],
      ],
      bo3,
      'side2',
      'completed',
      null,
    ],
    [[[15, 13]], one, 'side1', 'completed', null],
    [
      [
        [11, 9],
        [11, 9],
      ],
      bo5,
      null,
      'in-progress',
      3,
    ],
    [
      [
        [15, 3],
        [11, 7],
      ],
      bo3,
      null,
      'in-progress',
      1,
    ],
  ])('%j', (games, format, winner, status, currentGame) => {
    expect(matchWinner(games, format)).toBe(winner);
    expect(matchProgress(games, format)).toMatchObject({ winner, status, currentGame });
  });

  const legalGame = (format: ScoringFormat) =>
    fc
      .tuple(fc.boolean(), fc.integer({ min: 0, max: format.pointsToWin + 8 }))
      .map(([isSide1, loser]): GameScore => {
        const winner = Math.max(format.pointsToWin, loser + 2);
        return isSide1 ? [winner, loser] : [loser, winner];
      });

  it('a played-out match of legal games is valid and won by whoever first takes the majority', () => {
    for (const format of Object.values(SCORING_FORMATS)) {
      fc.assert(
        fc.property(
          fc.array(legalGame(format), { minLength: format.bestOf, maxLength: format.bestOf }),
          (all) => {
            const needed = Math.floor(format.bestOf / 2) + 1;
            const wins = [0, 0];
            const games: GameScore[] = [];
            for (const g of all) {
              if (Math.max(...wins) >= needed) break;
              expect(isLegalFinalGameScore(g, format)).toBe(true);
              games.push(g);
              wins[g[0] > g[1] ? 0 : 1]! += 1;
            }
            expect(validateMatchScore(games, format)).toEqual([]);
            expect(matchWinner(games, format)).toBe(wins[0]! > wins[1]! ? 'side1' : 'side2');
            expect(validateMatchScore([...games, [11, 0]], format)).not.toEqual([]);
          },
        ),
        { numRuns: 40 },
      );
    }
  });
});
