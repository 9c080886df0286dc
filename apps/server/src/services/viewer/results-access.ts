import { and, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { TOURNAMENT_MESSAGES } from '@courtside/shared/api/tournament';
import type { Db, Tx } from '../../db/client';
import {
  matchScoreKeepers,
  matches,
  tournamentParticipants,
  tournamentScoreKeepers,
  tournaments,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../tournaments/tournament-access';

type Viewer = { id: string } | null;

/**
 * The SQL of "this viewer may see the results of the tournament whose id is `tournamentId`"
 * (issue 22.5, decision 012): a public tournament's results are anyone's; a private one's
 * belong to its organizer, its players and its score keepers (of any scope, decision 026; named
 * on its tournament for an event, decision 034).
 */
export function resultsVisibleSql(viewer: Viewer, tournamentId: SQL | PgColumn): SQL {
  if (!viewer) {
    return sql`exists(select 1 from ${tournaments} rv where rv.id = ${tournamentId} and rv.is_public)`;
  }
  return sql`exists(select 1 from ${tournaments} rv where rv.id = ${tournamentId} and (rv.is_public
    or rv.organizer_id = ${viewer.id}
    or exists(select 1 from ${tournamentParticipants} rp
      where rp.tournament_id = rv.id and rp.user_id = ${viewer.id})
    or exists(select 1 from ${matchScoreKeepers} rk join ${matches} rm on rm.id = rk.match_id
      where rm.tournament_id = rv.id and rk.user_id = ${viewer.id})
    or exists(select 1 from ${tournamentScoreKeepers} rs
      where (rs.tournament_id = rv.id or rs.tournament_id = rv.parent_id)
        and rs.user_id = ${viewer.id})))`;
}

/** Of `tournamentIds`, those whose results `viewer` may see. */
export async function tournamentsWithVisibleResults(
  db: Db | Tx,
  viewer: Viewer,
  tournamentIds: readonly string[],
): Promise<Set<string>> {
  const ids = [...new Set(tournamentIds)].filter(isUuid);
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: tournaments.id })
    .from(tournaments)
    .where(and(inArray(tournaments.id, ids), resultsVisibleSql(viewer, tournaments.id)));
  return new Set(rows.map((r) => r.id));
}

/** Whether `viewer` may see the results (matches, bracket, figures) of the tournament. */
export async function canSeeResults(
  db: Db | Tx,
  viewer: { id: string } | null,
  tournamentId: string,
): Promise<boolean> {
  return (await tournamentsWithVisibleResults(db, viewer, [tournamentId])).has(tournamentId);
}

/** 403 in the error shape unless `viewer` may see the tournament's results. */
export async function assertCanSeeResults(
  db: Db | Tx,
  viewer: Viewer,
  tournamentId: string,
): Promise<void> {
  if (!(await canSeeResults(db, viewer, tournamentId))) {
    throw new AppError('FORBIDDEN', TOURNAMENT_MESSAGES.resultsPrivate);
  }
}
