import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TournamentEvent } from '@courtside/shared/api/event';
import type { RegistrationOutcome } from '@courtside/shared/api/registration';
import { ELIGIBILITY_MESSAGES } from '@courtside/shared/domain/events/eligibility';
import {
  eventEligibilityOverrides,
  outboxEmails,
  tournamentParticipants,
  tournaments,
  tournamentWaitlist,
  users,
} from '../../../db/schema';
import { createSessionUsers, createSignedInUser } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { callAs, createTournamentAs } from '../../../test/tournaments';

let t: TestApp;
let organizer: Awaited<ReturnType<typeof createSignedInUser>>;
let asOrganizer: ReturnType<typeof callAs>;

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_MAX: '1000000' });
  organizer = await createSignedInUser(t.app, {
    role: 'organizer',
    name: 'Registration Organizer',
  });
  asOrganizer = callAs(t.app, organizer.token);
}, 240_000);
afterAll(() => t.close());

type Player = { id: string; token: string; name: string; email: string };

async function playerWith(fields: { rating?: number; birthDate?: string | null }): Promise<Player> {
  const [player] = await createSessionUsers(t.app.db, 1, { namePrefix: 'Entrant' });
  if (Object.keys(fields).length > 0) {
    await t.app.db.update(users).set(fields).where(eq(users.id, player!.id));
  }
  return player!;
}

async function addEvent(tournamentId: string, fields: Record<string, unknown>) {
  const { maxParticipants = 16, ...rest } = fields as { maxParticipants?: number };
  const response = await asOrganizer('POST', `/api/tournaments/${tournamentId}/events`, {
    category: 'open',
    type: 'singles',
    format: 'round-robin',
    maxParticipants: Math.max(4, maxParticipants),
    ...rest,
  });
  expect(response.statusCode, response.body).toBe(201);
  const event = response.json<{ data: TournamentEvent }>().data;
  if (maxParticipants < 4) {
    // A small event fills quickly: fewer places than the form allows, set underneath.
    await t.app.db.update(tournaments).set({ maxParticipants }).where(eq(tournaments.id, event.id));
  }
  return event;
}

/** A tournament (Open Singles, no bounds) with `events` more. */
async function tournamentWith(...events: Record<string, unknown>[]) {
  const tournament = await createTournamentAs(t.app, organizer.token, {
    name: 'Open Singles',
    type: 'singles',
    startDate: '2027-04-10',
    endDate: '2027-04-11',
  });
  const added = [];
  for (const event of events) added.push(await addEvent(tournament.id, event));
  return { tournament, events: added };
}

const register = (player: Player, tournamentId: string, eventIds: string[]) =>
  callAs(t.app, player.token)('POST', `/api/tournaments/${tournamentId}/registrations`, {
    events: eventIds.map((eventId) => ({ eventId })),
  });

