import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SCORING_FORMAT,
  SCORING_FORMATS,
} from '@courtside/shared/domain/competition/scoring';
import { KIM, LEE, match } from '@/test/match-fixtures';
import {
  draftFromMatch,
  gamesFromDraft,
  initialSetCount,
  isAcceptedPoints,
  scoreInputMax,
  toPoints,
} from './score-draft';

describe('score entry (spec section 5)', () => {
  it.each([
    ['11', 11],
    ['0', 0],
    ['', 0],
    ['abc', 0],
    ['-3', 0],
    ['25', 21],
    ['7.9', 7],
    [' 9 ', 9],
  ])('reads %j as %i points', (text, points) => expect(toPoints(text)).toBe(points));

  it('sends only the chosen number of sets', () => {
    const draft: [string, string][] = [
      ['11', '4'],
      ['x', '11'],
      ['9', '9'],
    ];
    expect(gamesFromDraft(draft, 2)).toEqual([
      [11, 4],
      [0, 11],
    ]);
  });

  it('starts from the games played, or the two a best of 3 needs', () => {
    const fresh = match(KIM, LEE);
    expect(initialSetCount(fresh, DEFAULT_SCORING_FORMAT)).toBe(2);
    expect(draftFromMatch(fresh, DEFAULT_SCORING_FORMAT)).toEqual([
      ['0', '0'],
      ['0', '0'],
      ['0', '0'],
    ]);
    const three = match(KIM, LEE, { score: { player1: [11, 5, 3], player2: [5, 11, 2] } });
    expect(initialSetCount(three, DEFAULT_SCORING_FORMAT)).toBe(3);
  });

  it('takes the spec 21 points for games to 11, the target + 10 for games to 15 or 21', () => {
    expect(scoreInputMax(DEFAULT_SCORING_FORMAT)).toBe(21);
    expect(scoreInputMax(SCORING_FORMATS['best-of-3-to-15'])).toBe(25);
    expect(scoreInputMax(SCORING_FORMATS['one-game-to-21'])).toBe(31);
    expect(isAcceptedPoints('25', 21)).toBe(false);
    expect(isAcceptedPoints('25', 31)).toBe(true);
    expect(isAcceptedPoints('', 21)).toBe(true);
    expect(toPoints('23', scoreInputMax(SCORING_FORMATS['one-game-to-21']))).toBe(23);
    expect(gamesFromDraft([['23', '21']], 1, 99)).toEqual([[23, 21]]);
  });
});
