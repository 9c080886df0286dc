import { asc, eq } from 'drizzle-orm';
import type { Match } from '@courtside/shared/api/match';
import type { Db, Tx } from '../../db/client';
import { courts, matches, tournaments, type MatchRow, type TournamentRow } from '../../db/schema';
import { deskUserIds } from '../tournaments/desk-access';
import { eventNameOf } from '../events/event-name';
import { keepersOfMatch, loadKeeperScopes } from './keeper-access';
import { loadEntrants, type EntrantInfo, type EntrantPlayer } from './entrants';

const sideOf = (entrant: EntrantInfo | undefined) =>
  entrant?.isTeam
    ? {
        player: null,
        team: {
          id: entrant.id,
          name: entrant.name,
          players: entrant.players.map((p) => ({ id: p.id, name: p.name })),
        },
      }
    : { player: entrant?.players[0] ?? null, team: null };

/**
 * A match as the server holds it before a viewer reads it: its players' facts and its score
 * keepers' ids. Only `toMatchFor` (services/viewer) makes an answer of it (decision 012).
 */
export type MatchFacts = Omit<
  Match,
  'player1' | 'player2' | 'authorizedScoreKeepers' | 'canConfirm' | 'dispute'
> & {
  /** Decision 027: the open dispute's note (null without one), and who may read the note. */
  dispute: { note: string | null; readerIds: readonly string[] } | null;
  player1: EntrantPlayer | null;
  player2: EntrantPlayer | null;
  /** Player ids of both sides (team members in doubles): they may see the score keepers. */
  playerIds: string[];
  organizerId: string;
  keeperIds: readonly string[];
  /** Decision 027: who may confirm the awaiting score (the other side's players, the desk). */
  confirmerIds: readonly string[];
};

/** The side whose player `userId` is, or null. */
export function sideOfUser(
  entrants: readonly (EntrantInfo | undefined)[],
  userId: string | null,
): 'player1' | 'player2' | null {
  if (userId === null) return null;
  const index = entrants.findIndex((e) => e?.players.some((p) => p.id === userId));
  return index === 0 ? 'player1' : index === 1 ? 'player2' : null;
}

/** A stored match in the API's shape (spec section 3 "Match"), before the viewer's serializer. */
export function toMatch(
  row: MatchRow,
  entrants: ReadonlyMap<string, EntrantInfo>,
  keepers: readonly string[],
  courtsById: ReadonlyMap<string, { name: string; location: string | null }> = new Map(),
  tournament: Pick<TournamentRow, 'name' | 'organizerId' | 'timeZone'>,
  deskIds: readonly string[] = [tournament.organizerId],
): MatchFacts {
  const court = row.courtId ? courtsById.get(row.courtId) : undefined;
  const entrant1 = row.side1Id ? entrants.get(row.side1Id) : undefined;
  const entrant2 = row.side2Id ? entrants.get(row.side2Id) : undefined;
  const side1 = sideOf(entrant1);
  const side2 = sideOf(entrant2);
  const enteredBySide = row.awaitingConfirmation
    ? sideOfUser([entrant1, entrant2], row.scoreEnteredBy)
    : null;
  const otherSide = enteredBySide === 'player1' ? entrant2 : entrant1;
  return {
    id: row.id,
    tournamentId: row.tournamentId,
    tournamentName: tournament.name,
    organizerId: tournament.organizerId,
    playerIds: [...(entrant1?.players ?? []), ...(entrant2?.players ?? [])].map((p) => p.id),
    timeZone: tournament.timeZone,
    key: row.key,
    stage: row.stage,
    group: row.groupLabel,
    round: row.round,
    position: row.position,
    status: row.status,
    player1Id: row.side1Id,
    player2Id: row.side2Id,
    player1: side1.player,
    player2: side2.player,
    team1: side1.team,
    team2: side2.team,
    score: { player1: row.games.map((g) => g[0]), player2: row.games.map((g) => g[1]) },
    winner: row.winnerId,
    resultKind: row.resultKind,
    startTime: row.startTime?.toISOString() ?? null,
    actualStartTime: row.actualStartTime?.toISOString() ?? null,
    calledAt: row.calledAt?.toISOString() ?? null,
    canStartEarly: row.status === 'scheduled' && row.actualStartTime === null,
    court: court ? { name: court.name, location: court.location } : null,
    courtId: court ? row.courtId : null,
    keeperIds: [...keepers],
    version: row.version,
    awaitingConfirmation: row.awaitingConfirmation,
    enteredBySide,
    confirmerIds: row.awaitingConfirmation
      ? [...deskIds, ...(enteredBySide ? (otherSide?.players ?? []).map((p) => p.id) : [])]
      : [],
    dispute: isDisputed(row)
      ? {
          note: row.disputeNote,
          readerIds: [
            ...deskIds,
            ...[...(entrant1?.players ?? []), ...(entrant2?.players ?? [])].map((p) => p.id),
          ],
        }
      : null,
  };
}

/** A dispute stands until a score is entered again (which clears it, update-score.ts). */
const isDisputed = (row: Pick<MatchRow, 'disputedBy' | 'disputeNote' | 'status'>) =>
  row.status === 'in-progress' && (row.disputedBy !== null || row.disputeNote !== null);

/** Every match of a tournament, in round and position order, in the API's shape. */
export async function loadTournamentMatches(db: Db | Tx, tournament: TournamentRow) {
  const rows = await db
    .select()
    .from(matches)
    .where(eq(matches.tournamentId, tournament.id))
    .orderBy(asc(matches.round), asc(matches.groupLabel), asc(matches.position));
  return viewMatches(db, tournament, rows);
}

/** Stored rows to API matches, with their entrants and score keepers. */
export async function viewMatches(
  db: Db | Tx,
  tournament: TournamentRow,
  rows: MatchRow[],
  loaded?: readonly EntrantInfo[],
) {
  const entrants = new Map((loaded ?? (await loadEntrants(db, tournament))).map((e) => [e.id, e]));
  // Every scope's keepers (decision 026): the match's authorizedScoreKeepers.
  const scopes =
    rows.length === 0
      ? null
      : await loadKeeperScopes(
          db,
          tournament.id,
          rows.map((r) => r.id),
        );
  // Courts are the tournament's, shared by its events (decision 034).
  const courtRows =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(courts)
          .where(eq(courts.tournamentId, tournament.parentId ?? tournament.id));
  // A further event's match names its tournament and its event (the Matches page, issue 26).
  const [parent] =
    rows.length === 0 || !tournament.parentId
      ? []
      : await db
          .select({ name: tournaments.name })
          .from(tournaments)
          .where(eq(tournaments.id, tournament.parentId));
  const courtsById = new Map(courtRows.map((c) => [c.id, c]));
  const deskIds = rows.some((r) => r.awaitingConfirmation || isDisputed(r))
    ? await deskUserIds(db, tournament)
    : [];
  return rows.map((row) => {
    const match = toMatch(
      row,
      entrants,
      scopes ? keepersOfMatch(scopes, row) : [],
      courtsById,
      tournament,
      deskIds,
    );
    if (parent)
      return { ...match, tournamentName: parent.name, eventName: eventNameOf(tournament) };
    // The first event named apart from its tournament (decision 039) says so too.
    return tournament.eventName ? { ...match, eventName: tournament.eventName } : match;
  });
}
