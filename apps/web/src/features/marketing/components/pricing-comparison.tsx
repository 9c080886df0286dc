import { Check, X } from 'lucide-react';
import { COMPARISON, pricingValues } from '@/features/marketing/content/pricing';
import { i18n } from '@/lib/i18n';

function Cell({ value }: { value: boolean | string }) {
  if (typeof value === 'string') return <>{i18n.t(value, pricingValues())}</>;
  return value ? (
    <>
      <Check aria-hidden="true" className="mx-auto h-5 w-5 text-brand-700" />
      <span className="sr-only">{i18n.t('Included')}</span>
    </>
  ) : (
    <>
      <X aria-hidden="true" className="mx-auto h-5 w-5 text-slate-400" />
      <span className="sr-only">{i18n.t('Not included')}</span>
    </>
  );
}

/** Free and Pro side by side, feature by feature. */
export function PricingComparison() {
  return (
    <section aria-labelledby="compare-title" className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h2 id="compare-title" className="text-center text-3xl font-bold text-slate-900">
        {i18n.t('Compare plans')}
      </h2>
      <div className="relative mt-8 overflow-x-auto rounded-xl border border-slate-200">
        <table className="w-full text-left">
          <caption className="sr-only">{i18n.t('Features of the Free and Pro plans')}</caption>
          <thead className="bg-slate-50 text-sm text-slate-700">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                {i18n.t('Feature')}
              </th>
              <th scope="col" className="w-28 px-4 py-3 text-center font-semibold">
                {i18n.t('Free')}
              </th>
              <th scope="col" className="w-28 px-4 py-3 text-center font-semibold">
                Pro
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {COMPARISON.map(({ feature, free, pro }) => (
              <tr key={feature}>
                <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                  {i18n.t(feature)}
                </th>
                <td className="px-4 py-3 text-center text-slate-800">
                  <Cell value={free} />
                </td>
                <td className="px-4 py-3 text-center text-slate-800">
                  <Cell value={pro} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
