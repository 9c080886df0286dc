/**
 * Events of a tournament (decision 034). An event is a row of `tournaments` whose `parent_id`
 * names its tournament; the tournament's own row is its first event. Every per-event mechanism
 * (places, waitlist, teams, matches, start, champion) is the tournament's, run on the event's row;
 * this module lists the events, adds, copies, edits and removes them, and starts several at once.
 */
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { EVENT_MESSAGES, type TournamentEvent } from '@courtside/shared/api/event';
import { TOURNAMENT_DEFAULTS } from '@courtside/shared/constants';
import type { CreateEventData, UpdateEventData } from '@courtside/shared/validation/event';
import type { Db, Tx } from '../../db/client';
import {
  courts,
  eventCourts,
  tournaments,
  type TournamentRow,
  type UserRow,
} from '../../db/schema';
import { AppError, isAppError, validationError } from '../../lib/app-error';
import { startInTransaction } from '../matches/start-tournament';
import { eventNameOf, eventNameSql } from './event-name';
import { boundsAllow, overriddenEvents } from './eligibility-rules';
import { deleteTournament } from '../tournaments/delete-tournament';
import {
  assertOwner,
  findTournament,
  isUuid,
  lockTournament,
  rootIdOf,
} from '../tournaments/tournament-access';
import {
  isParticipantSql,
  tournamentFieldColumns,
  tournamentFields,
  waitlistPositionSql,
} from '../tournaments/tournament-view';
import { isWithinTournamentDays, updateTournamentIn } from '../tournaments/update-tournament';
import { ensureCourts, replanIfStarted } from '../matches/schedule';
import { toTournamentColumns } from '../tournaments/tournament-values';

const notInTournament = () => new AppError('NOT_FOUND', EVENT_MESSAGES.notInTournament);

/** The tournament's row (the first event) for any of its events' ids, or 404. */
export async function findRoot(db: Db | Tx, id: string): Promise<TournamentRow> {
  const row = await findTournament(db, id);
  return row.parentId === null ? row : findTournament(db, row.parentId);
}

/** Every event of the tournament `rootId`: the first (its own row), then the rest in creation order. */
export const familyOf = (rootId: string) =>
  or(eq(tournaments.id, rootId), eq(tournaments.parentId, rootId));

/** The ids of the tournament `rootId`'s events, the first (its own row) first. */
export async function eventIdsOf(db: Db | Tx, rootId: string): Promise<string[]> {
  const rows = await db
    .select({ id: tournaments.id })
    .from(tournaments)
    .where(familyOf(rootId))
    .orderBy(
      sql`${tournaments.parentId} is not null`,
      asc(tournaments.createdAt),
      asc(tournaments.id),
    );
  return rows.map((row) => row.id);
}

/** The events of a tournament as `viewer` sees them. */
export async function loadEvents(
  db: Db | Tx,
  tournamentId: string,
  viewer: Pick<UserRow, 'id' | 'rating' | 'birthDate'>,
): Promise<TournamentEvent[]> {
  const root = await findRoot(db, tournamentId);
  const rows = await db
    .select({
      ...tournamentFieldColumns,
      winnerName: tournaments.winnerName,
      winnerPartner: tournaments.winnerPartner,
      isParticipant: isParticipantSql(viewer.id),
      waitlistPosition: waitlistPositionSql(viewer.id),
      waitlistCount: sql<number>`(select count(*)::int from tournament_waitlist w
        where w.tournament_id = ${tournaments.id})`,
    })
    .from(tournaments)
    .where(familyOf(root.id))
    .orderBy(
      sql`${tournaments.parentId} is not null`,
      asc(tournaments.createdAt),
      asc(tournaments.id),
    );
  const ids = rows.map((row) => row.id);
  const courtRows = await db
    .select({ eventId: eventCourts.eventId, courtId: eventCourts.courtId })
    .from(eventCourts)
    .where(inArray(eventCourts.eventId, ids));
  const isOrganizer = root.organizerId === viewer.id;
  const overridden = isOrganizer ? new Set<string>() : await overriddenEvents(db, ids, viewer.id);
  return rows.map((row) => {
    // The age is counted on the event's day (decision 035); the organizer's override lets in.
    const eligibility = isOrganizer
      ? null
      : overridden.has(row.id)
        ? ({ eligible: true } as const)
        : boundsAllow(row, viewer);
    return {
      ...tournamentFields(row, row),
      // An event's name, the first event's own when it has one (decision 039).
      name: eventNameOf(row),
      tournamentId: root.id,
      isFirst: row.parentId === null,
      courtIds: courtRows.filter((c) => c.eventId === row.id).map((c) => c.courtId),
      waitlistCount: row.waitlistCount,
      winnerName: row.winnerName,
      winnerPartner: row.winnerPartner,
      eligibility:
        eligibility === null
          ? null
          : {
              eligible: eligibility.eligible,
              reason: eligibility.eligible ? null : eligibility.reason,
            },
    };
  });
}

