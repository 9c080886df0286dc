import { Calendar, MapPin, Trophy, Users } from 'lucide-react';
import { Link } from 'react-router';
import type { TournamentSummary } from '@courtside/shared/api/tournament';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDay } from '@/lib/format';
import { placesText } from '@/lib/tournaments/places';
import { i18n } from '@/lib/i18n';

// The spec's badge colours (section 4); a missing status reads as upcoming.
const STATUS: Record<string, { label: string; variant: BadgeVariant }> = {
  upcoming: { label: /*i18n*/ 'Upcoming', variant: 'info' },
  ongoing: { label: /*i18n*/ 'Ongoing', variant: 'warning' },
  completed: { label: /*i18n*/ 'Completed', variant: 'success' },
};

interface RecentTournamentsProps {
  tournaments: TournamentSummary[] | undefined;
  isOrganizer: boolean;
}

/** The dashboard's three newest tournaments, each linking to its page. */
export function RecentTournaments({ tournaments, isOrganizer }: RecentTournamentsProps) {
  if (!tournaments) {
    return (
      <div
        role="status"
        aria-label={i18n.t('Loading tournaments')}
        className="grid grid-cols-1 gap-3 md:grid-cols-3"
      >
        {[0, 1, 2].map((i) => (
          <Card key={i} className="space-y-2 p-4">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-4 w-1/3" />
          </Card>
        ))}
      </div>
    );
  }
  if (tournaments.length === 0) {
    return (
      <EmptyState
        icon={Trophy}
        title={i18n.t('No tournaments yet')}
        text={
          isOrganizer
            ? i18n.t('Create your first tournament and it will show up here.')
            : i18n.t('Tournaments you can join will show up here.')
        }
      />
    );
  }
  return (
    <ul className="grid grid-cols-1 gap-3 md:grid-cols-3">
      {tournaments.map((t) => {
        const status = STATUS[t.status ?? 'upcoming'] ?? STATUS.upcoming!;
        return (
          // min-w-0 lets a long name or location wrap or truncate instead of widening the grid.
          <li key={t.id} className="min-w-0">
            <Card className="relative h-full p-4 focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-md">
              <div className="flex items-start justify-between gap-2">
                <h3 className="min-w-0 font-semibold wrap-anywhere text-slate-900">
                  <Link
                    to={`/app/tournaments/${t.id}`}
                    className="after:absolute after:inset-0 after:rounded-xl focus:outline-none"
                  >
                    {t.name}
                  </Link>
                </h3>
                <Badge variant={status.variant}>{i18n.t(status.label)}</Badge>
              </div>
              <ul className="mt-2 space-y-1 text-sm text-slate-700">
                <li className="flex items-center gap-2">
                  <Calendar aria-hidden="true" className="h-4 w-4 shrink-0 text-slate-500" />
                  {formatDay(t.startDate) ?? i18n.t('TBD')}
                </li>
                <li className="flex min-w-0 items-center gap-2">
                  <MapPin aria-hidden="true" className="h-4 w-4 shrink-0 text-slate-500" />
                  <span className="min-w-0 truncate" title={t.location || undefined}>
                    {t.location || i18n.t('TBD')}
                  </span>
                </li>
                <li className="flex items-center gap-2">
                  <Users aria-hidden="true" className="h-4 w-4 shrink-0 text-slate-500" />
                  {placesText(t)}
                </li>
              </ul>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
