/**
 * Registration for events (decision 035). Every way a player enters an event (join, waitlist,
 * several events in one step) checks its eligibility after the event's lock, with the message of
 * the one pure `eligibilityFor`, unless the organizer granted that player an override; and the
 * tournament's limit on events per player counts places and waitlist entries across its events,
 * after the player's own row lock, so two requests of one player cannot both slip under it.
 */
import { and, asc, eq } from 'drizzle-orm';
import { EVENT_MESSAGES } from '@courtside/shared/api/event';
import { PARTNER_MESSAGES } from '@courtside/shared/api/partners';
import {
  REGISTRATION_MESSAGES,
  type EligibilityOverrideEntry,
  type RegistrationInput,
  type RegistrationOutcome,
} from '@courtside/shared/api/registration';
import { TOURNAMENT_MESSAGES } from '@courtside/shared/api/tournament';
import type { Db } from '../../db/client';
import {
  eventEligibilityOverrides,
  users,
  type TournamentRow,
  type UserRow,
} from '../../db/schema';
import { AppError, isAppError, templateOf } from '../../lib/app-error';
import { takePlaceOrWait } from '../tournaments/join-tournament';
import {
  assertOwner,
  assertUpcoming,
  findTournament,
  lockTournamentFor,
  rootIdOf,
} from '../tournaments/tournament-access';
import { findEvent } from './events';
import { assertEligible, assertWithinEventLimit } from './eligibility-rules';
import { sendPartnerRequest, type BeforePartnerMail, type PartnerTarget } from './partners';
import { eventNameOf } from './event-name';

/** How partner requests made with a registration are mailed (decision 038). */
export interface PartnerMailOptions {
  publicUrl: string;
  beforeMail: BeforePartnerMail;
}

const partnerOf = (entry: RegistrationInput['events'][number]): PartnerTarget | null =>
  entry.partnerId
    ? { userId: entry.partnerId }
    : entry.partnerEmail
      ? { email: entry.partnerEmail }
      : null;

const withEventName = (error: unknown, eventName: string) =>
  isAppError(error) && error.code !== 'RATE_LIMITED'
    ? new AppError(error.code, REGISTRATION_MESSAGES.inEvent(eventName, error.message), {
        ...error.details,
        // `message`, the event's refusal, is a message the client translates on its own.
        ...templateOf(
          REGISTRATION_MESSAGES.inEvent(eventName, error.message),
          /*i18n*/ '{event}: {message}',
          { event: eventName, message: error.message },
        ),
      })
    : error;

/**
 * POST /api/tournaments/{id}/registrations: the player enters every event named, in one
 * transaction: a place where there is one, the event's waitlist where it is full. Any refusal
 * (not an event of this tournament, started, already in, not eligible, over the limit) refuses
 * the whole, naming the event. The events are locked in id order (a fixed order for every
 * caller, so concurrent registrations never wait on each other in a circle), through the same
 * `lockTournamentFor` and `takePlaceOrWait` as a single join. An entry naming a partner (a
 * doubles event, decision 038) needs a place, and sends them a request to accept, last, once
 * every entry and the limit have passed: its limits count only then.
 */
