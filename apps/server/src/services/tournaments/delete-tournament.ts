import { eq } from 'drizzle-orm';
import { TOURNAMENT_MESSAGES } from '@courtside/shared/api/tournament';
import type { Db } from '../../db/client';
import {
  tournamentParticipants,
  tournaments,
  tournamentWaitlist,
  users,
  type UserRow,
} from '../../db/schema';
import { enqueueMail } from '../mail/enqueue-mail';
import { tournamentCancelledMail } from '../mail/tournament-templates';
import { assertOwner, assertUpcoming, lockTournament } from './tournament-access';

/**
 * DELETE /api/tournaments/{id}: the owner, while it is upcoming. Everyone
 * registered or waiting hears about it by mail; rows of participants, teams and
 * courts go with the tournament (ON DELETE CASCADE).
 */
export async function deleteTournament(db: Db, user: UserRow, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const tournament = await lockTournament(tx, id);
    assertOwner(tournament, user);
    assertUpcoming(tournament, TOURNAMENT_MESSAGES.deleteOnlyUpcoming);
    const people = [
      ...(await tx
        .select({ email: users.email, name: users.name })
        .from(tournamentParticipants)
        .innerJoin(users, eq(users.id, tournamentParticipants.userId))
        .where(eq(tournamentParticipants.tournamentId, id))),
      ...(await tx
        .select({ email: users.email, name: users.name })
        .from(tournamentWaitlist)
        .innerJoin(users, eq(users.id, tournamentWaitlist.userId))
        .where(eq(tournamentWaitlist.tournamentId, id))),
    ];
    for (const person of people) {
      await enqueueMail(tx, tournamentCancelledMail(person, tournament.name));
    }
    await tx.delete(tournaments).where(eq(tournaments.id, id));
  });
}
