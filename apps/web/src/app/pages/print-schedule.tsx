import type { TournamentDetail } from '@courtside/shared/api/tournament';
import { Spinner } from '@/components/ui/spinner';
import { useTournamentMatches } from '@/features/matches/api/get-matches';
import { useSchedule } from '@/features/planner/api/schedule';
import { CourtScheduleGrid } from '@/features/print/components/court-schedule-grid';
import { PrintFrame } from '@/features/print/components/print-frame';
import {
  entriesOfMatches,
  entriesOfSchedule,
  eventKey,
} from '@/features/print/lib/court-schedule-entries';
import { statusOf } from '@/lib/tournaments/labels';
import { PrintWithMatches } from './print-with-matches';
import { i18n } from '@/lib/i18n';

/**
 * The paper: for a tournament of several events, the whole tournament's schedule (every event's
 * matches on the shared courts, decision 036); for one event, or when that schedule cannot be
 * read, the event's own matches as before. Both are asked at once (the matches are wasted for
 * several events, but one event's paper waits for no second round trip).
 */
function CourtSchedulePaper({ tournament: t }: { tournament: TournamentDetail }) {
  const schedule = useSchedule(t.id);
  useTournamentMatches(t.id, { enabled: statusOf(t.status) !== 'upcoming' });
  if (schedule.isPending) {
    return (
      <div className="flex justify-center py-12">
        <Spinner className="h-6 w-6" label={i18n.t('Loading matches...')} />
      </div>
    );
  }
  const whole = schedule.data;
  if (whole && whole.events.length >= 2) {
    return (
      <CourtScheduleGrid
        matches={entriesOfSchedule(whole)}
        timeZone={whole.timeZone}
        courts={whole.courts.map((c) => c.name)}
        startDate={whole.days[0] ?? t.startDate}
        events={eventKey(whole)}
      />
    );
  }
  return (
    <PrintWithMatches
      tournament={t}
      upcomingText={i18n.t(
        'The court schedule can be printed once the tournament starts and its matches are drawn.',
      )}
    >
      {(matches) => (
        <CourtScheduleGrid
          matches={entriesOfMatches(matches)}
          timeZone={t.timeZone}
          courts={t.courts.map((c) => c.name)}
          startDate={t.startDate}
        />
      )}
    </PrintWithMatches>
  );
}

/** /app/tournaments/{id}/print/schedule?day=YYYY-MM-DD: a venue day's matches by court. */
export default function PrintScheduleRoute() {
  return (
    <PrintFrame title={i18n.t('Court Schedule')} paperOf="tournament">
      {(t) => <CourtSchedulePaper tournament={t} />}
    </PrintFrame>
  );
}
