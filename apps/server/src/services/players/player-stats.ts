import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { PROFILE_MESSAGES } from '@courtside/shared/api/user';
import type { PlayerStats } from '@courtside/shared/api/player';
import { RATING_HISTORY_MAX, RECENT_MATCHES, TREND_DAYS } from '@courtside/shared/constants';
import {
  averageDurations,
  currentStreak,
  favoriteOpponent,
  latestFirst,
  longestWinStreak,
  setTotals,
  winRate,
} from '@courtside/shared/domain/player-stats';
import type { Db } from '../../db/client';
import {
  matches,
  ratingHistory,
  teamMembers,
  tournamentParticipants,
  type UserRow,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { findUser } from '../users/user-profile';
import { assertCanSee, hiddenFrom, type Viewer } from '../users/privacy';
import { resultsVisibleSql, tournamentsWithVisibleResults } from '../viewer/results-access';
import { loadPlayerResults, loadTournamentRecord } from './player-results';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The rating chart's points (the latest RATING_HISTORY_MAX) and the best rating ever held. */
async function loadRatings(db: Db, userId: string, viewer: Viewer) {
  const [latest, [best]] = await Promise.all([
    db
      .select({
        matchId: ratingHistory.matchId,
        createdAt: ratingHistory.createdAt,
        before: ratingHistory.before,
        after: ratingHistory.after,
      })
      .from(ratingHistory)
      .innerJoin(matches, eq(matches.id, ratingHistory.matchId))
      // A private tournament's rating points are its results (issue 22.5).
      .where(and(eq(ratingHistory.userId, userId), resultsVisibleSql(viewer, matches.tournamentId)))
      .orderBy(desc(ratingHistory.createdAt), desc(ratingHistory.matchId))
      .limit(RATING_HISTORY_MAX),
    db
      .select({
        best: sql<number | null>`max(greatest(${ratingHistory.before}, ${ratingHistory.after}))`,
      })
      .from(ratingHistory)
      .where(eq(ratingHistory.userId, userId)),
  ]);
  return {
    history: latest.reverse().map((h) => ({
      matchId: h.matchId,
      at: h.createdAt.toISOString(),
      before: h.before,
      after: h.after,
    })),
    best: best?.best ?? null,
  };
}

/** Tournaments they hold a place in, and their matches still to play (both sides known). */
async function loadUpcoming(db: Db, userId: string) {
  const sides = sql`(select ${teamMembers.teamId} from ${teamMembers} where ${teamMembers.userId} = ${userId}
    union all select ${userId}::uuid)`;
  const [joined, upcoming] = await Promise.all([
    db
      .select({ n: count() })
      .from(tournamentParticipants)
      .where(eq(tournamentParticipants.userId, userId)),
    db
      .select({ n: count() })
      .from(matches)
      .where(
        and(
          inArray(
            matches.tournamentId,
            db
              .select({ id: tournamentParticipants.tournamentId })
              .from(tournamentParticipants)
              .where(eq(tournamentParticipants.userId, userId)),
          ),
          inArray(matches.status, ['scheduled', 'in-progress']),
          sql`${matches.side1Id} is not null and ${matches.side2Id} is not null`,
          sql`(${matches.side1Id} in ${sides} or ${matches.side2Id} in ${sides})`,
        ),
      ),
  ]);
  return { joined: joined[0]?.n ?? 0, upcoming: upcoming[0]?.n ?? 0 };
}

/**
 * GET /api/players/{id}/stats: every figure of the Statistics tab, the Player Details dialog
 * and the dashboard's cards, from completed matches and the rating history. Someone else
 * sees them only if the profile is visible to them and showStats is on.
 */
export async function getPlayerStats(
  db: Db,
  id: string,
  viewer: Viewer,
  now: Date = new Date(),
): Promise<PlayerStats> {
  const user = await findUser(db, id);
  assertCanSee(viewer, user);
  const hidden = hiddenFrom(viewer, user as UserRow);
  if (hidden.stats) {
    throw new AppError('FORBIDDEN', PROFILE_MESSAGES.statsPrivate);
  }
  const [everyResult, ratings, tournamentRecord, upcoming] = await Promise.all([
    loadPlayerResults(db, id),
    loadRatings(db, id, viewer),
    loadTournamentRecord(db, id, viewer),
    loadUpcoming(db, id),
  ]);
  // Results of private tournaments are their players', keepers' and organizer's (issue 22.5).
  const visible = await tournamentsWithVisibleResults(
    db,
    viewer,
    everyResult.map((r) => r.tournamentId),
  );
  const results = everyResult.filter((r) => visible.has(r.tournamentId));
  const wins = results.filter((r) => r.isWin).length;
  const losses = results.length - wins;
  const sets = setTotals(results);
  const durations = averageDurations(results);
  const since = now.getTime() - TREND_DAYS * DAY_MS;
  const recent = results.filter((r) => r.completedAt.getTime() >= since);
  const earlier = results.filter((r) => r.completedAt.getTime() < since);
  const recentWins = recent.filter((r) => r.isWin).length;
  const earlierWins = earlier.filter((r) => r.isWin).length;
  const recentRate = recent.length > 0 ? winRate(recentWins, recent.length - recentWins) : null;
  const earlierRate =
    earlier.length > 0 ? winRate(earlierWins, earlier.length - earlierWins) : null;
  const latest = latestFirst(results).slice(0, RECENT_MATCHES);
  return {
    playerId: id,
    wins,
    losses,
    gamesPlayed: results.length,
    winRate: winRate(wins, losses),
    setsWon: sets.won,
    setsLost: sets.lost,
    // showRating off: statistics yes, but no rating in any form (decision 012).
    currentRating: hidden.rating ? null : user!.rating,
    bestRating: hidden.rating ? null : ratings.best,
    currentStreak: currentStreak(results),
    longestWinStreak: longestWinStreak(results),
    averageMatchMinutes: durations.perMatch,
    averageGameMinutes: durations.perGame,
    tournamentsPlayed: tournamentRecord.played,
    tournamentsWon: tournamentRecord.won,
    tournamentWinRate:
      tournamentRecord.played === 0
        ? null
        : Math.round((tournamentRecord.won / tournamentRecord.played) * 100),
    favoriteOpponent: favoriteOpponent(results),
    form: latest.map((r) => (r.isWin ? 'W' : 'L')),
    recentMatches: latest.map((r) => ({
      matchId: r.matchId,
      tournamentId: r.tournamentId,
      tournamentName: r.tournamentName,
      result: r.isWin ? 'W' : 'L',
      opponent: r.opponentName,
      games: r.games.map(([a, b]) => [a, b] as [number, number]),
      completedAt: r.completedAt.toISOString(),
    })),
    ratingHistory: hidden.rating ? [] : ratings.history,
    lastDays: {
      days: TREND_DAYS,
      wins: recentWins,
      losses: recent.length - recentWins,
      winRate: recentRate,
      trend: recentRate !== null && earlierRate !== null ? recentRate - earlierRate : null,
    },
    tournamentsJoined: upcoming.joined,
    upcomingMatches: upcoming.upcoming,
  };
}
