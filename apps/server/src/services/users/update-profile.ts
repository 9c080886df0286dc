import { RATING_DEFAULT } from '@courtside/shared/constants';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  PROFILE_MESSAGES,
  isPlayingLevel,
  type updateProfileInputSchema,
} from '@courtside/shared/api/user';
import type { Db } from '../../db/client';
import { ratingHistory, userImages, users, type UserRow } from '../../db/schema';
import { validationError } from '../../lib/app-error';
import { assertSelf } from './privacy';

type ProfileChanges = z.output<typeof updateProfileInputSchema>;

const PROFILE_FIELDS = [
  'name',
  'location',
  'bio',
  'preferredHand',
  'yearsPlaying',
  'favoriteShot',
  'birthDate',
] as const;

/**
 * PUT /api/users/{id} and PUT /api/players/{id} (self only). Only the profile's own fields
 * change (the schema refuses any other). The playing level may be set while the player has no
 * rated match; afterwards the rating comes from results (decision 012). A picture is only
 * removed here (null); a new one comes through the upload. The row is locked, so a match
 * rated meanwhile cannot slip between the check and the change.
 */
export async function updateProfile(
  db: Db,
  viewer: UserRow,
  id: string,
  input: ProfileChanges,
): Promise<UserRow> {
  assertSelf(viewer, id);
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    const changes: Partial<typeof users.$inferInsert> = {};
    for (const field of PROFILE_FIELDS) {
      const value = input[field];
      if (value !== undefined) (changes as Record<string, unknown>)[field] = value;
    }
    if (input.rating !== undefined && input.rating !== current!.rating) {
      if (input.rating !== null && !isPlayingLevel(input.rating)) {
        throw validationError({ rating: [PROFILE_MESSAGES.levelOption] });
      }
      const [rated] = await tx
        .select({ id: ratingHistory.id })
        .from(ratingHistory)
        .where(eq(ratingHistory.userId, id))
        .limit(1);
      if (rated) throw validationError({ rating: [PROFILE_MESSAGES.ratingFromMatches] });
      // Clearing the level goes back to the default: a player always has a rating (issue 23.2).
      changes.rating = input.rating ?? RATING_DEFAULT;
    }
    if (input.profileImage !== undefined && input.profileImage !== current!.profileImage) {
      if (input.profileImage !== null) {
        throw validationError({ profileImage: [PROFILE_MESSAGES.profileImageViaUpload] });
      }
      await tx.delete(userImages).where(eq(userImages.userId, id));
      changes.profileImage = null;
    }
    const [updated] = await tx
      .update(users)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    return updated!;
  });
}
