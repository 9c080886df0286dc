import { Skeleton } from '@/components/ui/skeleton';
import { i18n } from '@/lib/i18n';

/**
 * What shows while the first page's code loads: the same header and blocks as
 * the boot shell in index.html, so the first paint carries straight on instead
 * of turning into a lone spinner.
 */
export function BootShell() {
  return (
    <div
      role="status"
      aria-label={i18n.t('Loading Courtside')}
      className="min-h-screen bg-slate-50"
    >
      <header className="sticky top-0 flex h-16 items-center gap-3 border-b border-slate-200 bg-white px-4">
        <span className="text-xl font-bold text-brand-800">Courtside</span>
        <span className="ml-auto flex gap-2">
          <Skeleton className="h-8 w-18" />
          <Skeleton className="h-8 w-24" />
        </span>
      </header>
      <div className="mx-auto grid max-w-7xl gap-4 px-4 py-6">
        <Skeleton className="h-30" />
        <Skeleton className="h-4 w-3/5" />
        <Skeleton className="h-4 w-2/5" />
      </div>
    </div>
  );
}
