import { BarChart3 } from 'lucide-react';
import type { PlayerStats } from '@courtside/shared/api/player';
import type { PublicUser } from '@courtside/shared/api/user';
import { LazyRatingChart } from '@/components/charts/lazy-rating-chart';
import { toRatingChartPoints } from '@/components/charts/rating-points';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError, StaleDataNotice } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate, formatNumber, formatRating } from '@/lib/format';
import { usePlayerStats } from '@/lib/player-stats';
import { RecentForm } from './recent-form';
import { StatTile } from './stat-tile';
import { i18n } from '@/lib/i18n';

const rating = (value: number | null) => (value == null ? null : formatRating(value));
const percent = (value: number | null) =>
  value == null ? null : i18n.t('{rate}%', { rate: formatNumber(value) });

function streak(current: PlayerStats['currentStreak']): string | null {
  if (!current) return null;
  return current.result === 'W'
    ? i18n.t('{count, plural, one {# win} other {# wins}}', { count: current.length })
    : i18n.t('{count, plural, one {# loss} other {# losses}}', { count: current.length });
}

function Figures({ stats }: { stats: PlayerStats }) {
  const opponent = stats.favoriteOpponent;
  const minutes = stats.averageGameMinutes;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      <StatTile label={i18n.t('Wins')} value={stats.wins} />
      <StatTile label={i18n.t('Losses')} value={stats.losses} />
      <StatTile label={i18n.t('Win Rate')} value={percent(stats.winRate)} />
      <StatTile label={i18n.t('Current Rating')} value={rating(stats.currentRating)} />
      <StatTile
        label={i18n.t('Total Games')}
        value={stats.gamesPlayed}
        detail={i18n.t('Completed matches')}
      />
      <StatTile label={i18n.t('Current Streak')} value={streak(stats.currentStreak)} />
      <StatTile
        label={i18n.t('Longest Win Streak')}
        value={i18n.t('{count, plural, one {# win} other {# wins}}', {
          count: stats.longestWinStreak,
        })}
      />
      <StatTile
        label={i18n.t('Avg. Game Duration')}
        value={
          // Under half a minute rounds to "0 min", which says nothing: shown as unknown.
          minutes == null || minutes < 0.5
            ? null
            : i18n.t('{minutes} min', { minutes: formatNumber(minutes, { maxDecimals: 0 }) })
        }
      />
      <StatTile label={i18n.t('Best Rating')} value={rating(stats.bestRating)} />
      <StatTile label={i18n.t('Tournaments Played')} value={stats.tournamentsPlayed} />
      <StatTile label={i18n.t('Tournaments Won')} value={stats.tournamentsWon} />
      <StatTile label={i18n.t('Tournament Win Rate')} value={percent(stats.tournamentWinRate)} />
      <StatTile
        label={i18n.t('Favorite Opponent')}
        value={opponent ? <span className="text-base sm:text-lg">{opponent.name}</span> : null}
        detail={
          opponent
            ? i18n.t('{count, plural, one {# match} other {# matches}} · {wins}-{losses}', {
                count: opponent.matches,
                wins: opponent.wins,
                losses: opponent.losses,
              })
            : undefined
        }
      />
    </dl>
  );
}

function StatisticsSkeleton() {
  return (
    <div aria-busy="true" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      <span className="sr-only" role="status">
        {i18n.t('Loading statistics...')}
      </span>
      {Array.from({ length: 8 }, (_, i) => (
        <Skeleton key={i} className="h-20 w-full" />
      ))}
    </div>
  );
}

/**
 * Statistics (spec section 2): every figure from GET /api/players/{id}/stats, computed by the
 * server from matches and rating history, with the rating chart and the last-5 form.
 */
export default function StatisticsTab({ user }: { user: PublicUser }) {
  const stats = usePlayerStats(user.id);

  let body;
  if (stats.isPending) body = <StatisticsSkeleton />;
  else if (stats.isError && !stats.data)
    body = (
      <LoadError
        title={i18n.t('Failed to load statistics')}
        text={stats.error.message}
        onRetry={() => void stats.refetch()}
        isRetrying={stats.isFetching}
      />
    );
  else {
    const data = stats.data!;
    body = (
      <div className="space-y-6">
        {stats.isError && (
          <StaleDataNotice onRetry={() => void stats.refetch()} isRetrying={stats.isFetching} />
        )}
        {data.gamesPlayed === 0 && (
          <EmptyState
            icon={BarChart3}
            title={i18n.t('No matches played yet')}
            text={i18n.t('Your figures appear here once you have played a match.')}
          />
        )}
        <Figures stats={data} />
        <section aria-labelledby="form-heading">
          <h3 id="form-heading" className="mb-2 text-sm font-semibold text-slate-900">
            {i18n.t('Last 5 Matches')}
          </h3>
          <RecentForm form={data.form} />
        </section>
        <section aria-labelledby="rating-heading">
          <h3 id="rating-heading" className="mb-2 text-sm font-semibold text-slate-900">
            {i18n.t('Rating History')}
          </h3>
          <LazyRatingChart
            points={toRatingChartPoints(data.ratingHistory)}
            title={i18n.t('Rating history')}
            formatDate={(iso) => formatDate(iso) ?? iso}
          />
        </section>
      </div>
    );
  }

  return (
    <Card className="p-4 sm:p-6">
      <h2 className="mb-4 text-lg font-semibold text-slate-900">{i18n.t('Statistics')}</h2>
      {body}
    </Card>
  );
}
