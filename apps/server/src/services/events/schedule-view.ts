/**
 * GET /api/tournaments/{id}/schedule (issue 26, decision 036): every match of every event of a
 * tournament on its shared courts, with each event's forecast end and whether the day runs past
 * the venue's closing time. The same for every viewer: the route reads it through the read cache
 * and answers it to those who may see the tournament's results (private tournaments:
 * `canSeeResults`).
 */
import type { TournamentSchedule } from '@courtside/shared/api/event';
import { addDays, dayOf } from '@courtside/shared/time/days';
import { zonedInstant } from '@courtside/shared/time/zoned';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courts, matches, type MatchRow } from '../../db/schema';
import { familyEntrantNames, loadFamily, rootOf } from '../matches/family';
import { matchDurationMs } from '../matches/schedule';
import { findTournament } from '../tournaments/tournament-access';
import { eventNameOf } from './event-name';

const MINUTE = 60_000;

/** The columns of a match the schedule shows (a whole row is a dozen more, scores among them). */
const matchColumns = {
  id: matches.id,
  tournamentId: matches.tournamentId,
  round: matches.round,
  position: matches.position,
  stage: matches.stage,
  groupLabel: matches.groupLabel,
  courtId: matches.courtId,
  startTime: matches.startTime,
  status: matches.status,
  side1Id: matches.side1Id,
  side2Id: matches.side2Id,
  actualStartTime: matches.actualStartTime,
  calledAt: matches.calledAt,
};

type ScheduledMatch = Pick<MatchRow, keyof typeof matchColumns>;

const isMovable = (row: ScheduledMatch) =>
  row.status === 'scheduled' && !row.actualStartTime && !row.calledAt;

/** The days from `first` to `last`, both included. */
function daysBetween(first: string, last: string): string[] {
  const days = [first];
  while (days.length < 62 && days[days.length - 1]! < last) days.push(addDays(days.at(-1)!, 1));
  return days;
}

/** The schedule of the tournament of `tournamentId` (the tournament's or one of its events' id). */
export async function readSchedule(db: Db, tournamentId: string): Promise<TournamentSchedule> {
  const found = await findTournament(db, tournamentId);
  const family = await loadFamily(db, found);
  const root = rootOf(family);
  const zone = root.timeZone;
  const [rows, entrants, courtRows] = await Promise.all([
    db
      .select(matchColumns)
      .from(matches)
      .where(
        inArray(
          matches.tournamentId,
          family.map((event) => event.id),
        ),
      ),
    familyEntrantNames(db, family),
    db
      .select({ id: courts.id, name: courts.name })
      .from(courts)
      .where(eq(courts.tournamentId, root.id))
      .orderBy(asc(courts.createdAt), asc(courts.name)),
  ]);
  const courtNames = new Map(courtRows.map((c) => [c.id, c.name]));
  const byId = new Map(family.map((event) => [event.id, event]));
  const closing = root.closingTime;
  // A match's day, once per start time (the courts share their starts; a zone's formatting
  // is not cheap).
  const dayAt = new Map<number, string>();
  const dayOfStart = (start: number) => {
    let day = dayAt.get(start);
    if (day === undefined) dayAt.set(start, (day = dayOf(new Date(start), zone)));
    return day;
  };
  // The closing moment of each day, worked out once a day (a zone's offsets are not cheap).
  const closingOf = new Map<string, number>();
  const pastClosing = (start: number, end: number) => {
    if (closing === null) return false;
    const day = dayOfStart(start);
    let at = closingOf.get(day);
    if (at === undefined) closingOf.set(day, (at = zonedInstant(day, closing, zone).getTime()));
    return end > at;
  };
  const eventFacts = new Map(
    family.map((e) => [e.id, { last: 0, past: false, durationMs: matchDurationMs(e) }]),
  );
  const days = new Set(daysBetween(root.startDate, root.endDate ?? root.startDate));
  const ordered = [...rows]
    .filter((row) => row.status !== 'cancelled')
    .sort(
      (a, b) =>
        (a.startTime?.getTime() ?? Infinity) - (b.startTime?.getTime() ?? Infinity) ||
        a.round - b.round ||
        a.position - b.position,
    );
  const name = (id: string | null) => (id ? (entrants.get(id) ?? null) : null);
  const out = ordered.map((row) => {
    const event = byId.get(row.tournamentId)!;
    const start = row.startTime?.getTime() ?? null;
    const facts = eventFacts.get(event.id)!;
    const end = start === null ? null : start + facts.durationMs;
    if (start !== null && end !== null) {
      facts.last = Math.max(facts.last, end);
      facts.past ||= pastClosing(start, end);
      days.add(dayOfStart(start));
    }
    return {
      id: row.id,
      eventId: event.id,
      eventName: eventNameOf(event),
      round: row.round,
      stage: row.stage,
      group: row.groupLabel,
      courtId: row.courtId,
      courtName: row.courtId ? (courtNames.get(row.courtId) ?? null) : null,
      startTime: start === null ? null : new Date(start).toISOString(),
      plannedEnd: end === null ? null : new Date(end).toISOString(),
      status: row.status,
      side1Name: name(row.side1Id),
      side2Name: name(row.side2Id),
      movable: isMovable(row),
    };
  });
  return {
    tournamentId: root.id,
    timeZone: zone,
    days: [...days].sort(),
    closingTime: closing,
    courts: courtRows,
    events: family.map((event) => {
      const facts = eventFacts.get(event.id)!;
      return {
        id: event.id,
        name: eventNameOf(event),
        status: event.status,
        matchMinutes: Math.round(matchDurationMs(event) / MINUTE),
        forecastEnd: facts.last > 0 ? new Date(facts.last).toISOString() : null,
        pastClosing: facts.past,
      };
    }),
    matches: out,
  };
}
