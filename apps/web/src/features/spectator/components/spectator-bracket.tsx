import type { PublicTournament } from '@courtside/shared/api/live';
import { lazy, Suspense } from 'react';
import { matchSections } from '@/lib/match-sections';
import { Rounds } from './bracket-rounds';

const TvBracket = lazy(() => import('./tv-bracket'));
/** Standings exist only for groups and Swiss: their code loads when there are some. */
const SpectatorStandings = lazy(() =>
  import('./spectator-standings').then((m) => ({ default: m.SpectatorStandings })),
);

/**
 * The bracket and standings, read-only and light: the app's drawn bracket lives in the
 * signed-in app's code, which a public page does not load (docs/decisions/013). Rounds side
 * by side (scrolling sideways on a phone), then the standings of groups or the Swiss field.
 */
export function SpectatorBracket({ data, isTv }: { data: PublicTournament; isTv: boolean }) {
  const matches = Object.values(data.bracket.bracket).flat();
  const sections = matchSections(matches);
  const { stats, standings } = data.bracket;
  return (
    <section aria-labelledby="bracket-heading" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2
          id="bracket-heading"
          className={`font-semibold text-slate-900 ${isTv ? 'text-4xl' : 'text-xl'}`}
        >
          {data.tournament.format === 'knockout' ? 'Bracket' : 'Standings and rounds'}
        </h2>
        {matches.length > 0 && (
          <p className={`text-slate-600 ${isTv ? 'text-xl' : 'text-sm'}`}>
            {stats.completedMatches} of {matches.length} matches played
          </p>
        )}
      </div>
      {matches.length === 0 ? (
        <p className="text-slate-600">The draw appears here once the tournament starts.</p>
      ) : (
        <>
          {standings.length > 0 && (
            <Suspense fallback={null}>
              <SpectatorStandings rows={standings} isTv={isTv} />
            </Suspense>
          )}
          {isTv ? (
            <Suspense fallback={null}>
              <TvBracket sections={sections} />
            </Suspense>
          ) : (
            <div
              role="region"
              aria-label="Bracket rounds"
              tabIndex={0}
              className="relative flex gap-4 overflow-x-auto pb-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              <Rounds sections={sections} isTv={false} />
            </div>
          )}
        </>
      )}
    </section>
  );
}
