import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { emailTokens, type EmailTokenPurpose } from '../../db/schema';
import { createToken, hashToken } from '../../lib/tokens';

/**
 * Issues a mailed token. Earlier unused tokens of the same purpose are
 * retired, so only the newest link works.
 */
export async function issueEmailToken(
  tx: Db | Tx,
  userId: string,
  purpose: EmailTokenPurpose,
  ttlMs: number,
): Promise<string> {
  const now = new Date();
  await tx
    .update(emailTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailTokens.userId, userId),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
      ),
    );
  const token = createToken();
  await tx.insert(emailTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + ttlMs),
  });
  return token;
}

/**
 * Uses a token once: marks it used and returns its user id, or null when it
 * is unknown, used or expired. The conditional update makes a second,
 * concurrent use lose.
 */
export async function consumeEmailToken(
  tx: Db | Tx,
  token: string,
  purpose: EmailTokenPurpose,
): Promise<string | null> {
  const now = new Date();
  const [row] = await tx
    .update(emailTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailTokens.tokenHash, hashToken(token)),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, now),
      ),
    )
    .returning({ userId: emailTokens.userId });
  return row?.userId ?? null;
}
