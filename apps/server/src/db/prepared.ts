import type { Db } from './client';

/**
 * A hot statement built once per database and prepared by name (drizzle's `.prepare(name)`
 * with `sql.placeholder` for the values): drizzle does not rebuild its SQL on every call, and
 * each connection parses it once and may keep its plan (decision 008). Statements prepared on
 * `db` run on its pool, outside any transaction: only for reads that need none.
 */
export function preparedPerDatabase<T>(build: (db: Db) => T): (db: Db) => T {
  const byDatabase = new WeakMap<Db, T>();
  return (db) => {
    let prepared = byDatabase.get(db);
    if (prepared === undefined) {
      prepared = build(db);
      byDatabase.set(db, prepared);
    }
    return prepared;
  };
}
