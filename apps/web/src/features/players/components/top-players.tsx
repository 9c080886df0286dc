import { Medal } from 'lucide-react';
import type { RankedPlayer } from '@courtside/shared/api/player';
import { Avatar } from '@/components/ui/avatar';
import { Card } from '@/components/ui/card';
import { RatingBadge } from './rating-badge';
import { i18n } from '@/lib/i18n';

const PLACES = [
  { label: /*i18n*/ '1st', tone: 'text-amber-500', order: 'sm:order-2', lift: '' },
  { label: /*i18n*/ '2nd', tone: 'text-slate-400', order: 'sm:order-1', lift: 'sm:mt-6' },
  { label: /*i18n*/ '3rd', tone: 'text-orange-700', order: 'sm:order-3', lift: 'sm:mt-10' },
] as const;

interface TopPlayersProps {
  /** The three highest rated players the filters match, best first. */
  players: readonly RankedPlayer[];
  onSelect: (player: RankedPlayer) => void;
}

/**
 * The Top Players podium: the three highest ratings among the players the
 * search and level match, first in the middle on wider screens, in order on a
 * phone. Players who hide their rating are never placed on it.
 */
export function TopPlayers({ players, onSelect }: TopPlayersProps) {
  if (players.length === 0) return null;
  return (
    <section aria-labelledby="top-players-heading">
      <h2 id="top-players-heading" className="mb-3 text-lg font-semibold text-slate-900">
        {i18n.t('Top Players')}
      </h2>
      <ol className="grid grid-cols-1 gap-3 sm:grid-cols-3 sm:items-start sm:gap-4">
        {players.slice(0, 3).map((player, index) => {
          const place = PLACES[index]!;
          return (
            <li key={player.id} className={`${place.order} ${place.lift}`}>
              <Card className="p-0">
                <button
                  type="button"
                  onClick={() => onSelect(player)}
                  aria-label={i18n.t('{place}: {name}, view details', {
                    place: i18n.t(place.label),
                    name: player.name,
                  })}
                  className="flex w-full items-center gap-3 rounded-xl p-4 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-700 sm:flex-col sm:text-center"
                >
                  <span className={`flex items-center gap-1 text-sm font-bold ${place.tone}`}>
                    <Medal aria-hidden="true" className="h-5 w-5" />
                    <span className="text-slate-700">{i18n.t(place.label)}</span>
                  </span>
                  <Avatar name={player.name} src={player.profileImage} size="lg" isDecorative />
                  <span className="min-w-0 flex-1 sm:flex-none">
                    <span className="block truncate font-semibold text-slate-900">
                      {player.name}
                    </span>
                    {player.wins !== null && player.losses !== null && (
                      <span className="block text-sm text-slate-600">
                        {i18n.t('{wins}W - {losses}L', {
                          wins: player.wins,
                          losses: player.losses,
                        })}
                      </span>
                    )}
                  </span>
                  <RatingBadge rating={player.rating ?? null} />
                </button>
              </Card>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
