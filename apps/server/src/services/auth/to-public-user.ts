import {
  DEFAULT_USER_SETTINGS,
  type PublicUser,
  type UserSettings,
} from '@courtside/shared/api/user';
import type { UserRow } from '../../db/schema';

/** Stored settings merged over the spec's defaults, group by group. */
function withDefaultSettings(stored: Record<string, unknown>): UserSettings {
  const merged = { ...DEFAULT_USER_SETTINGS } as Record<string, unknown>;
  for (const [group, defaults] of Object.entries(DEFAULT_USER_SETTINGS)) {
    const value = stored[group];
    if (value && typeof value === 'object') merged[group] = { ...defaults, ...value };
  }
  return merged as UserSettings;
}

/** The user as responses carry it: never the password hash. */
export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    location: row.location,
    bio: row.bio,
    rating: row.rating,
    preferredHand: row.preferredHand,
    yearsPlaying: row.yearsPlaying,
    favoriteShot: row.favoriteShot,
    profileImage: row.profileImage,
    settings: withDefaultSettings(row.settings),
    emailVerified: row.emailVerifiedAt !== null,
    twoFactorEnabled: row.twoFactorEnabledAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}
