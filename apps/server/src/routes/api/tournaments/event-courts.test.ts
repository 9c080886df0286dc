/**
 * An event's courts and start time on the tournament's one schedule (issue 26, decision 041):
 * the first match of an event is at its start time, a change of its courts or start time on a
 * started tournament moves its pending matches, and a match put by hand (moved, or called by the
 * desk) on a court its event may not use is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EVENT_MESSAGES,
  type TournamentEvent,
  type TournamentSchedule,
} from '@courtside/shared/api/event';
import type { Match } from '@courtside/shared/api/match';
import { EVENT_FIELD_MESSAGES } from '@courtside/shared/validation/event';
import { createSessionUsers, createSignedInUser } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { matchesOf } from '../../../test/competition';
import { callAs, createTournamentAs } from '../../../test/tournaments';

let t: TestApp;
let organizer: Awaited<ReturnType<typeof createSignedInUser>>;

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_MAX: '1000000' });
  organizer = await createSignedInUser(t.app, { role: 'organizer', name: 'Courts Organizer' });
}, 300_000);
afterAll(() => t.close());

const ZONE = 'America/Chicago';

/** A start as the venue's clock reads it, 'HH:MM'. */
const venueClock = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));

const asOrganizer = () => callAs(t.app, organizer.token);

/** Four players join each event given (singles knockouts of 4). */
async function fill(eventIds: string[], prefix: string) {
  for (const eventId of eventIds) {
    const players = await createSessionUsers(t.app.db, 4, { namePrefix: `${prefix} ${eventId}` });
    for (const p of players) {
      const joined = await callAs(t.app, p.token)('POST', `/api/tournaments/${eventId}/join`);
      expect(joined.statusCode, joined.body).toBe(200);
    }
  }
}

/** A tournament of two singles events of 4 players on `courtCount` courts. */
async function twoEvents(name: string, courtCount: number) {
  const root = await createTournamentAs(t.app, organizer.token, {
    name,
    maxParticipants: 4,
    courtCount,
    timeZone: ZONE,
  });
  const added = await asOrganizer()('POST', `/api/tournaments/${root.id}/events`, {
    name: `${name} Second`,
    category: 'open',
    type: 'singles',
    format: 'knockout',
    maxParticipants: 4,
  });
  expect(added.statusCode, added.body).toBe(201);
  const second = added.json<{ data: TournamentEvent }>().data;
  await fill([root.id, second.id], name);
  return { root, second };
}

const firstStart = (list: Match[]) =>
  list
    .map((m) => m.startTime!)
    .sort()
    .at(0)!;

async function scheduleOf(id: string) {
  const answer = await asOrganizer()('GET', `/api/tournaments/${id}/schedule`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ data: TournamentSchedule }>().data;
}

describe("an event's start time (issue 26)", () => {
  it('starts the first event at its own start time, before 9:00 AM, and the other at 9:00 AM', async () => {
    const { root, second } = await twoEvents('Early Bird', 4);
    const set = await asOrganizer()('PATCH', `/api/tournaments/${root.id}/events/${root.id}`, {
      eventStartTime: '08:00',
    });
    expect(set.statusCode, set.body).toBe(200);
    const started = await asOrganizer()('POST', `/api/tournaments/${root.id}/events/start`);
    expect(started.statusCode, started.body).toBe(200);
    expect(venueClock(firstStart(await matchesOf(t.app, organizer.token, root.id)))).toBe('08:00');
    expect(venueClock(firstStart(await matchesOf(t.app, organizer.token, second.id)))).toBe(
      '09:00',
    );
  }, 300_000);

  it("starts a tournament of one event at the event's start time", async () => {
    const root = await createTournamentAs(t.app, organizer.token, {
      name: 'Lone Early',
      maxParticipants: 4,
      courtCount: 2,
      timeZone: ZONE,
      eventStartTime: '07:30',
    });
    await fill([root.id], 'Lone Early');
    const started = await asOrganizer()('POST', `/api/tournaments/${root.id}/start`);
    expect(started.statusCode, started.body).toBe(200);
    expect(venueClock(firstStart(await matchesOf(t.app, organizer.token, root.id)))).toBe('07:30');
  }, 300_000);

  it('moves the pending matches of a started event when its start time changes', async () => {
    const { root, second } = await twoEvents('Later Start', 2);
    expect(
      (await asOrganizer()('POST', `/api/tournaments/${root.id}/events/start`)).statusCode,
    ).toBe(200);
    const later = await asOrganizer()('PATCH', `/api/tournaments/${root.id}/events/${second.id}`, {
      eventStartTime: '13:00',
    });
    expect(later.statusCode, later.body).toBe(200);
    const own = await matchesOf(t.app, organizer.token, second.id);
    expect(venueClock(firstStart(own))).toBe('13:00');
  }, 300_000);
});

