import { formatMatchTime } from '@courtside/shared/time/match-time';
import { asc, eq, sql } from 'drizzle-orm';
import { planEvents, type EventToPlan } from '@courtside/shared/domain/competition/event-schedule';
import { EVENT_MESSAGES } from '@courtside/shared/api/event';
import { MATCH_MESSAGES } from '@courtside/shared/api/match';
import {
  findClash,
  planSchedule,
  roundUpTo,
  type MatchToPlan,
  type PlacedMatch,
} from '@courtside/shared/domain/competition/schedule';
import {
  estimatedMatchMinutes,
  scoringFormatNamed,
} from '@courtside/shared/domain/competition/scoring';
import type { Tx } from '../../db/client';
import { courts, matches, tournaments, type MatchRow, type TournamentRow } from '../../db/schema';
import { templatedError, type AppError } from '../../lib/app-error';
import { eventNameOf } from '../events/event-name';
import type { EntrantInfo } from './entrants';
import {
  allowedCourtsOf,
  eventStartsAt,
  familyEntrants,
  familyMatches,
  loadFamily,
  matchPersons,
  rootOf,
} from './family';

const MINUTE = 60_000;
const STEP = 5 * MINUTE;
/**
 * Which stage goes first among matches of the same round. A losers' (or consolation) round r
 * takes the losers of winners' round r at the latest (decision 023), so the winners' round r
 * ranks before it; the grand final comes after both brackets. Matches waiting for a result
 * are held back by the planner's feeder links anyway; this is the order among equals.
 */
const STAGE_RANK: Record<MatchRow['stage'], number> = {
  group: 0,
  swiss: 0,
  knockout: 1,
  bronze: 1,
  winners: 1,
  losers: 2,
  consolation: 2,
  'grand-final': 3,
  extra: 4,
};

export type CourtRow = typeof courts.$inferSelect;

/** The tournament's estimated match length (spec: 25 minutes per game). */
export const matchDurationMs = (tournament: TournamentRow) =>
  estimatedMatchMinutes(scoringFormatNamed(tournament.scoringFormat)) * MINUTE;

/**
 * The courts of a tournament, 'Court 1'.. added up to its `courtCount`. Courts are the
 * tournament's rows, shared by its events (decision 034): for an event, its tournament's.
 */
export async function ensureCourts(tx: Tx, row: TournamentRow): Promise<CourtRow[]> {
  const tournament =
    row.parentId === null
      ? row
      : ((await tx.select().from(tournaments).where(eq(tournaments.id, row.parentId)))[0] ?? row);
  const existing = await tx
    .select()
    .from(courts)
    .where(eq(courts.tournamentId, tournament.id))
    .orderBy(asc(courts.createdAt), asc(courts.name));
  const names = new Set(existing.map((c) => c.name.toLowerCase()));
  const missing: string[] = [];
  for (let n = 1; existing.length + missing.length < tournament.courtCount; n += 1) {
    const name = `Court ${n}`;
    if (!names.has(name.toLowerCase())) missing.push(name);
  }
  if (missing.length === 0) return existing;
  const added = await tx
    .insert(courts)
    .values(missing.map((name) => ({ tournamentId: tournament.id, name })))
    .returning();
  return [...existing, ...added];
}

/** The court of that name in the tournament, added when it has none by that name. */
export async function courtNamed(tx: Tx, tournament: TournamentRow, name: string) {
  const all = await ensureCourts(tx, tournament);
  const found = all.find((c) => c.name.toLowerCase() === name.toLowerCase());
  if (found) return found;
  const [added] = await tx
    .insert(courts)
    .values({ tournamentId: tournament.parentId ?? tournament.id, name })
    .returning();
  return added!;
}

/** A match the planner may move: scheduled, not started, not pinned by hand, not called. */
const isPending = (row: MatchRow) =>
  row.status === 'scheduled' && !row.schedulePinned && !row.actualStartTime && !row.calledAt;

/**
 * Where a match sits in time, or null when it holds no place (cancelled, or unplanned).
 * Times recorded before `opensAt` (the first match moment at the venue) are not when the match
 * was played but when a result was saved ahead of the day: the match keeps its planned slot.
 */
