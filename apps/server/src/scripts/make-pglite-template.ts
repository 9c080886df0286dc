// Run by build.mjs (built to dist/): a PGlite data dir with initdb done and every migration
// applied, in dist/pglite-template. A server that finds its data dir empty copies it instead of
// running initdb in a second PGlite and migrating from nothing (issue 10: a fresh start took
// 7.7 s and kept the initdb instance's memory; decision 008).
import { renameSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../db/client';
import { PGLITE_OPTIONS } from '../db/pglite-options';

const target = resolve(process.argv[2] ?? 'dist/pglite-template');
const building = `${target}.tmp-${process.pid}`;
rmSync(building, { recursive: true, force: true });
const pglite = await PGlite.create(building, PGLITE_OPTIONS);
await migrate(drizzle(pglite), { migrationsFolder: migrationsFolder() });
await pglite.close();
rmSync(target, { recursive: true, force: true });
renameSync(building, target);
