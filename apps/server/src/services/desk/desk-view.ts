import { DESK_MESSAGES } from '@courtside/shared/api/desk';
import { asc, eq } from 'drizzle-orm';
import type { DeskAnswer } from '@courtside/shared/api/desk';
import { DESK_LATE_AFTER_MINUTES, DESK_QUEUE_LIMIT } from '@courtside/shared/constants';
import {
  courtOccupant,
  deskQueue,
  occupyingElsewhere,
  isLate,
  isOnCourt,
  isOnlyResting,
} from '@courtside/shared/domain/competition/desk';
import type { Db } from '../../db/client';
import { courts, matches, type UserRow } from '../../db/schema';
import { findTournament } from '../tournaments/tournament-access';
import { loadEntrants } from '../matches/entrants';
import { viewMatches } from '../matches/match-view';
import { toMatchFor } from '../viewer/matches';
import type { Audience } from '../viewer/people';
import { assertDesk } from '../tournaments/desk-access';
import { blockerTexts, checkedInPlayers, restMsOf, toDeskMatches } from './desk-matches';

const LATE_MS = DESK_LATE_AFTER_MINUTES * 60_000;

/**
 * GET /api/matches/tournament/{id}/desk (issue 27): per court, free or the match called there
 * or on court; then the matches waiting to be called in the planner's order, each with why it
 * cannot be called yet (the same rules as the call itself) and the court to call it to.
 */
export async function loadDesk(
  db: Db,
  user: UserRow,
  tournamentId: string,
  audience: Audience,
): Promise<DeskAnswer> {
  const tournament = await findTournament(db, tournamentId);
  await assertDesk(db, tournament, user, DESK_MESSAGES.onlyDesk);
  const now = Date.now();
  const rows = await db.select().from(matches).where(eq(matches.tournamentId, tournament.id));
  const entrantList = await loadEntrants(db, tournament);
  const entrants = new Map(entrantList.map((e) => [e.id, e]));
  // In the order the planner numbers them ('Court 1', 'Court 2'...).
  const courtRows = await db
    .select()
    .from(courts)
    .where(eq(courts.tournamentId, tournament.parentId ?? tournament.id))
    .orderBy(asc(courts.createdAt), asc(courts.name));
  const courtNames = new Map(courtRows.map((c) => [c.id, c.name]));
  const deskMatches = toDeskMatches(rows, entrants);
  const queue = deskQueue({
    now,
    restMs: restMsOf(tournament),
    matches: deskMatches,
    checkedIn: await checkedInPlayers(db, tournament),
    courtIds: courtRows.map((c) => c.id),
    lateMs: LATE_MS,
    limit: DESK_QUEUE_LIMIT,
  });
  const occupants = courtRows.map((court) => courtOccupant(court.id, deskMatches));
  const elsewhere = occupyingElsewhere(occupants, deskMatches);
  const shown = new Set([
    ...queue.map((e) => e.match.id),
    ...occupants.flatMap((m) => (m ? [m.id] : [])),
    ...elsewhere.map((m) => m.id),
  ]);
  const views = await viewMatches(
    db,
    tournament,
    rows.filter((r) => shown.has(r.id)),
    entrantList,
  );
  const answer = new Map(views.map((v) => [v.id, toMatchFor(v, audience)]));
  const rowOf = new Map(rows.map((r) => [r.id, r]));
  return {
    now: new Date(now).toISOString(),
    courts: courtRows.map((court, i) => {
      const occupant = occupants[i];
      return {
        id: court.id,
        name: court.name,
        state: occupant ? (isOnCourt(occupant) ? 'on-court' : 'called') : 'free',
        match: occupant ? answer.get(occupant.id)! : null,
        isLate: occupant ? isLate(occupant, now, LATE_MS) : false,
      };
    }),
    queue: queue.map((entry) => ({
      match: answer.get(entry.match.id)!,
      blockers: entry.blockers.flatMap((b) =>
        blockerTexts(b, rowOf.get(entry.match.id)!, {
          tournament,
          rows,
          entrants: entrantList,
          courtNames,
        }),
      ),
      suggestedCourtId: entry.suggestedCourtId,
      isLate: entry.isLate,
      canCallEarly: isOnlyResting(entry.blockers),
    })),
    elsewhere: elsewhere.map((m) => answer.get(m.id)!),
    lastRounds: Object.fromEntries(
      [...new Set(rows.map((r) => r.stage))].map((stage) => [
        stage,
        Math.max(...rows.filter((r) => r.stage === stage).map((r) => r.round)),
      ]),
    ),
  };
}