export async function registerForEvents(
  db: Db,
  user: UserRow,
  tournamentId: string,
  input: RegistrationInput,
  partnerMail: PartnerMailOptions = { publicUrl: '', beforeMail: async () => {} },
): Promise<RegistrationOutcome[]> {
  if (user.role !== 'player') throw new AppError('FORBIDDEN', TOURNAMENT_MESSAGES.onlyPlayersJoin);
  const root = await findTournament(db, tournamentId);
  if (root.parentId !== null) throw new AppError('NOT_FOUND', EVENT_MESSAGES.notInTournament);
  const ids = [...new Set(input.events.map((entry) => entry.eventId))].sort();
  const partners = new Map(
    input.events.flatMap((entry) => {
      const target = partnerOf(entry);
      return target ? [[entry.eventId, target] as const] : [];
    }),
  );
  return db.transaction(async (tx) => {
    // Every event's lock first, then the entries: an entry takes the players' total's row lock
    // (migration 0006) until commit, so one taken while waiting for a further event's lock
    // would close a circle with a registration holding that event.
    const locked: { event: TournamentRow; hasPlace: boolean }[] = [];
    for (const id of ids) {
      const entry = await lockTournamentFor(tx, id, user.id).catch(() => {
        throw new AppError('NOT_FOUND', EVENT_MESSAGES.notInTournament);
      });
      if (rootIdOf(entry.tournament) !== root.id) {
        throw new AppError('NOT_FOUND', EVENT_MESSAGES.notInTournament);
      }
      locked.push({ event: entry.tournament, hasPlace: entry.hasPlace });
    }
    for (const { event, hasPlace } of locked) {
      try {
        assertUpcoming(event, TOURNAMENT_MESSAGES.registrationClosed);
        if (hasPlace) throw new AppError('CONFLICT', TOURNAMENT_MESSAGES.alreadyJoined);
        if (event.type === 'singles' && partners.has(event.id)) {
          throw new AppError('CONFLICT', PARTNER_MESSAGES.singlesTakesNoPartner);
        }
        await assertEligible(tx, event, user);
      } catch (error) {
        throw withEventName(error, eventNameOf(event));
      }
    }
    const outcomes = new Map<string, RegistrationOutcome>();
    for (const { event } of locked) {
      try {
        const outcome = await takePlaceOrWait(tx, event, user.id);
        outcomes.set(event.id, {
          eventId: event.id,
          eventName: eventNameOf(event),
          status: outcome.status === 'joined' ? 'registered' : 'waitlisted',
          position: outcome.position,
        });
      } catch (error) {
        throw withEventName(error, eventNameOf(event));
      }
    }
    await assertWithinEventLimit(tx, root, user.id);
    for (const { event } of locked) {
      const target = partners.get(event.id);
      if (!target) continue;
      try {
        if (outcomes.get(event.id)!.status !== 'registered') {
          throw new AppError('CONFLICT', PARTNER_MESSAGES.waitlistedNoPartner);
        }
        await sendPartnerRequest(tx, event, user, target, { mode: 'register', ...partnerMail });
        outcomes.get(event.id)!.partnerRequested = true;
      } catch (error) {
        throw withEventName(error, eventNameOf(event));
      }
    }
    return input.events.map((entry) => outcomes.get(entry.eventId)!);
  });
}

/** Who granted an override, when. */
export interface EligibilityOverride {
  eventId: string;
  userId: string;
  grantedBy: string | null;
  createdAt: string;
}

/**
 * POST .../events/{eventId}/eligibility-overrides (the organizer): `userId` may enter the event
 * whatever its rating and age bounds say. Granting it twice keeps the first grant (its author and
 * time are the audit).
 */
export async function grantOverride(
  db: Db,
  organizer: UserRow,
  tournamentId: string,
  eventId: string,
  userId: string,
): Promise<EligibilityOverride> {
  const event = await findEvent(db, tournamentId, eventId);
  assertOwner(event, organizer);
  const [player] = await db
    .select({ id: users.id, role: users.role, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!player || player.deletedAt !== null || player.role !== 'player') {
    throw new AppError('NOT_FOUND', REGISTRATION_MESSAGES.overridePlayerUnknown);
  }
  await db
    .insert(eventEligibilityOverrides)
    .values({ eventId: event.id, userId, grantedBy: organizer.id })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(eventEligibilityOverrides)
    .where(
      and(
        eq(eventEligibilityOverrides.eventId, event.id),
        eq(eventEligibilityOverrides.userId, userId),
      ),
    );
  return { ...row!, createdAt: row!.createdAt.toISOString() };
}

/** GET .../events/{eventId}/eligibility-overrides (the organizer): who is let in, by name. */
export async function listOverrides(
  db: Db,
  organizer: UserRow,
  tournamentId: string,
  eventId: string,
): Promise<EligibilityOverrideEntry[]> {
  const event = await findEvent(db, tournamentId, eventId);
  assertOwner(event, organizer);
  const rows = await db
    .select({
      userId: eventEligibilityOverrides.userId,
      name: users.name,
      createdAt: eventEligibilityOverrides.createdAt,
    })
    .from(eventEligibilityOverrides)
    .innerJoin(users, eq(users.id, eventEligibilityOverrides.userId))
    .where(eq(eventEligibilityOverrides.eventId, event.id))
    .orderBy(asc(users.name), asc(users.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** DELETE .../events/{eventId}/eligibility-overrides (the organizer); 404 when there is none. */
export async function revokeOverride(
  db: Db,
  organizer: UserRow,
  tournamentId: string,
  eventId: string,
  userId: string,
): Promise<void> {
  const event = await findEvent(db, tournamentId, eventId);
  assertOwner(event, organizer);
  const removed = await db
    .delete(eventEligibilityOverrides)
    .where(
      and(
        eq(eventEligibilityOverrides.eventId, event.id),
        eq(eventEligibilityOverrides.userId, userId),
      ),
    )
    .returning();
  if (removed.length === 0) {
    throw new AppError('NOT_FOUND', REGISTRATION_MESSAGES.overrideNotFound);
  }
}
