import { describe, expect, it } from 'vitest';
import { bracketSize, seedOrder } from './seeding';

describe('seedOrder', () => {
  it.each([
    [2, [1, 2]],
    [4, [1, 4, 2, 3]],
    [8, [1, 8, 4, 5, 2, 7, 3, 6]],
    [16, [1, 16, 8, 9, 4, 13, 5, 12, 2, 15, 7, 10, 3, 14, 6, 11]],
  ])('a bracket of %i reads %j', (size, order) => expect(seedOrder(size)).toEqual(order));

  it('for every size to 128: a permutation, pairs summing to size + 1, top seeds in separate sections', () => {
    for (let size = 2; size <= 128; size *= 2) {
      const order = seedOrder(size);
      expect([...order].sort((a, b) => a - b)).toEqual(order.map((_, i) => i + 1));
      for (let i = 0; i < size; i += 2) expect(order[i]! + order[i + 1]!).toBe(size + 1);
      // Seeds 1..2^k land in 2^k different sections of size / 2^k lines.
      for (let sections = 2; sections <= size; sections *= 2) {
        const section = (seed: number) => Math.floor(order.indexOf(seed) / (size / sections));
        const used = new Set(Array.from({ length: sections }, (_, s) => section(s + 1)));
        expect(used.size).toBe(sections);
      }
    }
  });

  it('refuses a size that is not a power of two', () =>
    expect(() => seedOrder(6)).toThrow(RangeError));
});

describe('bracketSize', () => {
  it.each([
    [2, 2],
    [3, 4],
    [5, 8],
    [64, 64],
    [65, 128],
    [128, 128],
  ])('%i entrants need %i lines', (count, size) => expect(bracketSize(count)).toBe(size));
});
