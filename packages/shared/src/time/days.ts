/**
 * Calendar days ('YYYY-MM-DD') and the instants they span in a zone. A day is never an instant:
 * 26 November is 26 November for everyone; only its range of instants depends on the venue.
 */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export type DayFormat = 'MMM dd, yyyy' | 'MM/dd/yyyy' | 'dd/MM/yyyy' | 'yyyy-MM-dd';

/** Year, month (1-12) and day of a real calendar date, or null (no 31 February, no 2026-13-01). */
export function parseDay(value: string): { year: number; month: number; day: number } | null {
  const match = DAY.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1) return null;
  if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null;
  return { year, month, day };
}

export const isCalendarDay = (value: string): boolean => parseDay(value) !== null;

/** A calendar date as the user reads it; 'MMM dd, yyyy' (spec section 9) by default. */
export function formatVenueDay(value: string, format: DayFormat = 'MMM dd, yyyy'): string | null {
  const parts = parseDay(value);
  if (!parts) return null;
  const [y, m, d] = [pad(parts.year, 4), pad(parts.month), pad(parts.day)];
  if (format === 'MM/dd/yyyy') return `${m}/${d}/${y}`;
  if (format === 'dd/MM/yyyy') return `${d}/${m}/${y}`;
  if (format === 'yyyy-MM-dd') return `${y}-${m}-${d}`;
  return `${MONTHS[parts.month - 1]} ${d}, ${y}`;
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar date an instant falls on in `zone` ('YYYY-MM-DD'). */
export function dayOf(instant: Date, zone: string): string {
  let format = dayFormatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormatters.set(zone, format);
  }
  const parts = format.formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** The day `count` days after `day` (negative: before). */
export function addDays(day: string, count: number): string {
  const parts = parseDay(day);
  if (!parts) throw new RangeError(`Not a calendar date: ${day}`);
  const date = new Date(Date.UTC(parts.year, parts.month - 1, parts.day + count));
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}
