import type { PublicTournament } from '@courtside/shared/api/live';
import { lazy, Suspense } from 'react';
import { i18n } from '@/lib/i18n';
import { matchSections } from '@/lib/match-sections';
import { Rounds } from './bracket-rounds';
import { ScrollRegion } from './scroll-region';

/** Drawn brackets, medals and standings load when shown (the page's budget, decision 013). */
const SpectatorDrawing = lazy(() => import('./spectator-drawing'));
const SpectatorResults = lazy(() => import('./spectator-results'));

/**
 * The bracket and standings, read-only and light: the app's drawn bracket lives in the
 * signed-in app's code, which a public page does not load up front (docs/decisions/013).
 * The medals once decided; rounds side by side (scrolling sideways in their own region when
 * wider than the page, a knockout's joined by connector lines), then the
 * standings of groups or the Swiss field; a double elimination or consolation drawn as trees.
 */
export function SpectatorBracket({ data, isTv }: { data: PublicTournament; isTv: boolean }) {
  const matches = Object.values(data.bracket.bracket).flat();
  const sections = matchSections(matches);
  const { stats, standings } = data.bracket;
  const { format } = data.tournament;
  const isElimination = format === 'double-elimination' || format === 'consolation';
  return (
    <section aria-labelledby="bracket-heading" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2
          id="bracket-heading"
          className={`font-semibold text-slate-900 ${isTv ? 'text-4xl' : 'text-xl'}`}
        >
          {format === 'round-robin' || format === 'swiss'
            ? i18n.t('Standings and rounds')
            : i18n.t('Bracket')}
        </h2>
        {matches.length > 0 && (
          <p className={`text-slate-600 ${isTv ? 'text-xl' : 'text-sm'}`}>
            {i18n.t('{completed} of {total} matches played', {
              completed: stats.completedMatches,
              total: matches.length,
            })}
          </p>
        )}
      </div>
      {matches.length === 0 ? (
        <p className="text-slate-600">
          {i18n.t('The draw appears here once the tournament starts.')}
        </p>
      ) : (
        <>
          {(data.medals.length > 0 || standings.length > 0) && (
            <Suspense fallback={null}>
              <SpectatorResults medals={data.medals} standings={standings} isTv={isTv} />
            </Suspense>
          )}
          {isElimination || isTv ? (
            <Suspense fallback={null}>
              <SpectatorDrawing data={data} sections={sections} isTv={isTv} />
            </Suspense>
          ) : (
            <ScrollRegion label={i18n.t('Bracket rounds')}>
              <Rounds sections={sections} isTv={false} />
            </ScrollRegion>
          )}
        </>
      )}
    </section>
  );
}
