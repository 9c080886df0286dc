import { AlertTriangle, RefreshCw } from 'lucide-react';
import { Button } from './button';
import { i18n } from '@/lib/i18n';

interface LoadErrorProps {
  title: string;
  /** Why, in the reader's terms: the client's mapped message of spec section 8. */
  text?: string;
  onRetry: () => void;
  isRetrying?: boolean;
}

/**
 * What a screen shows when its data could not be loaded: says so and offers
 * Retry. Never an empty state: "nothing here" and "couldn't look" differ.
 */
export function LoadError({ title, text, onRetry, isRetrying = false }: LoadErrorProps) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-xl border border-red-200 bg-red-50 px-6 py-10 text-center"
    >
      <AlertTriangle aria-hidden="true" className="mb-3 h-10 w-10 text-red-600" />
      <h2 className="text-lg font-semibold break-words text-slate-900">{title}</h2>
      {text && <p className="mt-1 max-w-sm text-sm break-words text-slate-700">{text}</p>}
      <Button variant="outline" className="mt-4" isLoading={isRetrying} onClick={onRetry}>
        {!isRetrying && <RefreshCw aria-hidden="true" className="h-4 w-4" />} {i18n.t('Retry')}
      </Button>
    </div>
  );
}

/**
 * A small notice over data kept from an earlier load after a refresh failed,
 * so saved numbers are never taken for current ones.
 */
export function StaleDataNotice({ onRetry, isRetrying = false }: Omit<LoadErrorProps, 'title'>) {
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
    >
      <AlertTriangle aria-hidden="true" className="h-4 w-4 shrink-0" />
      <span className="min-w-0">{i18n.t("Showing saved data: couldn't refresh.")}</span>
      <button
        type="button"
        onClick={onRetry}
        disabled={isRetrying}
        className="font-semibold underline hover:text-amber-950 focus-visible:outline-2 focus-visible:outline-amber-700 disabled:opacity-60"
      >
        {isRetrying ? i18n.t('Retrying...') : i18n.t('Retry')}
      </button>
    </div>
  );
}
