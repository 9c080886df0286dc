/**
 * The rules every way into an event checks (decision 035): its eligibility, unless the organizer
 * granted the player an override, and the tournament's limit on events per player. Apart from
 * registration.ts so that joining, registration and the events list all read them without an
 * import cycle.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { REGISTRATION_MESSAGES } from '@courtside/shared/api/registration';
import {
  ageOn,
  eligibilityFor,
  type Eligibility,
} from '@courtside/shared/domain/events/eligibility';
import type { Db, Tx } from '../../db/client';
import {
  eventEligibilityOverrides,
  tournamentParticipants,
  tournaments,
  tournamentWaitlist,
  users,
  type TournamentRow,
  type UserRow,
} from '../../db/schema';
import { AppError, templateOf } from '../../lib/app-error';
import { rootIdOf } from '../tournaments/tournament-access';

export type Entrant = Pick<UserRow, 'id' | 'rating' | 'birthDate'>;
export type EventRow = Pick<
  TournamentRow,
  'id' | 'minRating' | 'maxRating' | 'minAge' | 'maxAge' | 'eventDay' | 'startDate'
>;
const hasBounds = (event: EventRow) =>
  event.minRating !== null ||
  event.maxRating !== null ||
  event.minAge !== null ||
  event.maxAge !== null;

/** The event's day (its own, else its tournament's first day), on which an age is counted. */
export const eventDayOf = (event: Pick<TournamentRow, 'eventDay' | 'startDate'>) =>
  event.eventDay ?? event.startDate;

/** Whether `entrant` may enter `event` by its bounds alone (no override read). */
export function boundsAllow(event: EventRow, entrant: Entrant): Eligibility {
  const age = entrant.birthDate ? ageOn(entrant.birthDate, eventDayOf(event)) : null;
  return eligibilityFor(event, { rating: entrant.rating, age });
}

/** The events among `eventIds` in which the organizer let `userId` in whatever the bounds. */
export async function overriddenEvents(
  db: Db | Tx,
  eventIds: readonly string[],
  userId: string,
): Promise<Set<string>> {
  if (eventIds.length === 0) return new Set();
  const rows = await db
    .select({ eventId: eventEligibilityOverrides.eventId })
    .from(eventEligibilityOverrides)
    .where(
      and(
        inArray(eventEligibilityOverrides.eventId, [...eventIds]),
        eq(eventEligibilityOverrides.userId, userId),
      ),
    );
  return new Set(rows.map((row) => row.eventId));
}

/**
 * 409 with the reason (`eligibilityFor`'s message) unless `entrant` may enter `event`: within
 * its bounds, or let in by the organizer. Reads nothing for an event without bounds.
 */
export async function assertEligible(tx: Tx, event: EventRow, entrant: Entrant): Promise<void> {
  if (!hasBounds(event)) return;
  const verdict = boundsAllow(event, entrant);
  if (verdict.eligible) return;
  if ((await overriddenEvents(tx, [event.id], entrant.id)).has(event.id)) return;
  throw new AppError('CONFLICT', verdict.reason);
}

/** The tournament's limit on events per player (its own row's; events carry none). */
async function eventLimitOf(tx: Tx, event: TournamentRow): Promise<number | null> {
  if (event.parentId === null) return event.maxEventsPerPlayer;
  const [root] = await tx
    .select({ max: tournaments.maxEventsPerPlayer })
    .from(tournaments)
    .where(eq(tournaments.id, event.parentId));
  return root?.max ?? null;
}

/**
 * 409 when `userId` now holds more places and waitlist entries across the events of `event`'s
 * tournament than its limit allows (the caller's transaction then undoes what it added). Runs
 * after the event locks, under the player's row lock (events first, by id, then the player: one
 * order for every caller, so no two wait on each other), so the count sees every committed entry
 * of theirs.
 */
export async function assertWithinEventLimit(
  tx: Tx,
  event: TournamentRow,
  userId: string,
): Promise<void> {
  const max = await eventLimitOf(tx, event);
  if (max === null) return;
  // The lock first, the count in a later statement: its snapshot then holds what a concurrent
  // request of theirs committed while this one waited for the lock.
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
  const rootId = rootIdOf(event);
  const inFamily = sql`(select id from ${tournaments}
    where ${tournaments.id} = ${rootId} or ${tournaments.parentId} = ${rootId})`;
  const [row] = await tx
    .select({
      entries: sql<number>`(select count(*)::int from ${tournamentParticipants}
        where ${tournamentParticipants.userId} = ${userId}
          and ${tournamentParticipants.tournamentId} in ${inFamily})
      + (select count(*)::int from ${tournamentWaitlist}
        where ${tournamentWaitlist.userId} = ${userId}
          and ${tournamentWaitlist.tournamentId} in ${inFamily})`,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (row!.entries > max) {
    const message = REGISTRATION_MESSAGES.tooManyEvents(max);
    throw new AppError(
      'CONFLICT',
      message,
      templateOf(
        message,
        /*i18n*/ '{max, plural, one {You can enter at most # event of this tournament} other {You can enter at most # events of this tournament}}',
        { max },
      ),
    );
  }
}
