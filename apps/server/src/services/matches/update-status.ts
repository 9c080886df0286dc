import { eq, sql } from 'drizzle-orm';
import { MATCH_MESSAGES } from '@courtside/shared/api/match';
import type { Db } from '../../db/client';
import { matches, type MatchRow, type TournamentRow, type UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { lockTournament } from '../tournaments/tournament-access';
import { findMatch } from './find-match';
import { assertMayActOnMatch } from './keeper-access';
import { replanSchedule } from './schedule';

type OpenStatus = 'scheduled' | 'in-progress' | 'cancelled';

/**
 * PUT /api/matches/{id}/status (spec section 6: the organizer and the match's
 * score keepers, of any scope: decision 026): a match not yet completed becomes scheduled, in progress
 * (its actual start recorded) or cancelled. A completed match keeps its result.
 */
export async function updateMatchStatus(
  db: Db,
  user: UserRow,
  matchId: string,
  status: OpenStatus,
): Promise<{ tournament: TournamentRow; row: MatchRow }> {
  const { tournamentId } = await findMatch(db, matchId);
  return db.transaction(async (tx) => {
    const tournament = await lockTournament(tx, tournamentId);
    const row = await findMatch(tx, matchId, true);
    await assertMayActOnMatch(tx, user.id, tournament, row, 'status');
    if (row.status === 'completed') throw new AppError('CONFLICT', MATCH_MESSAGES.matchCompleted);
    const [updated] = await tx
      .update(matches)
      .set({
        status,
        // The organizer or a keeper takes the match back: a score awaiting confirmation stops
        // waiting (its games stay, to be entered again).
        awaitingConfirmation: false,
        actualStartTime:
          status === 'in-progress' ? (row.actualStartTime ?? new Date()) : row.actualStartTime,
        version: sql`${matches.version} + 1`,
      })
      .where(eq(matches.id, row.id))
      .returning();
    await replanSchedule(tx, tournament);
    return { tournament, row: updated! };
  });
}

/**
 * POST /api/matches/{id}/start-early (the organizer, and the match's keepers: a status change,
 * decision 026): a scheduled match with no actual start begins now (spec section 4, "start a
 * scheduled match early").
 */
export async function startMatchEarly(db: Db, user: UserRow, matchId: string) {
  const { tournamentId } = await findMatch(db, matchId);
  return db.transaction(async (tx) => {
    const tournament = await lockTournament(tx, tournamentId);
    const row = await findMatch(tx, matchId, true);
    // A status change: the organizer's and the match's keepers' (decision 026).
    await assertMayActOnMatch(tx, user.id, tournament, row, 'status');
    if (row.status !== 'scheduled' || row.actualStartTime) {
      throw new AppError('CONFLICT', MATCH_MESSAGES.cannotStartEarly);
    }
    if (!row.side1Id || !row.side2Id) throw new AppError('CONFLICT', MATCH_MESSAGES.matchNotReady);
    const [updated] = await tx
      .update(matches)
      .set({
        status: 'in-progress',
        actualStartTime: new Date(),
        version: sql`${matches.version} + 1`,
      })
      .where(eq(matches.id, row.id))
      .returning();
    await replanSchedule(tx, tournament);
    return { tournament, row: updated! };
  });
}
