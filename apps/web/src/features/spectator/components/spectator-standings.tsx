import type { PublicTournament } from '@courtside/shared/api/live';
import { i18n } from '@/lib/i18n';

type Row = PublicTournament['bracket']['standings'][number];

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** The standings, a table per group (or one for the Swiss field). */
export default function SpectatorStandings({
  rows,
  isTv,
}: {
  rows: readonly Row[];
  isTv: boolean;
}) {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const key = row.group ?? '';
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return (
    <div className={`grid gap-4 ${isTv ? 'lg:grid-cols-2' : 'md:grid-cols-2'}`}>
      {[...groups].map(([group, list]) => (
        <div
          key={group}
          className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white"
        >
          <table className={`w-full text-left ${isTv ? 'text-xl' : 'text-sm'}`}>
            <caption className="px-3 pt-2 pb-1 text-left font-semibold text-slate-900">
              {group ? i18n.t('Group {group}', { group }) : i18n.t('Standings')}
            </caption>
            <thead className="bg-slate-50 text-xs text-slate-600 uppercase">
              <tr>
                <th scope="col" className="px-3 py-1.5">
                  #
                </th>
                <th scope="col" className="px-2 py-1.5">
                  {i18n.t('Name')}
                </th>
                <th scope="col" className="px-2 py-1.5 text-right">
                  <abbr title={i18n.t('Won')}>{i18n.t('W')}</abbr>
                </th>
                <th scope="col" className="px-2 py-1.5 text-right">
                  <abbr title={i18n.t('Lost')}>{i18n.t('L')}</abbr>
                </th>
                <th scope="col" className="px-3 py-1.5 text-right">
                  <abbr title={i18n.t('Point difference')}>+/-</abbr>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {list.map((row) => (
                <tr key={row.entrantId}>
                  <td className="px-3 py-1.5 font-semibold tabular-nums">{row.rank}</td>
                  <th scope="row" className="px-2 py-1.5 font-medium text-slate-900">
                    {row.name}
                  </th>
                  <td className="px-2 py-1.5 text-right tabular-nums">{row.won}</td>
                  <td className="px-2 py-1.5 text-right tabular-nums">{row.lost}</td>
                  <td className="px-3 py-1.5 text-right tabular-nums">{signed(row.pointDiff)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </div>
  );
}
