import { describe, expect, it } from 'vitest';
import { formatIcu } from './format';

describe('formatIcu (English source texts)', () => {
  it('fills arguments, plurals with # and exact matches, and selects', () => {
    expect(formatIcu('Save Changes', undefined, 'en-US')).toBe('Save Changes');
    expect(formatIcu('Welcome back, {name}', { name: 'Ana' }, 'en-US')).toBe('Welcome back, Ana');
    const players = '{count, plural, =0 {No players} one {# player} other {# players}}';
    expect(formatIcu(players, { count: 0 }, 'en-US')).toBe('No players');
    expect(formatIcu(players, { count: 1 }, 'en-US')).toBe('1 player');
    expect(formatIcu(players, { count: 1200 }, 'en-US')).toBe('1,200 players');
    expect(
      formatIcu(
        '{kind, select, singles {# {n} singles} other {doubles of {name}}}',
        { kind: 'x', name: 'B' },
        'en-US',
      ),
    ).toBe('doubles of B');
    expect(
      formatIcu(
        '{n, plural, one {# match, {who}} other {# matches, {who}}}',
        { n: 2, who: 'Ana' },
        'en-US',
      ),
    ).toBe('2 matches, Ana');
  });

  it('keeps a # outside a plural, and a missing value is empty', () => {
    expect(formatIcu('Court #3 {x}', {}, 'en-US')).toBe('Court #3 ');
  });
});
