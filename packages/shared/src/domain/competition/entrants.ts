import type { Entrant, EntrantRef } from './types';

/**
 * A doubles team's rating: the average of its players' ratings (ARCHITECTURE.md
 * section 6, "doubles by team average"). An unknown (null) rating is left out of
 * the average rather than guessed, so a team with one rated player takes that
 * rating; a team of two unrated players is unrated.
 */
export function teamRating(a: number | null, b: number | null): number | null {
  const known = [a, b].filter((r): r is number => r !== null && Number.isFinite(r));
  if (known.length === 0) return null;
  return known.reduce((sum, r) => sum + r, 0) / known.length;
}

/**
 * Entrants in seed order: highest rating first, unrated entrants last. Equal
 * ratings (and all unrated entrants) keep the order they were handed in, so the
 * caller decides the tiebreak by passing registration order; the sort is stable
 * and never depends on names or random numbers.
 */
export function sortBySeed<T extends Pick<Entrant, 'rating'>>(entrants: readonly T[]): T[] {
  return entrants
    .map((entrant, index) => ({ entrant, index }))
    .sort(
      (x, y) =>
        (y.entrant.rating ?? -Infinity) - (x.entrant.rating ?? -Infinity) || x.index - y.index,
    )
    .map(({ entrant }) => entrant);
}

/** The reference a match stores for an entrant, with its seed when it has one. */
export function toRef(entrant: Pick<Entrant, 'id' | 'name'>, seed?: number): EntrantRef {
  return seed === undefined
    ? { id: entrant.id, name: entrant.name }
    : { id: entrant.id, name: entrant.name, seed };
}
