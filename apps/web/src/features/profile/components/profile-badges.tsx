import type { PublicUser } from '@courtside/shared/api/user';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { formatRating } from '@/lib/format';
import { usePlayerStats } from '@/lib/player-stats';
import { capitalize } from '../lib/options';
import { countOf } from '@/lib/plural';

/** The role, rating and games badges (spec section 2); games come from the player's matches. */
export function ProfileBadges({ user }: { user: PublicUser }) {
  const stats = usePlayerStats(user.id);
  const games = stats.data?.gamesPlayed;
  return (
    <ul
      aria-label="Badges"
      className="flex flex-wrap items-center justify-center gap-2 sm:justify-start"
    >
      <li>
        <Badge variant="info">{capitalize(user.role)}</Badge>
      </li>
      {user.rating != null && (
        <li>
          <Badge variant="success">Rating {formatRating(user.rating)}</Badge>
        </li>
      )}
      <li>
        {stats.isPending ? (
          <Skeleton className="h-5 w-16 rounded-full" />
        ) : games != null ? (
          <Badge>{countOf(games, 'game')}</Badge>
        ) : null}
      </li>
    </ul>
  );
}
