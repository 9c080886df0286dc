import { MapPin } from 'lucide-react';
import type { PlayerDetail, RankedPlayer } from '@courtside/shared/api/player';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { LEVEL_LABELS } from '../lib/player-format';
import { RatingBadge } from './rating-badge';
import { i18n } from '@/lib/i18n';

const HANDS: Record<string, string> = {
  right: /*i18n*/ 'Right-handed',
  left: /*i18n*/ 'Left-handed',
  ambidextrous: /*i18n*/ 'Ambidextrous',
};
const yearsText = (years: string) =>
  years === '<1'
    ? i18n.t('Less than a year')
    : years === '1'
      ? i18n.t('1 year')
      : i18n.t('{years} years', { years });
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** A favourite shot's name (the shared list's values), in the page's language. */
const SHOTS: Record<string, string> = {
  dink: /*i18n*/ 'Dink',
  drive: /*i18n*/ 'Drive',
  lob: /*i18n*/ 'Lob',
  drop: /*i18n*/ 'Drop',
  smash: /*i18n*/ 'Smash',
  serve: /*i18n*/ 'Serve',
};

/**
 * Who the player is: picture, name, location, level and rating from the list
 * row at once, then the profile's own fields once the player has loaded.
 */
export function PlayerDetailsHeader({ player }: { player: RankedPlayer | PlayerDetail }) {
  const profile = 'bio' in player ? player : null;
  const facts = profile
    ? [
        profile.preferredHand && [
          i18n.t('Plays'),
          i18n.t(HANDS[profile.preferredHand] ?? profile.preferredHand),
        ],
        profile.yearsPlaying && [i18n.t('Playing for'), yearsText(profile.yearsPlaying)],
        profile.favoriteShot && [
          i18n.t('Favorite shot'),
          i18n.t(SHOTS[profile.favoriteShot] ?? capitalised(profile.favoriteShot)),
        ],
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
            {player.level && <Badge variant="info">{i18n.t(LEVEL_LABELS[player.level])}</Badge>}
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
              <dt className="text-slate-600">{i18n.t('{label}:', { label })}</dt>
              <dd className="font-medium text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
