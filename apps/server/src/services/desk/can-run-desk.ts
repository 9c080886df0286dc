import { DESK_MESSAGES } from '@courtside/shared/api/desk';
import type { Db, Tx } from '../../db/client';
import type { TournamentRow, UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/**
 * Who runs the desk of a tournament (issue 27): calls matches to courts and sees the desk
 * view. Today the organizer; the tournament's desk staff join here, and only here.
 */
export async function canRunDesk(
  _db: Db | Tx,
  user: UserRow,
  tournament: Pick<TournamentRow, 'id' | 'organizerId'>,
): Promise<boolean> {
  return tournament.organizerId === user.id;
}

/** 403 unless `user` runs the desk of `tournament`. */
export async function assertCanRunDesk(
  db: Db | Tx,
  user: UserRow,
  tournament: Pick<TournamentRow, 'id' | 'organizerId'>,
): Promise<void> {
  if (!(await canRunDesk(db, user, tournament))) {
    throw new AppError('FORBIDDEN', DESK_MESSAGES.onlyDesk);
  }
}
