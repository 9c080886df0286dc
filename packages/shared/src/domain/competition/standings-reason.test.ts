import { describe, expect, it } from 'vitest';
import { placeReasons } from './standings-reason';

describe('placeReasons', () => {
  it('shows ratings to two decimals, never as raw floats', () => {
    const reasons = placeReasons(
      ['Kim & Lee', 'Max & Roy'],
      [{ criterion: 'rating', upper: 3.25, lower: 3.2350000000000003, tiedCount: 2 }],
    );
    expect(reasons).toEqual([
      'ahead of Max & Roy on rating (3.25 v 3.24)',
      'behind Kim & Lee on rating (3.25 v 3.24)',
    ]);
  });

  it('says unrated for an entrant without a rating', () => {
    expect(
      placeReasons(
        ['Kim', 'Lee'],
        [{ criterion: 'rating', upper: 4, lower: null, tiedCount: 2 }],
      )[0],
    ).toBe('ahead of Lee on rating (4.00 v unrated)');
  });
});
