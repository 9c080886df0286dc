import type { SpectatorMatch } from '@courtside/shared/api/live';
import { i18n } from '@/lib/i18n';

export type SideNumber = 1 | 2;

/** A side not yet known (waiting for an earlier result) reads TBD, as on the app's screens. */
export const SIDE_PENDING = /*i18n*/ 'TBD';

/**
 * A side as a crowd reads it: the team's players ("Ana Reyes / Bo Park"), else the team's
 * name, else the player's name.
 */
export function sideLabel(match: SpectatorMatch, side: SideNumber): string {
  const team = side === 1 ? match.team1 : match.team2;
  const player = side === 1 ? match.player1 : match.player2;
  if (team)
    return team.players.length > 0 ? team.players.map((p) => p.name).join(' / ') : team.name;
  return player?.name ?? i18n.t(SIDE_PENDING);
}

export const sideEntrantId = (match: SpectatorMatch, side: SideNumber) =>
  side === 1 ? match.player1Id : match.player2Id;

export const pairing = (match: SpectatorMatch) =>
  i18n.t('{side1} v {side2}', { side1: sideLabel(match, 1), side2: sideLabel(match, 2) });

/** "11-5 11-7", or '' before the first point. */
export const gamesLine = (match: SpectatorMatch) =>
  match.score.player1.map((a, i) => `${a}-${match.score.player2[i] ?? 0}`).join(' ');

/** The game in play and its points: "7-5 in game 3"; null before the first point. */
export function currentGame(match: SpectatorMatch): string | null {
  const count = match.score.player1.length;
  if (count === 0) return null;
  return i18n.t('{score} in game {game}', {
    score: `${match.score.player1[count - 1]}-${match.score.player2[count - 1] ?? 0}`,
    game: count,
  });
}

export const isLive = (match: SpectatorMatch) => match.status === 'in-progress';
