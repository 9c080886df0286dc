import { and, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { OrganizerDashboard } from '@courtside/shared/api/dashboard';
import type { Db } from '../../db/client';
import { matches, tournamentParticipants, tournaments } from '../../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;

/** The UTC day holding `now`, for a caller that did not say where its today is. */
function utcDay(now: Date): { from: Date; to: Date } {
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return { from, to: new Date(from.getTime() + DAY_MS) };
}

/**
 * The organizer dashboard's four figures (docs/decisions/020), counted over the
 * tournaments `organizerId` runs and no other.
 */
export async function organizerDashboard(
  db: Db,
  organizerId: string,
  range: { from?: string; to?: string },
  now = new Date(),
): Promise<OrganizerDashboard> {
  const day = utcDay(now);
  const from = range.from ? new Date(range.from) : day.from;
  const to = range.to
    ? new Date(range.to)
    : range.from
      ? new Date(from.getTime() + DAY_MS)
      : day.to;
  const mine = db
    .select({ id: tournaments.id })
    .from(tournaments)
    .where(eq(tournaments.organizerId, organizerId));

  const [running, registrations, today, inProgress] = await Promise.all([
    db
      // A tournament runs while any of its events does (decision 034).
      .select({
        n: sql<number>`count(distinct coalesce(${tournaments.parentId}, ${tournaments.id}))::int`,
      })
      .from(tournaments)
      .where(and(eq(tournaments.organizerId, organizerId), eq(tournaments.status, 'ongoing'))),
    db
      .select({ n: count() })
      .from(tournamentParticipants)
      .where(
        and(
          inArray(tournamentParticipants.tournamentId, mine),
          gte(tournamentParticipants.joinedAt, new Date(now.getTime() - WEEK_MS)),
        ),
      ),
    db
      .select({ n: count() })
      .from(matches)
      .where(
        and(
          inArray(matches.tournamentId, mine),
          inArray(matches.status, ['scheduled', 'in-progress']),
          gte(matches.startTime, from),
          lt(matches.startTime, to),
        ),
      ),
    db
      .select({ n: count() })
      .from(matches)
      .where(and(inArray(matches.tournamentId, mine), eq(matches.status, 'in-progress'))),
  ]);
  const figure = (rows: { n: number }[]) => Number(rows[0]?.n ?? 0);
  return {
    tournamentsRunning: figure(running),
    registrationsThisWeek: figure(registrations),
    matchesToday: figure(today),
    matchesInProgress: figure(inProgress),
  };
}
