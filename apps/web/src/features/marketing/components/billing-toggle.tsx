import type { BillingPeriod } from '@/features/marketing/content/pricing';
import { YEARLY_SAVING_PERCENT } from '@/features/marketing/content/pricing';
import { i18n } from '@/lib/i18n';
import { richText } from '@/lib/i18n/rich-text';

const PERIODS: { value: BillingPeriod; label: string }[] = [
  { value: 'monthly', label: /*i18n*/ 'Monthly' },
  { value: 'yearly', label: /*i18n*/ 'Yearly' },
];

/** The monthly/yearly switch of the pricing page, two pressed-or-not buttons. */
export function BillingToggle({
  period,
  onChange,
}: {
  period: BillingPeriod;
  onChange: (period: BillingPeriod) => void;
}) {
  return (
    <div className="flex flex-col items-center gap-3">
      <div
        role="group"
        aria-label={i18n.t('Billing period')}
        className="inline-flex rounded-full border border-slate-300 bg-white p-1"
      >
        {PERIODS.map(({ value, label }) => (
          <button
            key={value}
            type="button"
            aria-pressed={period === value}
            onClick={() => onChange(value)}
            className={`rounded-full px-5 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
              period === value ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100'
            }`}
          >
            {i18n.t(label)}
          </button>
        ))}
      </div>
      <p className="text-sm text-slate-700">
        {richText(
          i18n.t('Pay yearly and <save>Save {percent}%</save>', { percent: YEARLY_SAVING_PERCENT }),
          {
            save: (label) => (
              <span className="rounded-full bg-green-100 px-2 py-0.5 font-semibold text-green-800">
                {label}
              </span>
            ),
          },
        )}
      </p>
    </div>
  );
}
