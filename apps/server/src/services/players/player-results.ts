import { and, desc, eq, gte, inArray } from 'drizzle-orm';
import { resultsVisibleSql } from '../viewer/results-access';
import type { PlayerResult } from '@courtside/shared/domain/player-stats';
import type { Db } from '../../db/client';
import {
  matches,
  playerResults,
  teamMembers,
  teams,
  tournamentParticipants,
  tournaments,
  users,
} from '../../db/schema';

/** A completed match from one player's side, with what the screens show of it. */
export interface LoadedResult extends PlayerResult {
  tournamentId: string;
  tournamentName: string;
  /** The other side's name: the player, or the team in doubles. */
  opponentName: string;
}

/**
 * Every completed match of a player (from `player_results`, kept by the database), oriented
 * to their side: who they played, the games with their points first.
 */
export async function loadPlayerResults(
  db: Db,
  userId: string,
  since?: Date,
): Promise<LoadedResult[]> {
  const rows = await db
    .select({
      matchId: matches.id,
      isWin: playerResults.isWin,
      completedAt: playerResults.completedAt,
      actualStartTime: matches.actualStartTime,
      games: matches.games,
      side1Id: matches.side1Id,
      side2Id: matches.side2Id,
      tournamentId: tournaments.id,
      tournamentName: tournaments.name,
    })
    .from(playerResults)
    .innerJoin(matches, eq(matches.id, playerResults.matchId))
    .innerJoin(tournaments, eq(tournaments.id, playerResults.tournamentId))
    .where(
      and(
        eq(playerResults.userId, userId),
        since ? gte(playerResults.completedAt, since) : undefined,
      ),
    )
    .orderBy(desc(playerResults.completedAt));
  if (rows.length === 0) return [];
  const sideIds = [...new Set(rows.flatMap((r) => [r.side1Id!, r.side2Id!]))];
  const [members, teamNames, people] = await Promise.all([
    db
      .select({ teamId: teamMembers.teamId, id: users.id, name: users.name })
      .from(teamMembers)
      .innerJoin(users, eq(users.id, teamMembers.userId))
      .where(inArray(teamMembers.teamId, sideIds))
      .orderBy(teamMembers.position),
    db.select({ id: teams.id, name: teams.name }).from(teams).where(inArray(teams.id, sideIds)),
    db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, sideIds)),
  ]);
  const playersOf = (sideId: string) => {
    const team = members.filter((m) => m.teamId === sideId);
    return team.length > 0 ? team : people.filter((p) => p.id === sideId);
  };
  const nameOf = (sideId: string) =>
    teamNames.find((t) => t.id === sideId)?.name ?? people.find((p) => p.id === sideId)?.name ?? '';
  return rows.map((r) => {
    const isSide1 = playersOf(r.side1Id!).some((p) => p.id === userId);
    const other = isSide1 ? r.side2Id! : r.side1Id!;
    return {
      matchId: r.matchId,
      isWin: r.isWin,
      completedAt: r.completedAt,
      actualStartTime: r.actualStartTime,
      games: r.games.map(([a, b]) => (isSide1 ? [a, b] : [b, a]) as [number, number]),
      opponents: playersOf(other).map(({ id, name }) => ({ id, name })),
      opponentName: nameOf(other),
      tournamentId: r.tournamentId,
      tournamentName: r.tournamentName,
    };
  });
}

/** Completed tournaments the player took part in, and how many of them they won. */
export async function loadTournamentRecord(
  db: Db,
  userId: string,
  viewer: { id: string } | null,
): Promise<{ played: number; won: number }> {
  const played = await db
    .select({
      id: tournaments.id,
      type: tournaments.type,
      winnerId: tournaments.winnerId,
      winnerName: tournaments.winnerName,
      winnerPartner: tournaments.winnerPartner,
    })
    .from(tournamentParticipants)
    .innerJoin(tournaments, eq(tournaments.id, tournamentParticipants.tournamentId))
    .where(
      and(
        eq(tournamentParticipants.userId, userId),
        eq(tournaments.status, 'completed'),
        resultsVisibleSql(viewer, tournaments.id),
      ),
    );
  let won = 0;
  for (const t of played) {
    if (t.type === 'singles' ? t.winnerId === userId : await wonAsTeam(db, t, userId)) won += 1;
  }
  return { played: played.length, won };
}

/**
 * Doubles champions are stored by name (the tournament's winner columns hold two names): the
 * player's team won when it won the knockout final, or, without a final, when its two players'
 * names are the recorded winner and partner.
 */
async function wonAsTeam(
  db: Db,
  t: { id: string; winnerName: string | null; winnerPartner: string | null },
  userId: string,
): Promise<boolean> {
  const [team] = await db
    .select({ teamId: teamMembers.teamId })
    .from(teamMembers)
    .where(and(eq(teamMembers.tournamentId, t.id), eq(teamMembers.userId, userId)));
  if (!team) return false;
  const finals = await db
    .select({ winnerId: matches.winnerId, winnerToKey: matches.winnerToKey })
    .from(matches)
    .where(and(eq(matches.tournamentId, t.id), eq(matches.stage, 'knockout')));
  const final = finals.find((m) => m.winnerToKey === null);
  if (final?.winnerId) return final.winnerId === team.teamId;
  const names = await db
    .select({ name: users.name })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(eq(teamMembers.teamId, team.teamId));
  const recorded = [t.winnerName, t.winnerPartner].filter(Boolean).sort();
  return (
    recorded.length === 2 &&
    JSON.stringify(names.map((n) => n.name).sort()) === JSON.stringify(recorded)
  );
}
