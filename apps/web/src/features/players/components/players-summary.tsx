import { Gamepad2, Percent, Star, Users, type LucideIcon } from 'lucide-react';
import type { PlayerSummary } from '@courtside/shared/api/player';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatRating } from '@/lib/format';

interface Figure {
  label: string;
  icon: LucideIcon;
  /** The figure, or null when the server has none (no rating or no match it may show). */
  value: (s: PlayerSummary) => string | null;
  /** Said instead of a null figure. */
  none: string;
}

const FIGURES: Figure[] = [
  { label: 'Total Players', icon: Users, value: (s) => String(s.totalPlayers), none: '' },
  {
    label: 'Average Rating',
    icon: Star,
    value: (s) => (s.averageRating === null ? null : formatRating(s.averageRating)),
    none: 'No ratings shown',
  },
  { label: 'Total Games', icon: Gamepad2, value: (s) => String(s.totalGames), none: '' },
  {
    label: 'Avg Win Rate',
    icon: Percent,
    value: (s) => (s.averageWinRate === null ? null : `${s.averageWinRate}%`),
    none: 'No games played',
  },
];

interface PlayersSummaryProps {
  summary: PlayerSummary | undefined;
  /** The figures failed to load (and none were loaded before): a dash, not a skeleton. */
  isUnavailable: boolean;
}

/**
 * The four summary cards, computed by the server over every player the search
 * and level filter match (not only the page on screen).
 */
export function PlayersSummary({ summary, isUnavailable }: PlayersSummaryProps) {
  return (
    <section aria-label="Player summary" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {FIGURES.map(({ label, icon: Icon, value, none }) => {
        const figure = summary ? value(summary) : null;
        return (
          <Card key={label} className="flex min-w-0 items-center gap-3 p-4">
            <span className="hidden rounded-lg bg-brand-50 p-2.5 text-brand-700 sm:inline-flex">
              <Icon aria-hidden="true" className="h-5 w-5" />
            </span>
            <div className="min-w-0">
              <p className="text-sm font-medium text-slate-600">{label}</p>
              {summary && figure !== null ? (
                <p className="text-2xl font-bold text-slate-900">{figure}</p>
              ) : summary || isUnavailable ? (
                <p className="text-2xl font-bold text-slate-400">
                  <span aria-hidden="true">—</span>
                  <span className="sr-only">{summary ? none : 'Unavailable'}</span>
                </p>
              ) : (
                <div className="mt-1">
                  <Skeleton className="h-7 w-12" />
                  <span className="sr-only">Loading</span>
                </div>
              )}
            </div>
          </Card>
        );
      })}
    </section>
  );
}
