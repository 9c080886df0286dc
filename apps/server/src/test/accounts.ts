import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { outboxEmails, users } from '../db/schema';
import { createSession } from '../services/auth/sessions';
import type { Db } from '../db/client';

export const STRONG_PASSWORD = 'Court$ide2026';

let counter = 0;
export const uniqueEmail = (prefix = 'player') =>
  `${prefix}.${Date.now().toString(36)}.${(counter += 1)}@example.com`;

/** The token in the newest mailed link to `path` for this address. */
export async function mailedToken(db: Db, to: string, path: string): Promise<string> {
  const [mail] = await db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.to, to))
    .orderBy(desc(outboxEmails.createdAt))
    .limit(1);
  const link = mail?.links.find((l) => l.includes(path));
  const token = link ? new URL(link).searchParams.get('token') : null;
  if (!token) throw new Error(`no ${path} mail for ${to}`);
  return token;
}

/** Registers, verifies through the mailed link and signs in. */
export async function createSignedInUser(
  app: FastifyInstance,
  overrides: { name?: string; role?: 'player' | 'organizer'; email?: string } = {},
) {
  const email = overrides.email ?? uniqueEmail();
  const register = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      name: overrides.name ?? 'Test Player',
      email,
      password: STRONG_PASSWORD,
      role: overrides.role ?? 'player',
    },
  });
  if (register.statusCode !== 201) throw new Error(`register failed: ${register.body}`);
  const token = await mailedToken(app.db, email, '/verify-email');
  await app.inject({ method: 'GET', url: `/api/auth/verify-email?token=${token}` });
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: STRONG_PASSWORD },
  });
  const body = login.json<{ data: { token: string; user: { id: string } } }>();
  return { email, password: STRONG_PASSWORD, token: body.data.token, user: body.data.user };
}

/**
 * Many signed-in accounts at once, written straight to the database (no
 * password, no mail): for tests that need a crowd, such as concurrent joins.
 */
export async function createSessionUsers(
  db: Db,
  count: number,
  overrides: { role?: 'player' | 'organizer'; namePrefix?: string; settings?: object } = {},
): Promise<{ id: string; name: string; email: string; token: string }[]> {
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        name: `${overrides.namePrefix ?? 'Crowd Player'} ${i + 1}`,
        email: uniqueEmail('crowd'),
        role: overrides.role ?? 'player',
        rating: 2 + ((i * 7) % 60) / 10,
        settings: (overrides.settings ?? {}) as Record<string, unknown>,
        emailVerifiedAt: new Date(),
      })),
    )
    .returning();
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      token: await createSession(db, row.id, false),
    })),
  );
}
