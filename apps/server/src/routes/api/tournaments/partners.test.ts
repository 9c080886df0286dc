import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import type { TournamentEvent } from '@courtside/shared/api/event';
import { PARTNER_MESSAGES } from '@courtside/shared/api/partners';
import type { RegistrationOutcome } from '@courtside/shared/api/registration';
import type { Team, TournamentUser } from '@courtside/shared/api/tournament';
import { pairTeamsByRating } from '@courtside/shared/domain/teams';
import {
  outboxEmails,
  partnerRequests,
  tournamentParticipants,
  tournaments,
  users,
} from '../../../db/schema';
import {
  ADDITIONS_PER_ORGANIZER_PER_HOUR,
  ADDITIONS_PER_RECIPIENT_PER_DAY,
  PARTNER_REQUESTS_RATE_LIMITED_MESSAGE,
  RECIPIENT_RATE_LIMITED_MESSAGE,
} from '../../../lib/limit-rules';
import { hashToken } from '../../../lib/tokens';
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
  organizer = await createSignedInUser(t.app, { role: 'organizer', name: 'Partner Organizer' });
  asOrganizer = callAs(t.app, organizer.token);
}, 240_000);
afterAll(() => t.close());

type Player = { id: string; token: string; name: string; email: string };

const players = async (count: number, prefix = 'Doubles') =>
  createSessionUsers(t.app.db, count, { namePrefix: prefix }) as Promise<Player[]>;

/** A tournament (Open Singles) with a doubles event ("Mixed Doubles") of `fields`. */
async function doublesEvent(fields: Record<string, unknown> = {}) {
  const tournament = await createTournamentAs(t.app, organizer.token, {
    name: 'Spring Open',
    type: 'singles',
    startDate: '2027-05-10',
    endDate: '2027-05-11',
  });
  const { maxParticipants = 16, ...rest } = fields as { maxParticipants?: number };
  const response = await asOrganizer('POST', `/api/tournaments/${tournament.id}/events`, {
    name: 'Mixed Doubles',
    category: 'mixed',
    type: 'doubles',
    format: 'knockout',
    maxParticipants: Math.max(4, maxParticipants),
    ...rest,
  });
  expect(response.statusCode, response.body).toBe(201);
  const event = response.json<{ data: TournamentEvent }>().data;
  if (maxParticipants < 4) {
    await t.app.db.update(tournaments).set({ maxParticipants }).where(eq(tournaments.id, event.id));
  }
  return { tournamentId: tournament.id, eventId: event.id };
}

const register = (
  player: Player,
  tournamentId: string,
  entry: { eventId: string; partnerId?: string; partnerEmail?: string },
) =>
  callAs(t.app, player.token)('POST', `/api/tournaments/${tournamentId}/registrations`, {
    events: [entry],
  });

const answer = (player: { token: string }, verb: 'accept' | 'decline', token: string) =>
  callAs(t.app, player.token)('POST', `/api/tournaments/partner-requests/${verb}`, { token });

const tokenFor = (email: string) => mailedToken(t.app.db, email, '/partner-request');

async function isIn(eventId: string, userId: string) {
  const rows = await t.app.db
    .select()
    .from(tournamentParticipants)
    .where(
      and(
        eq(tournamentParticipants.tournamentId, eventId),
        eq(tournamentParticipants.userId, userId),
      ),
    );
  return rows.length === 1;
}

const teamsOf = async (eventId: string) =>
  (await asOrganizer('GET', `/api/teams/tournament/${eventId}`)).json<{ data: Team[] }>().data;

const lookingFor = async (eventId: string, token: string) => {
  const response = await callAs(t.app, token)(
    'GET',
    `/api/tournaments/${eventId}/looking-for-partner`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: TournamentUser[] }>().data;
};

