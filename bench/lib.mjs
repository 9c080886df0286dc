// What the benchmarks share: an HTTP client on a keep-alive agent (seeding, readiness polling),
// loads by autocannon with latency percentiles, memory readings, and starting the production
// server.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { SERVER_ENTRY, SERVER_NODE_ARGS, serverEnv } from '../apps/server/launch.mjs';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const PORT = Number(process.env.BENCH_PORT ?? 3998);
export const HELLO_PORT = PORT + 100;
export const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 5000);
export const WARM_UP_MS = Number(process.env.BENCH_WARM_UP_MS ?? 1000);
export const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
// Seeding and readiness only: the loads are autocannon's.
export const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY + 4 });

export function request(method, path, body, headers = {}, port = PORT) {
  return new Promise((resolvePromise, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        headers: {
          // As every browser asks: the server may answer gzipped (decision 008).
          'accept-encoding': 'gzip, deflate, br',
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          resolvePromise({
            status: res.statusCode,
            // Decoded only when read, as a browser would; the load loops never read it.
            get body() {
              if (encoding === 'gzip') return gunzipSync(raw).toString();
              if (encoding === 'br') return brotliDecompressSync(raw).toString();
              return raw.toString();
            },
          });
        });
      },
    );
    req.on('error', reject);
    if (payload) req.write(payload);
    req.end();
  });
}

export async function waitReady(startedAt, path = '/api/ready', port = PORT) {
  for (;;) {
    try {
      const res = await request('GET', path, undefined, {}, port);
      if (res.status === 200) return performance.now() - startedAt;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
}

export const rssMiB = (pid) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

/** The p-th percentile of sorted numbers. */
export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/**
 * One request as the load generator sends it, with `request`'s arguments: every connection
 * repeats it. Compressed answers are accepted, as every browser asks (decision 008).
 */
export const target = (method, path, body, headers = {}, port = PORT) => ({
  url: `http://127.0.0.1:${port}${path}`,
  method,
  headers: {
    'accept-encoding': 'gzip, deflate, br',
    ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    ...headers,
  },
  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
});

/** autocannon on `what` with `connections` for `ms`; its raw result. */
const cannon = (what, connections, ms) =>
  autocannon({ ...what, connections, duration: Math.max(1, Math.round(ms / 1000)) });

/**
 * `what` (a `target`, or an array of them: one connection each) from `concurrency` connections
 * of autocannon for DURATION_MS, after a warm-up that is not counted (so every figure is of
 * code the JIT has compiled); returns requests/s and latency percentiles (ms, autocannon's
 * 1 ms resolution). autocannon, not Node's http client: the client drives a bare Fastify
 * hello-world at 20,000+ requests/s here, where Node's saturated near 9,000 and compressed
 * every ratio toward 1 (issue 25).
 */
export async function loadWith(concurrency, name, what) {
  const targets = Array.isArray(what) ? what : [what];
  const connections = Array.isArray(what) ? 1 : concurrency;
  await Promise.all(targets.map((t) => cannon(t, connections, WARM_UP_MS)));
  const runs = await Promise.all(targets.map((t) => cannon(t, connections, DURATION_MS)));
  const total = (key) => runs.reduce((sum, r) => sum + r[key], 0);
  const requests = runs.reduce((sum, r) => sum + r.requests.total, 0);
  const seconds = Math.max(...runs.map((r) => r.duration));
  const worst = (key) => Math.max(...runs.map((r) => r.latency[key]));
  return {
    name,
    requests,
    errors: total('non2xx') + total('errors') + total('timeouts'),
    rps: Math.round(requests / seconds),
    p50ms: worst('p50'),
    p99ms: worst('p99'),
  };
}

/** `what` from CONCURRENCY connections (see `loadWith`). */
export const load = (name, what) => loadWith(CONCURRENCY, name, what);

/** The bare Fastify hello-world (bench/hello-world.mjs), as every route is compared with. */
export const helloTarget = () => target('GET', '/hello', undefined, {}, HELLO_PORT);

/**
 * `what` right after the hello-world, both from `concurrency` connections: the route's row
 * with the hello-world's requests/s beside it and the ratio, so that a busy machine moves
 * both figures alike.
 */
export async function loadBeside(name, what, concurrency = CONCURRENCY) {
  const hello = await loadWith(concurrency, 'hello-world', helloTarget());
  const row = await loadWith(concurrency, name, what);
  return { ...row, helloRps: hello.rps, ofHello: Number((row.rps / hello.rps).toFixed(3)) };
}

/** The production server on `dataDir` (or BENCH_DATABASE_URL), with limits out of the way. */
export function startServer(dataDir) {
  const env = {
    ...process.env,
    PORT: String(PORT),
    DATA_DIR: dataDir,
    // BENCH_DATABASE_URL: run on PostgreSQL instead (an empty database; it is left as is).
    ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
    // As installs run it (one line per answer, decision 022), into /dev/null.
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    NODE_ENV: 'production',
    REQUIRE_EMAIL_VERIFICATION: 'false',
    AUTH_RATE_LIMIT: '1000000',
    RATE_LIMIT_MAX: '100000000',
    // The live bench opens thousands of sockets from 127.0.0.1.
    LIVE_MAX_CONNECTIONS_PER_IP: '1000000',
  };
  return spawnServer(env);
}

/**
 * The server as `npm start` runs it (apps/server/launch.mjs: its Node flags and allocator
 * setting), with `env`. BENCH_SERVER: another build of the server to compare (default: this
 * tree's); BENCH_PLAIN_NODE=1 starts it with a bare `node`, as builds before decision 015 were.
 * BENCH_NODE_ARGS: more flags for the server's node, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
 */
export function spawnServer(env) {
  const isPlain = process.env.BENCH_PLAIN_NODE === '1';
  const nodeArgs = [
    ...(isPlain ? [] : SERVER_NODE_ARGS),
    ...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
  ];
  return spawn(process.execPath, [...nodeArgs, resolve(process.env.BENCH_SERVER ?? SERVER_ENTRY)], {
    env: isPlain ? env : serverEnv(env),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** The bare Fastify hello-world every throughput figure is compared with, in the same run. */
export const startHelloWorld = (nodeArgs = []) =>
  spawn(process.execPath, [...nodeArgs, join(root, 'bench/hello-world.mjs')], {
    env: { ...process.env, PORT: String(HELLO_PORT) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });

export const stopServer = (child) => {
  // One that has exited already: nothing to wait for ('exit' will not come again).
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  return exited;
};

export const password = 'Bench-Pa55word!';

/** Registers and signs in an account; returns its bearer header and user. */
export async function signUp(name, role, tag = `${Date.now()}.${Math.random()}`) {
  const account = { name, email: `${role}.${tag}@example.test`, password };
  await request('POST', '/api/auth/register', { ...account, role });
  const session = JSON.parse((await request('POST', '/api/auth/login', account)).body);
  return {
    headers: { authorization: `Bearer ${session.data.token}` },
    user: session.data.user,
  };
}