/** The event `eventId` of the tournament `tournamentId`, or 404. */
export async function findEvent(db: Db | Tx, tournamentId: string, eventId: string) {
  if (!isUuid(tournamentId) || !isUuid(eventId)) throw notInTournament();
  const [row] = await db
    .select()
    .from(tournaments)
    .where(and(eq(tournaments.id, eventId), familyOf(tournamentId)));
  if (!row || rootIdOf(row) !== tournamentId) throw notInTournament();
  return row;
}

/** Replaces the courts an event may use; each must be one of its tournament's courts (422). */
async function setEventCourts(tx: Tx, rootId: string, eventId: string, courtIds: string[]) {
  const unique = [...new Set(courtIds)];
  if (unique.length > 0) {
    const known = await tx
      .select({ id: courts.id })
      .from(courts)
      .where(and(eq(courts.tournamentId, rootId), inArray(courts.id, unique)));
    if (known.length !== unique.length) {
      throw validationError({ courtIds: [EVENT_MESSAGES.courtNotInTournament] });
    }
  }
  await tx.delete(eventCourts).where(eq(eventCourts.eventId, eventId));
  if (unique.length > 0) {
    await tx.insert(eventCourts).values(unique.map((courtId) => ({ eventId, courtId })));
  }
}

/** An event's own columns of `row`, for a copy (places, status and champion start afresh). */
function ownColumnsOf(row: TournamentRow) {
  return {
    description: row.description,
    category: row.category,
    type: row.type,
    format: row.format,
    maxParticipants: row.maxParticipants,
    entryFeeCents: row.entryFeeCents,
    prizePoolCents: row.prizePoolCents,
    numGroups: row.numGroups,
    knockoutEnabled: row.knockoutEnabled,
    advanceCount: row.advanceCount,
    scoringFormat: row.scoringFormat,
    scoringSystem: row.scoringSystem,
    hasBronzeMatch: row.hasBronzeMatch,
    grandFinalReset: row.grandFinalReset,
    scoreConfirmation: row.scoreConfirmation,
    confirmationMinutes: row.confirmationMinutes,
    minRating: row.minRating,
    maxRating: row.maxRating,
    minAge: row.minAge,
    maxAge: row.maxAge,
    eventDay: row.eventDay,
    eventStartTime: row.eventStartTime,
  };
}

const REQUIRED_WITHOUT_COPY = ['category', 'type', 'format', 'maxParticipants'] as const;
const REQUIRED_MESSAGES: Record<(typeof REQUIRED_WITHOUT_COPY)[number], string> = {
  category: 'Please choose a category',
  type: 'Please choose a tournament type',
  format: 'Please choose a format',
  maxParticipants: 'Please enter a number',
};

/** POST /api/tournaments/{id}/events (its organizer): a new event, or a copy of one. */
export async function createEvent(
  db: Db,
  user: UserRow,
  tournamentId: string,
  input: CreateEventData,
): Promise<string> {
  return db.transaction(async (tx) => {
    const root = await lockTournament(tx, tournamentId);
    if (root.parentId !== null) throw notInTournament();
    assertOwner(root, user);
    // A tournament with events lists its courts from now on: the event dialogs offer them.
    await ensureCourts(tx, root);
    let base: Partial<TournamentRow> = {};
    let courtIds = input.courtIds;
    if (input.copyOf !== undefined) {
      const [source] = await tx
        .select()
        .from(tournaments)
        .where(and(eq(tournaments.id, input.copyOf), familyOf(root.id)));
      if (!source) throw validationError({ copyOf: [EVENT_MESSAGES.copyNotInTournament] });
      base = ownColumnsOf(source);
      if (courtIds === undefined) {
        const rows = await tx
          .select({ courtId: eventCourts.courtId })
          .from(eventCourts)
          .where(eq(eventCourts.eventId, source.id));
        courtIds = rows.map((r) => r.courtId);
      }
    } else {
      const errors: Record<string, string[]> = Object.create(null);
      for (const field of REQUIRED_WITHOUT_COPY) {
        if (input[field] === undefined) errors[field] = [REQUIRED_MESSAGES[field]];
      }
      if (Object.keys(errors).length > 0) throw validationError(errors);
    }
    const format = input.format ?? base.format ?? TOURNAMENT_DEFAULTS.format;
    const values = { ...base, ...toTournamentColumns(input, format) };
    const eventDay = values.eventDay ?? null;
    if (eventDay && !(await isWithinTournamentDays(tx, root, eventDay))) {
      throw validationError({ eventDay: [EVENT_MESSAGES.eventDayOutside] });
    }
    const [row] = await tx
      .insert(tournaments)
      .values({
        ...values,
        name: input.name,
        category: values.category!,
        type: values.type!,
        format,
        maxParticipants: values.maxParticipants!,
        parentId: root.id,
        // The venue's fields are the tournament's; the trigger of migration 0024 copies them.
        startDate: root.startDate,
        location: root.location,
        organizerId: root.organizerId,
        status: 'upcoming',
        currentParticipants: 0,
      })
      .returning({ id: tournaments.id });
    if (courtIds !== undefined) await setEventCourts(tx, root.id, row!.id, courtIds);
    return row!.id;
  });
}

