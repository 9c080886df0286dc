import { Plus, Trophy } from 'lucide-react';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { TOURNAMENT_MESSAGES } from '@courtside/shared/api/tournament';
import {
  TOURNAMENT_PAGE_SIZE,
  TOURNAMENT_STATUSES,
  TOURNAMENT_TYPES,
} from '@courtside/shared/constants';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError, StaleDataNotice } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { useTournaments } from '@/lib/tournaments/get-tournaments';
import { CreateTournamentModal } from '@/features/tournaments/components/create-tournament-modal';
import { SummaryTiles } from '@/features/tournaments/components/summary-tiles';
import { TournamentCard } from '@/features/tournaments/components/tournament-card';
import { TournamentFilters } from '@/features/tournaments/components/tournament-filters';
import { TournamentListSkeleton } from '@/features/tournaments/components/tournament-list-skeleton';
import { useAuthStore } from '@/lib/auth-store';
import { urlFlag, urlOneOf, urlPage, urlText, useUrlState } from '@/lib/use-url-state';
import { i18n } from '@/lib/i18n';

const TOURNAMENT_LIST_URL = {
  q: urlText(),
  mine: urlFlag(),
  status: urlOneOf(['all', ...TOURNAMENT_STATUSES], 'all'),
  type: urlOneOf(['all', ...TOURNAMENT_TYPES], 'all'),
  view: urlOneOf(['grid', 'list'], 'grid', { keepsPage: true }),
  page: urlPage(),
  /** The Create Tournament dialog is open (organizers; the dashboard's quick action). */
  create: urlFlag({ keepsPage: true }),
};

export default function TournamentListPage() {
  const isOrganizer = useAuthStore((s) => s.user?.role === 'organizer');
  // Search, filters, layout, page and the create dialog live in the URL (docs/decisions/019):
  // Back finds the list as it was, a filtered list can be shared, and the dashboard's links
  // (`mine=true`, `create=true`) open it as they say.
  const { state, set, text } = useUrlState(TOURNAMENT_LIST_URL);
  const { q, status, type, view, page, mine: isMine } = state;
  const isCreateOpen = isOrganizer && state.create;
  const setIsCreateOpen = (create: boolean) => set({ create }, { replace: true });

  const { data, error, isPending, isError, isFetching, refetch } = useTournaments({
    q: q || undefined,
    status: status === 'all' ? undefined : status,
    type: type === 'all' ? undefined : type,
    mine: isMine ? 'true' : undefined,
    page,
    limit: TOURNAMENT_PAGE_SIZE,
  });

  useEffect(() => {
    if (isError) toast.error(i18n.t(TOURNAMENT_MESSAGES.loadListFailed));
  }, [isError]);

  const pageCount = data ? Math.max(1, Math.ceil(data.meta.total / data.meta.limit)) : 1;
  const retry = () => void refetch();

  return (
    <div className="space-y-6">
      <PageHeader
        title={i18n.t('Tournaments')}
        subtitle={i18n.t('Find a tournament to join, or run your own')}
        actions={
          isOrganizer && (
            <Button onClick={() => setIsCreateOpen(true)}>
              <Plus aria-hidden="true" className="h-4 w-4" /> {i18n.t('Create Tournament')}
            </Button>
          )
        }
      />
      {isError && data && <StaleDataNotice onRetry={retry} isRetrying={isFetching} />}
      <SummaryTiles totals={data?.meta.totals} isUnavailable={isError && !data} />
      <TournamentFilters
        search={text('q')}
        status={status}
        onStatusChange={(next) => set({ status: next })}
        type={type}
        onTypeChange={(next) => set({ type: next })}
        isMine={isMine}
        onMineChange={(mine) => set({ mine })}
        view={view}
        onViewChange={(next) => set({ view: next }, { replace: true })}
      />

      {isPending ? (
        <TournamentListSkeleton />
      ) : isError && !data ? (
        <LoadError
          title={i18n.t(TOURNAMENT_MESSAGES.loadListFailed)}
          text={error?.message}
          onRetry={retry}
          isRetrying={isFetching}
        />
      ) : data.data.length === 0 ? (
        <EmptyState
          icon={Trophy}
          title={i18n.t('No tournaments found')}
          text={
            q || status !== 'all' || type !== 'all'
              ? i18n.t('Try another search or clear the filters.')
              : isMine
                ? i18n.t('Tournaments you join or organize appear here.')
                : i18n.t('New tournaments appear here as organizers create them.')
          }
        />
      ) : (
        <section aria-label={i18n.t('Tournaments')} aria-busy={isFetching} className="space-y-6">
          <p className="sr-only" aria-live="polite">
            {i18n.t('{count, plural, one {# tournament found} other {# tournaments found}}', {
              count: data.meta.total,
            })}
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
            label={i18n.t('Tournament pages')}
            page={page}
            pageCount={pageCount}
            onPageChange={(next) => set({ page: next })}
          />
        </section>
      )}

      {isOrganizer && (
        <CreateTournamentModal isOpen={isCreateOpen} onClose={() => setIsCreateOpen(false)} />
      )}
    </div>
  );
}
