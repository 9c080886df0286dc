import { and, eq, gt, sql } from 'drizzle-orm';
import type { PlayerDetail } from '@courtside/shared/api/player';
import type { Db } from '../../db/client';
import { playerStats, users, type UserRow } from '../../db/schema';
import { isUuid } from '../tournaments/tournament-access';
import { assertCanSee, hiddenFrom, visibleProfiles, type Viewer } from '../users/privacy';
import { levelOf, unseenResults, visibleFigures } from './list-players';

/**
 * GET /api/players/{id}: a ranked player with their profile's player fields, privacy applied.
 */
export async function getPlayer(db: Db, id: string, viewer: Viewer): Promise<PlayerDetail> {
  const unseen = unseenResults(db, viewer);
  const f = visibleFigures(viewer, unseen);
  const [row] = isUuid(id)
    ? await db
        .select({ user: users, ...f })
        .from(users)
        .leftJoin(playerStats, eq(playerStats.userId, users.id))
        .leftJoin(unseen, eq(unseen.userId, users.id))
        .where(eq(users.id, id))
    : [];
  assertCanSee(viewer, row?.user);
  const user = row!.user as UserRow;
  const hidden = hiddenFrom(viewer, user);
  return {
    id: user.id,
    name: user.name,
    profileImage: user.profileImage,
    location: hidden.location ? null : user.location,
    rating: row!.rating,
    ratedMatches: user.ratedMatches,
    level: levelOf(row!.rating),
    wins: row!.wins,
    losses: row!.losses,
    gamesPlayed: row!.gamesPlayed,
    winRate: row!.winRate,
    rank: await rankByRating(db, row!.rating, viewer),
    hidden: { rating: hidden.rating, stats: hidden.stats },
    bio: user.bio,
    preferredHand: user.preferredHand,
    yearsPlaying: user.yearsPlaying,
    favoriteShot: user.favoriteShot,
  };
}

/**
 * Their place by rating among the players `viewer` can see: one plus those rated above. A
 * hidden or missing rating comes after every rated player.
 */
async function rankByRating(db: Db, rating: number | null, viewer: Viewer): Promise<number> {
  const f = visibleFigures(viewer);
  const above = rating === null ? sql`${f.rating} is not null` : gt(f.rating, rating);
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(users)
    .where(and(eq(users.role, 'player'), visibleProfiles(viewer), above));
  return (row?.n ?? 0) + 1;
}
