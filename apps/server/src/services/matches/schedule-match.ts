import { and, count, eq, sql } from 'drizzle-orm';
import { MATCH_MESSAGES, type ScheduleMatchInput } from '@courtside/shared/api/match';
import type { Db, Tx } from '../../db/client';
import { matches, type MatchRow, type TournamentRow, type UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { assertOwner, isUuid, lockTournament } from '../tournaments/tournament-access';
import { loadEntrants } from './entrants';
import { findMatch } from './find-match';
import { assertNoClash, courtNamed, ensureCourts, type CourtRow } from './schedule';

/** The court a schedule change names: one of the tournament's courts (422 otherwise). */
async function courtById(tx: Tx, tournament: TournamentRow, courtId: string): Promise<CourtRow> {
  const all = await ensureCourts(tx, tournament);
  const court = isUuid(courtId) ? all.find((c) => c.id === courtId) : undefined;
  if (!court) {
    throw new AppError('VALIDATION_FAILED', MATCH_MESSAGES.courtNotInTournament, {
      errors: { courtId: [MATCH_MESSAGES.courtNotInTournament] },
    });
  }
  return court;
}

/**
 * POST /api/matches (spec section 7; the owner): an extra match between two
 * entrants of an upcoming or ongoing tournament, at a set time and
 * optionally on a named court (found, or added to the tournament). Refused
 * with the clashing match named when the court or an entrant is taken.
 */
export async function scheduleMatch(
  db: Db,
  organizer: UserRow,
  input: ScheduleMatchInput & { round: number },
): Promise<{ tournament: TournamentRow; row: MatchRow }> {
  return db.transaction(async (tx) => {
    const tournament = await lockTournament(tx, input.tournamentId);
    assertOwner(tournament, organizer);
    if (tournament.status === 'completed') {
      throw new AppError('CONFLICT', MATCH_MESSAGES.tournamentNotRunning);
    }
    const entrants = new Map((await loadEntrants(tx, tournament)).map((e) => [e.id, e]));
    if (!entrants.has(input.player1Id) || !entrants.has(input.player2Id)) {
      throw new AppError('VALIDATION_FAILED', MATCH_MESSAGES.notAnEntrant, {
        errors: { player2Id: [MATCH_MESSAGES.notAnEntrant] },
      });
    }
    const courtName = input.courtName?.trim();
    const court = input.courtId
      ? await courtById(tx, tournament, input.courtId)
      : courtName
        ? await courtNamed(tx, tournament, courtName)
        : null;
    const courtRows = await ensureCourts(tx, tournament);
    const start = new Date(input.startTime);
    await assertNoClash(
      tx,
      tournament,
      {
        matchId: null,
        courtId: court?.id ?? null,
        entrantIds: [input.player1Id, input.player2Id],
        start,
      },
      entrants,
      courtRows,
    );
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(matches)
      .where(and(eq(matches.tournamentId, tournament.id), eq(matches.stage, 'extra')));
    const [row] = await tx
      .insert(matches)
      .values({
        tournamentId: tournament.id,
        key: `X-${n + 1}-${crypto.randomUUID().slice(0, 8)}`,
        stage: 'extra',
        round: input.round,
        position: n + 1,
        side1Id: input.player1Id,
        side2Id: input.player2Id,
        startTime: start,
        courtId: court?.id ?? null,
        schedulePinned: true,
      })
      .returning();
    return { tournament, row: row! };
  });
}

/**
 * PUT /api/tournaments/{id}/match-schedule and PUT /api/matches/{id}/details
 * (the owner; score keepers may not): a match not yet started gets a new start
 * and court, refused with the clashing match named. The planner then keeps it
 * where it was put.
 */
export async function rescheduleMatch(
  db: Db,
  organizer: UserRow,
  input: { tournamentId?: string; matchId: string; startTime: string; courtId?: string | null },
): Promise<{ tournament: TournamentRow; row: MatchRow }> {
  const { tournamentId } = await findMatch(db, input.matchId);
  if (input.tournamentId !== undefined && input.tournamentId !== tournamentId) {
    throw new AppError('NOT_FOUND', MATCH_MESSAGES.notFound);
  }
  return db.transaction(async (tx) => {
    const tournament = await lockTournament(tx, tournamentId);
    assertOwner(tournament, organizer);
    const row = await findMatch(tx, input.matchId, true);
    if (row.status !== 'scheduled' || row.actualStartTime) {
      throw new AppError('CONFLICT', MATCH_MESSAGES.scheduleLocked);
    }
    const courtRows = await ensureCourts(tx, tournament);
    const courtId =
      input.courtId === undefined
        ? row.courtId
        : input.courtId === null
          ? null
          : (await courtById(tx, tournament, input.courtId)).id;
    const start = new Date(input.startTime);
    const entrants = new Map((await loadEntrants(tx, tournament)).map((e) => [e.id, e]));
    await assertNoClash(
      tx,
      tournament,
      {
        matchId: row.id,
        courtId,
        entrantIds: [row.side1Id, row.side2Id].filter((id): id is string => id !== null),
        start,
      },
      entrants,
      courtRows,
    );
    const [updated] = await tx
      .update(matches)
      .set({
        startTime: start,
        courtId,
        schedulePinned: true,
        version: sql`${matches.version} + 1`,
      })
      .where(eq(matches.id, row.id))
      .returning();
    return { tournament, row: updated! };
  });
}
