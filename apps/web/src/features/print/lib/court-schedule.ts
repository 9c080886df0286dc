import { dayOf, isCalendarDay } from '@courtside/shared/time/days';

/** The column of matches that have a time but no court yet. */
export const NO_COURT = /*i18n*/ 'No court';

/**
 * A match as the printed court schedule shows it: one event's match, or one of the whole
 * tournament's schedule (several events on the shared courts).
 */
export interface CourtScheduleEntry {
  id: string;
  /** Planned start (an instant, ISO 8601), null while unplanned. */
  startTime: string | null;
  status: string;
  courtName: string | null;
  /** Order among the matches starting together (the match's position, or its event's place). */
  order: number;
  /** "Quarterfinals", "Group A · Round 2". */
  round: string;
  /** "Kim Lobber v Roy Drop". */
  sides: string;
  /** The match's event, for a tournament of several events: its name, tag and colour. */
  event?: { name: string; tag: string; colour: string };
}

const timeOf = (m: CourtScheduleEntry): Date | null => {
  if (!m.startTime) return null;
  const date = new Date(m.startTime);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** The venue days ('YYYY-MM-DD', in `zone`) on which a match is scheduled, in order. */
export function scheduleDays(matches: readonly CourtScheduleEntry[], zone: string): string[] {
  const days = new Set<string>();
  for (const m of matches) {
    const at = timeOf(m);
    if (at && m.status !== 'cancelled') days.add(dayOf(at, zone));
  }
  return [...days].sort();
}

/**
 * The day a schedule shows: the asked one when it is a real date, else the first day with a
 * match, else the tournament's first day.
 */
export const scheduleDay = (asked: string, days: readonly string[], startDate: string): string =>
  isCalendarDay(asked) ? asked : (days[0] ?? startDate);

export interface ScheduleRow {
  /** The start instant shared by the row's matches (ISO). */
  time: string;
  /** Court name -> the matches starting then on that court. */
  cells: Map<string, CourtScheduleEntry[]>;
}

export interface CourtSchedule {
  courts: string[];
  rows: ScheduleRow[];
}

/**
 * The grid of one venue day: a column per court (the tournament's courts in their order, then any
 * other court a match names, then "No court"), a row per start time, cancelled matches left out.
 */
export function courtSchedule(
  matches: readonly CourtScheduleEntry[],
  day: string,
  zone: string,
  courtOrder: readonly string[],
): CourtSchedule {
  const onDay = matches
    .filter((m) => {
      const at = timeOf(m);
      return at !== null && m.status !== 'cancelled' && dayOf(at, zone) === day;
    })
    .sort((a, b) => timeOf(a)!.getTime() - timeOf(b)!.getTime() || a.order - b.order);
  const used = new Set(onDay.map((m) => m.courtName ?? NO_COURT));
  const courts = [
    ...courtOrder,
    ...[...used].filter((name) => name !== NO_COURT && !courtOrder.includes(name)).sort(),
    ...(used.has(NO_COURT) ? [NO_COURT] : []),
  ];
  const rows = new Map<number, ScheduleRow>();
  for (const m of onDay) {
    const at = timeOf(m)!;
    const row = rows.get(at.getTime()) ?? { time: at.toISOString(), cells: new Map() };
    const court = m.courtName ?? NO_COURT;
    row.cells.set(court, [...(row.cells.get(court) ?? []), m]);
    rows.set(at.getTime(), row);
  }
  return { courts, rows: [...rows.values()] };
}
