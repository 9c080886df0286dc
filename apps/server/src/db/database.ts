import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** The channel the database's triggers notify on (migration 0008, decision 014). */
export const CHANGE_CHANNEL = 'courtside_changes';

export type Schema = typeof schema;
/** The one database type the app codes against, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query API. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  /**
   * Where the rate-limit counts are written: on PostgreSQL a pool of its own (two connections),
   * so a count asked for inside a transaction never waits for a connection that the waiting
   * transactions hold (10 concurrent additions by an organizer filled the pool of 10 and
   * waited for ever); on PGlite `db` itself (its counts are kept in memory).
   */
  countersDb: Db;
  kind: 'pglite' | 'postgres';
  /** Answers when the database does (for /api/ready). */
  ping: () => Promise<void>;
  /**
   * Hands every notification on CHANGE_CHANNEL to `handler`, after its transaction commits.
   * `onGap` is called when some may have been missed (a PostgreSQL listener reconnected).
   */
  listen: (handler: (payload: string) => void, onGap?: () => void) => () => void;
  /**
   * Resolves true once every notification committed before the call has reached the handlers,
   * false when that cannot be promised now (the listener is reconnecting): what a cache asks
   * before answering from memory (decision 014).
   */
  sync: () => Promise<boolean>;
  close: () => Promise<void>;
}

export type DatabaseTarget = { url: string } | { dataDir: string } | { memory: true };

/** Finds the committed drizzle-kit migrations from src/db (tests, dev) or dist (built server). */
export function migrationsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 4; i += 1) {
    const candidate = join(dir, 'drizzle');
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = dirname(dir);
  }
  throw new Error('Database migrations folder (apps/server/drizzle) not found');
}
