import type { Bracket } from '@/features/tournaments/api/get-bracket';
import { ProgressBar } from '@/components/ui/progress-bar';

/** The bracket's progress (spec section 3 "Stats"): a bar and four counters. */
export function BracketStats({ stats }: { stats: Bracket['stats'] }) {
  const total = stats.completedMatches + stats.inProgressMatches + stats.scheduledMatches;
  const counters = [
    { label: 'Completed', value: stats.completedMatches },
    { label: 'In Progress', value: stats.inProgressMatches },
    { label: 'Scheduled', value: stats.scheduledMatches },
    { label: 'Round', value: `${stats.currentRound} of ${stats.totalRounds}` },
  ];
  return (
    <section
      aria-label="Progress"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="mb-2 flex items-baseline justify-between gap-2 text-sm">
        <span className="font-semibold text-slate-900">Tournament progress</span>
        <span className="text-slate-600 tabular-nums">{stats.progress}%</span>
      </div>
      <ProgressBar
        label="Tournament progress"
        value={stats.completedMatches}
        max={total}
        valueText={`${stats.completedMatches} of ${total} matches completed`}
      />
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {counters.map((c) => (
          <div key={c.label} className="rounded-lg bg-slate-50 px-3 py-2">
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
