import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { emailTokens, sessions, users } from '../../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  STRONG_PASSWORD,
  createSignedInUser,
  mailedToken,
  uniqueEmail,
} from '../../../test/accounts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, token?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

/** No response body may ever carry a hash or a stored token. */
function expectNoSecrets(body: string) {
  expect(body).not.toMatch(/argon2|passwordHash|password_hash|tokenHash/i);
}

describe('POST /api/auth/register', () => {
  it("starts the profile in the browser's time zone, and ignores a zone it does not know", async () => {
    const zoneOf = async (timezone: unknown) => {
      const response = await post('/api/auth/register', {
        name: 'Zoe Zone',
        email: uniqueEmail('zone'),
        password: STRONG_PASSWORD,
        ...(timezone !== undefined && { timezone }),
      });
      expect(response.statusCode).toBe(201);
      return response.json().data.user.settings.preferences.timezone as string;
    };
    expect(await zoneOf('america/los_angeles')).toBe('America/Los_Angeles');
    expect(await zoneOf('Mars/Olympus_Mons')).toBe('America/New_York');
    expect(await zoneOf(undefined)).toBe('America/New_York');
    const tooLong = await post('/api/auth/register', {
      name: 'Zoe Zone',
      email: uniqueEmail('zone'),
      password: STRONG_PASSWORD,
      timezone: 'A'.repeat(65),
    });
    expect(tooLong.statusCode).toBe(422);
  });

  it('creates an unverified user and mails a single-use verification link', async () => {
    const email = uniqueEmail('reg');
    const response = await post('/api/auth/register', {
      name: 'Dana <b>Dinks</b>',
      email: `  ${email.toUpperCase()} `,
      password: STRONG_PASSWORD,
      role: 'organizer',
    });
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data.message).toMatch(/check your email/i);
    expect(data.user).toMatchObject({
      name: 'Dana Dinks',
      email,
      role: 'organizer',
      emailVerified: false,
    });
    // Issue 23.2: the spec's client reads `user` and `message` beside the envelope.
    expect(response.json().user).toEqual(data.user);
    expect(response.json().message).toBe(data.message);
    expectNoSecrets(response.body);
    const token = await mailedToken(t.app.db, email, '/verify-email');
    expect(token.length).toBeGreaterThan(30);
    const [stored] = await t.app.db
      .select()
      .from(emailTokens)
      .where(eq(emailTokens.userId, data.user.id));
    expect(stored?.tokenHash).not.toBe(token);
  });

  it('defaults the role to player', async () => {
    const response = await post('/api/auth/register', {
      name: 'Pat Paddle',
      email: uniqueEmail(),
      password: STRONG_PASSWORD,
    });
    expect(response.json().data.user.role).toBe('player');
  });

  it.each([
    ['name', { name: 'A' }, 'Name must be at least 2 characters long'],
    [
      'name',
      { name: 'Bob!' },
      'Name can only contain letters, numbers, spaces, hyphens, and apostrophes',
    ],
    ['email', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['email', { email: '' }, 'Email is required'],
    ['password', { password: 'short1!' }, 'Password must be at least 8 characters long'],
    ['password', { password: 'password' }, 'Password must contain at least one uppercase letter'],
    [
      'password',
      { password: 'Password123' },
      'Password must contain at least one special character',
    ],
    ['role', { role: 'admin' }, undefined],
  ])('422 with the %s message', async (field, override, message) => {
    const response = await post('/api/auth/register', {
      name: 'Valid Name',
      email: uniqueEmail(),
      password: STRONG_PASSWORD,
      ...override,
    });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.errors[field]).toBeDefined();
    if (message) expect(body.errors[field][0]).toBe(message);
  });

  it('409 on the email field for a duplicate address, in any case', async () => {
    const email = uniqueEmail('dup');
    await post('/api/auth/register', { name: 'First One', email, password: STRONG_PASSWORD });
    const response = await post('/api/auth/register', {
      name: 'Second One',
      email: email.toUpperCase(),
      password: STRONG_PASSWORD,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'An account with this email already exists',
      code: 'EMAIL_TAKEN',
      field: 'email',
    });
  });
});

