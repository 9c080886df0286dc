import { ClipboardList } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Match } from '@courtside/shared/api/match';
import type { TournamentDetail } from '@courtside/shared/api/tournament';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useTournamentMatches } from '@/features/matches/api/get-matches';
import { statusOf } from '@/lib/tournaments/labels';
import { i18n } from '@/lib/i18n';

/**
 * A print view's matches (GET /api/matches/tournament/{id}): none before the start (nothing
 * asked), loading, a failure with Retry, then `children` with them.
 */
export function PrintWithMatches({
  tournament: t,
  upcomingText,
  children,
}: {
  tournament: TournamentDetail;
  /** The upcoming state's text: "Score sheets can be printed once the tournament starts…". */
  upcomingText: string;
  children: (matches: Match[]) => ReactNode;
}) {
  const isUpcoming = statusOf(t.status) === 'upcoming';
  const query = useTournamentMatches(t.id, { enabled: !isUpcoming });
  if (isUpcoming) {
    return <EmptyState icon={ClipboardList} title={i18n.t('No matches yet')} text={upcomingText} />;
  }
  if (query.isPending) {
    return (
      <div className="flex justify-center py-12">
        <Spinner className="h-6 w-6" label={i18n.t('Loading matches...')} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <LoadError
        title={i18n.t('Failed to load matches')}
        text={query.error.message}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }
  return children(query.data);
}