/** PATCH /api/tournaments/{id}/events/{eventId} (its organizer): the event's own fields. */
export async function updateEvent(
  db: Db,
  user: UserRow,
  tournamentId: string,
  eventId: string,
  input: UpdateEventData,
  publicUrl: string,
): Promise<void> {
  const event = await findEvent(db, tournamentId, eventId);
  const { courtIds, ...fields } = input;
  // One transaction: the fields, the courts and, on a started tournament, the replan they call
  // for (issue 26: an event limited to other courts moves its pending matches there).
  await db.transaction(async (tx) => {
    await updateTournamentIn(tx, user, event.id, fields, publicUrl, { asEvent: true });
    await ensureCourts(tx, event);
    if (courtIds === undefined) return;
    await setEventCourts(tx, tournamentId, event.id, courtIds);
    await replanIfStarted(tx, event.id);
  });
}

/** DELETE /api/tournaments/{id}/events/{eventId}: an event that has not started; never the first. */
export async function removeEvent(
  db: Db,
  user: UserRow,
  tournamentId: string,
  eventId: string,
): Promise<void> {
  const event = await findEvent(db, tournamentId, eventId);
  assertOwner(event, user);
  if (event.parentId === null) throw new AppError('CONFLICT', EVENT_MESSAGES.firstEventStays);
  if (event.status !== 'upcoming') {
    throw new AppError('CONFLICT', EVENT_MESSAGES.removeOnlyUpcoming);
  }
  await deleteTournament(db, user, event.id);
}

/**
 * POST /api/tournaments/{id}/events/start: the events named (every upcoming one when none is),
 * each as POST /api/tournaments/{eventId}/start starts it, in creation order, in one
 * transaction: a refusal of any (its message names the event) starts none.
 */
export async function startEvents(
  db: Db,
  user: UserRow,
  tournamentId: string,
  eventIds: readonly string[] | undefined,
  publicUrl: string,
): Promise<string[]> {
  const root = await findRoot(db, tournamentId);
  if (root.id !== tournamentId) throw notInTournament();
  assertOwner(root, user);
  const family = await db
    .select({ id: tournaments.id, name: eventNameSql, status: tournaments.status })
    .from(tournaments)
    .where(familyOf(root.id))
    .orderBy(
      sql`${tournaments.parentId} is not null`,
      asc(tournaments.createdAt),
      asc(tournaments.id),
    );
  const wanted = eventIds ? new Set(eventIds) : null;
  if (wanted && [...wanted].some((id) => !family.some((row) => row.id === id))) {
    throw notInTournament();
  }
  const toStart = family.filter(
    (row) => (wanted ? wanted.has(row.id) : true) && row.status === 'upcoming',
  );
  if (toStart.length === 0) throw new AppError('CONFLICT', EVENT_MESSAGES.nothingToStart);
  const startedBefore = new Set(
    family.filter((row) => row.status !== 'upcoming').map((row) => row.id),
  );
  await db.transaction(async (tx) => {
    for (const row of toStart) {
      try {
        await startInTransaction(tx, user, row.id, publicUrl, family.length > 1, startedBefore);
      } catch (error) {
        // An event of several is named in the refusal, even when started alone.
        if (isAppError(error) && family.length > 1) {
          throw new AppError(error.code, `${row.name}: ${error.message}`, error.details);
        }
        throw error;
      }
    }
  });
  return toStart.map((row) => row.id);
}
