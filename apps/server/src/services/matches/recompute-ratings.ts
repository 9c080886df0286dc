import { RATING_DEFAULT } from '@courtside/shared/constants';
import { and, asc, count, eq, gte, inArray, lt, min } from 'drizzle-orm';
import { isRatedResult } from '@courtside/shared/domain/competition/special-result';
import type { PlayerRating } from '@courtside/shared/domain/competition/ratings';
import {
  replayRatings,
  type RatedMatchRecord,
} from '@courtside/shared/domain/competition/rating-replay';
import type { Tx } from '../../db/client';
import { matches, ratingHistory, teamMembers, users } from '../../db/schema';

/**
 * After a corrected result (ARCHITECTURE.md section 6): every rating change
 * from the first of `matchIds` on is replayed in its original order with the
 * results as they now stand, so that replaying every match in order gives the
 * stored ratings. Matches no longer completed (reset by a cascade) drop out.
 * The replayed rows keep their original timestamps, so later replays agree.
 */
export async function recomputeRatingsFrom(tx: Tx, matchIds: readonly string[]) {
  if (matchIds.length === 0) return;
  const [anchorRow] = await tx
    .select({ at: min(ratingHistory.createdAt) })
    .from(ratingHistory)
    .where(inArray(ratingHistory.matchId, [...matchIds]));
  const anchor = anchorRow?.at;
  if (!anchor) return; // never rated: nothing to replay
  const later = await tx
    .select()
    .from(ratingHistory)
    .where(gte(ratingHistory.createdAt, anchor))
    .orderBy(asc(ratingHistory.createdAt), asc(ratingHistory.matchId));

  const playerIds = [...new Set(later.map((h) => h.userId))];
  const before = await tx
    .select({ userId: ratingHistory.userId, n: count() })
    .from(ratingHistory)
    .where(and(inArray(ratingHistory.userId, playerIds), lt(ratingHistory.createdAt, anchor)))
    .groupBy(ratingHistory.userId);
  const initial = new Map<string, PlayerRating>();
  for (const id of playerIds) {
    const first = later.find((h) => h.userId === id)!;
    initial.set(id, {
      rating: first.before,
      matchesPlayed: before.find((b) => b.userId === id)?.n ?? 0,
    });
  }

  // The matches in their original order, with the results they hold now.
  const firstAt = new Map<string, Date>();
  for (const h of later) if (!firstAt.has(h.matchId)) firstAt.set(h.matchId, h.createdAt);
  const order = [...firstAt.keys()];
  const rows = await tx.select().from(matches).where(inArray(matches.id, order));
  const sideIds = rows.flatMap((r) => [r.side1Id, r.side2Id]).filter((id) => id !== null);
  const members =
    sideIds.length === 0
      ? []
      : await tx
          .select({ teamId: teamMembers.teamId, userId: teamMembers.userId })
          .from(teamMembers)
          .where(inArray(teamMembers.teamId, sideIds))
          .orderBy(asc(teamMembers.position));
  const playersOf = (sideId: string) => {
    const team = members.filter((m) => m.teamId === sideId).map((m) => m.userId);
    return team.length > 0 ? team : [sideId];
  };
  const replayed: { matchId: string; at: Date; record: RatedMatchRecord }[] = [];
  for (const matchId of order) {
    const row = rows.find((r) => r.id === matchId);
    if (!row || row.status !== 'completed' || !row.side1Id || !row.side2Id || !row.winnerId) {
      continue;
    }
    // A walkover, forfeit or disqualification is not rated (decision 024).
    if (!isRatedResult(row.resultKind)) continue;
    replayed.push({
      matchId,
      at: firstAt.get(matchId)!,
      record: {
        side1: playersOf(row.side1Id),
        side2: playersOf(row.side2Id),
        games: row.games,
        winner: row.winnerId === row.side1Id ? 'side1' : 'side2',
      },
    });
  }
  for (const { record } of replayed) {
    for (const id of [...record.side1, ...record.side2]) {
      if (!initial.has(id)) initial.set(id, { rating: null, matchesPlayed: 0 });
    }
  }
  const outcome = replayRatings(
    initial,
    replayed.map((r) => r.record),
  );

  await tx.delete(ratingHistory).where(gte(ratingHistory.createdAt, anchor));
  const rowsToInsert = replayed.flatMap(({ matchId, at, record }, i) => {
    const rated = outcome.history[i]!;
    return [
      ...record.side1.map((userId, j) => ({ userId, change: rated.side1[j]! })),
      ...record.side2.map((userId, j) => ({ userId, change: rated.side2[j]! })),
    ].map(({ userId, change }) => ({
      userId,
      matchId,
      before: change.before,
      after: change.after,
      createdAt: at,
    }));
  });
  if (rowsToInsert.length > 0) await tx.insert(ratingHistory).values(rowsToInsert);
  for (const [id, rating] of initial) {
    const final = outcome.ratings.get(id) ?? rating;
    await tx
      .update(users)
      .set({ rating: final.rating ?? RATING_DEFAULT })
      .where(eq(users.id, id));
  }
}
