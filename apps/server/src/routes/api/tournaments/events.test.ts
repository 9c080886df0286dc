import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { EVENT_MESSAGES, type TournamentEvent } from '@courtside/shared/api/event';
import type { TournamentDetail, TournamentSummary } from '@courtside/shared/api/tournament';
import { tournaments } from '../../../db/schema';
import { createSessionUsers, createSignedInUser } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { matchesOf } from '../../../test/competition';
import { callAs, createTournamentAs } from '../../../test/tournaments';

let t: TestApp;
let organizer: Awaited<ReturnType<typeof createSignedInUser>>;
let other: Awaited<ReturnType<typeof createSignedInUser>>;
let asOrganizer: ReturnType<typeof callAs>;

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_MAX: '1000000' });
  organizer = await createSignedInUser(t.app, { role: 'organizer', name: 'Event Organizer' });
  other = await createSignedInUser(t.app, { role: 'organizer', name: 'Other Organizer' });
  asOrganizer = callAs(t.app, organizer.token);
});
afterAll(() => t.close());

const mixed = {
  name: 'Mixed Doubles 3.5',
  category: 'mixed',
  type: 'doubles',
  format: 'round-robin',
  maxParticipants: 16,
  minRating: 3.5,
  maxRating: 3.99,
};

const eventsOf = async (id: string, token = organizer.token) =>
  (await callAs(t.app, token)('GET', `/api/tournaments/${id}/events`)).json<{
    data: TournamentEvent[];
  }>().data;

