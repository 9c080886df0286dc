import { and, asc, eq, isNull } from 'drizzle-orm';
import {
  MATCH_MESSAGES,
  type TournamentScoreKeeper,
  type TournamentScoreKeeperInput,
} from '@courtside/shared/api/match';
import type { Db, Tx } from '../../db/client';
import {
  courts,
  tournamentScoreKeepers,
  users,
  type TournamentRow,
  type UserRow,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { enqueueMail } from '../mail/enqueue-mail';
import { scoreKeeperAssignedMail } from '../mail/tournament-templates';
import { assertOwner, findTournament, isUuid } from '../tournaments/tournament-access';

type Scope = Parameters<typeof scoreKeeperAssignedMail>[2]['scope'];

/**
 * GET /api/tournaments/{id}/score-keepers (organizer): the keepers named for the whole
 * tournament or a court (decision 026), oldest first. Names only, no email (issue 22).
 */
export async function listTournamentScoreKeepers(
  db: Db | Tx,
  organizer: UserRow,
  tournamentId: string,
): Promise<TournamentScoreKeeper[]> {
  const tournament = await findTournament(db, tournamentId);
  assertOwner(tournament, organizer);
  return keepersOf(db, tournament.id);
}

async function keepersOf(db: Db | Tx, tournamentId: string): Promise<TournamentScoreKeeper[]> {
  const rows = await db
    .select({
      id: tournamentScoreKeepers.id,
      userId: users.id,
      userName: users.name,
      courtId: tournamentScoreKeepers.courtId,
      courtName: courts.name,
      createdAt: tournamentScoreKeepers.createdAt,
    })
    .from(tournamentScoreKeepers)
    .innerJoin(users, eq(users.id, tournamentScoreKeepers.userId))
    .leftJoin(courts, eq(courts.id, tournamentScoreKeepers.courtId))
    .where(eq(tournamentScoreKeepers.tournamentId, tournamentId))
    .orderBy(asc(tournamentScoreKeepers.createdAt), asc(tournamentScoreKeepers.id));
  return rows.map((r) => ({
    id: r.id,
    user: { id: r.userId, name: r.userName },
    courtId: r.courtId,
    courtName: r.courtId ? (r.courtName ?? null) : null,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** The court of the input, which must be the tournament's; null for the whole tournament. */
async function courtOf(db: Db | Tx, tournament: TournamentRow, courtId: string | null | undefined) {
  if (courtId === null || courtId === undefined) return null;
  const [court] = isUuid(courtId)
    ? await db
        .select()
        .from(courts)
        .where(
          and(
            eq(courts.id, courtId),
            eq(courts.tournamentId, tournament.parentId ?? tournament.id),
          ),
        )
    : [];
  if (!court) {
    throw new AppError('VALIDATION_FAILED', MATCH_MESSAGES.scoreKeeperCourtNotFound, {
      errors: { courtId: [MATCH_MESSAGES.scoreKeeperCourtNotFound] },
    });
  }
  return court;
}

/** The account a keeper is named from: an existing, not deleted user, not the organizer. */
export async function keeperAccount(db: Db | Tx, tournament: TournamentRow, userId: string) {
  const [user] = isUuid(userId) ? await db.select().from(users).where(eq(users.id, userId)) : [];
  // A deleted (anonymised) account is refused as an unknown id is (issue 22.10).
  if (!user || user.deletedAt) throw new AppError('NOT_FOUND', /*i18n*/ 'User not found');
  if (user.id === tournament.organizerId) {
    throw new AppError('CONFLICT', MATCH_MESSAGES.scoreKeeperIsOrganizer, { field: 'userId' });
  }
  return user;
}

/** The mail telling a new keeper what they keep, in the transaction that named them. */
export async function mailKeeperAssigned(
  tx: Db | Tx,
  keeper: Pick<UserRow, 'email' | 'name' | 'settings'>,
  organizer: Pick<UserRow, 'name'>,
  tournament: TournamentRow,
  scope: Scope,
  publicUrl: string,
) {
  await enqueueMail(
    tx,
    scoreKeeperAssignedMail(
      keeper,
      tournament,
      { organizerName: organizer.name, scope },
      publicUrl,
    ),
  );
}

/**
 * POST /api/tournaments/{id}/score-keepers (organizer): names a keeper for the whole
 * tournament or one court and mails them (their notification settings permitting). Naming
 * the same keeper for the same scope twice is fine and mails once.
 */
export async function addTournamentScoreKeeper(
  db: Db,
  organizer: UserRow,
  tournamentId: string,
  input: TournamentScoreKeeperInput,
  publicUrl: string,
): Promise<TournamentScoreKeeper[]> {
  return db.transaction(async (tx) => {
    const tournament = await findTournament(tx, tournamentId);
    assertOwner(tournament, organizer);
    const court = await courtOf(tx, tournament, input.courtId);
    const keeper = await keeperAccount(tx, tournament, input.userId);
    const added = await tx
      .insert(tournamentScoreKeepers)
      .values({ tournamentId: tournament.id, userId: keeper.id, courtId: court?.id ?? null })
      .onConflictDoNothing()
      .returning({ id: tournamentScoreKeepers.id });
    if (added.length > 0) {
      const scope: Scope = court ? { kind: 'court', court: court.name } : { kind: 'tournament' };
      await mailKeeperAssigned(tx, keeper, organizer, tournament, scope, publicUrl);
    }
    return keepersOf(tx, tournament.id);
  });
}

/** DELETE /api/tournaments/{id}/score-keepers (organizer): takes one scope back. */
export async function removeTournamentScoreKeeper(
  db: Db,
  organizer: UserRow,
  tournamentId: string,
  input: TournamentScoreKeeperInput,
): Promise<TournamentScoreKeeper[]> {
  const tournament = await findTournament(db, tournamentId);
  assertOwner(tournament, organizer);
  const { userId, courtId } = input;
  if (isUuid(userId) && (courtId == null || isUuid(courtId))) {
    await db
      .delete(tournamentScoreKeepers)
      .where(
        and(
          eq(tournamentScoreKeepers.tournamentId, tournament.id),
          eq(tournamentScoreKeepers.userId, userId),
          courtId == null
            ? isNull(tournamentScoreKeepers.courtId)
            : eq(tournamentScoreKeepers.courtId, courtId),
        ),
      );
  }
  return keepersOf(db, tournament.id);
}
