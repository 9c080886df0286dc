import { eq, sql } from 'drizzle-orm';
import { MATCH_MESSAGES } from '@courtside/shared/api/match';
import { validateMatchScore, matchWinner } from '@courtside/shared/domain/competition/match-score';
import type { Db } from '../../db/client';
import { matches, type MatchRow, type TournamentRow, type UserRow } from '../../db/schema';
import { AppError, validationError } from '../../lib/app-error';
import { lockTournament } from '../tournaments/tournament-access';
import { advance } from './advance';
import { completeIfDone } from './complete-tournament';
import { correctResult } from './correct-result';
import { loadEntrants, type EntrantInfo } from './entrants';
import { findMatch } from './find-match';
import { assertMayActOnMatch } from './keeper-access';
import { rateCompletedMatch } from './rate-completed-match';
import { mailMatchesSet } from './match-mails';
import { replanSchedule } from './schedule';
import { scoringFormatOf } from './scoring-format';
import { settleWithdrawals } from './withdrawals';

/** A completed match's result as the 409 names it: "Ann Lee won 11-7, 11-9". */
function resultText(row: MatchRow, sides: (EntrantInfo | undefined)[]): string {
  const winnerIndex = sides.findIndex((side) => side && side.id === row.winnerId);
  const winner = sides[winnerIndex];
  if (!winner) return 'its result is recorded';
  const points = row.games.map(([a, b]) => (winnerIndex === 0 ? `${a}-${b}` : `${b}-${a}`));
  return points.length > 0 ? `${winner.name} won ${points.join(', ')}` : `${winner.name} won`;
}

/**
 * PUT /api/matches/{id}/score. In one transaction holding the tournament's
 * lock and the match row: who may score, the match still open and ready, the
 * score legal for the tournament's format (ARCHITECTURE.md section 6). A score
 * that decides the match completes it, advances the winner (and a semifinal
 * loser to the bronze match), rates it, and completes the tournament when it
 * was the last. Concurrent final scores queue on the lock: one completes, the
 * others find the match completed (409, naming its result). Only a score sent
 * with `isCorrection` changes a completed result (correctResult, owner only).
 */
export async function updateScore(
  db: Db,
  user: UserRow,
  matchId: string,
  input: {
    games: [number, number][];
    version?: number;
    isCorrection?: boolean;
    confirmCascade?: boolean;
    publicUrl: string;
  },
): Promise<{ tournament: TournamentRow; row: MatchRow; isCorrection: boolean }> {
  const { tournamentId } = await findMatch(db, matchId);
  return db.transaction(async (tx) => {
    const tournament = await lockTournament(tx, tournamentId);
    const row = await findMatch(tx, matchId, true);
    const entrants = await loadEntrants(tx, tournament);
    const side1 = entrants.find((e) => e.id === row.side1Id);
    const side2 = entrants.find((e) => e.id === row.side2Id);
    // Spec section 6 and decision 026: the organizer, either side's players, or a keeper.
    await assertMayActOnMatch(tx, user.id, tournament, row, 'score');
    if (input.version !== undefined && input.version !== row.version) {
      throw new AppError('CONFLICT', MATCH_MESSAGES.staleScore);
    }
    const format = scoringFormatOf(tournament);
    if (row.status === 'completed' && !input.isCorrection) {
      throw new AppError(
        'CONFLICT',
        MATCH_MESSAGES.matchCompletedAs(resultText(row, [side1, side2])),
      );
    }
    if (row.status !== 'completed' && input.isCorrection) {
      throw new AppError('CONFLICT', MATCH_MESSAGES.nothingToCorrect);
    }
    if (row.status === 'completed' && side1 && side2) {
      const issues = validateMatchScore(input.games, format);
      if (issues.length > 0) throw validationError({ score: issues.map((i) => i.message) });
      const corrected = await correctResult(tx, user, tournament, row, [side1, side2], entrants, {
        games: input.games,
        format,
        confirmCascade: input.confirmCascade === true,
      });
      return { tournament, row: corrected, isCorrection: true };
    }
    if (row.status === 'completed' || tournament.status === 'completed') {
      throw new AppError('CONFLICT', MATCH_MESSAGES.matchCompleted);
    }
    if (row.status === 'cancelled') throw new AppError('CONFLICT', MATCH_MESSAGES.matchCancelled);
    if (!side1 || !side2) throw new AppError('CONFLICT', MATCH_MESSAGES.matchNotReady);
    const issues = validateMatchScore(input.games, format);
    if (issues.length > 0) throw validationError({ score: issues.map((i) => i.message) });

    const winner = matchWinner(input.games, format);
    const now = new Date();
    const [updated] = await tx
      .update(matches)
      .set({
        games: input.games,
        status: winner ? 'completed' : input.games.length > 0 ? 'in-progress' : row.status,
        actualStartTime: row.actualStartTime ?? (input.games.length > 0 ? now : null),
        winnerId: winner ? (winner === 'side1' ? side1.id : side2.id) : null,
        completedAt: winner ? now : null,
        version: sql`${matches.version} + 1`,
      })
      .where(eq(matches.id, row.id))
      .returning();
    const settled = { fedKeys: [] as string[] };
    if (winner) {
      await advance(tx, row, winner);
      await rateCompletedMatch(tx, updated!, side1, side2, winner);
      // A withdrawn entrant the result placed gives its new opponent a walkover (rule 12.G).
      settled.fedKeys = (await settleWithdrawals(tx, tournament, entrants, now)).fedKeys;
      await completeIfDone(tx, tournament, entrants);
    }
    // A match that starts or ends moves the later matches on its court with it.
    if (winner || row.status === 'scheduled') await replanSchedule(tx, tournament, now);
    if (winner) {
      const fed = [row.winnerToKey, row.loserToKey, ...settled.fedKeys].filter(
        (key) => key !== null,
      );
      await mailMatchesSet(tx, tournament, 'next', input.publicUrl, fed);
    }
    return { tournament, row: updated!, isCorrection: false };
  });
}
