import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { MATCH_MESSAGES } from '@courtside/shared/api/match';
import type { Db, Tx } from '../../db/client';
import {
  matchScoreKeepers,
  matches,
  teamMembers,
  tournamentScoreKeepers,
  type MatchRow,
  type TournamentRow,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isDesk } from '../tournaments/desk-access';

/**
 * A tournament's score keepers by scope (decision 026): per match (spec section 6), for the
 * whole tournament, and per court. Read once, then asked per match without a query.
 */
export interface KeeperScopes {
  byMatch: ReadonlyMap<string, readonly string[]>;
  wholeTournament: readonly string[];
  byCourt: ReadonlyMap<string, readonly string[]>;
}

function grouped<K>(rows: { key: K; userId: string }[]): Map<K, string[]> {
  const map = new Map<K, string[]>();
  for (const { key, userId } of rows) {
    const list = map.get(key) ?? [];
    list.push(userId);
    map.set(key, list);
  }
  return map;
}

/** The keepers of `matchIds` (all of one tournament) and of the tournament's scopes. */
export async function loadKeeperScopes(
  db: Db | Tx,
  tournamentId: string,
  matchIds: readonly string[],
): Promise<KeeperScopes> {
  const perMatch =
    matchIds.length === 0
      ? []
      : await db
          .select({ key: matchScoreKeepers.matchId, userId: matchScoreKeepers.userId })
          .from(matchScoreKeepers)
          .where(inArray(matchScoreKeepers.matchId, [...matchIds]))
          .orderBy(matchScoreKeepers.createdAt);
  const scoped = await db
    .select({ courtId: tournamentScoreKeepers.courtId, userId: tournamentScoreKeepers.userId })
    .from(tournamentScoreKeepers)
    .where(keeperTournament(tournamentId))
    .orderBy(tournamentScoreKeepers.createdAt);
  return {
    byMatch: grouped(perMatch),
    wholeTournament: scoped.filter((s) => s.courtId === null).map((s) => s.userId),
    byCourt: grouped(
      scoped.flatMap((s) => (s.courtId ? [{ key: s.courtId, userId: s.userId }] : [])),
    ),
  };
}

/**
 * Keepers named for the event itself or for its tournament (decision 034): a keeper of the
 * tournament, or of one of its courts, keeps the matches of every event in it.
 */
const keeperTournament = (eventId: string) =>
  or(
    eq(tournamentScoreKeepers.tournamentId, eventId),
    sql`${tournamentScoreKeepers.tournamentId} = (select t.parent_id from tournaments t where t.id = ${eventId})`,
  );

/**
 * Everyone who keeps this match: its own keepers, the tournament's, and its court's. This
 * is the match's `authorizedScoreKeepers`, so the web's Update Score follows the server.
 */
export function keepersOfMatch(
  scopes: KeeperScopes,
  row: Pick<MatchRow, 'id' | 'courtId'>,
): string[] {
  return [
    ...new Set([
      ...(scopes.byMatch.get(row.id) ?? []),
      ...scopes.wholeTournament,
      ...(row.courtId ? (scopes.byCourt.get(row.courtId) ?? []) : []),
    ]),
  ];
}

/** What a user does to a match: enter its score, change its status, record a retirement. */
export type MatchAction = 'score' | 'status' | 'retirement';

/** Whether `userId` plays in the match, in person (singles) or in a team (doubles). */
async function playsIn(db: Db | Tx, row: MatchRow, userId: string): Promise<boolean> {
  const sides = [row.side1Id, row.side2Id].filter((s): s is string => s !== null);
  if (sides.includes(userId)) return true;
  if (sides.length === 0) return false;
  const [member] = await db
    .select({ one: sql`1` })
    .from(teamMembers)
    .where(and(inArray(teamMembers.teamId, sides), eq(teamMembers.userId, userId)))
    .limit(1);
  return Boolean(member);
}

/** Whether `userId` keeps the match in any scope: per match, whole tournament, or its court. */
export async function keepsMatch(db: Db | Tx, row: MatchRow, userId: string): Promise<boolean> {
  const [perMatch] = await db
    .select({ one: sql`1` })
    .from(matchScoreKeepers)
    .where(and(eq(matchScoreKeepers.matchId, row.id), eq(matchScoreKeepers.userId, userId)))
    .limit(1);
  if (perMatch) return true;
  const courtScope = row.courtId
    ? or(
        sql`${tournamentScoreKeepers.courtId} is null`,
        eq(tournamentScoreKeepers.courtId, row.courtId),
      )
    : sql`${tournamentScoreKeepers.courtId} is null`;
  const [scoped] = await db
    .select({ one: sql`1` })
    .from(tournamentScoreKeepers)
    .where(
      and(
        keeperTournament(row.tournamentId),
        eq(tournamentScoreKeepers.userId, userId),
        courtScope,
      ),
    )
    .limit(1);
  return Boolean(scoped);
}

/**
 * The one answer to "may this user do this to this match" (spec section 6, decision 026):
 * - the organizer: everything;
 * - a score keeper of the match (per match, whole tournament, or the match's court): its
 *   score, its status, and a retirement (decision 024);
 * - player 1 or player 2 (a member of either team): its score only.
 */
export async function mayActOnMatch(
  db: Db | Tx,
  userId: string,
  tournament: Pick<TournamentRow, 'id' | 'organizerId'>,
  row: MatchRow,
  action: MatchAction,
): Promise<boolean> {
  if (tournament.organizerId === userId) return true;
  // The desk settles any match of its tournament (decision 025): scores, status, retirements.
  if (await isDesk(db, tournament, userId)) return true;
  if (await keepsMatch(db, row, userId)) return true;
  return action === 'score' && (await playsIn(db, row, userId));
}

/** 403 in the error shape unless `mayActOnMatch`. */
export async function assertMayActOnMatch(
  db: Db | Tx,
  userId: string,
  tournament: Pick<TournamentRow, 'id' | 'organizerId'>,
  row: MatchRow,
  action: MatchAction,
  message: string = MATCH_MESSAGES.onlyScorers,
): Promise<void> {
  if (!(await mayActOnMatch(db, userId, tournament, row, action))) {
    throw new AppError('FORBIDDEN', message);
  }
}

/**
 * The SQL of "`userId` keeps this row of `matches`", in any scope (for lists, decision 026):
 * named for the match's event or for its tournament (decision 034), as `keepsMatch` decides.
 */
export function keptBySql(userId: string): SQL {
  return sql`(exists(select 1 from ${matchScoreKeepers} kk
      where kk.match_id = ${matches.id} and kk.user_id = ${userId})
    or exists(select 1 from ${tournamentScoreKeepers} ks
      where (ks.tournament_id = ${matches.tournamentId}
          or ks.tournament_id = (select kt.parent_id from tournaments kt where kt.id = ${matches.tournamentId}))
        and ks.user_id = ${userId}
        and (ks.court_id is null or ks.court_id = ${matches.courtId})))`;
}
