import { ClipboardList } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Match } from '@courtside/shared/api/match';
import type { TournamentDetail } from '@courtside/shared/api/tournament';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useTournamentMatches } from '@/features/matches/api/get-matches';
import { statusOf } from '@/lib/tournaments/labels';

/**
 * A print view's matches (GET /api/matches/tournament/{id}): none before the start (nothing
 * asked), loading, a failure with Retry, then `children` with them.
 */
export function PrintWithMatches({
  tournament: t,
  paper,
  children,
}: {
  tournament: TournamentDetail;
  /** What the view prints, for the upcoming state: "Score sheets". */
  paper: string;
  children: (matches: Match[]) => ReactNode;
}) {
  const isUpcoming = statusOf(t.status) === 'upcoming';
  const query = useTournamentMatches(t.id, { enabled: !isUpcoming });
  if (isUpcoming) {
    return (
      <EmptyState
        icon={ClipboardList}
        title="No matches yet"
        text={`${paper} can be printed once the tournament starts and its matches are drawn.`}
      />
    );
  }
  if (query.isPending) {
    return (
      <div className="flex justify-center py-12">
        <Spinner className="h-6 w-6" label="Loading matches..." />
      </div>
    );
  }
  if (query.isError) {
    return (
      <LoadError
        title="Failed to load matches"
        text={query.error.message}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }
  return children(query.data);
}
