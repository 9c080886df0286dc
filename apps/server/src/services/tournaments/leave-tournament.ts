import { and, eq } from 'drizzle-orm';
import { TOURNAMENT_MESSAGES } from '@courtside/shared/api/tournament';
import type { Db } from '../../db/client';
import { tournamentWaitlist, type UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { vacatePlace } from './remove-participant';
import { assertUpcoming, lockTournamentFor } from './tournament-access';

/**
 * POST .../leave: a participant leaves an upcoming tournament (their doubles
 * team goes too, and the partner is mailed) and the first waitlisted player
 * takes the place; someone only on the waitlist leaves the waitlist. Four round
 * trips when nobody waits: begin, the lock (with whether they hold a place), the
 * leaving, commit.
 */
export async function leaveTournament(
  db: Db,
  user: UserRow,
  id: string,
  publicUrl: string,
): Promise<'left' | 'leftWaitlist'> {
  return db.transaction(async (tx) => {
    const { tournament, hasPlace } = await lockTournamentFor(tx, id, user.id);
    if (hasPlace) {
      assertUpcoming(tournament, TOURNAMENT_MESSAGES.registrationClosed);
      // False only when a concurrent request of theirs left first while this one waited.
      if (await vacatePlace(tx, tournament, user, publicUrl)) return 'left';
    }
    const [unlisted] = await tx
      .delete(tournamentWaitlist)
      .where(and(eq(tournamentWaitlist.tournamentId, id), eq(tournamentWaitlist.userId, user.id)))
      .returning();
    if (!unlisted) throw new AppError('CONFLICT', TOURNAMENT_MESSAGES.notRegistered);
    return 'leftWaitlist';
  });
}
