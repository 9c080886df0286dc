import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeskAnswer } from '@courtside/shared/api/desk';
import type { TournamentEvent, TournamentSchedule } from '@courtside/shared/api/event';
import type { PublicTournament } from '@courtside/shared/api/live';
import type { TournamentDetail } from '@courtside/shared/api/tournament';
import { eq } from 'drizzle-orm';
import { outboxEmails, users } from '../../../db/schema';
import { runWeeklyDigests } from '../../../services/mail/weekly-digest';
import { createSessionUsers, createSignedInUser } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { matchesOf } from '../../../test/competition';
import { callAs, createTournamentAs } from '../../../test/tournaments';

/**
 * The first event's own name (decision 039): the tournament's row is also its first event, and
 * naming that event through the events route must not rename the tournament.
 */
let t: TestApp;
let organizer: Awaited<ReturnType<typeof createSignedInUser>>;
let tournamentId: string;
let second: TournamentEvent;
let asOrganizer: ReturnType<typeof callAs>;

const eventsOf = async (id: string) => {
  const answer = await asOrganizer('GET', `/api/tournaments/${id}/events`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ data: TournamentEvent[] }>().data;
};
const detailOf = async (id: string) =>
  (await asOrganizer('GET', `/api/tournaments/${id}`)).json<{ data: TournamentDetail }>().data;

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_MAX: '1000000' });
  organizer = await createSignedInUser(t.app, { role: 'organizer', name: 'Name Organizer' });
  asOrganizer = callAs(t.app, organizer.token);
  tournamentId = (
    await createTournamentAs(t.app, organizer.token, {
      name: 'Spring Open',
      maxParticipants: 4,
      isPublic: true,
    })
  ).id;
  second = (
    await asOrganizer('POST', `/api/tournaments/${tournamentId}/events`, {
      name: 'Mixed Doubles 3.5',
      category: 'women',
      type: 'singles',
      format: 'knockout',
      maxParticipants: 4,
    })
  ).json<{ data: TournamentEvent }>().data;
});
afterAll(() => t.close());

