import type { ReactNode } from 'react';
import { i18n } from '@/lib/i18n';

export type BadgeVariant = 'default' | 'success' | 'warning' | 'danger' | 'info';

const VARIANTS: Record<BadgeVariant, string> = {
  default: 'bg-slate-100 text-slate-800',
  success: 'bg-green-100 text-green-800',
  warning: 'bg-amber-100 text-amber-900',
  danger: 'bg-red-100 text-red-800',
  info: 'bg-sky-100 text-sky-900',
};

export function Badge({
  variant = 'default',
  children,
  isLive = false,
}: {
  variant?: BadgeVariant;
  children: ReactNode;
  /** A match in play whose score moves on screen as it is entered: a pulsing dot leads. */
  isLive?: boolean;
}) {
  return (
    <span
      data-live={isLive || undefined}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${VARIANTS[variant]}`}
    >
      {isLive && (
        <>
          <span
            aria-hidden="true"
            className="mr-1.5 h-1.5 w-1.5 animate-pulse rounded-full bg-red-600"
          />
          <span className="sr-only">{i18n.t('Live:')} </span>
        </>
      )}
      {children}
    </span>
  );
}
