import { and, eq, inArray, ne } from 'drizzle-orm';
import { TOURNAMENT_MESSAGES } from '@courtside/shared/api/tournament';
import type { Db, Tx } from '../../db/client';
import {
  teamMembers,
  teams,
  tournamentParticipants,
  tournaments,
  tournamentWaitlist,
  users,
  type TournamentRow,
  type UserRow,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { enqueueMail } from '../mail/enqueue-mail';
import { removedFromTournamentMail, teamDissolvedMail } from '../mail/tournament-templates';
import { fillFromWaitlist } from './fill-from-waitlist';
import { assertOwner, assertUpcoming, lockTournament } from './tournament-access';

/**
 * Takes `player` out of the locked, upcoming `tournament`: their doubles team is
 * dissolved (only full teams exist) and the partner is mailed, the count drops,
 * and the first waitlisted players take the free place. Returns false when
 * they held no place.
 */
export async function vacatePlace(
  tx: Tx,
  tournament: TournamentRow,
  player: Pick<UserRow, 'id' | 'name'>,
  publicUrl: string,
): Promise<boolean> {
  const [held] = await tx
    .delete(tournamentParticipants)
    .where(
      and(
        eq(tournamentParticipants.tournamentId, tournament.id),
        eq(tournamentParticipants.userId, player.id),
      ),
    )
    .returning();
  if (!held) return false;
  const teamIds = tx
    .select({ id: teamMembers.teamId })
    .from(teamMembers)
    .where(and(eq(teamMembers.tournamentId, tournament.id), eq(teamMembers.userId, player.id)));
  const partners = await tx
    .select({ email: users.email, name: users.name })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(and(inArray(teamMembers.teamId, teamIds), ne(teamMembers.userId, player.id)));
  await tx.delete(teams).where(inArray(teams.id, teamIds));
  for (const partner of partners) {
    await enqueueMail(tx, teamDissolvedMail(partner, tournament, player.name, publicUrl));
  }
  const currentParticipants = tournament.currentParticipants - 1;
  await tx
    .update(tournaments)
    .set({ currentParticipants })
    .where(eq(tournaments.id, tournament.id));
  await fillFromWaitlist(tx, { ...tournament, currentParticipants }, publicUrl);
  return true;
}

/**
 * DELETE .../participants/{userId} (owner only, upcoming): removes a player's
 * place, or their waitlist spot, and mails them (decision 004).
 */
export async function removeParticipant(
  db: Db,
  organizer: UserRow,
  id: string,
  userId: string,
  publicUrl: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const tournament = await lockTournament(tx, id);
    assertOwner(tournament, organizer);
    assertUpcoming(tournament, TOURNAMENT_MESSAGES.registrationClosed);
    const [player] = /^[0-9a-f-]{36}$/i.test(userId)
      ? await tx.select().from(users).where(eq(users.id, userId))
      : [];
    if (!player) throw new AppError('NOT_FOUND', TOURNAMENT_MESSAGES.notAParticipant);
    const hadPlace = await vacatePlace(tx, tournament, player, publicUrl);
    if (!hadPlace) {
      const [waiting] = await tx
        .delete(tournamentWaitlist)
        .where(
          and(eq(tournamentWaitlist.tournamentId, id), eq(tournamentWaitlist.userId, player.id)),
        )
        .returning();
      if (!waiting) throw new AppError('NOT_FOUND', TOURNAMENT_MESSAGES.notAParticipant);
    }
    await enqueueMail(tx, removedFromTournamentMail(player, tournament, organizer.name));
  });
}
