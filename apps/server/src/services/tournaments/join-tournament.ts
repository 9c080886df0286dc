import { and, eq, sql } from 'drizzle-orm';
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
import { toPublicUser } from '../auth/to-public-user';
import { assertUpcoming, lockTournament } from './tournament-access';

export type JoinOutcome =
  { status: 'joined'; position: null } | { status: 'waitlisted'; position: number };

const isRow = async (query: Promise<unknown[]>) => (await query).length > 0;

async function waitlistPosition(tx: Tx, tournamentId: string, userId: string): Promise<number> {
  const [row] = await tx
    .select({
      position: sql<number>`(select count(*)::int from ${tournamentWaitlist} w
        where w.tournament_id = ${tournamentId}
          and (w.created_at, w.user_id) <= (${tournamentWaitlist.createdAt}, ${tournamentWaitlist.userId}))`,
    })
    .from(tournamentWaitlist)
    .where(
      and(eq(tournamentWaitlist.tournamentId, tournamentId), eq(tournamentWaitlist.userId, userId)),
    );
  return row?.position ?? 0;
}

async function addToWaitlist(
  tx: Tx,
  tournament: TournamentRow,
  userId: string,
): Promise<JoinOutcome> {
  const [inserted] = await tx
    .insert(tournamentWaitlist)
    .values({ tournamentId: tournament.id, userId })
    .onConflictDoNothing()
    .returning();
  if (!inserted) throw new AppError('CONFLICT', TOURNAMENT_MESSAGES.alreadyWaitlisted);
  return { status: 'waitlisted', position: await waitlistPosition(tx, tournament.id, userId) };
}

/**
 * Gives `userId` a place in the locked `tournament`: off its waitlist, into the
 * participants, the count kept beside them. The caller holds the row lock and
 * has checked that there is a place.
 */
export async function takePlace(tx: Tx, tournament: TournamentRow, userId: string) {
  await tx
    .delete(tournamentWaitlist)
    .where(
      and(
        eq(tournamentWaitlist.tournamentId, tournament.id),
        eq(tournamentWaitlist.userId, userId),
      ),
    );
  const [row] = await tx
    .insert(tournamentParticipants)
    .values({ tournamentId: tournament.id, userId })
    .returning();
  await tx
    .update(tournaments)
    .set({ currentParticipants: tournament.currentParticipants + 1 })
    .where(eq(tournaments.id, tournament.id));
  return row!;
}

/** A place when there is one, otherwise the end of the waitlist (an accepted invitation). */
export async function takePlaceOrWait(
  tx: Tx,
  tournament: TournamentRow,
  userId: string,
): Promise<JoinOutcome> {
  if (tournament.currentParticipants < tournament.maxParticipants) {
    await takePlace(tx, tournament, userId);
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
 */
export async function joinTournament(
  db: Db,
  user: UserRow,
  id: string,
  { isWaitlistRequest }: { isWaitlistRequest: boolean },
): Promise<JoinOutcome> {
  if (user.role !== 'player') throw new AppError('FORBIDDEN', TOURNAMENT_MESSAGES.onlyPlayersJoin);
  return db.transaction(async (tx) => {
    const tournament = await lockTournament(tx, id);
    assertUpcoming(tournament, TOURNAMENT_MESSAGES.registrationClosed);
    const isIn = await isRow(
      tx
        .select({ userId: tournamentParticipants.userId })
        .from(tournamentParticipants)
        .where(
          and(
            eq(tournamentParticipants.tournamentId, id),
            eq(tournamentParticipants.userId, user.id),
          ),
        ),
    );
    if (isIn) throw new AppError('CONFLICT', TOURNAMENT_MESSAGES.alreadyJoined);

    const isFull = tournament.currentParticipants >= tournament.maxParticipants;
    if (isFull) {
      const wantsWaitlist =
        isWaitlistRequest || toPublicUser(user).settings.gameSettings.autoJoinWaitlist;
      if (!wantsWaitlist) throw new AppError('TOURNAMENT_FULL', TOURNAMENT_MESSAGES.full);
      return addToWaitlist(tx, tournament, user.id);
    }
    if (isWaitlistRequest) throw new AppError('CONFLICT', TOURNAMENT_MESSAGES.notFullYet);

    await takePlace(tx, tournament, user.id);
    return { status: 'joined', position: null };
  });
}
