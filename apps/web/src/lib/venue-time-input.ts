import { zonedInstant } from '@courtside/shared/time/zoned';
import { offsetMinutes } from '@courtside/shared/time/zones';
import { viewerTimeZone } from '@/lib/format';

/**
 * A time typed in a datetime-local input is the venue's wall clock (a day is a calendar date in
 * the venue's time zone): the match schedule's fields and the check-in opening alike.
 */

const pad = (n: number) => String(n).padStart(2, '0');

const toDate = (value: string | null | undefined): Date | null => {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** The zone a time is typed in: the venue's, else the viewer's. */
const typingZone = (zone: string | null | undefined) => zone || viewerTimeZone();

/** An ISO instant as a datetime-local input wants it ('YYYY-MM-DDTHH:mm', at the venue). */
export function isoToDateTimeInput(
  value: string | null | undefined,
  venueZone?: string | null,
): string {
  const d = toDate(value);
  if (!d) return '';
  const zone = typingZone(venueZone);
  // The venue's wall clock, written as if it were UTC.
  const wall = new Date(d.getTime() + offsetMinutes(zone, d) * 60_000).toISOString();
  return `${wall.slice(0, 10)}T${wall.slice(11, 16)}`;
}

/**
 * A datetime-local value typed at the venue (its zone, else the viewer's) as ISO 8601 with that
 * zone's offset ('2026-04-12T09:30:00-05:00'), so the server stores the instant the organizer
 * meant and the time they typed stays readable in the request. A time the clocks skip moves on
 * to one that exists.
 */
export function dateTimeInputToIso(value: string, venueZone?: string | null): string {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(value);
  if (!match) return value;
  const zone = typingZone(venueZone);
  let instant: Date;
  try {
    instant = zonedInstant(match[1]!, match[2]!, zone);
  } catch {
    return value;
  }
  const offset = offsetMinutes(zone, instant);
  const abs = Math.abs(offset);
  const sign = offset >= 0 ? '+' : '-';
  return `${isoToDateTimeInput(instant.toISOString(), zone)}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
