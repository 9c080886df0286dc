import { formatRating } from '../rating-display';

/** What separated two adjacent places in a standings table. */
export type TiebreakCriterion =
  | 'wins'
  | 'head-to-head'
  | 'point-diff'
  | 'head-to-head-point-diff'
  | 'point-diff-v-next'
  | 'buchholz'
  | 'rating'
  | 'name';

/** The criterion and the two values it compared (upper place first). */
export interface Decision {
  criterion: TiebreakCriterion;
  upper: number | null;
  lower: number | null;
  /** Entrants in the tie it broke (head-to-head of 3+ reads as a mini-table). */
  tiedCount: number;
  /** The next-highest-placed entrant, for `point-diff-v-next`. */
  versus?: string;
}

const signed = (n: number | null) => (n === null ? 'unrated' : n > 0 ? `+${n}` : `${n}`);
const plain = (n: number | null) => (n === null ? 'unrated' : `${n}`);

function describe(d: Decision): string {
  const values = (f: (n: number | null) => string) => `(${f(d.upper)} v ${f(d.lower)})`;
  switch (d.criterion) {
    case 'wins':
      return `matches won ${values(plain)}`;
    case 'head-to-head':
      return d.tiedCount > 2
        ? `head-to-head among ${d.tiedCount} tied ${values(plain)}`
        : 'head-to-head';
    case 'point-diff':
      return `point differential ${values(signed)}`;
    case 'head-to-head-point-diff':
      return `head-to-head point differential ${values(signed)}`;
    case 'point-diff-v-next':
      return `point differential against ${d.versus ?? 'the next-highest'} ${values(signed)}`;
    case 'buchholz':
      return `Buchholz ${values(plain)}`;
    case 'rating':
      return `rating ${values((n) => (n === null ? 'unrated' : formatRating(n)))}`;
    case 'name':
      return 'name (level on every tiebreaker)';
  }
}

/**
 * The `reason` of each place: what put it ahead of the place below, and for the
 * last place what put it behind the one above, e.g. "ahead of Lee on head-to-head",
 * "ahead of Kim on point differential (+12 v +7)". `decisions[k]` separates
 * places k and k + 1.
 */
export function placeReasons(names: readonly string[], decisions: readonly Decision[]): string[] {
  if (names.length === 1) return ['only entrant'];
  return names.map((_, k) =>
    k < decisions.length
      ? `ahead of ${names[k + 1]} on ${describe(decisions[k]!)}`
      : `behind ${names[k - 1]} on ${describe(decisions[k - 1]!)}`,
  );
}
