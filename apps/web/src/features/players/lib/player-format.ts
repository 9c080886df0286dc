import type { PlayerLevel, PlayerSort } from '@courtside/shared/constants';
import { i18n } from '@/lib/i18n';

export type LevelFilter = PlayerLevel | 'all';

/** The level filter (spec section 5, "Players level filter by rating"), with each band's range. */
export const LEVEL_OPTIONS: { value: LevelFilter; label: string }[] = [
  { value: 'all', label: /*i18n*/ 'All Levels' },
  { value: 'beginner', label: /*i18n*/ 'Beginner (below 3.5)' },
  { value: 'intermediate', label: /*i18n*/ 'Intermediate (3.5 to 3.9)' },
  { value: 'advanced', label: /*i18n*/ 'Advanced (4.0 to 4.4)' },
  { value: 'expert', label: /*i18n*/ 'Expert (4.5 and up)' },
];

/** The five sorts of spec section 9; rating first, as the rankings come. */
export const SORT_OPTIONS: { value: PlayerSort; label: string }[] = [
  { value: 'rating', label: /*i18n*/ 'Sort by Rating' },
  { value: 'wins', label: /*i18n*/ 'Sort by Wins' },
  { value: 'winRate', label: /*i18n*/ 'Sort by Win Percentage' },
  { value: 'gamesPlayed', label: /*i18n*/ 'Sort by Games Played' },
  { value: 'name', label: /*i18n*/ 'Sort by Name' },
];

export const LEVEL_LABELS: Record<PlayerLevel, string> = {
  beginner: /*i18n*/ 'Beginner',
  intermediate: /*i18n*/ 'Intermediate',
  advanced: /*i18n*/ 'Advanced',
  expert: /*i18n*/ 'Expert',
};

/** Ratings are kept to three decimals; two are shown (the one rating display helper). */
export { formatRating } from '@/lib/format';

/** The rating colour bands of spec section 9: 4.5+, 4.0+, 3.5+, and below. */
export function ratingTone(rating: number): string {
  if (rating >= 4.5) return 'bg-purple-100 text-purple-800';
  if (rating >= 4.0) return 'bg-sky-100 text-sky-900';
  if (rating >= 3.5) return 'bg-green-100 text-green-800';
  return 'bg-slate-100 text-slate-800';
}

/** What a row or card says instead of a figure its owner keeps private. */
export const HIDDEN_TEXT = {
  rating: /*i18n*/ 'Rating hidden',
  stats: /*i18n*/ 'Stats hidden',
} as const;

/** Options whose labels are marked for extraction, in the page's language (call at render). */
export const translatedOptions = <T extends { label: string }>(options: readonly T[]): T[] =>
  options.map((option) => ({ ...option, label: i18n.t(option.label) }));
