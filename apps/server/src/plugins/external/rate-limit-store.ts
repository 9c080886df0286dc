import { sql } from 'drizzle-orm';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../../db/client';

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

const CLEANUP_EVERY_MS = 10 * 60 * 1000;

/**
 * A @fastify/rate-limit store on the `rate_limits` table, so that N instances
 * on one PostgreSQL database count together: one upsert per hit opens a fixed
 * window or counts into the open one. Expired rows are swept every 10 minutes.
 */
export function postgresRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  let nextCleanup = Date.now() + CLEANUP_EVERY_MS;

  const incr = async (key: string, timeWindow: number) => {
    const result = await db.execute<{ count: number; ttl: number }>(sql`
      insert into rate_limits (key, count, reset_at)
      values (${key}, 1, now() + ${timeWindow} * interval '1 millisecond')
      on conflict (key) do update set
        count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
        reset_at = case when rate_limits.reset_at <= now()
          then now() + ${timeWindow} * interval '1 millisecond' else rate_limits.reset_at end
      returning count, ceil(extract(epoch from (reset_at - now())) * 1000)::int as ttl`);
    if (Date.now() > nextCleanup) {
      nextCleanup = Date.now() + CLEANUP_EVERY_MS;
      void db.execute(sql`delete from rate_limits where reset_at < now()`).catch(() => {});
    }
    const row = (result as unknown as { rows: { count: number; ttl: number }[] }).rows[0]!;
    return { current: Number(row.count), ttl: Math.max(0, Number(row.ttl)) };
  };

  class PostgresStore {
    incr(key: string, callback: IncrCallback, timeWindow: number) {
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
