import type { TournamentDetail } from '@courtside/shared/api/tournament';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useCheckInList } from '@/features/check-in/api/check-in-list';
import { CheckInSheet } from '@/features/print/components/check-in-sheet';
import { PrintFrame } from '@/features/print/components/print-frame';

/** The sheet, with "Checked in" for the entrants (and unteamed players) the desk has in. */
function Sheet({ tournament: t }: { tournament: TournamentDetail }) {
  const query = useCheckInList(t.id, '');
  if (query.isPending) {
    return (
      <div className="flex justify-center py-12">
        <Spinner className="h-6 w-6" label="Loading check-in..." />
      </div>
    );
  }
  if (query.isError) {
    return (
      <LoadError
        title="Failed to load the check-in list"
        text={query.error.message}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }
  const { entrants, unteamed } = query.data;
  const checkedInIds = new Set([
    ...entrants.filter((e) => e.checkedIn).map((e) => e.id),
    ...unteamed.filter((p) => p.checkedInAt).map((p) => p.userId),
  ]);
  return <CheckInSheet tournament={t} checkedInIds={checkedInIds} />;
}

/**
 * /app/tournaments/{id}/print/check-in: the check-in feature's state (decision 025) on the print
 * feature's paper check-in list.
 */
export default function PrintCheckInRoute() {
  return <PrintFrame title="Check-in List">{(t) => <Sheet tournament={t} />}</PrintFrame>;
}
