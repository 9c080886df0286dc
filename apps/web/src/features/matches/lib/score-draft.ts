import type { FieldError } from 'react-hook-form';
import { z } from 'zod';
import { MATCH_MESSAGES, updateScoreInputSchema, type Match } from '@courtside/shared/api/match';
import { matchWinner, validateMatchScore } from '@courtside/shared/domain/competition/match-score';
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

/**
 * The games that are played or in play: the rows after the last one with points, left 0-0, are
 * games not begun and are not sent (a game ends at its target at least, so 0-0 is never a
 * result). A live score such as 5-3 in game 1 of a best of 3 saves as it stands, the match in
 * progress, without choosing one set first. The first game is always kept.
 */
export function playedGames(games: readonly [number, number][]): [number, number][] {
  let count = games.length;
  while (count > 1 && games[count - 1]![0] === 0 && games[count - 1]![1] === 0) count -= 1;
  return games.slice(0, count);
}

/** The request body's shape: each side's points per game. */
export const toScoreBody = (games: readonly [number, number][]) => ({
  player1: games.map(([a]) => a),
  player2: games.map(([, b]) => b),
});

/**
 * The score form (spec section 5): the chosen number of sets and the points as typed. It holds
 * the score to what the server holds it to: the request's schema (`updateScoreInputSchema`) on
 * the points that will be sent, the engine's rules of a match score (`validateMatchScore`), and,
 * for the owner's correction, a score that decides the match. The score is one field: every
 * message sits on `draft`, in order (`scoreMessages` reads them all). The output is the body's
 * `score`.
 */
export function scoreFormSchema(format: ScoringFormat, isCorrection: boolean) {
  const max = scoreInputMax(format);
  return z
    .object({
      setCount: z.number().int().min(1).max(format.bestOf),
      draft: z.array(z.tuple([z.string(), z.string()])),
    })
    .transform(({ setCount, draft }) => ({
      score: toScoreBody(playedGames(gamesFromDraft(draft, setCount, max))),
    }))
    .pipe(updateScoreInputSchema)
    .superRefine(({ score }, ctx) => {
      const games = score.player1.map((points, i): [number, number] => [
        points,
        score.player2[i] ?? 0,
      ]);
      const messages = validateMatchScore(games, format).map((issue) => issue.message);
      if (isCorrection && messages.length === 0 && matchWinner(games, format) === null) {
        messages.push(MATCH_MESSAGES.correctionUndecided);
      }
      for (const message of messages) ctx.addIssue({ code: 'custom', path: ['draft'], message });
    });
}
export type ScoreFormInput = z.input<ReturnType<typeof scoreFormSchema>>;
export type ScoreFormOutput = z.output<ReturnType<typeof scoreFormSchema>>;

/**
 * Every message the form holds about the score, in order. The form keeps them all
 * (`criteriaMode: 'all'`), where react-hook-form would otherwise keep a field's first.
 */
export function scoreMessages(error?: Partial<Pick<FieldError, 'message' | 'types'>>): string[] {
  if (!error) return [];
  const all = Object.values(error.types ?? {})
    .flat()
    .filter((message): message is string => typeof message === 'string');
  return all.length > 0 ? all : error.message ? [error.message] : [];
}
