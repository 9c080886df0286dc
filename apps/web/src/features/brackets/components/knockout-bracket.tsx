import { useId, useState } from 'react';
import { Trophy } from 'lucide-react';
import type { Match } from '@courtside/shared/api/match';
import { knockoutColumns } from '@/features/brackets/lib/knockout-columns';
import { matchSections } from '@/lib/match-sections';
import { winnerName } from '@/lib/match-sides';
import { BracketRoundTable } from './bracket-round-table';
import { BracketTree } from './bracket-tree';
import { i18n } from '@/lib/i18n';

type View = 'tree' | 'table';
const VIEWS: { id: View; label: string }[] = [
  { id: 'tree', label: /*i18n*/ 'Tree' },
  { id: 'table', label: /*i18n*/ 'Table' },
];

function ViewToggle({ value, onChange }: { value: View; onChange: (view: View) => void }) {
  return (
    <div
      role="group"
      aria-label={i18n.t('Bracket view')}
      className="bracket-print-hide bracket-control inline-flex rounded-lg border border-slate-300 bg-white p-0.5"
    >
      {VIEWS.map((view) => (
        <button
          key={view.id}
          type="button"
          aria-pressed={value === view.id}
          onClick={() => onChange(view.id)}
          className={`rounded-md px-3 py-1 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700 ${value === view.id ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100'}`}
        >
          {i18n.t(view.label)}
        </button>
      ))}
    </div>
  );
}

/** The knockout's rounds as tables, round 1 listing its byes. */
function KnockoutTables({ matches }: { matches: readonly Match[] }) {
  const round1 = knockoutColumns(matches)[0];
  const byes = (round1?.slots ?? []).flatMap((s) =>
    s.kind === 'bye' ? [s.entrant ?? i18n.t('A seed')] : [],
  );
  const sections = matchSections(matches);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {sections.map((section, i) => (
        <BracketRoundTable
          key={section.key}
          title={section.title}
          matches={section.matches}
          byes={i === 0 ? byes : []}
        />
      ))}
    </div>
  );
}

/**
 * A knockout (the whole tournament, a round robin's knockout stage, or a double
 * elimination's winners' bracket, `hasChampion` false): the champion once decided, and a toggle between the drawn tree (scrolling
 * sideways in its own box on a phone) and a table per round. The tree is what
 * prints, whichever view is on screen.
 */
export function KnockoutBracket({
  matches,
  title,
  hasChampion = true,
}: {
  matches: readonly Match[];
  title: string;
  hasChampion?: boolean;
}) {
  const titleId = useId();
  const [view, setView] = useState<View>('tree');
  const knockout = matches.filter((m) => m.stage === 'knockout' || m.stage === 'bronze');
  const lastRound = Math.max(
    0,
    ...knockout.filter((m) => m.stage === 'knockout').map((m) => m.round),
  );
  const final = knockout.find((m) => m.stage === 'knockout' && m.round === lastRound);
  const champion = final && hasChampion ? winnerName(final) : null;
  return (
    <section aria-labelledby={titleId} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          {champion && (
            <p className="flex items-center gap-1.5 rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
              <Trophy aria-hidden="true" className="h-4 w-4" />{' '}
              {i18n.t('Champion: {name}', { name: champion })}
            </p>
          )}
        </div>
        <ViewToggle value={view} onChange={setView} />
      </div>
      <div hidden={view !== 'tree'} className="bracket-tree-view">
        <div
          role="region"
          aria-label={i18n.t('{bracket} tree', { bracket: title })}
          tabIndex={0}
          className="bracket-tree-scroll relative overflow-x-auto rounded-xl border border-slate-200 bg-slate-50 p-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          <BracketTree
            matches={knockout}
            winnerTitle={hasChampion ? i18n.t('Champion') : i18n.t('To the grand final')}
          />
        </div>
      </div>
      <div hidden={view !== 'table'} className="bracket-table-view">
        <KnockoutTables matches={knockout} />
      </div>
    </section>
  );
}
