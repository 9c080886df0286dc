import { CalendarPlus, CalendarSync, Swords } from 'lucide-react';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import type { Match } from '@courtside/shared/api/match';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError, StaleDataNotice } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { MATCH_PAGE_SIZE, useMatchList } from '@/features/matches/api/get-match-list';
import { MatchesPageCounters } from '@/features/matches/components/matches-page-counters';
import { dateRange } from '@/features/matches/components/matches-page-days';
import { MatchesPageFilterBar } from '@/features/matches/components/matches-page-filters';
import { MatchesPageList } from '@/features/matches/components/matches-page-list';
import { MatchesPageScoreDialog } from '@/features/matches/components/matches-page-score-dialog';
import { MatchesPageSkeleton } from '@/features/matches/components/matches-page-skeleton';
import { useMatchesPageUrl } from '@/features/matches/components/matches-page-url';
import { ScheduleMatchModal } from '@/features/matches/components/schedule-match-modal';
import { SubscribeCalendarDialog } from '@/features/matches/components/subscribe-calendar-dialog';
import { canScoreMatch, isKeeping } from '@/lib/match-sides';
import { useAuthStore } from '@/lib/auth-store';
import { useLiveTopics } from '@/lib/live/use-live-topics';
import { i18n } from '@/lib/i18n';

/** Spec section 8. */
const LOAD_FAILED = /*i18n*/ 'Failed to load matches';

/**
 * The Matches page (spec section 2): matches of every tournament, searched and
 * filtered on the server, counted, grouped by day and paged; filters live in
 * the URL. Organizers schedule extra matches here, and the shared 'Update Match
 * Score' dialog opens for the match named in `?score=`.
 */
export default function MatchesPage() {
  const user = useAuthStore((s) => s.user);
  const isOrganizer = user?.role === 'organizer';
  const { state: filters, set: change, text } = useMatchesPageUrl();
  const scoreMatchId = filters.score;
  const [isScheduleOpen, setIsScheduleOpen] = useState(false);
  const [isCalendarOpen, setIsCalendarOpen] = useState(false);
  // My matches' scores in place, the counters refetched when a status moves (issue 11).
  useLiveTopics([user && `user:${user.id}`]);

  // "Now" is read when the date filter changes, so the range (and the query key) stays put.
  const [clock, setClock] = useState(() => ({ date: filters.date, now: new Date() }));
  if (clock.date !== filters.date) setClock({ date: filters.date, now: new Date() });
  const { now } = clock;
  const { data, error, isPending, isError, isFetching, refetch } = useMatchList({
    q: filters.q || undefined,
    mine: filters.mine ? 'true' : undefined,
    status: filters.status === 'all' ? undefined : filters.status,
    ...dateRange(filters.date, now),
    page: filters.page,
    limit: MATCH_PAGE_SIZE,
  });

  useEffect(() => {
    if (isError) toast.error(i18n.t(LOAD_FAILED));
  }, [isError]);

  const pageCount = data ? Math.max(1, Math.ceil(data.meta.total / data.meta.limit)) : 1;
  const retry = () => void refetch();
  // The list does not name the tournament's organizer: any organizer gets the button; the dialog
  // reads the match's organizer and says why it cannot be scored (so would the server, 403).
  const canScore = (match: Match) =>
    canScoreMatch(match, { userId: user?.id, organizerId: isOrganizer ? user.id : '' });
  // A saved score refreshes the lists itself (invalidateCompetition covers queryKeys.matches.all).
  const closeScore = () => change({ score: null }, { replace: true });

  return (
    <div className="space-y-6">
      <PageHeader
        title={i18n.t('Matches')}
        subtitle={i18n.t('Track and manage tournament matches')}
        actions={
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => setIsCalendarOpen(true)}>
              <CalendarSync aria-hidden="true" className="h-4 w-4" />{' '}
              {i18n.t('Subscribe to my matches')}
            </Button>
            {isOrganizer && (
              <Button onClick={() => setIsScheduleOpen(true)}>
                <CalendarPlus aria-hidden="true" className="h-4 w-4" /> {i18n.t('Schedule Match')}
              </Button>
            )}
          </div>
        }
      />
      {isError && data && <StaleDataNotice onRetry={retry} isRetrying={isFetching} />}
      <MatchesPageCounters counts={data?.meta.counts} isUnavailable={isError && !data} />
      <MatchesPageFilterBar
        filters={filters}
        search={text('q')}
        onMineChange={(mine) => change({ mine })}
        onStatusChange={(status) => change({ status })}
        onDateChange={(date) => change({ date })}
      />

      {isPending ? (
        <MatchesPageSkeleton />
      ) : isError && !data ? (
        <LoadError
          title={i18n.t(LOAD_FAILED)}
          text={error?.message}
          onRetry={retry}
          isRetrying={isFetching}
        />
      ) : data.data.length === 0 ? (
        <EmptyState
          icon={Swords}
          title={i18n.t('No matches found')}
          text={i18n.t('Try adjusting your search or filters')}
        />
      ) : (
        <section aria-label={i18n.t('Matches')} aria-busy={isFetching} className="space-y-6">
          <p className="sr-only" aria-live="polite">
            {i18n.t('{count, plural, one {# match found} other {# matches found}}', {
              count: data.meta.total,
            })}
          </p>
          <MatchesPageList
            matches={data.data}
            now={now}
            canScore={canScore}
            isKeeping={(match) => isKeeping(match, user?.id)}
            onScore={(match) => change({ score: match.id }, { replace: true })}
          />
          <Pagination
            label={i18n.t('Match pages')}
            page={filters.page}
            pageCount={pageCount}
            onPageChange={(page) => change({ page })}
          />
        </section>
      )}

      {scoreMatchId && <MatchesPageScoreDialog matchId={scoreMatchId} onClose={closeScore} />}
      {isCalendarOpen && <SubscribeCalendarDialog onClose={() => setIsCalendarOpen(false)} />}
      {isOrganizer && isScheduleOpen && (
        <ScheduleMatchModal onClose={() => setIsScheduleOpen(false)} />
      )}
    </div>
  );
}
