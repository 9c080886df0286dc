import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';

interface PlanCardProps {
  name: string;
  description: string;
  price: string;
  period: string;
  features: string[];
  cta: { label: string; to: string };
  note?: string;
  badge?: ReactNode;
  isFeatured?: boolean;
}

/** One plan of the pricing page: its price for the chosen period, features and call to action. */
export function PlanCard({
  name,
  description,
  price,
  period,
  features,
  cta,
  note,
  badge,
  isFeatured = false,
}: PlanCardProps) {
  return (
    <section
      aria-labelledby={`plan-${name}`}
      className={`flex flex-col rounded-2xl border bg-white p-8 shadow-sm ${
        isFeatured ? 'border-brand-600 ring-2 ring-brand-600' : 'border-slate-200'
      }`}
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={`plan-${name}`} className="text-xl font-bold text-slate-900">
          {name}
        </h2>
        {badge}
      </div>
      <p className="mt-2 text-slate-700 md:min-h-12">{description}</p>
      <p className="mt-6 flex items-baseline gap-1" aria-live="polite">
        <span className="text-5xl font-extrabold tracking-tight text-slate-900">{price}</span>
        <span className="text-slate-600">{period}</span>
      </p>
      <ul className="mt-6 flex-1 space-y-3">
        {features.map((feature) => (
          <li key={feature} className="flex items-start gap-2 text-slate-800">
            <Check aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
            {feature}
          </li>
        ))}
      </ul>
      <Link
        to={cta.to}
        className={`${buttonClasses(isFeatured ? 'primary' : 'outline', 'lg')} mt-8 w-full`}
      >
        {cta.label}
      </Link>
      {note && <p className="mt-3 text-center text-sm text-slate-600">{note}</p>}
    </section>
  );
}
