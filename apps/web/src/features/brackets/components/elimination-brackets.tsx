import { useId } from 'react';
import { Medal, Trophy } from 'lucide-react';
import type { Match } from '@courtside/shared/api/match';
import type { TournamentFormat } from '@courtside/shared/constants';
import { matchSections } from '@/lib/match-sections';
import { winnerName } from '@/lib/match-sides';
import { BracketRoundTable } from './bracket-round-table';
import { KnockoutBracket } from './knockout-bracket';
import { i18n } from '@/lib/i18n';

/** The last round's decided match of `matches`, or null. */
function lastDecided(matches: readonly Match[]): Match | null {
  const decided = matches.filter((m) => m.status === 'completed' && m.winner);
  return decided.sort((a, b) => b.round - a.round)[0] ?? null;
}

/** A bracket drawn as a table per round, under its heading, with the medal it decides. */
function StageTables({
  title,
  matches,
  medal,
}: {
  title: string;
  matches: readonly Match[];
  medal?: { label: string; name: string | null; isGold?: boolean };
}) {
  const titleId = useId();
  if (matches.length === 0) return null;
  const Icon = medal?.isGold ? Trophy : Medal;
  return (
    <section aria-labelledby={titleId} className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {medal?.name && (
          <p className="flex items-center gap-1.5 rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
            <Icon aria-hidden="true" className="h-4 w-4" />{' '}
            {i18n.t('{medal}: {name}', { medal: medal.label, name: medal.name })}
          </p>
        )}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        {matchSections(matches).map((section) => (
          <BracketRoundTable key={section.key} title={section.title} matches={section.matches} />
        ))}
      </div>
    </section>
  );
}

/**
 * Double elimination (rule 12.C.3) and a knockout with consolation (12.C.1), decision 023:
 * the winners' bracket (or the main knockout) drawn as the knockout's tree, the losers' (or
 * consolation) bracket below it round by round, then the grand final, whose second match
 * reads "Not needed" once the winners' champion won the first.
 */
export function EliminationBrackets({
  format,
  matches,
}: {
  format: Extract<TournamentFormat, 'double-elimination' | 'consolation'>;
  matches: readonly Match[];
}) {
  const of = (stage: Match['stage']) => matches.filter((m) => m.stage === stage);
  if (format === 'consolation') {
    const consolation = of('consolation');
    const bronze = consolation.find(
      (m) => m.round === Math.max(...consolation.map((c) => c.round)),
    );
    return (
      <div className="space-y-8">
        <KnockoutBracket matches={of('knockout')} title={i18n.t('Bracket')} />
        <StageTables
          title={i18n.t('Consolation bracket')}
          matches={consolation}
          medal={{ label: i18n.t('Bronze'), name: bronze ? winnerName(bronze) : null }}
        />
      </div>
    );
  }
  // The winners' bracket has the knockout's shape: drawn by the same tree, without a champion.
  const winners = of('winners').map((m) => ({ ...m, stage: 'knockout' as const }));
  const grandFinal = of('grand-final');
  const decided = lastDecided(grandFinal);
  return (
    <div className="space-y-8">
      <KnockoutBracket matches={winners} title={i18n.t("Winners' bracket")} hasChampion={false} />
      <StageTables title={i18n.t("Losers' bracket")} matches={of('losers')} />
      <StageTables
        title={i18n.t('Grand final')}
        matches={grandFinal}
        medal={{
          label: i18n.t('Champion'),
          name: decided && !grandFinal.some(isStillToPlay) ? winnerName(decided) : null,
          isGold: true,
        }}
      />
    </div>
  );
}

const isStillToPlay = (m: Match) => m.status === 'scheduled' || m.status === 'in-progress';
