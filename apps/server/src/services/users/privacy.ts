import { and, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { PROFILE_MESSAGES } from '@courtside/shared/api/user';
import { users, type UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/** Who is asking: a signed-in user, or null for an anonymous caller. */
export type Viewer = Pick<UserRow, 'id'> | null;

type Owner = Pick<UserRow, 'id' | 'profileVisibility' | 'deletedAt'>;

/**
 * Spec section 3 privacySettings.profileVisibility as the server enforces it (decision 012):
 * public = everyone, players = signed-in users, friends = players (no friendships exist yet:
 * the API answers 'players' and the settings answer says so), private = the owner alone.
 */
export function effectiveVisibility(stored: string | null): 'public' | 'players' | 'private' {
  if (stored === 'private') return 'private';
  if (stored === 'players' || stored === 'friends') return 'players';
  return 'public';
}

export const isSelf = (viewer: Viewer, owner: Pick<UserRow, 'id'>) => viewer?.id === owner.id;

/**
 * The profile, or why not: a deleted or private account is absent for others (404, as in
 * lists), a players-only profile asks an anonymous caller to sign in (401).
 */
export function assertCanSee(viewer: Viewer, owner: Owner | undefined): asserts owner is Owner {
  if (!owner || owner.deletedAt) throw new AppError('NOT_FOUND', PROFILE_MESSAGES.userNotFound);
  if (isSelf(viewer, owner)) return;
  const visibility = effectiveVisibility(owner.profileVisibility);
  if (visibility === 'private') throw new AppError('NOT_FOUND', PROFILE_MESSAGES.userNotFound);
  if (visibility === 'players' && !viewer) {
    throw new AppError('UNAUTHORIZED', PROFILE_MESSAGES.signInToView);
  }
}

/** The SQL of "profiles this viewer may see" for lists: private ones only to their owner. */
export function visibleProfiles(viewer: Viewer): SQL {
  const shown = viewer
    ? or(
        inArray(users.profileVisibility, ['public', 'players', 'friends']),
        eq(users.id, viewer.id),
      )
    : eq(users.profileVisibility, 'public');
  return and(isNull(users.deletedAt), shown)!;
}

/** What the owner hides from this viewer (nothing from themselves). */
export function hiddenFrom(
  viewer: Viewer,
  owner: Pick<UserRow, 'id' | 'showsRating' | 'showsStats' | 'showsLocation'>,
) {
  const self = isSelf(viewer, owner);
  return {
    rating: !self && owner.showsRating === false,
    stats: !self && owner.showsStats === false,
    location: !self && owner.showsLocation === false,
  };
}

/** 403 unless the caller is the account's owner (every change under /api/users/{id}). */
export function assertSelf(viewer: Viewer, id: string): void {
  if (viewer?.id !== id) throw new AppError('FORBIDDEN', PROFILE_MESSAGES.onlySelf);
}
