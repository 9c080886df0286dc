import { and, eq, isNull } from 'drizzle-orm';
import {
  CALENDAR_MESSAGES,
  CALENDAR_TOKEN_PATTERN,
  webcalUrlOf,
  type CalendarFeed,
} from '@courtside/shared/api/calendar';
import type { Db } from '../../db/client';
import { calendarFeeds, users, type UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { createToken, hashToken } from '../../lib/tokens';

const feedUrl = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/+$/, '')}/api/calendar/${token}.ics`;

/**
 * POST /api/calendar-feeds: a new personal feed for the signed-in user, any earlier one revoked
 * in the same transaction (one live link per person). The token is answered once; only its
 * SHA-256 is stored, like a session's.
 */
export async function createCalendarFeed(
  db: Db,
  user: UserRow,
  publicUrl: string,
): Promise<CalendarFeed> {
  const token = createToken();
  const row = await db.transaction(async (tx) => {
    await tx
      .update(calendarFeeds)
      .set({ revokedAt: new Date() })
      .where(and(eq(calendarFeeds.userId, user.id), isNull(calendarFeeds.revokedAt)));
    const [created] = await tx
      .insert(calendarFeeds)
      .values({ userId: user.id, tokenHash: hashToken(token) })
      .returning();
    return created!;
  });
  const url = feedUrl(publicUrl, token);
  return { url, webcalUrl: webcalUrlOf(url), createdAt: row.createdAt.toISOString() };
}

/** DELETE /api/calendar-feeds: the user's live feed stops answering (404). Idempotent. */
export async function revokeCalendarFeeds(db: Db, user: UserRow): Promise<void> {
  await db
    .update(calendarFeeds)
    .set({ revokedAt: new Date() })
    .where(and(eq(calendarFeeds.userId, user.id), isNull(calendarFeeds.revokedAt)));
}

/**
 * The owner of a live feed token, or a 404 for anything else (malformed, unknown, revoked,
 * or a session token: those live in another table and are never looked up here).
 */
export async function feedOwner(db: Db, token: string): Promise<UserRow> {
  if (!CALENDAR_TOKEN_PATTERN.test(token)) throw feedNotFound();
  const [row] = await db
    .select({ user: users })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(and(eq(calendarFeeds.tokenHash, hashToken(token)), isNull(calendarFeeds.revokedAt)))
    .limit(1);
  if (!row || row.user.deletedAt) throw feedNotFound();
  return row.user;
}

export const feedNotFound = () => new AppError('NOT_FOUND', CALENDAR_MESSAGES.notFound);
