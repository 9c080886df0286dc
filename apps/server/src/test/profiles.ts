import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { users } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { totpCode } from '../lib/totp';
import { createSession } from '../services/auth/sessions';
import { STRONG_PASSWORD, uniqueEmail } from './accounts';
import { callAs } from './tournaments';

export interface Account {
  id: string;
  email: string;
  name: string;
  password: string;
  token: string;
}

/**
 * A verified account with a real password and a session, written straight to the database
 * (faster than registering through the mail): for tests that check or change the password.
 */
export async function createAccount(
  app: FastifyInstance,
  overrides: { role?: 'player' | 'organizer'; name?: string; settings?: object } = {},
): Promise<Account> {
  const email = uniqueEmail('account');
  const [row] = await app.db
    .insert(users)
    .values({
      name: overrides.name ?? 'Profile Player',
      email,
      role: overrides.role ?? 'player',
      passwordHash: await hashPassword(STRONG_PASSWORD),
      settings: (overrides.settings ?? {}) as Record<string, unknown>,
      emailVerifiedAt: new Date(),
    })
    .returning();
  return {
    id: row!.id,
    email,
    name: row!.name,
    password: STRONG_PASSWORD,
    token: await createSession(app.db, row!.id, false),
  };
}

/** Enrols two-factor sign-in for the account of `token`: its secret and recovery codes. */
export async function enableTwoFactorFor(app: FastifyInstance, token: string) {
  const as = callAs(app, token);
  const setup = await as('POST', '/api/auth/2fa/setup');
  if (setup.statusCode !== 200) throw new Error(`2fa setup failed: ${setup.body}`);
  const { secret } = setup.json<{ data: { secret: string } }>().data;
  // The code that turned it on, kept: a test that replays it must not make a new one, which
  // is another code once a 30-second step has passed.
  const enrolCode = totpCode(secret);
  const enabled = await as('POST', '/api/auth/2fa/enable', { code: enrolCode });
  if (enabled.statusCode !== 200) throw new Error(`2fa enable failed: ${enabled.body}`);
  const { recoveryCodes } = enabled.json<{ data: { recoveryCodes: string[] } }>().data;
  return { secret, recoveryCodes, enrolCode };
}

/** A code of the next time step: good once more after the current one was used. */
export const nextCode = (secret: string) => totpCode(secret, Date.now() + 30_000);

/** A real PNG of the given size and colour. */
export const pngOf = (width = 64, height = 64, background = '#2a9d8f') =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

/** A multipart/form-data body with one file part, as browsers send a file input. */
export function multipartFile(
  bytes: Buffer,
  options: { field?: string; filename?: string; contentType?: string } = {},
) {
  const boundary = `----courtside${Math.random().toString(16).slice(2)}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'profileImage'}"; ` +
    `filename="${options.filename ?? 'photo.png'}"\r\nContent-Type: ${options.contentType ?? 'image/png'}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** POST the picture as `token`. */
export function uploadAs(
  app: FastifyInstance,
  token: string | null,
  userId: string,
  body: ReturnType<typeof multipartFile>,
) {
  return app.inject({
    method: 'POST',
    url: `/api/users/${userId}/profile-picture`,
    payload: body.payload,
    headers: { ...body.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

/** Rows of a raw SQL query (for checks that read tables directly). */
export async function rowsOf<T>(app: FastifyInstance, text: string): Promise<T[]> {
  const result = (await app.db.execute(sql.raw(text))) as unknown as { rows: T[] };
  return result.rows;
}
