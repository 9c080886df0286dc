import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import type { TournamentEvent, TournamentSchedule } from '@courtside/shared/api/event';
import type { Match } from '@courtside/shared/api/match';
import type { PlayerStats } from '@courtside/shared/api/player';
import {
  estimatedMatchMinutes,
  scoringFormatNamed,
} from '@courtside/shared/domain/competition/scoring';
import {
  matches,
  teamMembers,
  tournamentScoreKeepers,
  tournaments,
  users,
} from '../../../db/schema';
import { createSessionUsers, createSignedInUser, mailedToken } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { matchesOf, scoreAs } from '../../../test/competition';
import { callAs, createTournamentAs } from '../../../test/tournaments';

let t: TestApp;
let organizer: Awaited<ReturnType<typeof createSignedInUser>>;

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_MAX: '1000000' });
  organizer = await createSignedInUser(t.app, { role: 'organizer', name: 'Schedule Organizer' });
}, 300_000);
afterAll(() => t.close());

const MINUTE = 60_000;
const REST_MINUTES = 15;

/**
 * Every clash of the family's schedule: a court hosting two matches at once, a person (each
 * player of a team) in two matches at once or without the rest between, each match as long as
 * its own event's matches.
 */
async function clashesOf(eventIds: string[]): Promise<string[]> {
  const events = await t.app.db.select().from(tournaments).where(inArray(tournaments.id, eventIds));
  const durationOf = new Map(
    events.map((e) => [e.id, estimatedMatchMinutes(scoringFormatNamed(e.scoringFormat)) * MINUTE]),
  );
  const rows = await t.app.db.select().from(matches).where(inArray(matches.tournamentId, eventIds));
  const members = await t.app.db
    .select({ teamId: teamMembers.teamId, userId: teamMembers.userId })
    .from(teamMembers)
    .where(inArray(teamMembers.tournamentId, eventIds));
  const persons = (id: string | null) => {
    if (!id) return [];
    const team = members.filter((m) => m.teamId === id).map((m) => m.userId);
    return team.length > 0 ? team : [id];
  };
  const placed = rows
    .filter((r) => r.status !== 'cancelled' && r.startTime)
    .map((r) => ({
      id: r.id,
      court: r.courtId,
      start: r.startTime!.getTime(),
      end: r.startTime!.getTime() + durationOf.get(r.tournamentId)!,
      persons: [...persons(r.side1Id), ...persons(r.side2Id)],
    }));
  const clashes: string[] = [];
  for (const [i, a] of placed.entries()) {
    for (const b of placed.slice(i + 1)) {
      if (a.court && a.court === b.court && a.start < b.end && b.start < a.end) {
        clashes.push(`court ${a.id} ${b.id}`);
      }
      const shared = a.persons.find((p) => b.persons.includes(p));
      const rest = REST_MINUTES * MINUTE;
      if (shared && a.start < b.end + rest && b.start < a.end + rest) {
        clashes.push(`person ${shared} ${a.id} ${b.id}`);
      }
    }
  }
  return clashes;
}

