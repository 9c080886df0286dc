import { useEffect, useState, type ReactNode } from 'react';
import type { PublicTournament, SpectatorMatch } from '@courtside/shared/api/live';
import { i18n } from '@/lib/i18n';
import { matchSections } from '@/lib/match-sections';
import { useRotation } from '@/features/spectator/lib/use-rotation';
import { Rounds } from './bracket-rounds';
import { MatchRow } from './match-row';
import { ScrollRegion } from './scroll-region';
import { TvFit } from './tv-fit';

function Bracket({
  title,
  isTv,
  page,
  children,
}: {
  title: string;
  isTv: boolean;
  /** In TV mode, which page of the rotation this is ("2 of 3"). */
  page?: string;
  children: ReactNode;
}) {
  return (
    <section aria-label={title} className="space-y-3">
      <h3 className={`font-semibold text-slate-900 ${isTv ? 'text-3xl' : 'text-lg'}`}>
        {title}
        {page && ' '}
        {page && (
          <span className="text-xl font-normal text-slate-600">
            {i18n.t('· page {page}', { page })}
          </span>
        )}
      </h3>
      {children}
    </section>
  );
}

/** TV mode's columns: w-80 with gap-4 between them, in CSS pixels. */
const TV_COLUMN = 320 + 16;
/** Smallest scale TV mode draws a bracket page at: a name of text-xl stays 16 px. */
const TV_MIN_SCALE = 0.8;

/** The window's width, kept current (entering full screen widens it). */
function useWindowWidth(): number {
  const [width, setWidth] = useState(window.innerWidth);
  useEffect(() => {
    const resize = () => setWidth(window.innerWidth);
    window.addEventListener('resize', resize);
    return () => window.removeEventListener('resize', resize);
  }, []);
  return width;
}

/** `items` in as few even runs of at most `max` as there can be (6 by 4: 3 and 3). */
function runs<T>(items: readonly T[], max: number): T[][] {
  const per = Math.ceil(items.length / Math.ceil(items.length / max));
  return Array.from({ length: Math.ceil(items.length / per) }, (_, i) =>
    items.slice(i * per, (i + 1) * per),
  );
}

type TvPage = (page: string | undefined) => ReactNode;

/**
 * TV mode shows one bracket at a time, each at a size read from across the hall (at least
 * TV_MIN_SCALE): the winners' bracket (or main draw), the losers' (or consolation) bracket and
 * the grand final in turn, as TV mode turns the pages of a large knockout; a bracket with more
 * rounds than the screen holds at that size is split into pages of its rounds.
 */
function TvPages({ brackets }: { brackets: readonly ((columns: number) => TvPage[])[] }) {
  const columns = Math.max(
    1,
    Math.floor(((useWindowWidth() - 64) / TV_MIN_SCALE + 16) / TV_COLUMN),
  );
  const pages = brackets.flatMap((bracket) => bracket(columns));
  const current = useRotation(pages.length);
  if (pages.length === 0) return null;
  return (
    <TvFit key={current} minScale={TV_MIN_SCALE}>
      {pages[current]!(
        pages.length > 1
          ? i18n.t('{page} of {pages}', { page: current + 1, pages: pages.length })
          : undefined,
      )}
    </TvFit>
  );
}

/** The grand final and its "if necessary" match, which reads "Not needed" once cancelled. */
function GrandFinal({ matches, isTv }: { matches: readonly SpectatorMatch[]; isTv: boolean }) {
  return (
    <ul className={`space-y-4 ${isTv ? 'w-96' : 'w-64'}`}>
      {matchSections(matches).map((section) => (
        <li key={section.key} className="space-y-2">
          <h4 className={`font-semibold text-slate-800 ${isTv ? 'text-2xl' : 'text-sm'}`}>
            {section.title}
          </h4>
          {section.matches.map((match) =>
            match.status === 'cancelled' ? (
              <p
                key={match.id}
                className="rounded-lg border border-dashed border-slate-300 p-3 text-slate-600"
              >
                {i18n.t('Not needed')}
              </p>
            ) : (
              <MatchRow key={match.id} match={match} isTv={isTv} />
            ),
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * Double elimination (rule 12.C.3) and a knockout with consolation (12.C.1) on the public page
 * and in TV mode, loaded only for these formats (the page's budget, decision 013): the winners'
 * bracket (or main draw) round by round above, the losers' (or consolation) bracket's rounds
 * below it, and the grand final at the right, each round a column as the page draws a knockout,
 * scrolling sideways in a region of its own when wider than the page. TV mode shows them one at
 * a time in turn (TvPages). Special results read W/O, RET, FF, DQ beside the winner, as everywhere.
 */
export default function SpectatorElimination({
  data,
  isTv,
}: {
  data: PublicTournament;
  isTv: boolean;
}) {
  const matches = Object.values(data.bracket.bracket).flat();
  const of = (stage: SpectatorMatch['stage']) => matches.filter((m) => m.stage === stage);
  const isDouble = data.tournament.format === 'double-elimination';
  const lower = of(isDouble ? 'losers' : 'consolation');
  const grandFinal = of('grand-final');
  const upper = matchSections(of(isDouble ? 'winners' : 'knockout'));
  const lowerSections = matchSections(lower);
  const titles = isDouble
    ? [i18n.t("Winners' bracket"), i18n.t("Losers' bracket")]
    : [i18n.t('Main draw'), i18n.t('Consolation bracket (bronze)')];
  const bracket = (title: string, sections: typeof upper, shown = sections, page?: string) => (
    <Bracket title={title} isTv={isTv} page={page}>
      <Rounds sections={shown} shape={sections} isTv={isTv} />
    </Bracket>
  );
  const final = (page?: string) => (
    <Bracket title={i18n.t('Grand final')} isTv={isTv} page={page}>
      <GrandFinal matches={grandFinal} isTv={isTv} />
    </Bracket>
  );
  if (isTv) {
    const paged =
      (title: string, sections: typeof upper) =>
      (columns: number): TvPage[] =>
        runs(sections, columns).map((shown) => (page) => bracket(title, sections, shown, page));
    return (
      <TvPages
        brackets={[
          paged(titles[0]!, upper),
          ...(lower.length > 0 ? [paged(titles[1]!, lowerSections)] : []),
          ...(grandFinal.length > 0 ? [() => [final]] : []),
        ]}
      />
    );
  }
  return (
    <ScrollRegion label={i18n.t('Bracket drawing')}>
      <div className="flex items-start gap-8">
        <div className="space-y-8">
          {bracket(titles[0]!, upper)}
          {lower.length > 0 && bracket(titles[1]!, lowerSections)}
        </div>
        {grandFinal.length > 0 && final()}
      </div>
    </ScrollRegion>
  );
}
