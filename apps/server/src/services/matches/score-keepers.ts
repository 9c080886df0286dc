import { and, asc, eq } from 'drizzle-orm';
import { MATCH_MESSAGES, type UserSummary } from '@courtside/shared/api/match';
import type { Db } from '../../db/client';
import { matchScoreKeepers, users, type UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { assertOwner, findTournament, isUuid } from '../tournaments/tournament-access';
import { findMatch } from './find-match';

/** The match and its tournament, for its organizer only (spec section 6: keepers are theirs). */
async function ownedMatch(db: Db, organizer: UserRow, matchId: string) {
  const match = await findMatch(db, matchId);
  const tournament = await findTournament(db, match.tournamentId);
  assertOwner(tournament, organizer);
  return { match, tournament };
}

/**
 * GET /api/matches/{id}/score-keepers (organizer): who may enter this match's scores, by name.
 * No email: an organizer may add any user's id, so the list would hand out anyone's address
 * (issue 22; the search answers one only to whoever typed it whole).
 */
export async function listScoreKeepers(
  db: Db,
  organizer: UserRow,
  matchId: string,
): Promise<UserSummary[]> {
  await ownedMatch(db, organizer, matchId);
  return db
    .select({ id: users.id, name: users.name })
    .from(matchScoreKeepers)
    .innerJoin(users, eq(users.id, matchScoreKeepers.userId))
    .where(eq(matchScoreKeepers.matchId, matchId))
    .orderBy(asc(matchScoreKeepers.createdAt));
}

/** POST .../score-keepers (organizer): authorizes a user for this match; adding twice is fine. */
export async function addScoreKeeper(db: Db, organizer: UserRow, matchId: string, userId: string) {
  const { tournament } = await ownedMatch(db, organizer, matchId);
  const [user] = isUuid(userId) ? await db.select().from(users).where(eq(users.id, userId)) : [];
  // A deleted (anonymised) account is refused as an unknown id is (issue 22.10).
  if (!user || user.deletedAt) throw new AppError('NOT_FOUND', 'User not found');
  if (user.id === tournament.organizerId) {
    throw new AppError('CONFLICT', MATCH_MESSAGES.scoreKeeperIsOrganizer, { field: 'userId' });
  }
  await db.insert(matchScoreKeepers).values({ matchId, userId }).onConflictDoNothing();
  return listScoreKeepers(db, organizer, matchId);
}

/** DELETE .../score-keepers (organizer): takes the authorization back. */
export async function removeScoreKeeper(
  db: Db,
  organizer: UserRow,
  matchId: string,
  userId: string,
) {
  await ownedMatch(db, organizer, matchId);
  if (isUuid(userId)) {
    await db
      .delete(matchScoreKeepers)
      .where(and(eq(matchScoreKeepers.matchId, matchId), eq(matchScoreKeepers.userId, userId)));
  }
  return listScoreKeepers(db, organizer, matchId);
}
