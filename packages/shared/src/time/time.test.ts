import { describe, expect, it } from 'vitest';
import { addDays, dayOf, formatVenueDay, isCalendarDay } from './days';
import { venueDayRange, zonedInstant } from './zoned';
import { formatMatchMoment, formatMatchTime, formatMatchTimeLine } from './match-time';
import { canonicalTimeZone, safeTimeZone } from './zones';

const NY = 'America/New_York';
const CHI = 'America/Chicago';
const LA = 'America/Los_Angeles';
const SYD = 'Australia/Sydney';
const TYO = 'Asia/Tokyo';
const iso = (d: Date) => d.toISOString();

describe('calendar days', () => {
  it.each([
    ['2026-11-26', 'MMM dd, yyyy', 'Nov 26, 2026'],
    ['2026-03-05', 'MMM dd, yyyy', 'Mar 05, 2026'],
    ['2026-03-05', 'MM/dd/yyyy', '03/05/2026'],
    ['2026-03-05', 'dd/MM/yyyy', '05/03/2026'],
    ['2026-03-05', 'yyyy-MM-dd', '2026-03-05'],
  ] as const)('%s as %s reads %s, in every zone', (day, format, text) => {
    expect(formatVenueDay(day, format)).toBe(text);
  });

  it.each(['2026-02-29', '2026-13-01', '2026-04-31', '2026-11-26T05:00:00Z', '', '26/11/2026'])(
    'refuses %s',
    (value) => {
      expect(isCalendarDay(value)).toBe(false);
      expect(formatVenueDay(value)).toBeNull();
    },
  );

  it('adds days across months and leap years', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('dayOf', () => {
  const instant = new Date('2026-11-26T05:00:00Z'); // midnight in New York
  it.each([
    [NY, '2026-11-26'],
    [CHI, '2026-11-25'],
    [LA, '2026-11-25'],
    [TYO, '2026-11-26'],
    [SYD, '2026-11-26'],
  ])('in %s the instant falls on %s', (zone, day) => {
    expect(dayOf(instant, zone)).toBe(day);
  });
});

describe('zonedInstant and venue days across daylight-saving changes', () => {
  it.each([
    // US spring forward (8 Mar 2026, 02:00 EST -> 03:00 EDT): the day has 23 hours.
    [NY, '2026-03-08', '2026-03-08T05:00:00.000Z', '2026-03-09T04:00:00.000Z', 23],
    // US fall back (1 Nov 2026, 02:00 EDT -> 01:00 EST): 25 hours.
    [NY, '2026-11-01', '2026-11-01T04:00:00.000Z', '2026-11-02T05:00:00.000Z', 25],
    [CHI, '2026-03-08', '2026-03-08T06:00:00.000Z', '2026-03-09T05:00:00.000Z', 23],
    // Southern hemisphere: Sydney leaves summer time on 5 Apr 2026 and enters it on 4 Oct 2026.
    [SYD, '2026-04-05', '2026-04-04T13:00:00.000Z', '2026-04-05T14:00:00.000Z', 25],
    [SYD, '2026-10-04', '2026-10-03T14:00:00.000Z', '2026-10-04T13:00:00.000Z', 23],
    // Tokyo keeps +09:00 all year.
    [TYO, '2026-03-08', '2026-03-07T15:00:00.000Z', '2026-03-08T15:00:00.000Z', 24],
  ])('%s %s runs %s to %s (%i hours)', (zone, day, start, end, hours) => {
    const range = venueDayRange(day, zone);
    expect(iso(range.start)).toBe(start);
    expect(iso(range.end)).toBe(end);
    expect((range.end.getTime() - range.start.getTime()) / 3_600_000).toBe(hours);
  });

  it('reads a skipped time just after the gap and a repeated time as the first', () => {
    expect(iso(zonedInstant('2026-03-08', '02:30', NY))).toBe('2026-03-08T07:30:00.000Z');
    expect(iso(zonedInstant('2026-11-01', '01:30', NY))).toBe('2026-11-01T05:30:00.000Z');
    expect(iso(zonedInstant('2026-10-04', '02:30', SYD))).toBe('2026-10-03T16:30:00.000Z');
    expect(iso(zonedInstant('2026-04-05', '02:30', SYD))).toBe('2026-04-04T15:30:00.000Z');
  });

  it('round-trips every quarter hour of a DST day', () => {
    for (const zone of [NY, SYD, TYO]) {
      for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
        const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
        const at = zonedInstant('2026-03-08', time, zone);
        expect(dayOf(at, zone)).toBe('2026-03-08');
      }
    }
  });
});

describe('formatMatchTime', () => {
  const winter = new Date('2026-01-15T16:30:00Z');
  const summer = new Date('2026-07-15T15:30:00Z');

  it('shows the venue clock with its abbreviation, and the viewer clock when it differs', () => {
    expect(formatMatchTime(winter, CHI, LA)).toEqual({
      venue: '10:30 AM CST',
      viewer: '8:30 AM your time',
    });
    expect(formatMatchTime(summer, NY, CHI)).toEqual({
      venue: '11:30 AM EDT',
      viewer: '10:30 AM your time',
    });
    // Tokyo is already on the next day: the viewer's day is named.
    expect(formatMatchTime(winter, NY, TYO).viewer).toBe('1:30 AM Fri, Jan 16 your time');
  });

  it('says nothing more when the viewer reads the same clock', () => {
    expect(formatMatchTime(winter, CHI, CHI).viewer).toBeNull();
    expect(formatMatchTime(winter, NY, 'America/Detroit').viewer).toBeNull();
  });

  it('follows the clock change: the same zones, an hour apart across a DST date', () => {
    // 8 Mar 2026: New York has sprung forward, Tokyo has not moved.
    expect(formatMatchTimeLine(new Date('2026-03-07T15:00:00Z'), NY, TYO)).toBe(
      '10:00 AM EST (12:00 AM Sun, Mar 8 your time)',
    );
    expect(formatMatchTimeLine(new Date('2026-03-09T14:00:00Z'), NY, TYO)).toBe(
      '10:00 AM EDT (11:00 PM your time)',
    );
  });

  it('names the venue day first for mails', () => {
    expect(formatMatchMoment(new Date('2027-04-10T14:30:00Z'), CHI, LA)).toBe(
      'Sat, Apr 10, 9:30 AM CDT (7:30 AM your time)',
    );
  });

  it('writes 24-hour clocks when asked', () => {
    expect(formatMatchTime(winter, CHI, CHI, { timeFormat: '24h' }).venue).toBe('10:30 CST');
  });
});

describe('time zone names', () => {
  it.each([
    ['America/New_York', 'America/New_York'],
    ['america/chicago', 'America/Chicago'],
    ['Asia/Tokyo', 'Asia/Tokyo'],
    ['UTC', 'UTC'],
    ['Mars/Olympus', null],
    ['+05:00', null],
    ['', null],
    ['America/New_York; DROP', null],
  ])('%s is %s', (value, canonical) => {
    expect(canonicalTimeZone(value)).toBe(canonical);
  });

  it('falls back to the default for anything else', () => {
    expect(safeTimeZone(undefined)).toBe('America/New_York');
    expect(safeTimeZone('Asia/Tokyo')).toBe('Asia/Tokyo');
  });
});
