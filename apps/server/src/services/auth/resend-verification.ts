import { eq } from 'drizzle-orm';
import { VERIFY_EMAIL_TOKEN_TTL_MS } from '@courtside/shared/constants';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { enqueueMail } from '../mail/enqueue-mail';
import { verificationMail } from '../mail/templates';
import { issueEmailToken } from './email-tokens';

/** Sends a fresh verification link when the account exists and is unverified; silent otherwise. */
export async function resendVerification(
  db: Db,
  email: string,
  publicUrl: string,
): Promise<boolean> {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  if (!user || user.emailVerifiedAt) return false;
  await db.transaction(async (tx) => {
    const token = await issueEmailToken(tx, user.id, 'verify_email', VERIFY_EMAIL_TOKEN_TTL_MS);
    await enqueueMail(tx, verificationMail(user, `${publicUrl}/verify-email?token=${token}`));
  });
  return true;
}
