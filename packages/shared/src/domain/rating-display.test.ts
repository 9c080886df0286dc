import { describe, expect, it } from 'vitest';
import { formatRating, formatRatingLevel } from './rating-display';

describe('formatRating', () => {
  it.each([
    [3.969, '3.97'],
    [3.5, '3.50'],
    [3.2350000000000003, '3.24'],
    [8, '8.00'],
  ])('shows %s as %s', (rating, text) => {
    expect(formatRating(rating)).toBe(text);
  });

  it("uses the locale's decimal mark", () => {
    expect(formatRating(3.969, 'de-DE')).toBe('3,97');
  });
});

describe('formatRatingLevel', () => {
  it.each([
    [3, '3.0'],
    [3.5, '3.5'],
    [3.25, '3.25'],
    [3.2, '3.2'],
    [3.969, '3.97'],
    [4.999, '5.0'],
  ])('shows %s as %s', (rating, text) => {
    expect(formatRatingLevel(rating)).toBe(text);
  });
});