function placeOf(
  row: MatchRow,
  durationMs: number,
  now: number,
  opensAt: number,
): PlacedMatch | null {
  const entrantIds = [row.side1Id, row.side2Id].filter((id): id is string => id !== null);
  const base = { id: row.id, courtId: row.courtId, entrantIds };
  const planned = row.startTime?.getTime();
  const plannedPlace = () =>
    planned === undefined ? null : { ...base, start: planned, end: planned + durationMs };
  if (row.status === 'cancelled') return null;
  // A called match holds the court it was called to from now until it has been played. A call
  // before the day (the desk trying its screen) moves nothing: the match keeps its planned slot,
  // or the matches it feeds would be planned as if it had been played already.
  if (row.status === 'scheduled' && row.calledAt) {
    if (now < opensAt && planned !== undefined) return plannedPlace();
    const start = Math.min(planned ?? now, now);
    return { ...base, start, end: Math.max(start + durationMs, now + durationMs) };
  }
  if (row.status === 'completed') {
    const end = row.completedAt?.getTime();
    if (end === undefined) return null;
    if (end < opensAt) return plannedPlace();
    const start = row.actualStartTime?.getTime() ?? planned ?? end - durationMs;
    return { ...base, start: Math.max(Math.min(start, end), opensAt), end };
  }
  if (row.status === 'in-progress') {
    const actual = row.actualStartTime?.getTime();
    if (actual !== undefined && actual < opensAt) return plannedPlace();
    const start = actual ?? planned ?? now;
    return { ...base, start, end: Math.max(start + durationMs, now) };
  }
  return plannedPlace();
}

/**
 * The first match moment of a tournament of one event: its day and start time when set, else
 * 9:00 AM venue time on the start date (decision 017).
 */
const opensAtOf = (tournament: TournamentRow) => eventStartsAt(tournament, tournament);

/** The courts an event may use among `courtIds` (its `event_courts`), or undefined for all. */
async function ownCourtsOf(tx: Tx, event: TournamentRow, courtIds: readonly string[]) {
  const own = (await allowedCourtsOf(tx, [event]))
    .get(event.id)
    ?.filter((id) => courtIds.includes(id));
  return own && own.length > 0 ? own : undefined;
}

/**
 * Refuses (409) a match of `event` put by hand on a court the event may not use (the organizer
 * limited it to some courts): a manual move, an extra match or the desk's call.
 */
export async function assertEventCourt(
  tx: Tx,
  event: TournamentRow,
  courtId: string | null,
  courtRows: readonly CourtRow[],
) {
  if (courtId === null) return;
  const own = await ownCourtsOf(
    tx,
    event,
    courtRows.map((c) => c.id),
  );
  if (!own || own.includes(courtId)) return;
  const court = courtRows.find((c) => c.id === courtId)?.name ?? 'That court';
  throw templatedError(
    'CONFLICT',
    EVENT_MESSAGES.courtNotForEvent(court, event.name),
    /*i18n*/ "{court} is not one of the courts of {event}: choose one of its courts, or change the event's courts",
    { court, event: event.name },
    { field: 'courtId' },
  );
}

/**
 * The 409 of a start time that clashes: a court that already hosts a match then, or an entrant
 * who plays then (or would not have their rest), with its template for the client.
 */
function clashError(
  who: string,
  kind: string,
  match: string,
  time: string,
  rest: number,
): AppError {
  const details = { field: 'startTime' };
  if (kind === 'court') {
    return templatedError(
      'CONFLICT',
      MATCH_MESSAGES.courtClash(who, match, time),
      /*i18n*/ '{court} already hosts {match} at {time}',
      { court: who, match, time },
      details,
    );
  }
  const message = MATCH_MESSAGES.entrantClash(who, match, time, rest);
  return rest > 0
    ? templatedError(
        'CONFLICT',
        message,
        /*i18n*/ '{name} plays {match} at {time} and needs {rest} minutes of rest between matches',
        { name: who, match, time, rest },
        details,
      )
    : templatedError(
        'CONFLICT',
        message,
        /*i18n*/ '{name} plays {match} at {time}',
        { name: who, match, time },
        details,
      );
}

