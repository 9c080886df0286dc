import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  DEFAULT_USER_SETTINGS,
  PROFILE_MESSAGES,
  type UserSettings,
  type updateSettingsInputSchema,
} from '@courtside/shared/api/user';
import type { Db } from '../../db/client';
import { users, type UserRow } from '../../db/schema';
import { userSettingsOf } from '../viewer/own-user';
import { assertSelf } from './privacy';

type SettingsChanges = z.output<typeof updateSettingsInputSchema>;

/**
 * PUT /api/users/{id}/settings (self only): each group sent is merged over the stored group,
 * itself over the spec's defaults, so the stored settings are always the four complete groups.
 * The row is locked, so two saves of different groups both stand.
 */
export async function updateSettings(
  db: Db,
  viewer: UserRow,
  id: string,
  input: SettingsChanges,
): Promise<{ user: UserRow; notices: string[] }> {
  assertSelf(viewer, id);
  const user = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    const stored = userSettingsOf(current!);
    const next = { ...stored } as Record<keyof UserSettings, unknown>;
    for (const group of Object.keys(DEFAULT_USER_SETTINGS) as (keyof UserSettings)[]) {
      const changes = input[group];
      if (changes) next[group] = { ...stored[group], ...changes };
    }
    const [updated] = await tx
      .update(users)
      .set({ settings: next, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    return updated!;
  });
  const notices =
    userSettingsOf(user).privacySettings.profileVisibility === 'friends'
      ? [PROFILE_MESSAGES.friendsAsPlayers]
      : [];
  return { user, notices };
}
