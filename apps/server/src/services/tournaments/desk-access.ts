import { and, eq } from 'drizzle-orm';
import { CHECK_IN_MESSAGES } from '@courtside/shared/api/check-in';
import type { Db, Tx } from '../../db/client';
import { tournamentDeskStaff, type UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { rootIdOf, type TournamentOrEvent } from './tournament-access';

/**
 * The desk of a tournament (decision 025): its organizer and the desk staff the organizer
 * named for it, never any other signed-in user. The one test every desk feature uses. The desk
 * of a tournament is the desk of every event in it (decision 034).
 */
export async function isDesk(
  db: Db | Tx,
  tournament: TournamentOrEvent,
  userId: string,
): Promise<boolean> {
  if (tournament.organizerId === userId) return true;
  const [row] = await db
    .select({ userId: tournamentDeskStaff.userId })
    .from(tournamentDeskStaff)
    .where(
      and(
        eq(tournamentDeskStaff.tournamentId, rootIdOf(tournament)),
        eq(tournamentDeskStaff.userId, userId),
      ),
    );
  return row !== undefined;
}

/** Everyone at the desk of `tournament`: its organizer first, then its desk staff. */
export async function deskUserIds(db: Db | Tx, tournament: TournamentOrEvent): Promise<string[]> {
  const staff = await db
    .select({ userId: tournamentDeskStaff.userId })
    .from(tournamentDeskStaff)
    .where(eq(tournamentDeskStaff.tournamentId, rootIdOf(tournament)));
  return [tournament.organizerId, ...staff.map((row) => row.userId)];
}

/** 403 (with `message`, the check-in's by default) unless `user` is at the desk of this tournament. */
export async function assertDesk(
  db: Db | Tx,
  tournament: TournamentOrEvent,
  user: Pick<UserRow, 'id'>,
  message: string = CHECK_IN_MESSAGES.onlyDesk,
): Promise<void> {
  if (!(await isDesk(db, tournament, user.id))) {
    throw new AppError('FORBIDDEN', message);
  }
}
