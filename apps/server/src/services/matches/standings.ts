import { roundRobinStandings } from '@courtside/shared/domain/competition/standings';
import { swissStandings } from '@courtside/shared/domain/competition/swiss-standings';
import type { MatchResult } from '@courtside/shared/domain/competition/types';
import type { MatchRow, TournamentRow } from '../../db/schema';
import type { EntrantInfo } from './entrants';

export interface StandingView {
  rank: number;
  entrantId: string;
  name: string;
  group: string | null;
  played: number;
  won: number;
  lost: number;
  pointDiff: number;
  reason: string;
}

/** A completed row as the engine reads results. */
export function toResult(row: MatchRow): MatchResult | null {
  if (row.status !== 'completed' || !row.side1Id || !row.side2Id || !row.winnerId) return null;
  return {
    sides: [row.side1Id, row.side2Id],
    games: row.games,
    winner: row.winnerId === row.side1Id ? 'side1' : 'side2',
  };
}

const results = (rows: readonly MatchRow[]) =>
  rows.map(toResult).filter((r): r is MatchResult => r !== null);

/** Swiss byes: in each paired round, whoever has no match sat it out. */
export function swissByes(entrants: readonly EntrantInfo[], rows: readonly MatchRow[]): string[] {
  const rounds = [...new Set(rows.filter((r) => r.stage === 'swiss').map((r) => r.round))];
  return rounds.flatMap((round) => {
    const playing = new Set(
      rows
        .filter((r) => r.stage === 'swiss' && r.round === round)
        .flatMap((r) => [r.side1Id, r.side2Id]),
    );
    return entrants.filter((e) => !playing.has(e.id)).map((e) => e.id);
  });
}

/** Each group's entrants, from the group matches they were drawn into. */
export function groupsOf(entrants: readonly EntrantInfo[], rows: readonly MatchRow[]) {
  const byId = new Map(entrants.map((e) => [e.id, e]));
  const groups = new Map<string, Set<string>>();
  for (const row of rows.filter((r) => r.stage === 'group' && r.groupLabel)) {
    const members = groups.get(row.groupLabel!) ?? new Set<string>();
    for (const id of [row.side1Id, row.side2Id]) if (id) members.add(id);
    groups.set(row.groupLabel!, members);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([label, ids]) => ({
      label,
      entrants: [...ids].map((id) => byId.get(id)).filter((e): e is EntrantInfo => !!e),
    }));
}

/**
 * The standings a bracket shows: per group for a round robin (USA Pickleball
 * tiebreakers, each place with its reason), the Swiss table for a swiss, none
 * for a knockout.
 */
export function computeStandings(
  tournament: TournamentRow,
  entrants: readonly EntrantInfo[],
  rows: readonly MatchRow[],
): StandingView[] {
  if (tournament.format === 'round-robin') {
    return groupsOf(entrants, rows).flatMap((group) => {
      const ids = new Set(group.entrants.map((e) => e.id));
      const groupResults = results(rows.filter((r) => r.stage === 'group')).filter(
        (r) => ids.has(r.sides[0]) && ids.has(r.sides[1]),
      );
      return roundRobinStandings(group.entrants, groupResults).map((row) => ({
        rank: row.rank,
        entrantId: row.entrantId,
        name: row.name,
        group: group.label,
        played: row.played,
        won: row.won,
        lost: row.lost,
        pointDiff: row.pointDiff,
        reason: row.reason,
      }));
    });
  }
  if (tournament.format === 'swiss') {
    return swissStandings(entrants, results(rows), swissByes(entrants, rows)).map((row) => ({
      rank: row.rank,
      entrantId: row.entrantId,
      name: row.name,
      group: null,
      played: row.played,
      won: row.wins,
      lost: row.lost,
      pointDiff: row.pointDiff,
      reason: row.reason,
    }));
  }
  return [];
}
