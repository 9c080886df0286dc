// `node bench/players.mjs` (part of `npm run bench`, after a build): GET /api/players/rankings
// with 10,000 players and 50,000 completed matches seeded (apps/server/src/scripts/
// bench-rankings.ts --seed-data-dir), beside the bare Fastify hello-world in the same run, and
// the time of the picture upload for a photo of about 5 MB (decoded, re-encoded to a square
// WebP and stored by the server). On PostgreSQL (BENCH_PG_ADMIN_URL, default the local server:
// a database created and dropped here), where the seed takes seconds; BENCH_PLAYERS_PGLITE=1
// seeds a PGlite data dir instead, which takes many minutes.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import {
  HELLO_PORT,
  PORT,
  load,
  percentile,
  root,
  signUp,
  startHelloWorld,
  startServer,
  stopServer,
  target,
  waitReady,
} from './lib.mjs';

const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 7);

/** A JPEG just under 5 MB (the limit): 3,000 x 2,250 pixels of noise, which compresses badly. */
async function fiveMegabytePhoto() {
  const width = 3000;
  const height = 2250;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

const usePglite = process.env.BENCH_PLAYERS_PGLITE === '1';
const adminUrl = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dataDir = mkdtempSync(join(tmpdir(), 'courtside-bench-players-'));
const databaseName = `courtside_bench_players_${Date.now()}`;
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${databaseName}` }).toString();
const admin = usePglite ? null : new pg.Client({ connectionString: adminUrl });
if (admin) {
  await admin.connect();
  await admin.query(`create database ${databaseName}`);
  process.env.BENCH_DATABASE_URL = databaseUrl;
}
const seeded = spawnSync(
  process.execPath,
  [
    '--import',
    'tsx',
    join(root, 'apps/server/src/scripts/bench-rankings.ts'),
    ...(usePglite ? ['--seed-data-dir', dataDir] : ['--seed-only']),
  ],
  { cwd: root, stdio: 'inherit', env: process.env },
);
if (seeded.status !== 0) throw new Error('seeding failed');

const server = startServer(dataDir);
const hello = startHelloWorld();
try {
  await waitReady(performance.now());
  await waitReady(performance.now(), '/hello', HELLO_PORT);
  const { headers, user } = await signUp('Bench Ranker', 'player');
  const rankings = (query) =>
    target('GET', `/api/players/rankings?limit=20${query}`, undefined, headers);
  const results = [
    await load(
      'Fastify hello-world (separate process)',
      target('GET', '/hello', undefined, {}, HELLO_PORT),
    ),
    await load('GET /api/players/rankings (sort=rating)', rankings('')),
    await load('GET /api/players/rankings?sort=winRate', rankings('&sort=winRate')),
    await load(
      'GET /api/players/rankings?level=advanced&q=player 12',
      rankings('&level=advanced&q=player%2012'),
    ),
    await load('GET /api/players/rankings?page=400', rankings('&page=400')),
  ];
  const helloRps = results[0].rps;
  console.table(
    results.map((r) => ({ ...r, 'x hello-world': Number((r.rps / helloRps).toFixed(3)) })),
  );

  const photo = await fiveMegabytePhoto();
  const times = [];
  for (let i = 0; i < UPLOADS; i += 1) {
    const form = new FormData();
    form.append('profileImage', new Blob([photo], { type: 'image/jpeg' }), 'photo.jpg');
    const started = performance.now();
    const res = await fetch(`http://127.0.0.1:${PORT}/api/users/${user.id}/profile-picture`, {
      method: 'POST',
      headers,
      body: form,
    });
    if (res.status !== 200) throw new Error(`upload: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(
    `picture upload, ${(photo.length / 1024 / 1024).toFixed(2)} MB JPEG 3000x2250: ` +
      `median ${percentile(times, 50).toFixed(0)} ms, slowest ${times.at(-1).toFixed(0)} ms (${UPLOADS} uploads)`,
  );
} finally {
  await Promise.all([stopServer(server), stopServer(hello)]);
  rmSync(dataDir, { recursive: true, force: true });
  if (admin) {
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
  }
}
