import type { RatingPoint } from '@courtside/shared/api/player';
import { i18n } from '@/lib/i18n';

/** One point of the rating chart: a rating held from `at` on. */
export interface RatingChartPoint {
  /** ISO instant. */
  at: string;
  rating: number;
  /** Said after the date where the date alone would mislead ("before the match"). */
  note?: string;
}

/**
 * A player's rating history (`ratingHistory` of GET /api/players/{id}/stats,
 * oldest first) as chart points: the rating before the first match shown, then
 * the rating after each match. No history, no points.
 */
export function toRatingChartPoints(
  history: readonly Pick<RatingPoint, 'at' | 'before' | 'after'>[],
): RatingChartPoint[] {
  const [first] = history;
  if (!first) return [];
  return [
    { at: first.at, rating: first.before, note: i18n.t('before the match') },
    ...history.map((point) => ({ at: point.at, rating: point.after })),
  ];
}
