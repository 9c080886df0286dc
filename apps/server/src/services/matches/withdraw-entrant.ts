import { and, eq, isNull } from 'drizzle-orm';
import { TOURNAMENT_MESSAGES } from '@courtside/shared/api/tournament';
import type { Db } from '../../db/client';
import { teams, tournamentParticipants, type UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { assertOwner, lockTournament } from '../tournaments/tournament-access';
import { completeIfDone } from './complete-tournament';
import { isTeamTournament, loadEntrants, type EntrantInfo } from './entrants';
import { mailMatchesSet } from './match-mails';
import { replanSchedule } from './schedule';
import { settleWithdrawals } from './withdrawals';

/**
 * POST /api/tournaments/{id}/participants/{entrantId}/withdraw (rule 12.G, decision 024):
 * the organizer withdraws a player (singles) or a team (doubles) from the ongoing
 * tournament, in one transaction holding the tournament's lock. The withdrawal is recorded
 * on the participant or team, then `settleWithdrawals` completes each open match of the
 * entrant whose opponent is known as the opponent's walkover (the bracket advances,
 * standings count it, nothing is rated); a match still waiting for the opponent gets its
 * walkover when the opponent is placed. 403 unless organizer, 404 for an unknown entrant,
 * 409 unless ongoing or when already withdrawn.
 */
export async function withdrawEntrant(
  db: Db,
  user: UserRow,
  tournamentId: string,
  entrantId: string,
  publicUrl: string,
): Promise<{ entrant: EntrantInfo; matchCount: number }> {
  return db.transaction(async (tx) => {
    const tournament = await lockTournament(tx, tournamentId);
    assertOwner(tournament, user);
    const entrants = await loadEntrants(tx, tournament);
    const entrant = entrants.find((e) => e.id === entrantId);
    if (!entrant) throw new AppError('NOT_FOUND', TOURNAMENT_MESSAGES.notAnEntrant);
    if (tournament.status !== 'ongoing') {
      throw new AppError('CONFLICT', TOURNAMENT_MESSAGES.withdrawOnlyOngoing);
    }
    const now = new Date();
    const marked = isTeamTournament(tournament)
      ? await tx
          .update(teams)
          .set({ withdrawnAt: now })
          .where(and(eq(teams.id, entrant.id), isNull(teams.withdrawnAt)))
          .returning({ id: teams.id })
      : await tx
          .update(tournamentParticipants)
          .set({ withdrawnAt: now })
          .where(
            and(
              eq(tournamentParticipants.tournamentId, tournament.id),
              eq(tournamentParticipants.userId, entrant.id),
              isNull(tournamentParticipants.withdrawnAt),
            ),
          )
          .returning({ id: tournamentParticipants.userId });
    if (marked.length === 0) throw new AppError('CONFLICT', TOURNAMENT_MESSAGES.alreadyWithdrawn);

    const { completed, fedKeys } = await settleWithdrawals(tx, tournament, entrants, now);
    await completeIfDone(tx, tournament, entrants);
    await replanSchedule(tx, tournament, now);
    await mailMatchesSet(tx, tournament, 'next', publicUrl, fedKeys);
    return { entrant, matchCount: completed.length };
  });
}
