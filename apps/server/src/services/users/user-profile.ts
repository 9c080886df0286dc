import { eq } from 'drizzle-orm';
import type { UserProfile } from '@courtside/shared/api/user';
import type { Db } from '../../db/client';
import { users, type UserRow } from '../../db/schema';
import { toPublicUser } from '../viewer/own-user';
import { isProvisional, profileImageUrl } from '../viewer/people';
import { isUuid } from '../tournaments/tournament-access';
import { assertCanSee, effectiveVisibility, hiddenFrom, isSelf, type Viewer } from './privacy';

/** A user row by id (null for an id that is not a uuid or finds nobody). */
export async function findUser(db: Db, id: string): Promise<UserRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** A profile as `viewer` may see it: hidden figures are null, email and settings are the owner's. */
export function toUserProfile(row: UserRow, viewer: Viewer, publicUrl: string): UserProfile {
  const hidden = hiddenFrom(viewer, row);
  const self = isSelf(viewer, row);
  const own = self ? toPublicUser(row, publicUrl) : null;
  return {
    id: row.id,
    name: row.name,
    role: row.role,
    location: hidden.location ? null : row.location,
    bio: row.bio,
    // A hidden rating is left out, not null (decision 012).
    ...(hidden.rating ? {} : { rating: row.rating, provisional: isProvisional(row.ratedMatches) }),
    preferredHand: row.preferredHand,
    yearsPlaying: row.yearsPlaying,
    favoriteShot: row.favoriteShot,
    profileImage: profileImageUrl(row.profileImage, publicUrl),
    visibility: effectiveVisibility(row.profileVisibility),
    hidden,
    isSelf: self,
    memberSince: row.createdAt.toISOString(),
    ...(own ? { email: own.email, settings: own.settings } : {}),
  };
}

/** GET /api/users/{id}: the profile, with the owner's privacy settings applied. */
export async function getUserProfile(
  db: Db,
  id: string,
  viewer: Viewer,
  publicUrl: string,
): Promise<UserProfile> {
  const row = await findUser(db, id);
  assertCanSee(viewer, row);
  return toUserProfile(row as UserRow, viewer, publicUrl);
}
