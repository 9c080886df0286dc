import { eq, sql } from 'drizzle-orm';
import { MATCH_MESSAGES } from '@courtside/shared/api/match';
import { validateMatchScore, matchWinner } from '@courtside/shared/domain/competition/match-score';
import type { Db, Tx } from '../../db/client';
import { matches, type MatchRow, type TournamentRow, type UserRow } from '../../db/schema';
import { AppError, templatedError, validationError } from '../../lib/app-error';
import { lockTournament } from '../tournaments/tournament-access';
import { completePlayedMatch } from './complete-match';
import { correctResult } from './correct-result';
import { isDesk } from '../tournaments/desk-access';
import { mailScoreAwaiting } from './confirmation-mails';
import { loadEntrants, type EntrantInfo } from './entrants';
import { findMatch } from './find-match';
import { assertMayActOnMatch, keepsMatch } from './keeper-access';
import { replanSchedule } from './schedule';
import { scoringFormatOf } from './scoring-format';

/**
 * Spec section 6 and decision 026: the organizer, the desk, either side's players, or a keeper
 * of the match (any scope). Returns whether the scorer is only a player of the match (not the
 * desk, not a keeper): such a player's deciding score awaits confirmation when the tournament
 * asks for it (decision 027).
 */
async function assertMayScore(
  tx: Tx,
  user: UserRow,
  tournament: TournamentRow,
  row: MatchRow,
): Promise<{ isPlayerOnly: boolean }> {
  await assertMayActOnMatch(tx, user.id, tournament, row, 'score');
  if (tournament.organizerId === user.id) return { isPlayerOnly: false };
  if (await isDesk(tx, tournament, user.id)) return { isPlayerOnly: false };
  if (await keepsMatch(tx, row, user.id)) return { isPlayerOnly: false };
  return { isPlayerOnly: true };
}

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
 * With the tournament's `scoreConfirmation`, a player's own deciding score
 * awaits the other side or the desk (decision 027, confirm-score.ts).
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
): Promise<{
  tournament: TournamentRow;
  row: MatchRow;
  isCorrection: boolean;
  /** A player's deciding score that awaits confirmation (decision 027). */
  isAwaiting: boolean;
}> {
  const { tournamentId } = await findMatch(db, matchId);
  return db.transaction(async (tx) => {
    const tournament = await lockTournament(tx, tournamentId);
    const row = await findMatch(tx, matchId, true);
    const entrants = await loadEntrants(tx, tournament);
    const side1 = entrants.find((e) => e.id === row.side1Id);
    const side2 = entrants.find((e) => e.id === row.side2Id);
    const scorer = await assertMayScore(tx, user, tournament, row);
    if (input.version !== undefined && input.version !== row.version) {
      throw new AppError('CONFLICT', MATCH_MESSAGES.staleScore);
    }
    const format = scoringFormatOf(tournament);
    if (row.status === 'completed' && !input.isCorrection) {
      const result = resultText(row, [side1, side2]);
      throw templatedError(
        'CONFLICT',
        MATCH_MESSAGES.matchCompletedAs(result),
        /*i18n*/ 'This match is already completed: {result}. To change it, correct the result.',
        { result },
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
      return { tournament, row: corrected, isCorrection: true, isAwaiting: false };
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
    const entry = {
      scoreEnteredBy: user.id,
      scoreEnteredAt: now,
      scoreConfirmedBy: null,
      scoreConfirmedAt: null,
      confirmationKind: null,
      disputedBy: null,
      disputeNote: null,
    };
    if (winner && !(scorer.isPlayerOnly && tournament.scoreConfirmation)) {
      const completed = await completePlayedMatch(tx, tournament, row, entrants, [side1, side2], {
        games: input.games,
        winner,
        now,
        publicUrl: input.publicUrl,
        set: entry,
      });
      return { tournament, row: completed, isCorrection: false, isAwaiting: false };
    }
    // Decision 027: a player's own deciding score is stored but waits for the other side or
    // the desk; the match stays in progress, with no winner, so nothing advances or counts.
    const isAwaiting = winner !== null;
    const [updated] = await tx
      .update(matches)
      .set({
        ...entry,
        games: input.games,
        status: input.games.length > 0 ? 'in-progress' : row.status,
        actualStartTime: row.actualStartTime ?? (input.games.length > 0 ? now : null),
        winnerId: null,
        completedAt: null,
        awaitingConfirmation: isAwaiting,
        version: sql`${matches.version} + 1`,
      })
      .where(eq(matches.id, row.id))
      .returning();
    // A match that starts moves the later matches on its court with it.
    if (row.status === 'scheduled') await replanSchedule(tx, tournament, now);
    if (isAwaiting) {
      await mailScoreAwaiting(tx, tournament, updated!, [side1, side2], user, input.publicUrl);
    }
    return { tournament, row: updated!, isCorrection: false, isAwaiting };
  });
}
