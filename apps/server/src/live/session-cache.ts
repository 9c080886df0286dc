import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedPerDatabase } from '../db/prepared';
import { sessions, users, type UserRow } from '../db/schema';
import { hashToken } from '../lib/tokens';
import { BoundedMap, Generation } from './bounded-map';
import type { DbChange } from './change-bus';

export interface CachedSession {
  user: UserRow;
  sessionId: string;
  expiresAt: Date;
}

/** A scan of the cache per session or user change stays well under a millisecond. */
const MAX_SESSIONS = 10_000;

const sessionStatement = preparedPerDatabase((db) =>
  db
    .select({ user: users, sessionId: sessions.id, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('live_session_by_token'),
);

/**
 * Signed-in sessions in memory, by token hash (decision 014): every signed-in request asked the
 * database for its session and user, which capped every cached answer at the database's pace.
 * A session leaves the cache when its row is deleted (sign-out, revocation, password reset)
 * and when its user's row changes or goes; expiry is checked on every use.
 */
export class SessionCache {
  private readonly byHash = new BoundedMap<string, CachedSession>(MAX_SESSIONS);
  private readonly generation = new Generation();

  constructor(
    private readonly db: Db,
    private readonly sync: (scope?: object) => Promise<boolean>,
  ) {}

  async find(token: string, scope?: object): Promise<{ user: UserRow; sessionId: string } | null> {
    const tokenHash = hashToken(token);
    const isFresh = await this.sync(scope);
    const cached = isFresh ? this.byHash.get(tokenHash) : undefined;
    const session =
      cached ??
      (await this.generation.fill(
        async () => (await sessionStatement(this.db).execute({ tokenHash }))[0] ?? null,
        (row) => {
          if (row && isFresh) this.byHash.set(tokenHash, row);
        },
      ));
    if (!session || session.expiresAt.getTime() <= Date.now()) return null;
    return { user: session.user, sessionId: session.sessionId };
  }

  /** Drops what a committed change made stale. */
  apply(change: DbChange): void {
    if (change.t === 'sessions' || change.t === 'users') {
      const isUser = change.t === 'users';
      for (const [hash, session] of this.byHash) {
        if (isUser ? session.user.id === change.id : session.sessionId === change.id) {
          this.byHash.delete(hash);
        }
      }
      this.generation.bump();
    }
  }

  clear(): void {
    this.byHash.clear();
    this.generation.bump();
  }
}
