import { ArrowLeft, SearchX } from 'lucide-react';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { z } from 'zod';
import { TOURNAMENT_MESSAGES } from '@courtside/shared/api/tournament';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { useTournament } from '@/lib/tournaments/get-tournament';
import { useEvents } from '@/features/tournaments/api/events';
import type { EventFocus } from '@/features/tournaments/components/events-section';
import {
  TournamentView,
  type CompetitionTabs,
} from '@/features/tournaments/components/tournament-view';
import { ApiError } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLiveTopics } from '@/lib/live/use-live-topics';
import { i18n } from '@/lib/i18n';

const isUuid = (id: string) => z.uuid().safeParse(id).success;

function BackButton() {
  const navigate = useNavigate();
  return (
    <Button variant="ghost" className="-ml-2" onClick={() => void navigate('/app/tournaments')}>
      <ArrowLeft aria-hidden="true" className="h-4 w-4" /> {i18n.t('Back to tournaments')}
    </Button>
  );
}

function NotFound() {
  return (
    <EmptyState
      icon={SearchX}
      title={i18n.t('Tournament Not Found')}
      text={i18n.t("The tournament you're looking for doesn't exist.")}
      action={
        <Link to="/app/tournaments" className={buttonClasses('primary')}>
          {i18n.t('Back to Tournaments')}
        </Link>
      }
    />
  );
}

/**
 * /app/tournaments/{id}: loading, not found (a 404, or an id that cannot
 * exist), a failure (toast and back to the list), or the tournament, with the
 * Matches and Bracket tabs the app composes in (app/pages/tournament-detail.tsx).
 */
export default function TournamentDetailPage({ tabs }: { tabs: CompetitionTabs }) {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const isValidId = isUuid(id);
  const { data, error, isPending } = useTournament(id, { enabled: isValidId });
  const isNotFound = !isValidId || (error instanceof ApiError && error.status === 404);
  // The tournament's events (decision 034); the one chosen lives in the URL (`?event=`). The
  // tournament, its events and the chosen event are asked at once, not one after the other
  // (an event's address took three round trips and showed the first event meanwhile).
  const parentId = data?.parentId;
  const eventsQuery = useEvents(id, { enabled: isValidId && !parentId });
  const events = eventsQuery.data ?? [];
  const eventParam = params.get('event');
  const askedEvent = eventParam && eventParam !== id && isUuid(eventParam) ? eventParam : null;
  const eventDetail = useTournament(askedEvent ?? '', { enabled: Boolean(askedEvent) });
  const chosen = events.find((e) => e.id === askedEvent && !e.isFirst) ?? null;
  // Until the asked event is known to be one of this tournament's (and is loaded), the page
  // waits: never the first event's tabs in its place. An event that cannot be read, or is not
  // this tournament's, leaves the first event.
  const isChoosing =
    askedEvent !== null &&
    (eventsQuery.isPending || (chosen !== null && eventDetail.isPending && !eventDetail.data));
  const shown = chosen && eventDetail.data ? eventDetail.data : isChoosing ? undefined : data;
  // Scores, the bracket and the participants move on screen as they change (issue 11).
  useLiveTopics([
    isValidId && !isNotFound && `tournament:${id}`,
    chosen && `tournament:${chosen.id}`,
  ]);
  // The tab says which tournament (and event) is open ("Mixed 3.5 · Spring Slam · Courtside").
  const event = events.length >= 2 ? (chosen ?? events[0]) : null;
  useDocumentTitle(
    isNotFound
      ? i18n.t('Tournament Not Found')
      : data
        ? event && event.name !== data.name
          ? `${event.name} · ${data.name}`
          : data.name
        : i18n.t('Tournament'),
  );

  // An event's own address opens its tournament's page on that event, its tab and every other
  // parameter kept (`/app/tournaments/{eventId}?tab=matches`).
  const search = params.toString();
  useEffect(() => {
    if (!parentId) return;
    const next = new URLSearchParams([['event', id]]);
    for (const [key, value] of new URLSearchParams(search)) {
      if (key !== 'event') next.append(key, value);
    }
    void navigate(`/app/tournaments/${parentId}?${next.toString()}`, { replace: true });
  }, [parentId, id, search, navigate]);

  // Where the focus goes once an added or removed event shows (or leaves) the list: the view
  // below is remounted per event, so the request is kept here.
  const [eventFocus, setEventFocus] = useState<EventFocus | null>(null);
  const onSelect = (eventId: string | null, focus?: EventFocus) => {
    if (focus) setEventFocus(focus);
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      const event = events.find((e) => e.id === eventId);
      if (eventId && !event?.isFirst) next.set('event', eventId);
      else next.delete('event');
      return next;
    });
  };

  // A failed background refetch keeps the page; only a first load that fails leaves it.
  useEffect(() => {
    if (!error || isNotFound || data) return;
    toast.error(i18n.t(TOURNAMENT_MESSAGES.loadFailed), { id: 'tournament-load-failed' });
    void navigate('/app/tournaments', { replace: true });
  }, [error, isNotFound, data, navigate]);

  return (
    <div className="space-y-4">
      <BackButton />
      {isNotFound ? (
        <NotFound />
      ) : data && shown && !parentId ? (
        <TournamentView
          key={shown.id}
          tournament={shown}
          tabs={tabs}
          events={{
            root: data,
            events,
            onSelect,
            focus: eventFocus,
            onFocus: setEventFocus,
            onFocused: () => setEventFocus(null),
          }}
        />
      ) : isPending || isChoosing || parentId ? (
        <div className="flex justify-center py-16">
          <Spinner className="h-6 w-6" label={i18n.t('Loading tournament details...')} />
        </div>
      ) : null}
    </div>
  );
}
