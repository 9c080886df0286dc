import { Maximize2, SearchX } from 'lucide-react';
import { useRef } from 'react';
import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { CourtsBoard } from '@/features/spectator/components/courts-board';
import { SpectatorCheckIn } from '@/features/spectator/components/spectator-check-in';
import { SpectatorHeader } from '@/features/spectator/components/spectator-header';
import { SpectatorBracket } from '@/features/spectator/components/spectator-bracket';
import { SpectatorSchedule } from '@/features/spectator/components/spectator-schedule';
import { useFullscreen } from '@/features/spectator/lib/use-fullscreen';
import { usePublicTournament } from '@/features/spectator/lib/use-public-tournament';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function NotFound() {
  return (
    <EmptyState
      icon={SearchX}
      title="Tournament not found"
      text="This tournament does not exist, or its organizer has not made it public."
      action={
        <Link to="/" className={buttonClasses('primary')}>
          Go to Courtside
        </Link>
      }
    />
  );
}

function SpectatorView({ id }: { id: string }) {
  const { state, retry } = usePublicTournament(id);
  const root = useRef<HTMLDivElement>(null);
  const tv = useFullscreen(root);
  const data = state.status === 'ready' ? state.data : null;
  useDocumentTitle(data ? data.tournament.name : null);

  if (state.status === 'loading') {
    return (
      <div className="flex justify-center py-24">
        <Spinner className="h-6 w-6" label="Loading tournament..." />
      </div>
    );
  }
  if (state.status === 'not-found') return <NotFound />;
  if (state.status === 'error') {
    return <LoadError title="Couldn't load this tournament" text={state.message} onRetry={retry} />;
  }
  const { tournament } = state.data;
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
          <Button variant="outline" onClick={() => void tv.toggle()}>
            <Maximize2 aria-hidden="true" className="h-4 w-4" />
            {isTv ? 'Exit full screen' : 'Full screen'}
          </Button>
        }
      />
      {!isTv && <SpectatorCheckIn tournamentId={tournament.id} name={tournament.name} />}
      {tournament.status === 'upcoming' && state.data.matches.length === 0 ? (
        <p
          className={`rounded-xl border border-slate-200 bg-white p-6 text-slate-700 ${isTv ? 'text-2xl' : ''}`}
        >
          Play has not started yet. Courts, scores and the bracket appear here as soon as it does,
          without reloading the page.
        </p>
      ) : (
        <div className="space-y-8">
          <CourtsBoard data={state.data} isTv={isTv} />
          <SpectatorBracket data={state.data} isTv={isTv} />
          {!isTv && <SpectatorSchedule data={state.data} />}
        </div>
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
  const isValidId = UUID.test(id);
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-14 max-w-7xl items-center px-4 sm:px-6">
          <Link to="/" className="text-lg font-bold text-brand-800">
            Courtside
          </Link>
          <span className="ml-3 text-sm text-slate-600">Live tournament</span>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
        {isValidId ? <SpectatorView key={id} id={id} /> : <NotFound />}
      </main>
    </div>
  );
}
