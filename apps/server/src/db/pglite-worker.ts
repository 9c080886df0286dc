// The worker thread that owns a file-backed PGlite: it opens (or creates) the database and
// serves it over the PostgreSQL wire protocol on a Unix socket, so the main thread's
// node-postgres pool reaches it without WASM ever running on the server's event loop.
import { rmSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_OPTIONS } from './pglite-options';
import { createPgliteWireServer } from './pglite-wire-server';

export interface PgliteWorkerData {
  dataDir: string;
  /**
   * Only create the database (initdb) and stop: PGlite runs initdb in a second
   * WASM instance whose memory stays until a full GC, and a worker that ends
   * gives it all back at once.
   */
  isInitOnly: boolean;
  /** Where to listen: `<dir>/.s.PGSQL.<port>`, the name node-postgres looks for. */
  socketPath: string;
}

export type PgliteWorkerMessage =
  { type: 'ready' } | { type: 'closed' } | { type: 'failed'; message: string; stack?: string };

const { dataDir, socketPath, isInitOnly } = workerData as PgliteWorkerData;
const port = parentPort!;
const post = (message: PgliteWorkerMessage) => port.postMessage(message);

async function main() {
  // initdb needs no extension; the serving instance loads them.
  const { extensions, ...initOptions } = PGLITE_OPTIONS;
  const pglite = await PGlite.create(
    dataDir,
    isInitOnly ? initOptions : { ...initOptions, extensions },
  );
  if (isInitOnly) {
    await pglite.close();
    post({ type: 'closed' });
    port.close();
    return;
  }
  const server = createPgliteWireServer(pglite);
  // A socket file left by a process that was killed; the caller holds the data-dir lock.
  rmSync(socketPath, { force: true });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ path: socketPath, readableAll: false, writableAll: false }, resolve);
  });

  port.on('message', (message: unknown) => {
    if (message !== 'close') return;
    server.close();
    void pglite
      .close()
      .then(() => {
        rmSync(socketPath, { force: true });
        post({ type: 'closed' });
        port.close();
      })
      .catch((error: unknown) => fail(error));
  });
  post({ type: 'ready' });
}

function fail(error: unknown) {
  const err = error instanceof Error ? error : new Error(String(error));
  post({ type: 'failed', message: err.message, stack: err.stack });
  port.close();
}

main().catch(fail);
