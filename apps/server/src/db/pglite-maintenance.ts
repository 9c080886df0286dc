import type pg from 'pg';

/** How often the file-backed PGlite is checked for tables to analyze or vacuum. */
export const PGLITE_MAINTENANCE_INTERVAL_MS = 60_000;

/**
 * The tables PostgreSQL's autovacuum would pick now, by its default thresholds: analyze after
 * 50 + 10% of the rows changed; vacuum after 50 + 20% of them died, or after 1,000 + 20% were
 * inserted (which also marks pages all-visible, so index-only scans skip the table). A table
 * never analyzed (reltuples -1) counts as empty.
 */
const DUE_TABLES = `
  select format('%I.%I', s.schemaname, s.relname) as "table",
    (s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0)
      or s.n_ins_since_vacuum > 1000 + 0.2 * greatest(c.reltuples, 0)) as "needsVacuum"
  from pg_stat_user_tables s join pg_class c on c.oid = s.relid
  where s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0)
     or s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0)
     or s.n_ins_since_vacuum > 1000 + 0.2 * greatest(c.reltuples, 0)
  order by 1`;

/**
 * What autovacuum does on PostgreSQL, for PGlite, which has no background workers: without
 * it the planner never gets statistics (a growing table is planned as a guess, and the list's
 * indexes go unused) and dead rows are never cleared. Runs through the pool, between requests
 * (PGlite has one session). Returns the tables it worked on.
 */
export async function maintainPglite(pool: pg.Pool): Promise<string[]> {
  const { rows } = await pool.query<{ table: string; needsVacuum: boolean }>(DUE_TABLES);
  for (const { table, needsVacuum } of rows) {
    await pool.query(needsVacuum ? `VACUUM (ANALYZE) ${table}` : `ANALYZE ${table}`);
  }
  return rows.map((row) => row.table);
}

/** `maintainPglite` now and then, until the returned stop function is called. */
export function startPgliteMaintenance(
  pool: pg.Pool,
  intervalMs = PGLITE_MAINTENANCE_INTERVAL_MS,
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    // Best effort: a failed round (the database closing, say) is tried again next time.
    running = running.then(() => maintainPglite(pool)).catch(() => {});
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
