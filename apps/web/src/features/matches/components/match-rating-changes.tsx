import type { MatchDetail } from '@courtside/shared/api/match';
import { formatRating } from '@/lib/format';
import { i18n } from '@/lib/i18n';

/** '+0.08', '-0.05', '+0.00': the change, always signed. */
export function signedChange(before: number, after: number): string {
  const diff = Math.round((after - before) * 100) / 100;
  return `${diff < 0 ? '-' : '+'}${Math.abs(diff).toFixed(2)}`;
}

/** Who moved from what to what with this match (before -> after and the signed difference). */
export function MatchRatingChanges({ changes }: { changes: MatchDetail['ratingChanges'] }) {
  return (
    <section aria-labelledby="match-rating-changes" className="mt-5">
      <h3 id="match-rating-changes" className="text-base font-semibold text-slate-900">
        {i18n.t('Rating changes')}
      </h3>
      {changes.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">
          {i18n.t('Ratings change once the match is completed.')}
        </p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100 rounded-lg border border-slate-200">
          {changes.map(({ before, after, ...change }) => {
            // A rating its player hides comes without before and after (decision 012).
            if (before === undefined || after === undefined) {
              return (
                <li
                  key={change.userId}
                  className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 px-3 py-2 text-sm"
                >
                  <span className="min-w-0 font-medium break-words text-slate-900">
                    {change.name}
                  </span>
                  <span className="text-slate-600">{i18n.t('Rating hidden')}</span>
                </li>
              );
            }
            const diff = signedChange(before, after);
            const tone = diff.startsWith('-')
              ? 'text-red-700'
              : diff === '+0.00'
                ? 'text-slate-600'
                : 'text-green-800';
            return (
              <li
                key={change.userId}
                className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 px-3 py-2 text-sm"
              >
                <span className="min-w-0 font-medium break-words text-slate-900">
                  {change.name}
                </span>
                <span className="tabular-nums text-slate-700">
                  {formatRating(before)} <span aria-hidden="true">→</span>
                  <span className="sr-only">{i18n.t('to')}</span> {formatRating(after)}{' '}
                  <span className={`font-semibold ${tone}`}>({diff})</span>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