/** Pending matches in play order: planned ones by their current time, then new ones by round. */
export function playOrder(a: MatchRow, b: MatchRow): number {
  const timeA = a.startTime?.getTime() ?? Number.POSITIVE_INFINITY;
  const timeB = b.startTime?.getTime() ?? Number.POSITIVE_INFINITY;
  return (
    timeA - timeB ||
    STAGE_RANK[a.stage] - STAGE_RANK[b.stage] ||
    a.round - b.round ||
    (a.stage === 'bronze' ? -1 : 0) - (b.stage === 'bronze' ? -1 : 0) ||
    (a.groupLabel ?? '').localeCompare(b.groupLabel ?? '') ||
    a.position - b.position
  );
}

/**
 * Gives every pending match of the tournament (scheduled, not started, not
 * pinned by hand) a court and a start, around the matches that hold their
 * place. Run at the start, for each new round, and whenever a match starts or
 * ends, so that later matches move with one that ends early or late. Nothing
 * starts before the tournament's start date or the present moment.
 */
export async function replanSchedule(
  tx: Tx,
  tournament: TournamentRow,
  now = new Date(),
  /** Events of several whose planned matches keep their court and time (the start of others). */
  keepEventIds: ReadonlySet<string> = new Set(),
) {
  const family = await loadFamily(tx, tournament);
  if (family.length > 1) return replanFamily(tx, family, now, keepEventIds);
  const courtRows = await ensureCourts(tx, tournament);
  const rows = await tx.select().from(matches).where(eq(matches.tournamentId, tournament.id));
  const durationMs = matchDurationMs(tournament);
  const at = now.getTime();
  const opensAt = opensAtOf(tournament);
  const placed: PlacedMatch[] = [];
  const pending: MatchRow[] = [];
  for (const row of rows) {
    if (isPending(row)) pending.push(row);
    else {
      const place = placeOf(row, durationMs, at, opensAt);
      if (place) placed.push(place);
    }
  }
  if (pending.length === 0) return;
  const courtIds = courtRows.map((c) => c.id);
  const allowedCourtIds = await ownCourtsOf(tx, tournament, courtIds);
  const feeders = new Map<string, string[]>();
  for (const row of rows) {
    for (const key of [row.winnerToKey, row.loserToKey]) {
      if (key) feeders.set(key, [...(feeders.get(key) ?? []), row.id]);
    }
  }
  const toPlan: MatchToPlan[] = pending.sort(playOrder).map((row) => ({
    id: row.id,
    entrantIds: [row.side1Id, row.side2Id].filter((id): id is string => id !== null),
    feederIds: feeders.get(row.key) ?? [],
    courtId: row.startTime ? row.courtId : null,
    allowedCourtIds,
  }));
  const plan = planSchedule({
    matches: toPlan,
    placed,
    courtIds,
    earliest: roundUpTo(Math.max(at, opensAt), STEP),
    durationMs,
    restMs: tournament.restMinutes * MINUTE,
    stepMs: STEP,
  });
  await saveSlots(tx, pending, plan);
}

/**
 * Replans the schedule of the tournament of the event `eventId` when any of its events has
 * started: after a change of an event's courts, day or start time (issue 26), in the caller's
 * transaction, so the pending matches move with the change.
 */
export async function replanIfStarted(tx: Tx, eventId: string) {
  const [row] = await tx.select().from(tournaments).where(eq(tournaments.id, eventId));
  if (!row) return;
  const family = await loadFamily(tx, row);
  if (family.every((event) => event.status === 'upcoming')) return;
  await replanSchedule(tx, row);
}

/** Stores the planner's slots of the pending rows that moved. */
async function saveSlots(
  tx: Tx,
  pending: readonly MatchRow[],
  plan: ReadonlyMap<string, { courtId: string; start: number }>,
) {
  const changed = pending.flatMap((row) => {
    const slot = plan.get(row.id);
    if (!slot) return [];
    if (row.startTime?.getTime() === slot.start && row.courtId === slot.courtId) return [];
    return [{ id: row.id, start: new Date(slot.start).toISOString(), court: slot.courtId }];
  });
  if (changed.length === 0) return;
  // One statement for any number of rows (a 128-player round robin has 8,128 matches).
  await tx.execute(sql`
    update ${matches} set start_time = v.start, court_id = v.court
    from json_to_recordset(${JSON.stringify(changed)}::json) as v(id uuid, start timestamptz, court uuid)
    where ${matches.id} = v.id`);
}

