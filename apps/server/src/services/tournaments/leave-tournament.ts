import { and, eq } from 'drizzle-orm';
import { TOURNAMENT_MESSAGES } from '@courtside/shared/api/tournament';
import type { Db } from '../../db/client';
import { tournamentParticipants, tournamentWaitlist, type UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { vacatePlace } from './remove-participant';
import { assertUpcoming, lockTournament } from './tournament-access';

/**
 * POST .../leave: a participant leaves an upcoming tournament (their doubles
 * team goes too, and the partner is mailed) and the first waitlisted player
 * takes the place; someone only on the waitlist leaves the waitlist.
 */
export async function leaveTournament(
  db: Db,
  user: UserRow,
  id: string,
  publicUrl: string,
): Promise<'left' | 'leftWaitlist'> {
  return db.transaction(async (tx) => {
    const tournament = await lockTournament(tx, id);
    const [left] = await tx
      .select()
      .from(tournamentParticipants)
      .where(
        and(
          eq(tournamentParticipants.tournamentId, id),
          eq(tournamentParticipants.userId, user.id),
        ),
      );
    if (!left) {
      const [unlisted] = await tx
        .delete(tournamentWaitlist)
        .where(and(eq(tournamentWaitlist.tournamentId, id), eq(tournamentWaitlist.userId, user.id)))
        .returning();
      if (!unlisted) throw new AppError('CONFLICT', TOURNAMENT_MESSAGES.notRegistered);
      return 'leftWaitlist';
    }
    assertUpcoming(tournament, TOURNAMENT_MESSAGES.registrationClosed);

    await vacatePlace(tx, tournament, user, publicUrl);
    return 'left';
  });
}
