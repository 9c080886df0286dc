import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  tournamentParticipants,
  tournaments,
  tournamentWaitlist,
  users,
  type TournamentRow,
} from '../../db/schema';
import { enqueueMails } from '../mail/enqueue-mail';
import { waitlistPromotedMail } from '../mail/tournament-templates';

/**
 * Moves waitlisted players into free places, first come first served, and
 * mails each of them. Call it inside the transaction holding the tournament's
 * row lock, with the row as that transaction sees it. Returns who moved in.
 * Three round trips however many move: who is next, the move, the mails. A check-in made on
 * the waitlist moves with the player; `checkedInOnly` passes over who is not at the venue
 * (withdrawing no-shows, decision 025).
 */
export async function fillFromWaitlist(
  tx: Tx,
  tournament: Pick<TournamentRow, 'id' | 'name' | 'maxParticipants' | 'currentParticipants'>,
  publicUrl: string,
  { checkedInOnly = false }: { checkedInOnly?: boolean } = {},
): Promise<string[]> {
  const free = tournament.maxParticipants - tournament.currentParticipants;
  if (free <= 0) return [];
  const next = await tx
    .select({
      userId: tournamentWaitlist.userId,
      email: users.email,
      name: users.name,
      settings: users.settings,
      checkedInAt: tournamentWaitlist.checkedInAt,
      checkedInBy: tournamentWaitlist.checkedInBy,
    })
    .from(tournamentWaitlist)
    .innerJoin(users, eq(users.id, tournamentWaitlist.userId))
    .where(
      and(
        eq(tournamentWaitlist.tournamentId, tournament.id),
        checkedInOnly ? isNotNull(tournamentWaitlist.checkedInAt) : undefined,
      ),
    )
    .orderBy(asc(tournamentWaitlist.createdAt), asc(tournamentWaitlist.userId))
    .limit(free);
  if (next.length === 0) return [];
  const userIds = next.map((player) => player.userId);
  const unlisted = tx.$with('unlisted').as(
    tx
      .delete(tournamentWaitlist)
      .where(
        and(
          eq(tournamentWaitlist.tournamentId, tournament.id),
          inArray(tournamentWaitlist.userId, userIds),
        ),
      )
      .returning({ userId: tournamentWaitlist.userId }),
  );
  const placed = tx.$with('placed').as(
    tx
      .insert(tournamentParticipants)
      .values(
        next.map(({ userId, checkedInAt, checkedInBy }) => ({
          tournamentId: tournament.id,
          userId,
          checkedInAt,
          checkedInBy,
        })),
      )
      .returning({ userId: tournamentParticipants.userId }),
  );
  await tx
    .with(unlisted, placed)
    .update(tournaments)
    .set({ currentParticipants: tournament.currentParticipants + next.length })
    .where(eq(tournaments.id, tournament.id));
  await enqueueMails(
    tx,
    next.map((player) => waitlistPromotedMail(player, tournament, publicUrl)),
  );
  return userIds;
}
