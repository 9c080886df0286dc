/**
 * One schedule for a tournament and its events (issue 26, decision 036): the rows, courts and
 * persons the planner and the clash checks read across the whole family (the tournament's own
 * row, its first event, and every event under it).
 */
import { zonedInstant } from '@courtside/shared/time/zoned';
import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { unionAll } from 'drizzle-orm/pg-core';
import {
  eventCourts,
  matches,
  teams,
  tournamentParticipants,
  tournaments,
  users,
  type MatchRow,
  type TournamentRow,
} from '../../db/schema';
import { isTeamTournament, loadEntrants, type EntrantInfo } from './entrants';

/** The first matches go on court at 9:00 AM venue time on the start date (decision 017). */
export const FIRST_MATCH_TIME = '09:00';

/** The tournament's row and its events' rows: the first event (the tournament's row) first. */
export async function loadFamily(db: Db | Tx, tournament: TournamentRow): Promise<TournamentRow[]> {
  const rootId = tournament.parentId ?? tournament.id;
  return db
    .select()
    .from(tournaments)
    .where(or(eq(tournaments.id, rootId), eq(tournaments.parentId, rootId)))
    .orderBy(
      sql`${tournaments.parentId} is not null`,
      asc(tournaments.createdAt),
      asc(tournaments.id),
    );
}

/** The tournament's own row among its family. */
export const rootOf = (family: readonly TournamentRow[]) =>
  family.find((row) => row.parentId === null) ?? family[0]!;

/**
 * When an event's first match may start: its day and start time in the venue's zone; the
 * tournament's start date and 9:00 AM for what is not set.
 */
export function eventStartsAt(event: TournamentRow, root: TournamentRow): number {
  return zonedInstant(
    event.eventDay ?? root.startDate,
    event.eventStartTime ?? FIRST_MATCH_TIME,
    root.timeZone,
  ).getTime();
}

/** Every match of the family. */
export function familyMatches(db: Db | Tx, family: readonly TournamentRow[]): Promise<MatchRow[]> {
  return db
    .select()
    .from(matches)
    .where(
      inArray(
        matches.tournamentId,
        family.map((row) => row.id),
      ),
    );
}

/** The courts each event is limited to (absent: every court of the tournament). */
export async function allowedCourtsOf(
  db: Db | Tx,
  family: readonly TournamentRow[],
): Promise<Map<string, string[]>> {
  const rows = await db
    .select({ eventId: eventCourts.eventId, courtId: eventCourts.courtId })
    .from(eventCourts)
    .where(
      inArray(
        eventCourts.eventId,
        family.map((row) => row.id),
      ),
    );
  const allowed = new Map<string, string[]>();
  for (const row of rows)
    allowed.set(row.eventId, [...(allowed.get(row.eventId) ?? []), row.courtId]);
  return allowed;
}

/** Every event's entrants (players, or teams with their players), by entrant id. */
export async function familyEntrants(
  db: Db | Tx,
  family: readonly TournamentRow[],
): Promise<Map<string, EntrantInfo>> {
  const all = new Map<string, EntrantInfo>();
  for (const event of family) {
    for (const entrant of await loadEntrants(db, event)) all.set(entrant.id, entrant);
  }
  return all;
}

/**
 * Every event's entrants' names, by entrant id, in one statement: the players of the singles
 * events and the teams of the others, as `familyEntrants` names them, without their persons'
 * facts (for readers that only name the sides: the tournament's schedule).
 */
export async function familyEntrantNames(
  db: Db | Tx,
  family: readonly TournamentRow[],
): Promise<Map<string, string>> {
  const singles = family.filter((event) => !isTeamTournament(event)).map((event) => event.id);
  const doubles = family.filter(isTeamTournament).map((event) => event.id);
  const players = db
    .select({ id: users.id, name: users.name })
    .from(tournamentParticipants)
    .innerJoin(users, eq(users.id, tournamentParticipants.userId))
    .where(inArray(tournamentParticipants.tournamentId, singles));
  const teamNames = db
    .select({ id: teams.id, name: teams.name })
    .from(teams)
    .where(inArray(teams.tournamentId, doubles));
  const rows =
    singles.length === 0
      ? await teamNames
      : doubles.length === 0
        ? await players
        : await unionAll(players, teamNames);
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The persons of an entrant: a team's players, or the player. */
export const personsOf = (entrants: ReadonlyMap<string, EntrantInfo>, id: string): string[] => {
  const players = entrants.get(id)?.players;
  return players && players.length > 0 ? players.map((p) => p.id) : [id];
};

/** The persons of a match's known sides, each once. */
export const matchPersons = (
  row: Pick<MatchRow, 'side1Id' | 'side2Id'>,
  entrants: ReadonlyMap<string, EntrantInfo>,
): string[] => [
  ...new Set([row.side1Id, row.side2Id].flatMap((id) => (id ? personsOf(entrants, id) : []))),
];
