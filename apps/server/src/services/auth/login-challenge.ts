import { and, eq, gt } from 'drizzle-orm';
import { TWO_FACTOR_MESSAGES } from '@courtside/shared/api/two-factor';
import { LOGIN_CHALLENGE_TTL_MS } from '@courtside/shared/constants';
import type { Db } from '../../db/client';
import { loginChallenges, users, type UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { createToken, hashToken } from '../../lib/tokens';
import { createSession } from './sessions';
import { withSecondFactor } from './two-factor';

/**
 * The first step of a sign-in with two-factor on: the password was right, so a short-lived
 * challenge stands in for the session until a code follows (decision 011).
 */
export async function createLoginChallenge(
  db: Db,
  userId: string,
  isRemembered: boolean,
): Promise<string> {
  const token = createToken();
  await db.insert(loginChallenges).values({
    userId,
    tokenHash: hashToken(token),
    isRemembered,
    expiresAt: new Date(Date.now() + LOGIN_CHALLENGE_TTL_MS),
  });
  return token;
}

const expired = () => new AppError('INVALID_CREDENTIALS', TWO_FACTOR_MESSAGES.challengeInvalid);

/**
 * POST /api/auth/login/2fa: the challenge and a code from the app or a recovery code open the
 * session. A wrong code counts against the account (decision 011: a few per window, on every
 * route together); a challenge opens one session only (it is deleted in the transaction that
 * opens it).
 */
export async function completeLoginChallenge(
  db: Db,
  challenge: string,
  code: string,
): Promise<{ user: UserRow; token: string }> {
  const isLive = and(
    eq(loginChallenges.tokenHash, hashToken(challenge)),
    gt(loginChallenges.expiresAt, new Date()),
  );
  const [found] = await db
    .select({ userId: users.id, twoFactorEnabledAt: users.twoFactorEnabledAt })
    .from(loginChallenges)
    .innerJoin(users, eq(users.id, loginChallenges.userId))
    .where(isLive);
  if (!found?.twoFactorEnabledAt) throw expired();
  const passed = await withSecondFactor(db, found.userId, code, async (tx) => {
    const [row] = await tx
      .select({ challenge: loginChallenges, user: users })
      .from(loginChallenges)
      .innerJoin(users, eq(users.id, loginChallenges.userId))
      .where(isLive)
      .for('update', { of: loginChallenges });
    // Used by a concurrent request meanwhile: this code is not spent (the transaction undoes it).
    if (!row) throw expired();
    await tx.delete(loginChallenges).where(eq(loginChallenges.id, row.challenge.id));
    return row;
  });
  const token = await createSession(db, passed.user.id, passed.challenge.isRemembered);
  return { user: passed.user, token };
}
