import { DOUBLE_ELIMINATION_MIN_ENTRANTS, KNOCKOUT_MAX_ENTRANTS } from '../../constants';
import { sortBySeed } from './entrants';
import { CompetitionError } from './errors';
import { buildKnockout, type KnockoutBracket } from './knockout';
import { buildLosersBracket, linkSurvivor } from './losers-bracket';
import type { BracketStage, CompetitionMatch, Entrant } from './types';

/** Options of a double elimination. */
export interface DoubleEliminationOptions {
  /**
   * `double` (the default): when the losers' bracket champion wins the grand
   * final, the two play again (`GF-M2`), so the winners' champion also loses
   * twice; `single`: one grand final decides.
   */
  grandFinal?: 'double' | 'single';
}

/** The key of winners' bracket match `(round, position)`, e.g. `WB-R1-M3`. */
export const winnersKey = (round: number, position: number): string => `WB-R${round}-M${position}`;
/** The key of losers' bracket match `(round, position)`, e.g. `LB-R2-M1`. */
export const losersKey = (round: number, position: number): string => `LB-R${round}-M${position}`;
/** The grand final, and its "if necessary" second match. */
export const GRAND_FINAL_KEY = 'GF-M1';
export const GRAND_FINAL_RESET_KEY = 'GF-M2';

/**
 * A double elimination (USA Pickleball rule 12.C.3) seeded by rating (see
 * `sortBySeed`). See `buildDoubleElimination` for the shape.
 */
export function generateDoubleElimination(
  entrants: readonly Entrant[],
  options: DoubleEliminationOptions = {},
): KnockoutBracket<BracketStage> {
  return buildDoubleElimination(sortBySeed(entrants), options);
}

/**
 * A double elimination for entrants already in seed order, 3 to 256 entrants
 * (decision 023). The winners' bracket is `buildKnockout`'s bracket (standard
 * seeding, byes to the top seeds, never a match) keyed `WB-R{round}-M{position}`;
 * every winners' loser drops into the losers' bracket (`buildLosersBracket`,
 * brackets-manager's layout and drop-in orders), keyed `LB-R{round}-M{position}`.
 * The grand final `GF-M1` puts the winners' champion on side 1 and the losers'
 * champion on side 2. With `grandFinal: 'double'` its winner and loser both go
 * to `GF-M2`, which the bracket rule (`decideResult`) cancels when side 1 wins
 * GF-M1 and fills (winners' champion on side 1 again) when side 2 wins.
 * Matches: 2n - 2 with a single grand final, 2n - 1 with a double one.
 */
export function buildDoubleElimination(
  seeded: readonly Pick<Entrant, 'id' | 'name'>[],
  options: DoubleEliminationOptions = {},
): KnockoutBracket<BracketStage> {
  const count = seeded.length;
  if (count < DOUBLE_ELIMINATION_MIN_ENTRANTS)
    throw new CompetitionError(
      'TOO_FEW_ENTRANTS',
      `A double elimination needs at least ${DOUBLE_ELIMINATION_MIN_ENTRANTS} entrants, got ${count}.`,
    );
  if (count > KNOCKOUT_MAX_ENTRANTS)
    throw new CompetitionError(
      'TOO_MANY_ENTRANTS',
      `A double elimination holds at most ${KNOCKOUT_MAX_ENTRANTS} entrants, got ${count}.`,
    );
  const knockout = buildKnockout(seeded, { hasBronzeMatch: false });
  const { size, rounds } = knockout;
  // The knockout's keys are `KO-R{round}-M{position}`: the same bracket, renamed.
  const rename = (key: string) => `WB-${key.slice('KO-'.length)}`;
  const winners: CompetitionMatch<BracketStage>[] = knockout.matches.map((m) => ({
    ...m,
    key: rename(m.key),
    stage: 'winners',
    ...(m.winnerTo && { winnerTo: { ...m.winnerTo, key: rename(m.winnerTo.key) } }),
  }));
  const { matches: losers, champion } = buildLosersBracket({
    winners,
    winnersKey,
    size,
    rounds: 2 * (rounds - 1),
    key: losersKey,
    stage: 'losers',
  });
  winners.find((m) => m.round === rounds)!.winnerTo = { key: GRAND_FINAL_KEY, slot: 0 };
  linkSurvivor(champion, winners, losers, { key: GRAND_FINAL_KEY, slot: 1 });
  const final: CompetitionMatch<BracketStage> = {
    key: GRAND_FINAL_KEY,
    stage: 'grand-final',
    round: 1,
    position: 1,
    sides: [null, null],
  };
  const finals = [final];
  if ((options.grandFinal ?? 'double') === 'double') {
    final.winnerTo = { key: GRAND_FINAL_RESET_KEY, slot: 1 };
    final.loserTo = { key: GRAND_FINAL_RESET_KEY, slot: 0 };
    finals.push({
      key: GRAND_FINAL_RESET_KEY,
      stage: 'grand-final',
      round: 2,
      position: 1,
      sides: [null, null],
    });
  }
  return { ...knockout, matches: [...winners, ...losers, ...finals] };
}