describe('registering with a partner found by name (decision 038)', () => {
  it('registers the player, mails the partner a single-use link (hash stored); accepting registers them and forms the team', async () => {
    const { tournamentId, eventId } = await doublesEvent();
    const [ana, ben] = await players(2);
    const registered = await register(ana!, tournamentId, { eventId, partnerId: ben!.id });
    expect(registered.statusCode, registered.body).toBe(200);
    expect(registered.json<{ data: { events: RegistrationOutcome[] } }>().data.events).toEqual([
      {
        eventId,
        eventName: 'Mixed Doubles',
        status: 'registered',
        position: null,
        partnerRequested: true,
      },
    ]);
    // Nobody is registered without consent: the partner is not in yet.
    expect(await isIn(eventId, ana!.id)).toBe(true);
    expect(await isIn(eventId, ben!.id)).toBe(false);
    const [mail] = await t.app.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, ben!.email));
    expect(mail!.subject).toBe(`${ana!.name} asks you to be their partner in Mixed Doubles`);
    const token = await tokenFor(ben!.email);
    const [row] = await t.app.db
      .select()
      .from(partnerRequests)
      .where(eq(partnerRequests.recipientId, ben!.id));
    expect(row!.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);

    const accepted = await answer(ben!, 'accept', token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({
      message: PARTNER_MESSAGES.accepted,
      data: { tournamentId, eventId, eventName: 'Mixed Doubles', answer: 'accepted' },
    });
    expect(await isIn(eventId, ben!.id)).toBe(true);
    const [team] = await teamsOf(eventId);
    expect(team!.players.map((p) => p.id).sort()).toEqual([ana!.id, ben!.id].sort());
    expect(await lookingFor(eventId, ana!.token)).toEqual([]);
    // The link works once.
    const again = await answer(ben!, 'accept', token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: PARTNER_MESSAGES.requestGone });
    const [told] = await t.app.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, ana!.email));
    expect(told!.subject).toBe(`${ben!.name} is your partner in Mixed Doubles`);
  });

  it('refuses, naming the event, and registers nobody: not a player, yourself, already in, in a team, not eligible, a singles event', async () => {
    const { tournamentId, eventId } = await doublesEvent({ minRating: 4 });
    const [ana, inEvent, paired, pairedWith, weak] = await players(5);
    for (const p of [ana!, inEvent!, paired!, pairedWith!]) {
      await t.app.db.update(users).set({ rating: 4.5 }).where(eq(users.id, p.id));
    }
    await t.app.db.update(users).set({ rating: 3.2 }).where(eq(users.id, weak!.id));
    for (const p of [inEvent!, paired!, pairedWith!]) {
      const joined = await callAs(t.app, p.token)('POST', `/api/tournaments/${eventId}/join`);
      expect(joined.statusCode, joined.body).toBe(200);
    }
    const saved = await asOrganizer('POST', `/api/teams/tournament/${eventId}`, {
      teams: [{ playerIds: [paired!.id, pairedWith!.id] }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const cases: [string, Record<string, string>, number, string][] = [
      ['an organizer', { partnerId: organizer.user.id }, 409, PARTNER_MESSAGES.notAPlayer],
      ['nobody', { partnerId: crypto.randomUUID() }, 404, PARTNER_MESSAGES.partnerInvalid],
      ['yourself', { partnerId: ana!.id }, 409, PARTNER_MESSAGES.yourself],
      ['your own address', { partnerEmail: ana!.email }, 409, PARTNER_MESSAGES.yourself],
      [
        'a player in the event',
        { partnerId: inEvent!.id },
        409,
        PARTNER_MESSAGES.partnerAlreadyIn(inEvent!.name),
      ],
      [
        'a player in a team',
        { partnerId: paired!.id },
        409,
        PARTNER_MESSAGES.partnerInTeam(paired!.name),
      ],
      [
        'a player not eligible (no figure told)',
        { partnerId: weak!.id },
        409,
        PARTNER_MESSAGES.partnerNotEligible(weak!.name),
      ],
    ];
    for (const [what, partner, status, message] of cases) {
      const refused = await register(ana!, tournamentId, { eventId, ...partner });
      expect(refused.statusCode, what).toBe(status);
      expect(refused.json<{ message: string }>().message, what).toBe(`Mixed Doubles: ${message}`);
      expect(await isIn(eventId, ana!.id), what).toBe(false);
    }
    const singles = await register(ana!, tournamentId, {
      eventId: tournamentId,
      partnerId: inEvent!.id,
    });
    expect(singles.statusCode).toBe(409);
    expect(singles.json()).toMatchObject({
      message: `Spring Open: ${PARTNER_MESSAGES.singlesTakesNoPartner}`,
    });
    expect(await isIn(tournamentId, ana!.id)).toBe(false);
    expect(
      await t.app.db.select().from(partnerRequests).where(eq(partnerRequests.senderId, ana!.id)),
    ).toEqual([]);
  });

  it('refuses a partner with a waitlisted registration, and a malformed entry (422)', async () => {
    const { tournamentId, eventId } = await doublesEvent({ maxParticipants: 1 });
    const [first, ana, ben] = await players(3);
    await callAs(t.app, first!.token)('POST', `/api/tournaments/${eventId}/join`);
    const waitlisted = await register(ana!, tournamentId, { eventId, partnerId: ben!.id });
    expect(waitlisted.statusCode).toBe(409);
    expect(waitlisted.json()).toMatchObject({
      message: `Mixed Doubles: ${PARTNER_MESSAGES.waitlistedNoPartner}`,
    });
    const both = await callAs(t.app, ana!.token)(
      'POST',
      `/api/tournaments/${tournamentId}/registrations`,
      { events: [{ eventId, partnerId: ben!.id, partnerEmail: uniqueEmail('x') }] },
    );
    expect(both.statusCode).toBe(422);
    const looking = await callAs(t.app, ana!.token)(
      'POST',
      `/api/tournaments/${tournamentId}/registrations`,
      { events: [{ eventId, partnerId: ben!.id, lookingForPartner: true }] },
    );
    expect(looking.statusCode).toBe(422);
  });
});

describe("accepting checks again, under the event's lock", () => {
  it('an invitee who may not enter, a full event, an inviter who left: refused, nothing changed', async () => {
    const { tournamentId, eventId } = await doublesEvent({ minRating: 4, maxParticipants: 2 });
    const [ana, ben, cal] = await players(3);
    for (const p of [ana!, cal!]) {
      await t.app.db.update(users).set({ rating: 4.5 }).where(eq(users.id, p.id));
    }
    // An address without an account: eligibility is known only when they accept.
    const email = uniqueEmail('weak');
    expect((await register(ana!, tournamentId, { eventId, partnerEmail: email })).statusCode).toBe(
      200,
    );
    const weakToken = await tokenFor(email);
    const weak = await createSignedInUser(t.app, { name: 'Wes Weak', email });
    await t.app.db.update(users).set({ rating: 3 }).where(eq(users.id, weak.user.id));
    const refused = await answer(weak, 'accept', weakToken);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toMatch(/^Your rating 3\.0 is below/);
    expect(await isIn(eventId, weak.user.id)).toBe(false);
    expect(await teamsOf(eventId)).toEqual([]);
    // The request is still open: the organizer may override, and the invitee accept then.
    const [row] = await t.app.db
      .select()
      .from(partnerRequests)
      .where(eq(partnerRequests.email, email));
    expect(row!.answer).toBeNull();

    // Full: the second place went to someone else meanwhile.
    await t.app.db
      .update(partnerRequests)
      .set({ answer: 'declined' })
      .where(eq(partnerRequests.email, email));
    await t.app.db.update(users).set({ rating: 4.5 }).where(eq(users.id, ben!.id));
    const asked = await callAs(t.app, ana!.token)(
      'POST',
      `/api/tournaments/${eventId}/partner-requests`,
      { userId: ben!.id },
    );
    expect(asked.statusCode).toBe(409); // Ben is not in the event: not on the list.
    const invited = await callAs(t.app, ana!.token)(
      'POST',
      `/api/tournaments/${eventId}/partner-requests`,
      { email: ben!.email },
    );
    expect(invited.statusCode, invited.body).toBe(201);
    expect(
      (await callAs(t.app, cal!.token)('POST', `/api/tournaments/${eventId}/join`)).statusCode,
    ).toBe(200);
    const full = await answer(ben!, 'accept', await tokenFor(ben!.email));
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ message: PARTNER_MESSAGES.eventFull });

    // The inviter left: the request no longer stands.
    const left = await callAs(t.app, ana!.token)('POST', `/api/tournaments/${eventId}/leave`);
    expect(left.statusCode, left.body).toBe(200);
    await callAs(t.app, cal!.token)('POST', `/api/tournaments/${eventId}/leave`);
    const gone = await answer(ben!, 'accept', await tokenFor(ben!.email));
    expect(gone.statusCode).toBe(409);
    expect(gone.json()).toMatchObject({ message: PARTNER_MESSAGES.senderGone(ana!.name) });
    expect(await isIn(eventId, ben!.id)).toBe(false);
  });
});

