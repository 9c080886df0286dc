import type { BracketStage, CompetitionMatch, SlotIndex } from './types';

type Match = CompetitionMatch<BracketStage>;

/**
 * How the losers of one winners' bracket round are laid out before they drop in
 * (the orders brackets-manager 1.11.1 names; tl.net "superior double elimination
 * losers bracket seeding"). Index 0 is the first losers' round (round-1 losers
 * paired with each other), index i the drop-in of winners' round i + 1.
 */
export type DropOrder = 'natural' | 'reverse' | 'half_shift' | 'reverse_half_shift' | 'pair_flip';

/**
 * Drop-in orders by bracket size: brackets-manager's `defaultMinorOrdering` for
 * 4 to 128 lines. brackets-manager has no row for 256 (it falls back to natural,
 * which allows a rematch in the first drop-in round); ours extends the 128 row
 * with one more `pair_flip`. The last drop-in (the winners' final loser) is one
 * entrant and needs no order.
 */
export const DROP_ORDERS: Readonly<Record<number, readonly DropOrder[]>> = {
  4: ['natural', 'reverse'],
  8: ['natural', 'reverse', 'natural'],
  16: ['natural', 'reverse_half_shift', 'reverse', 'natural'],
  32: ['natural', 'reverse', 'half_shift', 'natural', 'natural'],
  64: ['natural', 'reverse', 'half_shift', 'reverse', 'natural', 'natural'],
  128: ['natural', 'reverse', 'half_shift', 'pair_flip', 'pair_flip', 'pair_flip', 'natural'],
  256: [
    'natural',
    'reverse',
    'half_shift',
    'pair_flip',
    'pair_flip',
    'pair_flip',
    'pair_flip',
    'natural',
  ],
};

/** Reorders `items` as brackets-manager's ordering of the same name does. */
export function applyDropOrder<T>(order: DropOrder, items: readonly T[]): T[] {
  const half = items.length / 2;
  switch (order) {
    case 'natural':
      return [...items];
    case 'reverse':
      return [...items].reverse();
    case 'half_shift':
      return [...items.slice(half), ...items.slice(0, half)];
    case 'reverse_half_shift':
      return [...items.slice(0, half).reverse(), ...items.slice(half).reverse()];
    case 'pair_flip':
      return items.flatMap((_, i) => (i % 2 === 0 ? [items[i + 1]!, items[i]!] : []));
  }
}

/** Where an entrant of a losers' bracket slot comes from; `null` is a bye (nobody). */
type Source = { loserOf: string } | { winnerOf: string } | null;

/** Shape of a losers' bracket to build. */
export interface LosersBracketInput {
  /** The winners' bracket (or main knockout) matches; their `loserTo` links are set here. */
  winners: readonly Match[];
  /** The key of winners' bracket match `(round, position)`, e.g. `WB-R1-M3`. */
  winnersKey: (round: number, position: number) => string;
  /** Lines of the winners' bracket (a power of two, at least 4). */
  size: number;
  /** Losers' rounds to build: `2 * (log2(size) - 1)`, one less to stop before the final's loser. */
  rounds: number;
  key: (round: number, position: number) => string;
  stage: BracketStage;
}

/**
 * Builds a losers' bracket (rule 12.C.3's "consolation bracket") below a winners'
 * bracket, in brackets-manager's layout: round 1 pairs the round-1 losers in
 * `DROP_ORDERS[size][0]` order; then rounds alternate: an even round `2i` takes
 * the losers of winners' round `i + 1`, laid out in `DROP_ORDERS[size][i]` order,
 * on side 1 against the survivor of match `j` of the round before on side 2; an
 * odd round pairs the survivors of matches `2j - 1` and `2j`. Positions follow
 * the full layout. A bye is never a match: a slot fed by a winners' match that
 * does not exist (a bye) is empty, a match with one empty slot is skipped and its
 * entrant's link points straight to where that match's winner would go, and a
 * match with two empty slots passes an empty slot on. Returns the matches and
 * where the survivor comes from (`null` with no entrant at all).
 */
export function buildLosersBracket(input: LosersBracketInput): {
  matches: Match[];
  champion: Source;
} {
  const { winners, size, rounds } = input;
  const byKey = new Map(winners.map((m) => [m.key, m]));
  const orders = DROP_ORDERS[size] ?? [];
  const matches: Match[] = [];
  const ownByKey = new Map<string, Match>();
  const losersOf = (round: number): Source[] =>
    Array.from({ length: size / 2 ** round }, (_, i) => {
      const key = input.winnersKey(round, i + 1);
      return byKey.has(key) ? { loserOf: key } : null;
    });
  const link = (source: Source, key: string, slot: SlotIndex) => {
    if (!source) return;
    if ('loserOf' in source) byKey.get(source.loserOf)!.loserTo = { key, slot };
    else ownByKey.get(source.winnerOf)!.winnerTo = { key, slot };
  };
  const duel = (round: number, position: number, a: Source, b: Source): Source => {
    if (!a || !b) return a ?? b;
    const key = input.key(round, position);
    const match: Match = {
      key,
      stage: input.stage,
      round,
      position,
      sides: [null, null],
    };
    matches.push(match);
    ownByKey.set(key, match);
    link(a, key, 0);
    link(b, key, 1);
    return { winnerOf: key };
  };
  const first = applyDropOrder(orders[0] ?? 'natural', losersOf(1));
  let survivors = Array.from({ length: first.length / 2 }, (_, j) =>
    duel(1, j + 1, first[2 * j]!, first[2 * j + 1]!),
  );
  for (let round = 2; round <= rounds; round += 1) {
    if (round % 2 === 0) {
      const drop = losersOf(round / 2 + 1);
      const ordered = drop.length > 1 ? applyDropOrder(orders[round / 2] ?? 'natural', drop) : drop;
      survivors = survivors.map((s, j) => duel(round, j + 1, ordered[j]!, s));
    } else {
      survivors = Array.from({ length: survivors.length / 2 }, (_, j) =>
        duel(round, j + 1, survivors[2 * j]!, survivors[2 * j + 1]!),
      );
    }
  }
  return { matches, champion: survivors.length === 1 ? survivors[0]! : null };
}

/** Points the survivor's link (a losers' match winner, or a winners' match loser) to `key`. */
export function linkSurvivor(
  champion: Source,
  winners: Match[],
  losers: Match[],
  to: { key: string; slot: SlotIndex },
): void {
  if (!champion) return;
  if ('loserOf' in champion) winners.find((m) => m.key === champion.loserOf)!.loserTo = to;
  else losers.find((m) => m.key === champion.winnerOf)!.winnerTo = to;
}
