import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type {
  TournamentListParams,
  TournamentSummary,
  TournamentTotals,
} from '@courtside/shared/api/tournament';
import type { Db } from '../../db/client';
import { tournamentParticipants, tournaments, tournamentWaitlist, users } from '../../db/schema';
import { isParticipantSql, tournamentFields, waitlistPositionSql } from './tournament-view';

/** `q` as an ILIKE pattern that matches it literally (%, _ and \ escaped). */
const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filters(query: TournamentListParams): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(or(ilike(tournaments.name, pattern), ilike(tournaments.location, pattern)));
  }
  if (query.status) conditions.push(eq(tournaments.status, query.status));
  if (query.type) conditions.push(eq(tournaments.type, query.type));
  return and(...conditions);
}

/**
 * In one statement: how many match the filters, and the summary tiles over
 * every tournament whatever the filters (distinct players across them all).
 */
async function loadCounts(db: Db, where: SQL | undefined) {
  const [row] = await db
    .select({
      matching: where ? sql<number>`count(*) filter (where ${where})`.mapWith(Number) : count(),
      total: count(),
      upcoming: sql<number>`count(*) filter (where ${tournaments.status} = 'upcoming')`.mapWith(
        Number,
      ),
      ongoing: sql<number>`count(*) filter (where ${tournaments.status} = 'ongoing')`.mapWith(
        Number,
      ),
      totalPlayers: sql<number>`(select count(distinct ${tournamentParticipants.userId})
        from ${tournamentParticipants})`.mapWith(Number),
    })
    .from(tournaments);
  // An aggregate without GROUP BY always answers exactly one row.
  const { matching, ...totals } = row!;
  return { matching, totals: totals satisfies TournamentTotals };
}

/**
 * GET /api/tournaments: one page, newest first, matching the search and
 * filters, with what the viewer needs to know about each (joined, waitlisted).
 */
export async function listTournaments(
  db: Db,
  query: TournamentListParams,
  viewerId: string,
): Promise<{ rows: TournamentSummary[]; total: number; totals: TournamentTotals }> {
  const where = filters(query);
  const [rows, counts] = await Promise.all([
    db
      .select({
        tournament: tournaments,
        organizer: { id: users.id, name: users.name, profileImage: users.profileImage },
        isParticipant: isParticipantSql(viewerId),
        waitlistPosition: waitlistPositionSql(viewerId),
        waitlistCount: sql<number>`(select count(*)::int from ${tournamentWaitlist} w
          where w.tournament_id = ${tournaments.id})`,
      })
      .from(tournaments)
      .innerJoin(users, eq(users.id, tournaments.organizerId))
      .where(where)
      .orderBy(desc(tournaments.createdAt), desc(tournaments.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    loadCounts(db, where),
  ]);
  return {
    rows: rows.map((r) => ({
      ...tournamentFields(r.tournament, r),
      organizer: r.organizer,
      waitlistCount: r.waitlistCount,
    })),
    total: counts.matching,
    totals: counts.totals,
  };
}
