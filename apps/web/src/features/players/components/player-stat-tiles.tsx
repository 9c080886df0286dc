import type { ReactNode } from 'react';
import type { PlayerDetail, PlayerStats } from '@courtside/shared/api/player';
import { countOf } from '@/lib/plural';
import { formatRating } from '../lib/player-format';

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

/** The current run of wins ('3 games'), from the latest result back. */
function winStreak(stats: PlayerStats): Tile {
  const { currentStreak, longestWinStreak } = stats;
  const longest = `Longest: ${countOf(longestWinStreak, 'game')}`;
  if (!currentStreak) return { label: 'Win Streak', value: null, note: 'No matches yet' };
  if (currentStreak.result === 'L') {
    const lost =
      currentStreak.length === 1 ? 'the last match' : `the last ${currentStreak.length} matches`;
    return { label: 'Win Streak', value: countOf(0, 'game'), note: `Lost ${lost} · ${longest}` };
  }
  return { label: 'Win Streak', value: countOf(currentStreak.length, 'game'), note: longest };
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
    { label: 'Wins', value: String(stats.wins) },
    { label: 'Losses', value: String(stats.losses) },
    { label: 'Win Rate', value: `${stats.winRate}%` },
    { label: 'Games Played', value: String(stats.gamesPlayed) },
    winStreak(stats),
  ];
  if (!isRatingHidden) {
    tiles.push({
      label: 'Best Rating',
      value: stats.bestRating === null ? null : formatRating(stats.bestRating),
      note:
        stats.bestRating === null
          ? 'No rated matches yet'
          : player.rating != null
            ? `Now ${formatRating(player.rating)}`
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