describe('email verification and login', () => {
  it('refuses an unverified login with 403, verifies once, then signs in', async () => {
    const email = uniqueEmail('verify');
    await post('/api/auth/register', { name: 'Vera Volley', email, password: STRONG_PASSWORD });

    const early = await post('/api/auth/login', { email, password: STRONG_PASSWORD });
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
    expect(early.json().message).toMatch(/check your email/i);

    const token = await mailedToken(t.app.db, email, '/verify-email');
    const verify = await t.app.inject({
      method: 'GET',
      url: `/api/auth/verify-email?token=${token}`,
    });
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toEqual({ message: expect.any(String), email });

    const reused = await t.app.inject({
      method: 'GET',
      url: `/api/auth/verify-email?token=${token}`,
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({
      code: 'INVALID_TOKEN',
      message: expect.stringMatching(/invalid|expired/i),
    });

    const login = await post('/api/auth/login', { email, password: STRONG_PASSWORD });
    expect(login.statusCode).toBe(200);
    const { data } = login.json();
    expect(data.token).toEqual(expect.any(String));
    expect(data.user).toMatchObject({ email, emailVerified: true });
    // Issue 23.2: the spec's client reads `user` and `token` beside the envelope.
    expect(login.json()).toEqual({ data, user: data.user, token: data.token });
    expectNoSecrets(login.body.replaceAll(data.token, ''));
  });

  it('rejects unknown and expired verification tokens', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/auth/verify-email?token=nope' });
    expect(unknown.statusCode).toBe(400);
    const missing = await t.app.inject({ method: 'GET', url: '/api/auth/verify-email' });
    expect(missing.statusCode).toBe(422);

    const email = uniqueEmail('expired');
    await post('/api/auth/register', { name: 'Old Link', email, password: STRONG_PASSWORD });
    const token = await mailedToken(t.app.db, email, '/verify-email');
    await t.app.db.update(emailTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await t.app.inject({
      method: 'GET',
      url: `/api/auth/verify-email?token=${token}`,
    });
    expect(expired.statusCode).toBe(400);
  });

  it('resends a verification mail whose new link works and retires the old one', async () => {
    const email = uniqueEmail('resend');
    await post('/api/auth/register', { name: 'Re Send', email, password: STRONG_PASSWORD });
    const first = await mailedToken(t.app.db, email, '/verify-email');
    const resend = await post('/api/auth/resend-verification', { email });
    expect(resend.statusCode).toBe(200);
    const second = await mailedToken(t.app.db, email, '/verify-email');
    expect(second).not.toBe(first);
    const old = await t.app.inject({ method: 'GET', url: `/api/auth/verify-email?token=${first}` });
    expect(old.statusCode).toBe(400);
    const fresh = await t.app.inject({
      method: 'GET',
      url: `/api/auth/verify-email?token=${second}`,
    });
    expect(fresh.statusCode).toBe(200);
  });

  it('gives the same 401 for an unknown email and a wrong password', async () => {
    const { email } = await createSignedInUser(t.app);
    const wrong = await post('/api/auth/login', { email, password: 'Wrong-Pass1!' });
    const unknown = await post('/api/auth/login', {
      email: uniqueEmail('ghost'),
      password: 'Wrong-Pass1!',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().code).toBe('INVALID_CREDENTIALS');
  });

  it('keeps a remembered session for 30 days and a normal one for 7', async () => {
    const { email, user } = await createSignedInUser(t.app);
    await post('/api/auth/login', { email, password: STRONG_PASSWORD, rememberMe: true });
    const rows = await t.app.db.select().from(sessions).where(eq(sessions.userId, user.id));
    const days = rows
      .map((r) => Math.round((r.expiresAt.getTime() - Date.now()) / 86_400_000))
      .sort();
    expect(days).toEqual([30, 7].sort());
  });

  it('422 when login fields are missing', async () => {
    const response = await post('/api/auth/login', { email: '' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['email', 'password']);
  });
});

describe('profile and logout', () => {
  it('returns the current user, then 401 after logout', async () => {
    const { token, email } = await createSignedInUser(t.app, { name: 'Pro File' });
    const headers = { authorization: `Bearer ${token}` };
    const profile = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data).toMatchObject({ email, name: 'Pro File' });
    expectNoSecrets(profile.body);

    const logout = await post('/api/auth/logout', undefined, token);
    expect(logout.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('UNAUTHORIZED');
  });

  it('401 without or with a made-up token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/profile' })).statusCode).toBe(401);
    const bogus = await t.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: { authorization: 'Bearer made-up' },
    });
    expect(bogus.statusCode).toBe(401);
  });
});

describe('forgot and reset password', () => {
  it('answers the same whether or not the account exists, and mails only real accounts', async () => {
    const { email } = await createSignedInUser(t.app);
    const ghost = uniqueEmail('ghost');
    const known = await post('/api/auth/forgot-password', { email });
    const unknown = await post('/api/auth/forgot-password', { email: ghost });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    await expect(mailedToken(t.app.db, email, '/reset-password')).resolves.toBeTruthy();
    await expect(mailedToken(t.app.db, ghost, '/reset-password')).rejects.toThrow();
  });

  it('resets once, revokes every session and lets the new password in', async () => {
    const { email, token: session } = await createSignedInUser(t.app);
    await post('/api/auth/forgot-password', { email });
    const token = await mailedToken(t.app.db, email, '/reset-password');
    const newPassword = 'N3w-Paddle-Grip!';

    const weak = await post('/api/auth/reset-password', { token, password: 'weak' });
    expect(weak.statusCode).toBe(422);

    const reset = await post('/api/auth/reset-password', { token, password: newPassword });
    expect(reset.statusCode).toBe(200);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: { authorization: `Bearer ${session}` },
    });
    expect(profile.statusCode).toBe(401);

    expect((await post('/api/auth/login', { email, password: STRONG_PASSWORD })).statusCode).toBe(
      401,
    );
    expect((await post('/api/auth/login', { email, password: newPassword })).statusCode).toBe(200);

    const again = await post('/api/auth/reset-password', { token, password: 'An0ther-Pass!' });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('INVALID_TOKEN');
  });

  it('refuses an expired reset token', async () => {
    const { email, user } = await createSignedInUser(t.app);
    await post('/api/auth/forgot-password', { email });
    const token = await mailedToken(t.app.db, email, '/reset-password');
    await t.app.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(emailTokens.userId, user.id));
    const response = await post('/api/auth/reset-password', {
      token,
      password: 'N3w-Paddle-Grip!',
    });
    expect(response.statusCode).toBe(400);
  });

  it('stores argon2id hashes with the OWASP parameters', async () => {
    const { user } = await createSignedInUser(t.app);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});
