import { and, asc, count, ilike, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { visibleProfiles, type Viewer } from './privacy';

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * GET /api/users (spec section 7): the people `viewer` may see, by name, a page at a time.
 * No email (the organizers' score keeper search has its own route); a hidden rating is null.
 */
export async function listUsers(
  db: Db,
  query: { q?: string; page: number; limit: number },
  viewer: Viewer,
) {
  const term = query.q?.trim();
  const where = and(
    visibleProfiles(viewer),
    term ? ilike(users.name, `%${escapeLike(term)}%`) : undefined,
  );
  const isOwn = viewer ? sql`(${users.id} = ${viewer.id})` : sql`false`;
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      role: users.role,
      profileImage: users.profileImage,
      rating: sql<
        number | null
      >`case when ${users.showsRating} or ${isOwn} then ${users.rating} end`,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(users)
    .where(where)
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && query.page > 1) {
    const [counted] = await db.select({ n: count() }).from(users).where(where);
    total = counted?.n ?? 0;
  }
  return { rows: rows.map(({ total: _total, ...row }) => row), total };
}
