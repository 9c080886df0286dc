import type { TournamentSummary } from '@courtside/shared/api/tournament';
import { i18n } from '@/lib/i18n';

type Places = Pick<
  TournamentSummary,
  'currentParticipants' | 'maxParticipants' | 'eventCount' | 'playerCount'
>;

/**
 * A tournament of several events (issue 26): how many, and its players over all of them, each
 * counted once, as the server counts them ("3 events · 52 players"). Null for a tournament of
 * one event, or an answer without the server's figure: its first event's places are never shown
 * as the tournament's.
 */
export function wholeTournamentText(t: Pick<Places, 'eventCount' | 'playerCount'>): string | null {
  if (t.eventCount === undefined || t.eventCount < 2 || t.playerCount === undefined) return null;
  return i18n.t(
    '{events, plural, one {# event} other {# events}} · {players, plural, one {# player} other {# players}}',
    { events: t.eventCount, players: t.playerCount },
  );
}

/**
 * What a tournament's card says of its places: "12/16 players" (spec section 4) for one event,
 * `wholeTournamentText` for several.
 */
export const placesText = (t: Places): string =>
  wholeTournamentText(t) ??
  i18n.t('{current}/{max} players', { current: t.currentParticipants, max: t.maxParticipants });
