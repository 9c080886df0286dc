import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { i18n } from '@/lib/i18n';

/** Card-shaped placeholders while the first page loads. */
export function TournamentListSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div
      role="status"
      aria-label={i18n.t('Loading tournaments')}
      className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
    >
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} className="space-y-3 p-4">
          <div className="flex justify-between gap-2">
            <Skeleton className="h-6 w-2/3" />
            <Skeleton className="h-5 w-16 rounded-full" />
          </div>
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-4 w-2/5" />
        </Card>
      ))}
    </div>
  );
}
