import type { ReactNode } from 'react';
import { i18n } from '@/lib/i18n';

interface StatTileProps {
  label: string;
  /** Null when there is nothing to compute the figure from yet. */
  value: ReactNode | null;
  detail?: string;
}

/** One figure of the Statistics tab; an unknown one says so instead of showing a number. */
export function StatTile({ label, value, detail }: StatTileProps) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-3 sm:p-4">
      <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="mt-1 text-xl font-bold text-slate-900 sm:text-2xl">
        {value ?? (
          <>
            <span aria-hidden="true">—</span>
            <span className="sr-only">{i18n.t('Not available yet')}</span>
          </>
        )}
      </dd>
      {detail && <dd className="mt-0.5 text-xs text-slate-600">{detail}</dd>}
    </div>
  );
}
