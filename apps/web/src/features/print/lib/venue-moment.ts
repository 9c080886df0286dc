import { dayOf } from '@courtside/shared/time/days';
import { formatDay, formatMatchTime } from '@/lib/format';

/**
 * A match time on paper: the venue's day and clock with its zone ("May 01, 2027 · 9:00 AM EDT"),
 * never the reader's own zone (the sheet is read at the venue); null without a time.
 */
export function venueMoment(value: string | null | undefined, zone: string): string | null {
  const clock = formatMatchTime(value, zone);
  if (!clock || !value) return null;
  return `${formatDay(dayOf(new Date(value), zone))} · ${clock.venue}`;
}

/** The venue's clock alone, with its zone: "9:00 AM EDT". */
export const venueClock = (value: string, zone: string): string =>
  formatMatchTime(value, zone)?.venue ?? '';
