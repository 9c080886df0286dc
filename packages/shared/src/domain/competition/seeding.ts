/** The smallest power of two that holds `count` entrants (at least 1). */
export function bracketSize(count: number): number {
  let size = 1;
  while (size < count) size *= 2;
  return size;
}

/**
 * Standard knockout seeding: the seed in each bracket line, top to bottom, for
 * a bracket of `size` (a power of two). Built recursively: each seed `s` of the
 * half-size order is followed by its opponent `size + 1 - s`, so for 8 lines it
 * gives 1 v 8, 4 v 5, 2 v 7, 3 v 6. Every first-round pair sums to size + 1,
 * seeds 1 and 2 sit in opposite halves (meeting only in the final), seeds 1-4
 * in different quarters, and so on at every level.
 */
export function seedOrder(size: number): number[] {
  if (size <= 1) return [1];
  if (!Number.isInteger(Math.log2(size))) throw new RangeError(`${size} is not a power of two.`);
  return seedOrder(size / 2).flatMap((seed) => [seed, size + 1 - seed]);
}