describe('inviting a partner by email', () => {
  it('someone without an account: they create one with that address and accept; another account may not', async () => {
    const { tournamentId, eventId } = await doublesEvent();
    const [ana, stranger] = await players(2);
    const email = uniqueEmail('newcomer');
    const registered = await register(ana!, tournamentId, { eventId, partnerEmail: email });
    expect(registered.statusCode, registered.body).toBe(200);
    const token = await tokenFor(email);
    const wrong = await answer(stranger!, 'accept', token);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ message: PARTNER_MESSAGES.notForYou });
    const newcomer = await createSignedInUser(t.app, { name: 'Nia Newcomer', email });
    const accepted = await answer(newcomer, 'accept', token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const [team] = await teamsOf(eventId);
    expect(team!.players.map((p) => p.id).sort()).toEqual([ana!.id, newcomer.user.id].sort());
  });

  it('declining, or the link expiring, leaves the inviter registered and listed as looking', async () => {
    const { tournamentId, eventId } = await doublesEvent();
    const [ana, ben, cara] = await players(3);
    await register(ana!, tournamentId, { eventId, partnerEmail: ben!.email });
    const declined = await answer(ben!, 'decline', await tokenFor(ben!.email));
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toMatchObject({ message: PARTNER_MESSAGES.declined });
    expect(await isIn(eventId, ana!.id)).toBe(true);
    expect(await isIn(eventId, ben!.id)).toBe(false);
    expect((await lookingFor(eventId, cara!.token)).map((p) => p.id)).toEqual([ana!.id]);

    // A second request (the first is answered), which expires.
    const sent = await callAs(t.app, ana!.token)(
      'POST',
      `/api/tournaments/${eventId}/partner-requests`,
      {
        email: cara!.email,
      },
    );
    expect(sent.statusCode, sent.body).toBe(201);
    await t.app.db
      .update(partnerRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(partnerRequests.recipientId, cara!.id));
    const late = await answer(cara!, 'accept', await tokenFor(cara!.email));
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ message: PARTNER_MESSAGES.requestGone });
    expect(await isIn(eventId, cara!.id)).toBe(false);
    expect((await lookingFor(eventId, cara!.token)).map((p) => p.id)).toEqual([ana!.id]);
  });

  it('tells the asker by mail when their request is declined, naming the one asked as they asked them, and when it is accepted', async () => {
    const { tournamentId, eventId } = await doublesEvent();
    const [nina, mark, cara] = await players(3, 'Asker');
    await register(nina!, tournamentId, { eventId });
    await register(mark!, tournamentId, { eventId });
    const asked = await callAs(t.app, nina!.token)(
      'POST',
      `/api/tournaments/${eventId}/partner-requests`,
      { userId: mark!.id },
    );
    expect(asked.statusCode, asked.body).toBe(201);
    const declined = await answer(mark!, 'decline', await tokenFor(mark!.email));
    expect(declined.statusCode, declined.body).toBe(200);
    const toNina = async () =>
      t.app.db.select().from(outboxEmails).where(eq(outboxEmails.to, nina!.email));
    const [mail] = await toNina();
    expect(mail?.subject).toBe(`${mark!.name} declined your request to partner in Mixed Doubles`);
    expect(mail?.text).toContain(
      `${mark!.name} declined your request to partner in Mixed Doubles (Spring Open).`,
    );
    expect(mail?.text).toContain('You are still registered and listed as looking for a partner');
    expect(mail?.text).toContain(`/app/tournaments/${tournamentId}`);

    // Asked by address: the mail names the address typed, never the account behind it.
    await callAs(t.app, nina!.token)('POST', `/api/tournaments/${eventId}/partner-requests`, {
      email: cara!.email,
    });
    expect((await answer(cara!, 'decline', await tokenFor(cara!.email))).statusCode).toBe(200);
    const byAddress = (await toNina()).find((m) => m.subject.startsWith(cara!.email));
    expect(byAddress?.text).not.toContain(cara!.name);

    // Accepting was already mailed (partnerAcceptedMail): one mail says it.
    await callAs(t.app, nina!.token)('POST', `/api/tournaments/${eventId}/partner-requests`, {
      userId: mark!.id,
    });
    const [request] = await t.app.db
      .select()
      .from(partnerRequests)
      .where(and(eq(partnerRequests.recipientId, mark!.id), isNull(partnerRequests.answer)));
    const accepted = await callAs(t.app, mark!.token)(
      'POST',
      `/api/tournaments/partner-requests/${request!.id}/accept`,
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    const partnered = (await toNina()).filter((m) =>
      m.subject.startsWith(`${mark!.name} is your partner`),
    );
    expect(partnered).toHaveLength(1);
  });

  it('one pending request per player and event; an unknown token is 404; hostile bodies are 4xx', async () => {
    const { tournamentId, eventId } = await doublesEvent();
    const [ana] = await players(1);
    await register(ana!, tournamentId, { eventId, partnerEmail: uniqueEmail('first') });
    const second = await callAs(t.app, ana!.token)(
      'POST',
      `/api/tournaments/${eventId}/partner-requests`,
      {
        email: uniqueEmail('second'),
      },
    );
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ message: PARTNER_MESSAGES.alreadyAsking });
    const unknown = await answer(ana!, 'accept', 'a'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    for (const payload of [
      '{"__proto__":{"isAdmin":true},"email":"x@example.com"}',
      '{"constructor":{"prototype":{}},"userId":"00000000-0000-0000-0000-000000000000"}',
      JSON.stringify({ email: 'a\u0000b@example.com' }),
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/tournaments/${eventId}/partner-requests`,
        headers: { authorization: `Bearer ${ana!.token}`, 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, payload).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, payload).toBeLessThan(500);
    }
    const control = await answer(ana!, 'accept', 'abc\u0007');
    expect(control.statusCode).toBe(422);
  });
});

describe("the limits of the organizer's invitations, counted after every check", () => {
  it(`per sender: ${ADDITIONS_PER_ORGANIZER_PER_HOUR} an hour; refused requests do not count`, async () => {
    const { eventId } = await doublesEvent();
    const [ana] = await players(1);
    await callAs(t.app, ana!.token)('POST', `/api/tournaments/${eventId}/join`);
    const ask = (email: string) =>
      callAs(t.app, ana!.token)('POST', `/api/tournaments/${eventId}/partner-requests`, { email });
    for (let i = 0; i < 3; i += 1) expect((await ask(ana!.email)).statusCode).toBe(409);
    for (let i = 0; i < ADDITIONS_PER_ORGANIZER_PER_HOUR; i += 1) {
      const sent = await ask(uniqueEmail(`budget${i}`));
      expect(sent.statusCode, sent.body).toBe(201);
      // Answered, so the next one is not "already asking".
      await t.app.db
        .update(partnerRequests)
        .set({ answer: 'declined', answeredAt: new Date() })
        .where(eq(partnerRequests.senderId, ana!.id));
    }
    const over = await ask(uniqueEmail('over'));
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ message: PARTNER_REQUESTS_RATE_LIMITED_MESSAGE });
  }, 60_000);

  it(`per recipient: ${ADDITIONS_PER_RECIPIENT_PER_DAY} a day from all senders; the refused one undoes the registration`, async () => {
    const { tournamentId, eventId } = await doublesEvent();
    const email = uniqueEmail('popular');
    const senders = await players(ADDITIONS_PER_RECIPIENT_PER_DAY + 2);
    // Not registered: refused before the limit, so it does not count.
    const early = await callAs(t.app, senders[0]!.token)(
      'POST',
      `/api/tournaments/${eventId}/partner-requests`,
      { email },
    );
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: PARTNER_MESSAGES.registerFirst });
    for (const sender of senders.slice(0, ADDITIONS_PER_RECIPIENT_PER_DAY)) {
      const sent = await register(sender, tournamentId, { eventId, partnerEmail: email });
      expect(sent.statusCode, sent.body).toBe(200);
    }
    const last = senders.at(-1)!;
    const over = await register(last, tournamentId, { eventId, partnerEmail: email });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ message: RECIPIENT_RATE_LIMITED_MESSAGE });
    expect(await isIn(eventId, last.id)).toBe(false);
  });
});

describe('"Looking for a partner" and Ask to pair', () => {
  it('lists the players of a doubles event without a team; one asks a listed one, who accepts', async () => {
    const { eventId } = await doublesEvent();
    const [dee, eli, fay, outsider] = await players(4);
    for (const p of [dee!, eli!, fay!]) {
      await callAs(t.app, p.token)('POST', `/api/tournaments/${eventId}/join`);
    }
    expect((await lookingFor(eventId, outsider!.token)).map((p) => p.id)).toEqual([
      dee!.id,
      eli!.id,
      fay!.id,
    ]);
    const ask = (from: Player, userId: string) =>
      callAs(t.app, from.token)('POST', `/api/tournaments/${eventId}/partner-requests`, { userId });
    const notRegistered = await ask(outsider!, dee!.id);
    expect(notRegistered.json()).toMatchObject({ message: PARTNER_MESSAGES.registerFirst });
    const notListed = await ask(dee!, outsider!.id);
    expect(notListed.statusCode).toBe(409);
    expect(notListed.json()).toMatchObject({
      message: PARTNER_MESSAGES.partnerNotLooking(outsider!.name),
    });
    const asked = await ask(dee!, eli!.id);
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json()).toMatchObject({
      message: PARTNER_MESSAGES.requestSent,
      data: { eventId },
    });
    // Fay asked Eli too; Eli pairs with Dee, which closes Fay's request.
    expect((await ask(fay!, eli!.id)).statusCode).toBe(201);
    const fayToken = (
      await t.app.db
        .select({ hash: partnerRequests.tokenHash })
        .from(partnerRequests)
        .where(eq(partnerRequests.senderId, fay!.id))
    )[0]!;
    const accepted = await answer(eli!, 'accept', await mailedTokenFrom(eli!.email, dee!.name));
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await lookingFor(eventId, outsider!.token)).map((p) => p.id)).toEqual([fay!.id]);
    const [closed] = await t.app.db
      .select()
      .from(partnerRequests)
      .where(eq(partnerRequests.tokenHash, fayToken.hash));
    expect(closed!.answer).toBe('cancelled');
  });

  it('is empty for a singles event; 404 for no tournament', async () => {
    const tournament = await createTournamentAs(t.app, organizer.token, { type: 'singles' });
    const [p] = await players(1);
    await callAs(t.app, p!.token)('POST', `/api/tournaments/${tournament.id}/join`);
    expect(await lookingFor(tournament.id, p!.token)).toEqual([]);
    const missing = await callAs(t.app, p!.token)(
      'GET',
      `/api/tournaments/${crypto.randomUUID()}/looking-for-partner`,
    );
    expect(missing.statusCode).toBe(404);
  });
});

/** The token of the latest partner request mailed to `email` by `senderName`. */
async function mailedTokenFrom(email: string, senderName: string) {
  const mails = await t.app.db.select().from(outboxEmails).where(eq(outboxEmails.to, email));
  const mail = mails.find((m) => m.subject.startsWith(senderName))!;
  return new URL(mail.links[0]!).searchParams.get('token')!;
}

describe("the organizer's Form Teams and Auto Create Teams per event", () => {
  it('keep working on an event of a multi-event tournament with a partnered team formed', async () => {
    const { tournamentId, eventId } = await doublesEvent();
    const [ana, ben, cal, dot, eve, fin] = await players(6);
    await register(ana!, tournamentId, { eventId, partnerId: ben!.id });
    expect((await answer(ben!, 'accept', await tokenFor(ben!.email))).statusCode).toBe(200);
    for (const p of [cal!, dot!, eve!, fin!]) {
      await callAs(t.app, p.token)('POST', `/api/tournaments/${eventId}/join`);
    }
    const formed = await teamsOf(eventId);
    expect(formed).toHaveLength(1);
    // Form Teams: the organizer keeps the partnered team and pairs the others.
    const saved = await asOrganizer('POST', `/api/teams/tournament/${eventId}`, {
      teams: [
        { playerIds: formed[0]!.players.map((p) => p.id) },
        { playerIds: [cal!.id, dot!.id] },
        { playerIds: [eve!.id, fin!.id] },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await teamsOf(eventId)).toHaveLength(3);
    // Auto Create Teams: the web app pairs every participant by rating and saves the set.
    const detail = (await asOrganizer('GET', `/api/tournaments/${eventId}`)).json<{
      data: { participants: { user: { id: string; name: string; rating?: number } }[] };
    }>().data;
    const { teams } = pairTeamsByRating(
      detail.participants.map((p) => ({
        id: p.user.id,
        name: p.user.name,
        rating: p.user.rating ?? null,
      })),
    );
    const auto = await asOrganizer('POST', `/api/teams/tournament/${eventId}`, {
      teams: teams.map((team) => ({ name: team.name, playerIds: team.playerIds })),
    });
    expect(auto.statusCode, auto.body).toBe(200);
    expect(await teamsOf(eventId)).toHaveLength(3);
    // The tournament's own (singles) event is untouched.
    expect(await teamsOf(tournamentId)).toEqual([]);
    expect(await lookingFor(eventId, ana!.token)).toEqual([]);
  });
});
