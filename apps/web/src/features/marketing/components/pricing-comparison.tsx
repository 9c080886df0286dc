import { Check, X } from 'lucide-react';
import { COMPARISON } from '@/features/marketing/content/pricing';

function Cell({ value }: { value: boolean | string }) {
  if (typeof value === 'string') return <>{value}</>;
  return value ? (
    <>
      <Check aria-hidden="true" className="mx-auto h-5 w-5 text-brand-700" />
      <span className="sr-only">Included</span>
    </>
  ) : (
    <>
      <X aria-hidden="true" className="mx-auto h-5 w-5 text-slate-400" />
      <span className="sr-only">Not included</span>
    </>
  );
}

/** Free and Pro side by side, feature by feature. */
export function PricingComparison() {
  return (
    <section aria-labelledby="compare-title" className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h2 id="compare-title" className="text-center text-3xl font-bold text-slate-900">
        Compare plans
      </h2>
      <div className="mt-8 overflow-x-auto rounded-xl border border-slate-200">
        <table className="w-full text-left">
          <caption className="sr-only">Features of the Free and Pro plans</caption>
          <thead className="bg-slate-50 text-sm text-slate-700">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                Feature
              </th>
              <th scope="col" className="w-28 px-4 py-3 text-center font-semibold">
                Free
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
                  {feature}
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
