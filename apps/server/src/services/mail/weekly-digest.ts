import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq, inArray, isNull, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  matches,
  teamMembers,
  teams,
  tournamentParticipants,
  tournaments,
  users,
  weeklyDigests,
} from '../../db/schema';
import { eventNameSql, tournamentAndEventOf } from '../events/event-name';
import { loadPlayerResults } from '../players/player-results';
import { enqueueMail } from './enqueue-mail';
import { weeklyDigestMail, type DigestUpcoming } from './digest-template';
import { mailMatchTime } from './mail-match-time';
import { mailI18n } from './mail-text';

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 100;
/** How often each instance looks for digests due (a week sends once, whoever looks). */
export const WEEKLY_DIGEST_INTERVAL_MS = 60 * 60 * 1000;

/** The Monday (UTC) starting the week of `at`, as YYYY-MM-DD: the digest's key. */
export function weekStartOf(at: Date): string {
  const day = (at.getUTCDay() + 6) % 7; // Monday 0 ... Sunday 6
  const monday = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() - day));
  return monday.toISOString().slice(0, 10);
}

/** The player's next matches: scheduled, both sides known, in tournaments they play in. */
async function upcomingMatches(
  db: Db,
  userId: string,
  settings: Record<string, unknown>,
): Promise<DigestUpcoming[]> {
  const ownTeams = db
    .select({ id: teamMembers.teamId })
    .from(teamMembers)
    .where(eq(teamMembers.userId, userId));
  const rows = await db
    .select({
      side1Id: matches.side1Id,
      side2Id: matches.side2Id,
      startTime: matches.startTime,
      // The tournament's name (an event's parent's), and the event's when named apart.
      tournamentName: sql<string>`coalesce((select p.name from ${tournaments} p
        where p.id = ${tournaments.parentId}), ${tournaments.name})`,
      eventName: eventNameSql,
      timeZone: tournaments.timeZone,
    })
    .from(matches)
    .innerJoin(tournaments, eq(tournaments.id, matches.tournamentId))
    .where(
      and(
        inArray(
          matches.tournamentId,
          db
            .select({ id: tournamentParticipants.tournamentId })
            .from(tournamentParticipants)
            .where(eq(tournamentParticipants.userId, userId)),
        ),
        eq(matches.status, 'scheduled'),
        sql`${matches.side1Id} is not null and ${matches.side2Id} is not null`,
        or(
          eq(matches.side1Id, userId),
          eq(matches.side2Id, userId),
          inArray(matches.side1Id, ownTeams),
          inArray(matches.side2Id, ownTeams),
        ),
      ),
    )
    .orderBy(asc(matches.startTime))
    .limit(5);
  if (rows.length === 0) return [];
  const sideIds = [...new Set(rows.flatMap((r) => [r.side1Id!, r.side2Id!]))];
  const [teamRows, memberRows, people] = await Promise.all([
    db.select({ id: teams.id, name: teams.name }).from(teams).where(inArray(teams.id, sideIds)),
    db
      .select({ teamId: teamMembers.teamId })
      .from(teamMembers)
      .where(and(inArray(teamMembers.teamId, sideIds), eq(teamMembers.userId, userId))),
    db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, sideIds)),
  ]);
  const isOwn = (sideId: string) =>
    sideId === userId || memberRows.some((m) => m.teamId === sideId);
  const i18n = mailI18n(settings);
  const nameOf = (id: string) =>
    teamRows.find((t) => t.id === id)?.name ??
    people.find((p) => p.id === id)?.name ??
    i18n.t('TBD');
  return rows.map((r) => ({
    tournament: tournamentAndEventOf(r.tournamentName, r.eventName),
    opponent: nameOf(isOwn(r.side1Id!) ? r.side2Id! : r.side1Id!),
    when: r.startTime ? mailMatchTime(r.startTime, r.timeZone, settings) : null,
  }));
}

/**
 * Sends this week's digest to every player whose weekly digest (and email notifications) is on
 * and who has not had it: their results of the last 7 days and their next matches. Each week is
 * recorded per player in the transaction that hands the mail to the outbox, so running it
 * again, or on several instances at once, sends nothing twice. A player with nothing played
 * and nothing to play gets no mail (recorded as 'empty'). Returns how many were mailed.
 */
export async function runWeeklyDigests(
  db: Db,
  options: { now?: Date; publicUrl: string },
): Promise<number> {
  const now = options.now ?? new Date();
  const week = weekStartOf(now);
  const since = new Date(now.getTime() - 7 * DAY_MS);
  let sent = 0;
  for (;;) {
    const due = await db
      .select({ id: users.id, name: users.name, email: users.email, settings: users.settings })
      .from(users)
      .where(
        and(
          isNull(users.deletedAt),
          sql`${users.settings} -> 'notificationSettings' ->> 'weeklyDigest' = 'true'`,
          sql`coalesce(${users.settings} -> 'notificationSettings' ->> 'emailNotifications', 'true') <> 'false'`,
          notExists(
            db
              .select({ one: sql`1` })
              .from(weeklyDigests)
              .where(and(eq(weeklyDigests.userId, users.id), eq(weeklyDigests.weekStart, week))),
          ),
        ),
      )
      .limit(BATCH);
    if (due.length === 0) return sent;
    for (const person of due) {
      const results = await loadPlayerResults(db, person.id, since);
      const upcoming = await upcomingMatches(db, person.id, person.settings);
      const isEmpty = results.length === 0 && upcoming.length === 0;
      await db.transaction(async (tx) => {
        const [claimed] = await tx
          .insert(weeklyDigests)
          .values({ userId: person.id, weekStart: week, outcome: isEmpty ? 'empty' : 'sent' })
          .onConflictDoNothing()
          .returning();
        if (!claimed || isEmpty) return;
        await enqueueMail(tx, weeklyDigestMail(person, week, results, upcoming, options.publicUrl));
        sent += 1;
      });
    }
  }
}

/** Runs the digest on an interval inside the server (every instance; the rows keep it once). */
export function startWeeklyDigests(db: Db, log: FastifyBaseLogger, publicUrl: string) {
  let running: Promise<void> | undefined;
  const tick = () => {
    running ??= runWeeklyDigests(db, { publicUrl })
      .then((sent) => {
        if (sent > 0) log.info({ sent }, 'weekly digests sent');
      })
      .catch((error: unknown) => log.error({ err: error }, 'weekly digests failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, WEEKLY_DIGEST_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
