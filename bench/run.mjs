// `npm run bench`: start-up time, memory after start, and request throughput (autocannon) of the
// production server on a fresh embedded database (or BENCH_DATABASE_URL): /api/health, the
// tournament list (1,000 seeded), a detail and the bracket of a 128-player knockout, each right
// after a bare Fastify hello-world in the same run; /api/health while the list is loaded, and
// requests that need no password hash while 10 clients sign in. Loads only 127.0.0.1, bounded in
// time.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CONCURRENCY,
  DURATION_MS,
  HELLO_PORT,
  agent,
  load,
  loadBeside,
  loadWith,
  password,
  percentile,
  request,
  root,
  rssMiB,
  startHelloWorld,
  startServer as startServerOn,
  stopServer,
  target,
  waitReady,
} from './lib.mjs';
import { seedKnockout, seedTournaments } from './seed.mjs';

const SEED_TOURNAMENTS = Number(process.env.BENCH_TOURNAMENTS ?? 1000);
const KNOCKOUT_PLAYERS = Number(process.env.BENCH_KNOCKOUT_PLAYERS ?? 128);

/**
 * `call` from 4 loops while CONCURRENCY loops load the tournament list: whether one request
 * waits for another's database work (it does while the database runs on the event loop).
 */
async function loadWhileListing(name, call, auth) {
  const background = load(
    `GET /api/tournaments?limit=20 (${CONCURRENCY} loops, background)`,
    target('GET', '/api/tournaments?limit=20', undefined, auth),
  );
  const result = await loadWith(4, name, call);
  return [await background, result];
}

const SIGN_INS = Number(process.env.BENCH_SIGN_INS ?? 10);

/**
 * `call` from 4 loops while SIGN_INS loops sign in (argon2 on each): whether requests that
 * need no password hash wait behind the hashing. Returns the sign-ins' row and `call`'s row.
 */
async function loadWhileSigningIn(name, call, credentials) {
  const signIns = loadWith(
    SIGN_INS,
    `POST /api/auth/login (${SIGN_INS} loops)`,
    target('POST', '/api/auth/login', credentials),
  );
  const result = await loadWith(4, name, call);
  return [await signIns, result];
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
  const knockoutId = await seedKnockout(seeded.organizer, KNOCKOUT_PLAYERS);

  // Resident memory sampled every 250 ms while the loads run: the figure after them is one
  // instant of a heap that grows and shrinks with each garbage collection.
  const rssDuringLoad = [];
  const sampler = setInterval(() => rssDuringLoad.push(rssMiB(server.pid)), 250);
  // Each route right after the hello-world, both from CONCURRENCY connections of autocannon.
  const results = [
    await loadBeside('GET /api/health', target('GET', '/api/health')),
    await loadBeside(
      'GET /api/auth/profile (bearer)',
      target('GET', '/api/auth/profile', undefined, auth),
    ),
    await loadBeside(
      `GET /api/tournaments?limit=20 (${SEED_TOURNAMENTS} seeded)`,
      target('GET', '/api/tournaments?limit=20', undefined, auth),
    ),
    await loadBeside(
      'GET /api/tournaments?q=open&status=upcoming&limit=20',
      target('GET', '/api/tournaments?q=open&status=upcoming&limit=20', undefined, auth),
    ),
    await loadBeside(
      'GET /api/tournaments/{id} (16 players)',
      target('GET', `/api/tournaments/${seeded.fullId}`, undefined, auth),
    ),
    await loadBeside(
      `GET /api/tournaments/{id}/bracket (${KNOCKOUT_PLAYERS}-player knockout)`,
      target('GET', `/api/tournaments/${knockoutId}/bracket`, undefined, auth),
    ),
    await loadBeside('GET / (index.html)', target('GET', '/')),
    ...(await loadWhileListing(
      `GET /api/health (4 loops) while ${CONCURRENCY} load the list`,
      target('GET', '/api/health'),
      auth,
    )),
    ...(await loadWhileSigningIn(
      `GET /api/health (4 loops) while ${SIGN_INS} sign in`,
      target('GET', '/api/health'),
      { email, password },
    )),
    ...(await loadWhileSigningIn(`GET / (4 loops) while ${SIGN_INS} sign in`, target('GET', '/'), {
      email,
      password,
    })),
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
