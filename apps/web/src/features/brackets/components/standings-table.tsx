import type { StandingRow } from '@/features/brackets/api/get-bracket';
import { i18n } from '@/lib/i18n';

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/**
 * A standings table (a round-robin group, or the Swiss field) with the reason
 * each place is above the next: the tie-break that separated them.
 */
export function StandingsTable({ title, rows }: { title: string; rows: readonly StandingRow[] }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white shadow-sm">
      {/* Scrolls sideways on a phone: a region the keyboard can reach and scroll (WCAG 2.1.1). */}
      <div
        role="region"
        aria-label={title}
        tabIndex={0}
        className="print-scroll relative overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <table className="w-full min-w-[32rem] text-left text-sm">
          <caption className="px-4 pt-3 pb-2 text-left text-base font-semibold text-slate-900">
            {title}
          </caption>
          <thead className="border-y border-slate-200 bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
            <tr>
              <th scope="col" className="px-4 py-2 font-medium">
                #
              </th>
              <th scope="col" className="px-2 py-2 font-medium">
                {i18n.t('Name')}
              </th>
              <th scope="col" className="px-2 py-2 text-right font-medium">
                <abbr title={i18n.t('Played')}>{i18n.t('P')}</abbr>
              </th>
              <th scope="col" className="px-2 py-2 text-right font-medium">
                <abbr title={i18n.t('Won')}>{i18n.t('W')}</abbr>
              </th>
              <th scope="col" className="px-2 py-2 text-right font-medium">
                <abbr title={i18n.t('Lost')}>{i18n.t('L')}</abbr>
              </th>
              <th scope="col" className="px-2 py-2 text-right font-medium">
                <abbr title={i18n.t('Point difference')}>+/-</abbr>
              </th>
              <th scope="col" className="px-4 py-2 font-medium">
                {i18n.t('Placed by')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => (
              <tr key={row.entrantId}>
                <td className="px-4 py-2 font-semibold text-slate-900 tabular-nums">{row.rank}</td>
                <th scope="row" className="px-2 py-2 font-medium text-slate-900">
                  {row.name}
                </th>
                <td className="px-2 py-2 text-right tabular-nums">{row.played}</td>
                <td className="px-2 py-2 text-right tabular-nums">{row.won}</td>
                <td className="px-2 py-2 text-right tabular-nums">{row.lost}</td>
                <td className="px-2 py-2 text-right tabular-nums">{signed(row.pointDiff)}</td>
                <td className="px-4 py-2 text-slate-600">
                  {row.reason ? i18n.t(row.reason) : '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
