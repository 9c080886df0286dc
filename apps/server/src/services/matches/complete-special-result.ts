import { eq, sql } from 'drizzle-orm';
import { isRatedResult } from '@courtside/shared/domain/competition/special-result';
import type { SpecialResultKind } from '@courtside/shared/domain/competition/statuses';
import type { Side } from '@courtside/shared/domain/competition/types';
import type { Tx } from '../../db/client';
import { matches, type MatchRow } from '../../db/schema';
import { advance } from './advance';
import type { EntrantInfo } from './entrants';
import { rateCompletedMatch } from './rate-completed-match';

/**
 * The one write of a special result on an open match (decision 024): the match completed
 * with the engine's recorded `games` and its kind, the winner advanced (and a loser placed)
 * as for a played result, and only a retirement rated. The caller holds the tournament's
 * lock, and completes the tournament and replans the schedule afterwards.
 */
export async function completeWithSpecialResult(
  tx: Tx,
  row: MatchRow,
  [side1, side2]: [EntrantInfo, EntrantInfo],
  result: { kind: SpecialResultKind; winner: Side; games: [number, number][]; now: Date },
): Promise<MatchRow> {
  const { kind, winner, games, now } = result;
  const [updated] = await tx
    .update(matches)
    .set({
      games,
      status: 'completed',
      resultKind: kind,
      // A player's score that awaited confirmation is settled by the organizer's result.
      awaitingConfirmation: false,
      winnerId: winner === 'side1' ? side1.id : side2.id,
      completedAt: now,
      version: sql`${matches.version} + 1`,
    })
    .where(eq(matches.id, row.id))
    .returning();
  await advance(tx, row, winner);
  if (isRatedResult(kind)) await rateCompletedMatch(tx, updated!, side1, side2, winner);
  return updated!;
}
