import type { Db, Tx } from '../../db/client';
import type { TournamentRow } from '../../db/schema';

/**
 * The desk of a tournament (issue 27): who confirms or disputes a player's own score and
 * settles a match for both sides. For now its organizer; desk staff named per tournament join
 * here, so every check that asks "is this the desk?" goes through this one function.
 */
export async function deskUserIds(
  _db: Db | Tx,
  tournament: Pick<TournamentRow, 'id' | 'organizerId'>,
): Promise<string[]> {
  return [tournament.organizerId];
}

/** True when `userId` is the desk of `tournament` (deskUserIds). */
export async function isDeskUser(
  db: Db | Tx,
  tournament: Pick<TournamentRow, 'id' | 'organizerId'>,
  userId: string,
): Promise<boolean> {
  return (await deskUserIds(db, tournament)).includes(userId);
}