describe('eligibility on every way in (decision 035)', () => {
  it('join and waitlist are refused with the reason (409); the organizer overrides it for one player, audited', async () => {
    const { tournament, events } = await tournamentWith({
      name: 'Mixed 3.5',
      minRating: 3.5,
      maxRating: 3.99,
      maxParticipants: 1,
    });
    const event = events[0]!;
    const low = await playerWith({ rating: 3.2 });
    const join = await callAs(t.app, low.token)('POST', `/api/tournaments/${event.id}/join`);
    expect(join.statusCode).toBe(409);
    expect(join.json()).toMatchObject({
      code: 'CONFLICT',
      message: "Your rating 3.2 is below this event's 3.5",
    });

    const fits = await playerWith({ rating: 3.6 });
    expect(
      (await callAs(t.app, fits.token)('POST', `/api/tournaments/${event.id}/join`)).statusCode,
    ).toBe(200);
    const wait = await callAs(t.app, low.token)('POST', `/api/tournaments/${event.id}/waitlist`);
    expect(wait.statusCode).toBe(409);
    expect(wait.json().message).toBe("Your rating 3.2 is below this event's 3.5");

    const seen = (
      await callAs(t.app, low.token)('GET', `/api/tournaments/${tournament.id}/events`)
    ).json<{ data: TournamentEvent[] }>().data;
    expect(seen.find((e) => e.id === event.id)!.eligibility).toEqual({
      eligible: false,
      reason: "Your rating 3.2 is below this event's 3.5",
    });

    const url = `/api/tournaments/${tournament.id}/events/${event.id}/eligibility-overrides`;
    const granted = await asOrganizer('POST', url, { userId: low.id });
    expect(granted.statusCode, granted.body).toBe(201);
    expect(granted.json().data).toMatchObject({ userId: low.id, grantedBy: organizer.user.id });
    const [audit] = await t.app.db
      .select()
      .from(eventEligibilityOverrides)
      .where(eq(eventEligibilityOverrides.userId, low.id));
    expect(audit).toMatchObject({ eventId: event.id, grantedBy: organizer.user.id });
    expect(audit!.createdAt).toBeInstanceOf(Date);

    const afterOverride = (
      await callAs(t.app, low.token)('GET', `/api/tournaments/${tournament.id}/events`)
    ).json<{ data: TournamentEvent[] }>().data;
    expect(afterOverride.find((e) => e.id === event.id)!.eligibility).toEqual({
      eligible: true,
      reason: null,
    });
    const waitNow = await callAs(t.app, low.token)('POST', `/api/tournaments/${event.id}/waitlist`);
    expect(waitNow.statusCode, waitNow.body).toBe(200);
    // The organizer's screen lists who is let in, by name (and only the organizer reads it).
    const listed = await asOrganizer('GET', url);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data).toEqual([
      { userId: low.id, name: low.name, createdAt: audit!.createdAt.toISOString() },
    ]);
    expect((await callAs(t.app, low.token)('GET', url)).statusCode).toBe(403);

    // Only the organizer grants or removes; removing twice finds nothing.
    expect((await callAs(t.app, fits.token)('POST', url, { userId: fits.id })).statusCode).toBe(
      403,
    );
    expect((await asOrganizer('DELETE', url, { userId: low.id })).statusCode).toBe(200);
    expect((await asOrganizer('DELETE', url, { userId: low.id })).statusCode).toBe(404);
  });

  it("age counts on the event's day from the private date of birth", async () => {
    const { tournament, events } = await tournamentWith(
      { name: 'Seniors 27+ (Saturday)', minAge: 27, eventDay: '2027-04-10' },
      { name: 'Seniors 27+ (Sunday)', minAge: 27, eventDay: '2027-04-11' },
    );
    const [saturday, sunday] = events as [TournamentEvent, TournamentEvent];
    const unknown = await playerWith({ birthDate: null });
    const refused = await register(unknown, tournament.id, [sunday.id]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(`Seniors 27+ (Sunday): ${ELIGIBILITY_MESSAGES.ageUnknown}`);

    // 27 on 2027-04-11, still 26 on the 10th.
    const player = await playerWith({});
    const profile = await callAs(t.app, player.token)('PUT', `/api/users/${player.id}`, {
      birthDate: '2000-04-11',
    });
    expect(profile.statusCode, profile.body).toBe(200);
    const list = (
      await callAs(t.app, player.token)('GET', `/api/tournaments/${tournament.id}/events`)
    ).json<{ data: TournamentEvent[] }>().data;
    expect(list.find((e) => e.id === saturday.id)!.eligibility).toEqual({
      eligible: false,
      reason: ELIGIBILITY_MESSAGES.ageBelow(27),
    });
    expect(list.find((e) => e.id === sunday.id)!.eligibility!.eligible).toBe(true);
    const both = await register(player, tournament.id, [saturday.id, sunday.id]);
    expect(both.statusCode).toBe(409);
    expect(both.json().message).toBe(
      `Seniors 27+ (Saturday): ${ELIGIBILITY_MESSAGES.ageBelow(27)}`,
    );
    expect((await register(player, tournament.id, [sunday.id])).statusCode).toBe(200);
  });

  it('the date of birth is private: its owner sees and exports it, nobody else gets it', async () => {
    const owner = await playerWith({});
    const other = await playerWith({});
    const bad = await callAs(t.app, owner.token)('PUT', `/api/users/${owner.id}`, {
      birthDate: '2031-02-30',
    });
    expect(bad.statusCode).toBe(422);
    await callAs(t.app, owner.token)('PUT', `/api/users/${owner.id}`, { birthDate: '1990-06-15' });
    const own = await callAs(t.app, owner.token)('GET', '/api/auth/profile');
    expect(own.json().data.birthDate).toBe('1990-06-15');
    const exported = await callAs(t.app, owner.token)('GET', `/api/users/${owner.id}/export`);
    expect(exported.body).toContain('1990-06-15');
    for (const path of [
      `/api/users/${owner.id}`,
      `/api/players/${owner.id}`,
      '/api/users?q=Entrant',
    ]) {
      const seen = await callAs(t.app, other.token)('GET', path);
      expect(seen.body, path).not.toContain('1990-06-15');
      expect(seen.body, path).not.toContain('birthDate');
    }
  });
});

