// `npm run bench`: live updates through the production server (decision 014). Fan-out latency
// from a score PUT to the last of N connected websocket clients (N = 1,000 and 5,000 by
// default; BENCH_LIVE_CLIENTS="1000" for one size), the extra latency of a second instance on
// PostgreSQL (BENCH_DATABASE_URL set), and the cached tournament list beside hello-world.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import {
  HELLO_PORT,
  PORT,
  agent,
  load,
  percentile,
  request,
  root,
  signUp,
  startHelloWorld,
  spawnServer,
  startServer,
  stopServer,
  target,
  waitReady,
} from './lib.mjs';

const SIZES = (process.env.BENCH_LIVE_CLIENTS ?? '1000,5000').split(',').map(Number);
const ROUNDS = Number(process.env.BENCH_LIVE_ROUNDS ?? 30);
// Uncounted rounds first, as the HTTP loads warm up (lib.mjs): the first score PUTs after a
// start run code the JIT has not compiled yet (rounds of 38-45 ms, then 14-25, at 1,000).
const WARM_UP_ROUNDS = Number(process.env.BENCH_LIVE_WARM_UP_ROUNDS ?? 5);
const SECOND_PORT = PORT + 1;

const json = (res) => JSON.parse(res.body);
const ok = (res, what) => {
  if (res.status >= 300) throw new Error(`${what}: ${res.status} ${res.body}`);
  return res;
};
const stats = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const round = (v) => Number(v.toFixed(1));
  return { p50ms: round(percentile(sorted, 50)), p99ms: round(percentile(sorted, 99)) };
};

/** A started 4-player knockout and one match with both players. */
async function liveMatch(organizer) {
  const created = ok(
    await request(
      'POST',
      '/api/tournaments',
      {
        name: 'Live Bench Open',
        location: 'Austin, TX',
        category: 'men',
        type: 'singles',
        format: 'knockout',
        startDate: '2027-04-10T09:00:00.000Z',
        maxParticipants: 4,
      },
      organizer.headers,
    ),
    'create',
  );
  const id = json(created).data.id;
  for (let i = 0; i < 4; i += 1) {
    const player = await signUp(`Live Player ${i + 1}`, 'player');
    ok(await request('POST', `/api/tournaments/${id}/join`, undefined, player.headers), 'join');
  }
  ok(await request('POST', `/api/tournaments/${id}/start`, undefined, organizer.headers), 'start');
  const matches = json(
    await request('GET', `/api/matches/tournament/${id}`, undefined, organizer.headers),
  ).data;
  return { id, match: matches.find((m) => m.player1Id && m.player2Id) };
}

