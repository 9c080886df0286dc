import { TOURNAMENT_MESSAGES, type TournamentDetail } from '@courtside/shared/api/tournament';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useCheckInList } from '@/features/check-in/api/check-in-list';
import { CheckInSheet } from '@/features/print/components/check-in-sheet';
import { PrintFrame } from '@/features/print/components/print-frame';
import { useEvents } from '@/features/tournaments/api/events';
import { useTournament } from '@/lib/tournaments/get-tournament';
import { i18n } from '@/lib/i18n';

function Loading({ label }: { label: string }) {
  return (
    <div className="flex justify-center py-12">
      <Spinner className="h-6 w-6" label={label} />
    </div>
  );
}

/** The sheet, with "Checked in" for the entrants (and unteamed players) the desk has in. */
function Sheet({ tournament: t, eventName }: { tournament: TournamentDetail; eventName?: string }) {
  const query = useCheckInList(t.id, '');
  if (query.isPending) return <Loading label={i18n.t('Loading check-in...')} />;
  if (query.isError) {
    return (
      <LoadError
        title={i18n.t('Failed to load the check-in list')}
        text={query.error.message}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }
  const { entrants, unteamed } = query.data;
  const checkedInIds = new Set([
    ...entrants.filter((e) => e.checkedIn).map((e) => e.id),
    ...unteamed.filter((p) => p.checkedInAt).map((p) => p.userId),
  ]);
  return <CheckInSheet tournament={t} checkedInIds={checkedInIds} eventName={eventName} />;
}

/** A further event's part of the list: its own entrants and check-ins. */
function EventSheet({ eventId, eventName }: { eventId: string; eventName: string }) {
  const query = useTournament(eventId);
  if (query.isPending) return <Loading label={i18n.t('Loading tournament details...')} />;
  if (query.isError) {
    return (
      <LoadError
        title={i18n.t(TOURNAMENT_MESSAGES.loadFailed)}
        text={query.error.message}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }
  return <Sheet tournament={query.data} eventName={eventName} />;
}

/**
 * A tournament of several events has one desk (decision 025): its list holds every event's
 * entrants, event by event, each part headed with the event's name.
 */
function EventSheets({ tournament: t }: { tournament: TournamentDetail }) {
  const events = useEvents(t.id);
  if (events.isPending) return <Loading label={i18n.t('Loading events...')} />;
  if (events.isError) {
    return (
      <LoadError
        title={i18n.t(TOURNAMENT_MESSAGES.loadFailed)}
        text={events.error.message}
        onRetry={() => void events.refetch()}
        isRetrying={events.isFetching}
      />
    );
  }
  return (
    <div className="space-y-8">
      {events.data.map((event) =>
        event.isFirst ? (
          <Sheet key={event.id} tournament={t} eventName={event.name} />
        ) : (
          <EventSheet key={event.id} eventId={event.id} eventName={event.name} />
        ),
      )}
    </div>
  );
}

/**
 * /app/tournaments/{id}/print/check-in: the check-in feature's state (decision 025) on the print
 * feature's paper check-in list; the tournament's, whichever event's address opened it.
 */
export default function PrintCheckInRoute() {
  return (
    <PrintFrame title={i18n.t('Check-in List')} paperOf="tournament">
      {(t) => ((t.eventCount ?? 1) > 1 ? <EventSheets tournament={t} /> : <Sheet tournament={t} />)}
    </PrintFrame>
  );
}
