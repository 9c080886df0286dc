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

/**
 * A date input's 'YYYY-MM-DD' as the ISO instant of local midnight, so the day
 * shown back to this user is the day they picked (a bare 'YYYY-MM-DD' parses as
 * UTC and shows the day before west of Greenwich).
 */
export function dateInputToIso(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const [, y, m, d] = match;
  return new Date(Number(y), Number(m) - 1, Number(d)).toISOString();
}

/** The local calendar day of an ISO instant as a date input wants it ('YYYY-MM-DD'). */
export function isoToDateInput(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
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
