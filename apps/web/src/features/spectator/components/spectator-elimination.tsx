import type { ReactNode } from 'react';
import type { PublicTournament, SpectatorMatch } from '@courtside/shared/api/live';
import { matchSections } from '@/lib/match-sections';
import { Rounds } from './bracket-rounds';
import { MatchRow } from './match-row';
import { TvFit } from './tv-fit';

function Bracket({ title, isTv, children }: { title: string; isTv: boolean; children: ReactNode }) {
  return (
    <section aria-label={title} className="space-y-3">
      <h3 className={`font-semibold text-slate-900 ${isTv ? 'text-3xl' : 'text-lg'}`}>{title}</h3>
      {children}
    </section>
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
 * below it, and the grand final at the right, each round a column as the page draws a knockout.
 * Special results read W/O, RET, FF, DQ beside the winner, as everywhere.
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
  const drawing = (
    <div className="flex items-start gap-8">
      <div className="space-y-8">
        <Bracket title={isDouble ? "Winners' bracket" : 'Main draw'} isTv={isTv}>
          <Rounds sections={matchSections(of(isDouble ? 'winners' : 'knockout'))} isTv={isTv} />
        </Bracket>
        {lower.length > 0 && (
          <Bracket
            title={isDouble ? "Losers' bracket" : 'Consolation bracket (bronze)'}
            isTv={isTv}
          >
            <Rounds sections={matchSections(lower)} isTv={isTv} />
          </Bracket>
        )}
      </div>
      {grandFinal.length > 0 && (
        <Bracket title="Grand final" isTv={isTv}>
          <GrandFinal matches={grandFinal} isTv={isTv} />
        </Bracket>
      )}
    </div>
  );
  if (isTv) return <TvFit>{drawing}</TvFit>;
  return (
    <div
      role="region"
      aria-label="Bracket drawing"
      tabIndex={0}
      className="relative overflow-x-auto pb-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      {drawing}
    </div>
  );
}
