import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { GLOBAL_LIMIT_KEY_PREFIX, postgresRateLimitStore } from './rate-limit-store';

type Count = { current: number; ttl: number };
interface Store {
  incr: (key: string, callback: (error: Error | null, result?: Count) => void, w: number) => void;
}

const WINDOW_MS = 60_000;

/** Two stores on one database: two server instances, as far as the limits can tell. */
describe('the rate-limit store on the rate_limits table', () => {
  let t: TestApp;
  let a: Store;
  let b: Store;
  beforeAll(async () => {
    t = await buildTestApp();
    const open = () => new (postgresRateLimitStore(t.app.db) as unknown as new () => Store)();
    [a, b] = [open(), open()];
  });
  afterAll(() => t.close());

  const hit = (store: Store, key: string) =>
    new Promise<number>((resolve, reject) =>
      store.incr(
        key,
        (error, result) => (error ? reject(error) : resolve(result!.current)),
        WINDOW_MS,
      ),
    );
  const stored = async (key: string) => {
    const result = (await t.app.db.execute(
      sql`select count from rate_limits where key = ${key}`,
    )) as unknown as { rows: { count: number }[] };
    return result.rows[0] ? Number(result.rows[0].count) : 0;
  };

  it('counts a named limit exactly, every hit of every instance in the table at once', async () => {
    const key = 'auth|/api/auth/login|someone@example.com';
    expect([await hit(a, key), await hit(b, key), await hit(a, key)]).toEqual([1, 2, 3]);
    expect(await stored(key)).toBe(3);
  });

  it('counts the global limit in memory and writes it in batches that bring the others’ back', async () => {
    const key = `${GLOBAL_LIMIT_KEY_PREFIX}203.0.113.7`;
    const onA = [];
    for (let i = 0; i < 5; i += 1) onA.push(await hit(a, key));
    expect(onA).toEqual([1, 2, 3, 4, 5]);
    // One statement for the five, a moment later.
    expect(await stored(key)).toBe(0);
    await vi.waitFor(async () => expect(await stored(key)).toBe(5), { timeout: 2_000 });

    // B has not heard of A's hits until its own batch is written and answered.
    expect(await hit(b, key)).toBe(1);
    await vi.waitFor(async () => expect(await stored(key)).toBe(6), { timeout: 2_000 });
    await vi.waitFor(async () => expect(await hit(b, key)).toBeGreaterThanOrEqual(7), {
      timeout: 2_000,
    });
  });
});
