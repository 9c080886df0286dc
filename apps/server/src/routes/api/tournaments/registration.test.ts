import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TournamentDetail } from '@courtside/shared/api/tournament';
import { outboxEmails, tournamentParticipants, tournaments, users } from '../../../db/schema';
import {
  createSessionUsers,
  createSignedInUser,
  mailedToken,
  STRONG_PASSWORD,
  uniqueEmail,
} from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { callAs, createTournamentAs } from '../../../test/tournaments';

let t: TestApp;
let organizer: Awaited<ReturnType<typeof createSignedInUser>>;
let asOrganizer: ReturnType<typeof callAs>;

beforeAll(async () => {
  t = await buildTestApp();
  organizer = await createSignedInUser(t.app, { role: 'organizer', name: 'Olive Organizer' });
  asOrganizer = callAs(t.app, organizer.token);
});
afterAll(() => t.close());

const detail = async (id: string, token = organizer.token) =>
  (await callAs(t.app, token)('GET', `/api/tournaments/${id}`)).json<{ data: TournamentDetail }>()
    .data;

const mailsTo = (email: string) =>
  t.app.db.select().from(outboxEmails).where(eq(outboxEmails.to, email));

describe('join and leave', () => {
  it('a player joins once; the count follows', async () => {
    const tournament = await createTournamentAs(t.app, organizer.token);
    const [p] = await createSessionUsers(t.app.db, 1);
    const join = () => callAs(t.app, p!.token)('POST', `/api/tournaments/${tournament.id}/join`);
    const first = await join();
    expect(first.statusCode).toBe(200);
    // Issue 23.2: the spec's client takes join's answer as the tournament.
    const joined = first.json<{
      data: TournamentDetail & { registration: unknown };
      message: string;
    }>();
    expect(joined.message).toBe('Successfully joined tournament!');
    expect(joined.data.registration).toEqual({ status: 'joined', position: null });
    const { registration: _registration, ...joinedTournament } = joined.data;
    expect(joinedTournament).toEqual(await detail(tournament.id, p!.token));
    expect(joined.data).toMatchObject({
      id: tournament.id,
      status: 'upcoming',
      currentParticipants: 1,
      isParticipant: true,
    });
    const again = await join();
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already joined this tournament');
    const seen = await detail(tournament.id, p!.token);
    expect(seen).toMatchObject({ currentParticipants: 1, isParticipant: true });
    expect(seen.participants.map((x) => x.user.name)).toEqual([p!.name]);
  });

  it('organizers cannot join; nobody joins or leaves a started tournament', async () => {
    const tournament = await createTournamentAs(t.app, organizer.token);
    const url = `/api/tournaments/${tournament.id}`;
    expect((await asOrganizer('POST', `${url}/join`)).statusCode).toBe(403);
    const [p] = await createSessionUsers(t.app.db, 1);
    await callAs(t.app, p!.token)('POST', `${url}/join`);
    await t.app.db
      .update(tournaments)
      .set({ status: 'ongoing' })
      .where(eq(tournaments.id, tournament.id));
    const [late] = await createSessionUsers(t.app.db, 1);
    const join = await callAs(t.app, late!.token)('POST', `${url}/join`);
    expect(join.statusCode).toBe(409);
    expect(join.json().message).toBe('Registration is closed: this tournament has already started');
    expect((await callAs(t.app, p!.token)('POST', `${url}/leave`)).statusCode).toBe(409);
  });

  it('leaving needs a registration', async () => {
    const tournament = await createTournamentAs(t.app, organizer.token);
    const [p] = await createSessionUsers(t.app.db, 1);
    const response = await callAs(t.app, p!.token)(
      'POST',
      `/api/tournaments/${tournament.id}/leave`,
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('You are not registered for this tournament');
  });
});

describe('the waitlist', () => {
  it('full: 409 TOURNAMENT_FULL, then the waitlist in order; a leaver is replaced by the first, who is mailed', async () => {
    const tournament = await createTournamentAs(t.app, organizer.token, {
      name: 'Tiny Cup',
      maxParticipants: 4,
    });
    const url = `/api/tournaments/${tournament.id}`;
    const players = await createSessionUsers(t.app.db, 7);
    const as = (i: number) => callAs(t.app, players[i]!.token);
    for (let i = 0; i < 4; i += 1)
      expect((await as(i)('POST', `${url}/join`)).statusCode).toBe(200);

    const full = await as(4)('POST', `${url}/join`);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({
      code: 'TOURNAMENT_FULL',
      message: 'This tournament is full',
    });

    const w1 = await as(4)('POST', `${url}/waitlist`);
    expect(w1.json()).toMatchObject({
      data: { id: tournament.id, registration: { status: 'waitlisted', position: 1 } },
    });
    expect(w1.json().data.waitlistPosition).toBe(1);
    expect(w1.json().message).toMatch(/waitlist at position 1/);
    expect((await as(5)('POST', `${url}/waitlist`)).json().data.registration.position).toBe(2);
    expect((await as(5)('POST', `${url}/waitlist`)).statusCode).toBe(409);

    const leave = await as(0)('POST', `${url}/leave`);
    expect(leave.json()).toEqual({ message: 'Successfully left tournament' });
    const after = await detail(tournament.id, players[5]!.token);
    expect(after.currentParticipants).toBe(4);
    expect(after.participants.map((p) => p.userId)).toContain(players[4]!.id);
    expect(after.participants.map((p) => p.userId)).not.toContain(players[0]!.id);
    expect(after.waitlist.map((w) => [w.userId, w.position])).toEqual([[players[5]!.id, 1]]);
    expect(after.waitlistPosition).toBe(1);
    expect((await mailsTo(players[4]!.email)).map((m) => m.subject)).toEqual([
      "You're in: a place opened up in Tiny Cup",
    ]);

    expect((await as(5)('POST', `${url}/leave`)).json()).toEqual({
      message: 'You left the waitlist',
    });
    expect((await detail(tournament.id)).waitlist).toEqual([]);
  });

  it('the waitlist endpoint refuses while there are places', async () => {
    const tournament = await createTournamentAs(t.app, organizer.token);
    const [p] = await createSessionUsers(t.app.db, 1);
    const response = await callAs(t.app, p!.token)(
      'POST',
      `/api/tournaments/${tournament.id}/waitlist`,
    );
    expect(response.statusCode).toBe(409);
  });

  it('autoJoinWaitlist puts a player on the waitlist when they try to join a full one', async () => {
    const tournament = await createTournamentAs(t.app, organizer.token, { maxParticipants: 4 });
    const url = `/api/tournaments/${tournament.id}`;
    for (const p of await createSessionUsers(t.app.db, 4))
      await callAs(t.app, p.token)('POST', `${url}/join`);
    const [eager] = await createSessionUsers(t.app.db, 1, {
      settings: { gameSettings: { autoJoinWaitlist: true } },
    });
    const response = await callAs(t.app, eager!.token)('POST', `${url}/join`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.registration).toEqual({ status: 'waitlisted', position: 1 });
  });

  it('raising the number of places moves waitlisted players in', async () => {
    const tournament = await createTournamentAs(t.app, organizer.token, { maxParticipants: 4 });
    const url = `/api/tournaments/${tournament.id}`;
    const players = await createSessionUsers(t.app.db, 6);
    for (const p of players.slice(0, 4)) await callAs(t.app, p.token)('POST', `${url}/join`);
    for (const p of players.slice(4)) await callAs(t.app, p.token)('POST', `${url}/waitlist`);
    const response = await asOrganizer('PUT', url, { maxParticipants: 5 });
    expect(response.json().data).toMatchObject({ currentParticipants: 5 });
    expect(response.json().data.waitlist.map((w: { userId: string }) => w.userId)).toEqual([
      players[5]!.id,
    ]);
  });
});

describe('concurrent joins', () => {
  it('100 players joining 16 places at once: exactly 16 get in, the count is right', async () => {
    const tournament = await createTournamentAs(t.app, organizer.token, { maxParticipants: 16 });
    const crowd = await createSessionUsers(t.app.db, 100);
    const responses = await Promise.all(
      crowd.map((p) => callAs(t.app, p.token)('POST', `/api/tournaments/${tournament.id}/join`)),
    );
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(16);
    expect(codes.filter((c) => c === 409)).toHaveLength(84);
    const rows = await t.app.db
      .select()
      .from(tournamentParticipants)
      .where(eq(tournamentParticipants.tournamentId, tournament.id));
    expect(rows).toHaveLength(16);
    const [row] = await t.app.db
      .select()
      .from(tournaments)
      .where(eq(tournaments.id, tournament.id));
    expect(row!.currentParticipants).toBe(16);
  });

  it('one player joining four times at once gets one place and three 409s, never a 500', async () => {
    const tournament = await createTournamentAs(t.app, organizer.token, { maxParticipants: 4 });
    const [p] = await createSessionUsers(t.app.db, 1);
    const responses = await Promise.all(
      Array.from({ length: 4 }, () =>
        callAs(t.app, p!.token)('POST', `/api/tournaments/${tournament.id}/join`),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const seen = await detail(tournament.id, p!.token);
    expect(seen).toMatchObject({ currentParticipants: 1, isParticipant: true, waitlist: [] });
  });

  it('joining the last place and the waitlist at once never leaves a player in and waiting', async () => {
    const tournament = await createTournamentAs(t.app, organizer.token, { maxParticipants: 4 });
    const url = `/api/tournaments/${tournament.id}`;
    for (const p of await createSessionUsers(t.app.db, 3)) {
      await callAs(t.app, p.token)('POST', `${url}/join`);
    }
    const [eager] = await createSessionUsers(t.app.db, 1, {
      settings: { gameSettings: { autoJoinWaitlist: true } },
    });
    const responses = await Promise.all(
      ['join', 'waitlist', 'join'].map((action) =>
        callAs(t.app, eager!.token)('POST', `${url}/${action}`),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 409)).toHaveLength(2);
    const seen = await detail(tournament.id, eager!.token);
    expect(seen).toMatchObject({ currentParticipants: 4, isParticipant: true, waitlist: [] });
  });
});

describe('POST .../participants/add-by-organizer', () => {
  it('only the owner adds', async () => {
    const tournament = await createTournamentAs(t.app, organizer.token);
    const [other] = await createSessionUsers(t.app.db, 1, { role: 'organizer' });
    const response = await callAs(t.app, other!.token)(
      'POST',
      `/api/tournaments/${tournament.id}/participants/add-by-organizer`,
      { name: 'Sneaky Add', email: 'sneaky@example.com' },
    );
    expect(response.statusCode).toBe(403);
  });

  it('links an existing player by email and mails them', async () => {
    const tournament = await createTournamentAs(t.app, organizer.token, { name: 'Linked Cup' });
    const [p] = await createSessionUsers(t.app.db, 1);
    const response = await asOrganizer(
      'POST',
      `/api/tournaments/${tournament.id}/participants/add-by-organizer`,
      { name: 'Whatever Name', email: p!.email.toUpperCase() },
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      message: 'Participant added successfully!',
      data: { isInvited: false, participant: { userId: p!.id, user: { name: p!.name } } },
    });
    expect((await mailsTo(p!.email)).map((m) => m.subject)).toEqual([
      'Olive Organizer added you to Linked Cup',
    ]);
    const again = await asOrganizer(
      'POST',
      `/api/tournaments/${tournament.id}/participants/add-by-organizer`,
      { name: 'Whatever Name', email: p!.email },
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      field: 'email',
      message: 'This player is already a participant',
    });
  });

  it('invites a new email without creating an account; accepting creates it and takes the place', async () => {
    const tournament = await createTournamentAs(t.app, organizer.token, { name: 'Invite Cup' });
    const email = 'newcomer.invite@example.com';
    const url = `/api/tournaments/${tournament.id}/participants/add-by-organizer`;
    const response = await asOrganizer('POST', url, { name: 'Nina Newcomer', email });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toEqual({ participant: null, isInvited: true });
    // Audit finding: an address that never accepted must not get an account.
    expect(await t.app.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    expect((await detail(tournament.id)).participants).toEqual([]);
    const again = await asOrganizer('POST', url, { name: 'Nina Newcomer', email });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ field: 'email', code: 'CONFLICT' });

    const token = await mailedToken(t.app.db, email, '/reset-password');
    const accept = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: STRONG_PASSWORD },
    });
    expect(accept.statusCode).toBe(200);
    const [account] = await t.app.db.select().from(users).where(eq(users.email, email));
    expect(account).toMatchObject({ role: 'player', name: 'Nina Newcomer' });
    expect(account!.emailVerifiedAt).not.toBeNull();
    expect((await detail(tournament.id)).participants.map((p) => p.user.name)).toEqual([
      'Nina Newcomer',
    ]);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: STRONG_PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
    const reused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'An0ther$ecret' },
    });
    expect(reused.statusCode).toBe(400);
  });

  it('lets an invitee who registers instead take up the invitation once verified', async () => {
    const tournament = await createTournamentAs(t.app, organizer.token, { name: 'Register Cup' });
    const email = uniqueEmail('invitee');
    const url = `/api/tournaments/${tournament.id}/participants/add-by-organizer`;
    expect((await asOrganizer('POST', url, { name: 'Reg Istrant', email })).statusCode).toBe(201);
    await createSignedInUser(t.app, { email, name: 'Reg Istrant' });
    expect((await detail(tournament.id)).participants.map((p) => p.user.name)).toEqual([
      'Reg Istrant',
    ]);
  });

  it('limits additions per recipient, so a stranger cannot be flooded with mail', async () => {
    const email = uniqueEmail('stranger');
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const tournament = await createTournamentAs(t.app, organizer.token, { name: `Spam ${i}` });
      const url = `/api/tournaments/${tournament.id}/participants/add-by-organizer`;
      statuses.push((await asOrganizer('POST', url, { name: 'Stran Ger', email })).statusCode);
      await asOrganizer('DELETE', `/api/tournaments/${tournament.id}`);
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    expect(await mailsTo(email)).toHaveLength(3);
  });

  it('counts toward the per-recipient limit only additions that passed every check (issue 22.6)', async () => {
    const [player] = await createSessionUsers(t.app.db, 1);
    const asPlayer = callAs(t.app, player!.token);
    const email = uniqueEmail('target');
    const foreign = await createTournamentAs(t.app, organizer.token, { name: 'Not Theirs' });
    // A player aiming at random and foreign tournament ids, and an owner sending invalid input.
    const refused: number[] = [];
    for (const id of [randomUUID(), randomUUID(), randomUUID(), foreign.id, foreign.id]) {
      const url = `/api/tournaments/${id}/participants/add-by-organizer`;
      refused.push((await asPlayer('POST', url, { name: 'Tar Get', email })).statusCode);
    }
    const foreignUrl = `/api/tournaments/${foreign.id}/participants/add-by-organizer`;
    for (let i = 0; i < 3; i += 1) {
      refused.push((await asOrganizer('POST', foreignUrl, { name: '', email })).statusCode);
    }
    expect(refused).toEqual([404, 404, 404, 403, 403, 422, 422, 422]);
    // The address can still be added three times by real organizers.
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const tournament = await createTournamentAs(t.app, organizer.token, { name: `Real ${i}` });
      const url = `/api/tournaments/${tournament.id}/participants/add-by-organizer`;
      statuses.push((await asOrganizer('POST', url, { name: 'Tar Get', email })).statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
    expect(await mailsTo(email)).toHaveLength(3);
  });

  it('refuses when full, for an organizer account, and validates name and email', async () => {
    const tournament = await createTournamentAs(t.app, organizer.token, { maxParticipants: 4 });
    const url = `/api/tournaments/${tournament.id}/participants/add-by-organizer`;
    const invalid = await asOrganizer('POST', url, { name: '', email: 'nope' });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors.name[0]).toBe('Name is required');
    expect(invalid.json().errors.email[0]).toBe('Please enter a valid email address');
    const [otherOrganizer] = await createSessionUsers(t.app.db, 1, { role: 'organizer' });
    const organizerAccount = await asOrganizer('POST', url, {
      name: 'Org Anizer',
      email: otherOrganizer!.email,
    });
    expect(organizerAccount.statusCode).toBe(409);
    for (const p of await createSessionUsers(t.app.db, 4)) {
      await asOrganizer('POST', url, { name: p.name, email: p.email });
    }
    const full = await asOrganizer('POST', url, {
      name: 'One More',
      email: 'one.more@example.com',
    });
    expect(full.statusCode).toBe(409);
    expect(full.json().code).toBe('TOURNAMENT_FULL');
    const [row] = await t.app.db
      .select()
      .from(users)
      .where(eq(users.email, 'one.more@example.com'));
    expect(row).toBeUndefined();
  });
});

