import { and, eq, inArray } from 'drizzle-orm';
import { TOURNAMENT_MESSAGES } from '@courtside/shared/api/tournament';
import type { Db } from '../../db/client';
import {
  teamMembers,
  teams,
  tournamentParticipants,
  tournaments,
  tournamentWaitlist,
  type UserRow,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { fillFromWaitlist } from './fill-from-waitlist';
import { assertUpcoming, lockTournament } from './tournament-access';

/**
 * POST .../leave: a participant leaves an upcoming tournament (their doubles
 * team goes too: only full teams exist) and the first waitlisted player takes
 * the place; someone only on the waitlist leaves the waitlist.
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

    const teamIds = tx
      .select({ id: teamMembers.teamId })
      .from(teamMembers)
      .where(and(eq(teamMembers.tournamentId, id), eq(teamMembers.userId, user.id)));
    await tx.delete(teams).where(inArray(teams.id, teamIds));
    await tx
      .delete(tournamentParticipants)
      .where(
        and(
          eq(tournamentParticipants.tournamentId, id),
          eq(tournamentParticipants.userId, user.id),
        ),
      );
    const currentParticipants = tournament.currentParticipants - 1;
    await tx.update(tournaments).set({ currentParticipants }).where(eq(tournaments.id, id));
    await fillFromWaitlist(tx, { ...tournament, currentParticipants }, publicUrl);
    return 'left';
  });
}
