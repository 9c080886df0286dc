import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { CHANGE_CHANNEL, migrationsFolder, type Database, type Db } from './database';
import { PGLITE_OPTIONS } from './pglite-options';
import * as schema from './schema';

/**
 * Where the migrated template of the current migrations is kept: named by a hash of every
 * migration file, so a new or changed migration makes a new template.
 */
function templatePath(folder: string): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(folder).sort()) {
    if (name.endsWith('.sql')) hash.update(name).update(readFileSync(join(folder, name)));
  }
  hash.update(readFileSync(join(folder, 'meta', '_journal.json')));
  return join(tmpdir(), `courtside-pglite-template-${hash.digest('hex').slice(0, 16)}.tar`);
}

function readTemplate(path: string): Blob | undefined {
  try {
    return new Blob([readFileSync(path)]);
  } catch {
    return undefined;
  }
}

/**
 * A PGlite with every migration applied. The first test process to need one migrates a fresh
 * database and keeps its data directory as a template file; every later one starts from that
 * file (about 0.2 s instead of about 2 s of migrations on the 2-core machine).
 */
async function openMigrated(): Promise<PGlite> {
  const folder = migrationsFolder();
  const path = templatePath(folder);
  const template = readTemplate(path);
  if (template) {
    const client = new PGlite({ ...PGLITE_OPTIONS, loadDataDir: template });
    await client.waitReady;
    return client;
  }
  const client = new PGlite(PGLITE_OPTIONS);
  await client.waitReady;
  await migrate(drizzle(client, { schema }), { migrationsFolder: folder });
  const dump = await client.dumpDataDir('none');
  // Written beside, then renamed: a concurrent reader sees the whole file or none.
  const partial = `${path}.${process.pid}.partial`;
  writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()));
  renameSync(partial, path);
  // Templates of older migrations are of no more use.
  for (const name of readdirSync(tmpdir())) {
    const isTemplate = name.startsWith('courtside-pglite-template-') && name.endsWith('.tar');
    if (isTemplate && join(tmpdir(), name) !== path) {
      rmSync(join(tmpdir(), name), { force: true });
    }
  }
  return client;
}

/** The in-memory PGlite of the tests, in process with PGlite's own driver (decision 005). */
export async function openMemoryDatabase(): Promise<Database> {
  const client = await openMigrated();
  const db = drizzle(client, { schema });
  await client.exec(`LISTEN ${CHANGE_CHANNEL}`);
  return {
    db: db as unknown as Db,
    countersDb: db as unknown as Db,
    kind: 'pglite',
    ping: async () => void (await client.query('select 1')),
    // In process, PGlite calls its listeners (in a microtask) as it reads the commit's answer:
    // before the committing query resolves, so nothing is ever in flight.
    listen: (handler) => {
      const stop = client.onNotification((channel, payload) => {
        if (channel === CHANGE_CHANNEL) handler(payload);
      });
      return stop;
    },
    sync: async () => true,
    close: () => client.close(),
  };
}
