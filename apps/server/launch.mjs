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
 * glibc's malloc keeps what the server frees: it raises its trim threshold each time a large
 * block is freed (compiling PGlite's WASM frees many), after which the top of its heaps is never
 * given back, and blocks freed in the middle stay with it too (`malloc_trim` gave back 78 MB
 * after a load run). Both thresholds fixed: the top is trimmed past 128 KB, and blocks of 32 KB
 * or more get pages of their own, returned when freed. Other C libraries ignore these; values
 * already in the environment win.
 */
export const serverEnv = (env = process.env) => ({
  MALLOC_TRIM_THRESHOLD_: '131072',
  MALLOC_MMAP_THRESHOLD_: '32768',
  ...env,
});

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
