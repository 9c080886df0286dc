import { i18n } from '@/lib/i18n';

/** The 'Live' mark of a match in play: a pulsing dot and the word, for sighted and screen-reader users alike. */
export function LiveBadge({ className = '' }: { className?: string }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full bg-red-600 px-2 py-0.5 text-xs font-bold tracking-wide text-white uppercase ${className}`}
    >
      <span aria-hidden="true" className="h-1.5 w-1.5 animate-pulse rounded-full bg-white" />
      {i18n.t('Live')}
    </span>
  );
}
