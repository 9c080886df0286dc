import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveServerMessage } from '@courtside/shared/api/live';
import type { Match } from '@courtside/shared/api/match';
import { createSignedInUser } from '../test/accounts';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { matchesOf, scoreAs, tournamentWith } from '../test/competition';
import { callAs } from '../test/tournaments';
import { connectLive } from './test-client';

let t: TestApp;
let organizer: Awaited<ReturnType<typeof createSignedInUser>>;

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_MAX: '1000000' });
  organizer = await createSignedInUser(t.app, { role: 'organizer', name: 'Desk Live Organizer' });
});
afterAll(() => t.close());

type EventMessage = Extract<LiveServerMessage, { type: 'event' }>;

describe('/ws carries the desk (issue 27)', () => {
  it('gives a spectator the called, on-court and each point frames of a match, in order', async () => {
    const { id, players } = await tournamentWith(t.app, organizer.token, 4);
    const asOrganizer = callAs(t.app, organizer.token);
    expect((await asOrganizer('POST', `/api/tournaments/${id}/start`)).statusCode).toBe(200);
    const match = (await matchesOf(t.app, organizer.token, id)).find(
      (m) => m.key === 'KO-R1-M1',
    ) as Match;

    const spectator = await connectLive(t.app, null);
    spectator.send({ type: 'subscribe', topic: `tournament:${id}` });
    await spectator.next((m) => m.type === 'subscribed');
    const player = players.find((p) => p.id === match.player1Id)!;
    const playerSocket = await connectLive(t.app, player.token);
    playerSocket.send({ type: 'subscribe', topic: `user:${player.id}` });
    await playerSocket.next((m) => m.type === 'subscribed');

    const ofMatch = (m: LiveServerMessage) =>
      m.type === 'event' && m.topic === `tournament:${id}` && m.event.id === match.id;
    const call = await asOrganizer('POST', `/api/matches/${match.id}/call`, {
      courtId: match.courtId,
    });
    expect(call.statusCode, call.body).toBe(200);
    expect((await scoreAs(t.app, organizer.token, match, [1], [0])).statusCode).toBe(200);
    expect((await scoreAs(t.app, organizer.token, match, [2], [0])).statusCode).toBe(200);

    const frames: EventMessage[] = [];
    for (let i = 0; i < 3; i += 1) frames.push((await spectator.next(ofMatch)) as EventMessage);
    expect(frames.map((f) => f.seq)).toEqual([...frames.map((f) => f.seq)].sort((a, b) => a - b));
    const [called, onCourt, point] = frames.map((f) => f.event.data as Record<string, unknown>);
    expect(called).toMatchObject({ status: 'scheduled', courtId: match.courtId, games: [] });
    expect(called!.calledAt).toEqual(expect.any(String));
    expect(called!.actualStartTime).toBeNull();
    expect(onCourt).toMatchObject({ status: 'in-progress', games: [[1, 0]] });
    expect(onCourt!.actualStartTime).toEqual(expect.any(String));
    expect(point).toMatchObject({ status: 'in-progress', games: [[2, 0]] });

    // The player hears of the call on their own topic.
    const heard = (await playerSocket.next(
      (m) => m.type === 'event' && m.event.id === match.id,
    )) as EventMessage;
    expect((heard.event.data as Record<string, unknown>).calledAt).toEqual(expect.any(String));
    spectator.close();
    playerSocket.close();
  });
});
