import { describe, expect, it } from 'vitest';
import { DEFAULT_SCORING_FORMAT } from '@courtside/shared/domain/competition/scoring';
import { KIM, LEE, match } from '@/features/tournaments/testing/match-fixtures';
import { draftFromMatch, gamesFromDraft, initialSetCount, toPoints } from './score-draft';

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
});
