import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GRAND_FINAL_KEY,
  GRAND_FINAL_RESET_KEY,
  generateDoubleElimination,
} from './double-elimination';
import { applyChanges, decideResult, toBracketMatch, type BracketMatch } from './knockout-advance';
import { makeEntrants, seededRandom } from './test-helpers';
import type { BracketStage, CompetitionMatch, Side } from './types';

const sides = (m: CompetitionMatch<BracketStage>) => m.sides.map((s) => s?.id ?? null);
const link = (m: CompetitionMatch<BracketStage>) => [
  m.key,
  m.winnerTo?.key ?? null,
  m.loserTo?.key ?? null,
];

/**
 * The last losers' round in which no match can pair two entrants who met in the
 * winners' bracket, by bracket size, for the drop-in orders of DROP_ORDERS.
 * A losers' entrant's winners' path stays inside the sub-bracket of the match it
 * lost; two entrants can have met only when those sub-brackets overlap. With
 * brackets-manager's orders that first becomes possible in round k + 1 (for 4
 * lines, round 2 is the losers' final against the winners' final loser).
 */
const REMATCH_FREE_ROUNDS: Record<number, number> = {
  4: 1,
  8: 2,
  16: 2,
  32: 4,
  64: 5,
  128: 6,
  256: 6,
};

describe('generateDoubleElimination: shapes', () => {
  it('3 entrants: seed 1 waits in the winners final, the 2 v 3 loser waits in the losers final', () => {
    const { matches } = generateDoubleElimination(makeEntrants(3));
    expect(matches.map((m) => [...link(m), ...sides(m)])).toEqual([
      ['WB-R1-M2', 'WB-R2-M1', 'LB-R2-M1', 'p2', 'p3'],
      ['WB-R2-M1', 'GF-M1', 'LB-R2-M1', 'p1', null],
      ['LB-R2-M1', 'GF-M1', null, null, null],
      ['GF-M1', 'GF-M2', 'GF-M2', null, null],
      ['GF-M2', null, null, null, null],
    ]);
    expect(matches.map((m) => m.stage)).toEqual([
      'winners',
      'winners',
      'losers',
      'grand-final',
      'grand-final',
    ]);
  });

  it('8 entrants: round-1 losers in order, semifinal losers crossed (reverse)', () => {
    const { matches } = generateDoubleElimination(makeEntrants(8));
    const loserTo = (key: string) => matches.find((m) => m.key === key)!.loserTo;
    expect(loserTo('WB-R1-M1')).toEqual({ key: 'LB-R1-M1', slot: 0 });
    expect(loserTo('WB-R1-M4')).toEqual({ key: 'LB-R1-M2', slot: 1 });
    expect(loserTo('WB-R2-M1')).toEqual({ key: 'LB-R2-M2', slot: 0 });
    expect(loserTo('WB-R2-M2')).toEqual({ key: 'LB-R2-M1', slot: 0 });
    expect(loserTo('WB-R3-M1')).toEqual({ key: 'LB-R4-M1', slot: 0 });
    expect(matches.find((m) => m.key === GRAND_FINAL_KEY)!.loserTo).toEqual({
      key: GRAND_FINAL_RESET_KEY,
      slot: 0,
    });
  });

  it('a single grand final: 2n - 2 matches, GF-M1 decides', () => {
    const { matches } = generateDoubleElimination(makeEntrants(6), { grandFinal: 'single' });
    expect(matches).toHaveLength(10);
    const final = matches.at(-1)!;
    expect([final.key, final.winnerTo, final.loserTo]).toEqual([
      GRAND_FINAL_KEY,
      undefined,
      undefined,
    ]);
  });

  it('refuses fewer than 3, more than 256 and duplicate entrants', () => {
    expect(() => generateDoubleElimination(makeEntrants(2))).toThrow(/at least 3/);
    expect(() => generateDoubleElimination(makeEntrants(257))).toThrow(/at most 256/);
    const [a, b] = makeEntrants(2);
    expect(() => generateDoubleElimination([a!, b!, a!])).toThrow(/twice/);
  });
});

interface Played {
  losses: Map<string, number>;
  champion: string;
  playedCount: number;
}

