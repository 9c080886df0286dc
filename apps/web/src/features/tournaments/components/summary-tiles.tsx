import { CalendarClock, PlayCircle, Trophy, Users, type LucideIcon } from 'lucide-react';
import type { TournamentTotals } from '@courtside/shared/api/tournament';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

const TILES: { key: keyof TournamentTotals; label: string; icon: LucideIcon }[] = [
  { key: 'total', label: 'Total Tournaments', icon: Trophy },
  { key: 'upcoming', label: 'Upcoming', icon: CalendarClock },
  { key: 'ongoing', label: 'Ongoing', icon: PlayCircle },
  { key: 'totalPlayers', label: 'Total Players', icon: Users },
];

interface SummaryTilesProps {
  totals: TournamentTotals | undefined;
  /** The totals failed to load (and none were loaded before): a dash, not a skeleton. */
  isUnavailable?: boolean;
}

/** The four summary tiles, counted over every tournament whatever the filters. */
export function SummaryTiles({ totals, isUnavailable = false }: SummaryTilesProps) {
  return (
    <section aria-label="Summary" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {TILES.map(({ key, label, icon: Icon }) => (
        <Card key={key} className="flex min-w-0 items-center gap-3 p-4">
          <span className="hidden rounded-lg bg-brand-50 p-2.5 text-brand-700 sm:inline-flex">
            <Icon aria-hidden="true" className="h-5 w-5" />
          </span>
          <div className="min-w-0">
            <p className="text-sm font-medium text-slate-600">{label}</p>
            {totals ? (
              <p className="text-2xl font-bold text-slate-900">{totals[key]}</p>
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
