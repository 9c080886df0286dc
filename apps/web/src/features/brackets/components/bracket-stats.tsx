import type { Bracket } from '@/features/brackets/api/get-bracket';
import { ProgressBar } from '@/components/ui/progress-bar';
import { i18n } from '@/lib/i18n';

/**
 * The bracket's progress (spec section 3 "Stats"): the bar, the round being
 * played out of all rounds, and the completed, in progress and scheduled counts.
 */
export function BracketStats({ stats }: { stats: Bracket['stats'] }) {
  const total = stats.completedMatches + stats.inProgressMatches + stats.scheduledMatches;
  const counters = [
    { label: i18n.t('Completed'), value: stats.completedMatches },
    { label: i18n.t('In Progress'), value: stats.inProgressMatches },
    { label: i18n.t('Scheduled'), value: stats.scheduledMatches },
  ];
  return (
    <section
      aria-label={i18n.t('Progress')}
      className="bracket-print-hide rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="mb-2 flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 text-sm">
        <span className="font-semibold text-slate-900">{i18n.t('Tournament progress')}</span>
        <span className="text-slate-700 tabular-nums">
          {stats.totalRounds > 0 && (
            <>
              {i18n.t('Round {current} of {total}', {
                current: stats.currentRound,
                total: stats.totalRounds,
              })}
              <span aria-hidden="true"> · </span>
            </>
          )}
          {stats.progress}%
        </span>
      </div>
      <ProgressBar
        label={i18n.t('Tournament progress')}
        value={stats.completedMatches}
        max={total}
        valueText={i18n.t(
          '{completed} of {total, plural, one {# match} other {# matches}} completed',
          {
            completed: stats.completedMatches,
            total,
          },
        )}
      />
      <dl className="mt-4 flex flex-wrap gap-3">
        {counters.map((c) => (
          <div key={c.label} className="min-w-28 flex-1 rounded-lg bg-slate-50 px-3 py-2">
            <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">
              {c.label}
            </dt>
            <dd className="text-lg font-semibold text-slate-900 tabular-nums">{c.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
