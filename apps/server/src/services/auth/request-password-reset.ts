import { eq } from 'drizzle-orm';
import { RESET_PASSWORD_TOKEN_TTL_MS } from '@courtside/shared/constants';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { enqueueMail } from '../mail/enqueue-mail';
import { passwordResetMail } from '../mail/templates';
import { issueEmailToken } from './email-tokens';

/**
 * Mails a reset link (1 h, single use) when the account exists. The caller
 * answers the same either way, so the endpoint does not reveal accounts.
 */
export async function requestPasswordReset(
  db: Db,
  email: string,
  publicUrl: string,
): Promise<boolean> {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  if (!user) return false;
  await db.transaction(async (tx) => {
    const token = await issueEmailToken(tx, user.id, 'reset_password', RESET_PASSWORD_TOKEN_TTL_MS);
    const link = `${publicUrl}/reset-password?token=${token}`;
    await enqueueMail(tx, passwordResetMail(user, link));
  });
  return true;
}
