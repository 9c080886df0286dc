import { Plus, Trophy } from 'lucide-react';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useSearchParams } from 'react-router';
import { TOURNAMENT_MESSAGES } from '@courtside/shared/api/tournament';
import {
  TOURNAMENT_PAGE_SIZE,
  VALIDATION_DEBOUNCE_MS,
  type TournamentStatus,
  type TournamentType,
} from '@courtside/shared/constants';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError, StaleDataNotice } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { useTournaments } from '@/features/tournaments/api/get-tournaments';
import { CreateTournamentModal } from '@/features/tournaments/components/create-tournament-modal';
import { SummaryTiles } from '@/features/tournaments/components/summary-tiles';
import { TournamentCard } from '@/features/tournaments/components/tournament-card';
import {
  TournamentFilters,
  type ListView,
} from '@/features/tournaments/components/tournament-filters';
import { TournamentListSkeleton } from '@/features/tournaments/components/tournament-list-skeleton';
import { useAuthStore } from '@/lib/auth-store';
import { useDebouncedValue } from '@/lib/use-debounced-value';

export default function TournamentListPage() {
  const isOrganizer = useAuthStore((s) => s.user?.role === 'organizer');
  // The tournaments the user plays in or runs. `mine=true` lives in the URL, so a link (the
  // dashboard's) or a reload keeps it.
  const [params, setParams] = useSearchParams();
  const isMine = params.get('mine') === 'true';
  const setMine = (next: boolean) =>
    setParams((previous) => {
      const changed = new URLSearchParams(previous);
      if (next) changed.set('mine', 'true');
      else changed.delete('mine');
      return changed;
    });
  const [isCreateOpen, setIsCreateOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<TournamentStatus | 'all'>('all');
  const [type, setType] = useState<TournamentType | 'all'>('all');
  const [view, setView] = useState<ListView>('grid');
  const q = useDebouncedValue(search.trim(), VALIDATION_DEBOUNCE_MS);

  // A page number belongs to one set of filters: changing a filter starts again at page 1.
  const filterKey = JSON.stringify([q, status, type, isMine]);
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const setPage = (next: number) => setPaging({ filterKey, page: next });

  const { data, error, isPending, isError, isFetching, refetch } = useTournaments({
    q: q || undefined,
    status: status === 'all' ? undefined : status,
    type: type === 'all' ? undefined : type,
    mine: isMine ? 'true' : undefined,
    page,
    limit: TOURNAMENT_PAGE_SIZE,
  });

  useEffect(() => {
    if (isError) toast.error(TOURNAMENT_MESSAGES.loadListFailed);
  }, [isError]);

  const pageCount = data ? Math.max(1, Math.ceil(data.meta.total / data.meta.limit)) : 1;
  const retry = () => void refetch();

  return (
    <div className="space-y-6">
      <PageHeader
        title="Tournaments"
        subtitle="Find a tournament to join, or run your own"
        actions={
          isOrganizer && (
            <Button onClick={() => setIsCreateOpen(true)}>
              <Plus aria-hidden="true" className="h-4 w-4" /> Create Tournament
            </Button>
          )
        }
      />
      {isError && data && <StaleDataNotice onRetry={retry} isRetrying={isFetching} />}
      <SummaryTiles totals={data?.meta.totals} isUnavailable={isError && !data} />
      <TournamentFilters
        search={search}
        onSearchChange={setSearch}
        status={status}
        onStatusChange={setStatus}
        type={type}
        onTypeChange={setType}
        isMine={isMine}
        onMineChange={setMine}
        view={view}
        onViewChange={setView}
      />

      {isPending ? (
        <TournamentListSkeleton />
      ) : isError && !data ? (
        <LoadError
          title={TOURNAMENT_MESSAGES.loadListFailed}
          text={error?.message}
          onRetry={retry}
          isRetrying={isFetching}
        />
      ) : data.data.length === 0 ? (
        <EmptyState
          icon={Trophy}
          title="No tournaments found"
          text={
            q || status !== 'all' || type !== 'all'
              ? 'Try another search or clear the filters.'
              : isMine
                ? 'Tournaments you join or organize appear here.'
                : 'New tournaments appear here as organizers create them.'
          }
        />
      ) : (
        <section aria-label="Tournaments" aria-busy={isFetching} className="space-y-6">
          <p className="sr-only" aria-live="polite">
            {data.meta.total} tournaments found
          </p>
          <ul
            className={
              view === 'grid'
                ? 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3'
                : 'flex flex-col gap-3'
            }
          >
            {data.data.map((tournament) => (
              <li key={tournament.id} className="flex min-w-0 flex-col [&>*]:flex-1">
                <TournamentCard tournament={tournament} view={view} />
              </li>
            ))}
          </ul>
          <Pagination
            label="Tournament pages"
            page={page}
            pageCount={pageCount}
            onPageChange={setPage}
          />
        </section>
      )}

      {isOrganizer && (
        <CreateTournamentModal isOpen={isCreateOpen} onClose={() => setIsCreateOpen(false)} />
      )}
    </div>
  );
}