/** Which match feeds which (by the key its winner or loser goes to), within one event. */
function feedersOf(rows: readonly MatchRow[]): Map<string, string[]> {
  const feeders = new Map<string, string[]>();
  for (const row of rows) {
    for (const key of [row.winnerToKey, row.loserToKey]) {
      if (key) {
        const at = `${row.tournamentId}|${key}`;
        feeders.set(at, [...(feeders.get(at) ?? []), row.id]);
      }
    }
  }
  return feeders;
}

/**
 * `replanSchedule` for a tournament of several events: every event's pending matches planned
 * together by `planEvents` on the tournament's courts, around every event's matches that hold
 * their place, a person (a doubles team's two players) never in two places and rested between
 * any two of their matches, each event on its own courts from its own day and start time.
 * The tournament's row is locked (every writer's `lockTournament` took it already, before its
 * event's row), so two events' changes replan one after the other.
 */
async function replanFamily(
  tx: Tx,
  family: readonly TournamentRow[],
  now: Date,
  keepEventIds: ReadonlySet<string>,
) {
  const root = rootOf(family);
  await tx
    .select({ id: tournaments.id })
    .from(tournaments)
    .where(eq(tournaments.id, root.id))
    .for('update');
  const courtRows = await ensureCourts(tx, root);
  const rows = await familyMatches(tx, family);
  const entrants = await familyEntrants(tx, family);
  const allowed = await allowedCourtsOf(tx, family);
  const byId = new Map(family.map((event) => [event.id, event]));
  const at = now.getTime();
  // The earliest of the events' starts: an event may start before 9:00 AM (its start time).
  const opensAt = Math.min(...family.map((event) => eventStartsAt(event, root)));
  const placed: PlacedMatch[] = [];
  const pending: MatchRow[] = [];
  for (const row of rows) {
    const event = byId.get(row.tournamentId)!;
    // Decision 036, addendum: an event started before keeps its planned matches; the events
    // starting now fill what is free around them (court busy, players busy plus rest).
    if (isPending(row) && keepEventIds.has(row.tournamentId) && row.startTime) {
      const start = row.startTime.getTime();
      const end = start + matchDurationMs(event);
      placed.push({
        id: row.id,
        courtId: row.courtId,
        start,
        end,
        entrantIds: matchPersons(row, entrants),
      });
    } else if (isPending(row)) pending.push(row);
    else {
      const place = placeOf(row, matchDurationMs(event), at, eventStartsAt(event, root));
      if (place) placed.push({ ...place, entrantIds: matchPersons(row, entrants) });
    }
  }
  if (pending.length === 0) return;
  const feeders = feedersOf(rows);
  const courtIds = courtRows.map((c) => c.id);
  const events: EventToPlan[] = family.map((event) => {
    const own = allowed.get(event.id)?.filter((id) => courtIds.includes(id));
    return {
      id: event.id,
      durationMs: matchDurationMs(event),
      allowedCourtIds: own && own.length > 0 ? own : undefined,
      notBefore: eventStartsAt(event, root),
      matches: pending
        .filter((row) => row.tournamentId === event.id)
        .sort(playOrder)
        .map((row) => ({
          id: row.id,
          // Rounds of every event interleave; a later stage comes after an earlier one.
          round: STAGE_RANK[row.stage] * 1000 + row.round,
          entrantIds: matchPersons(row, entrants),
          feederIds: feeders.get(`${row.tournamentId}|${row.key}`) ?? [],
          courtId: row.startTime ? row.courtId : null,
        })),
    };
  });
  const plan = planEvents({
    events,
    placed,
    courtIds,
    earliest: roundUpTo(Math.max(at, opensAt), STEP),
    restMs: root.restMinutes * MINUTE,
    stepMs: STEP,
  });
  await saveSlots(tx, pending, plan);
}

/** "Round 2: Kim v Lee" for a clash message. */
export function matchLabel(row: MatchRow, entrants: ReadonlyMap<string, EntrantInfo>) {
  const name = (id: string | null) => (id ? (entrants.get(id)?.name ?? 'TBD') : 'TBD');
  return `Round ${row.round}: ${name(row.side1Id)} v ${name(row.side2Id)}`;
}

