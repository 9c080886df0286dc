import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  CHECK_IN_MESSAGES,
  checkInNotOpenMessage,
  type CheckInList,
  type CheckInPlayer,
  type MyCheckIn,
  type Ticket,
} from '@courtside/shared/api/check-in';
import type { Db, Tx } from '../../db/client';
import {
  courts,
  matches,
  teamMembers,
  teams,
  tournamentDeskStaff,
  tournamentParticipants,
  tournaments,
  tournamentWaitlist,
  users,
  type TournamentRow,
  type UserRow,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { createToken, hashToken } from '../../lib/tokens';
import { assertDesk, isDesk } from '../tournaments/desk-access';
import { findTournament, isUuid } from '../tournaments/tournament-access';

/** How many of the next scheduled matches the desk sees missing players of. */
const NEXT_MATCHES = 8;

type Window = Pick<TournamentRow, 'checkInOpensAt' | 'status'>;

/** Check-in is accepted from `checkInOpensAt` until the tournament is completed (decision 025). */
export const isCheckInOpen = (t: Window, now = new Date()) =>
  t.checkInOpensAt !== null && t.checkInOpensAt <= now && t.status !== 'completed';

/** 409 with the reason unless check-in is open now. */
export function assertCheckInOpen(t: Window, now = new Date()): void {
  if (t.checkInOpensAt === null) throw new AppError('CONFLICT', CHECK_IN_MESSAGES.notUsed);
  if (t.status === 'completed') throw new AppError('CONFLICT', CHECK_IN_MESSAGES.closed);
  if (t.checkInOpensAt > now) {
    throw new AppError('CONFLICT', checkInNotOpenMessage(t.checkInOpensAt));
  }
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * Marks `userId` checked in (a participant, else a waitlisted player); a second check-in keeps
 * the first time and who made it. Null when they hold neither a place nor a waitlist spot.
 * `wasCheckedIn` is whether this call found them checked in already: only the update that
 * finds `checked_in_at` empty sets it (a racing one waits for its row lock, then finds it set),
 * so of concurrent scans exactly one is the first, even within one millisecond.
 */
async function markCheckedIn(
  db: Db | Tx,
  tournamentId: string,
  userId: string,
  by: string,
): Promise<(CheckInPlayer & { wasCheckedIn: boolean }) | null> {
  if (!isUuid(userId)) return null;
  type Marked = { checkedInAt: Date; wasCheckedIn: boolean } | null;
  const mark = async (
    table: typeof tournamentParticipants | typeof tournamentWaitlist,
  ): Promise<Marked> => {
    const theirs = and(eq(table.tournamentId, tournamentId), eq(table.userId, userId));
    const [first] = await db
      .update(table)
      .set({ checkedInAt: new Date(), checkedInBy: by })
      .where(and(theirs, isNull(table.checkedInAt)))
      .returning({ checkedInAt: table.checkedInAt });
    if (first?.checkedInAt) return { checkedInAt: first.checkedInAt, wasCheckedIn: false };
    const [held] = await db.select({ checkedInAt: table.checkedInAt }).from(table).where(theirs);
    if (!held) return null;
    // Undone between the two statements: check in afresh.
    return held.checkedInAt ? { checkedInAt: held.checkedInAt, wasCheckedIn: true } : mark(table);
  };
  const marked = (await mark(tournamentParticipants)) ?? (await mark(tournamentWaitlist));
  if (!marked) return null;
  const [user] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return {
    userId,
    name: user?.name ?? '',
    checkedInAt: marked.checkedInAt.toISOString(),
    wasCheckedIn: marked.wasCheckedIn,
  };
}

/** POST /api/tournaments/{id}/check-in: the signed-in participant checks themself in. */
export async function selfCheckIn(db: Db, user: UserRow, tournamentId: string) {
  const tournament = await findTournament(db, tournamentId);
  const player = await registrationOf(db, tournament.id, user.id);
  if (!player) throw new AppError('FORBIDDEN', CHECK_IN_MESSAGES.notRegistered);
  assertCheckInOpen(tournament);
  const marked = await markCheckedIn(db, tournament.id, user.id, user.id);
  if (!marked) throw new AppError('FORBIDDEN', CHECK_IN_MESSAGES.notRegistered);
  return marked;
}

/** POST /api/tournaments/{id}/participants/{userId}/check-in (the desk). */
export async function deskCheckIn(db: Db, desk: UserRow, tournamentId: string, userId: string) {
  const tournament = await findTournament(db, tournamentId);
  await assertDesk(db, tournament, desk);
  const player = await registrationOf(db, tournament.id, userId);
  if (!player) throw new AppError('NOT_FOUND', CHECK_IN_MESSAGES.notAPlayer);
  assertCheckInOpen(tournament);
  const marked = await markCheckedIn(db, tournament.id, userId, desk.id);
  if (!marked) throw new AppError('NOT_FOUND', CHECK_IN_MESSAGES.notAPlayer);
  return marked;
}

/** DELETE /api/tournaments/{id}/participants/{userId}/check-in (the desk): a mistaken check-in. */
export async function undoCheckIn(
  db: Db,
  desk: UserRow,
  tournamentId: string,
  userId: string,
): Promise<CheckInPlayer> {
  const tournament = await findTournament(db, tournamentId);
  await assertDesk(db, tournament, desk);
  const player = await registrationOf(db, tournament.id, userId);
  if (!player) throw new AppError('NOT_FOUND', CHECK_IN_MESSAGES.notAPlayer);
  if (tournament.status === 'completed') throw new AppError('CONFLICT', CHECK_IN_MESSAGES.closed);
  const cleared = { checkedInAt: null, checkedInBy: null };
  const table = player.isWaitlisted ? tournamentWaitlist : tournamentParticipants;
  await db
    .update(table)
    .set(cleared)
    .where(and(eq(table.tournamentId, tournament.id), eq(table.userId, userId)));
  return { userId, name: player.name, checkedInAt: null };
}

/** The player's place (or waitlist spot) in the tournament, with their name; null if none. */
async function registrationOf(db: Db | Tx, tournamentId: string, userId: string) {
  if (!isUuid(userId)) return null;
  const [row] = await db
    .select({
      name: users.name,
      placed: sql<boolean>`exists(select 1 from ${tournamentParticipants} p
        where p.tournament_id = ${tournamentId} and p.user_id = ${users.id})`,
      waiting: sql<boolean>`exists(select 1 from ${tournamentWaitlist} w
        where w.tournament_id = ${tournamentId} and w.user_id = ${users.id})`,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row || (!row.placed && !row.waiting)) return null;
  return { name: row.name, isWaitlisted: !row.placed };
}

/**
 * POST /api/check-in/{token}: what a desk phone opens when it scans a ticket's QR code. Checks
 * the ticket's player in only with the caller's own desk rights: 404 for an unknown token,
 * 403 unless the caller is the desk of that registration's tournament.
 */
export async function checkInByToken(db: Db, caller: UserRow, token: string) {
  const [registration] = await db
    .select({ tournament: tournaments, userId: tournamentParticipants.userId })
    .from(tournamentParticipants)
    .innerJoin(tournaments, eq(tournaments.id, tournamentParticipants.tournamentId))
    .where(eq(tournamentParticipants.checkInTokenHash, hashToken(token)));
  if (!registration) throw new AppError('NOT_FOUND', CHECK_IN_MESSAGES.unknownTicket);
  const { tournament, userId } = registration;
  if (!(await isDesk(db, tournament, caller.id))) {
    throw new AppError('FORBIDDEN', CHECK_IN_MESSAGES.ticketNotDesk);
  }
  assertCheckInOpen(tournament);
  const marked = await markCheckedIn(db, tournament.id, userId, caller.id);
  if (!marked) throw new AppError('NOT_FOUND', CHECK_IN_MESSAGES.unknownTicket);
  return { ...marked, tournamentId: tournament.id, tournamentName: tournament.name };
}

/**
 * GET /api/tournaments/{id}/ticket (the participant): the ticket with its check-in token in
 * clear. Only the token's sha256 is stored, so each view issues a new token and the previous
 * QR code stops working (decision 025): the ticket on screen is always the valid one.
 */
export async function loadTicket(db: Db, user: UserRow, tournamentId: string): Promise<Ticket> {
  const tournament = await findTournament(db, tournamentId);
  const token = createToken();
  const [row] = await db
    .update(tournamentParticipants)
    .set({ checkInTokenHash: hashToken(token) })
    .where(
      and(
        eq(tournamentParticipants.tournamentId, tournament.id),
        eq(tournamentParticipants.userId, user.id),
      ),
    )
    .returning({ checkedInAt: tournamentParticipants.checkedInAt });
  if (!row) throw new AppError('FORBIDDEN', CHECK_IN_MESSAGES.notRegistered);
  return {
    tournamentId: tournament.id,
    tournamentName: tournament.name,
    startDate: tournament.startDate,
    location: tournament.location,
    name: user.name,
    token,
    checkedInAt: iso(row.checkedInAt),
    checkInOpensAt: iso(tournament.checkInOpensAt),
    timeZone: tournament.timeZone,
  };
}

/** GET /api/check-in/mine: the tournaments the caller is desk staff of, not completed, soonest first. */
export async function myDeskTournaments(
  db: Db,
  user: UserRow,
): Promise<{ id: string; name: string; status: TournamentRow['status'] }[]> {
  return db
    .select({ id: tournaments.id, name: tournaments.name, status: tournaments.status })
    .from(tournamentDeskStaff)
    .innerJoin(tournaments, eq(tournaments.id, tournamentDeskStaff.tournamentId))
    .where(and(eq(tournamentDeskStaff.userId, user.id), sql`${tournaments.status} <> 'completed'`))
    .orderBy(asc(tournaments.startDate), asc(tournaments.name));
}

/** GET /api/check-in/mine: the caller's places and waitlist spots where check-in is used. */
export async function myCheckIns(db: Db, user: UserRow, now = new Date()): Promise<MyCheckIn[]> {
  const columns = {
    tournament: {
      id: tournaments.id,
      name: tournaments.name,
      status: tournaments.status,
      checkInOpensAt: tournaments.checkInOpensAt,
    },
  };
  const used = and(
    isNotNull(tournaments.checkInOpensAt),
    sql`${tournaments.status} <> 'completed'`,
  );
  const [placed, waiting] = await Promise.all([
    db
      .select({ ...columns, checkedInAt: tournamentParticipants.checkedInAt })
      .from(tournamentParticipants)
      .innerJoin(tournaments, eq(tournaments.id, tournamentParticipants.tournamentId))
      .where(and(eq(tournamentParticipants.userId, user.id), used))
      .orderBy(asc(tournaments.checkInOpensAt)),
    db
      .select({ ...columns, checkedInAt: tournamentWaitlist.checkedInAt })
      .from(tournamentWaitlist)
      .innerJoin(tournaments, eq(tournaments.id, tournamentWaitlist.tournamentId))
      .where(and(eq(tournamentWaitlist.userId, user.id), used))
      .orderBy(asc(tournaments.checkInOpensAt)),
  ]);
  const answer = (rows: typeof placed, isWaitlisted: boolean) =>
    rows.map(({ tournament: t, checkedInAt }) => ({
      tournamentId: t.id,
      tournamentName: t.name,
      status: t.status,
      checkInOpensAt: t.checkInOpensAt!.toISOString(),
      isOpen: isCheckInOpen(t, now),
      isWaitlisted,
      checkedInAt: iso(checkedInAt),
    }));
  return [...answer(placed, false), ...answer(waiting, true)];
}

const matchesTerm = (term: string, ...texts: string[]) =>
  term === '' || texts.some((text) => text.toLowerCase().includes(term));

/**
 * GET /api/tournaments/{id}/check-in (the desk): every entrant with who is in, missing first;
 * a doubles team is in when both members are. `q` keeps the entrants whose name, or a
 * player's, holds it. For an ongoing tournament, the next scheduled matches with a player
 * still missing.
 */
export async function listCheckIn(
  db: Db,
  desk: UserRow,
  tournamentId: string,
  q = '',
  now = new Date(),
): Promise<CheckInList> {
  const tournament = await findTournament(db, tournamentId);
  await assertDesk(db, tournament, desk);
  const term = q.trim().toLowerCase();
  const [players, memberRows, teamRows, waitRows] = await Promise.all([
    db
      .select({
        userId: users.id,
        name: users.name,
        checkedInAt: tournamentParticipants.checkedInAt,
      })
      .from(tournamentParticipants)
      .innerJoin(users, eq(users.id, tournamentParticipants.userId))
      .where(
        and(
          eq(tournamentParticipants.tournamentId, tournament.id),
          isNull(tournamentParticipants.withdrawnAt),
        ),
      )
      .orderBy(asc(users.name), asc(users.id)),
    db
      .select({ teamId: teamMembers.teamId, userId: teamMembers.userId })
      .from(teamMembers)
      .where(eq(teamMembers.tournamentId, tournament.id))
      .orderBy(asc(teamMembers.position)),
    db
      .select({ id: teams.id, name: teams.name })
      .from(teams)
      .where(and(eq(teams.tournamentId, tournament.id), isNull(teams.withdrawnAt)))
      .orderBy(asc(teams.position), asc(teams.createdAt)),
    db
      .select({
        userId: users.id,
        name: users.name,
        checkedInAt: tournamentWaitlist.checkedInAt,
      })
      .from(tournamentWaitlist)
      .innerJoin(users, eq(users.id, tournamentWaitlist.userId))
      .where(eq(tournamentWaitlist.tournamentId, tournament.id))
      .orderBy(asc(tournamentWaitlist.createdAt), asc(tournamentWaitlist.userId)),
  ]);
  const byId = new Map<string, CheckInPlayer>(
    players.map((p) => [p.userId, { ...p, checkedInAt: iso(p.checkedInAt) }]),
  );
  const isTeams = tournament.type !== 'singles';
  const inTeams = new Set<string>();
  const entrants = isTeams
    ? teamRows.map((team) => {
        const members = memberRows
          .filter((m) => m.teamId === team.id)
          .flatMap((m) => {
            inTeams.add(m.userId);
            const player = byId.get(m.userId);
            return player ? [player] : [];
          });
        return {
          id: team.id,
          name: team.name,
          isTeam: true,
          checkedIn: members.length === 2 && members.every((m) => m.checkedInAt !== null),
          players: members,
        };
      })
    : [...byId.values()].map((p) => ({
        id: p.userId,
        name: p.name,
        isTeam: false,
        checkedIn: p.checkedInAt !== null,
        players: [p],
      }));
  const unteamed = isTeams ? [...byId.values()].filter((p) => !inTeams.has(p.userId)) : [];
  const shown = entrants
    .filter((e) => matchesTerm(term, e.name, ...e.players.map((p) => p.name)))
    .sort((a, b) => Number(a.checkedIn) - Number(b.checkedIn) || a.name.localeCompare(b.name));

  return {
    tournamentId: tournament.id,
    status: tournament.status,
    checkInOpensAt: iso(tournament.checkInOpensAt),
    isOpen: isCheckInOpen(tournament, now),
    total: entrants.length,
    checkedIn: entrants.filter((e) => e.checkedIn).length,
    entrants: shown,
    unteamed: unteamed.filter((p) => matchesTerm(term, p.name)),
    waitlist: waitRows
      .map((p, index) => ({ ...p, checkedInAt: iso(p.checkedInAt), position: index + 1 }))
      .filter((p) => matchesTerm(term, p.name)),
    nextMatches:
      tournament.status === 'ongoing' ? await nextMatchesMissing(db, tournament, entrants) : [],
    isOrganizer: tournament.organizerId === desk.id,
  };
}

/** The next scheduled matches (by start time) whose players are not all checked in. */
async function nextMatchesMissing(
  db: Db,
  tournament: TournamentRow,
  entrants: { id: string; name: string; players: CheckInPlayer[] }[],
): Promise<CheckInList['nextMatches']> {
  const rows = await db
    .select({
      id: matches.id,
      round: matches.round,
      startTime: matches.startTime,
      courtName: courts.name,
      side1Id: matches.side1Id,
      side2Id: matches.side2Id,
    })
    .from(matches)
    .leftJoin(courts, eq(courts.id, matches.courtId))
    .where(
      and(
        eq(matches.tournamentId, tournament.id),
        eq(matches.status, 'scheduled'),
        isNotNull(matches.side1Id),
        isNotNull(matches.side2Id),
      ),
    )
    .orderBy(sql`${matches.startTime} asc nulls last`, asc(matches.round), asc(matches.position))
    .limit(NEXT_MATCHES);
  const entrantById = new Map(entrants.map((e) => [e.id, e]));
  return rows.flatMap((m) => {
    const sides = [m.side1Id, m.side2Id].map((id) => (id ? entrantById.get(id) : undefined));
    const missing = sides.flatMap((s) => s?.players.filter((p) => p.checkedInAt === null) ?? []);
    if (missing.length === 0) return [];
    return [
      {
        matchId: m.id,
        round: m.round,
        startTime: iso(m.startTime),
        courtName: m.courtName,
        sides: sides.map((s) => s?.name ?? 'TBD'),
        missing,
      },
    ];
  });
}
