import { eq } from 'drizzle-orm';
import { MATCH_MESSAGES } from '@courtside/shared/api/match';
import { isChampionDecidedByMatches } from '@courtside/shared/domain/competition/champion-rule';
import type { Db } from '../../db/client';
import { tournaments, type UserRow } from '../../db/schema';
import { AppError, templatedError, validationError } from '../../lib/app-error';
import { assertOwner, lockTournament } from '../tournaments/tournament-access';
import { loadEntrants } from './entrants';

interface SetWinnerInput {
  winnerId?: string;
  winnerName?: string;
  winnerPartner?: string;
}

/**
 * POST /api/tournaments/{id}/winner (owner, once started): crowns an entrant
 * (a player, or a doubles team and so both its players) or a custom name with
 * an optional partner, and completes the tournament. Only where no final decides
 * (`isChampionDecidedByMatches`: several round-robin groups without a knockout);
 * elsewhere 409, naming the champion once the matches decided one.
 */
export async function setWinner(db: Db, organizer: UserRow, id: string, input: SetWinnerInput) {
  await db.transaction(async (tx) => {
    const tournament = await lockTournament(tx, id);
    assertOwner(tournament, organizer);
    if (tournament.status === 'upcoming') {
      throw new AppError('CONFLICT', MATCH_MESSAGES.winnerNeedsStart);
    }
    if (isChampionDecidedByMatches(tournament)) {
      const decided = tournament.status === 'completed' ? tournament.winnerName : null;
      if (!decided) throw new AppError('CONFLICT', MATCH_MESSAGES.winnerDecidedByMatches);
      const name = tournament.winnerPartner ? `${decided} & ${tournament.winnerPartner}` : decided;
      throw templatedError(
        'CONFLICT',
        MATCH_MESSAGES.championAlreadyDecided(name),
        /*i18n*/ 'The matches already decided the champion: {name}',
        { name },
      );
    }
    let winner = {
      winnerId: null as string | null,
      winnerName: input.winnerName ?? '',
      winnerPartner: tournament.type === 'singles' ? null : (input.winnerPartner ?? null),
    };
    if (input.winnerId) {
      const entrant = (await loadEntrants(tx, tournament)).find((e) => e.id === input.winnerId);
      if (!entrant) throw validationError({ winnerId: [MATCH_MESSAGES.winnerNotParticipant] });
      winner = entrant.isTeam
        ? {
            winnerId: null,
            winnerName: entrant.players[0]?.name ?? entrant.name,
            winnerPartner: entrant.players[1]?.name ?? null,
          }
        : { winnerId: entrant.id, winnerName: entrant.name, winnerPartner: null };
    }
    if (!winner.winnerName)
      throw validationError({ winnerName: [MATCH_MESSAGES.winnerNameRequired] });
    await tx
      .update(tournaments)
      .set({ ...winner, status: 'completed', updatedAt: new Date() })
      .where(eq(tournaments.id, id));
  });
}
