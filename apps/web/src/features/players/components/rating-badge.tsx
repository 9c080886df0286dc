import { EyeOff } from 'lucide-react';
import { formatRating, HIDDEN_TEXT, ratingTone } from '../lib/player-format';
import { i18n } from '@/lib/i18n';

/**
 * A rating in its colour band, or the words 'Rating hidden' when the player
 * keeps it private (the server sends null then: no number is made up).
 */
export function RatingBadge({
  rating,
  size = 'md',
}: {
  rating: number | null;
  size?: 'md' | 'lg';
}) {
  const sizing = size === 'lg' ? 'px-3 py-1 text-base' : 'px-2.5 py-0.5 text-sm';
  if (rating === null) {
    return (
      <span
        className={`inline-flex items-center gap-1 rounded-full bg-slate-100 font-medium whitespace-nowrap text-slate-600 ${sizing}`}
      >
        <EyeOff aria-hidden="true" className="h-3.5 w-3.5" /> {i18n.t(HIDDEN_TEXT.rating)}
      </span>
    );
  }
  return (
    <span
      className={`inline-flex items-center rounded-full font-bold tabular-nums ${ratingTone(rating)} ${sizing}`}
    >
      <span className="sr-only">{i18n.t('Rating')} </span>
      {formatRating(rating)}
    </span>
  );
}
