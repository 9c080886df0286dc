import { MATCH_MESSAGES } from '@courtside/shared/api/match';
import { isCompetitionError } from '@courtside/shared/domain/competition/errors';
import { specialResultGames } from '@courtside/shared/domain/competition/special-result';
import type { SpecialResultKind } from '@courtside/shared/domain/competition/statuses';
import type { Db } from '../../db/client';
import type { MatchRow, TournamentRow, UserRow } from '../../db/schema';
import { AppError, validationError } from '../../lib/app-error';
import { lockTournament } from '../tournaments/tournament-access';
import { completeIfDone } from './complete-tournament';
import { completeWithSpecialResult } from './complete-special-result';
import { correctResult } from './correct-result';
import { loadEntrants } from './entrants';
import { findMatch } from './find-match';
import { isDesk } from '../tournaments/desk-access';
import { mayActOnMatch } from './keeper-access';
import { mailMatchesSet } from './match-mails';
import { replanSchedule } from './schedule';
import { scoringFormatOf } from './scoring-format';
import { settleWithdrawals } from './withdrawals';

/**
 * POST /api/matches/{id}/special-result (decision 024): completes a match with a
 * walkover, retirement, forfeit or disqualification won by `winnerId`, in one
 * transaction holding the tournament's lock, like `updateScore`. The engine
 * computes the recorded score from the games so far (those sent, else the
 * match's live score; none for a walkover). The organizer may enter every kind,
 * a score keeper of the match a retirement only. The winner advances as for a
 * played result; only a retirement is rated. On a completed match it is the
 * organizer's correction, with its cascade rules (`correctResult`).
 */
export async function recordSpecialResult(
  db: Db,
  user: UserRow,
  matchId: string,
  input: {
    kind: SpecialResultKind;
    winnerId: string;
    games?: [number, number][];
    version?: number;
    confirmCascade?: boolean;
    publicUrl: string;
  },
): Promise<{ tournament: TournamentRow; row: MatchRow; isCorrection: boolean }> {
  const { tournamentId } = await findMatch(db, matchId);
  return db.transaction(async (tx) => {
    const tournament = await lockTournament(tx, tournamentId);
    const row = await findMatch(tx, matchId, true);
    // The desk (organizer and desk staff, decision 025) records every kind; a keeper of the
    // match, a retirement during it.
    const atDesk = await isDesk(tx, tournament, user.id);
    const isKeeper =
      input.kind === 'retirement' &&
      !atDesk &&
      (await mayActOnMatch(tx, user.id, tournament, row, 'retirement'));
    if (!atDesk && !isKeeper) {
      throw new AppError('FORBIDDEN', MATCH_MESSAGES.onlyOrganizerSpecial);
    }
    if (input.version !== undefined && input.version !== row.version) {
      throw new AppError('CONFLICT', MATCH_MESSAGES.staleScore);
    }
    const entrants = await loadEntrants(tx, tournament);
    const side1 = entrants.find((e) => e.id === row.side1Id);
    const side2 = entrants.find((e) => e.id === row.side2Id);
    if (row.status === 'cancelled') throw new AppError('CONFLICT', MATCH_MESSAGES.matchCancelled);
    if (!side1 || !side2) throw new AppError('CONFLICT', MATCH_MESSAGES.matchNotReady);
    if (row.status !== 'completed' && tournament.status === 'completed') {
      throw new AppError('CONFLICT', MATCH_MESSAGES.matchCompleted);
    }
    const winner =
      input.winnerId === side1.id ? 'side1' : input.winnerId === side2.id ? 'side2' : null;
    if (!winner) throw validationError({ winner: [MATCH_MESSAGES.winnerNotInMatch] });

    const format = scoringFormatOf(tournament);
    // A completed match's games are its old result, not games so far.
    const live = row.status === 'completed' ? [] : row.games;
    const soFar = input.kind === 'walkover' ? (input.games ?? []) : (input.games ?? live);
    let games: [number, number][];
    try {
      games = specialResultGames(input.kind, winner, soFar, format);
    } catch (error) {
      if (isCompetitionError(error)) throw validationError({ games: [error.message] });
      throw error;
    }

    if (row.status === 'completed') {
      const corrected = await correctResult(tx, user, tournament, row, [side1, side2], entrants, {
        games,
        format,
        confirmCascade: input.confirmCascade === true,
        resultKind: input.kind,
      });
      return { tournament, row: corrected, isCorrection: true };
    }
    const now = new Date();
    const updated = await completeWithSpecialResult(tx, row, [side1, side2], {
      kind: input.kind,
      winner,
      games,
      now,
    });
    // A withdrawn entrant the result placed gives its new opponent a walkover (rule 12.G).
    const settled = await settleWithdrawals(tx, tournament, entrants, now);
    await completeIfDone(tx, tournament, entrants);
    await replanSchedule(tx, tournament, now);
    const fed = [row.winnerToKey, row.loserToKey, ...settled.fedKeys].filter((key) => key !== null);
    await mailMatchesSet(tx, tournament, 'next', input.publicUrl, fed);
    return { tournament, row: updated, isCorrection: false };
  });
}
