import { and, asc, eq } from 'drizzle-orm';
import { CHECK_IN_MESSAGES } from '@courtside/shared/api/check-in';
import type { UserSummary } from '@courtside/shared/api/match';
import type { Db } from '../../db/client';
import { tournamentDeskStaff, users, type UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { assertOwner, findTournament, isUuid } from './tournament-access';

/**
 * GET /api/tournaments/{id}/desk-staff (organizer): who runs the desk besides them, by name.
 * No email, as for score keepers (issue 22): the search answers one only to whoever typed it.
 */
export async function listDeskStaff(
  db: Db,
  organizer: UserRow,
  tournamentId: string,
): Promise<UserSummary[]> {
  assertOwner(await findTournament(db, tournamentId), organizer);
  return db
    .select({ id: users.id, name: users.name })
    .from(tournamentDeskStaff)
    .innerJoin(users, eq(users.id, tournamentDeskStaff.userId))
    .where(eq(tournamentDeskStaff.tournamentId, tournamentId))
    .orderBy(asc(tournamentDeskStaff.createdAt), asc(users.id));
}

/** POST .../desk-staff (organizer): names a user desk staff of this tournament; twice is fine. */
export async function addDeskStaff(
  db: Db,
  organizer: UserRow,
  tournamentId: string,
  userId: string,
) {
  const tournament = await findTournament(db, tournamentId);
  assertOwner(tournament, organizer);
  const [user] = isUuid(userId) ? await db.select().from(users).where(eq(users.id, userId)) : [];
  if (!user || user.deletedAt) throw new AppError('NOT_FOUND', /*i18n*/ 'User not found');
  if (user.id === tournament.organizerId) {
    throw new AppError('CONFLICT', CHECK_IN_MESSAGES.deskStaffIsOrganizer, { field: 'userId' });
  }
  await db.insert(tournamentDeskStaff).values({ tournamentId, userId }).onConflictDoNothing();
  return listDeskStaff(db, organizer, tournamentId);
}

/** DELETE .../desk-staff (organizer): takes the role back. */
export async function removeDeskStaff(
  db: Db,
  organizer: UserRow,
  tournamentId: string,
  userId: string,
) {
  assertOwner(await findTournament(db, tournamentId), organizer);
  if (isUuid(userId)) {
    await db
      .delete(tournamentDeskStaff)
      .where(
        and(
          eq(tournamentDeskStaff.tournamentId, tournamentId),
          eq(tournamentDeskStaff.userId, userId),
        ),
      );
  }
  return listDeskStaff(db, organizer, tournamentId);
}
