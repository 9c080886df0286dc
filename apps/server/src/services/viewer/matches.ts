import type { Match } from '@courtside/shared/api/match';
import type { MatchFacts } from '../matches/match-view';
import { toMatchPlayer, type Audience } from './people';

/**
 * Who may know a match's score keepers (issue 22.9): its organizer, its players and the keepers
 * themselves. Anyone else gets an empty list.
 */
export function seesKeepers(match: MatchFacts, a: Audience): boolean {
  const id = a.viewerId;
  if (id === null) return false;
  return id === match.organizerId || match.playerIds.includes(id) || match.keeperIds.includes(id);
}

/** A match as `a` may read it (spec section 3 "Match"): the one way a match becomes an answer. */
export function toMatchFor(match: MatchFacts, a: Audience): Match {
  const {
    player1,
    player2,
    playerIds: _players,
    organizerId,
    keeperIds,
    confirmerIds,
    dispute,
    ...rest
  } = match;
  const audience = { ...a, organizerId };
  return {
    ...rest,
    player1: player1 ? toMatchPlayer(player1, audience) : null,
    player2: player2 ? toMatchPlayer(player2, audience) : null,
    authorizedScoreKeepers: seesKeepers(match, audience) ? [...keeperIds] : [],
    canConfirm: a.viewerId !== null && confirmerIds.includes(a.viewerId),
    // The note is for the desk and the match's players; others see that there is a dispute.
    dispute: dispute && {
      note: a.viewerId !== null && dispute.readerIds.includes(a.viewerId) ? dispute.note : null,
    },
  };
}

export const toMatchesFor = (matches: readonly MatchFacts[], a: Audience): Match[] =>
  matches.map((m) => toMatchFor(m, a));
