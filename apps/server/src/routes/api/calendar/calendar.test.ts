import ICAL from 'ical.js';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Match } from '@courtside/shared/api/match';
import { formatMatchTime } from '@courtside/shared/time/match-time';
import { calendarFeeds, matches as matchesTable, users } from '../../../db/schema';
import { createSession } from '../../../services/auth/sessions';
import { createSignedInUser, createSessionUsers } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { matchesOf } from '../../../test/competition';
import { callAs, createTournamentAs } from '../../../test/tournaments';

let t: TestApp;
let organizer: Awaited<ReturnType<typeof createSignedInUser>>;

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_MAX: '1000000' });
  organizer = await createSignedInUser(t.app, { role: 'organizer', name: 'Cal Organizer' });
});
afterAll(() => t.close());

const as = (token: string | null) => callAs(t.app, token);
const ZONE = 'America/Los_Angeles';

interface FeedEvent {
  uid: string;
  summary: string;
  location: string;
  sequence: number;
  tzid: string | null;
  /** The wall-clock start as written: '2027-03-13T09:00:00'. */
  wall: string;
  /** The instant it names, read through the feed's own VTIMEZONE. */
  instant: string;
  lastModified: string;
}

/** A feed parsed by ical.js, with its VTIMEZONEs registered, so each time resolves as written. */
function parseFeed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zones = calendar.getAllSubcomponents('vtimezone');
  for (const zone of zones) ICAL.TimezoneService.register(zone);
  const events: FeedEvent[] = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    const start = vevent.getFirstProperty('dtstart')!;
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location,
      sequence: event.sequence,
      tzid: start.getParameter('tzid') as string | null,
      wall: event.startDate.toString(),
      instant: event.startDate.toJSDate().toISOString(),
      lastModified: String(vevent.getFirstPropertyValue('last-modified')),
    };
  });
  return { calendar, zones: zones.map((z) => String(z.getFirstPropertyValue('tzid'))), events };
}

/** A two-day knockout of four on the US DST weekend, started, and a player of it. */
async function dstTournament(overrides: Record<string, unknown> = {}) {
  const tournament = await createTournamentAs(t.app, organizer.token, {
    name: 'Daylight Open',
    location: 'Riverside Courts, Pasadena CA',
    startDate: '2027-03-13',
    endDate: '2027-03-14',
    timeZone: ZONE,
    maxParticipants: 4,
    hasBronzeMatch: false,
    ...overrides,
  });
  const players = await createSessionUsers(t.app.db, 4, { namePrefix: 'Dst Player' });
  for (const p of players) {
    const joined = await as(p.token)('POST', `/api/tournaments/${tournament.id}/join`);
    expect(joined.statusCode, joined.body).toBe(200);
  }
  const started = await as(organizer.token)('POST', `/api/tournaments/${tournament.id}/start`);
  expect(started.statusCode, started.body).toBe(200);
  const matches = await matchesOf(t.app, organizer.token, tournament.id);
  return { tournament, players, matches };
}

const isOf = (match: Match, playerId: string) =>
  match.player1Id === playerId || match.player2Id === playerId;

async function feedOf(token: string) {
  const created = await as(token)('POST', '/api/calendar-feeds');
  expect(created.statusCode, created.body).toBe(201);
  return created.json<{ data: { url: string; webcalUrl: string } }>().data;
}

const pathOf = (url: string) => new URL(url).pathname;

