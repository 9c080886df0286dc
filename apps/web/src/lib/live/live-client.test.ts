import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveClient, type LiveSignal } from './live-client';
import { FakeWebSocket, installFakeWebSocket } from './testing/fake-web-socket';

const T1 = 'tournament:7c0f1d2e-1111-4111-8111-000000000001';
const M1 = 'match:7c0f1d2e-2222-4222-8222-000000000001';

let restore: () => void;
beforeEach(() => {
  restore = installFakeWebSocket();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  restore();
});

function makeClient(token: string | null = 'tok', onUnauthorized = vi.fn()) {
  const client = new LiveClient({
    url: () => 'ws://courtside.test/ws',
    token: () => token,
    onUnauthorized,
    random: () => 0.5,
    baseDelayMs: 1000,
    maxDelayMs: 8000,
  });
  return { client, onUnauthorized };
}

const hello = (socket: FakeWebSocket, epoch = 'e1') => {
  socket.open();
  socket.receive({ type: 'hello', epoch, userId: null });
};

describe('LiveClient', () => {
  it('opens the socket on the first topic and signs in with its first message', () => {
    const { client } = makeClient('secret-token');
    expect(FakeWebSocket.instances).toHaveLength(0);
    client.subscribe(T1, () => {});
    const socket = FakeWebSocket.latest();
    expect(socket.url).toBe('ws://courtside.test/ws');
    expect(socket.url).not.toContain('secret');
    socket.open();
    expect(socket.sent).toEqual([{ type: 'auth', token: 'secret-token' }]);
    socket.receive({ type: 'hello', epoch: 'e1', userId: 'u1' });
    expect(socket.sent[1]).toEqual({ type: 'subscribe', topic: T1 });
    expect(client.status).toBe('online');
  });

  it('signs in anonymously (token null) when signed out', () => {
    const { client } = makeClient(null);
    client.subscribe(T1, () => {});
    FakeWebSocket.latest().open();
    expect(FakeWebSocket.latest().sent[0]).toEqual({ type: 'auth', token: null });
  });

  it('reconnects with growing, jittered pauses and resubscribes with since {epoch, seq}', () => {
    const { client } = makeClient();
    const signals: LiveSignal[] = [];
    client.subscribe(T1, (s) => signals.push(s));
    const first = FakeWebSocket.latest();
    hello(first);
    first.receive({ type: 'subscribed', topic: T1, seq: 4 });
    first.receive({
      type: 'event',
      topic: T1,
      seq: 5,
      event: { kind: 'teams', op: 'UPDATE', id: null, tournamentId: null },
    });
    expect(signals.map((s) => s.type)).toEqual(['event']);

    first.drop(1006);
    expect(client.status).toBe('reconnecting');
    // base 1000 ms: between 500 and 1000 ms (random 0.5 -> 750 ms).
    vi.advanceTimersByTime(749);
    expect(FakeWebSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.instances).toHaveLength(2);

    // The second try fails too: the next pause is twice as long (1500 ms).
    FakeWebSocket.latest().drop(1006);
    vi.advanceTimersByTime(1499);
    expect(FakeWebSocket.instances).toHaveLength(2);
    vi.advanceTimersByTime(1);
    const third = FakeWebSocket.latest();
    hello(third);
    expect(third.subscriptions()).toEqual([
      { type: 'subscribe', topic: T1, since: { epoch: 'e1', seq: 5 } },
    ]);
    expect(client.status).toBe('online');
  });

  it('tells the topic to refetch on resync, on a gap in the numbers, and after a new epoch', () => {
    const { client } = makeClient();
    const signals: LiveSignal[] = [];
    client.subscribe(T1, (s) => signals.push(s));
    const socket = FakeWebSocket.latest();
    hello(socket);
    socket.receive({ type: 'subscribed', topic: T1, seq: 1 });
    socket.receive({ type: 'resync', topic: T1, seq: 9 });
    expect(signals).toEqual([{ type: 'resync', topic: T1 }]);

    // 10 is skipped: something was missed.
    socket.receive({
      type: 'event',
      topic: T1,
      seq: 11,
      event: { kind: 'teams', op: 'UPDATE', id: null, tournamentId: null },
    });
    expect(signals.at(-1)).toEqual({ type: 'resync', topic: T1 });

    // The server restarted: its numbers start over in another epoch.
    socket.drop();
    vi.runOnlyPendingTimers();
    const next = FakeWebSocket.latest();
    hello(next, 'e2');
    expect(next.subscriptions()).toEqual([{ type: 'subscribe', topic: T1 }]);
    const before = signals.length;
    next.receive({ type: 'subscribed', topic: T1, seq: 0 });
    expect(signals.slice(before)).toEqual([{ type: 'resync', topic: T1 }]);
  });

  it('on close code 4401 stops and signs the user out, without retrying', () => {
    const { client, onUnauthorized } = makeClient('revoked');
    client.subscribe(M1, () => {});
    const socket = FakeWebSocket.latest();
    hello(socket);
    socket.drop(4401);
    expect(client.status).toBe('stopped');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('suspended for a sign-out, closes its socket and takes no later close for an expiry', () => {
    const { client, onUnauthorized } = makeClient('signing-out');
    client.subscribe(M1, () => {});
    const socket = FakeWebSocket.latest();
    hello(socket);
    client.suspend();
    expect(client.status).toBe('stopped');
    expect(socket.readyState).toBe(FakeWebSocket.CLOSED);
    // The server's own close of the revoked session's socket comes after.
    socket.drop(4401);
    expect(onUnauthorized).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('unsubscribes the last listener of a topic and closes the idle socket later', () => {
    const { client } = makeClient();
    const stop = client.subscribe(T1, () => {});
    const socket = FakeWebSocket.latest();
    hello(socket);
    stop();
    expect(socket.sent.at(-1)).toEqual({ type: 'unsubscribe', topic: T1 });
    vi.advanceTimersByTime(10_000);
    expect(socket.readyState).toBe(FakeWebSocket.CLOSED);
    expect(client.status).toBe('idle');
  });

  it('refetches a topic that was followed while the connection was down', () => {
    const { client } = makeClient();
    client.subscribe(T1, () => {});
    hello(FakeWebSocket.latest());
    FakeWebSocket.latest().drop();
    const signals: LiveSignal[] = [];
    client.subscribe(M1, (s) => signals.push(s));
    vi.runOnlyPendingTimers();
    const socket = FakeWebSocket.latest();
    hello(socket);
    socket.receive({ type: 'subscribed', topic: M1, seq: 3 });
    expect(signals).toEqual([{ type: 'resync', topic: M1 }]);
  });
});
