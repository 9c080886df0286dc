import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveServerMessage } from '@courtside/shared/api/live';
import { createSignedInUser } from '../test/accounts';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { tournamentWith } from '../test/competition';
import { callAs } from '../test/tournaments';
import { connectLive } from './test-client';

let t: TestApp;
let organizer: Awaited<ReturnType<typeof createSignedInUser>>;

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_MAX: '1000000' });
  organizer = await createSignedInUser(t.app, { role: 'organizer', name: 'Live Desk Organizer' });
});
afterAll(() => t.close());

type EventMessage = Extract<LiveServerMessage, { type: 'event' }>;
const OPEN = () => ({ checkInOpensAt: new Date(Date.now() - 3_600_000).toISOString() });
const isCheckIn = (topic: string) => (m: LiveServerMessage) =>
  m.type === 'event' && m.topic === topic && m.event.kind === 'participants';

describe('/ws carries check-ins (issue 27)', () => {
  it('tells the desk and the player of a check-in; nobody else may follow it', async () => {
    const { id, players } = await tournamentWith(t.app, organizer.token, 2, {
      ...OPEN(),
      isPublic: false,
    });
    const [ann, ben] = players;
    const topic = `tournament:${id}`;

    const desk = await connectLive(t.app, organizer.token);
    desk.send({ type: 'subscribe', topic });
    await desk.next((m) => m.type === 'subscribed' && m.topic === topic);
    const player = await connectLive(t.app, ann!.token);
    player.send({ type: 'subscribe', topic: `user:${ann!.id}` });
    await player.next((m) => m.type === 'subscribed');
    // Someone outside the private tournament: refused the tournament and the player's topic.
    const stranger = await createSignedInUser(t.app, { name: 'Live Stranger' });
    const outsider = await connectLive(t.app, stranger.token);
    outsider.send({ type: 'subscribe', topic });
    expect(await outsider.next((m) => m.type === 'error')).toMatchObject({ code: 'FORBIDDEN' });
    outsider.send({ type: 'subscribe', topic: `user:${ann!.id}` });
    expect(await outsider.next((m) => m.type === 'error')).toMatchObject({ code: 'FORBIDDEN' });
    const anonymous = await connectLive(t.app, null);
    anonymous.send({ type: 'subscribe', topic });
    expect(await anonymous.next((m) => m.type === 'error')).toMatchObject({ code: 'FORBIDDEN' });

    const checkIn = await callAs(t.app, ann!.token)('POST', `/api/tournaments/${id}/check-in`);
    expect(checkIn.statusCode, checkIn.body).toBe(200);

    const heardByDesk = (await desk.next(isCheckIn(topic))) as EventMessage;
    expect(heardByDesk.event).toMatchObject({
      op: 'UPDATE',
      tournamentId: id,
      userId: ann!.id,
    });
    const heardByPlayer = (await player.next(isCheckIn(`user:${ann!.id}`))) as EventMessage;
    expect(heardByPlayer.event).toMatchObject({ tournamentId: id, userId: ann!.id });

    // The desk checking Ben in is heard by the desk, not on Ann's topic.
    expect(
      (
        await callAs(t.app, organizer.token)(
          'POST',
          `/api/tournaments/${id}/participants/${ben!.id}/check-in`,
        )
      ).statusCode,
    ).toBe(200);
    expect(((await desk.next(isCheckIn(topic))) as EventMessage).event.userId).toBe(ben!.id);
    await expect(player.next(isCheckIn(`user:${ann!.id}`), 300)).rejects.toThrow();
    await expect(outsider.next((m) => m.type === 'event', 100)).rejects.toThrow();
    for (const socket of [desk, player, outsider, anonymous]) socket.close();
  });

  it('tells a spectator of a public tournament that something changed, not who', async () => {
    const { id, players } = await tournamentWith(t.app, organizer.token, 2, OPEN());
    const topic = `tournament:${id}`;
    const spectator = await connectLive(t.app, null);
    spectator.send({ type: 'subscribe', topic });
    await spectator.next((m) => m.type === 'subscribed');
    const checkIn = await callAs(t.app, organizer.token)(
      'POST',
      `/api/tournaments/${id}/participants/${players[0]!.id}/check-in`,
    );
    expect(checkIn.statusCode).toBe(200);
    const heard = (await spectator.next(isCheckIn(topic))) as EventMessage;
    expect(heard.event.userId).toBeUndefined();
    expect(JSON.stringify(heard)).not.toContain(players[0]!.id);
    spectator.close();
  });
});
