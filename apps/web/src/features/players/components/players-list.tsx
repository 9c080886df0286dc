import { ChevronRight } from 'lucide-react';
import type { RankedPlayer } from '@courtside/shared/api/player';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { HIDDEN_TEXT, LEVEL_LABELS } from '../lib/player-format';
import { RatingBadge } from './rating-badge';
import { formatNumber } from '@/lib/format';
import { richText } from '@/lib/i18n/rich-text';
import { i18n } from '@/lib/i18n';

/** Wins, losses, win rate and games, or 'Stats hidden' when the player keeps them private. */
function PlayerRecord({ player }: { player: RankedPlayer }) {
  if (player.hidden.stats || player.wins === null || player.losses === null) {
    return <span className="text-slate-500">{i18n.t(HIDDEN_TEXT.stats)}</span>;
  }
  return (
    <>
      <span>
        {richText(
          i18n.t('<wins>{wins}</wins>W - <losses>{losses}</losses>L', {
            wins: player.wins,
            losses: player.losses,
          }),
          {
            wins: (wins) => <span className="font-semibold text-slate-900">{wins}</span>,
            losses: (losses) => <span className="font-semibold text-slate-900">{losses}</span>,
          },
        )}
      </span>
      <span aria-hidden="true">·</span>
      <span>{i18n.t('{rate}% win rate', { rate: formatNumber(player.winRate ?? 0) })}</span>
      <span aria-hidden="true">·</span>
      <span>
        {i18n.t('{count, plural, one {# game} other {# games}}', {
          count: player.gamesPlayed ?? 0,
        })}
      </span>
    </>
  );
}

interface PlayersListProps {
  players: readonly RankedPlayer[];
  onSelect: (player: RankedPlayer) => void;
}

/** The ranked list: rank, player, level, record and rating; a row opens the Player Details. */
export function PlayersList({ players, onSelect }: PlayersListProps) {
  return (
    <Card className="overflow-hidden p-0">
      <ol className="divide-y divide-slate-200">
        {players.map((player) => (
          <li key={player.id}>
            <button
              type="button"
              onClick={() => onSelect(player)}
              className="flex w-full items-center gap-3 px-3 py-3 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700 sm:gap-4 sm:px-4"
            >
              <span className="w-8 shrink-0 text-center text-sm font-bold text-slate-500 tabular-nums">
                <span className="sr-only">{i18n.t('Rank')} </span>
                {player.rank}
              </span>
              <Avatar name={player.name} src={player.profileImage} size="md" isDecorative />
              <span className="min-w-0 flex-1">
                <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <span className="truncate font-semibold text-slate-900">{player.name}</span>
                  {player.level && (
                    <Badge variant="info">{i18n.t(LEVEL_LABELS[player.level])}</Badge>
                  )}
                </span>
                {player.location && (
                  <span className="block truncate text-sm text-slate-600">{player.location}</span>
                )}
                <span className="mt-0.5 flex flex-wrap gap-x-1.5 text-sm text-slate-600">
                  <PlayerRecord player={player} />
                </span>
              </span>
              <RatingBadge rating={player.rating ?? null} />
              <ChevronRight aria-hidden="true" className="hidden h-5 w-5 text-slate-400 sm:block" />
            </button>
          </li>
        ))}
      </ol>
    </Card>
  );
}
