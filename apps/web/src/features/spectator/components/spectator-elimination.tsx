import type { ReactNode } from 'react';
import type { PublicTournament, SpectatorMatch } from '@courtside/shared/api/live';
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
        {page && <span className="text-xl font-normal text-slate-600">· page {page}</span>}
      </h3>
      {children}
    </section>
  );
}

/**
 * TV mode shows one bracket at a time, each at a size read from across the hall: the winners'
 * bracket (or main draw), then the losers' (or consolation) bracket, then the grand final,
 * turning as TV mode turns the pages of a large knockout.
 */
function TvPages({ pages }: { pages: readonly ((page?: string) => ReactNode)[] }) {
  const current = useRotation(pages.length);
  const draw = pages[current]!;
  return (
    <TvFit key={current}>
      {draw(pages.length > 1 ? `${current + 1} of ${pages.length}` : undefined)}
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
                Not needed
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
  const upper = (page?: string) => (
    <Bracket title={isDouble ? "Winners' bracket" : 'Main draw'} isTv={isTv} page={page}>
      <Rounds sections={matchSections(of(isDouble ? 'winners' : 'knockout'))} isTv={isTv} />
    </Bracket>
  );
  const below = (page?: string) => (
    <Bracket
      title={isDouble ? "Losers' bracket" : 'Consolation bracket (bronze)'}
      isTv={isTv}
      page={page}
    >
      <Rounds sections={matchSections(lower)} isTv={isTv} />
    </Bracket>
  );
  const final = (page?: string) => (
    <Bracket title="Grand final" isTv={isTv} page={page}>
      <GrandFinal matches={grandFinal} isTv={isTv} />
    </Bracket>
  );
  if (isTv) {
    return (
      <TvPages
        pages={[
          upper,
          ...(lower.length > 0 ? [below] : []),
          ...(grandFinal.length > 0 ? [final] : []),
        ]}
      />
    );
  }
  return (
    <ScrollRegion label="Bracket drawing">
      <div className="flex items-start gap-8">
        <div className="space-y-8">
          {upper()}
          {lower.length > 0 && below()}
        </div>
        {grandFinal.length > 0 && final()}
      </div>
    </ScrollRegion>
  );
}
