import { Maximize2, SearchX } from 'lucide-react';
import { lazy, Suspense, useRef } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useDocumentTitle } from '@/lib/use-document-title';
import { i18n } from '@/lib/i18n';
import { API_BASE_URL } from '@/lib/config';
import type { PublicTournament } from '@courtside/shared/api/live';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { SpectatorHeader } from '@/features/spectator/components/spectator-header';
import { useFullscreen } from '@/features/spectator/lib/use-fullscreen';
import { usePublicTournament } from '@/features/spectator/lib/use-public-tournament';

/**
 * The signed-in player's check-in (decision 025), loaded only for a visitor with a stored
 * session (the auth store keeps its token under `token` too): its toast, messages and store stay
 * out of the JavaScript the page needs before it works (decision 013).
 */
/** The courts board, bracket and schedule once play has started (spectator-play.tsx). */
const SpectatorPlay = lazy(() => import('@/features/spectator/components/spectator-play'));
const SpectatorCheckIn = lazy(() => import('@/features/spectator/components/spectator-check-in'));
const hasStoredSession = (): boolean => {
  try {
    return Boolean(localStorage.getItem('token'));
  } catch {
    return false;
  }
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function NotFound() {
  return (
    <EmptyState
      icon={SearchX}
      title={i18n.t('Tournament not found')}
      text={i18n.t('This tournament does not exist, or its organizer has not made it public.')}
      action={
        <Link to="/" className={buttonClasses('primary')}>
          {i18n.t('Go to Courtside')}
        </Link>
      }
    />
  );
}

/**
 * The tournament's schedule feed (issue 26) as a webcal:// subscription, so a calendar app keeps
 * it current as matches move. A plain link, no icon: the page is at its budget (decision 013).
 */
function calendarUrl(id: string): string {
  const feed = new URL(
    `${API_BASE_URL}/tournaments/${encodeURIComponent(id)}/calendar.ics`,
    window.location.href,
  );
  return feed.href.replace(/^https?:/, 'webcal:');
}

/**
 * A tournament's events (decision 034), when it has two or more: each a link to `?event=`, the
 * one shown marked, with its champion once decided.
 */
function EventSwitcher({ data, id }: { data: PublicTournament; id: string }) {
  return (
    <nav aria-label={i18n.t('Events')}>
      <ul className="flex flex-wrap gap-2">
        {data.events!.map((e, i) => {
          const gold = e.medals.find((m) => m.medal === 'gold');
          const isShown = e.id === data.tournament.id;
          return (
            <li key={e.id}>
              <Link
                to={i === 0 ? `/t/${id}` : `/t/${id}?event=${e.id}`}
                aria-current={isShown ? 'page' : undefined}
                className={`block rounded-lg border px-3 py-2 text-sm font-semibold ${isShown ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-800'}`}
              >
                {e.name}
                {gold && (
                  <span className="block text-xs font-normal">
                    {i18n.t('Gold: {name}', { name: gold.name })}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function SpectatorView({ id, eventId }: { id: string; eventId: string }) {
  const { state, retry } = usePublicTournament(eventId);
  const root = useRef<HTMLDivElement>(null);
  const tv = useFullscreen(root);
  const data = state.status === 'ready' ? state.data : null;
  // An event other than the first is named with its tournament ("Spring Slam: Mixed 3.5").
  const rootName = data?.events?.[0]?.name;
  const name =
    data && rootName && eventId !== id
      ? `${rootName}: ${data.tournament.name}`
      : data?.tournament.name;
  useDocumentTitle(name ?? null);

  if (state.status === 'loading') {
    return (
      <div className="flex justify-center py-24">
        <Spinner className="h-6 w-6" label={i18n.t('Loading tournament...')} />
      </div>
    );
  }
  if (state.status === 'not-found') return <NotFound />;
  if (state.status === 'error') {
    return (
      <LoadError
        title={i18n.t("Couldn't load this tournament")}
        text={i18n.t(state.message)}
        onRetry={retry}
      />
    );
  }
  const tournament = { ...state.data.tournament, name: name! };
  const isTv = tv.isOn;
  return (
    <div
      ref={root}
      className={`space-y-8 ${isTv ? 'min-h-screen overflow-auto bg-slate-50 p-4 sm:p-8' : ''}`}
    >
      <SpectatorHeader
        tournament={tournament}
        isTv={isTv}
        actions={
          <>
            {!isTv && (
              <a href={calendarUrl(id)} className={buttonClasses('outline')}>
                {i18n.t('Add to calendar')}
              </a>
            )}
            <Button variant="outline" onClick={() => void tv.toggle()}>
              <Maximize2 aria-hidden="true" className="h-4 w-4" />
              {isTv ? i18n.t('Exit full screen') : i18n.t('Full screen')}
            </Button>
          </>
        }
      />
      {state.data.events && <EventSwitcher data={state.data} id={id} />}
      {!isTv && hasStoredSession() && (
        <Suspense fallback={null}>
          <SpectatorCheckIn tournamentId={tournament.id} name={tournament.name} />
        </Suspense>
      )}
      {tournament.status === 'upcoming' && state.data.matches.length === 0 ? (
        <p
          className={`rounded-xl border border-slate-200 bg-white p-6 text-slate-700 ${isTv ? 'text-2xl' : ''}`}
        >
          {i18n.t(
            'Play has not started yet. Courts, scores and the bracket appear here as soon as it does, without reloading the page.',
          )}
        </p>
      ) : (
        <Suspense
          fallback={
            <div className="flex justify-center py-8">
              <Spinner label={i18n.t('Loading the courts and the bracket')} />
            </div>
          }
        >
          <SpectatorPlay data={state.data} isTv={isTv} />
        </Suspense>
      )}
    </div>
  );
}

/**
 * /t/{id}: the public spectator page of a public tournament (issue 11), for signed-out
 * visitors and members alike: header, live courts board, bracket and standings, schedule, and
 * a full-screen TV mode. Kept current over the websocket without a reload.
 */
export default function SpectatorPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const event = params.get('event');
  // The event shown (decision 034): `?event=` names one of the tournament's; none, the first.
  const eventId = event && UUID.test(event) ? event : id;
  const isValidId = UUID.test(id);
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-14 max-w-7xl items-center px-4 sm:px-6">
          <Link to="/" className="text-lg font-bold text-brand-800">
            Courtside
          </Link>
          <span className="ml-3 text-sm text-slate-600">{i18n.t('Live tournament')}</span>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
        {isValidId ? <SpectatorView key={eventId} id={id} eventId={eventId} /> : <NotFound />}
      </main>
    </div>
  );
}
