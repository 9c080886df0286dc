import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  tournamentParticipants,
  tournaments,
  tournamentWaitlist,
  users,
  type TournamentRow,
} from '../../db/schema';
import { enqueueMail } from '../mail/enqueue-mail';
import { waitlistPromotedMail } from '../mail/tournament-templates';

/**
 * Moves waitlisted players into free places, first come first served, and
 * mails each of them. Call it inside the transaction holding the tournament's
 * row lock, with the row as that transaction sees it. Returns who moved in.
 */
export async function fillFromWaitlist(
  tx: Tx,
  tournament: Pick<TournamentRow, 'id' | 'name' | 'maxParticipants' | 'currentParticipants'>,
  publicUrl: string,
): Promise<string[]> {
  const free = tournament.maxParticipants - tournament.currentParticipants;
  if (free <= 0) return [];
  const next = await tx
    .select({ userId: tournamentWaitlist.userId, email: users.email, name: users.name })
    .from(tournamentWaitlist)
    .innerJoin(users, eq(users.id, tournamentWaitlist.userId))
    .where(eq(tournamentWaitlist.tournamentId, tournament.id))
    .orderBy(asc(tournamentWaitlist.createdAt), asc(tournamentWaitlist.userId))
    .limit(free);
  if (next.length === 0) return [];
  for (const player of next) {
    await tx
      .delete(tournamentWaitlist)
      .where(
        and(
          eq(tournamentWaitlist.tournamentId, tournament.id),
          eq(tournamentWaitlist.userId, player.userId),
        ),
      );
    await tx
      .insert(tournamentParticipants)
      .values({ tournamentId: tournament.id, userId: player.userId });
    await enqueueMail(tx, waitlistPromotedMail(player, tournament, publicUrl));
  }
  await tx
    .update(tournaments)
    .set({ currentParticipants: tournament.currentParticipants + next.length })
    .where(eq(tournaments.id, tournament.id));
  return next.map((p) => p.userId);
}
