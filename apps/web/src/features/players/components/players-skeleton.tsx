import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { i18n } from '@/lib/i18n';

/** Row-shaped placeholders while the first page of players loads. */
export function PlayersSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div role="status" aria-label={i18n.t('Loading players')} className="space-y-3">
      <Skeleton className="h-6 w-32" />
      <Card className="divide-y divide-slate-200 p-0">
        {Array.from({ length: count }, (_, i) => (
          <div key={i} className="flex items-center gap-3 px-4 py-3">
            <Skeleton className="h-5 w-6" />
            <Skeleton className="h-10 w-10 rounded-full" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-4 w-1/2" />
            </div>
            <Skeleton className="h-6 w-14 rounded-full" />
          </div>
        ))}
      </Card>
    </div>
  );
}
