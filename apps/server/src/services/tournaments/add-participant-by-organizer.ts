import { and, eq } from 'drizzle-orm';
import type { Participant } from '@courtside/shared/api/tournament';
import { TOURNAMENT_MESSAGES } from '@courtside/shared/api/tournament';
import { INVITE_TOKEN_TTL_MS } from '@courtside/shared/constants';
import type { Db, Tx } from '../../db/client';
import {
  tournamentParticipants,
  tournaments,
  tournamentWaitlist,
  users,
  type TournamentRow,
  type UserRow,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { issueEmailToken } from '../auth/email-tokens';
import { enqueueMail } from '../mail/enqueue-mail';
import { addedToTournamentMail, tournamentInvitationMail } from '../mail/tournament-templates';
import { assertOwner, assertUpcoming, lockTournament } from './tournament-access';

interface AddParticipantInput {
  name: string;
  email: string;
}

/** A player account without a password; the invitation's link sets one (reset-password flow). */
async function createInvitedPlayer(
  tx: Tx,
  input: AddParticipantInput,
  tournament: TournamentRow,
  organizer: UserRow,
  publicUrl: string,
): Promise<UserRow> {
  const [player] = await tx
    .insert(users)
    .values({ name: input.name, email: input.email, role: 'player', passwordHash: null })
    .returning();
  const token = await issueEmailToken(tx, player!.id, 'reset_password', INVITE_TOKEN_TTL_MS);
  const link = `${publicUrl}/reset-password?token=${token}`;
  await enqueueMail(tx, tournamentInvitationMail(player!, tournament, organizer.name, link));
  return player!;
}

/**
 * POST .../participants/add-by-organizer (owner only, upcoming, not full): the
 * account with that email joins, or a new player account is created and
 * invited to set its password. Either way they get a mail.
 */
export async function addParticipantByOrganizer(
  db: Db,
  organizer: UserRow,
  id: string,
  input: AddParticipantInput,
  publicUrl: string,
): Promise<{ participant: Participant; isInvited: boolean }> {
  return db.transaction(async (tx) => {
    const tournament = await lockTournament(tx, id);
    assertOwner(tournament, organizer);
    assertUpcoming(tournament, TOURNAMENT_MESSAGES.registrationClosed);
    if (tournament.currentParticipants >= tournament.maxParticipants) {
      throw new AppError('TOURNAMENT_FULL', TOURNAMENT_MESSAGES.full);
    }

    let [player] = await tx.select().from(users).where(eq(users.email, input.email));
    const isInvited = !player;
    if (!player) {
      player = await createInvitedPlayer(tx, input, tournament, organizer, publicUrl);
    } else {
      if (player.role !== 'player') {
        throw new AppError('CONFLICT', TOURNAMENT_MESSAGES.participantIsOrganizer, {
          field: 'email',
        });
      }
      const [existing] = await tx
        .select()
        .from(tournamentParticipants)
        .where(
          and(
            eq(tournamentParticipants.tournamentId, id),
            eq(tournamentParticipants.userId, player.id),
          ),
        );
      if (existing) {
        throw new AppError('CONFLICT', TOURNAMENT_MESSAGES.participantAlreadyIn, {
          field: 'email',
        });
      }
      await tx
        .delete(tournamentWaitlist)
        .where(
          and(eq(tournamentWaitlist.tournamentId, id), eq(tournamentWaitlist.userId, player.id)),
        );
      await enqueueMail(tx, addedToTournamentMail(player, tournament, organizer.name, publicUrl));
    }

    const [row] = await tx
      .insert(tournamentParticipants)
      .values({ tournamentId: id, userId: player.id })
      .returning();
    await tx
      .update(tournaments)
      .set({ currentParticipants: tournament.currentParticipants + 1 })
      .where(eq(tournaments.id, id));
    return {
      participant: {
        userId: player.id,
        joinedAt: row!.joinedAt.toISOString(),
        user: {
          id: player.id,
          name: player.name,
          profileImage: player.profileImage,
          rating: player.rating,
        },
      },
      isInvited,
    };
  });
}