describe("an event's courts (issue 26)", () => {
  it('lists the courts of a tournament once it has an event, before the start', async () => {
    const root = await createTournamentAs(t.app, organizer.token, {
      name: 'Courts Listed',
      courtCount: 3,
      timeZone: ZONE,
    });
    expect(root.courts).toEqual([]);
    const added = await asOrganizer()('POST', `/api/tournaments/${root.id}/events`, {
      name: 'Courts Listed Second',
      category: 'open',
      type: 'singles',
      format: 'knockout',
      maxParticipants: 4,
    });
    expect(added.statusCode, added.body).toBe(201);
    const detail = await asOrganizer()('GET', `/api/tournaments/${root.id}`);
    expect(detail.json().data.courts.map((c: { name: string }) => c.name)).toEqual([
      'Court 1',
      'Court 2',
      'Court 3',
    ]);
  });

  it('moves a started event onto its new courts and refuses a move or a call to another', async () => {
    const { root, second } = await twoEvents('Own Courts', 3);
    expect(
      (await asOrganizer()('POST', `/api/tournaments/${root.id}/events/start`)).statusCode,
    ).toBe(200);
    const before = await scheduleOf(root.id);
    const [court1, , court3] = before.courts;
    const limited = await asOrganizer()(
      'PATCH',
      `/api/tournaments/${root.id}/events/${second.id}`,
      {
        courtIds: [court3!.id],
      },
    );
    expect(limited.statusCode, limited.body).toBe(200);

    const after = await scheduleOf(root.id);
    const own = after.matches.filter((m) => m.eventId === second.id && m.courtId);
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((m) => m.courtId === court3!.id)).toBe(true);
    // No two matches on one court at once.
    const placed = after.matches.filter((m) => m.courtId && m.startTime && m.plannedEnd);
    for (const [i, a] of placed.entries()) {
      for (const b of placed.slice(i + 1)) {
        if (a.courtId !== b.courtId) continue;
        expect(a.startTime! < b.plannedEnd! && b.startTime! < a.plannedEnd!).toBe(false);
      }
    }

    const message = EVENT_MESSAGES.courtNotForEvent(court1!.name, second.name);
    const match = own.find((m) => m.movable)!;
    const moved = await asOrganizer()('PUT', `/api/tournaments/${second.id}/match-schedule`, {
      matchId: match.id,
      startTime: '2027-04-11T20:00:00.000Z',
      courtId: court1!.id,
    });
    expect(moved.statusCode, moved.body).toBe(409);
    expect(moved.json().message).toBe(message);

    const called = await asOrganizer()('POST', `/api/matches/${match.id}/call`, {
      courtId: court1!.id,
    });
    expect(called.statusCode, called.body).toBe(409);
    expect(called.json().message).toBe(message);

    // Its own court is still accepted.
    const kept = await asOrganizer()('PUT', `/api/tournaments/${second.id}/match-schedule`, {
      matchId: match.id,
      startTime: '2027-04-11T20:00:00.000Z',
      courtId: court3!.id,
    });
    expect(kept.statusCode, kept.body).toBe(200);
  }, 300_000);

  it('keeps a tournament of one event limited to some courts on them', async () => {
    const root = await createTournamentAs(t.app, organizer.token, {
      name: 'Lone Courts',
      maxParticipants: 4,
      courtCount: 3,
      timeZone: ZONE,
    });
    // Created with no court rows (spec: courts []); an event's edit lists them.
    expect((await scheduleOf(root.id)).courts).toHaveLength(0);
    const edited = await asOrganizer()('PATCH', `/api/tournaments/${root.id}/events/${root.id}`, {
      eventStartTime: '10:00',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const courts = (await scheduleOf(root.id)).courts;
    expect(courts).toHaveLength(3);
    const limited = await asOrganizer()('PATCH', `/api/tournaments/${root.id}/events/${root.id}`, {
      courtIds: [courts[2]!.id],
    });
    expect(limited.statusCode, limited.body).toBe(200);
    await fill([root.id], 'Lone Courts');
    expect((await asOrganizer()('POST', `/api/tournaments/${root.id}/start`)).statusCode).toBe(200);
    const own = (await matchesOf(t.app, organizer.token, root.id)).filter((m) => m.startTime);
    expect(own.length).toBeGreaterThan(0);
    const schedule = await scheduleOf(root.id);
    expect(
      schedule.matches.filter((m) => m.courtId).every((m) => m.courtId === courts[2]!.id),
    ).toBe(true);
  }, 300_000);
});

describe("the venue's closing time and events per player (issue 26)", () => {
  it('validates both on an edit with the shared messages, and keeps valid ones', async () => {
    const root = await createTournamentAs(t.app, organizer.token, { name: 'Venue Settings' });
    const refused = await asOrganizer()('PUT', `/api/tournaments/${root.id}`, {
      maxEventsPerPlayer: 0,
      closingTime: '25:00',
    });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().errors).toMatchObject({
      maxEventsPerPlayer: [EVENT_FIELD_MESSAGES.maxEventsRange],
      closingTime: [EVENT_FIELD_MESSAGES.timeInvalid],
    });
    const saved = await asOrganizer()('PUT', `/api/tournaments/${root.id}`, {
      maxEventsPerPlayer: 2,
      closingTime: '21:30',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const detail = await asOrganizer()('GET', `/api/tournaments/${root.id}`);
    expect(detail.json().data).toMatchObject({ maxEventsPerPlayer: 2, closingTime: '21:30' });
  });

  it('takes both on create, and refuses an events limit out of range with the same message', async () => {
    const created = await createTournamentAs(t.app, organizer.token, {
      name: 'Venue At Create',
      maxEventsPerPlayer: 3,
      closingTime: '22:00',
    });
    const detail = await asOrganizer()('GET', `/api/tournaments/${created.id}`);
    expect(detail.json().data).toMatchObject({ maxEventsPerPlayer: 3, closingTime: '22:00' });
    const refused = await asOrganizer()('POST', '/api/tournaments', {
      ...(await asOrganizer()('GET', `/api/tournaments/${created.id}`)).json().data,
      maxEventsPerPlayer: 0,
    });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().errors).toMatchObject({
      maxEventsPerPlayer: [EVENT_FIELD_MESSAGES.maxEventsRange],
    });
  });
});
