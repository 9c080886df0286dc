import { useId } from 'react';
import type { Match } from '@courtside/shared/api/match';
import type { StandingRow } from '@/features/brackets/api/get-bracket';
import { playsIn } from '@/features/brackets/lib/bracket-player-summary';
import { matchSections } from '@/lib/match-sections';
import { BracketRoundTable } from './bracket-round-table';
import { StandingsTable } from './standings-table';
import { i18n } from '@/lib/i18n';

/**
 * A Swiss: the standings (wins, then Buchholz, then point difference, each
 * place with what decided it) and a table per round with who had the bye.
 */
export function BracketSwiss({
  standings,
  matches,
}: {
  standings: readonly StandingRow[];
  matches: readonly Match[];
}) {
  const titleId = useId();
  const sections = matchSections(matches.filter((m) => m.stage === 'swiss'));
  return (
    <div className="space-y-6">
      <StandingsTable title={i18n.t('Swiss standings')} rows={standings} />
      <section aria-labelledby={titleId} className="bracket-print-hide space-y-4">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {i18n.t('Rounds')}
        </h2>
        <div className="grid gap-4 lg:grid-cols-2">
          {sections.map((section) => (
            <BracketRoundTable
              key={section.key}
              title={section.title}
              matches={section.matches}
              byes={standings
                .filter((row) => !section.matches.some((m) => playsIn(m, row.entrantId)))
                .map((row) => row.name)}
            />
          ))}
        </div>
      </section>
    </div>
  );
}
