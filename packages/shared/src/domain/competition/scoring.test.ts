import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SCORING_FORMAT,
  SCORING_FORMATS,
  gameWinner,
  gamesToWin,
  isGameComplete,
  isLegalFinalGameScore,
  maxGamePoints,
  SCORING_FORMAT_NAMES,
  scoringFormatNamed,
  scoringFormatSchema,
} from './scoring';
import type { ScoringFormat } from './scoring';
import type { GameScore } from './types';

const to11 = SCORING_FORMATS['best-of-3-to-11'];
const to15 = SCORING_FORMATS['one-game-to-15'];
const to21 = SCORING_FORMATS['one-game-to-21'];

describe('isLegalFinalGameScore', () => {
  it.each<[GameScore, ScoringFormat, boolean]>([
    [[11, 9], to11, true],
    [[9, 11], to11, true],
    [[11, 0], to11, true],
    [[12, 10], to11, true],
    [[15, 13], to11, true],
    [[21, 19], to11, true],
    // Past the format's most points (the target + 10): a typing slip, never a final score.
    [[30, 28], to11, false],
    [[11, 10], to11, false],
    [[15, 3], to11, false],
    [[13, 9], to11, false],
    [[10, 8], to11, false],
    [[11, 11], to11, false],
    [[11.5, 9], to11, false],
    [[-1, 11], to11, false],
    [[15, 13], to15, true],
    [[15, 14], to15, false],
    [[11, 9], to15, false],
    [[21, 19], to21, true],
    [[23, 21], to21, true],
    [[23, 19], to21, false],
  ])('%j in a game to its target: %s', (game, format, legal) => {
    expect(isLegalFinalGameScore(game, format)).toBe(legal);
  });
});

describe('isGameComplete', () => {
  it.each<[GameScore, boolean]>([
    [[11, 9], true],
    [[11, 10], false],
    [[12, 10], true],
    [[10, 0], false],
    [[15, 3], true],
    [[0, 0], false],
  ])('%j is complete: %s', (game, complete) => {
    expect(isGameComplete(game, to11)).toBe(complete);
  });
});

describe('gameWinner and gamesToWin', () => {
  it.each<[GameScore, 'side1' | 'side2' | null]>([
    [[11, 4], 'side1'],
    [[10, 12], 'side2'],
    [[10, 11], null],
  ])('%j is won by %s', (game, side) => expect(gameWinner(game, to11)).toBe(side));

  it.each([
    ['best-of-3-to-11', 2],
    ['best-of-5-to-11', 3],
    ['one-game-to-21', 1],
  ] as const)('%s needs %i games', (name, games) => {
    expect(gamesToWin(SCORING_FORMATS[name])).toBe(games);
  });

  it('defaults to best of 3 to 11, win by 2, and every preset is a valid format', () => {
    expect(DEFAULT_SCORING_FORMAT).toMatchObject({ bestOf: 3, pointsToWin: 11, winBy: 2 });
    for (const format of Object.values(SCORING_FORMATS)) {
      expect(scoringFormatSchema.parse(format)).toEqual(format);
    }
    expect(scoringFormatSchema.safeParse({ ...to11, bestOf: 2 }).success).toBe(false);
  });
});

describe('the tournament scoring option (rule 12.B)', () => {
  it('offers best of 3 to 11, 15 or 21, best of 5 to 11, and one game to 11, 15 or 21', () => {
    expect(SCORING_FORMAT_NAMES).toEqual([
      'best-of-3-to-11',
      'best-of-3-to-15',
      'best-of-3-to-21',
      'best-of-5-to-11',
      'one-game-to-11',
      'one-game-to-15',
      'one-game-to-21',
    ]);
  });

  it('plays a preset with the stored scoring system, rally when none is stored', () => {
    expect(scoringFormatNamed('best-of-3-to-15', 'side-out')).toEqual({
      bestOf: 3,
      pointsToWin: 15,
      winBy: 2,
      scoring: 'side-out',
    });
    expect(scoringFormatNamed('unknown', null)).toEqual(DEFAULT_SCORING_FORMAT);
  });

  it('takes up to the target plus a win-by-2 extension of 10 points: 21, 25 or 31', () => {
    expect(maxGamePoints(SCORING_FORMATS['best-of-3-to-11'])).toBe(21);
    expect(maxGamePoints(SCORING_FORMATS['best-of-3-to-15'])).toBe(25);
    expect(maxGamePoints(SCORING_FORMATS['one-game-to-21'])).toBe(31);
    expect(isLegalFinalGameScore([25, 23], SCORING_FORMATS['best-of-3-to-21'])).toBe(true);
    expect(isLegalFinalGameScore([25, 23], SCORING_FORMATS['best-of-3-to-11'])).toBe(false);
  });
});
