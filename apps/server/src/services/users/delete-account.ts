import { and, eq, ne } from 'drizzle-orm';
import { TWO_FACTOR_MESSAGES } from '@courtside/shared/api/two-factor';
import { DEFAULT_USER_SETTINGS, PROFILE_MESSAGES } from '@courtside/shared/api/user';
import { DELETED_PLAYER_NAME } from '@courtside/shared/constants';
import type { Db, Tx } from '../../db/client';
import { tournamentParticipants, tournaments, users, type UserRow } from '../../db/schema';
import { AppError, templateOf } from '../../lib/app-error';
import { withSecondFactor } from '../auth/two-factor';
import { accountDeletedMail } from '../mail/account-templates';
import { enqueueMail } from '../mail/enqueue-mail';
import { vacatePlace } from '../tournaments/remove-participant';
import { lockTournament } from '../tournaments/tournament-access';
import { assertPassword, fieldRefusal } from './change-password';
import { erasePersonalData } from './erase-personal-data';
import { assertSelf } from './privacy';

/** Settings of a deleted account: hidden everywhere, no mail of any kind but security. */
const DELETED_SETTINGS = {
  ...DEFAULT_USER_SETTINGS,
  notificationSettings: Object.fromEntries(
    Object.keys(DEFAULT_USER_SETTINGS.notificationSettings).map((k) => [k, false]),
  ),
  privacySettings: {
    profileVisibility: 'private',
    showRating: false,
    showStats: false,
    showLocation: false,
    allowMessages: false,
  },
};

/**
 * DELETE /api/users/{id} (self only; decision 010): with the password (and a code when
 * two-factor is on). An organizer of a tournament that has not finished gets 409 naming it.
 * Otherwise, in one transaction: the user leaves every upcoming tournament (waitlisted players
 * move up) and every waitlist; every row holding their personal data is deleted or anonymised
 * (erase-personal-data.ts); the account row stays, anonymised as 'Deleted player', so that
 * the matches, results and rating histories of everyone they played stay whole. A
 * confirmation is mailed.
 */
export async function deleteAccount(
  db: Db,
  viewer: UserRow,
  id: string,
  input: { password: string; code?: string },
  publicUrl: string,
): Promise<void> {
  assertSelf(viewer, id);
  await assertPassword(viewer, input.password, 'password');
  if (viewer.twoFactorEnabledAt && !input.code) {
    throw fieldRefusal('code', TWO_FACTOR_MESSAGES.codeRequired);
  }
  const erase = async (tx: Tx) => {
    const [open] = await tx
      .select({ name: tournaments.name })
      .from(tournaments)
      .where(and(eq(tournaments.organizerId, id), ne(tournaments.status, 'completed')))
      .limit(1);
    if (open) {
      const message = PROFILE_MESSAGES.organizerHasTournament(open.name);
      throw new AppError(
        'CONFLICT',
        message,
        templateOf(
          message,
          /*i18n*/ 'You organize {name}, which has not finished. Delete it or let it finish before deleting your account',
          { name: open.name },
        ),
      );
    }

    const places = await tx
      .select({ tournamentId: tournamentParticipants.tournamentId })
      .from(tournamentParticipants)
      .innerJoin(tournaments, eq(tournaments.id, tournamentParticipants.tournamentId))
      .where(and(eq(tournamentParticipants.userId, id), eq(tournaments.status, 'upcoming')));
    for (const { tournamentId } of places) {
      const tournament = await lockTournament(tx, tournamentId);
      if (tournament.status === 'upcoming') await vacatePlace(tx, tournament, viewer, publicUrl);
    }
    await erasePersonalData(tx, viewer);
    const now = new Date();
    await tx
      .update(users)
      .set({
        name: DELETED_PLAYER_NAME,
        email: `deleted-${id}@deleted.invalid`,
        passwordHash: null,
        location: null,
        bio: null,
        preferredHand: null,
        yearsPlaying: null,
        favoriteShot: null,
        birthDate: null,
        profileImage: null,
        settings: DELETED_SETTINGS,
        emailVerifiedAt: null,
        twoFactorEnabledAt: null,
        deletedAt: now,
        updatedAt: now,
      })
      .where(eq(users.id, id));
    await enqueueMail(tx, accountDeletedMail(viewer));
  };
  await (viewer.twoFactorEnabledAt
    ? withSecondFactor(db, id, input.code!, erase)
    : db.transaction(erase));
}
