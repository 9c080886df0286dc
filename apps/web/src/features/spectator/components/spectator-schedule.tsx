import type { PublicTournament, SpectatorMatch } from '@courtside/shared/api/live';
import { MATCH_STATUS_LABELS } from '@courtside/shared/domain/competition/statuses';
import { displayMatchDay, displayTime } from '@/features/spectator/lib/dates';
import { i18n } from '@/lib/i18n';
import { MatchRow } from './match-row';

/** The schedule: matches with a time, by day then time, with their court and state. */
export function SpectatorSchedule({ data }: { data: PublicTournament }) {
  const timed = data.matches
    .filter((m) => m.startTime)
    .sort(
      (a, b) =>
        new Date(a.startTime!).getTime() - new Date(b.startTime!).getTime() ||
        (a.court?.name ?? '').localeCompare(b.court?.name ?? '', undefined, { numeric: true }),
    );
  const days = new Map<string, SpectatorMatch[]>();
  for (const match of timed) {
    const day = displayMatchDay(match.startTime, data.tournament.timeZone) ?? '';
    days.set(day, [...(days.get(day) ?? []), match]);
  }
  const untimed = data.matches.length - timed.length;
  return (
    <section aria-labelledby="schedule-heading" className="space-y-4">
      <h2 id="schedule-heading" className="text-xl font-semibold text-slate-900">
        {i18n.t('Schedule')}
      </h2>
      {timed.length === 0 ? (
        <p className="text-slate-600">{i18n.t('No match times have been set yet.')}</p>
      ) : (
        [...days].map(([day, matches]) => (
          <section key={day} aria-label={day} className="space-y-2">
            <h3 className="text-sm font-semibold text-slate-700">{day}</h3>
            <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
              {matches.map((match) => (
                <li key={match.id}>
                  <MatchRow
                    match={match}
                    meta={[
                      displayTime(match.startTime, data.tournament.timeZone),
                      match.court?.name,
                      i18n.t(MATCH_STATUS_LABELS[match.status]),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  />
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
      {untimed > 0 && timed.length > 0 && (
        <p className="text-sm text-slate-600">
          {i18n.t(
            '{untimed, plural, one {# match has no time yet.} other {# matches have no time yet.}}',
            { untimed },
          )}
        </p>
      )}
    </section>
  );
}
