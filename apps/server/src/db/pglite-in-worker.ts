import { cpSync, existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PgliteWorkerData, PgliteWorkerMessage } from './pglite-worker';

/** The port in the socket's name (`.s.PGSQL.<port>`); nothing listens on TCP. */
const SOCKET_PORT = 5432;
/** Longest Unix socket path Linux and macOS accept, less a margin. */
const MAX_SOCKET_PATH = 100;

export interface PgliteWorker {
  /** node-postgres connection settings: a socket directory as host, and the port in its name. */
  host: string;
  port: number;
  /** Set when the worker stopped on its own: the database is gone. */
  failure: () => Error | null;
  /** Closes PGlite (a clean shutdown) and ends the worker. */
  close: () => Promise<void>;
}

/**
 * The worker's young generation, in MB. Its JavaScript only passes protocol messages between the
 * socket and PGlite, and what it allocates dies at once; by default V8 let the young generation
 * grow to about 28 MB under load (decision 005).
 */
export const WORKER_YOUNG_GENERATION_MB = 2;

/**
 * The built worker next to the bundle (dist/), or else the TypeScript source,
 * loaded through tsx's loader registered in the worker first (a worker's
 * `--import` does not reach its entry module on Node 20).
 */
function createWorker(workerData: PgliteWorkerData): Worker {
  const built = new URL('./pglite-worker.js', import.meta.url);
  const resourceLimits = { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB };
  if (existsSync(fileURLToPath(built))) return new Worker(built, { workerData, resourceLimits });
  // The ESM build of `tsx/esm/api` (require.resolve would pick the CommonJS one).
  const tsxDir = dirname(createRequire(import.meta.url).resolve('tsx/package.json'));
  const tsx = pathToFileURL(join(tsxDir, 'dist/esm/api/index.mjs')).href;
  const source = new URL('./pglite-worker.ts', import.meta.url).href;
  const bootstrap = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); });`;
  return new Worker(bootstrap, { eval: true, workerData, resourceLimits });
}

/**
 * The socket lives in DATA_DIR, which the data-dir lock keeps to this process; a
 * path too long for a Unix socket gets a private temporary directory instead.
 */
function socketDirectory(dataDir: string): { dir: string; cleanUp: () => void } {
  const dir = dirname(resolve(dataDir));
  if (join(dir, `.s.PGSQL.${SOCKET_PORT}`).length <= MAX_SOCKET_PATH) {
    return { dir, cleanUp: () => {} };
  }
  const temporary = mkdtempSync(join(tmpdir(), 'courtside-pg-'));
  return { dir: temporary, cleanUp: () => rmSync(temporary, { recursive: true, force: true }) };
}

/** Runs one worker until it is ready (or, with `isInitOnly`, done); rejects if it fails. */
async function runWorker(data: PgliteWorkerData): Promise<PgliteWorker> {
  const worker = createWorker(data);
  let failure: Error | null = null;
  let isClosing = data.isInitOnly;
  let hasExited = false;
  let onClosed = () => {};
  const started = new Promise<void>((resolveStarted, reject) => {
    worker.on('message', (message: PgliteWorkerMessage) => {
      if (message.type === 'ready') resolveStarted();
      if (message.type === 'closed') onClosed();
      if (message.type === 'failed') {
        failure = Object.assign(new Error(`PGlite worker: ${message.message}`), {
          stack: message.stack,
        });
        reject(failure);
      }
    });
    worker.on('error', (error) => {
      failure = error;
      reject(error);
    });
    worker.on('exit', (code) => {
      hasExited = true;
      if (!isClosing) failure ??= new Error(`PGlite worker exited (code ${code})`);
      if (failure) reject(failure);
      else resolveStarted();
      onClosed();
    });
  });
  try {
    await started;
  } catch (error) {
    await worker.terminate();
    throw error;
  }

  return {
    host: dirname(data.socketPath),
    port: SOCKET_PORT,
    failure: () => failure,
    close: async () => {
      isClosing = true;
      if (!hasExited) {
        const exited = new Promise<void>((resolveExit) => worker.once('exit', () => resolveExit()));
        const closed = new Promise<void>((resolveClosed) => (onClosed = resolveClosed));
        worker.postMessage('close');
        await closed;
        await exited;
      }
      if (failure) throw failure;
    },
  };
}

/**
 * Starts PGlite on `dataDir` in a worker thread, serving the PostgreSQL wire
 * protocol on a Unix socket. Resolves once the database accepts connections.
 * A new database is copied from the build's template, or else created by a first,
 * short-lived worker (see `isInitOnly`).
 */
export async function startPgliteWorker(dataDir: string): Promise<PgliteWorker> {
  const socket = socketDirectory(dataDir);
  const data: PgliteWorkerData = {
    dataDir: resolve(dataDir),
    socketPath: join(socket.dir, `.s.PGSQL.${SOCKET_PORT}`),
    isInitOnly: false,
  };
  try {
    if (!existsSync(join(data.dataDir, 'PG_VERSION'))) {
      // The build's template (initdb done, migrations applied) when there is one; else initdb.
      const template = fileURLToPath(new URL('./pglite-template', import.meta.url));
      if (existsSync(join(template, 'PG_VERSION'))) {
        // Copied beside it, then renamed: a kill mid-copy leaves no half database behind.
        const copying = `${data.dataDir}.copying`;
        rmSync(copying, { recursive: true, force: true });
        cpSync(template, copying, { recursive: true });
        rmSync(data.dataDir, { recursive: true, force: true });
        renameSync(copying, data.dataDir);
      } else {
        await runWorker({ ...data, isInitOnly: true });
      }
    }
    const worker = await runWorker(data);
    return {
      ...worker,
      close: async () => {
        try {
          await worker.close();
        } finally {
          socket.cleanUp();
        }
      },
    };
  } catch (error) {
    socket.cleanUp();
    throw error;
  }
}
