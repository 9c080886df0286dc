import { CalendarClock, Trophy, TrendingUp, Users, type LucideIcon } from 'lucide-react';
import type { TournamentTotals } from '@courtside/shared/api/tournament';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/** The calls the counts come from. */
type Source = 'tournaments' | 'matches';

/** What the server has counted so far (undefined while loading or after a failure). */
export interface StatCounts {
  tournaments: TournamentTotals | undefined;
  /** Scheduled matches (`meta.counts.scheduled` of GET /api/matches). */
  scheduledMatches: number | undefined;
}

interface Stat {
  label: string;
  /** Where a counted value comes from; none for a fixed one. */
  source?: Source;
  value: (counts: StatCounts) => string | undefined;
  trend: number;
  icon: LucideIcon;
}

/**
 * The spec fixes the win rate at 75 and the trends at 12, 8, 15 and 5 per
 * cent. Tournaments, scheduled matches and players are counted by the server.
 */
const STATS: Stat[] = [
  {
    label: 'Total Tournaments',
    source: 'tournaments',
    value: (c) => c.tournaments && String(c.tournaments.total),
    trend: 12,
    icon: Trophy,
  },
  {
    label: 'Upcoming Matches',
    source: 'matches',
    value: (c) => c.scheduledMatches?.toString(),
    trend: 8,
    icon: CalendarClock,
  },
  {
    label: 'Total Players',
    source: 'tournaments',
    value: (c) => c.tournaments && String(c.tournaments.totalPlayers),
    trend: 15,
    icon: Users,
  },
  { label: 'Win Rate', value: () => '75%', trend: 5, icon: TrendingUp },
];

interface StatCardsProps {
  counts: StatCounts;
  /** Per source: the counts failed to load (and none were loaded before). */
  unavailable: Record<Source, boolean>;
}

/** The four stat cards: skeletons while the counts load, a dash when they could not. */
export function StatCards({ counts, unavailable }: StatCardsProps) {
  return (
    <section aria-label="Statistics" className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {STATS.map(({ label, source, value, trend, icon: Icon }) => {
        const shown = value(counts);
        return (
          <Card key={label} className="min-w-0 p-4 sm:p-5">
            <div className="flex items-center justify-between gap-2">
              <p className="min-w-0 text-sm font-medium text-slate-600">{label}</p>
              <Icon aria-hidden="true" className="h-5 w-5 shrink-0 text-brand-700" />
            </div>
            {shown !== undefined ? (
              <p className="mt-2 text-2xl font-bold text-slate-900">{shown}</p>
            ) : source && unavailable[source] ? (
              <p className="mt-2 text-2xl font-bold text-slate-400">
                <span aria-hidden="true">—</span>
                <span className="sr-only">Unavailable</span>
              </p>
            ) : (
              <div className="mt-2 flex h-8 items-center">
                <Skeleton className="h-7 w-14" />
                <span className="sr-only">Loading</span>
              </div>
            )}
            <p className="mt-1 text-xs font-medium text-green-700">+{trend}%</p>
          </Card>
        );
      })}
    </section>
  );
}
