import { and, eq, sql } from 'drizzle-orm';
import { MATCH_MESSAGES } from '@courtside/shared/api/match';
import type { Side } from '@courtside/shared/domain/competition/types';
import type { Tx } from '../../db/client';
import { matches, type MatchRow, type TournamentRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { advance } from './advance';
import { completeIfDone } from './complete-tournament';
import type { EntrantInfo } from './entrants';
import { mailMatchesSet } from './match-mails';
import { rateCompletedMatch } from './rate-completed-match';
import { replanSchedule } from './schedule';
import { settleWithdrawals } from './withdrawals';

/**
 * The one completion of a played match (a deciding score, or a player's score confirmed,
 * decision 027): the match completed with `games` and its winner, the winner advanced (and a
 * loser placed), the match rated, withdrawn entrants settled, the tournament completed when it
 * was the last, the schedule replanned and the players of the matches it set mailed. The
 * caller holds the tournament's lock. `onlyIfAwaiting` completes only a score still awaiting
 * confirmation (a conditional update: a second confirmation finds nothing and gets a 409).
 */
export async function completePlayedMatch(
  tx: Tx,
  tournament: TournamentRow,
  row: MatchRow,
  entrants: readonly EntrantInfo[],
  [side1, side2]: [EntrantInfo, EntrantInfo],
  input: {
    games: [number, number][];
    winner: Side;
    now: Date;
    publicUrl: string;
    set?: Partial<MatchRow>;
    onlyIfAwaiting?: boolean;
  },
): Promise<MatchRow> {
  const { games, winner, now } = input;
  const [updated] = await tx
    .update(matches)
    .set({
      ...input.set,
      games,
      status: 'completed',
      actualStartTime: row.actualStartTime ?? now,
      winnerId: winner === 'side1' ? side1.id : side2.id,
      completedAt: now,
      awaitingConfirmation: false,
      version: sql`${matches.version} + 1`,
    })
    .where(
      input.onlyIfAwaiting
        ? and(eq(matches.id, row.id), eq(matches.awaitingConfirmation, true))
        : eq(matches.id, row.id),
    )
    .returning();
  if (!updated) throw new AppError('CONFLICT', MATCH_MESSAGES.notAwaitingConfirmation);
  await advance(tx, row, winner);
  await rateCompletedMatch(tx, updated, side1, side2, winner);
  // A withdrawn entrant the result placed gives its new opponent a walkover (rule 12.G).
  const settled = await settleWithdrawals(tx, tournament, entrants, now);
  await completeIfDone(tx, tournament, entrants);
  // A match that ends moves the later matches on its court with it.
  await replanSchedule(tx, tournament, now);
  const fed = [row.winnerToKey, row.loserToKey, ...settled.fedKeys].filter((key) => key !== null);
  await mailMatchesSet(tx, tournament, 'next', input.publicUrl, fed);
  return updated;
}
