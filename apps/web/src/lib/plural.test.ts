import { describe, expect, it } from 'vitest';
import { countOf, plural } from './plural';

describe('countOf', () => {
  it('says one thing in the singular ("1 tournaments found" was the bug)', () => {
    expect(countOf(1, 'tournament')).toBe('1 tournament');
    expect(countOf(1, 'match')).toBe('1 match');
  });

  it('says none and many in the plural, with es after s, x, z, ch and sh', () => {
    expect(countOf(0, 'player')).toBe('0 players');
    expect(countOf(2, 'match')).toBe('2 matches');
    expect(countOf(3, 'loss')).toBe('3 losses');
    expect(countOf(12, 'tournament')).toBe('12 tournaments');
  });

  it('takes an irregular plural', () => {
    expect(countOf(2, 'person', 'people')).toBe('2 people');
    expect(plural(1, 'person', 'people')).toBe('person');
  });
});
