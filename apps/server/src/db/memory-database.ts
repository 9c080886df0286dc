import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { CHANGE_CHANNEL, migrationsFolder, type Database, type Db } from './database';
import { PGLITE_OPTIONS } from './pglite-options';
import * as schema from './schema';

/** The in-memory PGlite of the tests, in process with PGlite's own driver (decision 005). */
export async function openMemoryDatabase(): Promise<Database> {
  const client = new PGlite(PGLITE_OPTIONS);
  await client.waitReady;
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: migrationsFolder() });
  await client.exec(`LISTEN ${CHANGE_CHANNEL}`);
  return {
    db: db as unknown as Db,
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
