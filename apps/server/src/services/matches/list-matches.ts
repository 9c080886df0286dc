import { and, asc, count, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courts, matches, teamMembers, tournaments, users, type UserRow } from '../../db/schema';
import { isUuid } from '../tournaments/tournament-access';
import { resultsVisibleSql } from '../viewer/results-access';
import { keptBySql } from './keeper-access';
import { viewMatches, type MatchFacts } from './match-view';

interface MatchListParams {
  tournamentId?: string;
  status?: 'scheduled' | 'in-progress' | 'completed' | 'cancelled';
  mine?: 'true' | 'false';
  keeping?: 'true' | 'false';
  q?: string;
  from?: string;
  to?: string;
  page: number;
  limit: number;
}

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The conditions of every filter but status (the counters span the statuses). */
function filters(user: UserRow, params: MatchListParams): SQL[] {
  const where: SQL[] = [];
  if (params.tournamentId) {
    where.push(
      isUuid(params.tournamentId) ? eq(matches.tournamentId, params.tournamentId) : sql`false`,
    );
  }
  if (params.mine === 'true') {
    // Spec: player 1 or player 2; decision 026 adds the matches the user keeps (marked Keeping).
    const myTeams = sql`(select ${teamMembers.teamId} from ${teamMembers} where ${teamMembers.userId} = ${user.id})`;
    where.push(
      or(
        eq(matches.side1Id, user.id),
        eq(matches.side2Id, user.id),
        sql`${matches.side1Id} in ${myTeams}`,
        sql`${matches.side2Id} in ${myTeams}`,
        keptBySql(user.id),
      )!,
    );
  }
  if (params.keeping === 'true') where.push(keptBySql(user.id));
  const when = sql`coalesce(${matches.startTime}, ${matches.actualStartTime}, ${matches.createdAt})`;
  if (params.from) where.push(gte(when, new Date(params.from)));
  if (params.to) where.push(lte(when, new Date(params.to)));
  if (params.q) {
    const pattern = `%${escapeLike(params.q)}%`;
    const named = sql`(select ${users.id} from ${users} where ${ilike(users.name, pattern)})`;
    const courtsNamed = sql`(select ${courts.id} from ${courts} where ${ilike(courts.name, pattern)})`;
    const teamsNamed = sql`(select ${teamMembers.teamId} from ${teamMembers} where ${teamMembers.userId} in ${named})`;
    where.push(
      or(
        ilike(tournaments.name, pattern),
        sql`${matches.courtId} in ${courtsNamed}`,
        sql`${matches.side1Id} in ${named}`,
        sql`${matches.side2Id} in ${named}`,
        sql`${matches.side1Id} in ${teamsNamed}`,
        sql`${matches.side2Id} in ${teamsNamed}`,
      )!,
    );
  }
  return where;
}

/**
 * GET /api/matches: matches of every tournament, soonest first, with the
 * filters of the Matches page (tournament, status, mine, keeping, search, date range),
 * a page of them, and the four counters over the same filters but status.
 */
export async function listMatches(db: Db, user: UserRow, params: MatchListParams) {
  // A private tournament's matches are its players', keepers' and organizer's (issue 22.5).
  const base = [...filters(user, params), resultsVisibleSql(user, matches.tournamentId)];
  const withStatus = params.status ? [...base, eq(matches.status, params.status)] : base;
  const counted = await db
    .select({ status: matches.status, n: count() })
    .from(matches)
    .innerJoin(tournaments, eq(tournaments.id, matches.tournamentId))
    .where(and(...base))
    .groupBy(matches.status);
  const countOf = (status: string) => counted.find((c) => c.status === status)?.n ?? 0;
  const rows = await db
    .select({ match: matches, tournament: tournaments })
    .from(matches)
    .innerJoin(tournaments, eq(tournaments.id, matches.tournamentId))
    .where(and(...withStatus))
    .orderBy(
      asc(sql`coalesce(${matches.startTime}, ${matches.actualStartTime}, ${matches.createdAt})`),
      asc(matches.round),
      asc(matches.position),
      asc(matches.id),
    )
    .limit(params.limit)
    .offset((params.page - 1) * params.limit);
  const data: MatchFacts[] = [];
  for (const tournamentId of [...new Set(rows.map((r) => r.tournament.id))]) {
    const ofTournament = rows.filter((r) => r.tournament.id === tournamentId);
    data.push(
      ...(await viewMatches(
        db,
        ofTournament[0]!.tournament,
        ofTournament.map((r) => r.match),
      )),
    );
  }
  const order = new Map(rows.map((r, i) => [r.match.id, i]));
  data.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  const total = params.status ? countOf(params.status) : counted.reduce((sum, c) => sum + c.n, 0);
  return {
    data,
    total,
    counts: {
      scheduled: countOf('scheduled'),
      inProgress: countOf('in-progress'),
      completed: countOf('completed'),
      total: counted.reduce((sum, c) => sum + c.n, 0),
    },
  };
}
