import type { Match } from '@courtside/shared/api/match';
import {
  gamesToWin,
  maxGamePoints,
  type ScoringFormat,
} from '@courtside/shared/domain/competition/scoring';

/** Spec sections 5 and 9: the score form takes 0 to 21 points per set. */
export const SCORE_INPUT_MAX = 21;

/**
 * The most points a set's input takes: the engine's `maxGamePoints`, the target plus a
 * win-by-2 extension (the spec's 21 for games to 11, 25 for games to 15, 31 for games to 21),
 * which the server holds every score to as well.
 */
export const scoreInputMax = (format: ScoringFormat): number => maxGamePoints(format);

/**
 * True when the text typed into a score box is one the box keeps: empty (being retyped) or
 * points the option can produce. More than `max` is refused as it is typed, so the box never
 * shows a score the feedback below would read differently.
 */
export function isAcceptedPoints(text: string, max: number): boolean {
  const trimmed = text.trim();
  if (trimmed === '') return true;
  const value = Number(trimmed);
  return !Number.isFinite(value) || value <= max;
}

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
