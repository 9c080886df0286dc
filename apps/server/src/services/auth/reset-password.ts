import { eq } from 'drizzle-orm';
import { INVALID_RESET_TOKEN_MESSAGE } from '@courtside/shared/api/auth';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/passwords';
import { acceptInvitation } from '../tournaments/invitations';
import { consumeEmailToken } from './email-tokens';
import { revokeAllSessions } from './sessions';

/**
 * Sets a new password with a reset token and signs the user out everywhere.
 * Following the mailed link also proves the address, so it counts as verified.
 * The same screen accepts a tournament invitation's token: that creates the
 * invitee's account with this password (services/tournaments/invitations.ts).
 */
export async function resetPassword(db: Db, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const userId = await consumeEmailToken(tx, token, 'reset_password');
    if (!userId) {
      const invitee = await acceptInvitation(tx, token, passwordHash);
      if (!invitee) throw new AppError('INVALID_TOKEN', INVALID_RESET_TOKEN_MESSAGE);
      await revokeAllSessions(tx, invitee.id);
      return;
    }
    const [user] = await tx.select().from(users).where(eq(users.id, userId));
    if (!user) throw new AppError('INVALID_TOKEN', INVALID_RESET_TOKEN_MESSAGE);
    await tx
      .update(users)
      .set({
        passwordHash,
        emailVerifiedAt: user.emailVerifiedAt ?? new Date(),
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId));
    await revokeAllSessions(tx, userId);
  });
}
