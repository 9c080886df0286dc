import type { Match } from '@courtside/shared/api/match';
import { formatMatchTime } from '@courtside/shared/time/match-time';
import { sectionTitle } from '@/lib/match-sections';
import { i18n, intlLocale } from '@/lib/i18n';
import { SIDE_PENDING, sideName } from '@/lib/match-sides';

/** "Ana Reyes v Bo Park" (team names in doubles). */
export const pairingOf = (match: Match) =>
  i18n.t('{side1} v {side2}', {
    side1: sideName(match, 1) ?? i18n.t(SIDE_PENDING),
    side2: sideName(match, 2) ?? i18n.t(SIDE_PENDING),
  });

/**
 * The round as the Bracket and Matches tabs name it: "Semifinals", "Winners' Round 2",
 * "Losers' Round 1", "Grand Final", "Group A · Round 1", after its event's name when the desk
 * serves several events ("Mixed 3.5 · Semifinals"). `lastRounds` is each stage's last round (the
 * desk answer's).
 */
export const roundOf = (match: Match, lastRounds: Readonly<Record<string, number>>) => {
  // Keyed "eventId:stage" across a tournament's events (two knockouts end at different rounds).
  const last = lastRounds[`${match.tournamentId}:${match.stage}`] ?? lastRounds[match.stage];
  const title = sectionTitle(match, new Map(last === undefined ? [] : [[match.stage, last]]));
  return match.eventName ? `${match.eventName} · ${title}` : title;
};

/** The venue's clock: "10:30 AM EDT". */
export const venueClock = (iso: string, zone: string | null | undefined) => {
  const venue = zone ?? 'UTC';
  return formatMatchTime(new Date(iso), venue, venue, { locale: intlLocale() }).venue;
};
