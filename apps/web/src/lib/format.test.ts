import { afterEach, describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDay,
  formatMatchDateTime,
  formatMatchTime,
  formatMatchTimeLine,
  formatMoney,
  formatNumber,
  getDisplayPreferences,
  setDisplayPreferences,
  type DisplayPreferences,
} from './format';

describe('formatDate', () => {
  it.each([
    [new Date(2026, 2, 5), 'Mar 05, 2026'],
    [new Date(2025, 11, 31, 23, 59), 'Dec 31, 2025'],
    [new Date(2026, 0, 1).toISOString(), 'Jan 01, 2026'],
  ])('shows %s as %s', (input, expected) => {
    expect(formatDate(input)).toBe(expected);
  });

  it.each([null, undefined, '', 'not a date'])('gives null for %j', (input) => {
    expect(formatDate(input)).toBeNull();
  });
});

describe('formatDay: a tournament day reads the same in every zone', () => {
  afterEach(() => setDisplayPreferences(null));

  it.each(['America/Los_Angeles', 'America/Chicago', 'Asia/Tokyo', 'Pacific/Kiritimati'])(
    'in %s, 26 November is 26 November',
    (timezone) => {
      expect(formatDay('2026-11-26')).toBe('Nov 26, 2026');
      setDisplayPreferences({
        dateFormat: 'MM/dd/yyyy',
        timeFormat: '12h',
        timezone,
        language: 'en',
      });
      expect(formatDay('2026-11-26')).toBe('11/26/2026');
    },
  );

  it.each([null, undefined, '', '2026-02-30'])('gives null for %j', (input) => {
    expect(formatDay(input)).toBeNull();
  });
});

describe('formatMoney', () => {
  it.each([
    [0, '$0'],
    [25, '$25'],
    [12.5, '$12.50'],
    [1500, '$1,500'],
    [null, '$0'],
  ])('%s -> %s', (amount, expected) => {
    expect(formatMoney(amount)).toBe(expected);
  });
});

describe('with the signed-in user’s preferences', () => {
  const prefs = (overrides: Partial<DisplayPreferences> = {}): DisplayPreferences => ({
    dateFormat: 'MM/dd/yyyy',
    timeFormat: '12h',
    timezone: 'America/New_York',
    language: 'en',
    ...overrides,
  });
  // 14:05 UTC on 5 March 2026: 09:05 in New York, 06:05 in Los Angeles.
  const instant = '2026-03-05T14:05:00.000Z';

  afterEach(() => setDisplayPreferences(null));

  it.each([
    ['MM/dd/yyyy', '03/05/2026'],
    ['dd/MM/yyyy', '05/03/2026'],
    ['yyyy-MM-dd', '2026-03-05'],
  ] as const)('writes dates as %s', (dateFormat, expected) => {
    setDisplayPreferences(prefs({ dateFormat }));
    expect(formatDate(instant)).toBe(expected);
  });

  it('takes the day in the chosen time zone, not the browser’s', () => {
    // 03:00 UTC on 6 March is still 5 March in Los Angeles.
    setDisplayPreferences(prefs({ timezone: 'America/Los_Angeles', dateFormat: 'yyyy-MM-dd' }));
    expect(formatDate('2026-03-06T03:00:00.000Z')).toBe('2026-03-05');
  });

  it('writes match times at the venue, and in the chosen zone when it differs', () => {
    setDisplayPreferences(prefs());
    expect(formatMatchTime(instant, 'America/New_York')).toEqual({
      venue: '9:05 AM EST',
      viewer: null,
    });
    setDisplayPreferences(prefs({ timeFormat: '24h', timezone: 'America/Los_Angeles' }));
    expect(formatMatchTimeLine(instant, 'America/Chicago')).toBe('08:05 CST (06:05 your time)');
    expect(formatMatchDateTime(instant, 'America/Chicago')).toBe(
      '03/05/2026 · 08:05 CST (06:05 your time)',
    );
  });

  it('uses the viewer’s zone when an answer has no venue zone', () => {
    setDisplayPreferences(prefs({ timezone: 'Asia/Tokyo' }));
    expect(formatMatchTimeLine(instant, undefined)).toBe('11:05 PM GMT+9');
  });

  it('writes numbers and money in the chosen language', () => {
    setDisplayPreferences(prefs({ language: 'de' }));
    expect(formatNumber(3.5, { minDecimals: 1 })).toBe('3,5');
    expect(formatMoney(12.5)).toMatch(/^12,50\s\$$/);
  });

  it('goes back to the spec’s defaults when cleared', () => {
    setDisplayPreferences(prefs({ dateFormat: 'yyyy-MM-dd' }));
    setDisplayPreferences(null);
    expect(getDisplayPreferences()).toBeNull();
    expect(formatDate(new Date(2026, 2, 5))).toBe('Mar 05, 2026');
  });
});
