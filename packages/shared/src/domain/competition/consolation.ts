import { sortBySeed } from './entrants';
import { buildKnockout, knockoutKey, type KnockoutBracket } from './knockout';
import { buildLosersBracket } from './losers-bracket';
import type { BracketStage, Entrant } from './types';

/** The key of consolation match `(round, position)`, e.g. `CO-R2-M1`. */
export const consolationKey = (round: number, position: number): string =>
  `CO-R${round}-M${position}`;

/**
 * A single elimination with consolation (USA Pickleball rule 12.C.1) seeded by
 * rating (see `sortBySeed`). See `buildConsolationKnockout` for the shape.
 */
export function generateConsolationKnockout(
  entrants: readonly Entrant[],
): KnockoutBracket<BracketStage> {
  return buildConsolationKnockout(sortBySeed(entrants));
}

/**
 * Rule 12.C.1: "Losers from all rounds go into a consolation bracket playing for
 * the bronze medal/third place and are eliminated after a second loss. The final
 * two players/teams in the winner's bracket play for the gold/first-place and
 * silver/second-place medals." The main bracket is `buildKnockout`'s (2 to 256
 * entrants, byes to the top seeds, no bronze match: the consolation decides
 * third). The consolation bracket is double elimination's losers' bracket
 * (`buildLosersBracket`: the same layout and drop-in orders, byes resolved the
 * same way) stopped before the final's loser would drop in, so it takes the
 * losers of every round but the final (decision 023). Its last match (the one
 * with no `winnerTo`) is the bronze match; with 3 entrants the consolation holds
 * one entrant and no match. Keys `CO-R{round}-M{position}`, stage `consolation`.
 */
export function buildConsolationKnockout(
  seeded: readonly Pick<Entrant, 'id' | 'name'>[],
): KnockoutBracket<BracketStage> {
  const knockout = buildKnockout(seeded, { hasBronzeMatch: false });
  const { size, rounds } = knockout;
  if (rounds < 2) return knockout;
  const { matches } = buildLosersBracket({
    winners: knockout.matches,
    winnersKey: knockoutKey,
    size,
    rounds: 2 * (rounds - 1) - 1,
    key: consolationKey,
    stage: 'consolation',
  });
  return { ...knockout, matches: [...knockout.matches, ...matches] };
}
