import { eq, inArray, or } from 'drizzle-orm';
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
    // A tournament goes with its events (decision 034): every one of them must be upcoming.
    const family = await tx
      .select()
      .from(tournaments)
      .where(or(eq(tournaments.id, id), eq(tournaments.parentId, id)))
      .for('update');
    for (const row of family) assertUpcoming(row, TOURNAMENT_MESSAGES.deleteOnlyUpcoming);
    const ids = family.map((row) => row.id);
    const people = [
      ...(await tx
        .selectDistinct({ email: users.email, name: users.name, settings: users.settings })
        .from(tournamentParticipants)
        .innerJoin(users, eq(users.id, tournamentParticipants.userId))
        .where(inArray(tournamentParticipants.tournamentId, ids))),
      ...(await tx
        .selectDistinct({ email: users.email, name: users.name, settings: users.settings })
        .from(tournamentWaitlist)
        .innerJoin(users, eq(users.id, tournamentWaitlist.userId))
        .where(inArray(tournamentWaitlist.tournamentId, ids))),
    ];
    const seen = new Set<string>();
    for (const person of people) {
      if (seen.has(person.email)) continue;
      seen.add(person.email);
      await enqueueMail(tx, tournamentCancelledMail(person, tournament.name));
    }
    await tx.delete(tournaments).where(eq(tournaments.id, id));
  });
}
