import { and, eq, gt, sql } from 'drizzle-orm';
import { TWO_FACTOR_MESSAGES } from '@courtside/shared/api/two-factor';
import { LOGIN_CHALLENGE_MAX_ATTEMPTS, LOGIN_CHALLENGE_TTL_MS } from '@courtside/shared/constants';
import type { Db } from '../../db/client';
import { loginChallenges, users, type UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { createToken, hashToken } from '../../lib/tokens';
import { fieldRefusal } from '../users/change-password';
import { createSession } from './sessions';
import { useSecondFactor } from './two-factor';

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
 * session. A wrong code counts against the challenge, which dies after a few; a challenge
 * opens one session only (it is deleted in the transaction that opens it).
 */
export async function completeLoginChallenge(
  db: Db,
  challenge: string,
  code: string,
): Promise<{ user: UserRow; token: string }> {
  const tokenHash = hashToken(challenge);
  type Attempt =
    | { kind: 'expired' }
    | { kind: 'refused' }
    | { kind: 'passed'; user: UserRow; isRemembered: boolean };
  const attempt = await db.transaction(async (tx): Promise<Attempt> => {
    const [row] = await tx
      .select({ challenge: loginChallenges, user: users })
      .from(loginChallenges)
      .innerJoin(users, eq(users.id, loginChallenges.userId))
      .where(
        and(eq(loginChallenges.tokenHash, tokenHash), gt(loginChallenges.expiresAt, new Date())),
      )
      .for('update', { of: loginChallenges });
    if (!row || !row.user.twoFactorEnabledAt) return { kind: 'expired' };
    if (!(await useSecondFactor(tx, row.user.id, code))) return { kind: 'refused' };
    await tx.delete(loginChallenges).where(eq(loginChallenges.id, row.challenge.id));
    return { kind: 'passed', user: row.user, isRemembered: row.challenge.isRemembered };
  });
  if (attempt.kind === 'expired') throw expired();
  if (attempt.kind === 'refused') {
    const [counted] = await db
      .update(loginChallenges)
      .set({ attempts: sql`${loginChallenges.attempts} + 1` })
      .where(eq(loginChallenges.tokenHash, tokenHash))
      .returning({ attempts: loginChallenges.attempts });
    if (counted && counted.attempts >= LOGIN_CHALLENGE_MAX_ATTEMPTS) {
      await db.delete(loginChallenges).where(eq(loginChallenges.tokenHash, tokenHash));
    }
    throw fieldRefusal('code', TWO_FACTOR_MESSAGES.codeInvalid);
  }
  const token = await createSession(db, attempt.user.id, attempt.isRemembered);
  return { user: attempt.user, token };
}
