import { sql } from 'drizzle-orm';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../../db/client';

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

const CLEANUP_EVERY_MS = 10 * 60 * 1000;

/** Keys of the global per-IP API limit: the one counted in memory and written in batches. */
export const GLOBAL_LIMIT_KEY_PREFIX = 'api|';
/** How often the global limit's counts are written (and the other instances' read back). */
export const GLOBAL_LIMIT_FLUSH_MS = 200;

/** One key of the global limit, as this instance knows it. */
interface BatchedCount {
  /** The count in the table when last written or read (ours and other instances'). */
  shared: number;
  /** Hits counted here and not yet written. */
  pending: number;
  /** When the window ends (ms since the epoch). */
  resetAt: number;
  timeWindow: number;
}

/**
 * A @fastify/rate-limit store on the `rate_limits` table, so that N instances on one PostgreSQL
 * database count together (decision 002).
 * - The named limits (sign-in, contact, invitations) are exact: one upsert per hit opens a fixed
 *   window or counts into the open one.
 * - The global per-IP API limit (keys `api|…`) is counted in memory and written every
 *   GLOBAL_LIMIT_FLUSH_MS, one statement for all the keys hit since, whose answer brings back
 *   what the other instances counted. One upsert per API request had every request of one
 *   client queue on its row (decision 008); now a client can pass the limit by at most what it
 *   sends in one flush interval to each instance.
 * Expired rows are swept every 10 minutes.
 */
export function postgresRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  let nextCleanup = Date.now() + CLEANUP_EVERY_MS;
  const sweep = () => {
    if (Date.now() <= nextCleanup) return;
    nextCleanup = Date.now() + CLEANUP_EVERY_MS;
    void db.execute(sql`delete from rate_limits where reset_at < now()`).catch(() => {});
  };

  const incr = async (key: string, timeWindow: number) => {
    const result = await db.execute<{ count: number; ttl: number }>(sql`
      insert into rate_limits (key, count, reset_at)
      values (${key}, 1, now() + ${timeWindow} * interval '1 millisecond')
      on conflict (key) do update set
        count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
        reset_at = case when rate_limits.reset_at <= now()
          then now() + ${timeWindow} * interval '1 millisecond' else rate_limits.reset_at end
      returning count, ceil(extract(epoch from (reset_at - now())) * 1000)::int as ttl`);
    sweep();
    const row = (result as unknown as { rows: { count: number; ttl: number }[] }).rows[0]!;
    return { current: Number(row.count), ttl: Math.max(0, Number(row.ttl)) };
  };

  const counts = new Map<string, BatchedCount>();
  let timer: NodeJS.Timeout | null = null;

  const flush = async () => {
    timer = null;
    const now = Date.now();
    const batch: { key: string; entry: BatchedCount; hits: number }[] = [];
    for (const [key, entry] of counts) {
      if (entry.pending > 0) {
        batch.push({ key, entry, hits: entry.pending });
        entry.pending = 0;
      } else if (entry.resetAt <= now) {
        counts.delete(key);
      }
    }
    if (batch.length === 0) return;
    try {
      const result = await db.execute<{ key: string; count: number; ttl: number }>(sql`
        insert into rate_limits (key, count, reset_at)
        select k, n, now() + w * interval '1 millisecond'
          from unnest(${sql.param(batch.map((b) => b.key))}::text[],
                      ${sql.param(batch.map((b) => b.hits))}::int[],
                      ${sql.param(batch.map((b) => b.entry.timeWindow))}::int[]) as t(k, n, w)
        on conflict (key) do update set
          count = case when rate_limits.reset_at <= now() then excluded.count
            else rate_limits.count + excluded.count end,
          reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at
            else rate_limits.reset_at end
        returning key, count, ceil(extract(epoch from (reset_at - now())) * 1000)::int as ttl`);
      const rows = (result as unknown as { rows: { key: string; count: number; ttl: number }[] })
        .rows;
      const at = Date.now();
      for (const row of rows) {
        const entry = counts.get(row.key);
        if (!entry) continue;
        entry.shared = Number(row.count);
        entry.resetAt = at + Math.max(0, Number(row.ttl));
      }
      sweep();
    } catch {
      // Written with the next batch; meanwhile this instance still counts them.
      for (const { entry, hits } of batch) entry.pending += hits;
    }
    if (!timer && [...counts.values()].some((entry) => entry.pending > 0)) schedule();
  };
  const schedule = () => {
    timer ??= setTimeout(() => void flush(), GLOBAL_LIMIT_FLUSH_MS);
    timer.unref();
  };

  const count = (key: string, timeWindow: number) => {
    const now = Date.now();
    let entry = counts.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { shared: 0, pending: 0, resetAt: now + timeWindow, timeWindow };
      counts.set(key, entry);
    }
    entry.pending += 1;
    schedule();
    return { current: entry.shared + entry.pending, ttl: entry.resetAt - now };
  };

  class PostgresStore {
    incr(key: string, callback: IncrCallback, timeWindow: number) {
      if (key.startsWith(GLOBAL_LIMIT_KEY_PREFIX)) {
        callback(null, count(key, timeWindow));
        return;
      }
      incr(key, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child() {
      return this;
    }
  }
  return PostgresStore as unknown as FastifyRateLimitStoreCtor;
}
