import { EyeOff } from 'lucide-react';
import type { PlayerDetail, PlayerStats, RankedPlayer } from '@courtside/shared/api/player';
import { PLAYER_MESSAGES } from '@courtside/shared/api/player';
import { PROFILE_MESSAGES } from '@courtside/shared/api/user';
import { LazyRatingChart } from '@/components/charts/lazy-rating-chart';
import { toRatingChartPoints } from '@/components/charts/rating-points';
import { LoadError } from '@/components/ui/load-error';
import { Modal } from '@/components/ui/modal';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-error';
import { usePlayer } from '../api/get-player';
import { usePlayerStats } from '@/lib/player-stats';
import { PlayerDetailsHeader } from './player-details-header';
import { PlayerForm, PlayerRecentMatches } from './player-recent-matches';
import { PlayerStatTiles } from './player-stat-tiles';
import { i18n } from '@/lib/i18n';

function StatsSkeleton() {
  return (
    <div role="status" aria-label={i18n.t('Loading statistics')} className="space-y-3">
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-16 w-full" />
        ))}
      </div>
      <Skeleton className="h-40 w-full" />
    </div>
  );
}

function StatsPrivate() {
  return (
    <p className="flex items-center gap-2 rounded-lg bg-slate-50 px-4 py-6 text-sm text-slate-700">
      <EyeOff aria-hidden="true" className="h-4 w-4 shrink-0" />{' '}
      {i18n.t(PROFILE_MESSAGES.statsPrivate)}
    </p>
  );
}

interface PlayerStatsViewProps {
  player: PlayerDetail;
  stats: PlayerStats;
}

/** Figures, form, the rating history chart (unless the rating is hidden) and recent matches. */
function PlayerStatsView({ player, stats }: PlayerStatsViewProps) {
  const isRatingHidden = player.hidden.rating;
  return (
    <div className="space-y-5">
      <PlayerStatTiles player={player} stats={stats} isRatingHidden={isRatingHidden} />
      <PlayerForm form={stats.form} />
      {!isRatingHidden && (
        <section aria-labelledby="player-rating-history" className="min-w-0">
          <h3 id="player-rating-history" className="mb-2 text-sm font-semibold text-slate-900">
            {i18n.t('Rating History')}
          </h3>
          <LazyRatingChart
            points={toRatingChartPoints(stats.ratingHistory)}
            title={i18n.t("{name}'s rating history", { name: player.name })}
          />
        </section>
      )}
      <PlayerRecentMatches matches={stats.recentMatches} />
    </div>
  );
}

interface PlayerDetailsDialogProps {
  /** The row that was opened: shown at once while the player and statistics load. */
  player: RankedPlayer;
  onClose: () => void;
}

/**
 * The 'Player Details' dialog: the player and their statistics, every figure
 * from the server. A player who keeps statistics private is not asked for
 * them; what they hide is left out, never filled in.
 */
export function PlayerDetailsDialog({ player: row, onClose }: PlayerDetailsDialogProps) {
  const player = usePlayer(row.id);
  const stats = usePlayerStats(row.id, {
    enabled: !(player.data?.hidden.stats ?? row.hidden.stats),
  });
  const hidden = player.data?.hidden ?? row.hidden;
  const isStatsPrivate =
    hidden.stats || (stats.error instanceof ApiError && stats.error.status === 403);
  const retry = () => {
    if (player.isError) void player.refetch();
    if (stats.isError) void stats.refetch();
  };

  let body;
  if (player.isError) {
    body = (
      <LoadError
        title={i18n.t(PLAYER_MESSAGES.loadFailed)}
        text={player.error.message}
        onRetry={retry}
        isRetrying={player.isFetching}
      />
    );
  } else if (isStatsPrivate) {
    body = <StatsPrivate />;
  } else if (stats.isError) {
    body = (
      <LoadError
        title={i18n.t(PLAYER_MESSAGES.loadFailed)}
        text={stats.error.message}
        onRetry={retry}
        isRetrying={stats.isFetching}
      />
    );
  } else if (!player.data || !stats.data) {
    body = <StatsSkeleton />;
  } else {
    body = <PlayerStatsView player={player.data} stats={stats.data} />;
  }

  return (
    <Modal isOpen onClose={onClose} title={i18n.t('Player Details')} size="lg">
      <div className="space-y-5">
        <PlayerDetailsHeader player={player.data ?? row} />
        {body}
      </div>
    </Modal>
  );
}
