import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { startPgliteMaintenance } from './pglite-maintenance';
import { startPgliteWorker } from './pglite-in-worker';
import { openChangeListener, type ChangeListener } from './change-listener';
import * as schema from './schema';

import {
  CHANGE_CHANNEL,
  migrationsFolder,
  type Database,
  type DatabaseTarget,
  type Db,
} from './database';

export type { Database, DatabaseTarget, Db, Schema, Tx } from './database';
export { CHANGE_CHANNEL, migrationsFolder } from './database';

/** Connections of the rate-limit counters' own pool on PostgreSQL (`Database.countersDb`). */
const COUNTERS_POOL_SIZE = 2;

/**
 * A node-postgres pool with drizzle on top and the migrations applied: the one
 * code path for PostgreSQL and for PGlite in its worker.
 */
async function openPool(
  config: pg.PoolConfig,
  kind: Database['kind'],
  onClosed: () => Promise<void> = async () => {},
  failure: () => Error | null = () => null,
): Promise<Database> {
  const listener: ChangeListener = openChangeListener(kind, config, CHANGE_CHANNEL);
  const pool = new pg.Pool({ ...config, onConnect: listener.onConnect });
  // pool.end() resolves once clients are asked to end, not once their sockets are closed;
  // close() waits for the sockets, so whatever comes next (a DROP DATABASE in tests, the
  // process exit, closing PGlite) cannot catch a backend still saying goodbye.
  const closing = new Set<Promise<void>>();
  pool.on('connect', (client) => {
    closing.add(new Promise((resolve) => client.once('end', () => resolve())));
  });
  const db = drizzlePg(pool, { schema });
  const countersPool =
    kind === 'postgres' ? new pg.Pool({ ...config, max: COUNTERS_POOL_SIZE }) : null;
  countersPool?.on('connect', (client) => {
    closing.add(new Promise((resolve) => client.once('end', () => resolve())));
  });
  const close = async () => {
    await listener.close();
    await pool.end();
    await countersPool?.end();
    await Promise.all(closing);
    await onClosed();
  };
  try {
    await migratePg(db, { migrationsFolder: migrationsFolder() });
  } catch (error) {
    await close().catch(() => {});
    throw error;
  }
  // PostgreSQL's autovacuum keeps statistics; PGlite has none to do it (decision 008).
  const stopMaintenance = kind === 'pglite' ? startPgliteMaintenance(pool) : async () => {};
  return {
    db: db as unknown as Db,
    countersDb: (countersPool ? drizzlePg(countersPool, { schema }) : db) as unknown as Db,
    kind,
    ping: async () => {
      const error = failure();
      if (error) throw error;
      await pool.query('select 1');
    },
    listen: listener.listen,
    sync: listener.sync,
    close: async () => {
      await stopMaintenance();
      await close();
    },
  };
}

/**
 * Opens the database and applies pending migrations. A file-backed PGlite runs
 * in a worker thread behind a wire-protocol socket (one connection: PGlite has
 * one session); the in-memory one, for tests, stays in process (decision 005).
 */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ('url' in target) {
    return openPool({ connectionString: target.url, max: 10 }, 'postgres');
  }
  if ('dataDir' in target) {
    const worker = await startPgliteWorker(target.dataDir);
    return openPool(
      // One connection, kept open: PGlite has one session, and reconnecting costs a reset.
      {
        host: worker.host,
        port: worker.port,
        user: 'postgres',
        database: 'postgres',
        max: 1,
        idleTimeoutMillis: 0,
      },
      'pglite',
      worker.close,
      worker.failure,
    );
  }
  // Tests only: loaded when asked for, so a server never loads PGlite on its main thread.
  const { openMemoryDatabase } = await import('./memory-database');
  return openMemoryDatabase();
}
