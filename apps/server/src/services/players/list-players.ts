import { and, asc, eq, gte, ilike, lt, not, sql, type SQL } from 'drizzle-orm';
import type { PlayerListParams, PlayerSummary, RankedPlayer } from '@courtside/shared/api/player';
import {
  PLAYER_LEVEL_BANDS,
  PLAYER_LEVELS,
  type PlayerLevel,
  type PlayerSort,
} from '@courtside/shared/constants';
import type { Db } from '../../db/client';
import { playerResults, playerStats, tournaments, users } from '../../db/schema';
import { resultsVisibleSql } from '../viewer/results-access';
import { visibleProfiles, type Viewer } from '../users/privacy';

/** `%` and `_` in a search term are literal characters, not patterns. */
const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The level band of a rating (spec section 5, "Players level filter by rating"). */
export function levelOf(rating: number | null): PlayerLevel | null {
  if (rating === null) return null;
  return (
    PLAYER_LEVELS.find((level) => {
      const { min, max } = PLAYER_LEVEL_BANDS[level];
      return (min === null || rating >= min) && (max === null || rating < max);
    }) ?? null
  );
}

/**
 * The figures of a player as `viewer` may see them, as SQL: the owner sees everything; others
 * see the rating only with showRating on and wins and losses only with showStats on. Sorting
 * and filtering use these, so a hidden figure cannot be inferred from a list's order.
 */
export function visibleFigures(viewer: Viewer, unseen?: UnseenResults) {
  const isOwn = viewer ? sql`(${users.id} = ${viewer.id})` : sql`false`;
  const statsShown = sql`(${users.showsStats} or ${isOwn})`;
  const ifStats = (value: SQL) => sql`case when ${statsShown} then ${value} end`;
  // Results of private tournaments the viewer may not see do not count (issue 22.5).
  const wins = unseen
    ? sql`(coalesce(${playerStats.wins}, 0) - coalesce(${unseen.wins}, 0))`
    : sql`coalesce(${playerStats.wins}, 0)`;
  const losses = unseen
    ? sql`(coalesce(${playerStats.losses}, 0) - coalesce(${unseen.losses}, 0))`
    : sql`coalesce(${playerStats.losses}, 0)`;
  const winRate = sql`case when ${wins} + ${losses} = 0 then 0
    else round(${wins} * 100.0 / (${wins} + ${losses}))::integer end`;
  return {
    rating: sql<number | null>`case when ${users.showsRating} or ${isOwn} then ${users.rating} end`,
    wins: ifStats(wins).mapWith(Number),
    losses: ifStats(losses).mapWith(Number),
    gamesPlayed: ifStats(sql`(${wins} + ${losses})`).mapWith(Number),
    winRate: ifStats(winRate).mapWith(Number),
    ratingHidden: sql<boolean>`not (${users.showsRating} or ${isOwn})`,
    statsHidden: sql<boolean>`not ${statsShown}`,
  };
}

/**
 * Per player, the results of private tournaments `viewer` may not see (decision 012): a derived
 * table over private tournaments only, left-joined to the players, so a list subtracts them
 * from the counters `player_stats` keeps.
 */
export function unseenResults(db: Db, viewer: Viewer) {
  return db
    .select({
      userId: playerResults.userId,
      wins: sql<number>`count(*) filter (where ${playerResults.isWin})`.as('unseen_wins'),
      losses: sql<number>`count(*) filter (where not ${playerResults.isWin})`.as('unseen_losses'),
    })
    .from(tournaments)
    .innerJoin(playerResults, eq(playerResults.tournamentId, tournaments.id))
    .where(and(eq(tournaments.isPublic, false), not(resultsVisibleSql(viewer, tournaments.id))))
    .groupBy(playerResults.userId)
    .as('unseen');
}
export type UnseenResults = ReturnType<typeof unseenResults>;

/** Player accounts `viewer` may see, matching the search and level filters. */
function filtersOf(params: PlayerListParams, viewer: Viewer, rating: SQL): SQL {
  const conditions: (SQL | undefined)[] = [eq(users.role, 'player'), visibleProfiles(viewer)];
  if (params.q) conditions.push(ilike(users.name, `%${escapeLike(params.q)}%`));
  if (params.level && params.level !== 'all') {
    const { min, max } = PLAYER_LEVEL_BANDS[params.level];
    if (min !== null) conditions.push(gte(rating, min));
    if (max !== null) conditions.push(lt(rating, max));
    if (min === null) conditions.push(sql`${rating} is not null`);
  }
  return and(...conditions)!;
}

