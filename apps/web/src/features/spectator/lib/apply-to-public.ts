import type { PublicTournament, SpectatorMatch } from '@courtside/shared/api/live';
import type { LiveEventBody } from '@courtside/shared/api/live';
import type { Match } from '@courtside/shared/api/match';
import { patchMatch, patchMatchIn, type MatchEventData } from '@/lib/live/match-patch';

/**
 * A match event applied to the spectator's copy: score, status, winner, court and time in
 * place. `needsRefetch` when the event changes what the copy cannot work out alone (a side
 * filled by an earlier result, the bracket's progress and standings after a decided match,
 * a match it does not hold).
 */
export function applyMatchEvent(
  data: PublicTournament,
  event: LiveEventBody,
): { data: PublicTournament; needsRefetch: boolean } {
  if (event.kind !== 'match' || event.op !== 'UPDATE' || !event.id || !event.data) {
    return { data, needsRefetch: true };
  }
  const patchData = event.data as MatchEventData;
  const courtOf = (courtId: string) => {
    const court = data.courts.find((c) => c.id === courtId);
    return court ? { name: court.name, location: court.location } : undefined;
  };
  // Spectator matches are matches without their score keepers: the patch touches neither.
  const patch = (m: Match) => patchMatch(m, patchData, courtOf);
  const matches = patchMatchIn(data.matches, event.id, patch);
  const bracket = patchMatchIn(data.bracket, event.id, patch);
  const next: PublicTournament =
    matches.data === data.matches && bracket.data === data.bracket
      ? data
      : {
          ...data,
          matches: matches.data as SpectatorMatch[],
          bracket: bracket.data as PublicTournament['bracket'],
        };
  return {
    data: next,
    needsRefetch:
      !(matches.isFound || bracket.isFound) ||
      matches.needsRefetch ||
      bracket.needsRefetch ||
      matches.hasOutcomeChanged ||
      bracket.hasOutcomeChanged,
  };
}
