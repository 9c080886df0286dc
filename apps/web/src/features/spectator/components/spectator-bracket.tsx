import type { PublicTournament } from '@courtside/shared/api/live';
import { bracketSections } from '@/features/spectator/lib/sections';
import { MatchRow } from './match-row';
import { SpectatorStandings } from './spectator-standings';

/**
 * The bracket and standings, read-only and light: the app's drawn bracket lives in the
 * signed-in app's code, which a public page does not load (docs/decisions/013). Rounds side
 * by side (scrolling sideways on a phone), then the standings of groups or the Swiss field.
 */
export function SpectatorBracket({ data, isTv }: { data: PublicTournament; isTv: boolean }) {
  const matches = Object.values(data.bracket.bracket).flat();
  const sections = bracketSections(matches);
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
          {standings.length > 0 && <SpectatorStandings rows={standings} isTv={isTv} />}
          {/* `relative`: the screen-reader-only "(winner)" texts are absolutely positioned and
              would otherwise escape the scroller and widen the page. Focusable, so a keyboard
              can scroll it. */}
          <div
            role="region"
            aria-label="Bracket rounds"
            tabIndex={0}
            className="relative flex gap-4 overflow-x-auto pb-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            {sections.map((section) => (
              <section
                key={section.key}
                aria-label={section.title}
                className={`shrink-0 space-y-2 ${isTv ? 'w-96' : 'w-64'}`}
              >
                <h3 className={`font-semibold text-slate-800 ${isTv ? 'text-2xl' : 'text-sm'}`}>
                  {section.title}
                </h3>
                <ul className="space-y-2">
                  {section.matches.map((match) => (
                    <li key={match.id}>
                      <MatchRow match={match} isTv={isTv} />
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
