import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { CHANGE_CHANNEL, openDatabase } from './client';
import { users } from './schema';

// The file-backed PGlite, as the server opens it: a worker thread behind a wire-protocol socket.
describe('PGlite in a worker on a data dir', () => {
  const dir = mkdtempSync(join(tmpdir(), 'courtside-worker-'));
  const dataDir = join(dir, 'pglite');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it(
    'creates and migrates the database, keeps what was written across a reopen',
    { timeout: 120_000 },
    async () => {
      const warnings: string[] = [];
      const onWarning = (warning: Error) => warnings.push(warning.message);
      process.on('warning', onWarning);
      const first = await openDatabase({ dataDir });
      expect(first.kind).toBe('pglite');
      await first.ping();
      await first.db.insert(users).values({ name: 'Ada Worker', email: 'ada@worker.test' });
      // A failed transaction rolls back and leaves the one session usable.
      await expect(
        first.db.transaction(async (tx) => {
          await tx.insert(users).values({ name: 'Rolled Back', email: 'gone@worker.test' });
          throw new Error('abort');
        }),
      ).rejects.toThrow('abort');
      const settings = (await first.db.execute(sql`show shared_buffers`)) as unknown as {
        rows: unknown[];
      };
      expect(settings.rows).toEqual([{ shared_buffers: '16MB' }]);
      await first.close();
      await expect(first.ping()).rejects.toThrow();

      const second = await openDatabase({ dataDir });
      const rows = await second.db.select({ name: users.name }).from(users);
      expect(rows).toEqual([{ name: 'Ada Worker' }]);
      const [ada] = await second.db.select().from(users).where(eq(users.email, 'ada@worker.test'));
      expect(ada?.role).toBe('player');
      // The change feed: every connection listens before it is used, and hears its own
      // commits before their answer (decision 014). No query ran beside the LISTEN (pg's
      // deprecation warning for that is an error here).
      const heard: string[] = [];
      second.listen((payload) => heard.push(payload));
      await second.db.execute(sql`select pg_notify(${CHANGE_CHANNEL}, 'hello')`);
      expect(heard).toEqual(['hello']);
      await new Promise((resolve) => setImmediate(resolve));
      process.off('warning', onWarning);
      expect(warnings.filter((w) => w.includes('already executing a query'))).toEqual([]);
      await second.close();
    },
  );

  it(
    'serves concurrent callers one at a time without mixing their transactions',
    { timeout: 60_000 },
    async () => {
      const database = await openDatabase({ dataDir });
      const emails = Array.from({ length: 20 }, (_, i) => `c${i}@worker.test`);
      await Promise.all(
        emails.map((email, i) =>
          database.db
            .transaction(async (tx) => {
              await tx.insert(users).values({ name: `Concurrent ${i}`, email });
              if (i % 2 === 1) tx.rollback();
            })
            .catch(() => {}),
        ),
      );
      const rows = await database.db
        .select({ email: users.email })
        .from(users)
        .where(sql`${users.email} like 'c%@worker.test'`);
      expect(rows.map((r) => r.email).sort()).toEqual(emails.filter((_, i) => i % 2 === 0).sort());
      await database.close();
    },
  );

  // Answers larger than the socket's buffer (about 200 KB): PGlite hands its output over as views
  // of its memory, which it reuses, so a write the socket had to queue once sent other bytes.
  // A start that created 2,000 matches hung the server (the client waited on a garbled length).
  it(
    'delivers answers and notifications larger than the socket buffer intact',
    { timeout: 60_000 },
    async () => {
      const database = await openDatabase({ dataDir });
      const heard: string[] = [];
      database.listen((payload) => heard.push(payload));
      const notified = await database.db.execute(
        sql`select pg_notify(${CHANGE_CHANNEL}, 'n' || g || repeat('x', 150))
            from generate_series(1, 5000) g`,
      );
      expect((notified as unknown as { rows: unknown[] }).rows).toHaveLength(5000);
      expect(heard).toHaveLength(5000);
      expect(heard[4999]).toBe(`n5000${'x'.repeat(150)}`);
      const big = (await database.db.execute(
        sql`select g, md5(g::text) as h from generate_series(1, 40000) g`,
      )) as unknown as { rows: Array<{ g: number; h: string }> };
      expect(big.rows).toHaveLength(40_000);
      const sample = await database.db.execute(sql`select md5('39999') as h`);
      expect(big.rows[39_998]).toEqual({
        g: 39_999,
        h: (sample as unknown as { rows: Array<{ h: string }> }).rows[0]!.h,
      });
      await database.close();
    },
  );
});
