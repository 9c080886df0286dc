import type { Match } from '@courtside/shared/api/match';
import { formatMatchTime } from '@courtside/shared/time/match-time';
import { SIDE_PENDING, sideName } from '@/lib/match-sides';

/** "Ana Reyes v Bo Park" (team names in doubles). */
export const pairingOf = (match: Match) =>
  `${sideName(match, 1) ?? SIDE_PENDING} v ${sideName(match, 2) ?? SIDE_PENDING}`;

/** "Round 2", "Group A, round 1". */
export const roundOf = (match: Match) =>
  match.group ? `Group ${match.group}, round ${match.round}` : `Round ${match.round}`;

/** The venue's clock: "10:30 AM EDT". */
export const venueClock = (iso: string, zone: string | null | undefined) => {
  const venue = zone ?? 'UTC';
  return formatMatchTime(new Date(iso), venue, venue).venue;
};
