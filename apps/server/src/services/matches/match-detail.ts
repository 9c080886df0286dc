import { asc, eq, inArray } from 'drizzle-orm';
import type { MatchDetail } from '@courtside/shared/api/match';
import { toScoringFormatName, toScoringSystem } from '@courtside/shared/domain/competition/scoring';
import type { Db } from '../../db/client';
import { matchCorrections, ratingHistory, users } from '../../db/schema';
import { findTournament } from '../tournaments/tournament-access';
import { findMatch } from './find-match';
import { toMatchFor } from '../viewer/matches';
import { seesRating, type Audience } from '../viewer/people';
import { personFactColumns } from '../viewer/person-columns';
import { assertCanSeeResults } from '../viewer/results-access';
import { viewMatches } from './match-view';

const scoreOf = (games: readonly (readonly [number, number])[]) => ({
  player1: games.map((g) => g[0]),
  player2: games.map((g) => g[1]),
});

/**
 * GET /api/matches/{id}: the match with its rating changes (who moved from
 * what to what) and its corrections (who, when, the score before and after).
 */
export async function loadMatchDetail(db: Db, id: string, a: Audience): Promise<MatchDetail> {
  const row = await findMatch(db, id);
  const tournament = await findTournament(db, row.tournamentId);
  await assertCanSeeResults(db, a.viewerId === null ? null : { id: a.viewerId }, tournament.id);
  const [match] = await viewMatches(db, tournament, [row]);
  const ratings = await db
    .select({
      ...personFactColumns,
      userId: ratingHistory.userId,
      before: ratingHistory.before,
      after: ratingHistory.after,
    })
    .from(ratingHistory)
    .innerJoin(users, eq(users.id, ratingHistory.userId))
    .where(eq(ratingHistory.matchId, row.id))
    .orderBy(asc(users.name));
  const corrections = await db
    .select()
    .from(matchCorrections)
    .where(eq(matchCorrections.matchId, row.id))
    .orderBy(asc(matchCorrections.createdAt));
  const authorIds = [
    ...new Set(corrections.flatMap((c) => (c.correctedBy ? [c.correctedBy] : []))),
  ];
  const authors =
    authorIds.length === 0
      ? []
      : await db
          .select({ id: users.id, name: users.name })
          .from(users)
          .where(inArray(users.id, authorIds));
  return {
    ...toMatchFor(match!, a),
    // A rating the player hides is left out (decision 012); the organizer sees it.
    ratingChanges: ratings.map((r) =>
      seesRating(r, { ...a, organizerId: tournament.organizerId })
        ? { userId: r.userId, name: r.name, before: r.before, after: r.after }
        : { userId: r.userId, name: r.name },
    ),
    corrections: corrections.map((c) => ({
      id: c.id,
      at: c.createdAt.toISOString(),
      by: authors.find((a) => a.id === c.correctedBy) ?? null,
      before: scoreOf(c.beforeGames),
      after: scoreOf(c.afterGames),
      winnerChanged: c.winnerChanged,
      resetMatches: c.resetMatchKeys,
    })),
    tournament: {
      id: tournament.id,
      name: tournament.name,
      organizerId: tournament.organizerId,
      scoringFormat: toScoringFormatName(tournament.scoringFormat),
      scoringSystem: toScoringSystem(tournament.scoringSystem),
    },
  };
}
