import { dayOf, formatVenueDay, type DayFormat } from '@courtside/shared/time/days';
import {
  formatMatchTime as formatVenueMatchTime,
  type MatchTimeText,
} from '@courtside/shared/time/match-time';
import { formatRating as formatSharedRating } from '@courtside/shared/domain/rating-display';
import { i18n, intlLocale } from '@/lib/i18n';

/**
 * How the signed-in user wants dates, times and numbers shown (their Preferences tab).
 * While none are set (signed out, or before the signed-in shell applies them) the
 * formatters use spec section 9's date, 'MMM dd, yyyy', the default 12-hour clock and the browser's
 * zone. Match times are always shown at the venue first (decision 017).
 */
export interface DisplayPreferences {
  dateFormat: 'MM/dd/yyyy' | 'dd/MM/yyyy' | 'yyyy-MM-dd';
  timeFormat: '12h' | '24h';
  /** An IANA time zone ('America/New_York'). */
  timezone: string;
  language: 'en' | 'es' | 'fr' | 'de';
}

/** The locale numbers and day periods are written in, per interface language. */
const LOCALES: Record<DisplayPreferences['language'], string> = {
  en: 'en-US',
  es: 'es-ES',
  fr: 'fr-FR',
  de: 'de-DE',
};

let current: DisplayPreferences | null = null;

/** Sets (or with null, clears) the preferences every formatter below follows. */
export function setDisplayPreferences(preferences: DisplayPreferences | null): void {
  current = preferences;
}

export const getDisplayPreferences = (): DisplayPreferences | null => current;

/** The user's language when signed in, else the page's (a public page's address says it). */
const locale = () => (current ? LOCALES[current.language] : intlLocale());

const toDate = (value: string | Date | null | undefined): Date | null => {
  if (value == null || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** The date format the user chose; spec section 9's 'MMM dd, yyyy' without preferences. */
const dayFormat = (): DayFormat => current?.dateFormat ?? 'MMM dd, yyyy';

/**
 * A calendar day in the user's date format. The spec's 'MMM dd, yyyy' names the month: in
 * another language than English it is that language's own ("12 avr. 2026", "12. Apr. 2026").
 */
function dayText(day: string): string | null {
  const format = dayFormat();
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (format !== 'MMM dd, yyyy' || locale().startsWith('en') || !parts) {
    return formatVenueDay(day, format);
  }
  const [, year, month, date] = parts.map(Number) as [number, number, number, number];
  return new Intl.DateTimeFormat(locale(), {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(year, month - 1, date));
}

/** The viewer's zone: the one in their preferences, else the browser's. */
export const viewerTimeZone = (): string =>
  current?.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * A calendar day ('YYYY-MM-DD': a tournament's start or end date) in the user's date format. A
 * day is not an instant: it reads the same in every zone (decision 017).
 */
export const formatDay = (day: string | null | undefined): string | null =>
  day ? dayText(day) : null;

/** The day an instant (a result, a rating change) fell on in the viewer's zone. */
export function formatDate(value: string | Date | null | undefined): string | null {
  const date = toDate(value);
  return date ? dayText(dayOf(date, viewerTimeZone())) : null;
}

/**
 * A match time at the venue with its zone ("10:30 AM CST"), and in the viewer's zone when it
 * reads differently ("9:30 AM your time"), in the user's time format. Without a venue zone (an
 * old answer), the viewer's.
 */
export function formatMatchTime(
  value: string | Date | null | undefined,
  venueZone: string | null | undefined,
): MatchTimeText | null {
  const date = toDate(value);
  if (!date) return null;
  const viewer = viewerTimeZone();
  const text = formatVenueMatchTime(date, venueZone || viewer, viewer, {
    timeFormat: current?.timeFormat ?? '12h',
    locale: locale(),
  });
  // The shared formatter (the server's mails use it too) writes "… your time" in English.
  if (text.viewer?.endsWith(YOUR_TIME)) {
    const time = text.viewer.slice(0, -YOUR_TIME.length);
    return { ...text, viewer: i18n.t('{time} your time', { time }) };
  }
  return text;
}

const YOUR_TIME = ' your time';

/** The same on one line: "10:30 AM CST (9:30 AM your time)". */
export function formatMatchTimeLine(
  value: string | Date | null | undefined,
  venueZone: string | null | undefined,
): string | null {
  const text = formatMatchTime(value, venueZone);
  return text && (text.viewer ? `${text.venue} (${text.viewer})` : text.venue);
}

/** A match's venue day and time: "Apr 12, 2026 · 10:30 AM CDT (9:30 AM your time)". */
export function formatMatchDateTime(
  value: string | Date | null | undefined,
  venueZone: string | null | undefined,
): string | null {
  const date = toDate(value);
  if (!date) return null;
  const day = dayText(dayOf(date, venueZone || viewerTimeZone()));
  return `${day} · ${formatMatchTimeLine(date, venueZone)}`;
}

/** Dollars: whole amounts without cents ("$25"), others with two decimals ("$12.50"). */
export function formatMoney(amount: number | null | undefined): string {
  const value = amount ?? 0;
  return new Intl.NumberFormat(locale(), {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(value);
}

/** A number in the user's language ("3.5" in English, "3,5" in German). */
export function formatNumber(
  value: number,
  { minDecimals = 0, maxDecimals = 2 }: { minDecimals?: number; maxDecimals?: number } = {},
): string {
  return new Intl.NumberFormat(locale(), {
    minimumFractionDigits: minDecimals,
    maximumFractionDigits: maxDecimals,
  }).format(value);
}

/** A rating or playing level, two decimals in the user's language (shared `formatRating`). */
export const formatRating = (rating: number): string => formatSharedRating(rating, locale());
