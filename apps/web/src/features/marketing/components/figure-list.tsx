import type { FIGURES } from '@/features/marketing/content/figures';
import { i18n } from '@/lib/i18n';

type Figure = (typeof FIGURES)[keyof typeof FIGURES];

/**
 * Marketing figures as a description list: the value shown large above its
 * label, while the markup keeps the label first for screen readers.
 */
export function FigureList({
  figures,
  className,
  itemClassName = '',
  valueClassName = 'text-3xl',
}: {
  figures: Figure[];
  className: string;
  itemClassName?: string;
  valueClassName?: string;
}) {
  return (
    <dl className={className}>
      {figures.map(({ value, label }) => (
        <div key={label} className={`flex flex-col-reverse ${itemClassName}`}>
          <dt className="text-sm text-slate-600">{i18n.t(label)}</dt>
          <dd className={`font-bold text-brand-800 ${valueClassName}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
