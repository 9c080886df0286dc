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

/** The four summary tiles, counted over every tournament whatever the filters. */
export function SummaryTiles({ totals }: { totals: TournamentTotals | undefined }) {
  return (
    <section aria-label="Summary" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {TILES.map(({ key, label, icon: Icon }) => (
        <Card key={key} className="flex items-center gap-3 p-4">
          <span className="hidden rounded-lg bg-brand-50 p-2.5 text-brand-700 sm:inline-flex">
            <Icon aria-hidden="true" className="h-5 w-5" />
          </span>
          <div className="min-w-0">
            <p className="text-sm font-medium text-slate-600">{label}</p>
            {totals ? (
              <p className="text-2xl font-bold text-slate-900">{totals[key]}</p>
            ) : (
              <Skeleton className="mt-1 h-7 w-12" />
            )}
          </div>
        </Card>
      ))}
    </section>
  );
}
