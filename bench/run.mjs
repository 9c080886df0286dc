// `npm run bench`: start-up time, memory after start, and request throughput of the
// production server on a fresh embedded database, with the tournament list (1,000 seeded) next
// to a bare Fastify hello-world in the same run, and requests that need no password hash while
// 10 clients sign in. Loads only 127.0.0.1, bounded in time.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CONCURRENCY,
  DURATION_MS,
  HELLO_PORT,
  agent,
  load,
  loadWith,
  password,
  percentile,
  request,
  root,
  rssMiB,
  startHelloWorld,
  startServer as startServerOn,
  stopServer,
  waitReady,
} from './lib.mjs';

const SEED_TOURNAMENTS = Number(process.env.BENCH_TOURNAMENTS ?? 1000);

/**
 * `call` from 4 loops while CONCURRENCY loops load the tournament list: whether one request
 * waits for another's database work (it does while the database runs on the event loop).
 */
async function loadWhileListing(name, call) {
  const background = load('background list', () =>
    request('GET', '/api/tournaments?limit=20', undefined),
  );
  const result = await loadWith(4, name, call);
  await background;
  return result;
}

const SIGN_INS = Number(process.env.BENCH_SIGN_INS ?? 10);

/**
 * `call` from 4 loops while SIGN_INS loops sign in (argon2 on each): whether requests that
 * need no password hash wait behind the hashing. Returns the sign-ins' row and `call`'s row.
 */
async function loadWhileSigningIn(name, call, credentials) {
  const signIns = loadWith(SIGN_INS, `POST /api/auth/login (${SIGN_INS} loops)`, () =>
    request('POST', '/api/auth/login', credentials),
  );
  const result = await loadWith(4, name, call);
  return [await signIns, result];
}

/** An organizer, `count` tournaments through the API, and one of them filled with 16 players. */
async function seedTournaments(count) {
  const organizer = { name: 'Bench Organizer', email: `org.${Date.now()}@example.test`, password };
  await request('POST', '/api/auth/register', { ...organizer, role: 'organizer' });
  const session = JSON.parse((await request('POST', '/api/auth/login', organizer)).body);
  const headers = { authorization: `Bearer ${session.data.token}` };
  const cities = ['Austin, TX', 'Denver, CO', 'Portland, OR', 'Miami, FL', 'Naples, FL'];
  const kinds = ['Open', 'Classic', 'Cup', 'Slam', 'Invitational'];
  let fullId;
  const started = performance.now();
  for (let i = 0; i < count; i += 1) {
    const res = await request(
      'POST',
      '/api/tournaments',
      {
        name: `${cities[i % 5].split(',')[0]} ${kinds[(i >> 2) % 5]} #${i + 1}`,
        location: cities[i % 5],
        category: 'men',
        type: ['singles', 'doubles', 'mixed'][i % 3],
        format: ['knockout', 'round-robin', 'swiss'][i % 3],
        startDate: new Date(Date.UTC(2027, i % 12, 1 + (i % 28))).toISOString(),
        maxParticipants: 16,
      },
      headers,
    );
    if (res.status !== 201) throw new Error(`seeding failed: ${res.status} ${res.body}`);
    if (i === 0) fullId = JSON.parse(res.body).data.id;
  }
  for (let i = 0; i < 16; i += 1) {
    const player = {
      name: `Bench Player ${i}`,
      email: `p${i}.${Date.now()}@example.test`,
      password,
    };
    await request('POST', '/api/auth/register', { ...player, role: 'player' });
    const s = JSON.parse((await request('POST', '/api/auth/login', player)).body);
    await request('POST', `/api/tournaments/${fullId}/join`, undefined, {
      authorization: `Bearer ${s.data.token}`,
    });
  }
  console.log(`seeded ${count} tournaments in ${Math.round(performance.now() - started)} ms`);
  return { fullId };
}

const dataDir = mkdtempSync(join(tmpdir(), 'courtside-bench-'));
const startServer = () => startServerOn(dataDir);
const startedAt = performance.now();
let server = startServer();
const hello = startHelloWorld();

