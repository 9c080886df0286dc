// `npm run desk -w bench` (and `npm run bench`): the time from the desk's "call" to the courts
// board on another page (issue 27): a POST /api/matches/{id}/call on the production server, to
// the match event (with its `calledAt`) arriving on a spectator's websocket that follows the
// tournament's topic, which the courts board applies in place without a fetch. p50 and p99
// over BENCH_DESK_CALLS calls (30 by default), each call undone (uncall, not timed) before
// the next. BENCH_DATABASE_URL runs it on PostgreSQL.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import {
  PORT,
  percentile,
  request,
  root,
  signUp,
  startServer,
  stopServer,
  waitReady,
} from './lib.mjs';

const CALLS = Number(process.env.BENCH_DESK_CALLS ?? 30);
// Uncounted calls first: the first requests after a start run code the JIT has not compiled.
const WARM_UP_CALLS = Number(process.env.BENCH_DESK_WARM_UP_CALLS ?? 5);

const json = (res) => JSON.parse(res.body);
const ok = (res, what) => {
  if (res.status >= 300) throw new Error(`${what}: ${res.status} ${res.body}`);
  return res;
};

/** A started 4-player knockout and one first-round match with its planned court. */
async function startedMatch(organizer) {
  const created = ok(
    await request(
      'POST',
      '/api/tournaments',
      {
        name: 'Desk Bench Open',
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
    const player = await signUp(`Desk Player ${i + 1}`, 'player');
    ok(await request('POST', `/api/tournaments/${id}/join`, undefined, player.headers), 'join');
  }
  ok(await request('POST', `/api/tournaments/${id}/start`, undefined, organizer.headers), 'start');
  const matches = json(
    await request('GET', `/api/matches/tournament/${id}`, undefined, organizer.headers),
  ).data;
  return { id, match: matches.find((m) => m.key === 'KO-R1-M1') };
}

/** An anonymous spectator socket on `topic`; `waitFor(test)` resolves at the next event passing it. */
function spectator(topic) {
  const ws = new WebSocket(`ws://127.0.0.1:${PORT}/ws`);
  let waiter = null;
  const ready = new Promise((resolveReady, reject) => {
    ws.on('error', reject);
    ws.on('open', () => {
      ws.send(JSON.stringify({ type: 'auth', token: null }));
      ws.send(JSON.stringify({ type: 'subscribe', topic }));
    });
    ws.on('message', (data) => {
      const at = performance.now();
      const message = JSON.parse(data.toString());
      if (message.type === 'subscribed') resolveReady();
      if (message.type === 'event' && waiter?.test(message.event)) {
        const { resolve } = waiter;
        waiter = null;
        resolve(at);
      }
    });
  });
  const waitFor = (test) => new Promise((resolve) => (waiter = { test, resolve }));
  return { ready, waitFor, close: () => ws.close() };
}

const dataDir = mkdtempSync(join(tmpdir(), 'courtside-bench-desk-'));
const server = startServer(dataDir);
try {
  await waitReady(performance.now());
  const organizer = await signUp('Desk Organizer', 'organizer');
  const { id, match } = await startedMatch(organizer);
  const board = spectator(`tournament:${id}`);
  await board.ready;
  const isCalled = (event) => event.id === match.id && Boolean(event.data?.calledAt);
  const isUncalled = (event) => event.id === match.id && event.data?.calledAt === null;
  const samples = [];
  const answers = [];
  for (let i = 0; i < WARM_UP_CALLS + CALLS; i += 1) {
    const arrived = board.waitFor(isCalled);
    const sent = performance.now();
    const res = await request(
      'POST',
      `/api/matches/${match.id}/call`,
      { courtId: match.courtId },
      organizer.headers,
    );
    ok(res, 'call');
    const answered = performance.now();
    const at = await arrived;
    if (i >= WARM_UP_CALLS) {
      samples.push(at - sent);
      answers.push(answered - sent);
    }
    const back = board.waitFor(isUncalled);
    ok(
      await request('POST', `/api/matches/${match.id}/uncall`, undefined, organizer.headers),
      'uncall',
    );
    await back;
  }
  board.close();
  const sorted = [...samples].sort((a, b) => a - b);
  const sortedAnswers = [...answers].sort((a, b) => a - b);
  const round = (v) => Number(v.toFixed(1));
  const report = {
    database: process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite',
    calls: samples.length,
    p50ms: round(percentile(sorted, 50)),
    p99ms: round(percentile(sorted, 99)),
    minMs: round(sorted[0]),
    maxMs: round(sorted.at(-1)),
    // The POST's own answer, for the share of the transaction in the figure above.
    answerP50ms: round(percentile(sortedAnswers, 50)),
    answerP99ms: round(percentile(sortedAnswers, 99)),
    at: new Date(),
  };
  console.log(
    `Desk call -> courts board event on another socket (${report.database}, ${report.calls} calls): p50 ${report.p50ms} ms, p99 ${report.p99ms} ms (min ${report.minMs}, max ${report.maxMs}); the POST's answer: p50 ${report.answerP50ms} ms, p99 ${report.answerP99ms} ms`,
  );
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(
    join(root, `bench/results/desk-${report.database}.json`),
    `${JSON.stringify(report, null, 2)}\n`,
  );
} finally {
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
