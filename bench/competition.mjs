// `npm run bench`: the competition engine through the production server. A 128-player
// knockout is started (ms), its bracket is read beside the hello-world route in the same run
// (req/s), 32 score keepers enter scores at once (PUT p50/p99), and 20 concurrent final scores
// for one match give one completion.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CONCURRENCY,
  HELLO_PORT,
  agent,
  load,
  loadWith,
  request,
  root,
  signUp,
  startHelloWorld,
  startServer,
  stopServer,
  target,
  waitReady,
} from './lib.mjs';

const PLAYERS = Number(process.env.BENCH_KNOCKOUT_PLAYERS ?? 128);
const KEEPERS = 32;

const json = (res) => JSON.parse(res.body);
const ok = (res, what) => {
  if (res.status >= 300) throw new Error(`${what}: ${res.status} ${res.body}`);
  return res;
};

/** A tournament of `count` players who joined, created by `organizer`. */
async function tournamentOf(organizer, count, name) {
  const created = ok(
    await request(
      'POST',
      '/api/tournaments',
      {
        name,
        location: 'Austin, TX',
        category: 'men',
        type: 'singles',
        format: 'knockout',
        startDate: '2027-04-10T09:00:00.000Z',
        maxParticipants: Math.max(4, count),
        courtCount: 16,
      },
      organizer.headers,
    ),
    'create',
  );
  const id = json(created).data.id;
  const players = [];
  for (let i = 0; i < count; i += 1) {
    const player = await signUp(`${name} Player ${i + 1}`, 'player');
    ok(await request('POST', `/api/tournaments/${id}/join`, undefined, player.headers), 'join');
    players.push(player);
  }
  return { id, players };
}

const dataDir = mkdtempSync(join(tmpdir(), 'courtside-bench-competition-'));
const server = startServer(dataDir);
const hello = startHelloWorld();
try {
  await waitReady(performance.now());
  await waitReady(performance.now(), '/hello', HELLO_PORT);
  const organizer = await signUp('Bench Organizer', 'organizer');
  const seedStarted = performance.now();
  const big = await tournamentOf(organizer, PLAYERS, 'Bench Knockout');
  console.log(
    `${PLAYERS} players signed up and joined in ${Math.round(performance.now() - seedStarted)} ms`,
  );

  const startAt = performance.now();
  ok(
    await request('POST', `/api/tournaments/${big.id}/start`, undefined, organizer.headers),
    'start',
  );
  const startMs = Math.round(performance.now() - startAt);

  const matches = json(
    await request('GET', `/api/matches/tournament/${big.id}`, undefined, organizer.headers),
  ).data;
  const firstRound = matches.filter((m) => m.round === 1 && m.player1Id && m.player2Id);
  const keepers = [];
  for (let i = 0; i < KEEPERS; i += 1) {
    const keeper = await signUp(`Bench Keeper ${i + 1}`, 'player');
    const match = firstRound[i % firstRound.length];
    ok(
      await request(
        'POST',
        `/api/matches/${match.id}/score-keepers`,
        { userId: keeper.user.id },
        organizer.headers,
      ),
      'keeper',
    );
    keepers.push({ keeper, match });
  }

  const results = [
    await load(
      'Fastify hello-world (separate process)',
      target('GET', '/hello', undefined, {}, HELLO_PORT),
    ),
    await load(
      `GET /api/tournaments/{id}/bracket (${PLAYERS}-player knockout)`,
      target('GET', `/api/tournaments/${big.id}/bracket`, undefined, organizer.headers),
    ),
  ];
  // One connection per score keeper, each on its own match: an unfinished first game, legal,
  // that never decides the match.
  results.push(
    await loadWith(
      KEEPERS,
      `PUT /api/matches/{id}/score (${KEEPERS} score keepers at once)`,
      keepers.map(({ keeper, match }, i) =>
        target(
          'PUT',
          `/api/matches/${match.id}/score`,
          { score: { player1: [i % 11], player2: [(i + 3) % 11] } },
          keeper.headers,
        ),
      ),
    ),
  );

  // 20 concurrent deciding scores for one final: exactly one completes it.
  const duel = await tournamentOf(organizer, 2, 'Bench Final');
  ok(
    await request('POST', `/api/tournaments/${duel.id}/start`, undefined, organizer.headers),
    'start',
  );
  const [final] = json(
    await request('GET', `/api/matches/tournament/${duel.id}`, undefined, organizer.headers),
  ).data;
  const statuses = await Promise.all(
    Array.from({ length: 20 }, () =>
      request(
        'PUT',
        `/api/matches/${final.id}/score`,
        { score: { player1: [11, 11], player2: [6, 8] } },
        organizer.headers,
      ).then((r) => r.status),
    ),
  );
  const detail = json(
    await request('GET', `/api/matches/${final.id}`, undefined, organizer.headers),
  ).data;
  const tournament = json(
    await request('GET', `/api/tournaments/${duel.id}`, undefined, organizer.headers),
  ).data;
  const concurrentFinal = {
    answers200: statuses.filter((s) => s === 200).length,
    answers409: statuses.filter((s) => s === 409).length,
    other: statuses.filter((s) => s !== 200 && s !== 409).length,
    tournamentStatus: tournament.status,
    ratingChanges: detail.ratingChanges.length,
  };

  const helloRps = results[0].rps;
  const report = {
    date: new Date().toISOString(),
    database: process.env.BENCH_DATABASE_URL ? 'postgresql' : 'pglite',
    players: PLAYERS,
    concurrency: CONCURRENCY,
    startMs,
    results: results.map((r) => ({ ...r, ofHello: Number((r.rps / helloRps).toFixed(3)) })),
    concurrentFinal,
  };
  console.log(`POST /api/tournaments/{id}/start, ${PLAYERS}-player knockout: ${startMs} ms`);
  console.table(report.results);
  console.log('20 concurrent final scores:', concurrentFinal);
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(
    join(root, 'bench/results/competition.json'),
    `${JSON.stringify(report, null, 2)}\n`,
  );
} finally {
  await Promise.all([stopServer(server), stopServer(hello)]);
  rmSync(dataDir, { recursive: true, force: true });
  agent.destroy();
}
