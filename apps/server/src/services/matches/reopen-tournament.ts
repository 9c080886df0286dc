import { eq } from 'drizzle-orm';
import { MATCH_MESSAGES } from '@courtside/shared/api/match';
import type { Db } from '../../db/client';
import { tournamentReopenings, tournaments, type UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { assertOwner, lockTournament } from '../tournaments/tournament-access';

/**
 * POST /api/tournaments/{id}/reopen (owner, decision 027): a completed tournament goes back to
 * ongoing so that a result can be corrected with the corrections' cascade (decision 009). The
 * champion is cleared (the reopening keeps it on record): when the corrected final, or the last
 * match, completes, the tournament completes again with the champion the matches decide; where
 * no bracket decides one (a custom final), the organizer sets it again. Every reopening is a
 * `tournament_reopenings` row, every correction a `match_corrections` row.
 */
export async function reopenTournament(db: Db, organizer: UserRow, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const tournament = await lockTournament(tx, id);
    assertOwner(tournament, organizer);
    if (tournament.status !== 'completed') {
      throw new AppError('CONFLICT', MATCH_MESSAGES.reopenNeedsCompleted);
    }
    const now = new Date();
    await tx.insert(tournamentReopenings).values({
      tournamentId: id,
      reopenedBy: organizer.id,
      previousWinnerName: tournament.winnerName,
      previousWinnerPartner: tournament.winnerPartner,
      createdAt: now,
    });
    await tx
      .update(tournaments)
      .set({
        status: 'ongoing',
        winnerId: null,
        winnerName: null,
        winnerPartner: null,
        updatedAt: now,
      })
      .where(eq(tournaments.id, id));
  });
}
