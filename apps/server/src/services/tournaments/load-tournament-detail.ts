import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TournamentDetail } from '@courtside/shared/api/tournament';
import { personFactsJson } from '../viewer/person-columns';
import type { PersonFacts } from '../viewer/people';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import {
  courts,
  teamMembers,
  teams,
  tournamentParticipants,
  tournaments,
  tournamentWaitlist,
  users,
} from '../../db/schema';
import { isUuid, tournamentNotFound } from './tournament-access';
import { eventCountSql, playerCountSql, tournamentFields } from './tournament-view';

const organizer = alias(users, 'organizer');
const winner = alias(users, 'winner');

/** A person's facts as JSON inside the one detail query: `u` is the users row in scope. */
const userJson = sql.raw(personFactsJson);

type Person = PersonFacts;
/**
 * The detail as the server holds it (and caches it) before a viewer reads it: its people are
 * facts, which only `toTournamentDetailFor` (services/viewer) turns into an answer.
 */
export type TournamentDetailFacts = Omit<
  TournamentDetail,
  'participants' | 'waitlist' | 'teams' | 'canSeeResults'
> & {
  participants: (Omit<TournamentDetail['participants'][number], 'user'> & { user: Person })[];
  waitlist: (Omit<TournamentDetail['waitlist'][number], 'user'> & { user: Person })[];
  teams: (Omit<TournamentDetail['teams'][number], 'players'> & { players: Person[] })[];
};

const participantsJson = sql<
  { joinedAt: string; withdrawnAt: string | null; user: Person }[]
>`coalesce((
  select json_agg(json_build_object('joinedAt', p.joined_at, 'withdrawnAt', p.withdrawn_at,
      'user', ${userJson})
    order by p.joined_at, u.name)
  from ${tournamentParticipants} p join ${users} u on u.id = p.user_id
  where p.tournament_id = ${tournaments.id}), '[]'::json)`;

const waitlistJson = sql<{ createdAt: string; user: Person }[]>`coalesce((
  select json_agg(json_build_object('createdAt', w.created_at, 'user', ${userJson})
    order by w.created_at, w.user_id)
  from ${tournamentWaitlist} w join ${users} u on u.id = w.user_id
  where w.tournament_id = ${tournaments.id}), '[]'::json)`;

const teamsJson = sql<
  { id: string; name: string; withdrawnAt: string | null; players: Person[] }[]
>`coalesce((
  select json_agg(json_build_object('id', tm.id, 'name', tm.name,
    'withdrawnAt', tm.withdrawn_at, 'players', (
      select json_agg(${userJson} order by m.position)
      from ${teamMembers} m join ${users} u on u.id = m.user_id
      where m.team_id = tm.id))
    order by tm.position, tm.id)
  from ${teams} tm where tm.tournament_id = ${tournaments.id}), '[]'::json)`;

const courtsJson = sql<TournamentDetail['courts']>`coalesce((
  select json_agg(json_build_object('id', c.id, 'name', c.name, 'location', c.location)
    order by c.name)
  from ${courts} c where c.tournament_id = ${tournaments.id}), '[]'::json)`;

const iso = (timestamp: string) => new Date(timestamp).toISOString();

/** The one detail statement, prepared (decision 008): its plan is the costly part of it. */
const detailStatement = preparedPerDatabase((db) =>
  db
    .select({
      tournament: tournaments,
      organizer: {
        id: organizer.id,
        name: organizer.name,
        role: organizer.role,
        email: organizer.email,
        location: organizer.location,
        profileImage: organizer.profileImage,
      },
      winner: { id: winner.id, name: winner.name, profileImage: winner.profileImage },
      participants: participantsJson,
      waitlist: waitlistJson,
      teams: teamsJson,
      courts: courtsJson,
      eventCount: eventCountSql,
      playerCount: playerCountSql,
    })
    .from(tournaments)
    .innerJoin(organizer, eq(organizer.id, tournaments.organizerId))
    .leftJoin(winner, eq(winner.id, tournaments.winnerId))
    .where(eq(tournaments.id, sql.placeholder('id')))
    .prepare('tournament_detail'),
);

/**
 * GET /api/tournaments/{id}: the tournament with its organizer card, people,
 * teams and courts, in one statement (one round trip, whichever database).
 */
export async function loadTournamentDetail(
  db: Db,
  id: string,
  viewerId: string,
): Promise<TournamentDetailFacts> {
  if (!isUuid(id)) throw tournamentNotFound();
  const [row] = await detailStatement(db).execute({ id });
  if (!row) throw tournamentNotFound();
  const t = row.tournament;
  const waitlistPosition = row.waitlist.findIndex((w) => w.user.id === viewerId) + 1;
  const teamList: TournamentDetailFacts['teams'] = row.teams.map((team) => ({
    id: team.id,
    name: team.name,
    playerIds: (team.players ?? []).map((p) => p.id),
    players: team.players ?? [],
    withdrawnAt: team.withdrawnAt && iso(team.withdrawnAt),
  }));
  return {
    ...tournamentFields(t, {
      isParticipant: row.participants.some((p) => p.user.id === viewerId),
      waitlistPosition,
    }),
    // A tournament's figures over all its events (issue 26); a further event's answer is its own.
    ...(t.parentId === null ? { eventCount: row.eventCount, playerCount: row.playerCount } : {}),
    rules: t.rules,
    organizer: row.organizer,
    participants: row.participants.map((p) => ({
      userId: p.user.id,
      joinedAt: iso(p.joinedAt),
      withdrawnAt: p.withdrawnAt && iso(p.withdrawnAt),
      user: p.user,
    })),
    waitlist: row.waitlist.map((w, index) => ({
      userId: w.user.id,
      position: index + 1,
      createdAt: iso(w.createdAt),
      user: w.user,
    })),
    teams: teamList,
    courts: row.courts,
    winner: row.winner?.id ? row.winner : null,
    winnerName: t.winnerName,
    winnerPartner: t.winnerPartner,
  };
}