/** `count` anonymous sockets following `topic` on `port`; each records when events arrive. */
async function connectClients(count, topic, port) {
  const clients = [];
  const BATCH = 200;
  for (let start = 0; start < count; start += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, count - start) }, () => {
      const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`);
      const client = { ws, arrivals: [], onEvent: () => {} };
      return new Promise((resolveClient, reject) => {
        ws.on('error', reject);
        ws.on('open', () => {
          ws.send(JSON.stringify({ type: 'auth', token: null }));
          ws.send(JSON.stringify({ type: 'subscribe', topic }));
        });
        ws.on('message', (data) => {
          const text = data.toString();
          if (text.startsWith('{"type":"event"')) {
            client.arrivals.push(performance.now());
            client.onEvent();
          } else if (text.includes('"subscribed"')) resolveClient(client);
        });
      });
    });
    clients.push(...(await Promise.all(batch)));
  }
  return clients;
}

/** One score PUT; resolves with ms from the PUT to each client's event. */
async function fanOut(clients, match, headers, round, port = PORT) {
  let waiting = clients.length;
  const done = new Promise((resolveDone) => {
    for (const client of clients) {
      client.onEvent = () => {
        client.onEvent = () => {};
        waiting -= 1;
        if (waiting === 0) resolveDone();
      };
    }
  });
  const sent = performance.now();
  const body = { score: { player1: [(round % 9) + 1], player2: [round % 2] } };
  const res = await request('PUT', `/api/matches/${match.id}/score`, body, headers, port);
  ok(res, 'score');
  await done;
  return clients.map((c) => c.arrivals.at(-1) - sent);
}

function startSecondServer() {
  const env = {
    ...process.env,
    PORT: String(SECOND_PORT),
    DATABASE_URL: process.env.BENCH_DATABASE_URL,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    REQUIRE_EMAIL_VERIFICATION: 'false',
    AUTH_RATE_LIMIT: '1000000',
    RATE_LIMIT_MAX: '100000000',
    // The live bench opens thousands of sockets from 127.0.0.1.
    LIVE_MAX_CONNECTIONS_PER_IP: '1000000',
  };
  return spawnServer(env);
}

const dataDir = mkdtempSync(join(tmpdir(), 'courtside-bench-live-'));
const server = startServer(dataDir);
const hello = startHelloWorld();
const isPostgres = Boolean(process.env.BENCH_DATABASE_URL);
let second = null;
try {
  await waitReady(performance.now());
  await waitReady(performance.now(), '/hello', HELLO_PORT);
  const organizer = await signUp('Live Organizer', 'organizer');
  const { match } = await liveMatch(organizer);
  const topic = `match:${match.id}`;
  const report = { database: isPostgres ? 'postgres' : 'pglite', fanOut: [], at: new Date() };

  for (const size of SIZES) {
    const clients = await connectClients(size, topic, PORT);
    for (let round = 0; round < WARM_UP_ROUNDS; round += 1) {
      await fanOut(clients, match, organizer.headers, round);
    }
    const lasts = [];
    const all = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const latencies = await fanOut(clients, match, organizer.headers, round);
      lasts.push(Math.max(...latencies));
      all.push(...latencies);
    }
    report.fanOut.push({
      clients: size,
      rounds: ROUNDS,
      warmUpRounds: WARM_UP_ROUNDS,
      lastClient: stats(lasts),
      everyDelivery: stats(all),
    });
    for (const c of clients) c.ws.terminate();
    await new Promise((r) => setTimeout(r, 500));
  }

  if (isPostgres) {
    second = startSecondServer();
    await waitReady(performance.now(), '/api/ready', SECOND_PORT);
    const [onA] = await connectClients(1, topic, PORT);
    const [onB] = await connectClients(1, topic, SECOND_PORT);
    const extra = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const [a, b] = await fanOut([onA, onB], match, organizer.headers, round);
      extra.push(b - a);
    }
    report.crossInstanceExtra = stats(extra);
    onA.ws.terminate();
    onB.ws.terminate();
  }

  // Some tournaments so the list has a full page.
  for (let i = 0; i < 40; i += 1) {
    await request(
      'POST',
      '/api/tournaments',
      {
        name: `List Bench ${i}`,
        location: 'Austin, TX',
        category: 'men',
        type: 'singles',
        format: 'knockout',
        startDate: '2027-04-10T09:00:00.000Z',
        maxParticipants: 8,
      },
      organizer.headers,
    );
  }
  const results = [
    await load(
      'Fastify hello-world (separate process)',
      target('GET', '/hello', undefined, {}, HELLO_PORT),
    ),
    await load(
      'GET /api/tournaments?limit=20 (cached)',
      target('GET', '/api/tournaments?limit=20', undefined, organizer.headers),
    ),
    await load(
      'GET /api/public/tournaments/{id} (cached)',
      target('GET', `/api/public/tournaments/${match.tournamentId}`),
    ),
  ];
  const helloRps = results[0].rps;
  report.throughput = results.map((r) => ({
    ...r,
    ofHello: Number((r.rps / helloRps).toFixed(3)),
  }));

  console.log(
    `Live fan-out (${report.database}), ms from the score PUT, ${ROUNDS} rounds after ${WARM_UP_ROUNDS} uncounted:`,
  );
  console.table(
    report.fanOut.map((f) => ({
      clients: f.clients,
      'last client p50': f.lastClient.p50ms,
      'last client p99': f.lastClient.p99ms,
      'any client p50': f.everyDelivery.p50ms,
      'any client p99': f.everyDelivery.p99ms,
    })),
  );
  if (report.crossInstanceExtra) {
    console.log('Cross-instance extra latency (B - A):', report.crossInstanceExtra);
  }
  console.table(report.throughput);
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(
    join(root, `bench/results/live-${report.database}.json`),
    `${JSON.stringify(report, null, 2)}\n`,
  );
} finally {
  agent.destroy();
  await Promise.all([stopServer(server), stopServer(hello), second && stopServer(second)]);
  rmSync(dataDir, { recursive: true, force: true });
}
