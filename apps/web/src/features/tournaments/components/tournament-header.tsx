import { Calendar, CalendarCheck, DollarSign, MapPin, Trophy, Users } from 'lucide-react';
import { useState, type ReactNode, type Ref } from 'react';
import type { TournamentDetail } from '@courtside/shared/api/tournament';
import { Card } from '@/components/ui/card';
import { zonedInstant } from '@courtside/shared/time/zoned';
import { CATEGORY_LABELS, FORMAT_LABELS, typeLineLabel } from '@/lib/tournaments/labels';
import { formatDay, formatMatchTime, formatMoney } from '@/lib/format';
import { wholeTournamentText } from '@/lib/tournaments/places';
import { ChampionBanner } from './set-winner-champion';
import { TournamentStatusBadge } from './tournament-status-badge';
import { i18n } from '@/lib/i18n';

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
      <dt className="flex items-center gap-1 text-[0.6875rem] font-medium tracking-wide text-slate-600 uppercase sm:gap-1.5 sm:text-xs">
        <Icon aria-hidden="true" className="hidden h-4 w-4 shrink-0 text-slate-500 sm:block" />
        {label}
      </dt>
      <dd className="mt-0.5 text-sm font-medium break-words text-slate-900">{value}</dd>
    </div>
  );
}

/**
 * The venue's time zone, and its closing time when set (issue 26): "America/Chicago · closes
 * 9:30 PM CST", under the location.
 */
function venueClockText(t: Pick<TournamentDetail, 'timeZone' | 'closingTime' | 'startDate'>) {
  if (!t.timeZone) return null;
  const closes = t.closingTime
    ? formatMatchTime(zonedInstant(t.startDate, t.closingTime, t.timeZone), t.timeZone)?.venue
    : null;
  return closes ? i18n.t('{zone} · closes {time}', { zone: t.timeZone, time: closes }) : t.timeZone;
}

/** Longer than this, a phone shows the description's first two lines and "Show more". */
const PHONE_DESCRIPTION_CHARS = 90;

function Description({ text }: { text: string }) {
  const [isExpanded, setIsExpanded] = useState(false);
  const isLong = text.length > PHONE_DESCRIPTION_CHARS || text.includes('\n');
  return (
    <div className="mt-2 sm:mt-3">
      <p
        className={`text-sm whitespace-pre-line text-slate-700 sm:line-clamp-none sm:text-base ${
          isExpanded ? '' : 'line-clamp-2'
        }`}
      >
        {text}
      </p>
      {isLong && (
        <button
          type="button"
          aria-expanded={isExpanded}
          onClick={() => setIsExpanded(!isExpanded)}
          className="mt-1 text-sm font-semibold text-brand-700 underline sm:hidden"
        >
          {isExpanded ? i18n.t('Show less') : i18n.t('Show more')}
        </button>
      )}
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
  tournamentName,
  headingRef,
  isOneOfSeveral = false,
  wholeTournament,
}: {
  tournament: TournamentDetail;
  actions: ReactNode;
  /** Takes the focus when what had it leaves the page (an event removed). */
  headingRef?: Ref<HTMLHeadingElement>;
  /** The tournament has several events: the places shown are this event's, and say so. */
  isOneOfSeveral?: boolean;
  /**
   * The tournament's own answer (its first event's row), whose figures count every event
   * ("3 events · 52 players"): shown beside the event's places when it has several.
   */
  wholeTournament?: Pick<TournamentDetail, 'eventCount' | 'playerCount'>;
  /** An event's page (decision 034): the tournament's name heads it, the event's beside it. */
  tournamentName?: string;
}) {
  const heading = tournamentName ?? t.name;
  // The event's name beside the tournament's: a further event's, or the first event's own
  // when it is named apart from the tournament (decision 039).
  const eventName = t.eventName ?? t.name;
  const endDate = formatDay(t.endDate);
  const venueClock = venueClockText(t);
  const wholeText = isOneOfSeveral && wholeTournament ? wholeTournamentText(wholeTournament) : null;
  return (
    // On a phone the header stays compact (issue 23): the tabs below start on the first screen.
    <Card className="p-3 sm:p-6">
      <div className="flex flex-wrap items-center gap-2 sm:gap-3">
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="min-w-0 text-xl font-bold wrap-anywhere text-slate-900 outline-none sm:text-3xl"
        >
          {heading}
        </h1>
        {heading !== eventName && (
          <span className="min-w-0 text-base font-semibold wrap-anywhere text-slate-700 sm:text-xl">
            {eventName}
          </span>
        )}
        <TournamentStatusBadge status={t.status} />
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {CATEGORY_LABELS[t.category] ? i18n.t(CATEGORY_LABELS[t.category]) : i18n.t('General')} ·{' '}
        {i18n.t(typeLineLabel(t.type ?? 'singles', t.category))} ·{' '}
        {i18n.t(FORMAT_LABELS[t.format ?? 'knockout'])}
      </p>
      <ChampionBanner tournament={t} />
      {t.description && <Description text={t.description} />}
      <dl className="mt-3 grid grid-cols-3 gap-x-3 gap-y-2 sm:mt-5 sm:gap-4 md:grid-cols-3 xl:grid-cols-6">
        <Fact
          icon={Calendar}
          label={i18n.t('Start Date')}
          value={formatDay(t.startDate) ?? i18n.t('TBD')}
        />
        {endDate && <Fact icon={CalendarCheck} label={i18n.t('End Date')} value={endDate} />}
        <Fact
          icon={MapPin}
          label={i18n.t('Location')}
          value={
            <>
              {t.location || i18n.t('TBD')}
              {venueClock && (
                <span className="block text-xs font-normal text-slate-600">{venueClock}</span>
              )}
            </>
          }
        />
        <Fact
          icon={Users}
          label={isOneOfSeveral ? i18n.t('Entrants in this event') : i18n.t('Participants')}
          value={`${t.currentParticipants ?? 0}/${t.maxParticipants}`}
        />
        {wholeText && <Fact icon={Users} label={i18n.t('Tournament')} value={wholeText} />}
        <Fact icon={DollarSign} label={i18n.t('Entry Fee')} value={formatMoney(t.entryFee)} />
        <Fact icon={Trophy} label={i18n.t('Prize Pool')} value={formatMoney(t.prizePool)} />
      </dl>
      <div className="mt-3 flex flex-wrap gap-2 border-t border-slate-200 pt-3 sm:mt-5 sm:pt-4 max-sm:[&_button]:h-9 max-sm:[&_button]:px-3 max-sm:[&_button]:text-sm">
        {actions}
      </div>
    </Card>
  );
}
