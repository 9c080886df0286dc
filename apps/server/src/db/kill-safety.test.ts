import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { lockDataDir } from './data-dir-lock';
import { users } from './schema';

// The real server on a data dir, killed with SIGKILL while it acknowledges writes, then
// restarted: every acknowledged write must be there, and the dead process's lock taken over.
// Ten kills, as issue 10 asks (each costs a restart: 25 s for the ten on a quiet 2-core machine,
// about 80 s on a busy one); KILL_SAFETY_KILLS sets another number. PGlite only: skipped when the
// suite runs on PostgreSQL.
const KILLS = Number(process.env.KILL_SAFETY_KILLS ?? 10);
const WRITERS = 4;
const serverEntry = join(dirname(fileURLToPath(import.meta.url)), '..', 'server.ts');
const tsxDir = dirname(createRequire(import.meta.url).resolve('tsx/package.json'));
const tsxLoader = pathToFileURL(join(tsxDir, 'dist/esm/index.mjs')).href;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('kill -9 during writes', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'courtside-kill-'));
  let server: ChildProcess | null = null;
  afterAll(() => {
    server?.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  const readLock = () =>
    JSON.parse(readFileSync(join(dataDir, 'courtside.lock'), 'utf8')) as { pid: number };

  async function start(port: number): Promise<ChildProcess> {
    const child = spawn(process.execPath, ['--import', tsxLoader, serverEntry], {
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        REQUIRE_EMAIL_VERIFICATION: 'false',
        AUTH_RATE_LIMIT: '1000000',
        RATE_LIMIT_MAX: '100000000',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited at start: ${stderr}`);
      const ready = await fetch(`http://127.0.0.1:${port}/api/ready`).catch(() => null);
      if (ready?.status === 200) return child;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it(`keeps every acknowledged write through ${KILLS} kills`, { timeout: 600_000 }, async () => {
    const port = await freePort();
    const acknowledged: string[] = [];
    let sequence = 0;
    for (let kill = 0; kill < KILLS; kill += 1) {
      server = await start(port);
      expect(readLock().pid).toBe(server.pid);

      // Writes acknowledged before this start must have survived the last kill.
      const survivors = acknowledged.slice(-WRITERS * 3);
      for (const email of survivors) {
        const again = await fetch(`http://127.0.0.1:${port}/api/auth/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name: 'Kill Test', email, password: 'Kill-Te5t-Passw0rd!' }),
        });
        expect(again.status, email).toBe(409);
      }

      let isKilled = false;
      const writers = Array.from({ length: WRITERS }, async () => {
        while (!isKilled) {
          const email = `kill${(sequence += 1)}@example.test`;
          const res = await fetch(`http://127.0.0.1:${port}/api/auth/register`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ name: 'Kill Test', email, password: 'Kill-Te5t-Passw0rd!' }),
          }).catch(() => null);
          if (res?.status === 201) acknowledged.push(email);
        }
      });
      await new Promise((resolve) => setTimeout(resolve, 300 + Math.random() * 700));
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      server.kill('SIGKILL');
      await exited;
      isKilled = true;
      await Promise.all(writers);
      // The dead server's lock is left behind; the next start must take it over.
      expect(readLock().pid).toBe(server.pid);
    }

    const release = lockDataDir(dataDir);
    const database = await openDatabase({ dataDir: join(dataDir, 'pglite') });
    const stored = await database.db.select({ email: users.email }).from(users);
    await database.close();
    release();
    const storedEmails = new Set(stored.map((user) => user.email));
    expect(acknowledged.length).toBeGreaterThan(KILLS);
    expect(acknowledged.filter((email) => !storedEmails.has(email))).toEqual([]);
  });
});
