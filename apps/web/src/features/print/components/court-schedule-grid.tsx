import { CalendarX } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { SelectField } from '@/components/ui/select-field';
import { formatDay } from '@/lib/format';
import { i18n } from '@/lib/i18n';
import { urlText, useUrlState } from '@/lib/use-url-state';
import {
  NO_COURT,
  courtSchedule,
  scheduleDay,
  scheduleDays,
  type CourtScheduleEntry,
} from '@/features/print/lib/court-schedule';
import { venueClock } from '@/features/print/lib/venue-moment';

/** `?day=YYYY-MM-DD`: a calendar day at the venue (decision 017). */
const SCHEDULE_URL = { day: urlText() };

function MatchCell({ match }: { match: CourtScheduleEntry }) {
  const { event } = match;
  return (
    <div
      className={`print-keep min-w-0 rounded-md border p-1.5 ${event ? `border-l-4 ${event.colour}` : 'border-slate-300'}`}
    >
      {event && (
        <p className="text-xs font-semibold break-words">
          <span className="font-bold">{event.tag}</span> · {event.name}
        </p>
      )}
      <p className={`text-xs ${event ? '' : 'text-slate-700'}`}>{match.round}</p>
      <p className={`text-sm font-semibold break-words ${event ? '' : 'text-slate-900'}`}>
        {match.sides}
      </p>
    </div>
  );
}

/** The events of a tournament of several events, each with the tag and colour of its matches. */
function EventKey({
  events,
}: {
  events: readonly { name: string; tag: string; colour: string }[];
}) {
  return (
    <ul aria-label={i18n.t('Events')} className="print-keep flex flex-wrap gap-2 text-sm">
      {events.map((e) => (
        <li key={e.name} className={`rounded border-l-4 px-2 py-1 font-medium ${e.colour}`}>
          <span className="font-bold">{e.tag}</span> {e.name}
        </li>
      ))}
    </ul>
  );
}

/**
 * The court schedule of one venue day: a row per start time (the venue's clock and zone), a
 * column per court, each match with its round and sides; for a tournament of several events,
 * every event's matches on the shared courts, each with its event (a key of the events above).
 */
export function CourtScheduleGrid({
  matches,
  timeZone: zone,
  courts,
  startDate,
  events,
}: {
  matches: readonly CourtScheduleEntry[];
  /** The venue's zone. */
  timeZone: string;
  /** The tournament's court names, in their order. */
  courts: readonly string[];
  /** The tournament's first day, shown when no match has a time. */
  startDate: string;
  /** A tournament's several events, for the key; absent for one event. */
  events?: readonly { name: string; tag: string; colour: string }[];
}) {
  const { state, set } = useUrlState(SCHEDULE_URL);
  const days = scheduleDays(matches, zone);
  const day = scheduleDay(state.day, days, startDate);
  const grid = courtSchedule(matches, day, zone, courts);
  const dayOptions = (days.includes(day) ? days : [...days, day].sort()).map((d) => ({
    value: d,
    label: formatDay(d) ?? d,
  }));
  const courtNames = grid.courts.length > 0 ? grid.courts : [i18n.t('Court')];
  return (
    <div className="space-y-4">
      <div className="print-hide flex flex-wrap items-end gap-3">
        <SelectField
          label={i18n.t('Day')}
          className="w-full sm:w-56"
          options={dayOptions}
          value={day}
          onChange={(e) => set({ day: e.target.value }, { replace: true })}
        />
      </div>
      <h2 className="text-lg font-semibold text-slate-900">
        {i18n.t('{day} · times at the venue ({zone})', { day: formatDay(day) ?? day, zone })}
      </h2>
      {events && events.length > 0 && <EventKey events={events} />}
      {grid.rows.length === 0 ? (
        <EmptyState
          icon={CalendarX}
          title={i18n.t('No matches scheduled on this day')}
          text={days.length > 0 ? i18n.t('Choose another day.') : undefined}
        />
      ) : (
        <div
          role="region"
          aria-label={i18n.t('Court schedule')}
          tabIndex={0}
          className="print-scroll overflow-x-auto rounded-xl border border-slate-300 bg-white"
        >
          <table
            className="print-table w-full table-fixed border-collapse text-sm"
            style={{ minWidth: `${6 + courtNames.length * 10}rem` }}
          >
            <caption className="sr-only">
              {i18n.t('Matches by court and time on {day}', { day: formatDay(day) ?? day })}
            </caption>
            <colgroup>
              <col className="w-32" />
              {courtNames.map((c) => (
                <col key={c} />
              ))}
            </colgroup>
            <thead>
              <tr className="border-b border-slate-400">
                <th scope="col" className="px-2 py-2 text-left">
                  {i18n.t('Time')}
                </th>
                {courtNames.map((c) => (
                  <th key={c} scope="col" className="px-2 py-2 text-left break-words">
                    {c === NO_COURT ? i18n.t(NO_COURT) : c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {grid.rows.map((row) => (
                <tr key={row.time} className="border-b border-slate-300 align-top last:border-b-0">
                  <th scope="row" className="px-2 py-2 text-left font-semibold whitespace-nowrap">
                    {venueClock(row.time, zone)}
                  </th>
                  {courtNames.map((c) => (
                    <td key={c} className="px-1 py-1">
                      <div className="space-y-1">
                        {(row.cells.get(c) ?? []).map((m) => (
                          <MatchCell key={m.id} match={m} />
                        ))}
                      </div>
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
