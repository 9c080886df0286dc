import { describe, expect, it } from 'vitest';
import { dealIntoGroups, groupLabel } from './groups';

describe('groupLabel', () => {
  it.each([
    [0, 'A'],
    [2, 'C'],
    [25, 'Z'],
    [26, 'AA'],
    [27, 'AB'],
    [51, 'AZ'],
    [52, 'BA'],
  ])('group %i is %s', (index, label) => expect(groupLabel(index)).toBe(label));
});

describe('dealIntoGroups', () => {
  it('deals round-robin: A, B, C, then A again', () => {
    expect(dealIntoGroups([1, 2, 3, 4, 5, 6, 7], 3)).toEqual([
      [1, 4, 7],
      [2, 5],
      [3, 6],
    ]);
  });

  it('keeps every item exactly once and balances group sizes within one', () => {
    const items = Array.from({ length: 37 }, (_, i) => i);
    for (let groups = 1; groups <= 12; groups += 1) {
      const dealt = dealIntoGroups(items, groups);
      expect(dealt).toHaveLength(groups);
      expect(dealt.flat().sort((a, b) => a - b)).toEqual(items);
      const sizes = dealt.map((g) => g.length);
      expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
    }
  });

  it('treats fewer than one group as one', () => {
    expect(dealIntoGroups(['a', 'b'], 0)).toEqual([['a', 'b']]);
  });
});
