import { and, asc, ilike, isNull, or } from 'drizzle-orm';
import type { UserSummary } from '@courtside/shared/api/match';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/** `%` and `_` in a search term are literal characters, not patterns. */
const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** GET /api/users/search: the first 10 accounts whose email or name contains the term. */
export async function searchUsers(db: Db, term: string): Promise<UserSummary[]> {
  const pattern = `%${escapeLike(term.toLowerCase())}%`;
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(
      and(isNull(users.deletedAt), or(ilike(users.email, pattern), ilike(users.name, pattern))),
    )
    .orderBy(asc(users.email))
    .limit(10);
}
