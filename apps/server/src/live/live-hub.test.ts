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
  type LiveAccess,
} from './live-hub';

const T = '7c0f1d2e-1111-4111-8111-000000000001';
const M = '7c0f1d2e-2222-4222-8222-000000000002';

/** What the hub uses of a `ws` socket, recording what is done to it. */
class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  bufferedAmount = 0;
  readonly sent: { type: string; seq?: number }[] = [];
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

const access: LiveAccess = {
  findSession: async () => null,
  tournamentOf: async () => ({ tournamentId: T, isPublic: true }),
};

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
  hub = new LiveHub(bus, access);
});
afterEach(() => {
  hub.close();
  vi.useRealTimers();
});

/** A socket accepted by the hub, signed out, following `match:{M}`. */
async function follower(): Promise<FakeSocket> {
  const socket = new FakeSocket();
  hub.accept(socket as unknown as WebSocket);
  socket.emit('message', JSON.stringify({ type: 'auth', token: null }));
  socket.emit('message', JSON.stringify({ type: 'subscribe', topic: `match:${M}` }));
  await vi.waitFor(() => expect(socket.sent.at(-1)?.type).toBe('subscribed'));
  return socket;
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
    hub.accept(silent as unknown as WebSocket);
    const signedOut = await follower();
    await vi.advanceTimersByTimeAsync(AUTH_TIMEOUT_MS);
    expect(silent.closedWith).toBe(LIVE_CLOSE_CODES.authTimeout);
    expect(signedOut.closedWith).toBeNull();
  });
});
