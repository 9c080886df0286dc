import { eq } from 'drizzle-orm';
import { swissRoundCount } from '@courtside/shared/domain/competition/swiss';
import type { Tx } from '../../db/client';
import { matches, tournaments, type MatchRow, type TournamentRow } from '../../db/schema';
import type { EntrantInfo } from './entrants';
import { computeStandings } from './standings';

/**
 * After a match completes: when nothing is left to play (extra matches and
 * cancelled ones aside) and no stage is due,
 * the tournament is completed with its champion: the knockout final's winner
 * (a knockout with consolation too: the consolation decides only third), the
 * last grand final's winner of a double elimination (`GF-M2` when it was
 * played, `GF-M1` when `GF-M2` was cancelled or there is none), the only group's leader (a round robin without a knockout stage), or the
 * Swiss leader after the last round. Several groups without a knockout need the
 * organizer's Set Winner. Returns the champion, or null while play goes on.
 */
export async function completeIfDone(
  tx: Tx,
  tournament: TournamentRow,
  entrants: readonly EntrantInfo[],
): Promise<EntrantInfo | null> {
  const rows = (
    await tx.select().from(matches).where(eq(matches.tournamentId, tournament.id))
  ).filter((r) => r.stage !== 'extra');
  if (rows.some((r) => r.status !== 'completed' && r.status !== 'cancelled')) return null;
  const championId = championOf(tournament, entrants, rows);
  const champion = entrants.find((e) => e.id === championId) ?? null;
  if (!champion) return null;
  await tx
    .update(tournaments)
    .set({
      status: 'completed',
      winnerId: champion.isTeam ? null : champion.id,
      winnerName: champion.isTeam ? (champion.players[0]?.name ?? champion.name) : champion.name,
      winnerPartner: champion.isTeam ? (champion.players[1]?.name ?? null) : null,
      updatedAt: new Date(),
    })
    .where(eq(tournaments.id, tournament.id));
  return champion;
}

function championOf(
  tournament: TournamentRow,
  entrants: readonly EntrantInfo[],
  rows: readonly MatchRow[],
): string | null {
  const grandFinal = rows
    .filter((r) => r.stage === 'grand-final' && r.status === 'completed')
    .sort((a, b) => b.round - a.round)[0];
  if (grandFinal) return grandFinal.winnerId;
  const final = rows.find((r) => r.stage === 'knockout' && !r.winnerToKey);
  if (final) return final.winnerId;
  if (tournament.format === 'round-robin') {
    if (tournament.knockoutEnabled) return null; // the knockout stage is still to come
    const standings = computeStandings(tournament, entrants, rows);
    const groups = new Set(standings.map((s) => s.group));
    return groups.size === 1 ? (standings[0]?.entrantId ?? null) : null;
  }
  if (tournament.format === 'swiss') {
    const lastRound = Math.max(...rows.map((r) => r.round));
    if (lastRound < swissRoundCount(entrants.length)) return null;
    return computeStandings(tournament, entrants, rows)[0]?.entrantId ?? null;
  }
  return null;
}
