import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type {
  TournamentListParams,
  TournamentSummary,
  TournamentTotals,
} from '@courtside/shared/api/tournament';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import {
  tournamentCounts,
  tournamentParticipants,
  tournamentTotals,
  tournaments,
  tournamentWaitlist,
  users,
} from '../../db/schema';
import {
  eventCountSql,
  isInTournamentSql,
  playerCountSql,
  tournamentFieldColumns,
  tournamentFields,
  waitlistPositionSql,
} from './tournament-view';

/** Which filters a request uses: one prepared statement per combination. */
interface Filters {
  hasQ: boolean;
  hasStatus: boolean;
  hasType: boolean;
  /** `mine=true`: only the tournaments the viewer holds a place in or organizes. */
  isMine: boolean;
}

/** `q` as an ILIKE pattern that matches it literally (%, _ and \ escaped). */
const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The filters on `tournaments`; the trigram index on `search_text` serves `q`, the participants' user
 * index and the organizer index `mine` (a player's few places, an organizer's own events).
 */
function tournamentFilters({ hasQ, hasStatus, hasType, isMine }: Filters): SQL | undefined {
  const pattern = sql.placeholder('pattern');
  return and(
    // Tournaments only: a further event is listed in its tournament (decision 034).
    isNull(tournaments.parentId),
    // Lowercased as ILIKE lowercases (PostgreSQL's lower(), not JavaScript's).
    hasQ ? sql`${tournaments.searchText} like lower(${pattern})` : undefined,
    hasStatus ? eq(tournaments.status, sql.placeholder('status')) : undefined,
    hasType ? eq(tournaments.type, sql.placeholder('type')) : undefined,
    isMine
      ? sql`(${tournaments.id} in (select coalesce(e.parent_id, e.id) from ${tournamentParticipants} p
          join ${tournaments} e on e.id = p.tournament_id
          where p.user_id = ${sql.placeholder('viewerId')})
          or ${tournaments.organizerId} = ${sql.placeholder('viewerId')})`
      : undefined,
  );
}

const sumOf = (filter?: SQL) =>
  (filter
    ? sql`coalesce(sum(${tournamentCounts.tournaments}) filter (where ${filter}), 0)`
    : sql`coalesce(sum(${tournamentCounts.tournaments}), 0)`
  ).mapWith(Number);

/**
 * In one statement, from the counters the triggers keep (decision 008): how many match the
 * filters, and the summary tiles over every tournament whatever the filters. Only a search
 * (`q`) and `mine` have to count rows: a search through its trigram indexes, `mine` through
 * the viewer's own places. The tiles stay site-wide with `mine` too.
 */
function countsStatement(db: Db, filters: Filters, name: string) {
  const matching =
    filters.hasQ || filters.isMine
      ? sql`(select count(*) from ${tournaments} where ${tournamentFilters(filters)})`.mapWith(
          Number,
        )
      : sumOf(
          and(
            filters.hasStatus ? eq(tournamentCounts.status, sql.placeholder('status')) : undefined,
            filters.hasType ? eq(tournamentCounts.type, sql.placeholder('type')) : undefined,
          ),
        );
  return db
    .select({
      matching,
      total: sumOf(),
      upcoming: sumOf(eq(tournamentCounts.status, 'upcoming')),
      ongoing: sumOf(eq(tournamentCounts.status, 'ongoing')),
      totalPlayers:
        sql`coalesce((select ${tournamentTotals.players} from ${tournamentTotals}), 0)`.mapWith(
          Number,
        ),
    })
    .from(tournamentCounts)
    .prepare(`tournament_list_counts_${name}`);
}

/**
 * One page of rows: the page's ids first (OFFSET skips index entries, not rows with their
 * subqueries), then only those rows, with only the columns a list row shows and what the
 * viewer needs to know about each. The ids go in as an array (`id = any(array(...))`): 20 look-
 * ups by primary key whatever the plan assumes of LIMIT and OFFSET, so the plan PostgreSQL
 * keeps for the prepared statement is as good as one made for each request (decision 008).
 */
function pageStatement(db: Db, filters: Filters, name: string) {
  const pageIds = db
    .select({ id: tournaments.id })
    .from(tournaments)
    .where(tournamentFilters(filters))
    .orderBy(desc(tournaments.createdAt), desc(tournaments.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
  const viewerId = sql.placeholder('viewerId');
  return db
    .select({
      tournament: tournamentFieldColumns,
      organizer: { id: users.id, name: users.name, profileImage: users.profileImage },
      // "Joined": a place in any of its events (issue 26).
      isParticipant: isInTournamentSql(viewerId),
      waitlistPosition: waitlistPositionSql(viewerId),
      waitlistCount: sql<number>`(select count(*)::int from ${tournamentWaitlist} w
        where w.tournament_id = ${tournaments.id})`,
      // Over every event of the tournament (issue 26), in this same statement.
      eventCount: eventCountSql,
      playerCount: playerCountSql,
    })
    .from(tournaments)
    .innerJoin(users, eq(users.id, tournaments.organizerId))
    .where(sql`${tournaments.id} = any(array(${pageIds}))`)
    .orderBy(desc(tournaments.createdAt), desc(tournaments.id))
    .prepare(`tournament_list_page_${name}`);
}

type Statements = {
  page: ReturnType<typeof pageStatement>;
  counts: ReturnType<typeof countsStatement>;
};
const statementsOf = preparedPerDatabase(() => new Map<string, Statements>());

function statementsFor(db: Db, query: TournamentListParams): Statements {
  const filters = {
    hasQ: !!query.q,
    hasStatus: !!query.status,
    hasType: !!query.type,
    isMine: query.mine === 'true',
  };
  // `tournament_list_page_qs` and the like: one letter per filter in use.
  const name = [
    filters.hasQ ? 'q' : '',
    filters.hasStatus ? 's' : '',
    filters.hasType ? 't' : '',
    filters.isMine ? 'm' : '',
  ].join('');
  const byFilters = statementsOf(db);
  let statements = byFilters.get(name);
  if (!statements) {
    statements = {
      page: pageStatement(db, filters, name || 'all'),
      counts: countsStatement(db, filters, name || 'all'),
    };
    byFilters.set(name, statements);
  }
  return statements;
}

/**
 * GET /api/tournaments: one page, newest first, matching the search and
 * filters, with what the viewer needs to know about each (joined, waitlisted).
 * With `mine=true` the page and `total` depend on `viewerId`; the totals never do.
 */
export async function listTournaments(
  db: Db,
  query: TournamentListParams,
  viewerId: string,
): Promise<{ rows: TournamentSummary[]; total: number; totals: TournamentTotals }> {
  const { page, counts } = statementsFor(db, query);
  const values = {
    pattern: query.q ? containsPattern(query.q) : undefined,
    status: query.status,
    type: query.type,
    viewerId,
  };
  const [rows, [countRow]] = await Promise.all([
    page.execute({
      ...values,
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    }),
    counts.execute(values),
  ]);
  // An aggregate without GROUP BY always answers exactly one row.
  const { matching, ...totals } = countRow!;
  return {
    rows: rows.map((r) => ({
      ...tournamentFields(r.tournament, r),
      organizer: r.organizer,
      waitlistCount: r.waitlistCount,
      eventCount: r.eventCount,
      playerCount: r.playerCount,
    })),
    total: matching,
    totals: totals satisfies TournamentTotals,
  };
}
