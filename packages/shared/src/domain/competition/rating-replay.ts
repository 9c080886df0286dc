import { rateMatch } from './ratings';
import type { PlayerRating, RatedMatch } from './ratings';
import type { GameScore, Side } from './types';

/** A completed match as the rating history sees it: player ids per side. */
export interface RatedMatchRecord {
  side1: readonly string[];
  side2: readonly string[];
  games: readonly GameScore[];
  winner?: Side;
}

/** Ratings after a replay and the change each match made. */
export interface ReplayOutcome {
  /** Every player's rating and rated-match count after the last match. */
  ratings: Map<string, PlayerRating>;
  /** The change of each match, in order: the rating history to store. */
  history: RatedMatch[];
}

/**
 * Replays matches in order through `rateMatch`, each one counting towards its
 * players' rated matches (ARCHITECTURE.md section 6: after a corrected result
 * "ratings are recomputed from that match on"). Players missing from `initial`
 * start unrated with no matches. Deterministic: the same input always gives the
 * same ratings, equal to applying `rateMatch` one match at a time.
 */
export function replayRatings(
  initial: ReadonlyMap<string, PlayerRating>,
  matches: readonly RatedMatchRecord[],
): ReplayOutcome {
  const ratings = new Map(initial);
  const get = (id: string) => ratings.get(id) ?? { rating: null, matchesPlayed: 0 };
  const history = matches.map((match) => {
    const rated = rateMatch({
      side1: match.side1.map(get),
      side2: match.side2.map(get),
      games: match.games,
      ...(match.winner ? { winner: match.winner } : {}),
    });
    const update = (ids: readonly string[], side: RatedMatch['side1']) =>
      ids.forEach((id, i) =>
        ratings.set(id, { rating: side[i]!.after, matchesPlayed: get(id).matchesPlayed + 1 }),
      );
    update(match.side1, rated.side1);
    update(match.side2, rated.side2);
    return rated;
  });
  return { ratings, history };
}
