import { useId } from 'react';
import type { Match } from '@courtside/shared/api/match';
import type { StandingRow } from '@/features/brackets/api/get-bracket';
import { BracketGroup } from './bracket-group';
import { KnockoutBracket } from './knockout-bracket';
import { i18n } from '@/lib/i18n';

/** Group labels in order (A, B, ...), from the standings and the group matches alike. */
function groupLabels(standings: readonly StandingRow[], matches: readonly Match[]): string[] {
  const labels = [...standings.map((r) => r.group ?? ''), ...matches.map((m) => m.group ?? '')];
  return [...new Set(labels)].sort();
}

/**
 * A round robin's bracket: each group (standings, player summary, matches),
 * then the knockout of the top finishers once it has been drawn.
 */
export function BracketRoundRobin({
  standings,
  matches,
}: {
  standings: readonly StandingRow[];
  matches: readonly Match[];
}) {
  const titleId = useId();
  const group = matches.filter((m) => m.stage === 'group');
  const knockout = matches.filter((m) => m.stage === 'knockout' || m.stage === 'bronze');
  const labels = groupLabels(standings, group);
  return (
    <div className="space-y-8">
      <section aria-labelledby={titleId} className="space-y-6">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {i18n.t('Group stage')}
        </h2>
        {labels.map((label) => (
          <BracketGroup
            key={label}
            title={label ? i18n.t('Group {label}', { label }) : i18n.t('Group')}
            standings={standings.filter((r) => (r.group ?? '') === label)}
            matches={group.filter((m) => (m.group ?? '') === label)}
          />
        ))}
      </section>
      {knockout.length > 0 && (
        <KnockoutBracket matches={knockout} title={i18n.t('Knockout stage')} />
      )}
    </div>
  );
}
