import { describe, expect, it } from 'vitest';
import { isChampionDecidedByMatches } from './champion-rule';

describe('isChampionDecidedByMatches', () => {
  it.each([
    ['knockout', 1, false],
    ['double-elimination', 1, false],
    ['consolation', 1, false],
    ['swiss', 1, false],
  ])('the matches decide a %s', (format, numGroups, knockoutEnabled) => {
    expect(isChampionDecidedByMatches({ format, numGroups, knockoutEnabled })).toBe(true);
  });

  it('the matches decide a round robin of one group, or of groups with a knockout stage', () => {
    expect(
      isChampionDecidedByMatches({ format: 'round-robin', numGroups: 1, knockoutEnabled: false }),
    ).toBe(true);
    expect(
      isChampionDecidedByMatches({ format: 'round-robin', numGroups: 4, knockoutEnabled: true }),
    ).toBe(true);
  });

  it('the organizer names the champion of several groups without a knockout stage', () => {
    expect(
      isChampionDecidedByMatches({ format: 'round-robin', numGroups: 2, knockoutEnabled: false }),
    ).toBe(false);
  });
});
