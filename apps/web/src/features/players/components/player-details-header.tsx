import { MapPin } from 'lucide-react';
import type { PlayerDetail, RankedPlayer } from '@courtside/shared/api/player';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { LEVEL_LABELS } from '../lib/player-format';
import { RatingBadge } from './rating-badge';

const HANDS: Record<string, string> = {
  right: 'Right-handed',
  left: 'Left-handed',
  ambidextrous: 'Ambidextrous',
};
const yearsText = (years: string) =>
  years === '<1' ? 'Less than a year' : years === '1' ? '1 year' : `${years} years`;
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Who the player is: picture, name, location, level and rating from the list
 * row at once, then the profile's own fields once the player has loaded.
 */
export function PlayerDetailsHeader({ player }: { player: RankedPlayer | PlayerDetail }) {
  const profile = 'bio' in player ? player : null;
  const facts = profile
    ? [
        profile.preferredHand && ['Plays', HANDS[profile.preferredHand] ?? profile.preferredHand],
        profile.yearsPlaying && ['Playing for', yearsText(profile.yearsPlaying)],
        profile.favoriteShot && ['Favorite shot', capitalised(profile.favoriteShot)],
      ].filter((fact): fact is [string, string] => Boolean(fact))
    : [];
  return (
    <div className="space-y-3">
      <div className="flex items-center gap-4">
        <Avatar
          name={player.name}
          src={player.profileImage}
          size="xl"
          className="max-sm:h-16 max-sm:w-16 max-sm:text-2xl"
          isDecorative
        />
        <div className="min-w-0 space-y-1">
          <h3 className="text-xl font-bold break-words text-slate-900">{player.name}</h3>
          {player.location && (
            <p className="flex items-center gap-1 text-sm text-slate-600">
              <MapPin aria-hidden="true" className="h-4 w-4 shrink-0" />
              <span className="break-words">{player.location}</span>
            </p>
          )}
          <div className="flex flex-wrap items-center gap-2">
            <RatingBadge rating={player.rating ?? null} size="lg" />
            {player.level && <Badge variant="info">{LEVEL_LABELS[player.level]}</Badge>}
          </div>
        </div>
      </div>
      {profile?.bio && (
        <p className="text-sm break-words whitespace-pre-line text-slate-700">{profile.bio}</p>
      )}
      {facts.length > 0 && (
        <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
          {facts.map(([label, value]) => (
            <div key={label} className="flex gap-1">
              <dt className="text-slate-600">{label}:</dt>
              <dd className="font-medium text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
