import { formatRating as formatSharedRating } from '@courtside/shared/domain/rating-display';
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * How the signed-in user wants dates, times and numbers shown (their Preferences tab).
 * While none are set (signed out, or before the signed-in shell applies them) the
 * formatters use spec section 9's defaults: 'MMM dd, yyyy', 'HH:mm', the browser's zone.
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

const locale = () => (current ? LOCALES[current.language] : 'en-US');

const toDate = (value: string | Date | null | undefined): Date | null => {
  if (value == null || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Intl formatters are costly to build: one per option set. */
function formatter(loc: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${loc}|${JSON.stringify(options)}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(loc, options);
    formatters.set(key, cached);
  }
  return cached;
}

/** Year, month and day of `date` in `timeZone`. */
function dayParts(date: Date, timeZone: string) {
  const parts = formatter('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { y: get('year'), m: get('month'), d: get('day') };
}

/**
 * A date as the user chose (MM/dd/yyyy, dd/MM/yyyy or yyyy-MM-dd, in their time zone); without
 * preferences as spec section 9 displays it, 'MMM dd, yyyy' ("Mar 05, 2026"), in local time.
 */
export function formatDate(value: string | Date | null | undefined): string | null {
  const date = toDate(value);
  if (!date) return null;
  if (!current) {
    return `${MONTHS[date.getMonth()]} ${pad(date.getDate())}, ${date.getFullYear()}`;
  }
  const { y, m, d } = dayParts(date, current.timezone);
  if (current.dateFormat === 'dd/MM/yyyy') return `${d}/${m}/${y}`;
  if (current.dateFormat === 'yyyy-MM-dd') return `${y}-${m}-${d}`;
  return `${m}/${d}/${y}`;
}

/**
 * A time of day: 12-hour ("9:30 AM") or 24-hour ("09:30") in the user's time zone; without
 * preferences spec section 9's 'HH:mm' in local time.
 */
export function formatTime(value: string | Date | null | undefined): string | null {
  const date = toDate(value);
  if (!date) return null;
  if (!current) return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
  const is12h = current.timeFormat === '12h';
  return formatter(locale(), {
    timeZone: current.timezone,
    hour: is12h ? 'numeric' : '2-digit',
    minute: '2-digit',
    hourCycle: is12h ? 'h12' : 'h23',
  }).format(date);
}

/** Date and time together ("Mar 05, 2026 · 09:30"), or null without a valid instant. */
export function formatDateTime(value: string | Date | null | undefined): string | null {
  const date = toDate(value);
  return date ? `${formatDate(date)} · ${formatTime(date)}` : null;
}

/** The zone dates and times are shown and typed in: the user's, else the browser's. */
export const displayTimeZone = (): string =>
  current?.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A wall-clock time: month 1-12; any field may overflow (day 32 is the 1st of the next month). */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The wall clock in the display zone at `date`. */
export function zonedParts(date: Date): WallTime {
  const parts = formatter('en-US', {
    timeZone: displayTimeZone(),
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour') % 24,
    minute: get('minute'),
    second: get('second'),
  };
}

const wallMs = (w: WallTime) => Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);

/** How far the display zone's clock is ahead of UTC at `instant`, in ms. */
const zoneOffsetMs = (instant: number) =>
  wallMs(zonedParts(new Date(instant))) - Math.floor(instant / 1000) * 1000;

/**
 * The instant a wall-clock time in the display zone names. A time the clocks skip (spring
 * forward) is read with the offset before the change, so it lands just after it.
 */
export function zonedInstant(wall: Partial<WallTime> & Pick<WallTime, 'year' | 'month' | 'day'>) {
  const ms = wallMs({ hour: 0, minute: 0, second: 0, ...wall });
  const first = ms - zoneOffsetMs(ms);
  const second = ms - zoneOffsetMs(first);
  if (wallMs(zonedParts(new Date(second))) === ms) return new Date(second);
  // In a gap neither reads back: the offset from before the change lands after it.
  return new Date(Math.max(first, second));
}

/** The display zone's offset at `date` as ISO 8601 writes it ('-05:00'). */
export function zonedOffset(date: Date): string {
  const minutes = Math.round(zoneOffsetMs(date.getTime()) / 60_000);
  const abs = Math.abs(minutes);
  return `${minutes >= 0 ? '+' : '-'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** 'YYYY-MM-DD' of a wall time. */
export const wallDay = (w: WallTime) => `${w.year}-${pad(w.month)}-${pad(w.day)}`;

/**
 * A date input's 'YYYY-MM-DD' as the ISO instant of midnight in the display zone, so the day
 * shown back to this user is the day they picked (a bare 'YYYY-MM-DD' parses as UTC and shows
 * the day before west of Greenwich).
 */
export function dateInputToIso(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  return zonedInstant({ year, month, day }).toISOString();
}

/** The calendar day of an ISO instant in the display zone, as a date input wants it. */
export function isoToDateInput(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return wallDay(zonedParts(date));
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
