import { afterEach, expect, it } from 'vitest';
import { formatMatchTimeLine, setDisplayPreferences } from '@/lib/format';
import { dateTimeInputToIso, isoToDateTimeInput } from './venue-time-input';
import { preferencesIn } from '@/test/fixtures';

afterEach(() => setDisplayPreferences(null));

it('reads a typed match time at the venue, whatever the organizer’s own zone', () => {
  setDisplayPreferences(preferencesIn('Asia/Tokyo'));
  const venue = 'America/New_York';
  expect(dateTimeInputToIso('2026-04-12T09:30', venue)).toBe('2026-04-12T09:30:00-04:00');
  expect(dateTimeInputToIso('2026-01-12T09:30', venue)).toBe('2026-01-12T09:30:00-05:00');
  expect(isoToDateTimeInput('2026-04-12T13:30:00.000Z', venue)).toBe('2026-04-12T09:30');
  // 02:30 on 8 March 2026 never happens there: the clocks go from 02:00 to 03:00.
  expect(dateTimeInputToIso('2026-03-08T02:30', venue)).toBe('2026-03-08T03:30:00-04:00');
  expect(dateTimeInputToIso('not a time', venue)).toBe('not a time');
  expect(formatMatchTimeLine(dateTimeInputToIso('2026-04-12T09:30', venue), venue)).toMatch(
    /^09:30 EDT \(22:30 your time\)$/,
  );
});

it('falls back to the viewer’s zone without a venue', () => {
  setDisplayPreferences(preferencesIn('America/New_York'));
  expect(dateTimeInputToIso('2026-04-12T09:30')).toBe('2026-04-12T09:30:00-04:00');
  expect(isoToDateTimeInput('2026-04-12T13:30:00.000Z')).toBe('2026-04-12T09:30');
});