const nullsLast = (value: SQL) => sql`${value} desc nulls last`;

/** The five sorts of spec section 9; ties go to more wins, then the name. */
function orderOf(sort: PlayerSort, f: ReturnType<typeof visibleFigures>): SQL[] {
  const byName = [asc(sql`lower(${users.name})`), asc(users.id)];
  switch (sort) {
    case 'rating':
      return [nullsLast(f.rating), nullsLast(f.wins), ...byName];
    case 'wins':
      return [nullsLast(f.wins), nullsLast(f.winRate), ...byName];
    case 'winRate':
      return [nullsLast(f.winRate), nullsLast(f.gamesPlayed), ...byName];
    case 'gamesPlayed':
      return [nullsLast(f.gamesPlayed), nullsLast(f.wins), ...byName];
    case 'name':
      return byName;
  }
}

/**
 * GET /api/players/rankings and /with-stats: one page of players in the chosen order, with
 * the count and the summary cards over every match of the filters (window aggregates in the
 * same statement: one round trip). The wins and losses come from `player_stats`, kept by the
 * database as matches complete (decision 012).
 */
export async function listPlayers(
  db: Db,
  params: PlayerListParams,
  viewer: Viewer,
  defaultSort: PlayerSort,
): Promise<{ rows: RankedPlayer[]; total: number; sort: PlayerSort; summary: PlayerSummary }> {
  const sort = params.sort ?? defaultSort;
  const unseen = unseenResults(db, viewer);
  const f = visibleFigures(viewer, unseen);
  const where = filtersOf(params, viewer, f.rating);
  const offset = (params.page - 1) * params.limit;
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      profileImage: users.profileImage,
      location: users.location,
      showsLocation: users.showsLocation,
      ratedMatches: users.ratedMatches,
      ...f,
      total: sql<number>`count(*) over ()`.mapWith(Number),
      averageRating: sql<number | null>`avg(${f.rating}) over ()`.mapWith(Number),
      totalGames: sql<number>`coalesce(sum(${f.gamesPlayed}) over (), 0)`.mapWith(Number),
      averageWinRate: sql<
        number | null
      >`avg(case when ${f.gamesPlayed} > 0 then ${f.winRate} end) over ()`,
    })
    .from(users)
    .leftJoin(playerStats, eq(playerStats.userId, users.id))
    .leftJoin(unseen, eq(unseen.userId, users.id))
    .where(where)
    .orderBy(...orderOf(sort, f))
    .limit(params.limit)
    .offset(offset);
  const first = rows[0];
  const summary = first
    ? {
        totalPlayers: first.total,
        averageRating: first.averageRating === null ? null : round2(first.averageRating),
        totalGames: first.totalGames,
        averageWinRate:
          first.averageWinRate === null ? null : Math.round(Number(first.averageWinRate)),
      }
    : await summaryOnly(db, where, f, unseen);
  return {
    rows: rows.map((r, i) => ({
      id: r.id,
      name: r.name,
      profileImage: r.profileImage,
      location: r.showsLocation || viewer?.id === r.id ? r.location : null,
      rating: r.rating,
      ratedMatches: r.ratedMatches,
      level: levelOf(r.rating),
      wins: r.wins,
      losses: r.losses,
      gamesPlayed: r.gamesPlayed,
      winRate: r.winRate,
      rank: offset + i + 1,
      hidden: { rating: r.ratingHidden, stats: r.statsHidden },
    })),
    total: summary.totalPlayers,
    sort,
    summary,
  };
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The summary when the page is past the end (no row carries the window aggregates). */
async function summaryOnly(
  db: Db,
  where: SQL,
  f: ReturnType<typeof visibleFigures>,
  unseen: UnseenResults,
): Promise<PlayerSummary> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      averageRating: sql<string | null>`avg(${f.rating})`,
      totalGames: sql<number>`coalesce(sum(${f.gamesPlayed}), 0)`.mapWith(Number),
      averageWinRate: sql<string | null>`avg(case when ${f.gamesPlayed} > 0 then ${f.winRate} end)`,
    })
    .from(users)
    .leftJoin(playerStats, eq(playerStats.userId, users.id))
    .leftJoin(unseen, eq(unseen.userId, users.id))
    .where(where);
  return {
    totalPlayers: row?.total ?? 0,
    averageRating: row?.averageRating == null ? null : round2(Number(row.averageRating)),
    totalGames: row?.totalGames ?? 0,
    averageWinRate: row?.averageWinRate == null ? null : Math.round(Number(row.averageWinRate)),
  };
}