/** `matchLabel`, led by its event's name when it is another event's match than `eventId`'s. */
export function familyMatchLabel(
  row: MatchRow,
  entrants: ReadonlyMap<string, EntrantInfo>,
  family: readonly TournamentRow[],
  eventId: string,
) {
  const own = matchLabel(row, entrants);
  if (row.tournamentId === eventId) return own;
  const event = family.find((e) => e.id === row.tournamentId);
  return event ? `${eventNameOf(event)}, ${own}` : own;
}

/** A clash's time as the venue's clock reads it ("9:00 AM EDT"). */
const clock = (ms: number, zone: string) => formatMatchTime(new Date(ms), zone, zone).venue;

/**
 * Refuses (409, naming the clashing match) a manual slot that would put two
 * matches on one court at once or an entrant in two matches without rest.
 */
export async function assertNoClash(
  tx: Tx,
  tournament: TournamentRow,
  slot: { matchId: string | null; courtId: string | null; entrantIds: string[]; start: Date },
  entrants: ReadonlyMap<string, EntrantInfo>,
  courtRows: readonly CourtRow[],
) {
  await assertEventCourt(tx, tournament, slot.courtId, courtRows);
  const family = await loadFamily(tx, tournament);
  if (family.length > 1) return assertNoFamilyClash(tx, tournament, family, slot, courtRows);
  const rows = await tx.select().from(matches).where(eq(matches.tournamentId, tournament.id));
  const durationMs = matchDurationMs(tournament);
  const at = Date.now();
  const others = rows
    .filter((row) => row.id !== slot.matchId)
    .map((row) => placeOf(row, durationMs, at, opensAtOf(tournament)))
    .filter((place): place is PlacedMatch => place !== null);
  const start = slot.start.getTime();
  const clash = findClash(
    { courtId: slot.courtId, entrantIds: slot.entrantIds, start, end: start + durationMs },
    others,
    tournament.restMinutes * MINUTE,
  );
  if (!clash) return;
  const row = rows.find((r) => r.id === clash.match.id)!;
  const label = matchLabel(row, entrants);
  throw clashError(
    clash.kind === 'court'
      ? (courtRows.find((c) => c.id === clash.match.courtId)?.name ?? 'That court')
      : (entrants.get(clash.entrantId!)?.name ?? 'A player'),
    clash.kind,
    label,
    clock(clash.match.start, tournament.timeZone),
    tournament.restMinutes,
  );
}

/**
 * `assertNoClash` across the events of a tournament: a court is taken by any event's match, a
 * person (each player of a team) by any of their matches in any event, each match as long as
 * its own event's matches last. A clash with another event's match names that event.
 */
async function assertNoFamilyClash(
  tx: Tx,
  tournament: TournamentRow,
  family: readonly TournamentRow[],
  slot: { matchId: string | null; courtId: string | null; entrantIds: string[]; start: Date },
  courtRows: readonly CourtRow[],
) {
  const root = rootOf(family);
  const rows = await familyMatches(tx, family);
  const entrants = await familyEntrants(tx, family);
  const byId = new Map(family.map((event) => [event.id, event]));
  const at = Date.now();
  const others = rows
    .filter((row) => row.id !== slot.matchId)
    .flatMap((row) => {
      const event = byId.get(row.tournamentId)!;
      const place = placeOf(row, matchDurationMs(event), at, eventStartsAt(event, root));
      return place ? [{ ...place, entrantIds: matchPersons(row, entrants) }] : [];
    });
  const start = slot.start.getTime();
  const persons = [
    ...new Set(
      slot.entrantIds.flatMap((id) => matchPersons({ side1Id: id, side2Id: null }, entrants)),
    ),
  ];
  const restMinutes = root.restMinutes;
  const clash = findClash(
    { courtId: slot.courtId, entrantIds: persons, start, end: start + matchDurationMs(tournament) },
    others,
    restMinutes * MINUTE,
  );
  if (!clash) return;
  const row = rows.find((r) => r.id === clash.match.id)!;
  const label = familyMatchLabel(row, entrants, family, tournament.id);
  const personName = (id: string) =>
    entrants.get(id)?.name ??
    [...entrants.values()].flatMap((e) => e.players).find((p) => p.id === id)?.name ??
    'A player';
  throw clashError(
    clash.kind === 'court'
      ? (courtRows.find((c) => c.id === clash.match.courtId)?.name ?? 'That court')
      : personName(clash.entrantId!),
    clash.kind,
    label,
    clock(clash.match.start, root.timeZone),
    restMinutes,
  );
}
