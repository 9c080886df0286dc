import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Match } from '@courtside/shared/api/match';
import type { LiveServerMessage } from '@courtside/shared/api/live';
import type { TournamentListResponse } from '@courtside/shared/api/tournament';
import { createSessionUsers, createSignedInUser } from '../test/accounts';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { matchesOf, scoreAs, tournamentWith } from '../test/competition';
import { callAs, createTournamentAs } from '../test/tournaments';
import { connectLive } from './test-client';

let t: TestApp;
let organizer: Awaited<ReturnType<typeof createSignedInUser>>;

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_MAX: '1000000' });
  organizer = await createSignedInUser(t.app, { role: 'organizer', name: 'Live Organizer' });
});
afterAll(() => t.close());

/** A started 4-player knockout and one of its first-round matches. */
async function startedMatch(overrides: Record<string, unknown> = {}) {
  const { id, players } = await tournamentWith(t.app, organizer.token, 4, overrides);
  const started = await callAs(t.app, organizer.token)('POST', `/api/tournaments/${id}/start`);
  if (started.statusCode !== 200) throw new Error(started.body);
  const match = (await matchesOf(t.app, organizer.token, id)).find(
    (m) => m.player1Id && m.player2Id,
  ) as Match;
  return { id, players, match };
}

const isEvent = (topic: string) => (m: LiveServerMessage) =>
  m.type === 'event' && m.topic === topic;

