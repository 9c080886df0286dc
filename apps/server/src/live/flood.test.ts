import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { LiveServerMessage } from '@courtside/shared/api/live';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { createSignedInUser } from '../test/accounts';
import { tournamentWith } from '../test/competition';
import { callAs } from '../test/tournaments';
import { MESSAGE_BURST, POLICY_CLOSE_CODE } from './live-hub';

/**
 * Issue 22.4: a flood of `/ws` from one IP, over real sockets. Asserted: the per-IP cap, zero
 * database lookups for random topics, the 1008 close of a socket over its message budget, and
 * nothing held once the sockets are gone. Logged (timing and memory vary with the machine):
 * HTTP p99 quiet, during the flood and after, and the heap after the sockets closed.
 */

/** The few members of a `ws` client used here (`ws` ships no types of its own). */
interface Socket {
  on(event: 'open', listener: () => void): void;
  on(event: 'message', listener: (data: Buffer) => void): void;
  on(event: 'close', listener: (code: number) => void): void;
  on(event: 'error' | 'unexpected-response', listener: (...args: unknown[]) => void): void;
  send(data: string): void;
  terminate(): void;
}
const WebSocket = createRequire(import.meta.url)('ws') as new (url: string) => Socket;

const CAP = 100;
const EXTRA = 20;
const requests = 200;

let t: TestApp;
let base: string;
let tournamentId: string;

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const heapMb = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed / 2 ** 20;
};

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_MAX: '1000000' });
  const organizer = await createSignedInUser(t.app, { role: 'organizer' });
  const { id } = await tournamentWith(t.app, organizer.token, 4);
  expect(
    (await callAs(t.app, organizer.token)('POST', `/api/tournaments/${id}/start`)).statusCode,
  ).toBe(200);
  tournamentId = id;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

interface Live {
  socket: Socket;
  errors: number;
  closed: Promise<number>;
}

/** A socket from 127.0.0.1: its hello, or null when the server refused the upgrade. */
function open(): Promise<Live | null> {
  return new Promise((resolve) => {
    const socket = new WebSocket(`ws://${base}/ws`);
    let resolveClosed!: (code: number) => void;
    const live: Live = { socket, errors: 0, closed: new Promise((r) => (resolveClosed = r)) };
    socket.on('unexpected-response', () => resolve(null));
    socket.on('error', () => resolve(null));
    socket.on('close', (code) => resolveClosed(code));
    socket.on('open', () => socket.send(JSON.stringify({ type: 'auth', token: null })));
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as LiveServerMessage;
      if (message.type === 'hello') resolve(live);
      if (message.type === 'error' && message.code === 'NOT_FOUND') live.errors += 1;
    });
  });
}

/** p99 (and count) of `requests` sequential GETs of a tournament's public page, in ms. */
async function p99(): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < requests; i += 1) {
    const started = performance.now();
    const response = await fetch(`http://${base}/api/public/tournaments/${tournamentId}`);
    await response.arrayBuffer();
    expect(response.status).toBe(200);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length * 0.99)]!;
}

const subscribeRandom = (live: Live) =>
  live.socket.send(
    JSON.stringify({
      type: 'subscribe',
      topic: `${Math.random() < 0.5 ? 'match' : 'tournament'}:${crypto.randomUUID()}`,
    }),
  );

it('refuses sockets over the cap, answers random topics without the database, and keeps nothing after', async () => {
  await p99(); // warm-up
  const quiet = await p99();
  const heapBefore = heapMb();

  const opened = await Promise.all(Array.from({ length: CAP + EXTRA }, () => open()));
  const sockets = opened.filter((s): s is Live => s !== null);
  expect(sockets).toHaveLength(CAP);
  expect(t.app.live.hub.size).toBe(CAP);

  // Every database call the app makes from here on, but the mail jobs' polls (on a timer).
  const background = /outbox_emails|weekly_digests/;
  const client = (t.app.db as unknown as { $client: Record<string, (...a: unknown[]) => unknown> })
    .$client;
  let lookups = 0;
  for (const method of ['query', 'exec', 'transaction'] as const) {
    // PGlite has all three; a pg Pool (TEST_DATABASE_URL) has `query`.
    if (typeof client[method] !== 'function') continue;
    const original = client[method].bind(client);
    vi.spyOn(client, method).mockImplementation((...args: unknown[]) => {
      const [query] = args as [string | { text?: string } | undefined];
      const text = typeof query === 'string' ? query : (query?.text ?? '');
      if (!background.test(text)) lookups += 1;
      return original(...args);
    });
  }

  // The flood: a burst of random topics on every socket, then a steady stream within the rate
  // while HTTP is measured.
  const frames = MESSAGE_BURST - 2;
  for (const live of sockets) for (let i = 0; i < frames; i += 1) subscribeRandom(live);
  await vi.waitFor(() => expect(sockets.every((s) => s.errors === frames)).toBe(true), {
    timeout: 30_000,
  });
  const burstLookups = lookups;
  let streamed = 0;
  // 10 a second per socket (half the budget): 1,000 frames a second in all.
  const stream = setInterval(() => {
    for (const live of sockets) subscribeRandom(live);
    streamed += sockets.length;
  }, 100);
  await new Promise((resolve) => setTimeout(resolve, 250));
  const flood = await p99();
  clearInterval(stream);
  const sent = sockets.length * frames;
  expect(burstLookups).toBe(0);
  // The count sees the database calls the live code does make (reloading the known ids).
  const probe = lookups;
  await t.app.live.known.load();
  expect(lookups).toBeGreaterThan(probe);
  vi.restoreAllMocks();

  // One socket over its budget is closed with 1008; the others stay.
  const greedy = sockets[0]!;
  for (let i = 0; i < MESSAGE_BURST * 3; i += 1) greedy.socket.send('{"type":"ping"}');
  expect(await greedy.closed).toBe(POLICY_CLOSE_CODE);
  await vi.waitFor(() => expect(t.app.live.hub.size).toBe(CAP - 1));

  for (const live of sockets) live.socket.terminate();
  await vi.waitFor(() => expect(t.app.live.hub.size).toBe(0), { timeout: 10_000 });
  expect(t.app.live.hub.held).toEqual({ clients: 0, topics: 0, sessions: 0, ips: 0, users: 0 });
  const after = await p99();
  const heapDelta = heapMb() - heapBefore;
  // After the sockets, another IP's worth: the cap counts open sockets, not ever opened.
  const again = await open();
  expect(again).not.toBeNull();
  again!.socket.terminate();

  console.log(
    `live flood: ${CAP + EXTRA} sockets tried, ${CAP} accepted; ${sent} random subscribes in the ` +
      `burst (${burstLookups} database calls) and ${streamed} more while HTTP was measured; p99 of ` +
      `${requests} requests: quiet ${quiet.toFixed(1)} ms, flood ${flood.toFixed(1)} ms, after ` +
      `${after.toFixed(1)} ms; heap after close ${heapDelta >= 0 ? '+' : ''}${heapDelta.toFixed(1)} MB`,
  );
}, 120_000);
