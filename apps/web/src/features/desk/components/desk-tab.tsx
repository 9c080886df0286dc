import { ClipboardList } from 'lucide-react';
import { useRef } from 'react';
import toast from 'react-hot-toast';
import { DESK_MESSAGES } from '@courtside/shared/api/desk';
import type { TournamentDetail } from '@courtside/shared/api/tournament';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useCallMatch, useUncallMatch } from '@/features/desk/api/call-match';
import { useDesk } from '@/features/desk/api/get-desk';
import { ApiError } from '@/lib/api-error';
import { i18n } from '@/lib/i18n';
import { useNow } from '@/lib/elapsed';
import { useLiveTopics } from '@/lib/live/use-live-topics';
import { DeskCourts, DeskElsewhere } from './desk-courts';
import { DeskQueueEntryCard } from './desk-queue-entry';

const failure = (error: Error, fallback: string) =>
  error instanceof ApiError && error.status !== undefined && error.status < 500
    ? error.message
    : i18n.t(fallback);

/**
 * The Desk tab (issue 27), for the organizer: the courts (free, called, on court with the time
 * on court), then the matches ready to call in the planner's order, late ones highlighted, each
 * called to a court with one tap. Kept current by the tournament's live events.
 */
export function DeskTab({ tournament: t }: { tournament: TournamentDetail }) {
  const desk = useDesk(t.id);
  const call = useCallMatch(t.id);
  const uncall = useUncallMatch(t.id);
  const now = useNow();
  const queueHeading = useRef<HTMLHeadingElement>(null);
  // One desk for the venue (issue 26): it follows every event it serves, not only this one.
  useLiveTopics((desk.data?.eventIds ?? []).map((id) => `tournament:${id}`));

  if (desk.isPending) {
    return (
      <div className="space-y-3" aria-hidden="true">
        <Skeleton className="h-24 w-full rounded-xl" />
        <Skeleton className="h-32 w-full rounded-xl" />
      </div>
    );
  }
  if (desk.isError) {
    return (
      <LoadError
        title={i18n.t(DESK_MESSAGES.deskFailed)}
        text={desk.error.message}
        onRetry={() => void desk.refetch()}
        isRetrying={desk.isFetching}
      />
    );
  }
  const { courts, queue, lastRounds, elsewhere } = desk.data;
  const freeCourts = courts.filter((c) => c.state === 'free');
  const courtName = (id: string | null) => courts.find((c) => c.id === id)?.name ?? null;
  const onCall = (matchId: string, courtId: string, ignoreRest: boolean, onDone: () => void) =>
    call.mutate(
      { matchId, courtId, ignoreRest },
      {
        onSuccess: (message) => {
          toast.success(i18n.t(message));
          // The called match leaves the queue with its button: the focus goes back to the
          // queue's heading, not to the page's top (WCAG 2.4.3; issue 27's walkthrough).
          queueHeading.current?.focus();
        },
        onError: (error) => toast.error(failure(error, DESK_MESSAGES.callFailed)),
        onSettled: onDone,
      },
    );
  const onUncall = (matchId: string) =>
    uncall.mutate(matchId, {
      onSuccess: (message) => toast.success(i18n.t(message)),
      onError: (error) => toast.error(failure(error, DESK_MESSAGES.callFailed)),
    });

  return (
    <div className="space-y-6">
      <DeskCourts
        courts={courts}
        now={now}
        timeZone={t.timeZone}
        uncallingId={uncall.isPending ? (uncall.variables ?? null) : null}
        onUncall={onUncall}
      />
      <DeskElsewhere
        matches={elsewhere}
        courtName={courtName}
        now={now}
        timeZone={t.timeZone}
        uncallingId={uncall.isPending ? (uncall.variables ?? null) : null}
        onUncall={onUncall}
      />
      <section aria-labelledby="desk-queue" className="space-y-2">
        <h2
          id="desk-queue"
          ref={queueHeading}
          tabIndex={-1}
          className="text-lg font-semibold text-slate-900 focus:outline-none"
        >
          {i18n.t('Next to call')}
        </h2>
        {queue.length === 0 ? (
          <EmptyState
            icon={ClipboardList}
            title={i18n.t('No match waiting to be called')}
            text={i18n.t('Matches appear here as soon as both sides are known.')}
          />
        ) : (
          <ol className="space-y-2">
            {queue.map((entry) => (
              <DeskQueueEntryCard
                key={entry.match.id}
                entry={entry}
                freeCourts={freeCourts}
                plannedCourtName={courtName(entry.match.courtId)}
                lastRounds={lastRounds}
                timeZone={t.timeZone}
                isCalling={call.isPending && call.variables?.matchId === entry.match.id}
                onCall={(courtId, ignoreRest, onDone) =>
                  onCall(entry.match.id, courtId, ignoreRest, onDone)
                }
              />
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
