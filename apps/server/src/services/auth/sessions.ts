import { and, eq, gt, ne, sql } from 'drizzle-orm';
import { SESSION_REMEMBER_ME_TTL_MS, SESSION_TTL_MS } from '@courtside/shared/constants';
import type { Db, Tx } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { sessions, users, type UserRow } from '../../db/schema';
import { createToken, hashToken } from '../../lib/tokens';

/** Opens a session: 7 days, or 30 with remember-me. Returns the bearer token (shown once). */
export async function createSession(
  db: Db,
  userId: string,
  isRemembered: boolean,
): Promise<string> {
  const token = createToken();
  const ttl = isRemembered ? SESSION_REMEMBER_ME_TTL_MS : SESSION_TTL_MS;
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + ttl),
  });
  return token;
}

/** Every signed-in request asks it: prepared once per database (decision 008). */
const sessionStatement = preparedPerDatabase((db) =>
  db
    .select({ user: users, sessionId: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('session_by_token'),
);

/** The user and session behind a bearer token, if it is live. */
export async function findSession(
  db: Db,
  token: string,
): Promise<{ user: UserRow; sessionId: string } | null> {
  const [row] = await sessionStatement(db).execute({
    tokenHash: hashToken(token),
    now: new Date(),
  });
  return row ?? null;
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/**
 * Signs a user out everywhere but the session making the change (after a password change or
 * turning two-factor on: whoever else held a session may not keep it).
 */
export async function revokeOtherSessions(
  db: Db | Tx,
  userId: string,
  currentSessionId: string | null,
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      currentSessionId
        ? and(eq(sessions.userId, userId), ne(sessions.id, currentSessionId))
        : eq(sessions.userId, userId),
    );
}

/** Signs a user out everywhere (after a password reset). */
export async function revokeAllSessions(db: Db | Tx, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
