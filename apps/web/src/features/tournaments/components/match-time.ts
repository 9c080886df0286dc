import {
  formatDate,
  formatTime,
  wallDay,
  zonedInstant,
  zonedOffset,
  zonedParts,
} from '@/lib/format';

const pad = (n: number) => String(n).padStart(2, '0');

const toDate = (value: string | null | undefined): Date | null => {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** A match time in the user's time format and zone (spec section 9's 'HH:mm' by default). */
export const formatMatchTime = (value: string | null | undefined): string | null =>
  formatTime(toDate(value));

/** 'HH:mm, MMM dd, yyyy' ("09:30, Apr 12, 2026"), or null without a time. */
export function formatMatchWhen(value: string | null | undefined): string | null {
  const time = formatMatchTime(value);
  return time ? `${time}, ${formatDate(value)}` : null;
}

/** An ISO instant as a datetime-local input wants it ('YYYY-MM-DDTHH:mm', in the display zone). */
export function isoToDateTimeInput(value: string | null | undefined): string {
  const d = toDate(value);
  if (!d) return '';
  const wall = zonedParts(d);
  return `${wallDay(wall)}T${pad(wall.hour)}:${pad(wall.minute)}`;
}

/**
 * A datetime-local value, typed in the display zone (the user's, else the browser's), as ISO
 * 8601 with that zone's offset ('2026-04-12T09:30:00-05:00'), so the server stores the instant
 * the organizer meant and the time they typed stays readable in the request.
 */
export function dateTimeInputToIso(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return value;
  const [, year, month, day, hour, minute] = match.map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const instant = zonedInstant({ year, month, day, hour, minute });
  // The wall time the instant has (a time the clocks skipped moves on to one that exists).
  return `${isoToDateTimeInput(instant.toISOString())}:00${zonedOffset(instant)}`;
}
