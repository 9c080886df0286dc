import { afterEach, describe, expect, it } from 'vitest';
import {
  dateInputToIso,
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  formatTime,
  getDisplayPreferences,
  isoToDateInput,
  setDisplayPreferences,
  zonedInstant,
  zonedOffset,
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

describe('date inputs', () => {
  it('sends the picked day as local midnight, which shows as the same day', () => {
    const iso = dateInputToIso('2026-06-15');
    expect(new Date(iso).getHours()).toBe(0);
    expect(formatDate(iso)).toBe('Jun 15, 2026');
    expect(isoToDateInput(iso)).toBe('2026-06-15');
  });

  it('leaves anything that is not a calendar day alone', () => {
    expect(dateInputToIso('')).toBe('');
    expect(isoToDateInput(null)).toBe('');
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

  it('writes times in 12 or 24 hours in the chosen time zone', () => {
    setDisplayPreferences(prefs());
    expect(formatTime(instant)).toMatch(/^9:05\sAM$/);
    setDisplayPreferences(prefs({ timeFormat: '24h', timezone: 'America/Los_Angeles' }));
    expect(formatTime(instant)).toBe('06:05');
    expect(formatDateTime(instant)).toBe('03/05/2026 · 06:05');
  });

  it('reads typed days and times in the chosen time zone, as it shows them', () => {
    // Whatever the browser's zone: a Tokyo user's 5 March starts at 15:00 UTC on the 4th.
    setDisplayPreferences(prefs({ timezone: 'Asia/Tokyo', dateFormat: 'yyyy-MM-dd' }));
    expect(dateInputToIso('2026-03-05')).toBe('2026-03-04T15:00:00.000Z');
    expect(isoToDateInput('2026-03-04T15:00:00.000Z')).toBe('2026-03-05');
    expect(formatDate(dateInputToIso('2026-03-05'))).toBe('2026-03-05');

    setDisplayPreferences(prefs({ timezone: 'America/New_York', timeFormat: '24h' }));
    expect(zonedInstant({ year: 2026, month: 4, day: 12, hour: 9, minute: 30 }).toISOString()).toBe(
      '2026-04-12T13:30:00.000Z',
    );
    // 02:30 on 8 March 2026 never happens there (clocks go from 02:00 to 03:00): 03:30 EDT.
    expect(zonedInstant({ year: 2026, month: 3, day: 8, hour: 2, minute: 30 }).toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
    // Whole-day ranges roll over months and years.
    expect(zonedInstant({ year: 2026, month: 12, day: 32 }).toISOString()).toBe(
      '2027-01-01T05:00:00.000Z',
    );
    expect(zonedOffset(new Date('2026-07-01T00:00:00Z'))).toBe('-04:00');
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
    expect(formatTime(new Date(2026, 2, 5, 9, 5))).toBe('09:05');
  });
});
