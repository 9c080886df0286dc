import type { Match } from '@courtside/shared/api/match';
import type { MatchStatus } from '@courtside/shared/domain/competition/statuses';
import type { BadgeVariant } from '@/components/ui/badge';

export type SideNumber = 1 | 2;

/** Spec section 4: completed success, in-progress warning, other default. */
export const MATCH_STATUS_BADGE: Record<MatchStatus, BadgeVariant> = {
  scheduled: 'default',
  'in-progress': 'warning',
  completed: 'success',
  cancelled: 'default',
};

/** A side still waiting for the winner of an earlier match reads TBD. */
export const SIDE_PENDING = /*i18n*/ 'TBD';

/** The entrant id of a side: a player in singles, a team in doubles. */
export const sideId = (match: Match, side: SideNumber): string | null =>
  side === 1 ? match.player1Id : match.player2Id;

/** The name of a side: the player's, or the team's in doubles; null while it is not known. */
export function sideName(match: Match, side: SideNumber): string | null {
  const player = side === 1 ? match.player1 : match.player2;
  const team = side === 1 ? match.team1 : match.team2;
  return team?.name ?? player?.name ?? null;
}

/** The user ids playing on a side (one in singles, two in doubles). */
function sideUserIds(match: Match, side: SideNumber): string[] {
  const player = side === 1 ? match.player1 : match.player2;
  const team = side === 1 ? match.team1 : match.team2;
  return team ? team.players.map((p) => p.id) : player ? [player.id] : [];
}

export const hasBothSides = (match: Match) => match.player1Id !== null && match.player2Id !== null;

/** The name of the side that won, or null while undecided. */
export function winnerName(match: Match): string | null {
  if (!match.winner) return null;
  if (match.winner === match.player1Id) return sideName(match, 1);
  if (match.winner === match.player2Id) return sideName(match, 2);
  return null;
}

/** Games as [side1, side2] pairs. */
export const gamesOf = (match: Match): [number, number][] =>
  match.score.player1.map((points, i) => [points, match.score.player2[i] ?? 0]);

/** "11-5 11-7", or an empty string before the first point. */
export const scoreLine = (match: Match): string =>
  gamesOf(match)
    .map(([a, b]) => `${a}-${b}`)
    .join(' ');

/**
 * Spec section 6: a score can be entered on a match that is not completed (nor
 * cancelled) and has both sides, by the tournament's organizer, a player of
 * either side, or one of the match's authorized score keepers.
 */
export function canScoreMatch(
  match: Match,
  { userId, organizerId }: { userId: string | undefined; organizerId: string },
): boolean {
  if (!userId || !hasBothSides(match)) return false;
  if (match.status === 'completed' || match.status === 'cancelled') return false;
  return (
    userId === organizerId ||
    sideUserIds(match, 1).includes(userId) ||
    sideUserIds(match, 2).includes(userId) ||
    match.authorizedScoreKeepers.includes(userId)
  );
}

/**
 * Decision 027: whether the score `userId` saves waits for the other side to confirm it (the
 * tournament asks for confirmation and the scorer is a player, not the organizer nor a keeper).
 * The tournament's score dialog and the Matches page's say the same.
 */
export function needsScoreConfirmation(
  match: Match,
  {
    userId,
    organizerId,
    scoreConfirmation,
  }: { userId: string | undefined; organizerId: string; scoreConfirmation: boolean },
): boolean {
  return (
    scoreConfirmation &&
    userId !== undefined &&
    userId !== organizerId &&
    !match.authorizedScoreKeepers.includes(userId)
  );
}

/** Whether `userId` plays in this match (either side; either member of a team). */
export const playsIn = (match: Match, userId: string | undefined): boolean =>
  userId !== undefined &&
  (sideUserIds(match, 1).includes(userId) || sideUserIds(match, 2).includes(userId));

/**
 * Whether `userId` keeps this match without playing in it (decision 026): shown as "Keeping"
 * beside the spec's own matches (player 1 or player 2) in My Matches and on the dashboard.
 */
export function isKeeping(match: Match, userId: string | undefined): boolean {
  if (!userId || !match.authorizedScoreKeepers.includes(userId)) return false;
  return !sideUserIds(match, 1).includes(userId) && !sideUserIds(match, 2).includes(userId);
}
