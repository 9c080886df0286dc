import { eq } from 'drizzle-orm';
import { INVALID_VERIFY_TOKEN_MESSAGE } from '@courtside/shared/api/auth';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { acceptPendingInvitations } from '../tournaments/invitations';
import { consumeEmailToken } from './email-tokens';

/**
 * Uses a verification token and marks the account verified; returns its email.
 * A proven address takes up the tournament invitations waiting for it.
 */
export async function verifyEmail(db: Db, token: string): Promise<string> {
  return db.transaction(async (tx) => {
    const userId = await consumeEmailToken(tx, token, 'verify_email');
    if (!userId) throw new AppError('INVALID_TOKEN', INVALID_VERIFY_TOKEN_MESSAGE);
    const [user] = await tx
      .update(users)
      .set({ emailVerifiedAt: new Date(), updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    if (!user) throw new AppError('INVALID_TOKEN', INVALID_VERIFY_TOKEN_MESSAGE);
    await acceptPendingInvitations(tx, user);
    return user.email;
  });
}