describe('removing a participant and dissolved teams', () => {
  it('the owner removes a player: they are mailed, the waitlist moves up, their partner is told', async () => {
    const tournament = await createTournamentAs(t.app, organizer.token, {
      name: 'Remove Cup',
      type: 'doubles',
      maxParticipants: 4,
    });
    const players = await createSessionUsers(t.app.db, 5);
    for (const p of players.slice(0, 4)) {
      await callAs(t.app, p.token)('POST', `/api/tournaments/${tournament.id}/join`);
    }
    await callAs(t.app, players[4]!.token)('POST', `/api/tournaments/${tournament.id}/waitlist`);
    const [a, b] = players;
    await asOrganizer('POST', `/api/teams/tournament/${tournament.id}`, {
      teams: [{ playerIds: [a!.id, b!.id] }],
    });
    const url = `/api/tournaments/${tournament.id}/participants/${a!.id}`;
    expect((await callAs(t.app, b!.token)('DELETE', url)).statusCode).toBe(403);
    const removed = await asOrganizer('DELETE', url);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe('Participant removed');
    const after = await detail(tournament.id);
    expect(after.participants.map((p) => p.userId)).not.toContain(a!.id);
    expect(after.participants.map((p) => p.userId)).toContain(players[4]!.id);
    expect(after.currentParticipants).toBe(4);
    expect(after.teams).toEqual([]);
    expect((await mailsTo(a!.email)).map((m) => m.subject)).toContain(
      'You are no longer registered for Remove Cup',
    );
    expect((await mailsTo(b!.email)).map((m) => m.subject)).toContain(
      'Your team in Remove Cup was dissolved',
    );
    expect((await asOrganizer('DELETE', url)).statusCode).toBe(404);
  });

  it('a player leaving a doubles team gets the partner mailed', async () => {
    const tournament = await createTournamentAs(t.app, organizer.token, {
      name: 'Leave Team Cup',
      type: 'doubles',
    });
    const [a, b] = await createSessionUsers(t.app.db, 2);
    for (const p of [a!, b!]) {
      await callAs(t.app, p.token)('POST', `/api/tournaments/${tournament.id}/join`);
    }
    await asOrganizer('POST', `/api/teams/tournament/${tournament.id}`, {
      teams: [{ playerIds: [a!.id, b!.id] }],
    });
    await callAs(t.app, a!.token)('POST', `/api/tournaments/${tournament.id}/leave`);
    expect((await mailsTo(b!.email)).map((m) => m.subject)).toContain(
      'Your team in Leave Team Cup was dissolved',
    );
  });
});