describe('GET /api/tournaments/{id}/calendar.ics', () => {
  it('holds every planned match at the venue with TZID, the app’s own wall times across DST', async () => {
    const { tournament, matches } = await dstTournament();
    const [first, second] = matches.filter((m) => m.startTime);
    // The second semifinal moves to the Sunday, after the clocks go forward at 2:00 AM.
    const moved = await as(organizer.token)('PUT', `/api/matches/${second!.id}/details`, {
      startTime: '2027-03-14T16:00:00Z',
    });
    expect(moved.statusCode, moved.body).toBe(200);

    const response = await as(null)('GET', `/api/tournaments/${tournament.id}/calendar.ics`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    const feed = parseFeed(response.body);
    expect(feed.zones).toEqual([ZONE]);
    const byUid = new Map(feed.events.map((e) => [e.uid, e]));
    const saturday = [...byUid.values()].find((e) => e.uid.includes(first!.id))!;
    const sunday = [...byUid.values()].find((e) => e.uid.includes(second!.id))!;
    // Both at 9:00 AM on the venue's clock: PST on Saturday, PDT on Sunday.
    expect(saturday).toMatchObject({ tzid: ZONE, wall: '2027-03-13T09:00:00' });
    expect(sunday).toMatchObject({ tzid: ZONE, wall: '2027-03-14T09:00:00' });
    expect(saturday.instant).toBe('2027-03-13T17:00:00.000Z');
    expect(sunday.instant).toBe('2027-03-14T16:00:00.000Z');
    // The same clock the app and the public page show.
    for (const [event, match] of [
      [saturday, first!],
      [sunday, { ...second!, startTime: '2027-03-14T16:00:00.000Z' }],
    ] as const) {
      const shown = formatMatchTime(new Date(match.startTime!), ZONE, ZONE, { timeFormat: '24h' });
      expect(shown.venue.slice(0, 5)).toBe(event.wall.slice(11, 16));
    }
    expect(saturday.summary).toMatch(/ v .*\(Round 1\) · Daylight Open$/);
    expect(saturday.location).toMatch(/^Court \d, Riverside Courts, Pasadena CA$/);
    expect(response.body).not.toMatch(/@example\.com|rating/i);
  });

  it('moves a match in place: the same UID, a new DTSTART, a higher SEQUENCE', async () => {
    const { tournament, matches } = await dstTournament({ name: 'Moving Day' });
    const match = matches.find((m) => m.startTime && m.player1Id)!;
    const read = async () =>
      parseFeed(
        (await as(null)('GET', `/api/tournaments/${tournament.id}/calendar.ics`)).body,
      ).events.find((e) => e.uid.includes(match.id))!;
    const before = await read();
    const moved = await as(organizer.token)('PUT', `/api/matches/${match.id}/details`, {
      startTime: '2027-03-13T22:30:00Z',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = await read();
    expect(after.uid).toBe(before.uid);
    expect(before.wall).toBe('2027-03-13T09:00:00');
    expect(after.wall).toBe('2027-03-13T14:30:00');
    expect(after.sequence).toBeGreaterThan(before.sequence);
  });

  it("counts the planner's own moves too (one SQL statement, no version change)", async () => {
    const { tournament, matches } = await dstTournament({ name: 'Planner Cup' });
    const match = matches.find((m) => m.startTime && m.player1Id)!;
    const read = async () =>
      parseFeed(
        (await as(null)('GET', `/api/tournaments/${tournament.id}/calendar.ics`)).body,
      ).events.find((e) => e.uid.includes(match.id))!;
    const before = await read();
    // As replanSchedule writes: start and court from a JSON record set, `version` untouched.
    const moved = JSON.stringify([{ id: match.id, start: '2027-03-13T18:00:00.000Z' }]);
    await t.app.db.execute(sql`
      update ${matchesTable} set start_time = v.start
      from json_to_recordset(${moved}::json) as v(id uuid, start timestamptz)
      where ${matchesTable.id} = v.id`);
    const [row] = await t.app.db
      .select({ version: matchesTable.version })
      .from(matchesTable)
      .where(eq(matchesTable.id, match.id));
    expect(row!.version).toBe(match.version);
    const after = await read();
    expect(after.wall).toBe('2027-03-13T10:00:00');
    expect(after.sequence).toBe(before.sequence + 1);
    expect(after.lastModified >= before.lastModified).toBe(true);
  });

  it('is 404 for a private tournament and a missing one, as the public page is', async () => {
    const hidden = await createTournamentAs(t.app, organizer.token, { isPublic: false });
    for (const id of [hidden.id, crypto.randomUUID(), 'not-a-uuid']) {
      const response = await as(organizer.token)('GET', `/api/tournaments/${id}/calendar.ics`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
  });
});

describe('personal feeds: POST/DELETE /api/calendar-feeds, GET /api/calendar/{token}.ics', () => {
  it("holds the player's own matches in every tournament, and only theirs", async () => {
    const one = await dstTournament({ name: 'First Cup' });
    const me = one.players[0]!;
    const two = await createTournamentAs(t.app, organizer.token, {
      name: 'Second Cup',
      startDate: '2027-05-01',
      timeZone: 'America/Chicago',
      maxParticipants: 4,
    });
    const others = await createSessionUsers(t.app.db, 1);
    for (const p of [me, others[0]!]) {
      expect((await as(p.token)('POST', `/api/tournaments/${two.id}/join`)).statusCode).toBe(200);
    }
    expect((await as(organizer.token)('POST', `/api/tournaments/${two.id}/start`)).statusCode).toBe(
      200,
    );
    const feed = await feedOf(me.token);
    expect(feed.url).toMatch(/^http:\/\/courtside\.test\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(feed.webcalUrl).toBe(feed.url.replace('http://', 'webcal://'));

    const response = await as(null)('GET', pathOf(feed.url));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, max-age=300');
    const parsed = parseFeed(response.body);
    const mine = one.matches.filter((m) => m.startTime && isOf(m, me.id));
    expect(mine.length).toBeGreaterThan(0);
    for (const m of mine) expect(parsed.events.some((e) => e.uid.includes(m.id))).toBe(true);
    const notMine = one.matches.filter((m) => m.startTime && m.player1Id && !isOf(m, me.id));
    for (const m of notMine) expect(parsed.events.some((e) => e.uid.includes(m.id))).toBe(false);
    expect(parsed.events.some((e) => e.summary.endsWith('· Second Cup'))).toBe(true);
    // One VTIMEZONE per venue zone.
    expect(parsed.zones.sort()).toEqual(['America/Chicago', ZONE]);
    const chicago = parsed.events.find((e) => e.summary.endsWith('· Second Cup'))!;
    expect(chicago).toMatchObject({ tzid: 'America/Chicago', wall: '2027-05-01T09:00:00' });
  });

  it('includes the matches a player keeps the score of', async () => {
    const { matches } = await dstTournament({ name: 'Keeper Cup' });
    const keeper = await createSignedInUser(t.app, { name: 'Kept Keeper' });
    const match = matches.find((m) => m.startTime && m.player1Id)!;
    const added = await as(organizer.token)('POST', `/api/matches/${match.id}/score-keepers`, {
      userId: keeper.user.id,
    });
    expect(added.statusCode, added.body).toBe(200);
    const feed = await feedOf(keeper.token);
    const events = parseFeed((await as(null)('GET', pathOf(feed.url))).body).events;
    expect(events.map((e) => e.uid.split('@')[0])).toEqual([`match-${match.id}`]);
  });

  it('stores only the hash; rotating and revoking end the old link (404)', async () => {
    const me = await createSignedInUser(t.app, { name: 'Rotating Player' });
    const first = await feedOf(me.token);
    const token = pathOf(first.url)
      .split('/')
      .pop()!
      .replace(/\.ics$/, '');
    const rows = await t.app.db
      .select()
      .from(calendarFeeds)
      .where(eq(calendarFeeds.userId, me.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(token);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    const second = await feedOf(me.token);
    expect(second.url).not.toBe(first.url);
    expect((await as(null)('GET', pathOf(first.url))).statusCode).toBe(404);
    expect((await as(null)('GET', pathOf(second.url))).statusCode).toBe(200);

    const revoked = await as(me.token)('DELETE', '/api/calendar-feeds');
    expect(revoked.statusCode, revoked.body).toBe(200);
    const gone = await as(null)('GET', pathOf(second.url));
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Calendar not found' });
  });

  it('answers 404 to a random token, a session token and junk, whatever the headers', async () => {
    const me = await createSignedInUser(t.app, { name: 'Session Holder' });
    await feedOf(me.token);
    const session = await createSession(t.app.db, me.user.id, false);
    const random = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url');
    for (const candidate of [random, session, me.token, 'short', 'a'.repeat(129), '..%2F..%2Fx']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/calendar/${candidate}.ics`,
        headers: { authorization: `Bearer ${me.token}` },
      });
      expect(response.statusCode, candidate).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
  });

  it('needs a session to create or revoke, and revoking with none live is harmless', async () => {
    expect((await as(null)('POST', '/api/calendar-feeds')).statusCode).toBe(401);
    expect((await as(null)('DELETE', '/api/calendar-feeds')).statusCode).toBe(401);
    const me = await createSignedInUser(t.app);
    expect((await as(me.token)('DELETE', '/api/calendar-feeds')).statusCode).toBe(200);
  });

  it('stops answering once the account is deleted', async () => {
    const [me] = await createSessionUsers(t.app.db, 1);
    const feed = await feedOf(me!.token);
    await t.app.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, me!.id));
    expect((await as(null)('GET', pathOf(feed.url))).statusCode).toBe(404);
  });
});
