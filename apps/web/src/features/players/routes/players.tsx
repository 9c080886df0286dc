import { Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { PLAYER_MESSAGES, type RankedPlayer } from '@courtside/shared/api/player';
import { PLAYER_PAGE_SIZE } from '@courtside/shared/constants';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError, StaleDataNotice } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { usePlayerRankings } from '@/features/players/api/get-players';
import { PlayerDetailsDialog } from '@/features/players/components/player-details-dialog';
import { PlayersFilterBar } from '@/features/players/components/players-filters';
import { PlayersList } from '@/features/players/components/players-list';
import { PlayersSkeleton } from '@/features/players/components/players-skeleton';
import { PlayersSummary } from '@/features/players/components/players-summary';
import { usePlayersPageUrl } from '@/features/players/components/players-url';
import { TopPlayers } from '@/features/players/components/top-players';
import { i18n } from '@/lib/i18n';

const PODIUM_SIZE = 3;

/**
 * The Players page (spec section 2): players searched, filtered by level,
 * sorted and paged on the server, with its four summary cards, the Top Players
 * podium and the ranked list; search, filter, sort and page live in the URL.
 * A row opens the Player Details dialog.
 */
export default function PlayersPage() {
  const { state: filters, set: change, text } = usePlayersPageUrl();
  const [selected, setSelected] = useState<RankedPlayer | null>(null);
  const scope = {
    q: filters.q || undefined,
    level: filters.level === 'all' ? undefined : filters.level,
  };
  const { data, error, isPending, isError, isFetching, refetch } = usePlayerRankings({
    ...scope,
    sort: filters.sort === 'rating' ? undefined : filters.sort,
    page: filters.page,
    limit: PLAYER_PAGE_SIZE,
  });
  // The podium is the three highest ratings in the same search and level: the list's own first
  // page when it is sorted by rating, one small call otherwise.
  const isRatingFirstPage = filters.sort === 'rating' && filters.page === 1;
  const podiumQuery = usePlayerRankings(
    { ...scope, page: 1, limit: PODIUM_SIZE },
    { enabled: !isRatingFirstPage },
  );
  const podium = ((isRatingFirstPage ? data : podiumQuery.data)?.data ?? [])
    .slice(0, PODIUM_SIZE)
    .filter((p) => p.rating !== null);

  useEffect(() => {
    if (isError) toast.error(i18n.t(PLAYER_MESSAGES.loadFailed));
  }, [isError]);

  const pageCount = data ? Math.max(1, Math.ceil(data.meta.total / data.meta.limit)) : 1;
  const retry = () => void refetch();

  return (
    <div className="space-y-6">
      <PageHeader
        title={i18n.t('Players')}
        subtitle={i18n.t('View player rankings and statistics')}
      />
      {isError && data && <StaleDataNotice onRetry={retry} isRetrying={isFetching} />}
      <PlayersSummary summary={data?.meta.summary} isUnavailable={isError && !data} />
      <PlayersFilterBar
        filters={filters}
        search={text('q')}
        onLevelChange={(level) => change({ level })}
        onSortChange={(sort) => change({ sort })}
      />

      {isPending ? (
        <PlayersSkeleton />
      ) : isError && !data ? (
        <LoadError
          title={i18n.t(PLAYER_MESSAGES.loadFailed)}
          text={error?.message}
          onRetry={retry}
          isRetrying={isFetching}
        />
      ) : data.data.length === 0 ? (
        <EmptyState icon={Users} title={i18n.t(PLAYER_MESSAGES.empty)} />
      ) : (
        <>
          <TopPlayers players={podium} onSelect={setSelected} />
          <section
            aria-labelledby="ranked-players-heading"
            aria-busy={isFetching}
            className="space-y-4"
          >
            <h2 id="ranked-players-heading" className="text-lg font-semibold text-slate-900">
              {i18n.t('Rankings')}
            </h2>
            <p className="sr-only" aria-live="polite">
              {i18n.t('{count, plural, one {# player found} other {# players found}}', {
                count: data.meta.total,
              })}
            </p>
            <PlayersList players={data.data} onSelect={setSelected} />
            <Pagination
              label={i18n.t('Player pages')}
              page={filters.page}
              pageCount={pageCount}
              onPageChange={(page) => change({ page })}
            />
          </section>
        </>
      )}

      {selected && <PlayerDetailsDialog player={selected} onClose={() => setSelected(null)} />}
    </div>
  );
}
