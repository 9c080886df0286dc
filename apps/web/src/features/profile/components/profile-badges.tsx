import type { PublicUser } from '@courtside/shared/api/user';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { formatRating } from '@/lib/format';
import { usePlayerStats } from '@/lib/player-stats';
import { i18n } from '@/lib/i18n';

/** The role, rating and games badges (spec section 2); games come from the player's matches. */
export function ProfileBadges({ user }: { user: PublicUser }) {
  const stats = usePlayerStats(user.id);
  const games = stats.data?.gamesPlayed;
  return (
    <ul
      aria-label={i18n.t('Badges')}
      className="flex flex-wrap items-center justify-center gap-2 sm:justify-start"
    >
      <li>
        <Badge variant="info">
          {i18n.t('{role, select, organizer {Organizer} other {Player}}', { role: user.role })}
        </Badge>
      </li>
      {user.rating != null && (
        <li>
          <Badge variant="success">
            {i18n.t('Rating {rating}', { rating: formatRating(user.rating) })}
          </Badge>
        </li>
      )}
      <li>
        {stats.isPending ? (
          <Skeleton className="h-5 w-16 rounded-full" />
        ) : games != null ? (
          <Badge>{i18n.t('{count, plural, one {# game} other {# games}}', { count: games })}</Badge>
        ) : null}
      </li>
    </ul>
  );
}
