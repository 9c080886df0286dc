import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * PGlite's own start-up parameters plus a small buffer cache: the default 128 MB of
 * `shared_buffers` stays resident once touched, far more than this app's working set
 * (decision 005).
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/**
 * How every PGlite of the app opens (the worker's and the tests' in-memory one): with the
 * start parameters above and the contrib extensions the migrations create (pg_trgm for the
 * tournament search, decision 008).
 */
export const PGLITE_OPTIONS = {
  startParams: PGLITE_START_PARAMS,
  extensions: { pg_trgm },
} satisfies PGliteOptions;
