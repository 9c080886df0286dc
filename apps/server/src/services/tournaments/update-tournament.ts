import { eq } from 'drizzle-orm';
import { maxBelowCurrentMessage, TOURNAMENT_MESSAGES } from '@courtside/shared/api/tournament';
import {
  getTournamentRuleIssues,
  type UpdateTournamentData,
} from '@courtside/shared/validation/tournament';
import { EVENT_MESSAGES } from '@courtside/shared/api/event';
import type { Db, Tx } from '../../db/client';
import { teams, tournaments, type TournamentRow, type UserRow } from '../../db/schema';
import { AppError, validationError } from '../../lib/app-error';
import { fillFromWaitlist } from './fill-from-waitlist';
import { assertOwner, lockTournament } from './tournament-access';
import { toTournamentColumns } from './tournament-values';
import { replanIfStarted } from '../matches/schedule';

/** What shapes the competition: fixed once the tournament has started. */
const STRUCTURAL_FIELDS = [
  'type',
  'format',
  'maxParticipants',
  'numGroups',
  'knockoutEnabled',
  'advanceCount',
  'scoringFormat',
  'scoringSystem',
  'hasBronzeMatch',
  'grandFinalReset',
] as const;

/** The fields an event takes from its tournament (decision 034; the trigger of migration 0024). */
const VENUE_FIELDS = [
  'startDate',
  'endDate',
  'timeZone',
  'location',
  'isPublic',
  'checkInOpensAt',
  'courtCount',
  'restMinutes',
  'rules',
  'maxEventsPerPlayer',
  'closingTime',
] as const;

/** 422 when an event's edit names a field that belongs to its tournament. */
function assertNoVenueFields(input: UpdateTournamentData) {
  const named = VENUE_FIELDS.filter((field) => input[field] !== undefined);
  if (named.length === 0) return;
  const errors: Record<string, string[]> = Object.create(null);
  for (const field of named) errors[field] = [EVENT_MESSAGES.venueOfTournament];
  throw validationError(errors);
}

/** Whether `day` falls within the days of the tournament `row` is (or belongs to). */
export async function isWithinTournamentDays(
  tx: Tx,
  row: Pick<TournamentRow, 'parentId' | 'startDate' | 'endDate'>,
  day: string,
  dates: { startDate: string; endDate: string | null } = row,
): Promise<boolean> {
  let { startDate, endDate } = dates;
  if (row.parentId !== null) {
    const [root] = await tx
      .select({ startDate: tournaments.startDate, endDate: tournaments.endDate })
      .from(tournaments)
      .where(eq(tournaments.id, row.parentId));
    if (root) ({ startDate, endDate } = root);
  }
  return day >= startDate && day <= (endDate ?? startDate);
}

/**
 * PUT /api/tournaments/{id} (owner only). The spec's cross-field rules are
 * checked on the tournament as it would be after the change. Raising the
 * number of places moves waitlisted players in; switching to singles drops the
 * doubles teams. `asEvent` (PATCH .../events/{eventId}): a `name` given to the tournament's own
 * row names its first event (`event_name`, decision 039), not the tournament.
 */
export async function updateTournament(
  db: Db,
  user: UserRow,
  id: string,
  input: UpdateTournamentData,
  publicUrl: string,
  { asEvent = false }: { asEvent?: boolean } = {},
): Promise<{ promotedCount: number }> {
  return db.transaction((tx) => updateTournamentIn(tx, user, id, input, publicUrl, { asEvent }));
}

/** `updateTournament` within the caller's transaction (an event's edit sets its courts too). */
export async function updateTournamentIn(
  tx: Tx,
  user: UserRow,
  id: string,
  input: UpdateTournamentData,
  publicUrl: string,
  { asEvent = false }: { asEvent?: boolean } = {},
): Promise<{ promotedCount: number }> {
  const current = await lockTournament(tx, id);
  assertOwner(current, user);
  if (current.parentId !== null) assertNoVenueFields(input);

  const merged = {
    format: input.format ?? current.format,
    startDate: input.startDate ?? current.startDate,
    endDate: input.endDate === undefined ? current.endDate : input.endDate || null,
    maxParticipants: input.maxParticipants ?? current.maxParticipants,
    numGroups: input.numGroups ?? current.numGroups,
    knockoutEnabled: input.knockoutEnabled ?? current.knockoutEnabled,
    advanceCount: input.advanceCount ?? current.advanceCount,
  };
  const errors: Record<string, string[]> = Object.create(null);
  for (const { field, message } of getTournamentRuleIssues(merged)) {
    (errors[field] ??= []).push(message);
  }
  const eventDay = input.eventDay === undefined ? current.eventDay : input.eventDay;
  if (eventDay && !(await isWithinTournamentDays(tx, current, eventDay, merged))) {
    (errors.eventDay ??= []).push(EVENT_MESSAGES.eventDayOutside);
  }
  if (merged.maxParticipants < current.currentParticipants) {
    (errors.maxParticipants ??= []).push(maxBelowCurrentMessage(current.currentParticipants));
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);

  const values = toTournamentColumns(input, merged.format);
  if (asEvent && current.parentId === null && values.name !== undefined) {
    values.eventName = values.name;
    delete values.name;
  }
  const isStructuralChange = STRUCTURAL_FIELDS.some(
    (field) => values[field] !== undefined && values[field] !== current[field],
  );
  if (current.status !== 'upcoming' && isStructuralChange) {
    throw new AppError('CONFLICT', TOURNAMENT_MESSAGES.lockedAfterStart);
  }

  await tx
    .update(tournaments)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(tournaments.id, id));
  if (input.type === 'singles' && current.type !== 'singles') {
    await tx.delete(teams).where(eq(teams.tournamentId, id));
  }
  // A new day or start time of an event moves the pending matches of a started tournament.
  const timingChanged =
    (values.eventDay !== undefined && values.eventDay !== current.eventDay) ||
    (values.eventStartTime !== undefined && values.eventStartTime !== current.eventStartTime);
  if (timingChanged) await replanIfStarted(tx, id);
  if (current.status !== 'upcoming') return { promotedCount: 0 };
  const promoted = await fillFromWaitlist(tx, { ...current, ...merged }, publicUrl);
  return { promotedCount: promoted.length };
}
