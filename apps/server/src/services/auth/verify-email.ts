import { eq } from 'drizzle-orm';
import { INVALID_VERIFY_TOKEN_MESSAGE } from '@courtside/shared/api/auth';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { consumeEmailToken } from './email-tokens';

/** Uses a verification token and marks the account verified; returns its email. */
export async function verifyEmail(db: Db, token: string): Promise<string> {
  return db.transaction(async (tx) => {
    const userId = await consumeEmailToken(tx, token, 'verify_email');
    if (!userId) throw new AppError('INVALID_TOKEN', INVALID_VERIFY_TOKEN_MESSAGE);
    const [user] = await tx
      .update(users)
      .set({ emailVerifiedAt: new Date(), updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning({ email: users.email });
    if (!user) throw new AppError('INVALID_TOKEN', INVALID_VERIFY_TOKEN_MESSAGE);
    return user.email;
  });
}
