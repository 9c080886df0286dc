import { and, eq } from 'drizzle-orm';
import { CHECK_IN_MESSAGES } from '@courtside/shared/api/check-in';
import type { Db, Tx } from '../../db/client';
import { tournamentDeskStaff, type TournamentRow, type UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/**
 * The desk of a tournament (decision 025): its organizer and the desk staff the organizer
 * named for it, never any other signed-in user. The one test every desk feature uses.
 */
export async function isDesk(
  db: Db | Tx,
  tournament: Pick<TournamentRow, 'id' | 'organizerId'>,
  userId: string,
): Promise<boolean> {
  if (tournament.organizerId === userId) return true;
  const [row] = await db
    .select({ userId: tournamentDeskStaff.userId })
    .from(tournamentDeskStaff)
    .where(
      and(
        eq(tournamentDeskStaff.tournamentId, tournament.id),
        eq(tournamentDeskStaff.userId, userId),
      ),
    );
  return row !== undefined;
}

/** Everyone at the desk of `tournament`: its organizer first, then its desk staff. */
export async function deskUserIds(
  db: Db | Tx,
  tournament: Pick<TournamentRow, 'id' | 'organizerId'>,
): Promise<string[]> {
  const staff = await db
    .select({ userId: tournamentDeskStaff.userId })
    .from(tournamentDeskStaff)
    .where(eq(tournamentDeskStaff.tournamentId, tournament.id));
  return [tournament.organizerId, ...staff.map((row) => row.userId)];
}

/** 403 (with `message`, the check-in's by default) unless `user` is at the desk of this tournament. */
export async function assertDesk(
  db: Db | Tx,
  tournament: Pick<TournamentRow, 'id' | 'organizerId'>,
  user: Pick<UserRow, 'id'>,
  message: string = CHECK_IN_MESSAGES.onlyDesk,
): Promise<void> {
  if (!(await isDesk(db, tournament, user.id))) {
    throw new AppError('FORBIDDEN', message);
  }
}
