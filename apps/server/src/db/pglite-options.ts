import { PGlite } from '@electric-sql/pglite';

/**
 * PGlite's own start-up parameters plus a small buffer cache: the default 128 MB of
 * `shared_buffers` stays resident once touched, far more than this app's working set
 * (decision 005).
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];
