import { Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PublicTournament } from '@courtside/shared/api/live';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { scoringOptionLabel } from '@courtside/shared/domain/competition/scoring-labels';
import { displayDay } from '@/features/spectator/lib/dates';
import { i18n } from '@/lib/i18n';
import { SIDE_PENDING } from '@/features/spectator/lib/sides';

const STATUS: Record<PublicTournament['tournament']['status'], [string, BadgeVariant]> = {
  upcoming: [/*i18n*/ 'Upcoming', 'info'],
  ongoing: [/*i18n*/ 'Ongoing', 'warning'],
  completed: [/*i18n*/ 'Completed', 'success'],
};

/** "May 01, 2027", or "May 01, 2027 – May 03, 2027" when it runs over several days. */
export function datesOf(t: PublicTournament['tournament']): string {
  const start = displayDay(t.startDate) ?? i18n.t(SIDE_PENDING);
  const end = displayDay(t.endDate);
  return end && end !== start ? `${start} – ${end}` : start;
}

/** The spectator page's header: name, status, dates, location, the champion once known. */
export function SpectatorHeader({
  tournament: t,
  actions,
  isTv,
}: {
  tournament: PublicTournament['tournament'];
  actions: ReactNode;
  isTv: boolean;
}) {
  const [label, variant] = STATUS[t.status];
  const champion = t.winner?.name ?? t.winnerName;
  return (
    <header className="flex flex-wrap items-start justify-between gap-4">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-3">
          <h1
            className={`font-bold break-words text-slate-900 ${isTv ? 'text-5xl' : 'text-2xl sm:text-3xl'}`}
          >
            {t.name}
          </h1>
          <Badge variant={variant}>{i18n.t(label)}</Badge>
        </div>
        <p
          className={`mt-2 flex flex-wrap gap-x-5 gap-y-1 text-slate-700 ${isTv ? 'text-2xl' : 'text-sm sm:text-base'}`}
        >
          <span>{datesOf(t)}</span>
          <span>{t.location || i18n.t(SIDE_PENDING)}</span>
          <span>{i18n.t(scoringOptionLabel(t.scoringFormat, t.scoringSystem))}</span>
        </p>
        {champion && (
          <p
            className={`mt-2 inline-flex items-center gap-1.5 font-semibold text-green-800 ${isTv ? 'text-3xl' : 'text-base'}`}
          >
            <Trophy aria-hidden="true" className="h-5 w-5 shrink-0" />
            {i18n.t('Champion: {name}', {
              name: t.winnerPartner ? `${champion} / ${t.winnerPartner}` : champion,
            })}
          </p>
        )}
      </div>
      <div className="flex shrink-0 flex-wrap gap-2 print:hidden">{actions}</div>
    </header>
  );
}
