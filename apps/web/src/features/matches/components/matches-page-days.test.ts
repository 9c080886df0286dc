import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { match } from '@/test/match-fixtures';
import { setDisplayPreferences } from '@/lib/format';
import { dateRange, groupByDay, matchCount, toOffsetIso } from './matches-page-days';
import { preferencesIn } from '@/test/fixtures';

// The `from`/`to` of GET /api/matches, as the server reads them.
const isoWithOffset = z.iso.datetime({ offset: true });
const NOW = new Date(2026, 3, 12, 9, 30);

describe('toOffsetIso', () => {
  it.each([
    new Date(2026, 0, 1, 0, 0, 0, 0),
    new Date(2026, 6, 15, 23, 59, 59, 999),
    new Date(2026, 2, 29, 2, 30),
  ])('names the same instant in local time with its offset: %s', (date) => {
    const iso = toOffsetIso(date);
    expect(iso).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}[+-]\d{2}:\d{2}$/);
    expect(Date.parse(iso)).toBe(date.getTime());
    expect(isoWithOffset.safeParse(iso).success).toBe(true);
  });
});

describe('dateRange', () => {
  it.each([
    ['all', {}],
    ['today', { from: new Date(2026, 3, 12), to: new Date(new Date(2026, 3, 13).getTime() - 1) }],
    [
      'tomorrow',
      { from: new Date(2026, 3, 13), to: new Date(new Date(2026, 3, 14).getTime() - 1) },
    ],
    ['week', { from: NOW, to: new Date(2026, 3, 19, 9, 30) }],
  ] as const)('%s', (filter, expected) => {
    const range = dateRange(filter, NOW);
    expect(range.from && Date.parse(range.from)).toBe(
      'from' in expected ? expected.from.getTime() : undefined,
    );
    expect(range.to && Date.parse(range.to)).toBe(
      'to' in expected ? expected.to.getTime() : undefined,
    );
  });
});

describe('groupByDay', () => {
  it('titles days from today and keeps matches without a time for last', () => {
    const on = (id: string, d: number, h: number) =>
      match(null, null, { id, startTime: new Date(2026, 3, d, h).toISOString() });
    const groups = groupByDay(
      [
        match(null, null, { id: 'none' }),
        on('b', 14, 8),
        on('a', 9, 20),
        on('c', 12, 23),
        on('d', 12, 0),
      ],
      NOW,
    );
    expect(groups.map((g) => [g.title, g.matches.map((m) => m.id)])).toEqual([
      ['Apr 09, 2026', ['a']],
      ['Today', ['d', 'c']],
      ['Apr 14, 2026', ['b']],
      ['Not scheduled yet', ['none']],
    ]);
  });

  it('counts matches in words', () => {
    expect([matchCount(1), matchCount(2), matchCount(0)]).toEqual([
      '1 match',
      '2 matches',
      '0 matches',
    ]);
  });
});

describe('with the user’s time zone', () => {
  afterEach(() => setDisplayPreferences(null));

  it('asks for and groups by the days of that zone, not the browser’s', () => {
    setDisplayPreferences(preferencesIn('Asia/Tokyo', 'yyyy-MM-dd'));
    // 20:00 UTC on 11 April is 05:00 on 12 April in Tokyo.
    const now = new Date('2026-04-11T20:00:00.000Z');
    expect(dateRange('today', now)).toEqual({
      from: '2026-04-12T00:00:00.000+09:00',
      to: '2026-04-12T23:59:59.999+09:00',
    });
    const groups = groupByDay(
      [
        // 00:30 on 13 April in Tokyo.
        match(null, null, { id: 'late', startTime: '2026-04-12T15:30:00.000Z' }),
        // 07:00 on 12 April in Tokyo.
        match(null, null, { id: 'early', startTime: '2026-04-11T22:00:00.000Z' }),
      ],
      now,
    );
    expect(groups.map((g) => [g.key, g.title, g.matches.map((m) => m.id)])).toEqual([
      ['2026-04-12', 'Today', ['early']],
      ['2026-04-13', 'Tomorrow', ['late']],
    ]);
  });
});
