import { toScoringFormatName, toScoringSystem } from '@courtside/shared/domain/competition/scoring';
import { and, asc, eq, inArray, sql, type Placeholder } from 'drizzle-orm';
import type { Team, TournamentSummary, TournamentUser } from '@courtside/shared/api/tournament';
import type { Db, Tx } from '../../db/client';
import {
  teamMembers,
  teams,
  tournamentParticipants,
  tournamentWaitlist,
  tournaments,
  users,
  type TournamentRow,
} from '../../db/schema';
import { eventNameOf } from '../events/event-name';

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
export const waitlistPositionSql = (viewerId: string | Placeholder) => sql<number>`(
  select count(*)::int from ${tournamentWaitlist} w
  join ${tournamentWaitlist} me on me.tournament_id = w.tournament_id and me.user_id = ${viewerId}
  where w.tournament_id = ${tournaments.id}
    and (w.created_at, w.user_id) <= (me.created_at, me.user_id))`;

export const isParticipantSql = (viewerId: string | Placeholder) => sql<boolean>`exists(
  select 1 from ${tournamentParticipants} p
  where p.tournament_id = ${tournaments.id} and p.user_id = ${viewerId})`;

/**
 * Whether the viewer holds a place in any event of the tournament in scope (its own row or a
 * further event's): what a list row's `isParticipant` ("Joined") means for a tournament of several
 * events, where a place in the second event alone is still a place in the tournament (issue 26).
 * For a tournament of one event it is `isParticipantSql`.
 */
export const isInTournamentSql = (viewerId: string | Placeholder) => sql<boolean>`exists(
  select 1 from ${tournaments} e join ${tournamentParticipants} p on p.tournament_id = e.id
  where (e.id = ${tournaments.id} or e.parent_id = ${tournaments.id}) and p.user_id = ${viewerId})`;

/**
 * How many events the tournament in scope holds (its own row and its further events): a
 * correlated subquery, so a list asks it of every row in one statement (issue 26).
 */
export const eventCountSql = sql<number>`(1 + (select count(*)::int from ${tournaments} e
  where e.parent_id = ${tournaments.id}))`;

/**
 * The players holding a place in any event of the tournament in scope, each counted once (a
 * player in two events is one player; a doubles team's players each hold a place). Correlated,
 * like `eventCountSql`: one statement for a whole list.
 */
export const playerCountSql = sql<number>`(select count(distinct p.user_id)::int
  from ${tournaments} e join ${tournamentParticipants} p on p.tournament_id = e.id
  where e.id = ${tournaments.id} or e.parent_id = ${tournaments.id})`;

/** The columns `tournamentFields` reads: what a list row needs (not rules, winner, updatedAt). */
export const tournamentFieldColumns = {
  id: tournaments.id,
  name: tournaments.name,
  eventName: tournaments.eventName,
  description: tournaments.description,
  category: tournaments.category,
  type: tournaments.type,
  format: tournaments.format,
  status: tournaments.status,
  startDate: tournaments.startDate,
  endDate: tournaments.endDate,
  timeZone: tournaments.timeZone,
  location: tournaments.location,
  maxParticipants: tournaments.maxParticipants,
  currentParticipants: tournaments.currentParticipants,
  entryFeeCents: tournaments.entryFeeCents,
  prizePoolCents: tournaments.prizePoolCents,
  numGroups: tournaments.numGroups,
  knockoutEnabled: tournaments.knockoutEnabled,
  advanceCount: tournaments.advanceCount,
  scoringFormat: tournaments.scoringFormat,
  scoringSystem: tournaments.scoringSystem,
  hasBronzeMatch: tournaments.hasBronzeMatch,
  grandFinalReset: tournaments.grandFinalReset,
  courtCount: tournaments.courtCount,
  restMinutes: tournaments.restMinutes,
  scoreConfirmation: tournaments.scoreConfirmation,
  confirmationMinutes: tournaments.confirmationMinutes,
  isPublic: tournaments.isPublic,
  checkInOpensAt: tournaments.checkInOpensAt,
  organizerId: tournaments.organizerId,
  createdAt: tournaments.createdAt,
  parentId: tournaments.parentId,
  minRating: tournaments.minRating,
  maxRating: tournaments.maxRating,
  minAge: tournaments.minAge,
  maxAge: tournaments.maxAge,
  eventDay: tournaments.eventDay,
  eventStartTime: tournaments.eventStartTime,
  maxEventsPerPlayer: tournaments.maxEventsPerPlayer,
  closingTime: tournaments.closingTime,
};
type TournamentFieldsRow = Pick<TournamentRow, keyof typeof tournamentFieldColumns>;

/** The fields every tournament answer shares; money leaves in dollars. */
export function tournamentFields(
  row: TournamentFieldsRow,
  viewer: { isParticipant: boolean; waitlistPosition: number },
) {
  return {
    id: row.id,
    name: row.name,
    eventName: eventNameOf(row),
    description: row.description,
    category: row.category,
    type: row.type,
    format: row.format,
    status: row.status,
    startDate: row.startDate,
    endDate: row.endDate,
    timeZone: row.timeZone,
    location: row.location,
    maxParticipants: row.maxParticipants,
    currentParticipants: row.currentParticipants,
    entryFee: row.entryFeeCents / 100,
    prizePool: row.prizePoolCents / 100,
    numGroups: row.numGroups,
    knockoutEnabled: row.knockoutEnabled,
    advanceCount: row.advanceCount,
    scoringFormat: toScoringFormatName(row.scoringFormat),
    scoringSystem: toScoringSystem(row.scoringSystem),
    hasBronzeMatch: row.hasBronzeMatch,
    grandFinalReset: row.grandFinalReset,
    courtCount: row.courtCount,
    restMinutes: row.restMinutes,
    scoreConfirmation: row.scoreConfirmation,
    confirmationMinutes: row.confirmationMinutes,
    isPublic: row.isPublic,
    checkInOpensAt: row.checkInOpensAt?.toISOString() ?? null,
    organizerId: row.organizerId,
    createdAt: row.createdAt.toISOString(),
    parentId: row.parentId,
    minRating: row.minRating,
    maxRating: row.maxRating,
    minAge: row.minAge,
    maxAge: row.maxAge,
    eventDay: row.eventDay,
    eventStartTime: row.eventStartTime,
    maxEventsPerPlayer: row.maxEventsPerPlayer,
    closingTime: row.closingTime,
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