describe('POST /api/tournaments/{id}/registrations', () => {
  it('enters several events in one step; a full one waitlists; the answer says which', async () => {
    const { tournament, events } = await tournamentWith(
      { name: 'Doubles A', maxParticipants: 1 },
      { name: 'Doubles B' },
    );
    const [a, b] = events as [TournamentEvent, TournamentEvent];
    const first = await playerWith({});
    expect((await register(first, tournament.id, [a.id])).statusCode).toBe(200);
    const second = await playerWith({});
    const answer = await register(second, tournament.id, [tournament.id, a.id, b.id]);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<{ data: { events: RegistrationOutcome[] } }>().data.events).toEqual([
      { eventId: tournament.id, eventName: 'Open Singles', status: 'registered', position: null },
      { eventId: a.id, eventName: 'Doubles A', status: 'waitlisted', position: 1 },
      { eventId: b.id, eventName: 'Doubles B', status: 'registered', position: null },
    ]);
    const again = await register(second, tournament.id, [b.id]);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Doubles B: You have already joined this tournament');
  });

  it('an ineligible event refuses the whole, naming it; nothing is kept', async () => {
    const { tournament, events } = await tournamentWith({ name: 'Elite 4.5+', minRating: 4.5 });
    const player = await playerWith({ rating: 3 });
    const answer = await register(player, tournament.id, [tournament.id, events[0]!.id]);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe("Elite 4.5+: Your rating 3.0 is below this event's 4.5");
    const places = await t.app.db
      .select()
      .from(tournamentParticipants)
      .where(eq(tournamentParticipants.userId, player.id));
    expect(places).toEqual([]);
  });

  it("the tournament's limit counts places and waitlist entries across its events", async () => {
    const { tournament, events } = await tournamentWith(
      { name: 'B', maxParticipants: 1 },
      { name: 'C' },
    );
    await t.app.db
      .update(tournaments)
      .set({ maxEventsPerPlayer: 2 })
      .where(eq(tournaments.id, tournament.id));
    const [b, c] = events as [TournamentEvent, TournamentEvent];
    const filler = await playerWith({});
    await register(filler, tournament.id, [b.id]);
    const player = await playerWith({});
    const three = await register(player, tournament.id, [tournament.id, b.id, c.id]);
    expect(three.statusCode).toBe(409);
    expect(three.json().message).toBe('You can enter at most 2 events of this tournament');
    expect((await register(player, tournament.id, [tournament.id, b.id])).statusCode).toBe(200);
    const join = await callAs(t.app, player.token)('POST', `/api/tournaments/${c.id}/join`);
    expect(join.statusCode).toBe(409);
    expect(join.json().message).toBe('You can enter at most 2 events of this tournament');
  });

  it('an event of another tournament, an event id as the tournament, or an organizer: refused', async () => {
    const { tournament, events } = await tournamentWith({ name: 'Mine' });
    const { events: others } = await tournamentWith({ name: 'Theirs' });
    const player = await playerWith({});
    expect((await register(player, tournament.id, [others[0]!.id])).statusCode).toBe(404);
    expect((await register(player, events[0]!.id, [events[0]!.id])).statusCode).toBe(404);
    const organizerCall = await asOrganizer(
      'POST',
      `/api/tournaments/${tournament.id}/registrations`,
      {
        events: [{ eventId: tournament.id }],
      },
    );
    expect(organizerCall.statusCode).toBe(403);
    const duplicate = await register(player, tournament.id, [tournament.id, tournament.id]);
    expect(duplicate.statusCode).toBe(422);
  });
});

