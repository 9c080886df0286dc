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
import { courts, matches, type MatchRow, type TournamentRow, type UserRow } from '../../db/schema';
import { findTournament } from '../tournaments/tournament-access';
import { loadEntrants } from '../matches/entrants';
import { viewMatches } from '../matches/match-view';
import { toMatchFor } from '../viewer/matches';
import type { Audience } from '../viewer/people';
import { assertDesk } from '../tournaments/desk-access';
import { familyEntrants, familyMatches, loadFamily, rootOf } from '../matches/family';
import { eventNameOf } from '../events/event-name';
import { blockerTexts, checkedInPlayers, restMsOf, toDeskMatches } from './desk-matches';

const LATE_MS = DESK_LATE_AFTER_MINUTES * 60_000;

/**
 * The players checked in at any event of the tournament: a player at the venue is there for
 * each of their events. Null when the tournament does not use check-in.
 */
async function familyCheckedIn(
  db: Db,
  family: readonly TournamentRow[],
): Promise<Set<string> | null> {
  const sets = await Promise.all(family.map((event) => checkedInPlayers(db, event)));
  if (sets.every((set) => set === null)) return null;
  return new Set(sets.flatMap((set) => (set ? [...set] : [])));
}

/**
 * The last round of each stage: keyed by stage for the viewed event's matches, and by
 * "eventId:stage" for every event's (two events' knockouts end at different rounds).
 */
function lastRoundsOf(rows: readonly MatchRow[], viewedId: string): Record<string, number> {
  const last: Record<string, number> = Object.create(null) as Record<string, number>;
  for (const row of rows) {
    const keys = [`${row.tournamentId}:${row.stage}`];
    if (row.tournamentId === viewedId) keys.push(row.stage);
    for (const key of keys) last[key] = Math.max(last[key] ?? 0, row.round);
  }
  return { ...last };
}

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
  // One desk for the venue (issue 26): every event's matches share its courts and players.
  const family = await loadFamily(db, tournament);
  const isFamily = family.length > 1;
  const rows = isFamily
    ? await familyMatches(db, family)
    : await db.select().from(matches).where(eq(matches.tournamentId, tournament.id));
  const entrants = isFamily
    ? await familyEntrants(db, family)
    : new Map((await loadEntrants(db, tournament)).map((e) => [e.id, e]));
  const entrantList = [...entrants.values()];
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
    checkedIn: await familyCheckedIn(db, family),
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
  // Each event's matches as that event's (its keepers, its name beside the tournament's).
  const root = rootOf(family);
  const views = (
    await Promise.all(
      family.map(async (event) => {
        const own = rows.filter((r) => r.tournamentId === event.id && shown.has(r.id));
        const viewed = own.length === 0 ? [] : await viewMatches(db, event, own, entrantList);
        // The first event is named too once there are several (its own name, decision 039).
        return isFamily && event.id === root.id
          ? viewed.map((v) => ({ ...v, eventName: eventNameOf(root) }))
          : viewed;
      }),
    )
  ).flat();
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
    eventIds: family.map((event) => event.id),
    lastRounds: lastRoundsOf(rows, tournament.id),
  };
}