describe('PATCH /api/tournaments/{id}/events/{firstEventId} name (decision 039)', () => {
  it('reads the tournament name as the first event name until the first event is named', async () => {
    expect((await eventsOf(tournamentId)).map((e) => e.name)).toEqual([
      'Spring Open',
      'Mixed Doubles 3.5',
    ]);
    expect(await detailOf(tournamentId)).toMatchObject({
      name: 'Spring Open',
      eventName: 'Spring Open',
    });
  });

  it('names the first event and leaves the tournament its own name', async () => {
    const answer = await asOrganizer(
      'PATCH',
      `/api/tournaments/${tournamentId}/events/${tournamentId}`,
      {
        name: "Men's Singles",
      },
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<{ data: TournamentEvent }>().data).toMatchObject({
      id: tournamentId,
      isFirst: true,
      name: "Men's Singles",
    });
    expect(await detailOf(tournamentId)).toMatchObject({
      name: 'Spring Open',
      eventName: "Men's Singles",
    });
    expect((await eventsOf(tournamentId)).map((e) => e.name)).toEqual([
      "Men's Singles",
      'Mixed Doubles 3.5',
    ]);
    // The list of tournaments still shows the tournament.
    const list = await asOrganizer('GET', '/api/tournaments?q=Spring%20Open');
    expect(list.json<{ data: { id: string; name: string }[] }>().data).toContainEqual(
      expect.objectContaining({ id: tournamentId, name: 'Spring Open' }),
    );
  });

  it("renames the tournament through PUT /api/tournaments/{id}, keeping the first event's name", async () => {
    const answer = await asOrganizer('PUT', `/api/tournaments/${tournamentId}`, {
      name: 'Spring Open 2027',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await detailOf(tournamentId)).toMatchObject({
      name: 'Spring Open 2027',
      eventName: "Men's Singles",
    });
    expect((await eventsOf(tournamentId))[0]!.name).toBe("Men's Singles");
    // A further event is still named in its own row.
    const renamed = await asOrganizer(
      'PATCH',
      `/api/tournaments/${tournamentId}/events/${second.id}`,
      {
        name: "Women's Singles",
      },
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await detailOf(second.id)).toMatchObject({
      name: "Women's Singles",
      eventName: "Women's Singles",
    });
    expect((await detailOf(tournamentId)).name).toBe('Spring Open 2027');
  });
});

describe("the readers of an event's name show the first event's own name", () => {
  let players: Awaited<ReturnType<typeof createSessionUsers>>;
  beforeAll(async () => {
    players = await createSessionUsers(t.app.db, 6);
    for (const [i, p] of players.entries()) {
      const as = callAs(t.app, p.token);
      if (i < 4)
        expect((await as('POST', `/api/tournaments/${tournamentId}/join`)).statusCode).toBe(200);
      if (i >= 2)
        expect((await as('POST', `/api/tournaments/${second.id}/join`)).statusCode).toBe(200);
    }
    const started = await asOrganizer('POST', `/api/tournaments/${tournamentId}/events/start`);
    expect(started.statusCode, started.body).toBe(200);
  });

  it("the whole tournament's schedule", async () => {
    const answer = await asOrganizer('GET', `/api/tournaments/${tournamentId}/schedule`);
    expect(answer.statusCode, answer.body).toBe(200);
    const schedule = answer.json<{ data: TournamentSchedule }>().data;
    const firsts = schedule.matches.filter((m) => m.eventId === tournamentId);
    expect(firsts.length).toBeGreaterThan(0);
    expect(new Set(firsts.map((m) => m.eventName))).toEqual(new Set(["Men's Singles"]));
    expect(schedule.events.find((e) => e.id === tournamentId)?.name).toBe("Men's Singles");
  });

  it('the Matches page labels and the desk', async () => {
    const firsts = await matchesOf(t.app, organizer.token, tournamentId);
    expect(firsts[0]).toMatchObject({
      tournamentName: 'Spring Open 2027',
      eventName: "Men's Singles",
    });
    const desk = (await asOrganizer('GET', `/api/matches/tournament/${tournamentId}/desk`)).json<{
      data: DeskAnswer;
    }>().data;
    const named = desk.queue.filter((e) => e.match.tournamentId === tournamentId);
    expect(named.length).toBeGreaterThan(0);
    for (const entry of named) expect(entry.match.eventName).toBe("Men's Singles");
  });

  it('the public page and the calendar feed', async () => {
    const page = (
      await callAs(t.app, null)('GET', `/api/public/tournaments/${tournamentId}`)
    ).json<{
      data: PublicTournament;
    }>().data;
    expect(page.tournament.name).toBe('Spring Open 2027');
    expect(page.events?.map((e) => e.name)).toEqual(["Men's Singles", "Women's Singles"]);

    const feed = await callAs(t.app, null)('GET', `/api/tournaments/${tournamentId}/calendar.ics`);
    expect(feed.statusCode, feed.body).toBe(200);
    const summaries = new ICAL.Component(ICAL.parse(feed.body))
      .getAllSubcomponents('vevent')
      .map((v) => new ICAL.Event(v).summary);
    const firsts = (await matchesOf(t.app, organizer.token, tournamentId)).filter(
      (m) => m.startTime,
    );
    expect(firsts.length).toBeGreaterThan(0);
    expect(summaries.filter((s) => s.endsWith("· Spring Open 2027: Men's Singles"))).toHaveLength(
      firsts.length,
    );
  });

  it("a player's own calendar feed names the tournament and the event", async () => {
    // Players 2 and 3 play in both events.
    const as = callAs(t.app, players[2]!.token);
    const created = await as('POST', '/api/calendar-feeds');
    expect(created.statusCode, created.body).toBe(201);
    const { url } = created.json<{ data: { url: string } }>().data;
    const feed = await as('GET', new URL(url).pathname);
    expect(feed.statusCode, feed.body).toBe(200);
    const summaries = new ICAL.Component(ICAL.parse(feed.body))
      .getAllSubcomponents('vevent')
      .map((v) => new ICAL.Event(v).summary);
    expect(summaries.length).toBeGreaterThan(0);
    for (const summary of summaries) {
      expect(summary).toMatch(/ · Spring Open 2027: (Men's Singles|Women's Singles)$/);
    }
    expect(summaries.some((s) => s.endsWith(": Men's Singles"))).toBe(true);
  });

  it("the weekly digest's next matches", async () => {
    const digester = players[2]!;
    await t.app.db
      .update(users)
      .set({ settings: { notificationSettings: { weeklyDigest: true } } })
      .where(eq(users.id, digester.id));
    await runWeeklyDigests(t.app.db, { publicUrl: 'http://courtside.test' });
    const [digest] = (
      await t.app.db.select().from(outboxEmails).where(eq(outboxEmails.to, digester.email))
    ).filter((m) => m.subject.startsWith('Your Courtside week'));
    expect(digest!.text).toContain(", Spring Open 2027: Men's Singles");
  });

  it("a registration's refusal and the CSV export's file name", async () => {
    const [late] = await createSessionUsers(t.app.db, 1);
    const refused = await callAs(t.app, late!.token)(
      'POST',
      `/api/tournaments/${tournamentId}/registrations`,
      { events: [{ eventId: tournamentId }] },
    );
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json<{ message: string }>().message).toMatch(/^Men's Singles: /);
    const csv = await asOrganizer('GET', `/api/tournaments/${tournamentId}/export/entrants.csv`);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="spring-open-2027-men-s-singles-entrants.csv"',
    );
  });
});
