import type { Match } from '@courtside/shared/api/match';
import { GAME_POINTS_MAX } from '@courtside/shared/constants';
import { gamesToWin, type ScoringFormat } from '@courtside/shared/domain/competition/scoring';

/** Spec sections 5 and 9: the score form takes 0 to 21 points per set. */
export const SCORE_INPUT_MAX = 21;

/**
 * The most points a set's input takes: the spec's 21 for games to 11, the
 * server's limit for games to 15 or 21, whose win-by-2 finishes (23-21) pass 21.
 */
export const scoreInputMax = (format: ScoringFormat): number =>
  format.pointsToWin <= 11 ? SCORE_INPUT_MAX : GAME_POINTS_MAX;

/** What the inputs hold: text as typed, one [side1, side2] pair per game row. */
export type ScoreDraft = [string, string][];

/**
 * Spec section 5: points are numeric, from 0 to 21, and non-numeric input
 * becomes 0. Decimals are cut to whole points.
 */
export function toPoints(text: string, max = SCORE_INPUT_MAX): number {
  const value = Math.trunc(Number(text.trim()));
  if (!Number.isFinite(value) || text.trim() === '') return 0;
  return Math.min(max, Math.max(0, value));
}

/** One row per game the format allows, filled from the score so far. */
export function draftFromMatch(match: Match, format: ScoringFormat): ScoreDraft {
  return Array.from({ length: format.bestOf }, (_, i) => [
    String(match.score.player1[i] ?? 0),
    String(match.score.player2[i] ?? 0),
  ]);
}

/**
 * How many sets the form starts with: those already played, or the fewest
 * that can decide the match (2 of a best of 3).
 */
export const initialSetCount = (match: Match, format: ScoringFormat): number =>
  Math.min(format.bestOf, Math.max(match.score.player1.length, gamesToWin(format)));

/** The first `count` games as numbers: only the chosen number of sets is sent (spec section 5). */
export const gamesFromDraft = (
  draft: ScoreDraft,
  count: number,
  max = SCORE_INPUT_MAX,
): [number, number][] =>
  draft.slice(0, count).map(([a, b]) => [toPoints(a, max), toPoints(b, max)]);

/** The request body's shape: each side's points per game. */
export const toScoreBody = (games: readonly [number, number][]) => ({
  player1: games.map(([a]) => a),
  player2: games.map(([, b]) => b),
});
