import { eq } from 'drizzle-orm';
import {
  EMAIL_NOT_VERIFIED_MESSAGE,
  INVALID_CREDENTIALS_MESSAGE,
} from '@courtside/shared/api/auth';
import type { Db } from '../../db/client';
import { users, type UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { verifyPassword } from '../../lib/passwords';
import { createLoginChallenge } from './login-challenge';
import { createSession } from './sessions';

export type LoginOutcome =
  | { user: UserRow; token: string; challenge?: undefined }
  | { user?: undefined; token?: undefined; challenge: string };

/**
 * Checks the credentials and opens a session. An unknown email and a wrong
 * password fail alike and take the same time (a dummy hash is verified). With
 * two-factor sign-in on, no session yet: a challenge that a code completes.
 */
export async function loginUser(
  db: Db,
  input: { email: string; password: string; rememberMe?: boolean },
  options: { requireVerification: boolean },
): Promise<LoginOutcome> {
  const [user] = await db.select().from(users).where(eq(users.email, input.email));
  const isValid = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !isValid) throw new AppError('INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE);
  if (options.requireVerification && !user.emailVerifiedAt) {
    throw new AppError('EMAIL_NOT_VERIFIED', EMAIL_NOT_VERIFIED_MESSAGE);
  }
  if (user.twoFactorEnabledAt) {
    return { challenge: await createLoginChallenge(db, user.id, input.rememberMe === true) };
  }
  const token = await createSession(db, user.id, input.rememberMe === true);
  return { user, token };
}
