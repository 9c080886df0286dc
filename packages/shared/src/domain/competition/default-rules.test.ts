import { describe, expect, it } from 'vitest';
import { defaultRulesSummary } from './default-rules';
import { scoringOptionLabel } from './scoring-labels';

describe('defaultRulesSummary', () => {
  it("lists the spec's defaults for the default scoring option", () => {
    expect(defaultRulesSummary('best-of-3-to-11', 'rally')).toEqual([
      'Standard pickleball rules, rally scoring',
      'Games to 11, win by 2',
      'Best of 3 games per match',
      '30-second timeout per game',
    ]);
  });

  it("reads the tournament's own option: one game to 15, side-out", () => {
    expect(defaultRulesSummary('one-game-to-15', 'side-out')).toEqual([
      'Standard pickleball rules, side-out scoring',
      'Games to 15, win by 2',
      'One game per match',
      '30-second timeout per game',
    ]);
    expect(defaultRulesSummary('best-of-5-to-11', null)[2]).toBe('Best of 5 games per match');
  });

  it('reads an unknown or missing option as the defaults', () => {
    expect(defaultRulesSummary('constructor', 'bogus')).toEqual(defaultRulesSummary(null, null));
    expect(defaultRulesSummary(undefined, undefined)[1]).toBe('Games to 11, win by 2');
  });
});

describe('scoringOptionLabel', () => {
  it('names the preset and the system', () => {
    expect(scoringOptionLabel('best-of-3-to-15', 'side-out')).toBe(
      'Best of 3 games to 15, side-out scoring',
    );
    expect(scoringOptionLabel('toString', undefined)).toBe('Best of 3 games to 11, rally scoring');
  });
});
