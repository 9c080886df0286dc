import { eq } from 'drizzle-orm';
import type { Participant } from '@courtside/shared/api/tournament';
import { TOURNAMENT_MESSAGES } from '@courtside/shared/api/tournament';
import type { Db } from '../../db/client';
import { users, type UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { PersonFacts } from '../viewer/people';
import { personFactColumns } from '../viewer/person-columns';
import { enqueueMail } from '../mail/enqueue-mail';
import { addedToTournamentMail } from '../mail/tournament-templates';
import { inviteToTournament } from './invitations';
import { takePlace } from './join-tournament';
import { assertOwner, assertUpcoming, fullError, lockTournament } from './tournament-access';

interface AddParticipantInput {
  name: string;
  email: string;
}

/**
 * POST .../participants/add-by-organizer (owner only, upcoming, not full): the
 * player account with that email takes a place and is mailed; an address with
 * no account is mailed an invitation and nothing else happens until it is
 * accepted (decision 004). Additions are rate limited per organizer and per
 * recipient (lib/limit-rules.ts). `beforeMail` runs once the addition has passed every check
 * (owner, open, not full, a player not yet in), just before its mail: the per-recipient limit
 * counts there, so requests refused for any other reason never use up an address's budget
 * (issue 22.6). If it throws, the transaction undoes the place taken.
 */
export async function addParticipantByOrganizer(
  db: Db,
  organizer: UserRow,
  id: string,
  input: AddParticipantInput,
  publicUrl: string,
  beforeMail: () => Promise<void> = async () => {},
): Promise<{
  participant: (Omit<Participant, 'user'> & { user: PersonFacts }) | null;
  isInvited: boolean;
}> {
  return db.transaction(async (tx) => {
    const tournament = await lockTournament(tx, id);
    assertOwner(tournament, organizer);
    assertUpcoming(tournament, TOURNAMENT_MESSAGES.registrationClosed);
    if (tournament.currentParticipants >= tournament.maxParticipants) {
      throw await fullError(tx, tournament);
    }

    const [player] = await tx.select().from(users).where(eq(users.email, input.email));
    if (player?.deletedAt) {
      // A deleted account is nobody (issue 22.10): the answer an unknown address gets, with no
      // invitation, since its anonymised address reaches no one.
      return { participant: null, isInvited: true };
    }
    if (!player) {
      await inviteToTournament(tx, tournament, organizer, input, publicUrl, beforeMail);
      return { participant: null, isInvited: true };
    }
    if (player.role !== 'player') {
      throw new AppError('CONFLICT', TOURNAMENT_MESSAGES.participantIsOrganizer, {
        field: 'email',
      });
    }
    // Null when they hold a place already.
    const row = await takePlace(tx, tournament, player.id);
    if (!row) {
      throw new AppError('CONFLICT', TOURNAMENT_MESSAGES.participantAlreadyIn, {
        field: 'email',
      });
    }
    await beforeMail();
    await enqueueMail(tx, addedToTournamentMail(player, tournament, organizer.name, publicUrl));
    return {
      participant: {
        userId: player.id,
        joinedAt: row.joinedAt.toISOString(),
        user: (await tx.select(personFactColumns).from(users).where(eq(users.id, player.id)))[0]!,
      },
      isInvited: false,
    };
  });
}
