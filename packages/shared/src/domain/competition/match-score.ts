import type { ScoringFormat } from './scoring';
import {
  gameWinner,
  gamesToWin,
  isGameComplete,
  isLegalFinalGameScore,
  isValidPoints,
  maxGamePoints,
} from './scoring';
import type { GameScore, Side } from './types';

/** What is wrong with an entered match score; `game` is 1-based. */
export type MatchScoreIssue =
  | { code: 'TOO_MANY_GAMES'; game: number; message: string }
  | { code: 'INVALID_POINTS'; game: number; message: string }
  | { code: 'ILLEGAL_FINAL_SCORE'; game: number; message: string }
  | { code: 'UNFINISHED_GAME'; game: number; message: string }
  | { code: 'GAME_CANNOT_END'; game: number; message: string }
  | { code: 'GAME_AFTER_MATCH_DECIDED'; game: number; message: string };

/**
 * Checks a whole match score against its format (ARCHITECTURE.md section 6,
 * "only legal final game scores are accepted"): at most `bestOf` games, points
 * whole numbers from 0 to the format's `maxGamePoints`, every finished game on a legal final
 * score, only the last game unfinished, and no game after the match was
 * decided. An empty list is a match not yet started and has no issues.
 */
export function validateMatchScore(
  games: readonly GameScore[],
  format: ScoringFormat,
): MatchScoreIssue[] {
  const issues: MatchScoreIssue[] = [];
  const wins = [0, 0];
  const needed = gamesToWin(format);
  games.forEach((score, i) => {
    const game = i + 1;
    const label = `Game ${game} (${score[0]}-${score[1]})`;
    if (game > format.bestOf) {
      issues.push({ code: 'TOO_MANY_GAMES', game, message: `${label}: at most ${format.bestOf}.` });
      return;
    }
    if (Math.max(...wins) >= needed) {
      const message = `${label} comes after the match was decided.`;
      issues.push({ code: 'GAME_AFTER_MATCH_DECIDED', game, message });
      return;
    }
    if (!isValidPoints(score, format)) {
      const message = `${label}: points must be whole numbers from 0 to ${maxGamePoints(format)} in games to ${format.pointsToWin}.`;
      issues.push({ code: 'INVALID_POINTS', game, message });
      return;
    }
    if (isGameComplete(score, format)) {
      if (!isLegalFinalGameScore(score, format)) {
        const message = `${label} is not a possible final score of a game to ${format.pointsToWin}, win by ${format.winBy}.`;
        issues.push({ code: 'ILLEGAL_FINAL_SCORE', game, message });
      }
      wins[gameWinner(score, format) === 'side1' ? 0 : 1]! += 1;
    } else if (game < games.length) {
      issues.push({ code: 'UNFINISHED_GAME', game, message: `${label} is not finished.` });
    } else if (!canStillEnd(score, format)) {
      // 20-20 in a game to 11 can only end 22-20, past the 21 points a game records
      // (decision 018): refused now, not left open with no final score to follow.
      const message = `${label} cannot end within ${maxGamePoints(format)} points, the most a game to ${format.pointsToWin} records.`;
      issues.push({ code: 'GAME_CANNOT_END', game, message });
    }
  });
  return issues;
}

/**
 * True when an unfinished game can still reach a legal final score within the format's
 * `maxGamePoints`: a side wins at the target, or past it by `winBy`, with at least the points
 * it has and the other side `winBy` behind.
 */
export function canStillEnd(game: GameScore, format: ScoringFormat): boolean {
  const max = maxGamePoints(format);
  const endsAt = (own: number, other: number) =>
    Math.max(own, other + format.winBy, format.pointsToWin);
  return Math.min(endsAt(game[0], game[1]), endsAt(game[1], game[0])) <= max;
}

/** Where a match stands: games won per side, whether it is decided and by whom. */
export interface MatchProgress {
  status: 'not-started' | 'in-progress' | 'completed';
  gamesWon: [number, number];
  gamesToWin: number;
  winner: Side | null;
  /** 1-based number of the game being played (or next), null once completed. */
  currentGame: number | null;
}

/**
 * Spec section 4: the match goes to whoever first wins a majority of the
 * games (2 of 3 by default). An invalid score (see `validateMatchScore`)
 * decides nothing: its winner is null and it counts as in progress.
 */
export function matchProgress(games: readonly GameScore[], format: ScoringFormat): MatchProgress {
  const needed = gamesToWin(format);
  const gamesWon: [number, number] = [0, 0];
  if (validateMatchScore(games, format).length > 0) {
    return { status: 'in-progress', gamesWon, gamesToWin: needed, winner: null, currentGame: 1 };
  }
  for (const game of games) {
    const side = gameWinner(game, format);
    if (side) gamesWon[side === 'side1' ? 0 : 1] += 1;
  }
  const winner = gamesWon[0] >= needed ? 'side1' : gamesWon[1] >= needed ? 'side2' : null;
  if (winner)
    return { status: 'completed', gamesWon, gamesToWin: needed, winner, currentGame: null };
  const finished = gamesWon[0] + gamesWon[1];
  const started = games.length > 0;
  return {
    status: started ? 'in-progress' : 'not-started',
    gamesWon,
    gamesToWin: needed,
    winner: null,
    currentGame: finished + 1,
  };
}

/** The side that won the match, or null while it is undecided or the score is invalid. */
export function matchWinner(games: readonly GameScore[], format: ScoringFormat): Side | null {
  return matchProgress(games, format).winner;
}
