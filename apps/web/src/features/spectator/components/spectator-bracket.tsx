import type { PublicTournament, SpectatorMatch } from '@courtside/shared/api/live';
import { useEffect, useState } from 'react';
import { matchSections, type MatchSection } from '@/lib/match-sections';
import { MatchRow } from './match-row';
import { TvFit } from './tv-fit';
import { SpectatorStandings } from './spectator-standings';

type Section = MatchSection<SpectatorMatch>;

/** The most first-round matches TV mode shows at once: a 32-entrant bracket (16 matches). */
const TV_FIRST_ROUND_MAX = 16;
/** How long TV mode shows one page of a larger bracket. */
const TV_PAGE_MS = 12_000;

/**
 * TV mode pages a bracket larger than 32 entrants by itself: its rounds in pages of at most 16
 * matches per column, turning every 12 seconds. Smaller brackets, and the page, show whole.
 */
function useTvPages(sections: readonly Section[], isTv: boolean): readonly Section[] {
  const pages = Math.max(
    1,
    ...sections.map((s) => Math.ceil(s.matches.length / TV_FIRST_ROUND_MAX)),
  );
  const [page, setPage] = useState(0);
  useEffect(() => {
    if (!isTv || pages === 1) return;
    const timer = setInterval(() => setPage((p) => (p + 1) % pages), TV_PAGE_MS);
    return () => clearInterval(timer);
  }, [isTv, pages]);
  if (!isTv || pages === 1) return sections;
  const current = page % pages;
  return sections
    .map((s) => {
      const per = Math.ceil(s.matches.length / pages);
      return { ...s, matches: s.matches.slice(current * per, (current + 1) * per) };
    })
    .filter((s) => s.matches.length > 0);
}

/** The rounds side by side, each a column of its matches; the sr-only winner marks stay inside. */
function Rounds({ sections, isTv }: { sections: readonly Section[]; isTv: boolean }) {
  return (
    <div className="relative flex gap-4">
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
  );
}

/**
 * The bracket and standings, read-only and light: the app's drawn bracket lives in the
 * signed-in app's code, which a public page does not load (docs/decisions/013). Rounds side
 * by side (scrolling sideways on a phone), then the standings of groups or the Swiss field.
 */
export function SpectatorBracket({ data, isTv }: { data: PublicTournament; isTv: boolean }) {
  const matches = Object.values(data.bracket.bracket).flat();
  const sections = matchSections(matches);
  const visible = useTvPages(sections, isTv);
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
          {isTv ? (
            <TvFit>
              <Rounds sections={visible} isTv />
            </TvFit>
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
