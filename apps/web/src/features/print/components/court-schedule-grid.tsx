import { CalendarX } from 'lucide-react';
import type { Match } from '@courtside/shared/api/match';
import type { TournamentDetail } from '@courtside/shared/api/tournament';
import { EmptyState } from '@/components/ui/empty-state';
import { SelectField } from '@/components/ui/select-field';
import { formatDay } from '@/lib/format';
import { matchSections } from '@/lib/match-sections';
import { SIDE_PENDING, sideName } from '@/lib/match-sides';
import { urlText, useUrlState } from '@/lib/use-url-state';
import { courtSchedule, scheduleDay, scheduleDays } from '@/features/print/lib/court-schedule';
import { venueClock } from '@/features/print/lib/venue-moment';

/** `?day=YYYY-MM-DD`: a calendar day at the venue (decision 017). */
const SCHEDULE_URL = { day: urlText() };

function MatchCell({ match, round }: { match: Match; round: string }) {
  return (
    <div className="print-keep min-w-0 rounded-md border border-slate-300 p-1.5">
      <p className="text-xs text-slate-700">{round}</p>
      <p className="text-sm font-semibold break-words text-slate-900">
        {sideName(match, 1) ?? SIDE_PENDING} v {sideName(match, 2) ?? SIDE_PENDING}
      </p>
    </div>
  );
}

/**
 * The court schedule of one venue day: a row per start time (the venue's clock and zone), a
 * column per court, each match with its round and sides.
 */
export function CourtScheduleGrid({
  tournament: t,
  matches,
}: {
  tournament: TournamentDetail;
  matches: readonly Match[];
}) {
  const { state, set } = useUrlState(SCHEDULE_URL);
  const zone = t.timeZone;
  const days = scheduleDays(matches, zone);
  const day = scheduleDay(state.day, days, t.startDate);
  const grid = courtSchedule(
    matches,
    day,
    zone,
    t.courts.map((c) => c.name),
  );
  const rounds = new Map(
    matchSections(matches).flatMap((s) => s.matches.map((m) => [m.id, s.title] as const)),
  );
  const dayOptions = (days.includes(day) ? days : [...days, day].sort()).map((d) => ({
    value: d,
    label: formatDay(d) ?? d,
  }));
  const courtNames = grid.courts.length > 0 ? grid.courts : ['Court'];
  return (
    <div className="space-y-4">
      <div className="print-hide flex flex-wrap items-end gap-3">
        <SelectField
          label="Day"
          className="w-full sm:w-56"
          options={dayOptions}
          value={day}
          onChange={(e) => set({ day: e.target.value }, { replace: true })}
        />
      </div>
      <h2 className="text-lg font-semibold text-slate-900">
        {formatDay(day)} · times at the venue ({zone})
      </h2>
      {grid.rows.length === 0 ? (
        <EmptyState
          icon={CalendarX}
          title="No matches scheduled on this day"
          text={days.length > 0 ? 'Choose another day.' : undefined}
        />
      ) : (
        <div
          role="region"
          aria-label="Court schedule"
          tabIndex={0}
          className="print-scroll overflow-x-auto rounded-xl border border-slate-300 bg-white"
        >
          <table
            className="print-table w-full table-fixed border-collapse text-sm"
            style={{ minWidth: `${6 + courtNames.length * 10}rem` }}
          >
            <caption className="sr-only">Matches by court and time on {formatDay(day)}</caption>
            <colgroup>
              <col className="w-32" />
              {courtNames.map((c) => (
                <col key={c} />
              ))}
            </colgroup>
            <thead>
              <tr className="border-b border-slate-400">
                <th scope="col" className="px-2 py-2 text-left">
                  Time
                </th>
                {courtNames.map((c) => (
                  <th key={c} scope="col" className="px-2 py-2 text-left break-words">
                    {c}
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
                          <MatchCell key={m.id} match={m} round={rounds.get(m.id) ?? ''} />
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
