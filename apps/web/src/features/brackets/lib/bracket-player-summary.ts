import type { Match } from '@courtside/shared/api/match';
import { sideId, sideName, type SideNumber } from '@/lib/match-sides';

/** One entrant's record in a round-robin group, counted from its matches. */
export interface PlayerSummaryRow {
  entrantId: string;
  name: string;
  played: number;
  won: number;
  lost: number;
  /** Points won less points lost over every game of its completed matches. */
  pointDiff: number;
  /** Matches with both sides known that are still to be finished. */
  toPlay: number;
}

const total = (points: readonly number[]) => points.reduce((sum, p) => sum + p, 0);

/**
 * The player summary of a group: played, won, lost and point difference from
 * the completed matches, and the matches left. Rows follow `order` (the
 * standings), then anyone else found in the matches, by name.
 */
export function playerSummary(
  matches: readonly Match[],
  order: readonly { entrantId: string; name: string }[] = [],
): PlayerSummaryRow[] {
  const rows = new Map<string, PlayerSummaryRow>();
  const rowOf = (id: string, name: string) => {
    const row = rows.get(id) ?? {
      entrantId: id,
      name,
      played: 0,
      won: 0,
      lost: 0,
      pointDiff: 0,
      toPlay: 0,
    };
    rows.set(id, row);
    return row;
  };
  for (const entrant of order) rowOf(entrant.entrantId, entrant.name);
  for (const match of matches) {
    for (const side of [1, 2] as SideNumber[]) {
      const id = sideId(match, side);
      const opponentId = sideId(match, side === 1 ? 2 : 1);
      if (!id || !opponentId || match.status === 'cancelled') continue;
      const row = rowOf(id, sideName(match, side) ?? id);
      if (match.status !== 'completed' || !match.winner) {
        row.toPlay += 1;
        continue;
      }
      const own = side === 1 ? match.score.player1 : match.score.player2;
      const other = side === 1 ? match.score.player2 : match.score.player1;
      row.played += 1;
      if (match.winner === id) row.won += 1;
      else row.lost += 1;
      row.pointDiff += total(own) - total(other);
    }
  }
  const ranked = new Set(order.map((e) => e.entrantId));
  const rest = [...rows.values()]
    .filter((r) => !ranked.has(r.entrantId))
    .sort((a, b) => a.name.localeCompare(b.name));
  return [...order.map((e) => rows.get(e.entrantId)!), ...rest];
}

/** Whether `entrantId` plays in `match` (a player in singles, a team in doubles). */
export const playsIn = (match: Match, entrantId: string): boolean =>
  match.player1Id === entrantId || match.player2Id === entrantId;
