import type { LucideIcon } from 'lucide-react';
import { Card } from './card';
import { Skeleton } from './skeleton';
import { i18n } from '@/lib/i18n';

export interface Figure {
  label: string;
  icon: LucideIcon;
  /** The figure; null when the loaded answer has none (said with `none`). */
  value: string | number | null;
  /** Said to screen readers instead of a null figure. */
  none?: string;
}

interface FigureStripProps {
  /** The strip's accessible name. */
  label: string;
  /** The figures, or undefined while they load or when they failed to. */
  figures: Figure[] | undefined;
  /** The labels and icons to show while there are no figures. */
  placeholders: Pick<Figure, 'label' | 'icon'>[];
  /** The figures failed to load (and none were loaded before): a dash, not a skeleton. */
  isUnavailable: boolean;
}

/** A row of four figure cards (tournament totals, match counts, the players' summary). */
export function FigureStrip({ label, figures, placeholders, isUnavailable }: FigureStripProps) {
  const tiles: Figure[] = figures ?? placeholders.map((p) => ({ ...p, value: null }));
  return (
    <section aria-label={label} className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {tiles.map(({ label: name, icon: Icon, value, none = '' }) => (
        <Card key={name} className="flex min-w-0 items-center gap-3 p-4">
          <span className="hidden rounded-lg bg-brand-50 p-2.5 text-brand-700 sm:inline-flex">
            <Icon aria-hidden="true" className="h-5 w-5" />
          </span>
          <div className="min-w-0">
            <p className="text-sm font-medium text-slate-600">{name}</p>
            {figures && value !== null ? (
              <p className="text-2xl font-bold text-slate-900">{value}</p>
            ) : figures || isUnavailable ? (
              <p className="text-2xl font-bold text-slate-400">
                <span aria-hidden="true">—</span>
                <span className="sr-only">{figures ? none : i18n.t('Unavailable')}</span>
              </p>
            ) : (
              <div className="mt-1">
                <Skeleton className="h-7 w-12" />
                <span className="sr-only">{i18n.t('Loading')}</span>
              </div>
            )}
          </div>
        </Card>
      ))}
    </section>
  );
}
