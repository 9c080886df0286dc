import { and, asc, desc, eq, exists, ilike, isNull, ne, or, sql } from 'drizzle-orm';
import type { UserSummary } from '@courtside/shared/api/match';
import type { Db } from '../../db/client';
import { visibleProfiles } from './privacy';
import {
  tournamentParticipants,
  tournamentScoreKeepers,
  tournaments,
  users,
  type UserRow,
} from '../../db/schema';

/** `%` and `_` in a search term are literal characters, not patterns. */
const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * GET /api/users/search (organizers choosing score keepers; issue 22): at most 10 accounts.
 * - The account whose whole email the organizer typed, whatever its visibility, with that
 *   email: the organizer already knows it.
 * - By name, without email: people linked to the organizer (players and score keepers of
 *   their tournaments) and people whose profile is public. A private profile is found by its whole email only.
 * A fragment of an address finds nothing, so the search gives away no one's email.
 */
export async function searchUsers(
  db: Db,
  viewer: Pick<UserRow, 'id' | 'role'>,
  term: string,
): Promise<UserSummary[]> {
  const typed = term.trim().toLowerCase();
  if (viewer.role === 'player') return searchPartners(db, viewer, typed);
  const playsForViewer = exists(
    db
      .select({ one: sql`1` })
      .from(tournamentParticipants)
      .innerJoin(tournaments, eq(tournaments.id, tournamentParticipants.tournamentId))
      .where(
        and(eq(tournamentParticipants.userId, users.id), eq(tournaments.organizerId, viewer.id)),
      ),
  );
  // Someone the organizer already named score keeper of one of their tournaments (decision 026).
  const keepsForViewer = exists(
    db
      .select({ one: sql`1` })
      .from(tournamentScoreKeepers)
      .innerJoin(tournaments, eq(tournaments.id, tournamentScoreKeepers.tournamentId))
      .where(
        and(eq(tournamentScoreKeepers.userId, users.id), eq(tournaments.organizerId, viewer.id)),
      ),
  );
  const byName = and(
    ilike(users.name, `%${escapeLike(typed)}%`),
    ne(users.profileVisibility, 'private'),
    or(eq(users.profileVisibility, 'public'), playsForViewer, keepsForViewer),
  );
  const isTyped = sql<boolean>`(${users.email} = ${typed})`;
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email, isTyped })
    .from(users)
    .where(and(isNull(users.deletedAt), or(eq(users.email, typed), byName)))
    .orderBy(desc(isTyped), asc(sql`lower(${users.name})`), asc(users.id))
    .limit(10);
  return rows.map(({ id, name, email, isTyped: hasTyped }) =>
    hasTyped ? { id, name, email } : { id, name },
  );
}

/**
 * A player's search (choosing a doubles partner, decision 038): other players by name among the
 * profiles a signed-in user may see (`visibleProfiles`: never a private one), without email. An
 * address finds nobody here: a player invites an address by mail instead, so the search tells
 * a player nothing of who has an account.
 */
async function searchPartners(
  db: Db,
  viewer: Pick<UserRow, 'id'>,
  typed: string,
): Promise<UserSummary[]> {
  return db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(
      and(
        visibleProfiles(viewer),
        ne(users.id, viewer.id),
        eq(users.role, 'player'),
        ilike(users.name, `%${escapeLike(typed)}%`),
      ),
    )
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id))
    .limit(10);
}
