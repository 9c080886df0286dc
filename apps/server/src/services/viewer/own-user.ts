import {
  DEFAULT_USER_SETTINGS,
  type PublicUser,
  type UserSettings,
} from '@courtside/shared/api/user';
import type { UserRow } from '../../db/schema';
import { isProvisional, profileImageUrl } from './people';

/** Stored settings merged over the spec's defaults, group by group. */
export function withDefaultSettings(stored: Record<string, unknown>): UserSettings {
  const merged = { ...DEFAULT_USER_SETTINGS } as Record<string, unknown>;
  for (const [group, defaults] of Object.entries(DEFAULT_USER_SETTINGS)) {
    const value = stored[group];
    if (value && typeof value === 'object') merged[group] = { ...defaults, ...value };
  }
  return merged as UserSettings;
}

/** A user's settings, the spec's defaults filled in. */
export const userSettingsOf = (row: Pick<UserRow, 'settings'>) => withDefaultSettings(row.settings);

/**
 * The signed-in user's own account as responses carry it (never the password hash): every
 * figure, the rating's provisional flag, the picture as an absolute URL (issue 23.2).
 */
export function toPublicUser(row: UserRow, publicUrl: string): PublicUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    location: row.location,
    bio: row.bio,
    rating: row.rating,
    ratedMatches: row.ratedMatches,
    provisional: isProvisional(row.ratedMatches),
    preferredHand: row.preferredHand,
    yearsPlaying: row.yearsPlaying,
    favoriteShot: row.favoriteShot,
    birthDate: row.birthDate,
    profileImage: profileImageUrl(row.profileImage, publicUrl),
    settings: withDefaultSettings(row.settings),
    emailVerified: row.emailVerifiedAt !== null,
    twoFactorEnabled: row.twoFactorEnabledAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}
