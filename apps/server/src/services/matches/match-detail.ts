import { and, asc, eq, inArray, max } from 'drizzle-orm';
import type { MatchDetail, ScoreEntry } from '@courtside/shared/api/match';
import { toScoringFormatName, toScoringSystem } from '@courtside/shared/domain/competition/scoring';
import type { Db } from '../../db/client';
import { matchCorrections, matches, ratingHistory, users } from '../../db/schema';
import { findTournament } from '../tournaments/tournament-access';
import { findMatch } from './find-match';
import { seesKeepers, toMatchFor } from '../viewer/matches';
import { deskUserIds } from '../tournaments/desk-access';
import { seesRating, type Audience } from '../viewer/people';
import { personFactColumns } from '../viewer/person-columns';
import { assertCanSeeResults } from '../viewer/results-access';
import { viewMatches } from './match-view';

const scoreOf = (games: readonly (readonly [number, number])[]) => ({
  player1: games.map((g) => g[0]),
  player2: games.map((g) => g[1]),
});

/** What a scorer is to the match: the organizer, the desk, one of its players, or a keeper. */
function scorerRole(
  id: string,
  organizerId: string,
  deskIds: readonly string[],
  playerIds: readonly string[],
): NonNullable<ScoreEntry['enteredBy']>['role'] {
  if (id === organizerId) return 'organizer';
  if (deskIds.includes(id)) return 'desk';
  return playerIds.includes(id) ? 'player' : 'keeper';
}

/**
 * GET /api/matches/{id}: the match with its rating changes (who moved from
 * what to what), its corrections (who, when, the score before and after), and who
 * entered and who confirmed its score (decision 027).
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
    ...new Set([
      ...corrections.flatMap((c) => (c.correctedBy ? [c.correctedBy] : [])),
      ...[row.scoreEnteredBy, row.scoreConfirmedBy, row.disputedBy].filter((x) => x !== null),
    ]),
  ];
  const authors =
    authorIds.length === 0
      ? []
      : await db
          .select({ id: users.id, name: users.name })
          .from(users)
          .where(inArray(users.id, authorIds));
  const [stage] = await db
    .select({ lastRound: max(matches.round) })
    .from(matches)
    .where(and(eq(matches.tournamentId, row.tournamentId), eq(matches.stage, row.stage)));
  const deskIds = await deskUserIds(db, tournament);
  // A score keeper is named only to those who may know the keepers (issue 22.9).
  const person = (id: string | null): ScoreEntry['enteredBy'] => {
    if (id === null) return null;
    const role = scorerRole(id, tournament.organizerId, deskIds, match!.playerIds);
    if (role === 'keeper' && !seesKeepers(match!, { ...a, organizerId: tournament.organizerId })) {
      return { id: null, name: null, role };
    }
    return { id, name: authors.find((x) => x.id === id)?.name ?? null, role };
  };
  return {
    ...toMatchFor(match!, a),
    stageLastRound: stage?.lastRound ?? row.round,
    scoreEntry: {
      enteredBy: person(row.scoreEnteredBy),
      enteredAt: row.scoreEnteredAt?.toISOString() ?? null,
      confirmedBy: person(row.scoreConfirmedBy),
      confirmedAt: row.scoreConfirmedAt?.toISOString() ?? null,
      confirmation: row.confirmationKind,
      disputedBy: person(row.disputedBy),
      disputeNote: row.disputeNote,
    },
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
      scoreConfirmation: tournament.scoreConfirmation,
    },
  };
}
