import { useId } from 'react';
import type { PlayerSummaryRow } from '@/features/brackets/lib/bracket-player-summary';
import { i18n } from '@/lib/i18n';

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
const NUM = 'px-2 py-2 text-right tabular-nums';

/**
 * A group's player summary: played, won, lost, point difference and matches
 * left. Each name is a button that shows only that player's matches below;
 * pressing it again shows them all.
 */
export function BracketPlayerSummary({
  title,
  rows,
  selectedId,
  onSelect,
}: {
  title: string;
  rows: readonly PlayerSummaryRow[];
  selectedId: string | null;
  onSelect: (entrantId: string) => void;
}) {
  const hintId = useId();
  return (
    <div className="bracket-print-hide bracket-control relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table aria-describedby={hintId} className="w-full text-left text-sm">
        <caption className="px-4 pt-3 pb-2 text-left text-base font-semibold text-slate-900">
          {title}
        </caption>
        <thead className="border-y border-slate-200 bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-4 py-2 font-medium">
              {i18n.t('Player')}
            </th>
            <th scope="col" className="px-2 py-2 text-right font-medium">
              {i18n.t('Played')}
            </th>
            <th scope="col" className="px-2 py-2 text-right font-medium">
              {i18n.t('Won')}
            </th>
            <th scope="col" className="px-2 py-2 text-right font-medium">
              {i18n.t('Lost')}
            </th>
            <th scope="col" className="px-2 py-2 text-right font-medium">
              <abbr title={i18n.t('Point difference')}>+/-</abbr>
            </th>
            <th scope="col" className="px-4 py-2 text-right font-medium">
              {i18n.t('Left')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 text-slate-800">
          {rows.map((row) => {
            const isSelected = row.entrantId === selectedId;
            return (
              <tr key={row.entrantId} className={isSelected ? 'bg-sky-50' : undefined}>
                <th scope="row" className="px-4 py-1.5 font-medium">
                  <button
                    type="button"
                    aria-pressed={isSelected}
                    data-entrant-id={row.entrantId}
                    onClick={() => onSelect(row.entrantId)}
                    className={`-mx-1 rounded px-1 py-0.5 text-left text-sky-800 underline decoration-sky-800/40 underline-offset-2 hover:decoration-sky-800 focus-visible:outline-2 focus-visible:outline-sky-700 ${isSelected ? 'font-semibold text-sky-900 decoration-sky-900' : ''}`}
                  >
                    {row.name}
                  </button>
                </th>
                <td className={NUM}>{row.played}</td>
                <td className={NUM}>{row.won}</td>
                <td className={NUM}>{row.lost}</td>
                <td className={NUM}>{signed(row.pointDiff)}</td>
                <td className={`${NUM} pr-4`}>{row.toPlay}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p
        id={hintId}
        className="bracket-print-hide bracket-control border-t border-slate-200 px-4 py-2 text-sm text-slate-600"
      >
        {i18n.t('Select a player to list only their matches.')}
      </p>
    </div>
  );
}
