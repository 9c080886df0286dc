// How the production server is started: the Node.js flags and the allocator setting that keep
// its memory down (decision 015). `npm start`, `npm run start -w apps/server`, the e2e journeys
// and the benchmarks all start dist/server.js through here, so what is measured is what runs.
// `node apps/server/launch.mjs` starts the server and passes SIGINT and SIGTERM on to it.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

export const SERVER_ENTRY = fileURLToPath(new URL('./dist/server.js', import.meta.url));

/**
 * - A young generation of 2 MB per semi-space (V8's default grows to 16 MB under load, in the
 *   main thread and in PGlite's worker): what a request allocates dies young either way.
 * - V8's background threads (garbage collection, compiling PGlite's WASM) at most one per core:
 *   each thread keeps a malloc arena of its own.
 */
export const SERVER_NODE_ARGS = [
  '--max-semi-space-size=2',
  `--v8-pool-size=${Math.min(4, availableParallelism())}`,
];

/**
 * glibc's malloc raises its trim threshold each time a large block is freed (compiling PGlite's
 * WASM frees many), after which freed memory is never given back to the system: about 80 MB
 * under load here. A fixed threshold keeps it giving memory back. Other C libraries ignore it;
 * a value already in the environment wins.
 */
export const serverEnv = (env = process.env) => ({ MALLOC_TRIM_THRESHOLD_: '131072', ...env });

/** Starts dist/server.js (or `entry`) with the flags and environment above. */
export function startServerProcess({ entry = SERVER_ENTRY, env, ...options } = {}) {
  return spawn(process.execPath, [...SERVER_NODE_ARGS, entry], {
    stdio: 'inherit',
    ...options,
    env: serverEnv(env),
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const server = startServerProcess();
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