describe('withdrawing from one event', () => {
  it('keeps the others; that event’s waitlist moves up', async () => {
    const { tournament, events } = await tournamentWith({ name: 'Small', maxParticipants: 1 });
    const small = events[0]!;
    const player = await playerWith({});
    const waiting = await playerWith({});
    expect((await register(player, tournament.id, [tournament.id, small.id])).statusCode).toBe(200);
    expect((await register(waiting, tournament.id, [small.id])).json().data.events[0].status).toBe(
      'waitlisted',
    );
    const left = await callAs(t.app, player.token)('POST', `/api/tournaments/${small.id}/leave`);
    expect(left.statusCode, left.body).toBe(200);
    const places = await t.app.db
      .select({
        tournamentId: tournamentParticipants.tournamentId,
        userId: tournamentParticipants.userId,
      })
      .from(tournamentParticipants)
      .where(eq(tournamentParticipants.tournamentId, small.id));
    expect(places).toEqual([{ tournamentId: small.id, userId: waiting.id }]);
    const kept = await t.app.db
      .select()
      .from(tournamentParticipants)
      .where(eq(tournamentParticipants.userId, player.id));
    expect(kept.map((row) => row.tournamentId)).toEqual([tournament.id]);
    const mails = await t.app.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, waiting.email));
    expect(mails.length).toBeGreaterThan(0);
  });
});

describe('concurrent registrations', () => {
  it('100 players across 3 events of 16 places: 16 each, the rest waitlisted in order, none above the limit', async () => {
    const { tournament, events } = await tournamentWith({ name: 'Two' }, { name: 'Three' });
    await t.app.db
      .update(tournaments)
      .set({ maxEventsPerPlayer: 2 })
      .where(eq(tournaments.id, tournament.id));
    const ids = [tournament.id, events[0]!.id, events[1]!.id];
    const crowd = await createSessionUsers(t.app.db, 100);
    const responses = await Promise.all(
      crowd.flatMap((player, i) => {
        // 1 or 2 events each; every third player also tries a third at once (over the limit).
        const picks = i % 2 === 0 ? [ids[i % 3]!] : [ids[i % 3]!, ids[(i + 1) % 3]!];
        const calls = [
          callAs(t.app, player.token)('POST', `/api/tournaments/${tournament.id}/registrations`, {
            events: picks.map((eventId) => ({ eventId })),
          }),
        ];
        if (i % 6 === 1) {
          calls.push(
            callAs(t.app, player.token)('POST', `/api/tournaments/${ids[(i + 2) % 3]}/join`),
          );
        }
        return calls;
      }),
    );
    expect(responses.filter((r) => r.statusCode >= 500)).toEqual([]);
    for (const id of ids) {
      const [row] = await t.app.db.select().from(tournaments).where(eq(tournaments.id, id));
      expect(row!.currentParticipants).toBe(16);
      const places = await t.app.db
        .select()
        .from(tournamentParticipants)
        .where(eq(tournamentParticipants.tournamentId, id));
      expect(places).toHaveLength(16);
      const waiting = await t.app.db
        .select()
        .from(tournamentWaitlist)
        .where(eq(tournamentWaitlist.tournamentId, id));
      const placeIds = new Set(places.map((p) => p.userId));
      expect(waiting.some((w) => placeIds.has(w.userId))).toBe(false);
    }
    // The waitlist positions each answer gave are 1..n per event, each once: in order.
    const positions = new Map<string, number[]>();
    for (const response of responses) {
      if (response.statusCode !== 200 || !response.json().data?.events) continue;
      for (const outcome of response.json<{ data: { events: RegistrationOutcome[] } }>().data
        .events) {
        if (outcome.status === 'waitlisted') {
          positions.set(outcome.eventId, [
            ...(positions.get(outcome.eventId) ?? []),
            outcome.position!,
          ]);
        }
      }
    }
    for (const [, list] of positions) {
      expect(list.sort((x, y) => x - y)).toEqual(list.map((_, i) => i + 1));
    }
    for (const player of crowd) {
      const places = await t.app.db
        .select()
        .from(tournamentParticipants)
        .where(eq(tournamentParticipants.userId, player.id));
      const waiting = await t.app.db
        .select()
        .from(tournamentWaitlist)
        .where(eq(tournamentWaitlist.userId, player.id));
      expect(places.length + waiting.length).toBeLessThanOrEqual(2);
    }
  }, 120_000);
});
