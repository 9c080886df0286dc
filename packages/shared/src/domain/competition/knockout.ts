import { KNOCKOUT_MAX_ENTRANTS, KNOCKOUT_MIN_ENTRANTS } from '../../constants';
import { sortBySeed, toRef } from './entrants';
import { CompetitionError, assertUniqueIds } from './errors';
import { bracketSize, seedOrder } from './seeding';
import type {
  BracketStage,
  CompetitionMatch,
  Entrant,
  EntrantRef,
  MatchStage,
  SlotIndex,
} from './types';

/** A generated knockout: its matches, seeded entrants and shape. */
export interface KnockoutBracket<Stage extends BracketStage = MatchStage> {
  matches: CompetitionMatch<Stage>[];
  /** Entrants in seed order (seed 1 first). */
  seeds: EntrantRef[];
  /** Lines in round 1: the next power of two at or above the entrant count. */
  size: number;
  rounds: number;
  /** Entrants whose bye took them straight to round 2: the top `size - count` seeds. */
  byes: EntrantRef[];
}

/** Options of a knockout. */
export interface KnockoutOptions {
  /** Third-place match between the semifinal losers (ARCHITECTURE.md section 6: on by default). */
  hasBronzeMatch?: boolean;
}

/** The stable key of a knockout match, e.g. `KO-R1-M3`. */
export const knockoutKey = (round: number, position: number): string => `KO-R${round}-M${position}`;
/** The key of the third-place match. */
export const BRONZE_MATCH_KEY = 'KO-BRONZE';

/**
 * A single-elimination bracket seeded by rating (see `sortBySeed`: unrated last,
 * ties in the order given). See `buildKnockout` for the shape.
 */
export function generateKnockout(
  entrants: readonly Entrant[],
  options: KnockoutOptions = {},
): KnockoutBracket {
  return buildKnockout(sortBySeed(entrants), options);
}

/**
 * A single-elimination bracket for entrants already in seed order (ARCHITECTURE.md
 * section 6): 2 to 256 entrants (`KNOCKOUT_MAX_ENTRANTS`), bracket size the next power of two, standard
 * seeding (`seedOrder`). The `size - count` byes fall to the top seeds and are
 * resolved here: a bye is never a match; the seed appears directly in round 2,
 * and round 1 skips that position (positions always follow the full bracket, so
 * match `p` of round `r` feeds match `ceil(p / 2)` of round `r + 1`, side
 * `(p - 1) % 2`). Two entrants make a final only; three make one semifinal with
 * seed 1 waiting in the final. The bronze match (`KO-BRONZE`, round = the
 * final's, position 2) is made only when both semifinals have real losers,
 * that is from 4 entrants on.
 */
export function buildKnockout(
  seeded: readonly Pick<Entrant, 'id' | 'name'>[],
  options: KnockoutOptions = {},
): KnockoutBracket {
  const count = seeded.length;
  if (count < KNOCKOUT_MIN_ENTRANTS)
    throw new CompetitionError(
      'TOO_FEW_ENTRANTS',
      `A knockout needs at least ${KNOCKOUT_MIN_ENTRANTS} entrants, got ${count}.`,
    );
  if (count > KNOCKOUT_MAX_ENTRANTS)
    throw new CompetitionError(
      'TOO_MANY_ENTRANTS',
      `A knockout holds at most ${KNOCKOUT_MAX_ENTRANTS} entrants, got ${count}.`,
    );
  assertUniqueIds(seeded);
  const size = bracketSize(count);
  const rounds = Math.log2(size);
  const seeds = seeded.map((e, i) => toRef(e, i + 1));
  const lines = seedOrder(size).map((seed) => seeds[seed - 1] ?? null);
  const byMatch = new Map<string, CompetitionMatch>();
  const matches: CompetitionMatch[] = [];
  // Later rounds first, so links can be checked as they are made.
  for (let round = rounds; round >= 2; round -= 1) {
    for (let position = 1; position <= size / 2 ** round; position += 1) {
      const match = newMatch(round, position, rounds);
      byMatch.set(match.key, match);
    }
  }
  const byes: EntrantRef[] = [];
  for (let position = 1; position <= size / 2; position += 1) {
    const top = lines[2 * position - 2] ?? null;
    const bottom = lines[2 * position - 1] ?? null;
    if (top && bottom) {
      const match = newMatch(1, position, rounds);
      match.sides = [top, bottom];
      byMatch.set(match.key, match);
    } else if (top ?? bottom) {
      byes.push((top ?? bottom)!);
      const to = nextSlot(1, position);
      byMatch.get(to.key)!.sides[to.slot] = (top ?? bottom)!;
    }
  }
  for (let round = 1; round <= rounds; round += 1) {
    for (let position = 1; position <= size / 2 ** round; position += 1) {
      const match = byMatch.get(knockoutKey(round, position));
      if (match) matches.push(match);
    }
  }
  if ((options.hasBronzeMatch ?? true) && count >= 4) addBronze(matches, rounds);
  byes.sort((a, b) => a.seed! - b.seed!);
  return { matches, seeds, size, rounds, byes };
}

function nextSlot(round: number, position: number): { key: string; slot: SlotIndex } {
  return {
    key: knockoutKey(round + 1, Math.ceil(position / 2)),
    slot: ((position - 1) % 2) as SlotIndex,
  };
}

function newMatch(round: number, position: number, rounds: number): CompetitionMatch {
  const match: CompetitionMatch = {
    key: knockoutKey(round, position),
    stage: 'knockout',
    round,
    position,
    sides: [null, null],
  };
  if (round < rounds) match.winnerTo = nextSlot(round, position);
  return match;
}

function addBronze(matches: CompetitionMatch[], rounds: number): void {
  const semis = matches.filter((m) => m.round === rounds - 1);
  semis.forEach(
    (semi) => (semi.loserTo = { key: BRONZE_MATCH_KEY, slot: (semi.position - 1) as SlotIndex }),
  );
  matches.push({
    key: BRONZE_MATCH_KEY,
    stage: 'bronze',
    round: rounds,
    position: 2,
    sides: [null, null],
  });
}
