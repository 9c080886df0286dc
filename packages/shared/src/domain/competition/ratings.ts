import {
  GAME_POINTS_MAX,
  RATING_DECIMALS,
  RATING_DEFAULT,
  RATING_ELO_SCALE,
  RATING_K,
  RATING_K_PROVISIONAL,
  RATING_MAX,
  RATING_MIN,
  RATING_PROVISIONAL_MATCHES,
  RATING_WIN_MIN_ACTUAL,
} from '../../constants';
import { CompetitionError } from './errors';
import type { GameScore, Side } from './types';

/** A player's rating (null: never rated) and how many rated matches they have played. */
export interface PlayerRating {
  rating: number | null;
  matchesPlayed: number;
}

/** One player's rating before and after a match (3 decimals). */
export interface RatingChange {
  before: number;
  after: number;
  delta: number;
}

/** A completed match to rate: each side's players and the game scores. */
export interface RateMatchInput {
  /** One player for singles, two for doubles. */
  side1: readonly PlayerRating[];
  side2: readonly PlayerRating[];
  games: readonly GameScore[];
  /** Defaults to the side that won more games. */
  winner?: Side;
}

/** Every player's change, in the order of the input sides. */
export interface RatedMatch {
  side1: RatingChange[];
  side2: RatingChange[];
  /** Side 1's expected and actual share of points. */
  expected: number;
  actual: number;
}

const round = (r: number) => Number(r.toFixed(RATING_DECIMALS));
const clamp = (r: number) => Math.min(RATING_MAX, Math.max(RATING_MIN, r));

/** A stored rating on the scale: unrated starts at RATING_DEFAULT (3.5), then clamped and rounded. */
export const normalizeRating = (rating: number | null): number =>
  round(clamp(rating ?? RATING_DEFAULT));

/**
 * Expected share of points for a side rated `gap` above its opponent: a
 * logistic curve with scale RATING_ELO_SCALE (2.0), so equal sides expect 50%,
 * a 0.5 gap 64%, a 1.0 gap 76% (about 11-3.5 a game, a near-certain match win)
 * and a 2.0 gap 91%.
 */
export const expectedShare = (gap: number): number => 1 / (1 + 10 ** (-gap / RATING_ELO_SCALE));

/** Step size: RATING_K_PROVISIONAL (0.6) under 10 rated matches, RATING_K (0.2) after. */
export const kFactor = (matchesPlayed: number): number =>
  matchesPlayed < RATING_PROVISIONAL_MATCHES ? RATING_K_PROVISIONAL : RATING_K;

/**
 * Modified Elo on the 2.0-8.0 playing-level scale (ARCHITECTURE.md section 6).
 * Each side's strength is its players' average rating. The result is side 1's
 * share of all points played, so the margin counts; the winner's share is
 * raised to at least RATING_WIN_MIN_ACTUAL (0.55), since one can win a match on
 * fewer points (0-11, 11-9, 11-9). The change is K x (actual - expected), with
 * a side's K the average of its players' (larger while provisional); it is
 * never negative for the winner nor positive for the loser, so a favourite who
 * wins narrowly gains nothing rather than losing. Every player of a side moves
 * by the side's change; results are clamped to 2.0-8.0 and rounded to 3
 * decimals. With equal K the exchange is zero-sum and mirror-symmetric.
 */
export function rateMatch(input: RateMatchInput): RatedMatch {
  const { side1, side2, games } = input;
  if (side1.length === 0 || side2.length === 0) {
    throw new CompetitionError('INVALID_RESULT', 'Both sides need at least one player.');
  }
  [...side1, ...side2].forEach(assertValidRating);
  games.forEach(assertPossibleGame);
  const [p1, p2] = games.reduce(([a, b], [g1, g2]) => [a + g1, b + g2], [0, 0]);
  const gamesWon1 = games.filter(([a, b]) => a > b).length;
  const gamesWon2 = games.filter(([a, b]) => b > a).length;
  const winner =
    input.winner ?? (gamesWon1 > gamesWon2 ? 'side1' : gamesWon2 > gamesWon1 ? 'side2' : null);
  if (!winner || p1 + p2 === 0) {
    throw new CompetitionError('INVALID_RESULT', 'A rated match needs points and a winner.', {
      games,
    });
  }
  const r1 = side1.map((p) => normalizeRating(p.rating));
  const r2 = side2.map((p) => normalizeRating(p.rating));
  const expected = expectedShare(mean(r1) - mean(r2));
  const share = p1 / (p1 + p2);
  const actual =
    winner === 'side1'
      ? Math.max(share, RATING_WIN_MIN_ACTUAL)
      : Math.min(share, 1 - RATING_WIN_MIN_ACTUAL);
  const k1 = mean(side1.map((p) => kFactor(p.matchesPlayed)));
  const k2 = mean(side2.map((p) => kFactor(p.matchesPlayed)));
  const raw1 = k1 * (actual - expected);
  const raw2 = k2 * (expected - actual);
  const d1 = winner === 'side1' ? Math.max(0, raw1) : Math.min(0, raw1);
  const d2 = winner === 'side2' ? Math.max(0, raw2) : Math.min(0, raw2);
  return {
    side1: r1.map((r) => change(r, d1)),
    side2: r2.map((r) => change(r, d2)),
    expected,
    actual,
  };
}

/** The engine's edge: a rating is null or a finite number, a match count a whole number >= 0. */
function assertValidRating(player: PlayerRating): void {
  const { rating, matchesPlayed } = player;
  if (rating !== null && !Number.isFinite(rating)) {
    throw new CompetitionError(
      'INVALID_RATING',
      `A rating must be a finite number, got ${rating}.`,
      {
        rating,
      },
    );
  }
  if (!Number.isInteger(matchesPlayed) || matchesPlayed < 0) {
    throw new CompetitionError(
      'INVALID_RATING',
      `A rated-match count must be a whole number of at least 0, got ${matchesPlayed}.`,
      { matchesPlayed },
    );
  }
}

/** Game points are whole numbers from 0 to GAME_POINTS_MAX. */
function assertPossibleGame(game: GameScore): void {
  const possible = (points: number) =>
    Number.isInteger(points) && points >= 0 && points <= GAME_POINTS_MAX;
  if (!possible(game[0]) || !possible(game[1])) {
    throw new CompetitionError(
      'INVALID_RESULT',
      `Game points must be whole numbers from 0 to ${GAME_POINTS_MAX}, got ${game[0]}-${game[1]}.`,
      { game },
    );
  }
}

function change(before: number, delta: number): RatingChange {
  const after = round(clamp(before + delta));
  return { before, after, delta: round(after - before) };
}

const mean = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
