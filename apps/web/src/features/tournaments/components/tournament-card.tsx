import { Calendar, Check, DollarSign, MapPin, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { TournamentSummary } from '@courtside/shared/api/tournament';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { CATEGORY_LABELS, TYPE_LABELS } from '@/lib/tournaments/labels';
import { formatDay, formatMoney } from '@/lib/format';
import { placesText } from '@/lib/tournaments/places';
import { TournamentStatusBadge } from './tournament-status-badge';
import type { ListView } from './tournament-filters';
import { i18n } from '@/lib/i18n';

function Fact({
  icon: Icon,
  label,
  children,
}: {
  icon: typeof Calendar;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="min-w-0">
      <dt className="sr-only">{label}</dt>
      <dd className="flex items-center gap-2 text-sm text-slate-700">
        <Icon aria-hidden="true" className="h-4 w-4 shrink-0 text-slate-500" />
        <span className="min-w-0 truncate">{children}</span>
      </dd>
    </div>
  );
}

function dateRange(t: TournamentSummary): string {
  const start = formatDay(t.startDate) ?? i18n.t('TBD');
  const end = formatDay(t.endDate);
  return end && end !== start ? `${start} - ${end}` : start;
}

/**
 * One tournament in the list: a card in the grid, a row in the list. The name
 * is the link; its hit area covers the whole card. 'Joined' marks a tournament
 * the viewer holds a place in.
 */
export function TournamentCard({
  tournament: t,
  view,
}: {
  tournament: TournamentSummary;
  view: ListView;
}) {
  const isRow = view === 'list';
  return (
    <Card
      className={`relative flex gap-3 p-4 transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-md ${
        isRow ? 'flex-col md:flex-row md:items-center' : 'flex-col'
      }`}
    >
      <div className={isRow ? 'min-w-0 md:w-1/3' : 'min-w-0'}>
        <div className="flex items-start justify-between gap-2">
          <h2 className="min-w-0 text-lg font-semibold wrap-anywhere text-slate-900">
            <Link
              to={`/app/tournaments/${t.id}`}
              className="after:absolute after:inset-0 after:rounded-xl focus:outline-none"
            >
              {t.name}
            </Link>
          </h2>
          <div className="flex shrink-0 flex-wrap justify-end gap-1">
            {t.isParticipant && (
              <Badge variant="success">
                <Check aria-hidden="true" className="mr-1 h-3 w-3" />
                {i18n.t('Joined')}
              </Badge>
            )}
            <TournamentStatusBadge status={t.status} />
          </div>
        </div>
        <p className="mt-1 text-sm text-slate-600">
          {i18n.t(TYPE_LABELS[t.type])} · {i18n.t(CATEGORY_LABELS[t.category])}
        </p>
      </div>
      <dl
        className={`grid gap-2 ${isRow ? 'flex-1 sm:grid-cols-2 md:grid-cols-4' : 'grid-cols-1'}`}
      >
        <Fact icon={Calendar} label={i18n.t('Dates')}>
          {dateRange(t)}
        </Fact>
        <Fact icon={MapPin} label={i18n.t('Location')}>
          {t.location || i18n.t('TBD')}
        </Fact>
        <Fact icon={Users} label={i18n.t('Participants')}>
          {placesText(t)}
        </Fact>
        <Fact icon={DollarSign} label={i18n.t('Entry fee')}>
          {t.entryFee > 0
            ? i18n.t('{fee} entry', { fee: formatMoney(t.entryFee) })
            : i18n.t('Free entry')}
        </Fact>
      </dl>
    </Card>
  );
}