describe('POST .../contact', () => {
  it('mails the organizer with the sender as reply-to, 5 an hour per sender', async () => {
    const tournament = await createTournamentAs(t.app, organizer.token, { name: 'Chatty Cup' });
    const url = `/api/tournaments/${tournament.id}/contact`;
    const [p] = await createSessionUsers(t.app.db, 1);
    const as = callAs(t.app, p!.token);
    const first = await as('POST', url, {
      subject: 'Parking?',
      message: 'Where do we <b>park</b>?',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      message: "Message sent successfully! We'll get back to you soon.",
    });
    const [mail] = await t.app.db
      .select()
      .from(outboxEmails)
      .where(
        and(
          eq(outboxEmails.to, organizer.email),
          eq(outboxEmails.subject, '[Chatty Cup] Parking?'),
        ),
      );
    expect(mail).toMatchObject({ replyTo: `${p!.name} <${p!.email}>` });
    expect(mail!.text).toContain('Where do we park?');
    const codes = [];
    for (let i = 0; i < 5; i += 1)
      codes.push((await as('POST', url, { subject: 's', message: 'm' })).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 429]);
  });

  it('the organizer does not contact themselves; 422 without a message', async () => {
    const tournament = await createTournamentAs(t.app, organizer.token);
    const url = `/api/tournaments/${tournament.id}/contact`;
    expect((await asOrganizer('POST', url, { subject: 'Hi', message: 'Me' })).statusCode).toBe(409);
    const [p] = await createSessionUsers(t.app.db, 1);
    const empty = await callAs(t.app, p!.token)('POST', url, { subject: 'Hi', message: '  ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.message).toEqual(['Message is required']);
  });
});
