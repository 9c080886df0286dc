// What the benchmarks share: an HTTP client on a keep-alive agent, readiness polling, load
// loops with latency percentiles, memory readings, and starting the production server.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { SERVER_ENTRY, SERVER_NODE_ARGS, serverEnv } from '../apps/server/launch.mjs';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const PORT = Number(process.env.BENCH_PORT ?? 3998);
export const HELLO_PORT = PORT + 100;
export const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 5000);
export const WARM_UP_MS = Number(process.env.BENCH_WARM_UP_MS ?? 1000);
export const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
// CONCURRENCY loops, plus 4 beside them in the mixed load.
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

/** Runs `call` from `concurrency` loops for DURATION_MS; returns requests/s and latency percentiles. */
export async function loadWith(concurrency, name, call) {
  // A warm-up first, not counted, so every figure is of code the JIT has compiled.
  const warmUpEnd = performance.now() + WARM_UP_MS;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, loop) => {
      while (performance.now() < warmUpEnd) await call(loop);
    }),
  );
  const latencies = [];
  let errors = 0;
  const end = performance.now() + DURATION_MS;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, loop) => {
      while (performance.now() < end) {
        const t = performance.now();
        const res = await call(loop);
        if (res.status >= 400) errors += 1;
        latencies.push(performance.now() - t);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    name,
    requests: latencies.length,
    errors,
    rps: Math.round(latencies.length / (DURATION_MS / 1000)),
    p50ms: Number(percentile(latencies, 50).toFixed(2)),
    p99ms: Number(percentile(latencies, 99).toFixed(2)),
  };
}

/** Runs `call` from CONCURRENCY loops (see `loadWith`). */
export const load = (name, call) => loadWith(CONCURRENCY, name, call);

/** The production server on `dataDir` (or BENCH_DATABASE_URL), with limits out of the way. */
export function startServer(dataDir) {
  const env = {
    ...process.env,
    PORT: String(PORT),
    DATA_DIR: dataDir,
    // BENCH_DATABASE_URL: run on PostgreSQL instead (an empty database; it is left as is).
    ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
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
export const startHelloWorld = () =>
  spawn(process.execPath, [join(root, 'bench/hello-world.mjs')], {
    env: { ...process.env, PORT: String(HELLO_PORT) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });

export const stopServer = (child) => {
  const exited = new Promise((r) => child.once('exit', r));
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
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
