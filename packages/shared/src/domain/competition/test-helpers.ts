import type { Entrant } from './types';

/**
 * Test fixtures shared by the competition tests (no test runner imports here).
 * Entrant i is named "P<i>" and rated from 6.0 down in steps of 0.01, so the
 * given order is also the seed order.
 */
export function makeEntrants(count: number, prefix = 'p'): Entrant[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `${prefix}${i + 1}`,
    name: `${prefix.toUpperCase()}${i + 1}`,
    rating: Number((6 - i * 0.01).toFixed(2)),
  }));
}

/** A small deterministic random source (mulberry32) for simulations. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A legal best-of-3 score won by `winner`, with random margins. */
export function randomScore(random: () => number, winner: 0 | 1): [number, number][] {
  const game = (isSide1: boolean): [number, number] => {
    const loser = Math.floor(random() * 10);
    return isSide1 ? [11, loser] : [loser, 11];
  };
  const games = random() < 0.5 ? [] : [game(winner === 1)];
  return [...games, game(winner === 0), game(winner === 0)];
}
