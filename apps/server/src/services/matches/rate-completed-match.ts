import { count, eq, inArray } from 'drizzle-orm';
import { rateMatch } from '@courtside/shared/domain/competition/ratings';
import type { Tx } from '../../db/client';
import { ratingHistory, users, type MatchRow } from '../../db/schema';
import type { EntrantInfo } from './entrants';

/**
 * Rates a completed match (modified Elo, packages/shared ratings.ts): each
 * player's rating moves, with the step of a provisional player while they have
 * few rated matches, and a history row records before and after. Runs in the
 * completing transaction.
 */
export async function rateCompletedMatch(
  tx: Tx,
  row: MatchRow,
  side1: EntrantInfo,
  side2: EntrantInfo,
  winner: 'side1' | 'side2',
) {
  const playerIds = [...side1.players, ...side2.players].map((p) => p.id);
  const current = await tx
    .select({ id: users.id, rating: users.rating })
    .from(users)
    .where(inArray(users.id, playerIds));
  const played = await tx
    .select({ userId: ratingHistory.userId, matches: count() })
    .from(ratingHistory)
    .where(inArray(ratingHistory.userId, playerIds))
    .groupBy(ratingHistory.userId);
  const ratingOf = (id: string) => current.find((u) => u.id === id)?.rating ?? null;
  const playedOf = (id: string) => played.find((p) => p.userId === id)?.matches ?? 0;
  const input = (side: EntrantInfo) =>
    side.players.map((p) => ({ rating: ratingOf(p.id), matchesPlayed: playedOf(p.id) }));
  const rated = rateMatch({ side1: input(side1), side2: input(side2), games: row.games, winner });
  const changes = [
    ...side1.players.map((p, i) => ({ id: p.id, change: rated.side1[i]! })),
    ...side2.players.map((p, i) => ({ id: p.id, change: rated.side2[i]! })),
  ];
  for (const { id, change } of changes) {
    await tx.update(users).set({ rating: change.after }).where(eq(users.id, id));
    await tx
      .insert(ratingHistory)
      .values({ userId: id, matchId: row.id, before: change.before, after: change.after });
  }
}
