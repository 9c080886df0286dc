import { Calendar, CalendarCheck, DollarSign, MapPin, Trophy, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import type { TournamentDetail } from '@courtside/shared/api/tournament';
import { Card } from '@/components/ui/card';
import { CATEGORY_LABELS, FORMAT_LABELS, TYPE_LABELS } from '@/features/tournaments/lib/labels';
import { formatDay, formatMoney } from '@/lib/format';
import { ChampionBanner } from './set-winner-champion';
import { TournamentStatusBadge } from './tournament-status-badge';

function Fact({
  icon: Icon,
  label,
  value,
}: {
  icon: typeof Calendar;
  label: string;
  value: ReactNode;
}) {
  return (
    <div className="min-w-0">
      <dt className="flex items-center gap-1.5 text-xs font-medium tracking-wide text-slate-600 uppercase">
        <Icon aria-hidden="true" className="h-4 w-4 shrink-0 text-slate-500" />
        {label}
      </dt>
      <dd className="mt-0.5 text-sm font-medium break-words text-slate-900">{value}</dd>
    </div>
  );
}

/**
 * The detail header of spec section 2 with its defaults: category General,
 * type singles, format knockout, dates and location TBD, amounts $0; once
 * completed, the champion.
 */
export function TournamentHeader({
  tournament: t,
  actions,
}: {
  tournament: TournamentDetail;
  actions: ReactNode;
}) {
  const endDate = formatDay(t.endDate);
  return (
    <Card className="p-4 sm:p-6">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="min-w-0 text-2xl font-bold wrap-anywhere text-slate-900 sm:text-3xl">
          {t.name}
        </h1>
        <TournamentStatusBadge status={t.status} />
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {CATEGORY_LABELS[t.category] ?? 'General'} · {TYPE_LABELS[t.type ?? 'singles']} ·{' '}
        {FORMAT_LABELS[t.format ?? 'knockout']}
      </p>
      <ChampionBanner tournament={t} />
      {t.description && <p className="mt-3 whitespace-pre-line text-slate-700">{t.description}</p>}
      <dl className="mt-5 grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-6">
        <Fact icon={Calendar} label="Start Date" value={formatDay(t.startDate) ?? 'TBD'} />
        {endDate && <Fact icon={CalendarCheck} label="End Date" value={endDate} />}
        <Fact icon={MapPin} label="Location" value={t.location || 'TBD'} />
        <Fact
          icon={Users}
          label="Participants"
          value={`${t.currentParticipants ?? 0}/${t.maxParticipants}`}
        />
        <Fact icon={DollarSign} label="Entry Fee" value={formatMoney(t.entryFee)} />
        <Fact icon={Trophy} label="Prize Pool" value={formatMoney(t.prizePool)} />
      </dl>
      <div className="mt-5 flex flex-wrap gap-2 border-t border-slate-200 pt-4">{actions}</div>
    </Card>
  );
}
