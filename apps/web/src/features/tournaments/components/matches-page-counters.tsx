import { CalendarClock, CheckCircle2, PlayCircle, Swords, type LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import type { MatchPage } from '@/features/tournaments/api/get-match-list';

type Counts = MatchPage['meta']['counts'];

const COUNTERS: { key: keyof Counts; label: string; icon: LucideIcon }[] = [
  { key: 'scheduled', label: 'Scheduled', icon: CalendarClock },
  { key: 'inProgress', label: 'In Progress', icon: PlayCircle },
  { key: 'completed', label: 'Completed', icon: CheckCircle2 },
  { key: 'total', label: 'Total Matches', icon: Swords },
];

interface MatchesPageCountersProps {
  counts: Counts | undefined;
  /** The counts failed to load (and none were loaded before): a dash, not a skeleton. */
  isUnavailable: boolean;
}

/** The four counters of the Matches page, over the filters except status. */
export function MatchesPageCounters({ counts, isUnavailable }: MatchesPageCountersProps) {
  return (
    <section aria-label="Match counts" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {COUNTERS.map(({ key, label, icon: Icon }) => (
        <Card key={key} className="flex min-w-0 items-center gap-3 p-4">
          <span className="hidden rounded-lg bg-brand-50 p-2.5 text-brand-700 sm:inline-flex">
            <Icon aria-hidden="true" className="h-5 w-5" />
          </span>
          <div className="min-w-0">
            <p className="text-sm font-medium text-slate-600">{label}</p>
            {counts ? (
              <p className="text-2xl font-bold text-slate-900">{counts[key]}</p>
            ) : isUnavailable ? (
              <p className="text-2xl font-bold text-slate-400">
                <span aria-hidden="true">—</span>
                <span className="sr-only">Unavailable</span>
              </p>
            ) : (
              <div className="mt-1">
                <Skeleton className="h-7 w-12" />
                <span className="sr-only">Loading</span>
              </div>
            )}
          </div>
        </Card>
      ))}
    </section>
  );
}
