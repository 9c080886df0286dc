import { dayOf, formatVenueDay } from '@courtside/shared/time/days';
import { formatMatchTimeLine } from '@courtside/shared/time/match-time';
import { intlLocale } from '@/lib/i18n';

const toDate = (value: string | null | undefined) => {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
};

/** The visitor's own zone: a spectator has no preferences, their browser knows where they are. */
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * A tournament day ('YYYY-MM-DD') as spec section 9 shows it, 'MMM dd, yyyy': the same for every
 * visitor wherever they are (decision 017).
 */
export const displayDay = (day: string | null | undefined): string | null =>
  day ? formatVenueDay(day) : null;

/** The venue day a match starts on, 'MMM dd, yyyy'. */
export function displayMatchDay(value: string | null | undefined, venueZone: string) {
  const date = toDate(value);
  return date ? formatVenueDay(dayOf(date, venueZone)) : null;
}

/** A match time at the venue, "10:30 AM CST", with "(9:30 AM your time)" when the visitor's differs. */
export function displayTime(value: string | null | undefined, venueZone: string): string | null {
  const date = toDate(value);
  return date
    ? formatMatchTimeLine(date, venueZone, browserZone(), { locale: intlLocale() })
    : null;
}
