import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { TournamentEvent } from '@courtside/shared/api/event';
import {
  PARTNER_MESSAGES,
  type OwnPartnerRequest,
  type PartnerRequestByToken,
} from '@courtside/shared/api/partners';
import type { Team } from '@courtside/shared/api/tournament';
import { partnerRequests, tournamentParticipants, users } from '../../../db/schema';
import {
  createSessionUsers,
  createSignedInUser,
  mailedToken,
  uniqueEmail,
} from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { callAs, createTournamentAs } from '../../../test/tournaments';

let t: TestApp;
let organizer: Awaited<ReturnType<typeof createSignedInUser>>;
let asOrganizer: ReturnType<typeof callAs>;

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_MAX: '1000000' });
  organizer = await createSignedInUser(t.app, { role: 'organizer', name: 'Own Organizer' });
  asOrganizer = callAs(t.app, organizer.token);
}, 240_000);
afterAll(() => t.close());

type Player = { id: string; token: string; name: string; email: string };

let batch = 0;
const players = async (count: number) =>
  createSessionUsers(t.app.db, count, { namePrefix: `Own ${(batch += 1)}` }) as Promise<Player[]>;

/** "Autumn Open" with a doubles event "Mixed Doubles" that `senders` hold a place in. */
async function doublesEvent(senders: Player[] = []): Promise<Event> {
  const tournament = await createTournamentAs(t.app, organizer.token, {
    name: 'Autumn Open',
    type: 'singles',
    startDate: '2027-09-10',
    endDate: '2027-09-11',
  });
  const response = await asOrganizer('POST', `/api/tournaments/${tournament.id}/events`, {
    name: 'Mixed Doubles',
    category: 'mixed',
    type: 'doubles',
    format: 'knockout',
    maxParticipants: 16,
  });
  expect(response.statusCode, response.body).toBe(201);
  const eventId = response.json<{ data: TournamentEvent }>().data.id;
  for (const sender of senders) {
    const joined = await callAs(t.app, sender.token)(
      'POST',
      `/api/tournaments/${tournament.id}/registrations`,
      { events: [{ eventId }] },
    );
    expect(joined.statusCode, joined.body).toBe(200);
  }
  return { tournamentId: tournament.id, eventId };
}

type Event = { tournamentId: string; eventId: string };

/**
 * `sender` asks: a player by name (`userId`) as they register (not registered yet), or an
 * address (`email`) once registered (see `doublesEvent`).
 */
const ask = async (sender: Player, event: Event, target: { userId?: string; email?: string }) => {
  const response = target.userId
    ? await callAs(t.app, sender.token)(
        'POST',
        `/api/tournaments/${event.tournamentId}/registrations`,
        { events: [{ eventId: event.eventId, partnerId: target.userId }] },
      )
    : await callAs(t.app, sender.token)(
        'POST',
        `/api/tournaments/${event.eventId}/partner-requests`,
        target,
      );
  expect(response.statusCode, response.body).toBeLessThan(300);
};

const listOf = async (player: { token: string }) => {
  const response = await callAs(t.app, player.token)('GET', '/api/tournaments/partner-requests');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: OwnPartnerRequest[] }>().data;
};

const call = (player: { token: string }, verb: string, id: string) =>
  callAs(t.app, player.token)('POST', `/api/tournaments/partner-requests/${id}/${verb}`);

const idOf = async (senderId: string, eventId: string) => {
  const [row] = await t.app.db
    .select({ id: partnerRequests.id })
    .from(partnerRequests)
    .where(and(eq(partnerRequests.senderId, senderId), eq(partnerRequests.eventId, eventId)));
  return row!.id;
};

const byToken = (player: { token: string }, token: string) =>
  callAs(t.app, player.token)(
    'GET',
    `/api/tournaments/partner-requests/by-token?token=${encodeURIComponent(token)}`,
  );

const teamsOf = async (eventId: string) =>
  (await asOrganizer('GET', `/api/teams/tournament/${eventId}`)).json<{ data: Team[] }>().data;

const isIn = async (eventId: string, userId: string) =>
  (
    await t.app.db
      .select()
      .from(tournamentParticipants)
      .where(
        and(
          eq(tournamentParticipants.tournamentId, eventId),
          eq(tournamentParticipants.userId, userId),
        ),
      )
  ).length === 1;

