import { eq, sql } from 'drizzle-orm';
import { DESK_MESSAGES } from '@courtside/shared/api/desk';
import { callBlockers, courtOccupant } from '@courtside/shared/domain/competition/desk';
import type { Db, Tx } from '../../db/client';
import { matches, type MatchRow, type TournamentRow, type UserRow } from '../../db/schema';
import { AppError, templatedError } from '../../lib/app-error';
import { isUuid, lockTournament } from '../tournaments/tournament-access';
import { loadEntrants } from '../matches/entrants';
import { findMatch } from '../matches/find-match';
import { familyEntrants, familyMatches, loadFamily } from '../matches/family';
import {
  assertEventCourt,
  ensureCourts,
  familyMatchLabel,
  replanSchedule,
} from '../matches/schedule';
import { assertDesk } from '../tournaments/desk-access';
import { blockerText, checkedInPlayers, restMsOf, toDeskMatches } from './desk-matches';
import { mailMatchCalled } from './match-called-mail';

const conflict = (message: string, field?: string) =>
  new AppError('CONFLICT', message, field ? { field } : undefined);

/**
 * POST /api/matches/{id}/call (issue 27): the desk calls a ready match to a free court. In one
 * transaction holding the tournament's lock, so two calls to one court or of one player
 * queue and the second is refused (409). The players are mailed in the same transaction, and
 * the match event (calledAt, courtId) reaches every live screen after the commit.
 */
export async function callMatch(
  db: Db,
  user: UserRow,
  matchId: string,
  input: { courtId: string; ignoreRest?: boolean; publicUrl: string },
): Promise<{ tournament: TournamentRow; row: MatchRow; courtName: string }> {
  const { tournamentId } = await findMatch(db, matchId);
  return db.transaction(async (tx) => {
    const tournament = await lockTournament(tx, tournamentId);
    await assertDesk(tx, tournament, user, DESK_MESSAGES.onlyDesk);
    const row = await findMatch(tx, matchId, true);
    const courtRows = await ensureCourts(tx, tournament);
    const court = isUuid(input.courtId) ? courtRows.find((c) => c.id === input.courtId) : undefined;
    if (!court) {
      throw new AppError('VALIDATION_FAILED', DESK_MESSAGES.courtNotInTournament, {
        errors: { courtId: [DESK_MESSAGES.courtNotInTournament] },
      });
    }
    // An event limited to some courts is called to one of them (issue 26).
    await assertEventCourt(tx, tournament, court.id, courtRows);
    // Every event's matches: a court, and a player in two events, are one across the events.
    const family = await loadFamily(tx, tournament);
    const rows =
      family.length > 1
        ? await familyMatches(tx, family)
        : await tx.select().from(matches).where(eq(matches.tournamentId, tournament.id));
    const entrants =
      family.length > 1
        ? await familyEntrants(tx, family)
        : new Map((await loadEntrants(tx, tournament)).map((e) => [e.id, e]));
    const entrantList = [...entrants.values()];
    const courtNames = new Map(courtRows.map((c) => [c.id, c.name]));
    const deskMatches = toDeskMatches(rows, entrants);
    const self = deskMatches.find((m) => m.id === row.id)!;
    // Decision 031: the desk may call before a rest is over, having confirmed who rests until
    // when; a player on court, called elsewhere or not checked in still refuses the call.
    const [blocker] = callBlockers(self, {
      now: Date.now(),
      restMs: restMsOf(tournament),
      matches: deskMatches,
      checkedIn: await checkedInPlayers(tx, tournament),
    }).filter((b) => !(input.ignoreRest === true && b.code === 'RESTING'));
    if (blocker) {
      throw conflict(
        blockerText(blocker, row, { tournament, rows, entrants: entrantList, courtNames }),
      );
    }
    const occupant = courtOccupant(court.id, deskMatches);
    if (occupant) {
      const label = familyMatchLabel(
        rows.find((r) => r.id === occupant.id)!,
        entrants,
        family,
        tournament.id,
      );
      throw templatedError(
        'CONFLICT',
        DESK_MESSAGES.courtTaken(court.name, label),
        /*i18n*/ '{court} already has {match}',
        { court: court.name, match: label },
        { field: 'courtId' },
      );
    }
    const now = new Date();
    const [updated] = await tx
      .update(matches)
      .set({
        calledAt: now,
        calledBy: user.id,
        courtId: court.id,
        version: sql`${matches.version} + 1`,
      })
      .where(eq(matches.id, row.id))
      .returning();
    // The court is taken now: later matches planned there move.
    await replanSchedule(tx, tournament, now);
    await mailMatchCalled(tx, tournament, updated!, entrants, court.name, input.publicUrl);
    return { tournament, row: updated!, courtName: court.name };
  });
}

/** POST /api/matches/{id}/uncall: a called match that has not started goes back to the queue. */
export async function uncallMatch(
  db: Db,
  user: UserRow,
  matchId: string,
): Promise<{ tournament: TournamentRow; row: MatchRow }> {
  const { tournamentId } = await findMatch(db, matchId);
  return db.transaction(async (tx: Tx) => {
    const tournament = await lockTournament(tx, tournamentId);
    await assertDesk(tx, tournament, user, DESK_MESSAGES.onlyDesk);
    const row = await findMatch(tx, matchId, true);
    if (row.status !== 'scheduled' || row.calledAt === null) {
      throw conflict(DESK_MESSAGES.notCalled);
    }
    const [updated] = await tx
      .update(matches)
      .set({ calledAt: null, calledBy: null, version: sql`${matches.version} + 1` })
      .where(eq(matches.id, row.id))
      .returning();
    await replanSchedule(tx, tournament);
    return { tournament, row: updated! };
  });
}
