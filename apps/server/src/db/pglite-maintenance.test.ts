import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from './client';
import { maintainPglite } from './pglite-maintenance';
import { users } from './schema';

const dir = mkdtempSync(join(tmpdir(), 'courtside-maintenance-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const analyzed = async (pool: pg.Pool) =>
  (
    await pool.query<{ reltuples: number }>(
      `select reltuples from pg_class where oid = 'public.users'::regclass`,
    )
  ).rows[0]!.reltuples;

it(
  'gives the file-backed PGlite statistics once a table has changed enough, as autovacuum would',
  { timeout: 120_000 },
  async () => {
    const database = await openDatabase({ dataDir: join(dir, 'pglite') });
    try {
      const pool = (database.db as unknown as { $client: pg.Pool }).$client;
      expect(await analyzed(pool)).toBeLessThan(0); // never analyzed: the planner guesses
      await database.db
        .insert(users)
        .values(
          Array.from({ length: 300 }, (_, i) => ({ name: `Stat ${i}`, email: `s${i}@stats.test` })),
        );
      await database.db.execute(sql`delete from ${users} where ${users.email} like 's1%'`);
      // PGlite flushes its activity counters at most once a second.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      await pool.query('select 1');

      expect(await maintainPglite(pool)).toContain('public.users');
      expect(await analyzed(pool)).toBe(189);
      // Nothing has changed since: nothing to do.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      await pool.query('select 1');
      expect(await maintainPglite(pool)).not.toContain('public.users');
    } finally {
      await database.close();
    }
  },
);