describe("a player's own partner requests (decision 040)", () => {
  it('lists the open requests sent and received, with the tournament, the event and the other player', async () => {
    const [ana, ben, cleo] = await players(3);
    const event = await doublesEvent();
    const { tournamentId, eventId } = event;
    await ask(ana!, event, { userId: ben!.id });
    const other = await doublesEvent([cleo!]);
    await ask(cleo!, other, { email: ben!.email.toUpperCase() });

    const sent = await listOf(ana!);
    expect(sent).toEqual([
      {
        id: await idOf(ana!.id, eventId),
        direction: 'sent',
        tournamentId,
        tournamentName: 'Autumn Open',
        eventId,
        eventName: 'Mixed Doubles',
        other: expect.objectContaining({ id: ben!.id, name: ben!.name }),
        email: null,
        createdAt: expect.any(String),
        expiresAt: expect.any(String),
        timeZone: 'America/New_York',
      },
    ]);
    const received = await listOf(ben!);
    expect(received.map((r) => [r.direction, r.eventId, r.other?.name, r.email])).toEqual([
      ['received', other.eventId, cleo!.name, null],
      ['received', eventId, ana!.name, null],
    ]);
    // Nobody else's requests.
    expect(await listOf(cleo!)).toHaveLength(1);
    const [stranger] = await players(1);
    expect(await listOf(stranger!)).toEqual([]);
  });

  it('matches a request by address to the account of that address, and answers it by id', async () => {
    const [ana] = await players(1);
    const event = await doublesEvent([ana!]);
    const { eventId } = event;
    const email = uniqueEmail('later');
    await ask(ana!, event, { email });
    const later = await createSignedInUser(t.app, { email, name: 'Later Account' });
    const [row] = await listOf(later);
    expect(row).toMatchObject({ direction: 'received', eventId, other: { name: ana!.name } });
    const accepted = await call(later, 'accept', row!.id);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await isIn(eventId, later.user.id)).toBe(true);
  });

  it('the sender withdraws; the request leaves both lists, its link says so, and nobody else may withdraw', async () => {
    const [ana, ben, cleo] = await players(3);
    const event = await doublesEvent();
    const { eventId } = event;
    await ask(ana!, event, { userId: ben!.id });
    const id = await idOf(ana!.id, eventId);
    for (const caller of [ben!, cleo!, { token: organizer.token }]) {
      const refused = await call(caller, 'withdraw', id);
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json().message).toBe(PARTNER_MESSAGES.onlySenderWithdraws);
    }
    const withdrawn = await call(ana!, 'withdraw', id);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json()).toEqual({
      data: { id, eventId },
      message: PARTNER_MESSAGES.withdrawn,
    });
    expect(await listOf(ana!)).toEqual([]);
    expect(await listOf(ben!)).toEqual([]);
    const token = await mailedToken(t.app.db, ben!.email, '/partner-request');
    const page = await byToken(ben!, token);
    expect(page.json<{ data: PartnerRequestByToken }>().data.state).toBe('withdrawn');
    // The mailed link no longer answers it, and the sender may ask again.
    const late = await callAs(t.app, ben!.token)(
      'POST',
      '/api/tournaments/partner-requests/accept',
      {
        token,
      },
    );
    expect(late.statusCode).toBe(409);
    await ask(ana!, event, { email: cleo!.email });
  });

  it('only the one asked accepts or declines by id; the sender is told so; an unknown id is 404', async () => {
    const [ana, ben, cleo] = await players(3);
    const event = await doublesEvent();
    const { eventId } = event;
    await ask(ana!, event, { userId: ben!.id });
    const id = await idOf(ana!.id, eventId);
    for (const verb of ['accept', 'decline']) {
      const bySender = await call(ana!, verb, id);
      expect(bySender.statusCode).toBe(403);
      expect(bySender.json().message).toBe(PARTNER_MESSAGES.onlyRecipientAnswers);
      const byStranger = await call(cleo!, verb, id);
      expect(byStranger.statusCode).toBe(403);
      expect(byStranger.json().message).toBe(PARTNER_MESSAGES.notForYou);
      for (const unknown of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
        const missing = await call(ben!, verb, unknown);
        expect(missing.statusCode).toBe(404);
        expect(missing.json().message).toBe(PARTNER_MESSAGES.requestNotFound);
      }
      const missingWithdraw = await call(ana!, 'withdraw', '00000000-0000-4000-8000-000000000000');
      expect(missingWithdraw.statusCode).toBe(404);
    }
    expect(await isIn(eventId, ben!.id)).toBe(false);
  });

  it('accepting by id does what accepting by the token does: the place, the team, the others cancelled', async () => {
    const [ana, ben, cleo] = await players(3);
    const viaId = await doublesEvent([cleo!]);
    await ask(ana!, viaId, { userId: ben!.id });
    await ask(cleo!, viaId, { email: ben!.email });
    const byId = await call(ben!, 'accept', await idOf(ana!.id, viaId.eventId));

    const [dan, eve, fay] = await players(3);
    const viaToken = await doublesEvent([fay!]);
    await ask(fay!, viaToken, { email: eve!.email });
    await ask(dan!, viaToken, { userId: eve!.id });
    const token = await mailedToken(t.app.db, eve!.email, '/partner-request');
    const byTokenAnswer = await callAs(t.app, eve!.token)(
      'POST',
      '/api/tournaments/partner-requests/accept',
      { token },
    );

    for (const [response, event, sender, other] of [
      [byId, viaId, ana!, cleo!],
      [byTokenAnswer, viaToken, dan!, fay!],
    ] as const) {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        data: {
          tournamentId: event.tournamentId,
          eventId: event.eventId,
          eventName: 'Mixed Doubles',
          answer: 'accepted',
          teamId: expect.any(String),
        },
        message: PARTNER_MESSAGES.accepted,
      });
      const [team] = await teamsOf(event.eventId);
      const asked = response === byId ? ben! : eve!;
      expect(team!.players.map((p) => p.id).sort()).toEqual([sender.id, asked.id].sort());
      // The other request to the same player is closed: gone from its sender's list.
      expect(await listOf(other)).toEqual([]);
    }
    const again = await call(ben!, 'accept', await idOf(ana!.id, viaId.eventId));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PARTNER_MESSAGES.requestGone);
  });

  it('declining by id leaves the sender registered; a closed request answers 409 to every verb', async () => {
    const [ana, ben] = await players(2);
    const event = await doublesEvent();
    const { eventId } = event;
    await ask(ana!, event, { userId: ben!.id });
    const id = await idOf(ana!.id, eventId);
    const declined = await call(ben!, 'decline', id);
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().data.answer).toBe('declined');
    expect(await isIn(eventId, ana!.id)).toBe(true);
    for (const [caller, verb] of [
      [ben!, 'accept'],
      [ben!, 'decline'],
      [ana!, 'withdraw'],
    ] as const) {
      const closed = await call(caller, verb, id);
      expect(closed.statusCode).toBe(409);
      expect(closed.json().message).toBe(PARTNER_MESSAGES.requestGone);
    }
    // An expired request is closed too.
    const [cleo] = await players(1);
    await ask(ana!, event, { email: cleo!.email });
    const expired = await idOf(ana!.id, eventId).then(async () => {
      const rows = await t.app.db
        .select({ id: partnerRequests.id })
        .from(partnerRequests)
        .where(eq(partnerRequests.recipientId, cleo!.id));
      return rows[0]!.id;
    });
    await t.app.db
      .update(partnerRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(partnerRequests.id, expired));
    expect(await listOf(ana!)).toEqual([]);
    expect((await call(cleo!, 'accept', expired)).statusCode).toBe(409);
    expect((await call(ana!, 'withdraw', expired)).statusCode).toBe(409);
  });

  it("shows the other player only as the participant serializer allows, and an address's account never by name", async () => {
    const [ana, ben, cleo] = await players(3);
    await t.app.db
      .update(users)
      .set({
        settings: { privacySettings: { profileVisibility: 'private' } },
        profileImage: '/uploads/ben.png',
      })
      .where(eq(users.id, ben!.id));
    await t.app.db
      .update(users)
      .set({ settings: { privacySettings: { showRating: false } } })
      .where(eq(users.id, ana!.id));
    const event = await doublesEvent([cleo!]);
    await ask(ana!, event, { userId: ben!.id });
    await ask(cleo!, event, { email: ben!.email });

    const [toBen] = await listOf(ana!);
    expect(toBen!.other).toEqual({ id: ben!.id, name: ben!.name, profileImage: null });
    const [byAddress] = await listOf(cleo!);
    expect(byAddress!.other).toBeNull();
    expect(byAddress!.email).toBe(ben!.email);
    expect(JSON.stringify(byAddress)).not.toContain(ben!.name);

    const received = await listOf(ben!);
    const fromAna = received.find((r) => r.other?.id === ana!.id)!;
    expect(fromAna.other).not.toHaveProperty('rating');
    expect(JSON.stringify(received)).not.toContain(ana!.email);
    expect(JSON.stringify(received)).not.toContain(cleo!.email);
  });
});

