import { z } from 'zod';
import { GAME_POINTS_MAX } from '../../constants';
import type { GameScore, Side } from './types';

/**
 * How a tournament's matches are scored (USA Pickleball rule 12.B): games to
 * 11, 15 or 21 points, win by 2, in a match of one game or best of 3 or 5.
 * Side-out or rally scoring changes how points are won on court, not which
 * final scores are legal, so the engine keeps it as a label only (the score
 * dialog and the scoring guide name it).
 */
export const scoringFormatSchema = z.object({
  bestOf: z.union([z.literal(1), z.literal(3), z.literal(5)]),
  pointsToWin: z.union([z.literal(11), z.literal(15), z.literal(21)]),
  winBy: z.literal(2),
  scoring: z.enum(['side-out', 'rally']),
});
/** A scoring format (see `scoringFormatSchema`). */
export type ScoringFormat = z.infer<typeof scoringFormatSchema>;

/**
 * The rule 12.B formats a tournament can choose, in the order a form lists them. The spec
 * default (section 9): best of 3 games to 11, win by 2. Rally or side-out scoring is chosen
 * apart (`SCORING_SYSTEMS`); a preset holds rally, the default rules' choice.
 */
export const SCORING_FORMATS = {
  'best-of-3-to-11': { bestOf: 3, pointsToWin: 11, winBy: 2, scoring: 'rally' },
  'best-of-3-to-15': { bestOf: 3, pointsToWin: 15, winBy: 2, scoring: 'rally' },
  'best-of-3-to-21': { bestOf: 3, pointsToWin: 21, winBy: 2, scoring: 'rally' },
  'best-of-5-to-11': { bestOf: 5, pointsToWin: 11, winBy: 2, scoring: 'rally' },
  'one-game-to-11': { bestOf: 1, pointsToWin: 11, winBy: 2, scoring: 'rally' },
  'one-game-to-15': { bestOf: 1, pointsToWin: 15, winBy: 2, scoring: 'rally' },
  'one-game-to-21': { bestOf: 1, pointsToWin: 21, winBy: 2, scoring: 'rally' },
} as const satisfies Record<string, ScoringFormat>;
/** The name of a preset in `SCORING_FORMATS`. */
export type ScoringFormatName = keyof typeof SCORING_FORMATS;
/** Every preset name, in the order a form lists them. */
export const SCORING_FORMAT_NAMES = Object.keys(SCORING_FORMATS) as [
  ScoringFormatName,
  ...ScoringFormatName[],
];

/** Rule 12.B: points are won by the serving side only (side-out) or on every rally. */
export const SCORING_SYSTEMS = ['rally', 'side-out'] as const;
/** One of `SCORING_SYSTEMS`. */
export type ScoringSystem = (typeof SCORING_SYSTEMS)[number];
/** A stored system as a known one; an unknown one falls back to rally (the default rules). */
export const toScoringSystem = (system: string | null | undefined): ScoringSystem =>
  system === 'side-out' ? 'side-out' : 'rally';

/** A stored name as a preset name; an unknown one falls back to the default preset. */
export const toScoringFormatName = (name: string | null | undefined): ScoringFormatName =>
  SCORING_FORMAT_NAMES.find((known) => known === name) ?? 'best-of-3-to-11';

/**
 * The format a tournament's stored option stands for: its preset (an unknown name falls back to
 * the default) played with its scoring system (rally when none is stored).
 */
export const scoringFormatNamed = (
  name: string | null | undefined,
  system?: string | null,
): ScoringFormat => ({
  ...((name && name in SCORING_FORMATS ? SCORING_FORMATS[name as ScoringFormatName] : undefined) ??
    DEFAULT_SCORING_FORMAT),
  scoring: toScoringSystem(system),
});

/** Spec section 9: estimated match duration, 25 minutes per game (the most games a match can take). */
export const MINUTES_PER_GAME = 25;
export const estimatedMatchMinutes = (format: ScoringFormat): number =>
  format.bestOf * MINUTES_PER_GAME;

/** Spec section 9: best of 3 games to 11, win by 2. */
export const DEFAULT_SCORING_FORMAT: ScoringFormat = SCORING_FORMATS['best-of-3-to-11'];

/** Games a side must win to take the match: a majority of `bestOf` (2 of 3 by default). */
export const gamesToWin = (format: ScoringFormat): number => Math.floor(format.bestOf / 2) + 1;

/** How far past the target a win-by-2 game may run before a score is taken as a typing slip. */
export const EXTENSION_POINTS_MAX = 10;

/**
 * The most points a side can have in one game of this format: the target plus a win-by-2
 * extension of up to EXTENSION_POINTS_MAX points. For games to 11 that is the spec's 21
 * (section 5: 0 to 21 per set); games to 15 run to 25 and games to 21 to 31.
 */
export const maxGamePoints = (format: ScoringFormat): number =>
  Math.min(GAME_POINTS_MAX, format.pointsToWin + EXTENSION_POINTS_MAX);

/**
 * True when both scores are whole numbers from 0 to the format's `maxGamePoints` (to
 * GAME_POINTS_MAX when no format is given).
 */
export function isValidPoints(game: GameScore, format?: ScoringFormat): boolean {
  const max = format ? maxGamePoints(format) : GAME_POINTS_MAX;
  return game.every((p) => Number.isInteger(p) && p >= 0 && p <= max);
}

/**
 * Spec section 4: a game is complete when one side has at least the target
 * (11 by default) and leads by at least the margin (2). Says nothing about
 * whether the score could really have happened: see `isLegalFinalGameScore`.
 */
export function isGameComplete(game: GameScore, format: ScoringFormat): boolean {
  const [a, b] = game;
  return Math.max(a, b) >= format.pointsToWin && Math.abs(a - b) >= format.winBy;
}

/**
 * A score a game can really end on: the winner reached the target with the
 * loser at least `winBy` behind (11-9, 11-0), or, past the target, the winner
 * leads by exactly `winBy` (12-10, 15-13), since play stops the moment the
 * margin is reached. 11-10 is unfinished; 15-3 and 13-9 can never happen.
 */
export function isLegalFinalGameScore(game: GameScore, format: ScoringFormat): boolean {
  if (!isValidPoints(game, format)) return false;
  const winner = Math.max(...game);
  const loser = Math.min(...game);
  if (winner === format.pointsToWin) return winner - loser >= format.winBy;
  return winner > format.pointsToWin && winner - loser === format.winBy;
}

/** The side that won a complete game, or null while it is unfinished. */
export function gameWinner(game: GameScore, format: ScoringFormat): Side | null {
  if (!isGameComplete(game, format)) return null;
  return game[0] > game[1] ? 'side1' : 'side2';
}
