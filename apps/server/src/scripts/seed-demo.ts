// `npm run seed:demo`: demo accounts, all email-verified, printed with their password, and
// upcoming demo tournaments with players and teams. Idempotent: running it again resets these
// accounts' passwords and creates only the tournaments that are missing.
import { join } from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { lockDataDir } from '../db/data-dir-lock';
import { users } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { seedDemoTournaments } from './demo-tournaments';

const DEMO_PASSWORD = 'Courtside#2026';

const DEMO_USERS = [
  { name: 'Olivia Organizer', email: 'organizer@courtside.demo', role: 'organizer', rating: 4.0 },
  { name: 'Paul Player', email: 'paul@courtside.demo', role: 'player', rating: 3.5 },
  { name: 'Priya Patel', email: 'priya@courtside.demo', role: 'player', rating: 4.5 },
  { name: 'Marco Rossi', email: 'marco@courtside.demo', role: 'player', rating: 3.0 },
  { name: 'Grace Kim', email: 'grace@courtside.demo', role: 'player', rating: 4.0 },
] as const;

const config = loadConfig();
const release = config.DATABASE_URL ? () => {} : lockDataDir(config.DATA_DIR);
const database = config.DATABASE_URL
  ? await openDatabase({ url: config.DATABASE_URL })
  : await openDatabase({ dataDir: join(config.DATA_DIR, 'pglite') });

try {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const user of DEMO_USERS) {
    await database.db
      .insert(users)
      .values({ ...user, passwordHash, emailVerifiedAt: new Date() })
      .onConflictDoUpdate({
        target: users.email,
        set: { passwordHash, emailVerifiedAt: new Date(), role: user.role },
      });
  }
  const created = await seedDemoTournaments(database.db, 'organizer@courtside.demo');
  console.log('Demo accounts (password for all: %s)', DEMO_PASSWORD);
  console.table(DEMO_USERS.map(({ name, email, role }) => ({ name, email, role })));
  console.log('Demo tournaments created: %d (existing ones are left as they are)', created);
} finally {
  await database.close();
  release();
}
