import { asc, eq, inArray, sql } from 'drizzle-orm';
import { teamRating } from '@courtside/shared/domain/competition/entrants';
import type { Entrant } from '@courtside/shared/domain/competition/types';
import type { Db, Tx } from '../../db/client';
import { personFactColumns } from '../viewer/person-columns';
import type { PersonFacts } from '../viewer/people';
import {
  playerStats,
  teamMembers,
  teams,
  tournamentParticipants,
  users,
  type TournamentRow,
} from '../../db/schema';

/** A player of an entrant, with what the viewer serializers decide on (decision 012). */
export type EntrantPlayer = PersonFacts;

/** One side of a match: a player (singles) or a team of two (doubles, mixed). */
export interface EntrantInfo extends Entrant {
  isTeam: boolean;
  players: EntrantPlayer[];
}

/** A player's facts with their career totals (spec: totalWins, totalLosses, totalGamesPlayed). */
const playerColumns = {
  ...personFactColumns,
  wins: sql<number>`coalesce(${playerStats.wins}, 0)`.mapWith(Number),
  losses: sql<number>`coalesce(${playerStats.losses}, 0)`.mapWith(Number),
};

export const isTeamTournament = (t: Pick<TournamentRow, 'type'>) => t.type !== 'singles';

/**
 * The tournament's entrants, in registration order (the engine's tie-break
 * for equal ratings): its players, or for doubles its teams, rated by the
 * average of the two (`teamRating`).
 */
export async function loadEntrants(db: Db | Tx, tournament: TournamentRow): Promise<EntrantInfo[]> {
  if (!isTeamTournament(tournament)) {
    const rows = await db
      .select(playerColumns)
      .from(tournamentParticipants)
      .innerJoin(users, eq(users.id, tournamentParticipants.userId))
      .leftJoin(playerStats, eq(playerStats.userId, users.id))
      .where(eq(tournamentParticipants.tournamentId, tournament.id))
      .orderBy(asc(tournamentParticipants.joinedAt), asc(users.id));
    return rows.map((p) => ({ ...p, isTeam: false, players: [p] }));
  }
  const teamRows = await db
    .select()
    .from(teams)
    .where(eq(teams.tournamentId, tournament.id))
    .orderBy(asc(teams.position), asc(teams.createdAt));
  if (teamRows.length === 0) return [];
  const members = await db
    .select({ teamId: teamMembers.teamId, ...playerColumns })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .leftJoin(playerStats, eq(playerStats.userId, users.id))
    .where(
      inArray(
        teamMembers.teamId,
        teamRows.map((t) => t.id),
      ),
    )
    .orderBy(asc(teamMembers.position));
  return teamRows.map((team) => {
    const players = members
      .filter((m) => m.teamId === team.id)
      .map(({ teamId: _teamId, ...player }) => player);
    return {
      id: team.id,
      name: team.name,
      rating: teamRating(players[0]?.rating ?? null, players[1]?.rating ?? null),
      isTeam: true,
      players,
    };
  });
}
