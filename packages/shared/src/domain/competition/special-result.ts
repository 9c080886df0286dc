import { CompetitionError } from './errors';
import { validateMatchScore } from './match-score';
import { gameWinner, gamesToWin, type ScoringFormat } from './scoring';
import type { SpecialResultKind } from './statuses';
import type { GameScore, Side } from './types';

/**
 * Decision 024: a retirement was played and changes ratings on its recorded
 * score; a walkover, a forfeit or a disqualification does not. Null (a normal
 * result) is rated.
 */
export const isRatedResult = (kind: SpecialResultKind | null | undefined): boolean =>
  kind === null || kind === undefined || kind === 'retirement';

/**
 * The score recorded for a special result, won by `winner`:
 * - `walkover` (rules 12.G withdrawal scoring, 12.H forfeit scoring): no game was
 *   played; the winner is credited the target to 0 in each game it needs (11-0, 11-0).
 * - `retirement`, `forfeit`, `disqualification` (rule 12.F.4: retirement scoring, which
 *   also applies to a forfeit imposed during a match): games played stand, the loser
 *   keeps its points in the unfinished game, the winner gets what wins that game
 *   (the target, or 2 more than the loser), then the target to 0 in each further game
 *   it needs. With no game played it is the walkover's score.
 * Refuses games so far that are not a legal unfinished score, or that the
 * loser has already won, or any game for a walkover.
 */
export function specialResultGames(
  kind: SpecialResultKind,
  winner: Side,
  gamesSoFar: readonly GameScore[],
  format: ScoringFormat,
): [number, number][] {
  if (kind === 'walkover' && gamesSoFar.length > 0) {
    throw new CompetitionError('INVALID_RESULT', 'A walkover is recorded with no games played.');
  }
  const issues = validateMatchScore(gamesSoFar, format);
  if (issues.length > 0) {
    throw new CompetitionError('INVALID_RESULT', issues.map((i) => i.message).join(' '));
  }
  const w = winner === 'side1' ? 0 : 1;
  const wins = [0, 0];
  const games = gamesSoFar.map((g) => [g[0], g[1]] as [number, number]);
  for (const game of games) {
    const side = gameWinner(game, format);
    if (side) wins[side === 'side1' ? 0 : 1]! += 1;
  }
  const needed = gamesToWin(format);
  if (Math.max(...wins) >= needed) {
    throw new CompetitionError('INVALID_RESULT', 'These games already decide the match.');
  }
  const last = games.at(-1);
  if (last && !gameWinner(last, format)) {
    last[w] = Math.max(format.pointsToWin, last[1 - w]! + 2);
    wins[w]! += 1;
  }
  while (wins[w]! < needed) {
    games.push(w === 0 ? [format.pointsToWin, 0] : [0, format.pointsToWin]);
    wins[w]! += 1;
  }
  const recorded = validateMatchScore(games, format);
  if (recorded.length > 0) {
    throw new CompetitionError('INVALID_RESULT', recorded.map((i) => i.message).join(' '));
  }
  return games;
}