describe("the mailed link's request (decision 040)", () => {
  it('tells who asks for which event of which tournament, its state, and whether it is for the caller', async () => {
    const [ana, ben, cleo] = await players(3);
    const event = await doublesEvent();
    const { tournamentId, eventId } = event;
    await ask(ana!, event, { userId: ben!.id });
    const token = await mailedToken(t.app.db, ben!.email, '/partner-request');
    const seen = await byToken(ben!, token);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json()).toEqual({
      data: {
        state: 'open',
        senderName: ana!.name,
        tournamentId,
        tournamentName: 'Autumn Open',
        eventId,
        eventName: 'Mixed Doubles',
        expiresAt: expect.any(String),
        isForYou: true,
        isRegistered: false,
      },
    });
    expect(JSON.stringify(seen.json())).not.toContain(ana!.email);
    const other = await byToken(cleo!, token);
    expect(other.json<{ data: PartnerRequestByToken }>().data).toMatchObject({
      isForYou: false,
      isRegistered: false,
    });
    // Ben registers (looking) meanwhile: accepting will form the team, not register him.
    const registered = await callAs(t.app, ben!.token)(
      'POST',
      `/api/tournaments/${tournamentId}/registrations`,
      { events: [{ eventId, lookingForPartner: true }] },
    );
    expect(registered.statusCode, registered.body).toBeLessThan(300);
    expect((await byToken(ben!, token)).json<{ data: PartnerRequestByToken }>().data).toMatchObject(
      { state: 'open', isRegistered: true },
    );

    await callAs(t.app, ben!.token)('POST', '/api/tournaments/partner-requests/decline', { token });
    expect((await byToken(ben!, token)).json<{ data: PartnerRequestByToken }>().data.state).toBe(
      'declined',
    );
  });

  it("names a tournament's first event by its own name in the list and on the link's page (decision 039)", async () => {
    const [ana, ben] = await players(2);
    const tournament = await createTournamentAs(t.app, organizer.token, {
      name: 'Winter Open',
      type: 'doubles',
      category: 'mixed',
      startDate: '2027-09-10',
    });
    const renamed = await asOrganizer(
      'PATCH',
      `/api/tournaments/${tournament.id}/events/${tournament.id}`,
      { name: 'Mixed Doubles 3.5' },
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    const event = { tournamentId: tournament.id, eventId: tournament.id };
    await ask(ana!, event, { userId: ben!.id });
    const [received] = await listOf(ben!);
    expect(received).toMatchObject({
      tournamentName: 'Winter Open',
      eventName: 'Mixed Doubles 3.5',
    });
    const token = await mailedToken(t.app.db, ben!.email, '/partner-request');
    expect((await byToken(ben!, token)).json<{ data: PartnerRequestByToken }>().data).toMatchObject(
      { tournamentName: 'Winter Open', eventName: 'Mixed Doubles 3.5' },
    );
  });

  it('an unknown or malformed token is refused as not valid', async () => {
    const [ben] = await players(1);
    const unknown = await byToken(ben!, 'x'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(PARTNER_MESSAGES.tokenInvalid);
    const malformed = await byToken(ben!, 'not a token!');
    expect(malformed.statusCode).toBe(422);
  });
});
