import { ArrowLeft, CalendarX, Lock, SearchX } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { z } from 'zod';
import { TOURNAMENT_MESSAGES } from '@courtside/shared/api/tournament';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-error';
import { useAuthStore } from '@/lib/auth-store';
import { formatDay } from '@/lib/format';
import { i18n } from '@/lib/i18n';
import { useTournament } from '@/lib/tournaments/get-tournament';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useMoveMatch, useSchedule } from '../api/schedule';
import { DayPlanner } from '../components/day-planner';

/** What the planner says to anyone but the tournament's organizer. */
export const PLANNER_ONLY_ORGANIZER =
  /*i18n*/ 'Only the organizer of this tournament can plan its days';

const isUuid = (id: string) => z.uuid().safeParse(id).success;

/** /app/tournaments/{id}/planner: the organizer's day planner over every event (issue 26). */
export default function PlannerRoute() {
  const { id = '' } = useParams();
  const userId = useAuthStore((s) => s.user?.id);
  const isValidId = isUuid(id);
  const tournament = useTournament(id, { enabled: isValidId });
  const t = tournament.data;
  const isOwner = t !== undefined && t.organizerId === userId;
  const schedule = useSchedule(id, isOwner);
  const move = useMoveMatch(id);
  const [chosen, setChosen] = useState<string | null>(null);
  const isNotFound =
    !isValidId || (tournament.error instanceof ApiError && tournament.error.status === 404);
  useDocumentTitle(
    isNotFound
      ? i18n.t('Tournament Not Found')
      : t
        ? i18n.t('Day Planner · {tournament}', { tournament: t.name })
        : i18n.t('Day Planner'),
  );

  const back = (
    <Link
      to={`/app/tournaments/${isValidId ? id : ''}`}
      className={`${buttonClasses('ghost')} -ml-2`}
    >
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      {i18n.t('Back to tournament')}
    </Link>
  );
  if (isNotFound) {
    return (
      <div className="space-y-4">
        {back}
        <EmptyState
          icon={SearchX}
          title={i18n.t('Tournament Not Found')}
          text={i18n.t("The tournament you're looking for doesn't exist.")}
        />
      </div>
    );
  }
  if (!t) {
    return tournament.isError ? (
      <LoadError
        title={i18n.t(TOURNAMENT_MESSAGES.loadFailed)}
        text={tournament.error.message}
        onRetry={() => void tournament.refetch()}
        isRetrying={tournament.isFetching}
      />
    ) : (
      <div className="flex justify-center py-16">
        <Spinner className="h-6 w-6" label={i18n.t('Loading tournament details...')} />
      </div>
    );
  }
  if (!isOwner) {
    return (
      <div className="space-y-4">
        {back}
        <EmptyState
          icon={Lock}
          title={i18n.t('Day Planner')}
          text={i18n.t(PLANNER_ONLY_ORGANIZER)}
        />
      </div>
    );
  }
  const data = schedule.data;
  const day = data ? (chosen && data.days.includes(chosen) ? chosen : data.days[0]) : undefined;
  return (
    <div className="min-w-0 space-y-4">
      {back}
      <header>
        <h1 className="text-2xl font-bold break-words text-slate-900">{i18n.t('Day Planner')}</h1>
        <p className="mt-1 text-sm text-slate-700">
          {i18n.t('{tournament} · times at the venue ({zone})', {
            tournament: t.name,
            zone: data?.timeZone ?? t.timeZone,
          })}
        </p>
      </header>
      {schedule.isError ? (
        <LoadError
          title={i18n.t('Failed to load the schedule')}
          text={schedule.error.message}
          onRetry={() => void schedule.refetch()}
          isRetrying={schedule.isFetching}
        />
      ) : !data ? (
        <div className="flex justify-center py-16">
          <Spinner className="h-6 w-6" label={i18n.t('Loading the schedule...')} />
        </div>
      ) : data.matches.every((m) => !m.startTime) ? (
        <EmptyState
          icon={CalendarX}
          title={i18n.t('No matches planned yet')}
          text={i18n.t('Matches appear here once an event starts.')}
        />
      ) : (
        <>
          <label className="flex items-center gap-2 text-sm font-medium text-slate-900">
            {i18n.t('Day')}
            <select
              className="rounded border border-slate-400 px-2 py-1"
              value={day}
              onChange={(e) => setChosen(e.target.value)}
            >
              {data.days.map((d) => (
                <option key={d} value={d}>
                  {formatDay(d)}
                </option>
              ))}
            </select>
          </label>
          <DayPlanner schedule={data} day={day!} onMove={(m) => move.mutateAsync(m)} />
        </>
      )}
    </div>
  );
}
