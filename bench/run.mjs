// `npm run bench`: start-up time, memory after start, and request throughput of the
// production server on a fresh embedded database. Loads only 127.0.0.1, bounded in time.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.BENCH_PORT ?? 3998);
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 5000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

function request(method, path, body, headers = {}) {
  return new Promise((resolvePromise, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        method,
        path,
        agent,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolvePromise({ status: res.statusCode, body: Buffer.concat(chunks).toString() }),
        );
      },
    );
    req.on('error', reject);
    if (payload) req.write(payload);
    req.end();
  });
}

async function waitReady(startedAt) {
  for (;;) {
    try {
      const res = await request('GET', '/api/ready');
      if (res.status === 200) return performance.now() - startedAt;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
}

const rssMiB = (pid) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

/** Runs `call` from CONCURRENCY loops for DURATION_MS; returns requests/s and latency percentiles. */
async function load(name, call) {
  const latencies = [];
  let errors = 0;
  const end = performance.now() + DURATION_MS;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < end) {
        const t = performance.now();
        const res = await call();
        if (res.status >= 400) errors += 1;
        latencies.push(performance.now() - t);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const pct = (p) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
  return {
    name,
    requests: latencies.length,
    errors,
    rps: Math.round(latencies.length / (DURATION_MS / 1000)),
    p50ms: Number(pct(50).toFixed(2)),
    p99ms: Number(pct(99).toFixed(2)),
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'courtside-bench-'));
const startedAt = performance.now();
const server = spawn(process.execPath, [join(root, 'apps/server/dist/server.js')], {
  env: {
    ...process.env,
    PORT: String(PORT),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    REQUIRE_EMAIL_VERIFICATION: 'false',
    AUTH_RATE_LIMIT: '1000000',
    RATE_LIMIT_MAX: '100000000',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

try {
  const startupMs = await waitReady(startedAt);
  await new Promise((r) => setTimeout(r, 500));
  const rssAfterStart = rssMiB(server.pid);

  const email = `bench.${Date.now()}@example.test`;
  const password = 'Bench-Pa55word!';
  await request('POST', '/api/auth/register', {
    name: 'Bench Runner',
    email,
    password,
    role: 'player',
  });
  const login = JSON.parse((await request('POST', '/api/auth/login', { email, password })).body);
  const auth = { authorization: `Bearer ${login.data.token}` };

  const results = [
    await load('GET /api/health', () => request('GET', '/api/health')),
    await load('GET /api/auth/profile (bearer)', () =>
      request('GET', '/api/auth/profile', undefined, auth),
    ),
    await load('GET / (index.html)', () => request('GET', '/')),
  ];
  const rssAfterLoad = rssMiB(server.pid);

  const report = {
    date: new Date().toISOString(),
    node: process.version,
    concurrency: CONCURRENCY,
    durationMs: DURATION_MS,
    startupMs: Math.round(startupMs),
    rssAfterStartMiB: Number(rssAfterStart.toFixed(1)),
    rssAfterLoadMiB: Number(rssAfterLoad.toFixed(1)),
    results,
  };
  console.log(`start-up to ready: ${report.startupMs} ms (fresh data dir, migrations included)`);
  console.log(
    `memory: ${report.rssAfterStartMiB} MiB RSS after start, ${report.rssAfterLoadMiB} MiB after load`,
  );
  console.table(results);
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(join(root, 'bench/results/latest.json'), `${JSON.stringify(report, null, 2)}\n`);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
  agent.destroy();
}
