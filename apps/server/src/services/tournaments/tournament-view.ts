import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type {
  Team,
  TournamentDetail,
  TournamentSummary,
  TournamentUser,
} from '@courtside/shared/api/tournament';
import type { Db, Tx } from '../../db/client';
import {
  courts,
  teamMembers,
  teams,
  tournamentParticipants,
  tournamentWaitlist,
  tournaments,
  users,
  type TournamentRow,
} from '../../db/schema';
import { findTournament } from './tournament-access';

export const tournamentUserColumns = {
  id: users.id,
  name: users.name,
  profileImage: users.profileImage,
  rating: users.rating,
};

/**
 * The viewer's place on the waitlist (1-based), 0 when not on it. A correlated
 * subquery, so the list can ask it of every row in one statement.
 */
export const waitlistPositionSql = (viewerId: string) => sql<number>`(
  select count(*)::int from ${tournamentWaitlist} w
  join ${tournamentWaitlist} me on me.tournament_id = w.tournament_id and me.user_id = ${viewerId}
  where w.tournament_id = ${tournaments.id}
    and (w.created_at, w.user_id) <= (me.created_at, me.user_id))`;

export const isParticipantSql = (viewerId: string) => sql<boolean>`exists(
  select 1 from ${tournamentParticipants} p
  where p.tournament_id = ${tournaments.id} and p.user_id = ${viewerId})`;

/** The fields every tournament answer shares; money leaves in dollars. */
export function tournamentFields(
  row: TournamentRow,
  viewer: { isParticipant: boolean; waitlistPosition: number },
) {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    type: row.type,
    format: row.format,
    status: row.status,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate?.toISOString() ?? null,
    location: row.location,
    maxParticipants: row.maxParticipants,
    currentParticipants: row.currentParticipants,
    entryFee: row.entryFeeCents / 100,
    prizePool: row.prizePoolCents / 100,
    numGroups: row.numGroups,
    knockoutEnabled: row.knockoutEnabled,
    advanceCount: row.advanceCount,
    organizerId: row.organizerId,
    createdAt: row.createdAt.toISOString(),
    isParticipant: viewer.isParticipant,
    waitlistPosition: viewer.waitlistPosition > 0 ? viewer.waitlistPosition : null,
  } satisfies Partial<TournamentSummary>;
}

/** The teams of a tournament with their two players, in creation order. */
export async function loadTeams(db: Db | Tx, tournamentId: string): Promise<Team[]> {
  const rows = await db
    .select({ teamId: teams.id, teamName: teams.name, player: tournamentUserColumns })
    .from(teams)
    .innerJoin(teamMembers, eq(teamMembers.teamId, teams.id))
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(eq(teams.tournamentId, tournamentId))
    .orderBy(asc(teams.position), asc(teams.id), asc(teamMembers.position));
  const byId = new Map<string, Team>();
  for (const { teamId, teamName, player } of rows) {
    let team = byId.get(teamId);
    if (!team) {
      team = { id: teamId, name: teamName, playerIds: [], players: [] };
      byId.set(teamId, team);
    }
    team.playerIds.push(player.id);
    team.players.push(player);
  }
  return [...byId.values()];
}

/** GET /api/tournaments/{id}: the tournament with organizer, people, teams and courts. */
export async function loadTournamentDetail(
  db: Db | Tx,
  id: string,
  viewerId: string,
): Promise<TournamentDetail> {
  const row = await findTournament(db, id);
  const [organizer, participants, waitlist, teamList, courtRows, winner] = await Promise.all([
    db
      .select({
        id: users.id,
        name: users.name,
        role: users.role,
        email: users.email,
        location: users.location,
        profileImage: users.profileImage,
      })
      .from(users)
      .where(eq(users.id, row.organizerId))
      .then((r) => r[0]!),
    db
      .select({ joinedAt: tournamentParticipants.joinedAt, user: tournamentUserColumns })
      .from(tournamentParticipants)
      .innerJoin(users, eq(users.id, tournamentParticipants.userId))
      .where(eq(tournamentParticipants.tournamentId, id))
      .orderBy(asc(tournamentParticipants.joinedAt), asc(users.name)),
    db
      .select({ createdAt: tournamentWaitlist.createdAt, user: tournamentUserColumns })
      .from(tournamentWaitlist)
      .innerJoin(users, eq(users.id, tournamentWaitlist.userId))
      .where(eq(tournamentWaitlist.tournamentId, id))
      .orderBy(asc(tournamentWaitlist.createdAt), asc(tournamentWaitlist.userId)),
    loadTeams(db, id),
    db
      .select({ id: courts.id, name: courts.name, location: courts.location })
      .from(courts)
      .where(eq(courts.tournamentId, id))
      .orderBy(asc(courts.name)),
    row.winnerId
      ? db
          .select({ id: users.id, name: users.name, profileImage: users.profileImage })
          .from(users)
          .where(eq(users.id, row.winnerId))
          .then((r) => r[0] ?? null)
      : Promise.resolve(null),
  ]);
  const waitlistPosition = waitlist.findIndex((w) => w.user.id === viewerId) + 1;
  return {
    ...tournamentFields(row, {
      isParticipant: participants.some((p) => p.user.id === viewerId),
      waitlistPosition,
    }),
    rules: row.rules,
    organizer,
    participants: participants.map((p) => ({
      userId: p.user.id,
      joinedAt: p.joinedAt.toISOString(),
      user: p.user,
    })),
    waitlist: waitlist.map((w, index) => ({
      userId: w.user.id,
      position: index + 1,
      createdAt: w.createdAt.toISOString(),
      user: w.user,
    })),
    teams: teamList,
    courts: courtRows,
    winner,
    winnerName: row.winnerName,
    winnerPartner: row.winnerPartner,
  };
}

/** Players of a tournament by id (for team checks and names). */
export async function loadParticipantUsers(
  db: Db | Tx,
  tournamentId: string,
  userIds?: string[],
): Promise<TournamentUser[]> {
  return db
    .select(tournamentUserColumns)
    .from(tournamentParticipants)
    .innerJoin(users, eq(users.id, tournamentParticipants.userId))
    .where(
      and(
        eq(tournamentParticipants.tournamentId, tournamentId),
        userIds ? inArray(tournamentParticipants.userId, userIds) : undefined,
      ),
    );
}
