import type { Match } from '@courtside/shared/api/match';
import { addDays, dayOf } from '@courtside/shared/time/days';
import { zonedInstant } from '@courtside/shared/time/zoned';
import { offsetMinutes } from '@courtside/shared/time/zones';
import { formatDate, viewerTimeZone } from '@/lib/format';
import { i18n } from '@/lib/i18n';

/** The date filter of the Matches page (spec section 2); 'all' sends no range. */
export const DATE_FILTERS = ['all', 'today', 'tomorrow', 'week'] as const;
export type DateFilter = (typeof DATE_FILTERS)[number];

/** Spec section 9: the week filter runs from now to 7 days ahead. */
const WEEK_DAYS = 7;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * An instant as an ISO date-time in the viewer's zone (the user's, else the browser's) with its
 * offset ("2026-03-05T00:00:00.000-05:00"), so the server compares the day the user means
 * whatever its own time zone.
 */
export function toOffsetIso(date: Date): string {
  const zone = viewerTimeZone();
  const offset = offsetMinutes(zone, date);
  const wall = new Date(date.getTime() + offset * 60_000);
  const abs = Math.abs(offset);
  return (
    `${wall.toISOString().slice(0, 23)}` +
    `${offset >= 0 ? '+' : '-'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
  );
}

/** Midnight in the viewer's zone, `days` days after the day of `now`. */
function midnight(now: Date, days = 0): Date {
  const zone = viewerTimeZone();
  return zonedInstant(addDays(dayOf(now, zone), days), '00:00', zone);
}

/** The last millisecond before local midnight `days` days after `now` (the API's `to` is inclusive). */
const endOfDay = (now: Date, days = 0) => new Date(midnight(now, days + 1).getTime() - 1);

/** The `from`/`to` of GET /api/matches for a date filter, in the display zone. */
export function dateRange(filter: DateFilter, now: Date): { from?: string; to?: string } {
  if (filter === 'today')
    return { from: toOffsetIso(midnight(now)), to: toOffsetIso(endOfDay(now)) };
  if (filter === 'tomorrow') {
    return { from: toOffsetIso(midnight(now, 1)), to: toOffsetIso(endOfDay(now, 1)) };
  }
  if (filter === 'week') {
    const to = new Date(now.getTime() + WEEK_DAYS * 24 * 60 * 60 * 1000);
    return { from: toOffsetIso(now), to: toOffsetIso(to) };
  }
  return {};
}

/** '1 match', '2 matches'. */
export const matchCount = (n: number) =>
  i18n.t('{count, plural, one {# match} other {# matches}}', { count: n });

export interface DayGroup {
  /** 'YYYY-MM-DD' (in the display zone), or 'unscheduled'. */
  key: string;
  title: string;
  matches: Match[];
}

const dayKey = (date: Date) => dayOf(date, viewerTimeZone());

/** Today, Tomorrow, Yesterday, or the date ('MMM dd, yyyy'). */
function dayTitle(day: Date, now: Date): string {
  const key = dayKey(day);
  if (key === dayKey(now)) return i18n.t('Today');
  if (key === dayKey(midnight(now, 1))) return i18n.t('Tomorrow');
  if (key === dayKey(midnight(now, -1))) return i18n.t('Yesterday');
  return formatDate(day) ?? key;
}

/**
 * The Matches page's groups (spec section 2): by start day in the display zone, days
 * ascending, each day's matches by start time; matches without a start time
 * last, under 'Not scheduled yet'.
 */
export function groupByDay(matches: readonly Match[], now: Date): DayGroup[] {
  const days = new Map<string, DayGroup>();
  const unscheduled: Match[] = [];
  const timed = matches
    .map((match) => ({ match, at: match.startTime ? new Date(match.startTime) : null }))
    .filter(({ match, at }) => {
      const isTimed = at !== null && !Number.isNaN(at.getTime());
      if (!isTimed) unscheduled.push(match);
      return isTimed;
    })
    .sort((a, b) => a.at!.getTime() - b.at!.getTime());
  for (const { match, at } of timed) {
    const key = dayKey(at!);
    const group = days.get(key) ?? { key, title: dayTitle(at!, now), matches: [] };
    group.matches.push(match);
    days.set(key, group);
  }
  const groups = [...days.values()];
  if (unscheduled.length > 0) {
    groups.push({ key: 'unscheduled', title: i18n.t('Not scheduled yet'), matches: unscheduled });
  }
  return groups;
}