/** Three events on six courts, 40 players of whom 12 play two events. */
async function threeEventTournament() {
  const asOrganizer = callAs(t.app, organizer.token);
  const root = await createTournamentAs(t.app, organizer.token, {
    name: "Men's Doubles 3.5",
    category: 'men',
    type: 'doubles',
    format: 'knockout',
    maxParticipants: 16,
    minRating: 3.5,
    maxRating: 3.99,
    courtCount: 6,
    restMinutes: REST_MINUTES,
    timeZone: 'America/Chicago',
    closingTime: '12:00',
  });
  const add = async (body: Record<string, unknown>) => {
    const res = await asOrganizer('POST', `/api/tournaments/${root.id}/events`, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ data: TournamentEvent }>().data;
  };
  const mixed = await add({
    name: 'Mixed Doubles 3.5',
    category: 'mixed',
    type: 'doubles',
    format: 'round-robin',
    maxParticipants: 16,
    minRating: 3.5,
    maxRating: 3.99,
  });
  const singles = await add({
    name: "Women's Singles",
    category: 'women',
    type: 'singles',
    format: 'knockout',
    maxParticipants: 20,
    scoringFormat: 'one-game-to-21',
  });
  const players = await createSessionUsers(t.app.db, 40, { namePrefix: 'Sched Player' });
  await t.app.db
    .update(users)
    .set({ rating: 3.6 })
    .where(
      inArray(
        users.id,
        players.map((p) => p.id),
      ),
    );
  const entries: [string, typeof players][] = [
    [root.id, players.slice(0, 16)],
    [mixed.id, players.slice(8, 24)],
    [singles.id, players.slice(20, 40)],
  ];
  // One player below the events' 3.5 is refused with the reason (eligibility, decision 035).
  const [low] = await createSessionUsers(t.app.db, 1, { namePrefix: 'Sched Low' });
  const refused = await callAs(t.app, low!.token)(
    'POST',
    `/api/tournaments/${root.id}/registrations`,
    { events: [{ eventId: mixed.id }] },
  );
  expect(refused.statusCode).toBe(409);
  expect(refused.json().message).toMatch(/^Mixed Doubles 3\.5: Your rating .* is below/);
  // Men's Doubles and Women's Singles by joining, the organizer forming the men's teams;
  // Mixed Doubles by registration with a partner, who accepts from the mail (decision 038).
  for (const [eventId, list] of [entries[0]!, entries[2]!]) {
    for (const p of list) {
      const joined = await callAs(t.app, p.token)('POST', `/api/tournaments/${eventId}/join`);
      expect(joined.statusCode, joined.body).toBe(200);
    }
  }
  const men = entries[0]![1];
  const menTeams = Array.from({ length: men.length / 2 }, (_, i) => ({
    playerIds: [men[2 * i]!.id, men[2 * i + 1]!.id],
  }));
  const saved = await asOrganizer('POST', `/api/teams/tournament/${root.id}`, { teams: menTeams });
  expect(saved.statusCode, saved.body).toBe(200);
  const mixedPlayers = entries[1]![1];
  for (let i = 0; i < mixedPlayers.length; i += 2) {
    const [inviter, partner] = [mixedPlayers[i]!, mixedPlayers[i + 1]!];
    const asked = await callAs(t.app, inviter.token)(
      'POST',
      `/api/tournaments/${root.id}/registrations`,
      { events: [{ eventId: mixed.id, partnerId: partner.id }] },
    );
    expect(asked.statusCode, asked.body).toBe(200);
    const token = await mailedToken(t.app.db, partner.email, '/partner-request');
    const accepted = await callAs(t.app, partner.token)(
      'POST',
      '/api/tournaments/partner-requests/accept',
      { token },
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
  }
  return { root, mixed, singles, players, ids: [root.id, mixed.id, singles.id] };
}

/** A private tournament with no match yet. */
async function tinyPrivate() {
  const root = await createTournamentAs(t.app, organizer.token, {
    isPublic: false,
    name: 'Private Day',
  });
  return { root: root.id };
}

/** A winning score in the event's scoring format. */
const winning = (m: Match, oneGame: boolean): [number[], number[]] =>
  oneGame
    ? [[21], [15]]
    : [
        [11, 11],
        [6, 8],
      ];

describe('one schedule for the whole tournament (issue 26, decision 036)', () => {
  it('answers the schedule only to those who may see the results', async () => {
    const { root } = await tinyPrivate();
    const stranger = await createSignedInUser(t.app, { name: 'Schedule Stranger' });
    expect(
      (await callAs(t.app, stranger.token)('GET', `/api/tournaments/${root}/schedule`)).statusCode,
    ).toBe(403);
    expect((await callAs(t.app, null)('GET', `/api/tournaments/${root}/schedule`)).statusCode).toBe(
      401,
    );
    expect(
      (await callAs(t.app, organizer.token)('GET', `/api/tournaments/${root}/schedule`)).statusCode,
    ).toBe(200);
  });

  it('starting a second event later plans it around the first on the same courts', async () => {
    const asOrganizer = callAs(t.app, organizer.token);
    const root = await createTournamentAs(t.app, organizer.token, {
      name: 'Early Singles',
      maxParticipants: 8,
      courtCount: 2,
      restMinutes: REST_MINUTES,
    });
    const late = (
      await asOrganizer('POST', `/api/tournaments/${root.id}/events`, {
        name: 'Late Singles',
        category: 'open',
        type: 'singles',
        format: 'knockout',
        maxParticipants: 8,
      })
    ).json<{ data: TournamentEvent }>().data;
    const players = await createSessionUsers(t.app.db, 12, { namePrefix: 'Two Start' });
    // Four players play both events.
    for (const [eventId, list] of [
      [root.id, players.slice(0, 8)],
      [late.id, [...players.slice(4, 8), ...players.slice(8, 12)]],
    ] as const) {
      for (const p of list) {
        const joined = await callAs(t.app, p.token)('POST', `/api/tournaments/${eventId}/join`);
        expect(joined.statusCode, joined.body).toBe(200);
      }
    }
    const first = await asOrganizer('POST', `/api/tournaments/${root.id}/events/${root.id}/start`);
    expect(first.statusCode, first.body).toBe(200);
    const second = await asOrganizer('POST', `/api/tournaments/${root.id}/events/${late.id}/start`);
    expect(second.statusCode, second.body).toBe(200);
    expect(await clashesOf([root.id, late.id])).toEqual([]);
    const schedule = (await asOrganizer('GET', `/api/tournaments/${root.id}/schedule`)).json<{
      data: TournamentSchedule;
    }>().data;
    expect(schedule.courts).toHaveLength(2);
    const courtIds = new Set(schedule.courts.map((c) => c.id));
    expect(schedule.matches.every((m) => m.courtId && courtIds.has(m.courtId))).toBe(true);
    expect(new Set(schedule.matches.map((m) => m.eventId)).size).toBe(2);
  }, 600_000);

  it('starts three events on six shared courts with no clash, and keeps none as every event is played to its champion', async () => {
    const { ids, singles, players } = await threeEventTournament();
    const asOrganizer = callAs(t.app, organizer.token);
    const started = await asOrganizer('POST', `/api/tournaments/${ids[0]}/events/start`);
    expect(started.statusCode, started.body).toBe(200);
    expect(await clashesOf(ids)).toEqual([]);

    // The whole tournament's schedule: every event's matches, each event's forecast end, and
    // the day past the venue's closing time (noon) flagged.
    const answer = await asOrganizer('GET', `/api/tournaments/${ids[0]}/schedule`);
    expect(answer.statusCode, answer.body).toBe(200);
    const schedule = answer.json<{ data: TournamentSchedule }>().data;
    expect(schedule.timeZone).toBe('America/Chicago');
    expect(schedule.courts).toHaveLength(6);
    expect(schedule.events.map((e) => e.name)).toEqual([
      "Men's Doubles 3.5",
      'Mixed Doubles 3.5',
      "Women's Singles",
    ]);
    expect(schedule.events.map((e) => e.matchMinutes)).toEqual([75, 75, 25]);
    const counts = await Promise.all(
      ids.map(async (id) => (await matchesOf(t.app, organizer.token, id)).length),
    );
    expect(schedule.matches).toHaveLength(counts.reduce((a, b) => a + b, 0));
    for (const event of schedule.events) {
      const own = schedule.matches.filter((m) => m.eventId === event.id && m.plannedEnd);
      expect(own.length).toBeGreaterThan(0);
      expect(event.forecastEnd).toBe(
        own
          .map((m) => m.plannedEnd!)
          .sort()
          .at(-1),
      );
      expect(event.pastClosing).toBe(true);
    }
    const first = schedule.matches.find(
      (m) => m.eventId === ids[0] && m.side1Name && m.side2Name && m.courtName,
    )!;
    expect(first).toMatchObject({ status: 'scheduled', movable: true });
    // A round robin's matches carry their group (the printed court schedule names it).
    const groupsOf = (id: string) =>
      new Set(schedule.matches.filter((m) => m.eventId === id).map((m) => m.group));
    expect(groupsOf(ids[1]!).has('A')).toBe(true);
    expect([...groupsOf(ids[0]!)]).toEqual([null]);
    // Moving a match onto a court another event holds then is refused, naming that event's match.
    const other = schedule.matches.find(
      (m) => m.eventId === ids[2] && m.startTime && m.courtId !== first.courtId,
    )!;
    const refused = await asOrganizer('PUT', `/api/tournaments/${first.eventId}/match-schedule`, {
      matchId: first.id,
      startTime: other.startTime,
      courtId: other.courtId,
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toContain(
      `${other.courtName} already hosts ${other.eventName}, Round`,
    );
    let results = 0;
    for (let guard = 0; guard < 200; guard += 1) {
      const all = (
        await Promise.all(ids.map((id) => matchesOf(t.app, organizer.token, id)))
      ).flat();
      const open = all
        .filter((m) => m.status === 'scheduled' && m.player1Id && m.player2Id)
        .sort((a, b) => Date.parse(a.startTime ?? '') - Date.parse(b.startTime ?? ''));
      const next = open[0];
      if (!next) break;
      const [p1, p2] = winning(next, next.tournamentId === singles.id);
      const scored = await scoreAs(t.app, organizer.token, next, p1, p2);
      expect(scored.statusCode, scored.body).toBe(200);
      results += 1;
      expect(await clashesOf(ids), `after result ${results}`).toEqual([]);
    }
    const rows = await t.app.db
      .select({ status: tournaments.status, winnerName: tournaments.winnerName })
      .from(tournaments)
      .where(inArray(tournaments.id, ids));
    expect(rows.map((r) => r.status)).toEqual(['completed', 'completed', 'completed']);
    expect(rows.every((r) => r.winnerName)).toBe(true);
    expect(results).toBeGreaterThan(40);

    // A player's statistics count every event: the wins and losses of a player in Men's and
    // Mixed Doubles are those of both events' matches, and each completed event is one played.
    const both = players[10]!;
    const sides = new Set([
      both.id,
      ...(
        await t.app.db
          .select({ teamId: teamMembers.teamId })
          .from(teamMembers)
          .where(inArray(teamMembers.userId, [both.id]))
      ).map((r) => r.teamId),
    ]);
    const played = (await Promise.all(ids.map((id) => matchesOf(t.app, organizer.token, id))))
      .flat()
      .filter(
        (m) =>
          m.status === 'completed' &&
          m.winner &&
          (sides.has(m.player1Id ?? '') || sides.has(m.player2Id ?? '')),
      );
    const wins = played.filter((m) => sides.has(m.winner!)).length;
    expect(new Set(played.map((m) => m.tournamentId)).size).toBe(2);
    const stats = (await callAs(t.app, both.token)('GET', `/api/players/${both.id}/stats`)).json<{
      data: PlayerStats;
    }>().data;
    expect(stats).toMatchObject({
      wins,
      losses: played.length - wins,
      tournamentsPlayed: 2,
    });
  }, 900_000);

  it('answers the schedule fresh, by the tournament or an event, after a move, a score, a renamed player and a new event', async () => {
    const asOrganizer = callAs(t.app, organizer.token);
    const root = await createTournamentAs(t.app, organizer.token, {
      name: 'Fresh Singles',
      maxParticipants: 4,
      courtCount: 2,
    });
    const event = (
      await asOrganizer('POST', `/api/tournaments/${root.id}/events`, {
        name: 'Fresh Late Singles',
        category: 'open',
        type: 'singles',
        format: 'knockout',
        maxParticipants: 4,
      })
    ).json<{ data: TournamentEvent }>().data;
    const players = await createSessionUsers(t.app.db, 8, { namePrefix: 'Fresh' });
    for (const [eventId, list] of [
      [root.id, players.slice(0, 4)],
      [event.id, players.slice(4, 8)],
    ] as const) {
      for (const p of list) {
        const joined = await callAs(t.app, p.token)('POST', `/api/tournaments/${eventId}/join`);
        expect(joined.statusCode, joined.body).toBe(200);
      }
    }
    const started = await asOrganizer('POST', `/api/tournaments/${root.id}/events/start`);
    expect(started.statusCode, started.body).toBe(200);
    const read = async (id: string) => {
      const answer = await asOrganizer('GET', `/api/tournaments/${id}/schedule`);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json<{ data: TournamentSchedule }>().data;
    };
    const both = async () => [await read(root.id), await read(event.id)];
    // Read (and kept) by either id before each change.
    for (const schedule of await both()) expect(schedule.matches).toHaveLength(8);

    // A manual move of the event's match, two hours after the last planned end.
    const before = await read(event.id);
    const moved = before.matches.find((m) => m.eventId === event.id && m.movable)!;
    const lastEnd = Math.max(...before.matches.map((m) => Date.parse(m.plannedEnd!)));
    const startTime = new Date(lastEnd + 120 * MINUTE).toISOString();
    const move = await asOrganizer('PUT', `/api/tournaments/${event.id}/match-schedule`, {
      matchId: moved.id,
      startTime,
      courtId: moved.courtId,
    });
    expect(move.statusCode, move.body).toBe(200);
    for (const schedule of await both()) {
      expect(schedule.matches.find((m) => m.id === moved.id)?.startTime).toBe(startTime);
      expect(schedule.events.find((e) => e.id === event.id)?.forecastEnd).toBe(
        schedule.matches.find((m) => m.id === moved.id)?.plannedEnd,
      );
    }

    // A score of the tournament's first event.
    const [semi] = (await matchesOf(t.app, organizer.token, root.id)).filter((m) => m.round === 1);
    expect((await scoreAs(t.app, organizer.token, semi!, [11, 11], [2, 3])).statusCode).toBe(200);
    for (const schedule of await both()) {
      expect(schedule.matches.find((m) => m.id === semi!.id)).toMatchObject({
        status: 'completed',
        movable: false,
      });
    }

    // A player renamed: their name on every side they play.
    const renamed = players[4]!;
    await t.app.db.update(users).set({ name: 'Fresh Renamed' }).where(eq(users.id, renamed.id));
    for (const schedule of await both()) {
      const names = schedule.matches.flatMap((m) => [m.side1Name, m.side2Name]);
      expect(names).toContain('Fresh Renamed');
      expect(names).not.toContain(renamed.name);
    }

    // A new event of the tournament: listed at once.
    const added = await asOrganizer('POST', `/api/tournaments/${root.id}/events`, {
      name: 'Fresh Added Singles',
      category: 'open',
      type: 'singles',
      format: 'knockout',
      maxParticipants: 4,
    });
    expect(added.statusCode, added.body).toBe(201);
    for (const schedule of await both()) expect(schedule.events).toHaveLength(3);
  }, 600_000);
  it("answers a private tournament's schedule to a keeper named after a refusal, and refuses it again once they are not", async () => {
    const { root } = await tinyPrivate();
    const keeper = await createSignedInUser(t.app, { name: 'Schedule Keeper Later' });
    const asKeeper = () => callAs(t.app, keeper.token)('GET', `/api/tournaments/${root}/schedule`);
    expect((await asKeeper()).statusCode).toBe(403);
    expect((await asKeeper()).statusCode).toBe(403);
    await t.app.db
      .insert(tournamentScoreKeepers)
      .values({ tournamentId: root, userId: keeper.user.id });
    expect((await asKeeper()).statusCode).toBe(200);
    expect((await asKeeper()).statusCode).toBe(200);
    await t.app.db
      .delete(tournamentScoreKeepers)
      .where(
        and(
          eq(tournamentScoreKeepers.tournamentId, root),
          eq(tournamentScoreKeepers.userId, keeper.user.id),
        ),
      );
    expect((await asKeeper()).statusCode).toBe(403);
  });
});
