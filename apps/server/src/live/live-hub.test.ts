import { EventEmitter } from 'node:events';
import type { WebSocket } from '@fastify/websocket';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_CLOSE_CODES } from '@courtside/shared/api/live';
import { ChangeBus } from './change-bus';
import {
  AUTH_TIMEOUT_MS,
  HEARTBEAT_MS,
  LiveHub,
  MAX_BUFFERED_BYTES,
  MESSAGE_BURST,
  MESSAGES_PER_SECOND,
  POLICY_CLOSE_CODE,
  type LiveAccess,
} from './live-hub';

const T = '7c0f1d2e-1111-4111-8111-000000000001';
const M = '7c0f1d2e-2222-4222-8222-000000000002';

/** What the hub uses of a `ws` socket, recording what is done to it. */
class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  bufferedAmount = 0;
  readonly sent: { type: string; seq?: number; code?: string; event?: { userId?: string } }[] = [];
  closedWith: number | null = null;
  isTerminated = false;
  pings = 0;

  send(message: string | Buffer) {
    this.sent.push(JSON.parse(String(message)) as { type: string });
  }
  close(code: number) {
    this.closedWith ??= code;
    this.end();
  }
  terminate() {
    this.isTerminated = true;
    this.end();
  }
  ping() {
    this.pings += 1;
  }
  private end() {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.emit('close');
  }
}

const P = '7c0f1d2e-3333-4333-8333-000000000003';
const KEEPER = '7c0f1d2e-4444-4444-8444-000000000004';
const USER = '7c0f1d2e-5555-4555-8555-000000000005';

/** Tokens are user ids; `M` is a match of the public `T`, `P` a private tournament. */
const access: LiveAccess = {
  findSession: async (token) =>
    ({ user: { id: token }, sessionId: `session-${token}` }) as Awaited<
      ReturnType<LiveAccess['findSession']>
    >,
  placeOf: async (topic) =>
    topic === `match:${M}` || topic === `tournament:${T}`
      ? { tournamentId: T, isPublic: true }
      : topic === `tournament:${P}`
        ? { tournamentId: P, isPublic: false }
        : null,
  canSeeResults: async (userId) => userId === KEEPER,
  seesPeople: async (userId) => userId === KEEPER,
};
const limits = { perIp: 3, perUser: 2 };

const scoreChange = (points: number) =>
  JSON.stringify({
    t: 'matches',
    op: 'UPDATE',
    id: M,
    tid: T,
    uids: [],
    row: { status: 'in-progress', games: [[points, 0]], side1Id: null, side2Id: null },
  });

let bus: ChangeBus;
let hub: LiveHub;

beforeEach(() => {
  vi.useFakeTimers();
  bus = new ChangeBus();
  hub = new LiveHub(bus, access, limits);
});
afterEach(() => {
  hub.close();
  vi.useRealTimers();
});

/** A socket accepted by the hub (from `ip`, as `token`), following `match:{M}`. */
async function follower(token: string | null = null, ip = '10.0.0.1'): Promise<FakeSocket> {
  const socket = new FakeSocket();
  hub.accept(socket as unknown as WebSocket, ip);
  socket.emit('message', JSON.stringify({ type: 'auth', token }));
  socket.emit('message', JSON.stringify({ type: 'subscribe', topic: `match:${M}` }));
  await vi.waitFor(() => expect(socket.sent.at(-1)?.type).toBe('subscribed'));
  return socket;
}

/** The answer to one more message on an accepted socket. */
async function answerTo(socket: FakeSocket, message: object) {
  const before = socket.sent.length;
  socket.emit('message', JSON.stringify(message));
  await vi.waitFor(() => expect(socket.sent.length).toBeGreaterThan(before));
  return socket.sent.at(-1);
}

