import { and, asc, eq } from 'drizzle-orm';
import type { UserSummary } from '@courtside/shared/api/match';
import type { Db } from '../../db/client';
import { matchScoreKeepers, users, type UserRow } from '../../db/schema';
import { assertOwner, findTournament, isUuid } from '../tournaments/tournament-access';
import { loadEntrants } from './entrants';
import { findMatch } from './find-match';
import { keeperAccount, mailKeeperAssigned } from './tournament-score-keepers';
import { mailI18n } from '../mail/mail-text';

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

/**
 * POST .../score-keepers (organizer): authorizes a user for this match and mails them
 * (decision 026); adding twice is fine and mails once.
 */
export async function addScoreKeeper(
  db: Db,
  organizer: UserRow,
  matchId: string,
  userId: string,
  publicUrl: string,
) {
  const { match, tournament } = await ownedMatch(db, organizer, matchId);
  const user = await keeperAccount(db, tournament, userId);
  await db.transaction(async (tx) => {
    const added = await tx
      .insert(matchScoreKeepers)
      .values({ matchId, userId: user.id })
      .onConflictDoNothing()
      .returning({ userId: matchScoreKeepers.userId });
    if (added.length === 0) return;
    const entrants = new Map((await loadEntrants(tx, tournament)).map((e) => [e.id, e.name]));
    // The keeper reads the match's name in their language ("TBD" for a side not known yet).
    const i18n = mailI18n(user.settings);
    const side = (id: string | null) => (id && entrants.get(id)) || i18n.t('TBD');
    const name = `${side(match.side1Id)} v ${side(match.side2Id)}`;
    await mailKeeperAssigned(
      tx,
      user,
      organizer,
      tournament,
      { kind: 'match', match: name },
      publicUrl,
    );
  });
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
