import { and, eq, exists, sql } from 'drizzle-orm';
import { TOURNAMENT_MESSAGES } from '@courtside/shared/api/tournament';
import type { Db, Tx } from '../../db/client';
import {
  tournamentParticipants,
  tournaments,
  tournamentWaitlist,
  type TournamentRow,
  type UserRow,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { assertEligible, assertWithinEventLimit } from '../events/eligibility-rules';
import { userSettingsOf } from '../viewer/own-user';
import { assertUpcoming, fullError, lockTournamentFor } from './tournament-access';

export type JoinOutcome =
  { status: 'joined'; position: null } | { status: 'waitlisted'; position: number };

const isPlaceOf = (tournamentId: string, userId: string) =>
  and(
    eq(tournamentParticipants.tournamentId, tournamentId),
    eq(tournamentParticipants.userId, userId),
  );

/**
 * Puts `userId` at the end of the waitlist, in one statement with their position: not when
 * they are on it already, nor when they hold a place (checked here, after the tournament's
 * lock, whatever the caller read before it).
 */
async function addToWaitlist(
  tx: Tx,
  tournament: TournamentRow,
  userId: string,
): Promise<JoinOutcome> {
  const added = tx.$with('added', { createdAt: tournamentWaitlist.createdAt }).as(
    // clock_timestamp(), not now(): the time of the insert, under the tournament's lock, so the
    // order is the order of the lock, not of when each transaction began (decision 035).
    sql`insert into ${tournamentWaitlist} (tournament_id, user_id, created_at)
      select ${tournament.id}::uuid, ${userId}::uuid, clock_timestamp()
      where not exists (select 1 from ${tournamentParticipants} p
        where p.tournament_id = ${tournament.id} and p.user_id = ${userId})
      on conflict do nothing
      returning created_at`,
  );
  // The new row is not visible to the statement that inserts it: those before it, plus one.
  const [row] = await tx
    .with(added)
    .select({
      position: sql<number>`(select count(*)::int from ${tournamentWaitlist} w
        where w.tournament_id = ${tournament.id}
          and (w.created_at, w.user_id) <= ("added".created_at, ${userId}::uuid)) + 1`,
    })
    .from(added);
  if (row) return { status: 'waitlisted', position: row.position };
  const [place] = await tx
    .select({ userId: tournamentParticipants.userId })
    .from(tournamentParticipants)
    .where(isPlaceOf(tournament.id, userId));
  throw new AppError(
    'CONFLICT',
    place ? TOURNAMENT_MESSAGES.alreadyJoined : TOURNAMENT_MESSAGES.alreadyWaitlisted,
  );
}

/**
 * Gives `userId` a place in the locked `tournament`, in one statement: into the
 * participants, off its waitlist, the count kept beside them. The caller holds the row lock
 * and has checked that there is a place. Null when they hold one already.
 */
export async function takePlace(
  tx: Tx,
  tournament: TournamentRow,
  userId: string,
): Promise<{ joinedAt: Date } | null> {
  const placed = tx
    .$with('placed')
    .as(
      tx
        .insert(tournamentParticipants)
        .values({ tournamentId: tournament.id, userId })
        .onConflictDoNothing()
        .returning({ joinedAt: tournamentParticipants.joinedAt }),
    );
  const isPlaced = exists(tx.select().from(placed));
  const unlisted = tx.$with('unlisted').as(
    tx
      .delete(tournamentWaitlist)
      .where(
        and(
          eq(tournamentWaitlist.tournamentId, tournament.id),
          eq(tournamentWaitlist.userId, userId),
          isPlaced,
        ),
      )
      .returning({ userId: tournamentWaitlist.userId }),
  );
  const [row] = await tx
    .with(placed, unlisted)
    .update(tournaments)
    .set({ currentParticipants: sql`${tournaments.currentParticipants} + 1` })
    .where(and(eq(tournaments.id, tournament.id), isPlaced))
    .returning({
      joinedAt: sql`(select ${placed.joinedAt} from ${placed})`.mapWith(
        tournamentParticipants.joinedAt,
      ),
    });
  return row ?? null;
}

/** A place when there is one, otherwise the end of the waitlist (an accepted invitation). */
export async function takePlaceOrWait(
  tx: Tx,
  tournament: TournamentRow,
  userId: string,
): Promise<JoinOutcome> {
  if (tournament.currentParticipants < tournament.maxParticipants) {
    if (!(await takePlace(tx, tournament, userId))) {
      throw new AppError('CONFLICT', TOURNAMENT_MESSAGES.alreadyJoined);
    }
    return { status: 'joined', position: null };
  }
  return addToWaitlist(tx, tournament, userId);
}

/**
 * POST .../join (and .../waitlist with `isWaitlistRequest`). In one transaction
 * holding the tournament's row lock: a player joins while there is a place;
 * when it is full they go on the waitlist if they asked for it or their
 * gameSettings.autoJoinWaitlist is on, otherwise 409 TOURNAMENT_FULL. The lock
 * makes concurrent joins queue, so the last place goes to exactly one of them.
 * Four round trips: begin, the lock (with whether they hold a place), the place, commit.
 */
export async function joinTournament(
  db: Db,
  user: UserRow,
  id: string,
  { isWaitlistRequest }: { isWaitlistRequest: boolean },
): Promise<JoinOutcome> {
  if (user.role !== 'player') throw new AppError('FORBIDDEN', TOURNAMENT_MESSAGES.onlyPlayersJoin);
  return db.transaction(async (tx) => {
    const { tournament, hasPlace } = await lockTournamentFor(tx, id, user.id);
    assertUpcoming(tournament, TOURNAMENT_MESSAGES.registrationClosed);
    if (hasPlace) throw new AppError('CONFLICT', TOURNAMENT_MESSAGES.alreadyJoined);
    // An event's rating and age bounds (decision 035): no round trip when it has none.
    await assertEligible(tx, tournament, user);

    const isFull = tournament.currentParticipants >= tournament.maxParticipants;
    let outcome: JoinOutcome;
    if (isFull) {
      const wantsWaitlist = isWaitlistRequest || userSettingsOf(user).gameSettings.autoJoinWaitlist;
      if (!wantsWaitlist) throw await fullError(tx, tournament);
      outcome = await addToWaitlist(tx, tournament, user.id);
    } else {
      if (isWaitlistRequest) throw new AppError('CONFLICT', TOURNAMENT_MESSAGES.notFullYet);
      // Null only when a concurrent request of theirs took the place while this one waited.
      if (!(await takePlace(tx, tournament, user.id))) {
        throw new AppError('CONFLICT', TOURNAMENT_MESSAGES.alreadyJoined);
      }
      outcome = { status: 'joined', position: null };
    }
    // The tournament's limit on events per player (none read when it sets none on its own row).
    if (tournament.parentId !== null || tournament.maxEventsPerPlayer !== null) {
      await assertWithinEventLimit(tx, tournament, user.id);
    }
    return outcome;
  });
}
