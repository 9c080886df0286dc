import { join } from 'node:path';
import { ConfigError, loadConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock';

const startedAt = performance.now();

async function main() {
  const config = loadConfig();
  let releaseLock = () => {};
  let opening: Promise<Database>;
  if (config.DATABASE_URL) {
    opening = openDatabase({ url: config.DATABASE_URL });
  } else {
    releaseLock = lockDataDir(config.DATA_DIR);
    opening = openDatabase({ dataDir: join(config.DATA_DIR, 'pglite') });
  }
  // The app's code (Fastify, the routes and their libraries) loads while the database opens:
  // PGlite starts on its own thread, PostgreSQL answers the migrations' round trips.
  const [{ buildApp }, database] = await Promise.all([import('./app'), opening]);

  const app = await buildApp({ config, database }, { level: config.LOG_LEVEL });

  let isClosing = false;
  const shutdown = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info({ signal }, 'shutting down');
    const forceExit = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app.close();
      await database.close();
    } finally {
      releaseLock();
      clearTimeout(forceExit);
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(
    {
      url: config.PUBLIC_URL,
      database: database.kind,
      startupMs: Math.round(performance.now() - startedAt),
      rssMb: Math.round(process.memoryUsage().rss / 1024 / 1024),
    },
    'Courtside is ready',
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(`Courtside cannot start: ${error.message}`);
  } else {
    console.error('Courtside failed to start:', error);
  }
  process.exit(1);
});
