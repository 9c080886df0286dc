import { eq } from 'drizzle-orm';
import { TOURNAMENT_MESSAGES, type Team } from '@courtside/shared/api/tournament';
import { defaultTeamName } from '@courtside/shared/domain/teams';
import type { Db } from '../../db/client';
import { teamMembers, teams, type UserRow } from '../../db/schema';
import { AppError, validationError } from '../../lib/app-error';
import { assertOwner, lockTournament } from './tournament-access';
import { loadParticipantUsers, loadTeams } from './tournament-view';

interface TeamInput {
  name?: string;
  playerIds: string[];
}

/**
 * POST /api/teams/tournament/{id} (owner only): replaces the tournament's teams
 * with the given set, before the start, for doubles and mixed only. The schema
 * has checked two players per team and no player twice; here every player must
 * be a participant. All or nothing, in one transaction.
 */
export async function saveTeams(
  db: Db,
  user: UserRow,
  id: string,
  input: TeamInput[],
): Promise<Team[]> {
  return db.transaction(async (tx) => {
    const tournament = await lockTournament(tx, id);
    assertOwner(tournament, user);
    if (tournament.type === 'singles') {
      throw new AppError('CONFLICT', TOURNAMENT_MESSAGES.teamsOnlyForDoubles);
    }
    if (tournament.status !== 'upcoming') {
      throw new AppError('CONFLICT', TOURNAMENT_MESSAGES.teamsOnlyBeforeStart);
    }
    const wanted = input.flatMap((team) => team.playerIds);
    const found = wanted.length > 0 ? await loadParticipantUsers(tx, id, wanted) : [];
    const players = new Map(found.map((p) => [p.id, p]));
    if (wanted.some((playerId) => !players.has(playerId))) {
      throw validationError({ teams: [TOURNAMENT_MESSAGES.teamMemberNotParticipant] });
    }

    await tx.delete(teams).where(eq(teams.tournamentId, id));
    for (const [position, team] of input.entries()) {
      const [a, b] = team.playerIds.map((playerId) => players.get(playerId)!);
      const [row] = await tx
        .insert(teams)
        .values({ tournamentId: id, position, name: team.name || defaultTeamName(a!, b!) })
        .returning({ id: teams.id });
      await tx.insert(teamMembers).values(
        team.playerIds.map((userId, position) => ({
          teamId: row!.id,
          tournamentId: id,
          userId,
          position,
        })),
      );
    }
    return loadTeams(tx, id);
  });
}
