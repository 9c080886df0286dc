// `npm run schedule -w bench`: GET /api/tournaments/{id}/schedule (issue 26, decision 036) of a
// started tournament of 3 events, 120 players (40 each) on 12 shared courts, beside the bare
// Fastify hello-world in the same run (requests/s, p50, p99). The planner's own time for the same
// size is in packages/shared (event-schedule.test.ts). BENCH_DATABASE_URL runs it on PostgreSQL.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  HELLO_PORT,
  loadBeside,
  request,
  root,
  signUp,
  startHelloWorld,
  startServer,
  stopServer,
  target,
  waitReady,
} from './lib.mjs';

const json = (res) => JSON.parse(res.body);
const ok = (res, what) => {
  if (res.status >= 300) throw new Error(`${what}: ${res.status} ${res.body}`);
  return res;
};

const EVENTS = [
  { name: 'Open Singles A', format: 'knockout' },
  { name: 'Open Singles B', format: 'round-robin', numGroups: 5 },
  { name: 'Open Singles C', format: 'knockout', scoringFormat: 'one-game-to-21' },
];

async function startedTournament(organizer) {
  const base = {
    location: 'Austin, TX',
    category: 'open',
    type: 'singles',
    startDate: '2027-04-10T09:00:00.000Z',
    maxParticipants: 40,
  };
  const created = ok(
    await request(
      'POST',
      '/api/tournaments',
      { ...base, ...EVENTS[0], courtCount: 12, closingTime: '18:00' },
      organizer.headers,
    ),
    'create',
  );
  const id = json(created).data.id;
  const ids = [id];
  for (const event of EVENTS.slice(1)) {
    const added = ok(
      await request(
        'POST',
        `/api/tournaments/${id}/events`,
        { category: 'open', type: 'singles', maxParticipants: 40, ...event },
        organizer.headers,
      ),
      'add event',
    );
    ids.push(json(added).data.id);
  }
  for (const [index, eventId] of ids.entries()) {
    for (let i = 0; i < 40; i += 1) {
      const player = await signUp(`Schedule Player ${index * 40 + i + 1}`, 'player');
      ok(
        await request('POST', `/api/tournaments/${eventId}/join`, undefined, player.headers),
        'join',
      );
    }
  }
  ok(
    await request('POST', `/api/tournaments/${id}/events/start`, undefined, organizer.headers),
    'start',
  );
  return id;
}

const dataDir = mkdtempSync(join(tmpdir(), 'courtside-bench-schedule-'));
const server = startServer(dataDir);
const hello = startHelloWorld();
try {
  await waitReady(performance.now());
  await waitReady(performance.now(), '/hello', HELLO_PORT);
  const organizer = await signUp('Schedule Organizer', 'organizer');
  const id = await startedTournament(organizer);
  const schedule = json(
    await request('GET', `/api/tournaments/${id}/schedule`, undefined, organizer.headers),
  ).data;
  const row = await loadBeside(
    `GET /api/tournaments/{id}/schedule (${schedule.events.length} events, ${schedule.matches.length} matches, ${schedule.courts.length} courts)`,
    target('GET', `/api/tournaments/${id}/schedule`, undefined, organizer.headers),
  );
  const report = {
    database: process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite',
    ...row,
    at: new Date(),
  };
  console.log(
    `${row.name}: ${row.rps} req/s (p50 ${row.p50ms} ms, p99 ${row.p99ms} ms, ${row.errors} errors); hello-world ${row.helloRps} req/s; ratio ${row.ofHello}`,
  );
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(
    join(root, `bench/results/schedule-${report.database}.json`),
    `${JSON.stringify(report, null, 2)}\n`,
  );
} finally {
  await stopServer(server);
  await stopServer(hello);
  rmSync(dataDir, { recursive: true, force: true });
}