/**
 * Plays random results through `decideResult`, always picking a random ready
 * match, and checks at every step: nobody is in two ready matches, a losers'
 * match of the rematch-free rounds pairs two entrants who never met, a decided
 * entrant is never placed again after two losses.
 */
function playThrough(count: number, seed: number, grandFinal: 'double' | 'single'): Played {
  const random = seededRandom(seed);
  const bracket = generateDoubleElimination(makeEntrants(count), { grandFinal });
  const generated = new Map(bracket.matches.map((m) => [m.key, m]));
  const rematchFree = REMATCH_FREE_ROUNDS[bracket.size]!;
  let state: BracketMatch[] = bracket.matches.map((m) => toBracketMatch(m));
  const losses = new Map<string, number>();
  const met = new Set<string>();
  let champion = '';
  let playedCount = 0;
  for (;;) {
    const ready = state.filter((m) => m.progress === 'open' && m.sides[0] && m.sides[1]);
    if (ready.length === 0) break;
    const inReady = ready.flatMap((m) => m.sides);
    expect(new Set(inReady).size).toBe(inReady.length);
    const match = ready[Math.floor(random() * ready.length)]!;
    const [a, b] = match.sides as [string, string];
    const { stage, round } = generated.get(match.key)!;
    if (stage === 'losers' && round <= rematchFree)
      expect(met.has([a, b].sort().join())).toBe(false);
    met.add([a, b].sort().join());
    const side: Side = random() < 0.5 ? 'side1' : 'side2';
    const changes = decideResult(state, match.key, side);
    expect(changes.resets).toEqual([]);
    for (const fill of changes.fills) {
      if (fill.entrantId) expect(losses.get(fill.entrantId) ?? 0).toBeLessThan(2);
    }
    state = applyChanges(state, changes).map((m) =>
      m.key === match.key ? { ...m, progress: 'completed' } : m,
    );
    losses.set(changes.loserId, (losses.get(changes.loserId) ?? 0) + 1);
    playedCount += 1;
    if (stage === 'grand-final') champion = changes.winnerId;
  }
  // Every match was played or cancelled; only GF-M2 can be cancelled.
  const left = state.filter((m) => m.progress !== 'completed');
  expect(left.every((m) => m.progress === 'cancelled' && m.key === GRAND_FINAL_RESET_KEY)).toBe(
    true,
  );
  return { losses, champion, playedCount };
}

/** Every size to 128, and the largest bracket once. */
const SIZES = [...Array.from({ length: 126 }, (_, i) => i + 3), 256];

describe('generateDoubleElimination and decideResult: random results from start to finish', () => {
  it('every size from 3 to 128, and 256: two losses out, one champion, 2n - 1 or 2n - 2 played', () => {
    for (const count of SIZES) {
      const { matches } = generateDoubleElimination(makeEntrants(count));
      expect(matches).toHaveLength(2 * count - 1);
      expect(new Set(matches.map((m) => m.key)).size).toBe(matches.length);
      const { losses, champion, playedCount } = playThrough(count, count, 'double');
      const others = makeEntrants(count).filter((e) => e.id !== champion);
      expect(others.every((e) => losses.get(e.id) === 2)).toBe(true);
      const championLosses = losses.get(champion) ?? 0;
      expect(championLosses).toBeLessThan(2);
      // GF-M2 is played exactly when the winners' champion lost GF-M1.
      expect(playedCount).toBe(2 * count - 2 + championLosses);
    }
  }, 30_000);

  it('holds for any size, result sequence and grand final (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 128 }),
        fc.integer(),
        fc.constantFrom('double' as const, 'single' as const),
        (count, seed, grandFinal) => {
          const { losses, champion, playedCount } = playThrough(count, seed, grandFinal);
          const out = makeEntrants(count).filter((e) => e.id !== champion);
          // With a single grand final its loser may be out after one loss (the winners' champion).
          const once = out.filter((e) => losses.get(e.id) === 1);
          expect(once.length).toBeLessThanOrEqual(grandFinal === 'single' ? 1 : 0);
          expect(out.every((e) => (losses.get(e.id) ?? 0) >= 1)).toBe(true);
          expect(losses.get(champion) ?? 0).toBeLessThan(2);
          expect([2 * count - 2, 2 * count - 1]).toContain(playedCount);
        },
      ),
      { numRuns: 60 },
    );
  }, 30_000);
});