describe('/ws', () => {
  it('pushes a score to a spectator within a second of the PUT', async () => {
    const { id, match } = await startedMatch();
    const spectator = await connectLive(t.app, null);
    spectator.send({ type: 'subscribe', topic: `match:${match.id}` });
    spectator.send({ type: 'subscribe', topic: `tournament:${id}` });
    const subscribed = await spectator.next(
      (m) => m.type === 'subscribed' && m.topic === `match:${match.id}`,
    );
    await spectator.next((m) => m.type === 'subscribed' && m.topic === `tournament:${id}`);

    expect((await scoreAs(t.app, organizer.token, match, [7], [5])).statusCode).toBe(200);
    const event = await spectator.next(isEvent(`match:${match.id}`), 1000);
    expect(event).toMatchObject({
      type: 'event',
      seq: subscribed.type === 'subscribed' ? subscribed.seq + 1 : -1,
      event: { kind: 'match', op: 'UPDATE', id: match.id, tournamentId: id },
    });
    expect(event.type === 'event' && event.event.data?.games).toEqual([[7, 5]]);
    await spectator.next(isEvent(`tournament:${id}`), 1000);
    spectator.close();
  });

  it("refuses another user's topic, unknown topics, bad messages, and messages before auth", async () => {
    const [player, other] = await createSessionUsers(t.app.db, 2);
    const client = await connectLive(t.app, player!.token);
    client.send({ type: 'subscribe', topic: `user:${other!.id}` });
    expect(await client.next((m) => m.type === 'error')).toMatchObject({ code: 'FORBIDDEN' });
    client.send({ type: 'subscribe', topic: `user:${player!.id}` });
    expect(await client.next((m) => m.type === 'subscribed')).toMatchObject({
      topic: `user:${player!.id}`,
    });
    client.send({ type: 'subscribe', topic: `tournament:${crypto.randomUUID()}` });
    expect(await client.next((m) => m.type === 'error')).toMatchObject({ code: 'NOT_FOUND' });
    client.send('{not json');
    expect(await client.next((m) => m.type === 'error')).toMatchObject({ code: 'BAD_MESSAGE' });
    client.send({ type: 'subscribe', topic: 'everything' } as never);
    expect(await client.next((m) => m.type === 'error')).toMatchObject({ code: 'BAD_MESSAGE' });
    client.send({ type: 'ping' });
    await client.next((m) => m.type === 'pong');
    client.close();

    const forged = await connectLive(t.app, 'not-a-token');
    expect(await forged.closed).toBe(4401);
  });

  it('gives a private tournament only to its organizer, participants and keepers, and drops the others when it turns private (issue 22.5)', async () => {
    const hidden = await createTournamentAs(t.app, organizer.token, { isPublic: false });
    const open = await createTournamentAs(t.app, organizer.token);
    const anonymous = await connectLive(t.app, null);
    anonymous.send({ type: 'subscribe', topic: `tournament:${hidden.id}` });
    expect(await anonymous.next((m) => m.type === 'error')).toMatchObject({ code: 'FORBIDDEN' });
    anonymous.send({ type: 'subscribe', topic: `tournament:${open.id}` });
    await anonymous.next((m) => m.type === 'subscribed');

    const [stranger, participant] = await createSessionUsers(t.app.db, 2);
    const signedIn = await connectLive(t.app, stranger!.token);
    signedIn.send({ type: 'subscribe', topic: `tournament:${hidden.id}` });
    expect(await signedIn.next((m) => m.type === 'error')).toMatchObject({
      code: 'FORBIDDEN',
      topic: `tournament:${hidden.id}`,
    });
    signedIn.send({ type: 'subscribe', topic: `tournament:${open.id}` });
    await signedIn.next((m) => m.type === 'subscribed');
    const owner = await connectLive(t.app, organizer.token);
    owner.send({ type: 'subscribe', topic: `tournament:${hidden.id}` });
    await owner.next((m) => m.type === 'subscribed');
    expect(
      (await callAs(t.app, participant!.token)('POST', `/api/tournaments/${open.id}/join`))
        .statusCode,
    ).toBe(200);
    const member = await connectLive(t.app, participant!.token);
    member.send({ type: 'subscribe', topic: `tournament:${open.id}` });
    await member.next((m) => m.type === 'subscribed');

    const update = await callAs(t.app, organizer.token)('PUT', `/api/tournaments/${open.id}`, {
      isPublic: false,
    });
    expect(update.statusCode).toBe(200);
    expect(update.json<{ data: { isPublic: boolean } }>().data.isPublic).toBe(false);
    for (const dropped of [anonymous, signedIn]) {
      expect(await dropped.next((m) => m.type === 'error')).toMatchObject({
        code: 'FORBIDDEN',
        topic: `tournament:${open.id}`,
      });
    }
    // The participant still follows it: the next change reaches them.
    await callAs(t.app, organizer.token)('PUT', `/api/tournaments/${open.id}`, { name: 'Renamed' });
    await member.next(isEvent(`tournament:${open.id}`));
    await expect(member.next((m) => m.type === 'error', 100)).rejects.toThrow();
    for (const client of [anonymous, signedIn, owner, member]) client.close();
  });

  it('names score keepers only to the organizer, the players and the keepers (issue 22.9)', async () => {
    const { match, players } = await startedMatch();
    const topic = `match:${match.id}`;
    const [keeper, stranger] = await createSessionUsers(t.app.db, 2);
    const player = players.find((p) => p.id === match.player1Id)!;
    const sockets = {
      anonymous: await connectLive(t.app, null),
      stranger: await connectLive(t.app, stranger!.token),
      organizer: await connectLive(t.app, organizer.token),
      player: await connectLive(t.app, player.token),
    };
    for (const socket of Object.values(sockets)) {
      socket.send({ type: 'subscribe', topic });
      await socket.next((m) => m.type === 'subscribed');
    }
    const added = await callAs(t.app, organizer.token)(
      'POST',
      `/api/matches/${match.id}/score-keepers`,
      { userId: keeper!.id },
    );
    expect(added.statusCode).toBe(200);
    const eventOf = async (socket: (typeof sockets)['anonymous']) => {
      const message = await socket.next(
        (m) => isEvent(topic)(m) && m.type === 'event' && m.event.kind === 'keepers',
      );
      return message.type === 'event' ? message.event : null;
    };
    for (const socket of [sockets.anonymous, sockets.stranger]) {
      const event = await eventOf(socket);
      expect(event).toMatchObject({ kind: 'keepers', op: 'INSERT', id: match.id });
      expect(event).not.toHaveProperty('userId');
    }
    for (const socket of [sockets.organizer, sockets.player]) {
      expect(await eventOf(socket)).toMatchObject({ kind: 'keepers', userId: keeper!.id });
    }
    // The keeper, following the match from now on, learns who the others are too.
    const keeperSocket = await connectLive(t.app, keeper!.token);
    keeperSocket.send({ type: 'subscribe', topic, since: { epoch: keeperSocket.epoch, seq: 0 } });
    expect(await eventOf(keeperSocket)).toMatchObject({ kind: 'keepers', userId: keeper!.id });
    for (const socket of [...Object.values(sockets), keeperSocket]) socket.close();
  });

  it("closes a revoked session's sockets with 4401", async () => {
    const player = await createSignedInUser(t.app);
    const client = await connectLive(t.app, player.token);
    client.send({ type: 'subscribe', topic: `user:${player.user.id}` });
    await client.next((m) => m.type === 'subscribed');
    expect((await callAs(t.app, player.token)('POST', '/api/auth/logout')).statusCode).toBe(200);
    expect(await client.closed).toBe(4401);
  });

  it('replays what a reconnect missed, and asks for a resync when it cannot', async () => {
    const { match } = await startedMatch();
    const topic = `match:${match.id}`;
    const first = await connectLive(t.app, organizer.token);
    first.send({ type: 'subscribe', topic });
    const subscribed = await first.next((m) => m.type === 'subscribed');
    const seq = subscribed.type === 'subscribed' ? subscribed.seq : -1;
    first.close();

    await scoreAs(t.app, organizer.token, match, [3], [1]);
    await scoreAs(t.app, organizer.token, match, [4], [1]);
    const again = await connectLive(t.app, organizer.token);
    again.send({ type: 'subscribe', topic, since: { epoch: first.epoch, seq } });
    const replayed = [await again.next(isEvent(topic)), await again.next(isEvent(topic))];
    expect(replayed.map((m) => (m.type === 'event' ? m.seq : 0))).toEqual([seq + 1, seq + 2]);
    expect(await again.next((m) => m.type === 'subscribed')).toMatchObject({ seq: seq + 2 });

    const stale = await connectLive(t.app, organizer.token);
    stale.send({ type: 'subscribe', topic, since: { epoch: 'an-old-epoch', seq: 1 } });
    expect(await stale.next((m) => m.type === 'resync')).toMatchObject({ topic, seq: seq + 2 });
    await scoreAs(t.app, organizer.token, match, [5], [1]);
    expect(await stale.next(isEvent(topic))).toMatchObject({ seq: seq + 3 });
    again.close();
    stale.close();
  });
});

