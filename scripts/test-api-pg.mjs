// Runs the API suite against the local PostgreSQL: a fresh database, dropped afterwards.
// TEST_PG_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres) must allow CREATE DATABASE.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

const adminUrl = process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `courtside_ci_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
console.log(`Created database ${name}`);

const url = new URL(adminUrl);
url.pathname = `/${name}`;
let status;
try {
  const result = spawnSync('npx', ['vitest', 'run', '--project', 'server'], {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: url.toString() },
  });
  status = result.status ?? 1;
} finally {
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
  console.log(`Dropped database ${name}`);
}
process.exit(status);
