import { describe, expect, it } from 'vitest';
import { sortBySeed, teamRating } from './entrants';

describe('teamRating', () => {
  it.each([
    [4, 3, 3.5],
    [4.5, null, 4.5],
    [null, 3, 3],
    [null, null, null],
  ])('%s and %s make %s', (a, b, team) => expect(teamRating(a, b)).toBe(team));
});

describe('sortBySeed', () => {
  it('rating first, unrated last, ties kept in the order given (registration order)', () => {
    const entrants = [
      { id: 'late-unrated', rating: null },
      { id: 'b-first', rating: 4 },
      { id: 'top', rating: 5 },
      { id: 'early-unrated', rating: null },
      { id: 'b-second', rating: 4 },
    ];
    expect(sortBySeed(entrants).map((e) => e.id)).toEqual([
      'top',
      'b-first',
      'b-second',
      'late-unrated',
      'early-unrated',
    ]);
  });
});
