import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import { ENTRANT_CSV_COLUMNS, RESULT_CSV_COLUMNS } from '@courtside/shared/api/exports';
import type { Match } from '@courtside/shared/api/match';
import { dayOf } from '@courtside/shared/time/days';
import { formatMatchTime } from '@courtside/shared/time/match-time';
import type { Db } from '../../db/client';
import {
  teamMembers,
  teams,
  tournamentInvitations,
  tournamentParticipants,
  tournamentWaitlist,
  users,
  type TournamentRow,
  type UserRow,
} from '../../db/schema';
import { toCsv, type CsvValue } from '../../lib/csv';
import { loadTournamentMatches } from '../matches/match-view';
import { roundName } from '../matches/round-name';
import { toEntrantContact } from '../viewer/exports';
import { toMatchFor } from '../viewer/matches';
import type { Audience } from '../viewer/people';
import { personFactColumns } from '../viewer/person-columns';
import { assertOwner, findTournament } from './tournament-access';

/** A CSV export: its text and the tournament it is of (for the filename). */
export interface CsvExport {
  tournament: TournamentRow;
  csv: string;
}

/** The owner's tournament, 404 when missing, 403 for anyone else (spec section 6). */
async function ownedTournament(db: Db, user: UserRow, id: string) {
  const tournament = await findTournament(db, id);
  assertOwner(tournament, user);
  return tournament;
}

const organizerAudience = (tournament: TournamentRow, user: UserRow, publicUrl: string) =>
  ({ viewerId: user.id, organizerId: tournament.organizerId, publicUrl }) satisfies Audience;

const contactColumns = { ...personFactColumns, email: users.email };

/**
 * GET /api/tournaments/{id}/export/entrants.csv (the owner): every entrant with name, email,
 * rating, partner and status (registered, withdrawn, waitlisted, invited), in joining order.
 * What is shown of each person is the export serializer's to decide (services/viewer).
 */
export async function exportEntrants(
  db: Db,
  user: UserRow,
  id: string,
  publicUrl: string,
): Promise<CsvExport> {
  const tournament = await ownedTournament(db, user, id);
  const audience = organizerAudience(tournament, user, publicUrl);
  const participants = await db
    .select({ person: contactColumns, withdrawnAt: tournamentParticipants.withdrawnAt })
    .from(tournamentParticipants)
    .innerJoin(users, eq(users.id, tournamentParticipants.userId))
    .where(eq(tournamentParticipants.tournamentId, tournament.id))
    .orderBy(asc(tournamentParticipants.joinedAt), asc(users.name), asc(users.id));
  const waitlist = await db
    .select({ person: contactColumns })
    .from(tournamentWaitlist)
    .innerJoin(users, eq(users.id, tournamentWaitlist.userId))
    .where(eq(tournamentWaitlist.tournamentId, tournament.id))
    .orderBy(asc(tournamentWaitlist.createdAt), asc(users.id));
  const invited = await db
    .select({ name: tournamentInvitations.name, email: tournamentInvitations.email })
    .from(tournamentInvitations)
    .where(
      and(
        eq(tournamentInvitations.tournamentId, tournament.id),
        isNull(tournamentInvitations.acceptedAt),
        gt(tournamentInvitations.expiresAt, new Date()),
      ),
    )
    .orderBy(asc(tournamentInvitations.createdAt));
  const partners = await partnersOf(
    db,
    tournament.id,
    participants.map((p) => p.person.id),
  );

  const rows: CsvValue[][] = [];
  for (const { person, withdrawnAt } of participants) {
    const contact = toEntrantContact(person, audience);
    const partner = partners.get(person.id);
    const isWithdrawn = withdrawnAt !== null || partner?.withdrawn === true;
    rows.push([
      contact.name,
      contact.email,
      contact.rating,
      partner?.names ?? null,
      isWithdrawn ? 'withdrawn' : 'registered',
    ]);
  }
  for (const { person } of waitlist) {
    const contact = toEntrantContact(person, audience);
    rows.push([contact.name, contact.email, contact.rating, null, 'waitlisted']);
  }
  for (const invitation of invited) {
    rows.push([invitation.name, invitation.email, null, null, 'invited']);
  }
  return { tournament, csv: toCsv(ENTRANT_CSV_COLUMNS, rows) };
}

/** Each team member's partners ('Sam Park'), and whether their team has withdrawn. */
async function partnersOf(db: Db, tournamentId: string, userIds: readonly string[]) {
  const out = new Map<string, { names: string; withdrawn: boolean }>();
  if (userIds.length === 0) return out;
  const members = await db
    .select({
      teamId: teamMembers.teamId,
      userId: teamMembers.userId,
      name: users.name,
      withdrawnAt: teams.withdrawnAt,
    })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(teamMembers.tournamentId, tournamentId), inArray(teamMembers.userId, userIds)))
    .orderBy(asc(teamMembers.position));
  for (const member of members) {
    const others = members.filter((m) => m.teamId === member.teamId && m.userId !== member.userId);
    out.set(member.userId, {
      names: others.map((m) => m.name).join(' & '),
      withdrawn: member.withdrawnAt !== null,
    });
  }
  return out;
}

const sideName = (player: Match['player1'], team: Match['team1']) =>
  team?.name ?? player?.name ?? null;

/** "2027-03-13 09:00 PST": the venue's day and clock with its zone, unambiguous in a sheet. */
function venueTime(startTime: string | null, zone: string): string | null {
  if (!startTime) return null;
  const instant = new Date(startTime);
  const clock = formatMatchTime(instant, zone, zone, { timeFormat: '24h' }).venue;
  return `${dayOf(instant, zone)} ${clock}`;
}

/**
 * GET /api/tournaments/{id}/export/results.csv (the owner): every match in round order with
 * its sides, games, winner, special result, status, court and venue start time.
 */
export async function exportResults(
  db: Db,
  user: UserRow,
  id: string,
  publicUrl: string,
): Promise<CsvExport> {
  const tournament = await ownedTournament(db, user, id);
  const audience = organizerAudience(tournament, user, publicUrl);
  const facts = await loadTournamentMatches(db, tournament);
  const rows = facts.map((fact): CsvValue[] => {
    const match = toMatchFor(fact, audience);
    const side1 = sideName(match.player1, match.team1);
    const side2 = sideName(match.player2, match.team2);
    const games = match.score.player1.map((points, i) => `${points}-${match.score.player2[i]}`);
    const winner =
      match.winner === null
        ? null
        : match.winner === match.player1Id
          ? side1
          : match.winner === match.player2Id
            ? side2
            : null;
    return [
      roundName(match),
      match.stage,
      match.group,
      side1 ?? 'TBD',
      side2 ?? 'TBD',
      games.join(' '),
      winner,
      match.resultKind ?? (match.status === 'completed' ? 'played' : null),
      match.status,
      match.court?.name ?? null,
      venueTime(match.startTime, tournament.timeZone),
    ];
  });
  return { tournament, csv: toCsv(RESULT_CSV_COLUMNS, rows) };
}
