import type { ReactNode } from 'react';
import type { PlayerDetail, PlayerStats } from '@courtside/shared/api/player';
import { formatRating } from '../lib/player-format';
import { formatNumber } from '@/lib/format';
import { i18n } from '@/lib/i18n';

interface Tile {
  label: string;
  /** The figure, or null when there is nothing to compute it from. */
  value: string | null;
  /** A line under the figure; says why when the figure is missing. */
  note?: string;
}

function StatTile({ label, value, note }: Tile): ReactNode {
  return (
    <div className="min-w-0 rounded-lg bg-slate-50 p-3">
      <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="mt-1">
        {value === null ? (
          <span className="text-xl font-bold text-slate-400">
            <span aria-hidden="true">—</span>
          </span>
        ) : (
          <span className="text-xl font-bold text-slate-900 tabular-nums">{value}</span>
        )}
        {note && <span className="block text-xs text-slate-600">{note}</span>}
      </dd>
    </div>
  );
}

const gamesText = (count: number) =>
  i18n.t('{count, plural, one {# game} other {# games}}', { count });

/** The current run of wins ('3 games'), from the latest result back. */
function winStreak(stats: PlayerStats): Tile {
  const { currentStreak, longestWinStreak } = stats;
  const label = i18n.t('Win Streak');
  const longest = i18n.t('Longest: {count, plural, one {# game} other {# games}}', {
    count: longestWinStreak,
  });
  if (!currentStreak) return { label, value: null, note: i18n.t('No matches yet') };
  if (currentStreak.result === 'L') {
    return {
      label,
      value: gamesText(0),
      note: i18n.t(
        '{count, plural, one {Lost the last match} other {Lost the last # matches}} · {longest}',
        { count: currentStreak.length, longest },
      ),
    };
  }
  return { label, value: gamesText(currentStreak.length), note: longest };
}

interface PlayerStatTilesProps {
  player: PlayerDetail;
  stats: PlayerStats;
  /** The player hides their rating from this viewer: no best rating either. */
  isRatingHidden: boolean;
}

/** The Player Details figures, every one computed by the server from matches and ratings. */
export function PlayerStatTiles({ player, stats, isRatingHidden }: PlayerStatTilesProps) {
  const tiles: Tile[] = [
    { label: i18n.t('Wins'), value: String(stats.wins) },
    { label: i18n.t('Losses'), value: String(stats.losses) },
    { label: i18n.t('Win Rate'), value: i18n.t('{rate}%', { rate: formatNumber(stats.winRate) }) },
    { label: i18n.t('Games Played'), value: String(stats.gamesPlayed) },
    winStreak(stats),
  ];
  if (!isRatingHidden) {
    tiles.push({
      label: i18n.t('Best Rating'),
      value: stats.bestRating === null ? null : formatRating(stats.bestRating),
      note:
        stats.bestRating === null
          ? i18n.t('No rated matches yet')
          : player.rating != null
            ? i18n.t('Now {rating}', { rating: formatRating(player.rating) })
            : undefined,
    });
  }
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
      {tiles.map((tile) => (
        <StatTile key={tile.label} {...tile} />
      ))}
    </dl>
  );
}
