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

/** 403 unless `user` is at the desk of this tournament. */
export async function assertDesk(
  db: Db | Tx,
  tournament: Pick<TournamentRow, 'id' | 'organizerId'>,
  user: Pick<UserRow, 'id'>,
): Promise<void> {
  if (!(await isDesk(db, tournament, user.id))) {
    throw new AppError('FORBIDDEN', CHECK_IN_MESSAGES.onlyDesk);
  }
}