describe('cached reads', () => {
  it('reflect a join, a leave and an edit on the next request', async () => {
    const tournament = await createTournamentAs(t.app, organizer.token, { name: 'Cache Cup' });
    const [player] = await createSessionUsers(t.app.db, 1);
    const asPlayer = callAs(t.app, player!.token);
    const rowIn = async () =>
      (await asPlayer('GET', '/api/tournaments?limit=50'))
        .json<TournamentListResponse>()
        .data.find((r) => r.id === tournament.id)!;
    expect(await rowIn()).toMatchObject({ isParticipant: false, currentParticipants: 0 });
    expect(await rowIn()).toMatchObject({ isParticipant: false, currentParticipants: 0 });
    const detail = async () =>
      (await asPlayer('GET', `/api/tournaments/${tournament.id}`)).json<{
        data: { isParticipant: boolean; name: string };
      }>().data;
    expect(await detail()).toMatchObject({ isParticipant: false });

    expect((await asPlayer('POST', `/api/tournaments/${tournament.id}/join`)).statusCode).toBe(200);
    expect(await rowIn()).toMatchObject({ isParticipant: true, currentParticipants: 1 });
    expect(await detail()).toMatchObject({ isParticipant: true });
    // Another viewer's cached page is not this player's.
    const organizerRow = (await callAs(t.app, organizer.token)('GET', '/api/tournaments?limit=50'))
      .json<TournamentListResponse>()
      .data.find((r) => r.id === tournament.id)!;
    expect(organizerRow).toMatchObject({ isParticipant: false, currentParticipants: 1 });

    expect((await asPlayer('POST', `/api/tournaments/${tournament.id}/leave`)).statusCode).toBe(
      200,
    );
    expect(await rowIn()).toMatchObject({ isParticipant: false, currentParticipants: 0 });
    await callAs(t.app, organizer.token)('PUT', `/api/tournaments/${tournament.id}`, {
      name: 'Cache Cup Renamed',
    });
    expect(await detail()).toMatchObject({ name: 'Cache Cup Renamed' });
  });

  it('serves a bracket that follows the scores', async () => {
    const { id, match } = await startedMatch();
    const bracketMatch = async () =>
      Object.values(
        (await callAs(t.app, organizer.token)('GET', `/api/tournaments/${id}/bracket`)).json<{
          data: { bracket: Record<string, Match[]> };
        }>().data.bracket,
      )
        .flat()
        .find((m) => m.id === match.id)!;
    expect((await bracketMatch()).score.player1).toEqual([]);
    await scoreAs(t.app, organizer.token, match, [11, 11], [4, 6]);
    expect(await bracketMatch()).toMatchObject({
      status: 'completed',
      score: { player1: [11, 11] },
    });
  });
});

describe('GET /api/public/tournaments/{id}', () => {
  it('shows a public tournament to anyone, without emails; 404 otherwise', async () => {
    const { id, players, match } = await startedMatch({ name: 'Spectator Open' });
    await scoreAs(t.app, organizer.token, match, [6], [4]);
    const response = await t.app.inject({ method: 'GET', url: `/api/public/tournaments/${id}` });
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      data: { tournament: { name: string }; participants: { name: string }[]; matches: Match[] };
    }>();
    expect(body.data.tournament.name).toBe('Spectator Open');
    expect(body.data.participants.map((p) => p.name).sort()).toEqual(
      players.map((p) => p.name).sort(),
    );
    expect(body.data.matches.find((m) => m.id === match.id)?.score).toEqual({
      player1: [6],
      player2: [4],
    });
    expect(response.body).not.toContain('@');
    expect(response.body).not.toContain('authorizedScoreKeepers');

    await callAs(t.app, organizer.token)('PUT', `/api/tournaments/${id}`, { isPublic: false });
    const hidden = await t.app.inject({ method: 'GET', url: `/api/public/tournaments/${id}` });
    expect(hidden.statusCode).toBe(404);
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/api/public/tournaments/${crypto.randomUUID()}`,
    });
    expect(unknown.statusCode).toBe(404);
  });
});