describe('events of a tournament (decision 034)', () => {
  it('a tournament is its own first event; events are added, copied, listed in order and inherit the venue', async () => {
    const tournament = await createTournamentAs(t.app, organizer.token, {
      name: "Men's Doubles 3.5",
      type: 'doubles',
      location: 'Riverside Park, Austin',
      timeZone: 'America/Chicago',
      endDate: '2027-04-11',
    });
    expect(await eventsOf(tournament.id)).toEqual([
      expect.objectContaining({ id: tournament.id, isFirst: true, parentId: null }),
    ]);

    const added = await asOrganizer('POST', `/api/tournaments/${tournament.id}/events`, {
      ...mixed,
      location: 'Somewhere else', // not an event's field: dropped
    });
    expect(added.statusCode, added.body).toBe(201);
    const event = added.json<{ data: TournamentEvent }>().data;
    expect(event).toMatchObject({
      name: 'Mixed Doubles 3.5',
      parentId: tournament.id,
      tournamentId: tournament.id,
      isFirst: false,
      category: 'mixed',
      location: 'Riverside Park, Austin',
      timeZone: 'America/Chicago',
      startDate: '2027-04-10',
      endDate: '2027-04-11',
      minRating: 3.5,
      maxRating: 3.99,
      status: 'upcoming',
      currentParticipants: 0,
    });

    const copy = await asOrganizer('POST', `/api/tournaments/${tournament.id}/events`, {
      name: 'Mixed Doubles 4.0',
      copyOf: event.id,
      minRating: 4,
      maxRating: null,
    });
    expect(copy.statusCode, copy.body).toBe(201);
    expect(copy.json().data).toMatchObject({
      format: 'round-robin',
      type: 'doubles',
      minRating: 4,
      maxRating: null,
    });

    const names = (await eventsOf(tournament.id)).map((e) => e.name);
    expect(names).toEqual(["Men's Doubles 3.5", 'Mixed Doubles 3.5', 'Mixed Doubles 4.0']);

    // The venue moves with the tournament: every event follows, in the same statement.
    const moved = await asOrganizer('PUT', `/api/tournaments/${tournament.id}`, {
      location: 'Zilker Courts',
      timeZone: 'America/Denver',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    for (const e of await eventsOf(tournament.id)) {
      expect(e).toMatchObject({ location: 'Zilker Courts', timeZone: 'America/Denver' });
    }

    // The list shows the tournament once, not its events.
    const list = await asOrganizer('GET', '/api/tournaments?mine=true&limit=100');
    const ids = list.json<{ data: TournamentSummary[] }>().data.map((row) => row.id);
    expect(ids).toContain(tournament.id);
    expect(ids).not.toContain(event.id);
  });

  it('an event edits only its own fields, and refuses the venue with a clear message', async () => {
    const tournament = await createTournamentAs(t.app, organizer.token);
    const event = (
      await asOrganizer('POST', `/api/tournaments/${tournament.id}/events`, mixed)
    ).json<{ data: TournamentEvent }>().data;
    const edit = await asOrganizer(
      'PATCH',
      `/api/tournaments/${tournament.id}/events/${event.id}`,
      { name: 'Mixed 3.5', maxParticipants: 24, eventDay: '2027-04-10', eventStartTime: '13:30' },
    );
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().data).toMatchObject({
      name: 'Mixed 3.5',
      maxParticipants: 24,
      eventDay: '2027-04-10',
      eventStartTime: '13:30',
    });

    const venue = await asOrganizer('PUT', `/api/tournaments/${event.id}`, {
      location: 'Elsewhere',
    });
    expect(venue.statusCode).toBe(422);
    expect(venue.json().errors.location).toEqual([EVENT_MESSAGES.venueOfTournament]);

    const outside = await asOrganizer(
      'PATCH',
      `/api/tournaments/${tournament.id}/events/${event.id}`,
      { eventDay: '2027-05-01' },
    );
    expect(outside.statusCode).toBe(422);
    expect(outside.json().errors.eventDay).toEqual([EVENT_MESSAGES.eventDayOutside]);

    const order = await asOrganizer(
      'PATCH',
      `/api/tournaments/${tournament.id}/events/${event.id}`,
      { minRating: 4.5, maxRating: 3 },
    );
    expect(order.statusCode).toBe(422);

    const badTime = await asOrganizer(
      'PATCH',
      `/api/tournaments/${tournament.id}/events/${event.id}`,
      { eventStartTime: '25:00' },
    );
    expect(badTime.statusCode).toBe(422);
  });

  it('only the organizer adds, edits, removes or starts events; another tournament’s event is 404', async () => {
    const tournament = await createTournamentAs(t.app, organizer.token);
    const elsewhere = await createTournamentAs(t.app, other.token);
    const asOther = callAs(t.app, other.token);
    expect(
      (await asOther('POST', `/api/tournaments/${tournament.id}/events`, mixed)).statusCode,
    ).toBe(403);
    const event = (
      await asOrganizer('POST', `/api/tournaments/${tournament.id}/events`, mixed)
    ).json<{ data: TournamentEvent }>().data;
    expect(
      (
        await asOther('PATCH', `/api/tournaments/${tournament.id}/events/${event.id}`, {
          name: 'X',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await asOther('DELETE', `/api/tournaments/${tournament.id}/events/${event.id}`)).statusCode,
    ).toBe(403);
    expect(
      (await asOrganizer('DELETE', `/api/tournaments/${elsewhere.id}/events/${event.id}`))
        .statusCode,
    ).toBe(404);
    expect(
      (await asOrganizer('PATCH', `/api/tournaments/${tournament.id}/events/not-a-uuid`, {}))
        .statusCode,
    ).toBe(404);
    const copyElsewhere = await asOrganizer('POST', `/api/tournaments/${tournament.id}/events`, {
      name: 'Copy',
      copyOf: elsewhere.id,
    });
    expect(copyElsewhere.statusCode).toBe(422);
    expect(
      (await asOther('POST', `/api/tournaments/${tournament.id}/events/start`)).statusCode,
    ).toBe(403);
  });

  it('removes an event before it starts, never the first; deleting the tournament takes every event', async () => {
    const tournament = await createTournamentAs(t.app, organizer.token);
    const event = (
      await asOrganizer('POST', `/api/tournaments/${tournament.id}/events`, mixed)
    ).json<{ data: TournamentEvent }>().data;
    const first = await asOrganizer(
      'DELETE',
      `/api/tournaments/${tournament.id}/events/${tournament.id}`,
    );
    expect(first.statusCode).toBe(409);
    expect(first.json().message).toBe(EVENT_MESSAGES.firstEventStays);
    const removed = await asOrganizer(
      'DELETE',
      `/api/tournaments/${tournament.id}/events/${event.id}`,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await eventsOf(tournament.id)).toHaveLength(1);

    const again = (
      await asOrganizer('POST', `/api/tournaments/${tournament.id}/events`, mixed)
    ).json<{ data: TournamentEvent }>().data;
    expect((await asOrganizer('DELETE', `/api/tournaments/${tournament.id}`)).statusCode).toBe(200);
    const rows = await t.app.db.select().from(tournaments).where(eq(tournaments.id, again.id));
    expect(rows).toEqual([]);
  });

  it('starts several events at once, all or none; the list counts the tournament once', async () => {
    const tournament = await createTournamentAs(t.app, organizer.token, { maxParticipants: 8 });
    const second = (
      await asOrganizer('POST', `/api/tournaments/${tournament.id}/events`, {
        name: "Women's Singles",
        category: 'women',
        type: 'singles',
        format: 'knockout',
        maxParticipants: 8,
      })
    ).json<{ data: TournamentEvent }>().data;
    const players = await createSessionUsers(t.app.db, 6);
    for (const [i, p] of players.entries()) {
      const id = i < 4 ? tournament.id : second.id;
      const joined = await callAs(t.app, p.token)('POST', `/api/tournaments/${id}/join`);
      expect(joined.statusCode, joined.body).toBe(200);
    }
    // The second event has 2 players: enough; a third event with 1 player refuses for all.
    const third = (
      await asOrganizer('POST', `/api/tournaments/${tournament.id}/events`, {
        name: 'Kids Singles',
        category: 'kids',
        type: 'singles',
        format: 'knockout',
        maxParticipants: 4,
      })
    ).json<{ data: TournamentEvent }>().data;
    const refused = await asOrganizer('POST', `/api/tournaments/${tournament.id}/events/start`);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toMatch(/^Kids Singles: /);
    expect((await eventsOf(tournament.id)).map((e) => e.status)).toEqual([
      'upcoming',
      'upcoming',
      'upcoming',
    ]);

    const started = await asOrganizer('POST', `/api/tournaments/${tournament.id}/events/start`, {
      eventIds: [tournament.id, second.id],
    });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().data.started).toEqual([tournament.id, second.id]);
    // Not "Tournament started successfully!": two events of three started.
    expect(started.json().message).toBe('2 events started');
    expect((await eventsOf(tournament.id)).map((e) => e.status)).toEqual([
      'ongoing',
      'ongoing',
      'upcoming',
    ]);
    expect((await matchesOf(t.app, organizer.token, second.id)).length).toBeGreaterThan(0);
    const detail = (await asOrganizer('GET', `/api/tournaments/${third.id}`)).json<{
      data: TournamentDetail;
    }>().data;
    expect(detail.parentId).toBe(tournament.id);
  });

  it('an event of several started alone is named in its refusal, and doubles count teams', async () => {
    const tournament = await createTournamentAs(t.app, organizer.token);
    const doubles = (
      await asOrganizer('POST', `/api/tournaments/${tournament.id}/events`, {
        ...mixed,
        name: "Men's Doubles 3.5",
        category: 'men',
      })
    ).json<{ data: TournamentEvent }>().data;
    const refused = await asOrganizer('POST', `/api/tournaments/${tournament.id}/events/start`, {
      eventIds: [doubles.id],
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toBe(
      "Men's Doubles 3.5: At least 2 teams are needed to start (it has 0)",
    );
  });

  it("a tournament of one event keeps the spec's refusal when too few entered", async () => {
    const tournament = await createTournamentAs(t.app, organizer.token);
    const refused = await asOrganizer('POST', `/api/tournaments/${tournament.id}/events/start`);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toBe('At least 2 entrants are needed to start');
  });

  it("starting another event keeps the started event's planned matches where they are (decision 036 addendum)", async () => {
    const tournament = await createTournamentAs(t.app, organizer.token, {
      maxParticipants: 8,
      format: 'round-robin',
    });
    const second = (
      await asOrganizer('POST', `/api/tournaments/${tournament.id}/events`, {
        name: 'Mixed Singles',
        category: 'open',
        type: 'singles',
        format: 'round-robin',
        maxParticipants: 8,
      })
    ).json<{ data: TournamentEvent }>().data;
    const players = await createSessionUsers(t.app.db, 4);
    // Everyone plays both events.
    for (const p of players)
      for (const id of [tournament.id, second.id])
        expect(
          (await callAs(t.app, p.token)('POST', `/api/tournaments/${id}/join`)).statusCode,
        ).toBe(200);
    const first = await asOrganizer('POST', `/api/tournaments/${tournament.id}/events/start`, {
      eventIds: [tournament.id],
    });
    expect(first.statusCode, first.body).toBe(200);
    const slots = (list: Awaited<ReturnType<typeof matchesOf>>) =>
      list.map((m) => ({ id: m.id, startTime: m.startTime, courtId: m.courtId }));
    const before = slots(await matchesOf(t.app, organizer.token, tournament.id));
    expect(before.every((m) => m.startTime !== null)).toBe(true);
    const then = await asOrganizer('POST', `/api/tournaments/${tournament.id}/events/start`, {
      eventIds: [second.id],
    });
    expect(then.statusCode, then.body).toBe(200);
    expect(slots(await matchesOf(t.app, organizer.token, tournament.id))).toEqual(before);
    // No court holds two matches at once, and each player rests between matches.
    const all = [
      ...(await matchesOf(t.app, organizer.token, tournament.id)),
      ...(await matchesOf(t.app, organizer.token, second.id)),
    ];
    const rest = 10 * 60_000;
    const length = 30 * 60_000;
    for (const a of all)
      for (const b of all) {
        if (a.id >= b.id || !a.startTime || !b.startTime) continue;
        const gap = Math.abs(Date.parse(a.startTime) - Date.parse(b.startTime));
        if (a.courtId === b.courtId) expect(gap).toBeGreaterThanOrEqual(length);
        const ids = (m: typeof a) => [m.player1Id, m.player2Id].filter(Boolean);
        if (ids(a).some((id) => ids(b).includes(id)))
          expect(gap).toBeGreaterThanOrEqual(length + rest);
      }
  });

  it('tells a player which events they may enter and why not', async () => {
    const tournament = await createTournamentAs(t.app, organizer.token);
    await asOrganizer('POST', `/api/tournaments/${tournament.id}/events`, {
      ...mixed,
      minRating: 7.5,
      maxRating: null,
    });
    const [player] = await createSessionUsers(t.app.db, 1); // rating 2.0
    const events = await eventsOf(tournament.id, player!.token);
    expect(events.map((e) => e.eligibility)).toEqual([
      { eligible: true, reason: null },
      { eligible: false, reason: "Your rating 2.0 is below this event's 7.5" },
    ]);
    expect((await eventsOf(tournament.id)).map((e) => e.eligibility)).toEqual([null, null]);
  });

  it('a full event says "This event is full"; a tournament of one event keeps the spec\'s words', async () => {
    const tournament = await createTournamentAs(t.app, organizer.token, { maxParticipants: 4 });
    const players = await createSessionUsers(t.app.db, 5);
    const join = (token: string, id: string) =>
      callAs(t.app, token)('POST', `/api/tournaments/${id}/join`);
    for (const p of players.slice(0, 4))
      expect((await join(p.token, tournament.id)).statusCode).toBe(200);
    const alone = await join(players[4]!.token, tournament.id);
    expect(alone.statusCode, alone.body).toBe(409);
    expect(alone.json().message).toBe('This tournament is full');

    const second = (
      await asOrganizer('POST', `/api/tournaments/${tournament.id}/events`, {
        ...mixed,
        type: 'singles',
        minRating: null,
        maxRating: null,
        maxParticipants: 4,
      })
    ).json<{ data: TournamentEvent }>().data;
    const first = await join(players[4]!.token, tournament.id);
    expect(first.statusCode, first.body).toBe(409);
    expect(first.json().message).toBe(EVENT_MESSAGES.full);
    for (const p of players.slice(0, 4))
      expect((await join(p.token, second.id)).statusCode).toBe(200);
    const further = await join(players[4]!.token, second.id);
    expect(further.json().message).toBe('This event is full');
  });

  it("a keeper of the tournament keeps every event's matches; a stranger does not", async () => {
    const tournament = await createTournamentAs(t.app, organizer.token);
    const event = (
      await asOrganizer('POST', `/api/tournaments/${tournament.id}/events`, {
        name: "Women's Singles",
        category: 'women',
        type: 'singles',
        format: 'knockout',
        maxParticipants: 4,
      })
    ).json<{ data: TournamentEvent }>().data;
    const [a, b, keeper, stranger] = await createSessionUsers(t.app.db, 4);
    for (const p of [a!, b!]) {
      const joined = await callAs(t.app, p.token)('POST', `/api/tournaments/${event.id}/join`);
      expect(joined.statusCode, joined.body).toBe(200);
    }
    const named = await asOrganizer('POST', `/api/tournaments/${tournament.id}/score-keepers`, {
      userId: keeper!.id,
    });
    expect(named.statusCode, named.body).toBe(200);
    const started = await asOrganizer(
      'POST',
      `/api/tournaments/${tournament.id}/events/${event.id}/start`,
    );
    expect(started.statusCode, started.body).toBe(200);
    const [match] = await matchesOf(t.app, organizer.token, event.id);
    const score = (token: string) =>
      callAs(t.app, token)('PUT', `/api/matches/${match!.id}/score`, {
        score: { player1: [5], player2: [3] },
      });
    expect((await score(stranger!.token)).statusCode).toBe(403);
    const kept = await score(keeper!.token);
    expect(kept.statusCode, kept.body).toBe(200);
  });

  it("a keeper named on one event keeps that event's matches and no other's (issue 27: per event)", async () => {
    const tournament = await createTournamentAs(t.app, organizer.token, { maxParticipants: 4 });
    const event = (
      await asOrganizer('POST', `/api/tournaments/${tournament.id}/events`, {
        name: 'Senior Singles',
        category: 'open',
        type: 'singles',
        format: 'knockout',
        maxParticipants: 4,
      })
    ).json<{ data: TournamentEvent }>().data;
    const [a, b, c, d, keeper] = await createSessionUsers(t.app.db, 5);
    for (const [p, id] of [
      [a!, tournament.id],
      [b!, tournament.id],
      [c!, event.id],
      [d!, event.id],
    ] as const) {
      const joined = await callAs(t.app, p.token)('POST', `/api/tournaments/${id}/join`);
      expect(joined.statusCode, joined.body).toBe(200);
    }
    const named = await asOrganizer('POST', `/api/tournaments/${event.id}/score-keepers`, {
      userId: keeper!.id,
    });
    expect(named.statusCode, named.body).toBe(200);
    const started = await asOrganizer('POST', `/api/tournaments/${tournament.id}/events/start`);
    expect(started.statusCode, started.body).toBe(200);
    const score = async (id: string) => {
      const [match] = await matchesOf(t.app, organizer.token, id);
      return callAs(t.app, keeper!.token)('PUT', `/api/matches/${match!.id}/score`, {
        score: { player1: [5], player2: [3] },
      });
    };
    expect((await score(event.id)).statusCode).toBe(200);
    expect((await score(tournament.id)).statusCode).toBe(403);
  });
});
