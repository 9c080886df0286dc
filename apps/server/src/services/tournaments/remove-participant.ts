import { and, eq, exists, inArray, ne, sql } from 'drizzle-orm';
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
import { enqueueMail, enqueueMails } from '../mail/enqueue-mail';
import { removedFromTournamentMail, teamDissolvedMail } from '../mail/tournament-templates';
import { fillFromWaitlist } from './fill-from-waitlist';
import { assertOwner, assertUpcoming, lockTournament } from './tournament-access';

/**
 * Takes `player` out of the locked, upcoming `tournament`: their doubles team is
 * dissolved (only full teams exist) and the partner is mailed, the count drops,
 * and the first waitlisted players take the free place. Returns false when
 * they held no place. One statement does the leaving; the waitlist is read only
 * when someone is on it.
 */
export async function vacatePlace(
  tx: Tx,
  tournament: TournamentRow,
  player: Pick<UserRow, 'id' | 'name'>,
  publicUrl: string,
): Promise<boolean> {
  const held = tx.$with('held').as(
    tx
      .delete(tournamentParticipants)
      .where(
        and(
          eq(tournamentParticipants.tournamentId, tournament.id),
          eq(tournamentParticipants.userId, player.id),
        ),
      )
      .returning({ userId: tournamentParticipants.userId }),
  );
  const isHeld = exists(tx.select().from(held));
  const teamIds = tx
    .select({ id: teamMembers.teamId })
    .from(teamMembers)
    .where(and(eq(teamMembers.tournamentId, tournament.id), eq(teamMembers.userId, player.id)));
  const dissolved = tx.$with('dissolved').as(
    tx
      .delete(teams)
      .where(and(inArray(teams.id, teamIds), isHeld))
      .returning({ id: teams.id }),
  );
  const counted = tx.$with('counted').as(
    tx
      .update(tournaments)
      .set({ currentParticipants: sql`${tournaments.currentParticipants} - 1` })
      .where(and(eq(tournaments.id, tournament.id), isHeld))
      .returning({ currentParticipants: tournaments.currentParticipants }),
  );
  // Every part of the statement reads the rows as they were before it: the partner is
  // still in the team it dissolves. One row per partner (or one without), none if no place.
  const rows = await tx
    .with(held, dissolved, counted)
    .select({
      currentParticipants: counted.currentParticipants,
      waiting: sql<number>`(select count(*)::int from ${tournamentWaitlist} w
        where w.tournament_id = ${tournament.id})`,
      partner: { email: users.email, name: users.name, settings: users.settings },
    })
    .from(counted)
    .leftJoin(
      teamMembers,
      and(inArray(teamMembers.teamId, teamIds), ne(teamMembers.userId, player.id)),
    )
    .leftJoin(users, eq(users.id, teamMembers.userId));
  const [first] = rows;
  if (!first) return false;
  await enqueueMails(
    tx,
    rows.flatMap(({ partner }) =>
      partner ? [teamDissolvedMail(partner, tournament, player.name, publicUrl)] : [],
    ),
  );
  if (first.waiting > 0) {
    await fillFromWaitlist(
      tx,
      { ...tournament, currentParticipants: first.currentParticipants },
      publicUrl,
    );
  }
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
