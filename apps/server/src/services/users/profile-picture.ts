import { and, eq, ne } from 'drizzle-orm';
import { PROFILE_MESSAGES } from '@courtside/shared/api/user';
import type { Db } from '../../db/client';
import { userImages, users, type UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { ImageRejectedError, toProfileWebp } from '../../lib/images';
import { isUuid } from '../tournaments/tournament-access';
import { fieldRefusal } from './change-password';
import { assertSelf } from './privacy';

/** Where a stored picture is served: the content hash makes the URL immutable. */
export const pictureUrl = (userId: string, hash: string) =>
  `/api/users/${userId}/profile-picture/${hash}.webp`;

/**
 * POST /api/users/{id}/profile-picture (self only): the upload, whatever its name or declared
 * type, must be an image by its content; it is re-encoded (no metadata survives) and stored in
 * the database, so every instance serves it. The previous picture is removed.
 */
export async function setProfilePicture(
  db: Db,
  viewer: UserRow,
  id: string,
  upload: Buffer,
): Promise<UserRow> {
  assertSelf(viewer, id);
  let image: { bytes: Buffer; hash: string };
  try {
    image = await toProfileWebp(upload);
  } catch (error) {
    if (!(error instanceof ImageRejectedError)) throw error;
    if (error.reason === 'too-many-pixels') {
      throw fieldRefusal('profileImage', PROFILE_MESSAGES.imageTooManyPixels);
    }
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', PROFILE_MESSAGES.imageType, {
      errors: { profileImage: [PROFILE_MESSAGES.imageType] },
    });
  }
  return db.transaction(async (tx) => {
    await tx
      .insert(userImages)
      .values({ userId: id, hash: image.hash, contentType: 'image/webp', bytes: image.bytes })
      .onConflictDoNothing();
    await tx
      .delete(userImages)
      .where(and(eq(userImages.userId, id), ne(userImages.hash, image.hash)));
    const [updated] = await tx
      .update(users)
      .set({ profileImage: pictureUrl(id, image.hash), updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    return updated!;
  });
}

/** DELETE /api/users/{id}/profile-picture (self only): back to the initial on a colour. */
export async function removeProfilePicture(db: Db, viewer: UserRow, id: string): Promise<UserRow> {
  assertSelf(viewer, id);
  return db.transaction(async (tx) => {
    await tx.delete(userImages).where(eq(userImages.userId, id));
    const [updated] = await tx
      .update(users)
      .set({ profileImage: null, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    return updated!;
  });
}

/** GET .../profile-picture/{hash}.webp: the stored bytes, or 404. */
export async function loadProfilePicture(db: Db, id: string, file: string) {
  const hash = /^([0-9a-f]{32})\.webp$/.exec(file)?.[1];
  const [row] =
    hash && isUuid(id)
      ? await db
          .select({ bytes: userImages.bytes, contentType: userImages.contentType })
          .from(userImages)
          .where(and(eq(userImages.userId, id), eq(userImages.hash, hash)))
      : [];
  if (!row) throw new AppError('NOT_FOUND', PROFILE_MESSAGES.pictureNotFound);
  return { ...row, hash: hash! };
}
