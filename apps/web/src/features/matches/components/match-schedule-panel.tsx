import { CalendarClock, Play } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { MATCH_MESSAGES, type Match } from '@courtside/shared/api/match';
import type { TournamentDetail } from '@courtside/shared/api/tournament';
import { Button } from '@/components/ui/button';
import { useStartMatchEarly } from '@/features/matches/api/match-start-early';
import { hasBothSides } from '@/lib/match-sides';
import { failureReason } from '@/lib/api-error';
import { EditScheduleDialog } from './edit-schedule-dialog';
import { formatMatchWhen } from './match-time';
import { i18n } from '@/lib/i18n';

interface MatchSchedulePanelProps {
  tournament: TournamentDetail;
  match: Match;
  matchLabel: string;
}

/**
 * Schedule Management: when and where the match is, Edit Schedule while it has
 * not started, and Start Early (spec section 4: a scheduled match with no
 * actual start, when early start is allowed).
 */
export function MatchSchedulePanel({ tournament, match, matchLabel }: MatchSchedulePanelProps) {
  const [isEditing, setIsEditing] = useState(false);
  const startEarly = useStartMatchEarly(tournament.id);
  const isEditable = match.status === 'scheduled' && !match.actualStartTime;
  const canStartEarly = isEditable && match.canStartEarly && hasBothSides(match);
  const court = match.court
    ? [match.court.name, match.court.location].filter(Boolean).join(', ')
    : i18n.t('Not assigned');

  const onStartEarly = () =>
    startEarly.mutate(match.id, {
      onSuccess: (message) => toast.success(i18n.t(message)),
      onError: (error) =>
        toast.error(failureReason(error, i18n.t(MATCH_MESSAGES.startEarlyFailed))),
    });

  return (
    <div className="space-y-4">
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">
            {i18n.t('Start Time')}
          </dt>
          <dd className="mt-0.5 text-slate-900">
            {formatMatchWhen(match.startTime, match.timeZone) ?? i18n.t('Not scheduled')}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">
            {i18n.t('Court')}
          </dt>
          <dd className="mt-0.5 break-words text-slate-900">{court}</dd>
        </div>
      </dl>
      {isEditable ? (
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setIsEditing(true)}>
            <CalendarClock aria-hidden="true" className="h-4 w-4" /> {i18n.t('Edit Schedule')}
          </Button>
          {canStartEarly && (
            <Button isLoading={startEarly.isPending} onClick={onStartEarly}>
              {!startEarly.isPending && <Play aria-hidden="true" className="h-4 w-4" />}
              {startEarly.isPending ? i18n.t('Starting...') : i18n.t('Start Early')}
            </Button>
          )}
        </div>
      ) : (
        <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
          {match.status === 'cancelled'
            ? i18n.t('This match is cancelled: its schedule cannot change.')
            : `${i18n.t(MATCH_MESSAGES.scheduleLocked)}.`}
        </p>
      )}
      {isEditing && (
        <EditScheduleDialog
          tournament={tournament}
          match={match}
          matchLabel={matchLabel}
          onClose={() => setIsEditing(false)}
        />
      )}
    </div>
  );
}