describe('LiveHub', () => {
  it('drops a client too slow to take its frames and keeps sending to the others', async () => {
    const [slow, quick] = [await follower(), await follower()];
    slow.bufferedAmount = MAX_BUFFERED_BYTES + 1;
    bus.receive(scoreChange(3));
    expect(slow.closedWith).toBe(LIVE_CLOSE_CODES.tooSlow);
    expect(slow.isTerminated).toBe(true);
    expect(slow.sent.some((m) => m.type === 'event')).toBe(false);
    expect(quick.sent.at(-1)).toMatchObject({ type: 'event', seq: 1 });
    bus.receive(scoreChange(4));
    expect(quick.sent.at(-1)).toMatchObject({ type: 'event', seq: 2 });
    expect(hub.size).toBe(1);
  });

  it('closes a socket that did not answer the previous ping by the next heartbeat', async () => {
    const [answering, dead] = [await follower(), await follower()];
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
    expect([answering.pings, dead.pings]).toEqual([1, 1]);
    answering.emit('pong');
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
    expect(dead.isTerminated).toBe(true);
    expect(answering.isTerminated).toBe(false);
    expect(answering.pings).toBe(2);
    expect(hub.size).toBe(1);
  });

  it('closes a socket that sends no auth in time, and only that one', async () => {
    const silent = new FakeSocket();
    hub.accept(silent as unknown as WebSocket, '10.0.0.2');
    const signedOut = await follower();
    await vi.advanceTimersByTimeAsync(AUTH_TIMEOUT_MS);
    expect(silent.closedWith).toBe(LIVE_CLOSE_CODES.authTimeout);
    expect(signedOut.closedWith).toBeNull();
  });

  it('caps the sockets of one IP and of one account, and forgets both when they close', async () => {
    const fromOneIp = [await follower(), await follower(), await follower()];
    expect(hub.canConnect('10.0.0.1')).toBe(false);
    const refused = new FakeSocket();
    hub.accept(refused as unknown as WebSocket, '10.0.0.1');
    expect(refused.closedWith).toBe(POLICY_CLOSE_CODE);
    expect(hub.size).toBe(3);
    await follower(null, '10.0.0.9');
    fromOneIp[0]!.terminate();
    expect(hub.canConnect('10.0.0.1')).toBe(true);

    const ownSockets = [await follower(USER, '10.0.1.1'), await follower(USER, '10.0.1.2')];
    const third = new FakeSocket();
    hub.accept(third as unknown as WebSocket, '10.0.1.3');
    third.emit('message', JSON.stringify({ type: 'auth', token: USER }));
    await vi.waitFor(() => expect(third.closedWith).toBe(POLICY_CLOSE_CODE));
    ownSockets[0]!.terminate();
    await follower(USER, '10.0.1.4');

    hub.close();
    expect(hub.held).toEqual({ clients: 0, topics: 0, sessions: 0, ips: 0, users: 0 });
  });

  it('closes a socket that sends more than its message budget with 1008', async () => {
    const socket = new FakeSocket();
    hub.accept(socket as unknown as WebSocket, '10.0.0.3');
    for (let i = 0; i < MESSAGE_BURST; i += 1) socket.emit('message', '{"type":"ping"}');
    expect(socket.closedWith).toBeNull();
    // A second later the bucket holds MESSAGES_PER_SECOND again.
    await vi.advanceTimersByTimeAsync(1000);
    for (let i = 0; i < MESSAGES_PER_SECOND; i += 1) socket.emit('message', '{"type":"ping"}');
    expect(socket.closedWith).toBeNull();
    socket.emit('message', '{"type":"ping"}');
    expect(socket.closedWith).toBe(POLICY_CLOSE_CODE);
  });

  it('answers unknown topics, and refuses a private tournament to those who may not see it', async () => {
    const anonymous = await follower();
    expect(await answerTo(anonymous, { type: 'subscribe', topic: `match:${T}` })).toMatchObject({
      type: 'error',
      code: 'NOT_FOUND',
    });
    expect(
      await answerTo(anonymous, { type: 'subscribe', topic: `tournament:${P}` }),
    ).toMatchObject({ type: 'error', code: 'FORBIDDEN' });
    const stranger = await follower(USER);
    expect(await answerTo(stranger, { type: 'subscribe', topic: `tournament:${P}` })).toMatchObject(
      { type: 'error', code: 'FORBIDDEN' },
    );
    const keeper = await follower(KEEPER, '10.0.0.5');
    expect(await answerTo(keeper, { type: 'subscribe', topic: `tournament:${P}` })).toMatchObject({
      type: 'subscribed',
    });
  });

  it('names the keeper of a match only to those allowed to know', async () => {
    const [anonymous, stranger, keeper] = [
      await follower(),
      await follower(USER),
      await follower(KEEPER, '10.0.0.5'),
    ];
    bus.receive(JSON.stringify({ t: 'match_score_keepers', op: 'INSERT', id: M, tid: T, uid: P }));
    for (const socket of [anonymous, stranger]) {
      expect(socket.sent.at(-1)).toMatchObject({ type: 'event', event: { kind: 'keepers' } });
      expect(socket.sent.at(-1)?.event).not.toHaveProperty('userId');
    }
    expect(keeper.sent.at(-1)).toMatchObject({ type: 'event', event: { userId: P } });
    // Told of their own appointment, the named user learns it.
    bus.receive(
      JSON.stringify({ t: 'match_score_keepers', op: 'INSERT', id: M, tid: T, uid: USER }),
    );
    expect(stranger.sent.at(-1)).toMatchObject({ type: 'event', event: { userId: USER } });
  });
});