try {
  const startupMs = await waitReady(startedAt);
  await waitReady(performance.now(), '/hello', HELLO_PORT);
  await new Promise((r) => setTimeout(r, 500));
  const rssAfterStart = rssMiB(server.pid);

  const email = `bench.${Date.now()}@example.test`;
  await request('POST', '/api/auth/register', {
    name: 'Bench Runner',
    email,
    password,
    role: 'player',
  });
  const login = JSON.parse((await request('POST', '/api/auth/login', { email, password })).body);
  const auth = { authorization: `Bearer ${login.data.token}` };
  const seeded = await seedTournaments(SEED_TOURNAMENTS);

  // Resident memory sampled every 250 ms while the loads run: the figure after them is one
  // instant of a heap that grows and shrinks with each garbage collection.
  const rssDuringLoad = [];
  const sampler = setInterval(() => rssDuringLoad.push(rssMiB(server.pid)), 250);
  const results = [
    await load('Fastify hello-world (separate process)', () =>
      request('GET', '/hello', undefined, {}, HELLO_PORT),
    ),
    await load('GET /api/health', () => request('GET', '/api/health')),
    await load('GET /api/auth/profile (bearer)', () =>
      request('GET', '/api/auth/profile', undefined, auth),
    ),
    await load(`GET /api/tournaments?limit=20 (${SEED_TOURNAMENTS} seeded)`, () =>
      request('GET', '/api/tournaments?limit=20', undefined, auth),
    ),
    await load('GET /api/tournaments?q=open&status=upcoming&limit=20', () =>
      request('GET', '/api/tournaments?q=open&status=upcoming&limit=20', undefined, auth),
    ),
    await load('GET /api/tournaments/{id} (16 players)', () =>
      request('GET', `/api/tournaments/${seeded.fullId}`, undefined, auth),
    ),
    await load('GET / (index.html)', () => request('GET', '/')),
    await loadWhileListing(`GET /api/health (4 loops) while ${CONCURRENCY} load the list`, () =>
      request('GET', '/api/health'),
    ),
    ...(await loadWhileSigningIn(
      `GET /api/health (4 loops) while ${SIGN_INS} sign in`,
      () => request('GET', '/api/health'),
      { email, password },
    )),
    ...(await loadWhileSigningIn(
      `GET / (4 loops) while ${SIGN_INS} sign in`,
      () => request('GET', '/'),
      { email, password },
    )),
  ];
  const rssAfterLoad = rssMiB(server.pid);
  clearInterval(sampler);
  rssDuringLoad.sort((a, b) => a - b);

  // The same data dir again: start-up and memory of a server that finds an existing database.
  await stopServer(server);
  const restartedAt = performance.now();
  server = startServer();
  const restartMs = await waitReady(restartedAt);
  await new Promise((r) => setTimeout(r, 500));
  const rssAfterRestart = rssMiB(server.pid);

  const report = {
    date: new Date().toISOString(),
    node: process.version,
    concurrency: CONCURRENCY,
    durationMs: DURATION_MS,
    startupMs: Math.round(startupMs),
    rssAfterStartMiB: Number(rssAfterStart.toFixed(1)),
    rssAfterLoadMiB: Number(rssAfterLoad.toFixed(1)),
    rssDuringLoadMiB: {
      median: Number(percentile(rssDuringLoad, 50).toFixed(1)),
      p90: Number(percentile(rssDuringLoad, 90).toFixed(1)),
      max: Number(rssDuringLoad.at(-1).toFixed(1)),
    },
    restartMs: Math.round(restartMs),
    rssAfterRestartMiB: Number(rssAfterRestart.toFixed(1)),
    results,
  };
  console.log(`start-up to ready: ${report.startupMs} ms (fresh data dir, migrations included)`);
  console.log(
    `memory: ${report.rssAfterStartMiB} MiB RSS after start, ${report.rssAfterLoadMiB} MiB after load; during the loads median ${report.rssDuringLoadMiB.median}, p90 ${report.rssDuringLoadMiB.p90}, max ${report.rssDuringLoadMiB.max} MiB`,
  );
  console.log(
    `restart on the existing data dir: ready in ${report.restartMs} ms, ${report.rssAfterRestartMiB} MiB RSS`,
  );
  console.table(results);
  // BENCH_RESULT_FILE: where bench/compare.mjs wants the report (default: bench/results).
  const resultFile = process.env.BENCH_RESULT_FILE ?? join(root, 'bench/results/latest.json');
  if (!process.env.BENCH_RESULT_FILE) mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(resultFile, `${JSON.stringify(report, null, 2)}\n`);
} finally {
  await Promise.all([stopServer(server), stopServer(hello)]);
  rmSync(dataDir, { recursive: true, force: true });
  agent.destroy();
}
