import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { TWO_FACTOR_MESSAGES } from '@courtside/shared/api/two-factor';
import { TWO_FACTOR_MAX_ATTEMPTS } from '@courtside/shared/constants';
import { recoveryCodes, userTwoFactor } from '../../../db/schema';
import { totpCode } from '../../../lib/totp';
import { STRONG_PASSWORD } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  createAccount,
  enableTwoFactorFor,
  nextCode,
  rowsOf,
  type Account,
} from '../../../test/profiles';
import { callAs } from '../../../test/tournaments';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_MAX: '1000000' });
});
afterAll(() => t.close());

const login = (account: Account, rememberMe = false) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: account.email, password: STRONG_PASSWORD, rememberMe },
  });
const secondStep = (challenge: string, code: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login/2fa', payload: { challenge, code } });
const challengeOf = async (account: Account) => {
  const response = await login(account);
  expect(response.statusCode).toBe(200);
  const { data } = response.json<{
    data: { twoFactorRequired: boolean; challenge: string; token?: string };
  }>();
  expect(data.twoFactorRequired).toBe(true);
  expect(data.token).toBeUndefined();
  return data.challenge;
};
/** A six-digit code the app does not show now, nor one step either side or the next. */
const wrongCode = (secret: string) => {
  const valid = [-30_000, 0, 30_000, 60_000].map((shift) => totpCode(secret, Date.now() + shift));
  return ['000000', '111111', '222222', '333333', '444444'].find((c) => !valid.includes(c))!;
};

describe('two-factor enrolment', () => {
  it('gives a secret and an otpauth URL, and turns on only with a right code', async () => {
    const me = await createAccount(t.app);
    const as = callAs(t.app, me.token);
    const setup = await as('POST', '/api/auth/2fa/setup');
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUrl } = setup.json<{ data: { secret: string; otpauthUrl: string } }>()
      .data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe(`/Courtside:${me.email}`);
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('issuer')).toBe('Courtside');

    const valid = [-30_000, 0, 30_000].map((shift) => totpCode(secret, Date.now() + shift));
    const wrongCode = ['000000', '111111', '222222', '333333'].find((c) => !valid.includes(c))!;
    const wrong = await as('POST', '/api/auth/2fa/enable', { code: wrongCode });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json<{ message: string }>().message).toBe(TWO_FACTOR_MESSAGES.codeInvalid);
    expect((await login(me)).json<{ data: { token?: string } }>().data.token).toBeTruthy();

    const enabled = await as('POST', '/api/auth/2fa/enable', { code: totpCode(secret) });
    expect(enabled.statusCode, enabled.body).toBe(200);
    const codes = enabled.json<{ data: { recoveryCodes: string[] } }>().data.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    // Stored hashed: no code appears in the database.
    const stored = await t.app.db
      .select()
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userId, me.id));
    expect(stored).toHaveLength(10);
    for (const row of stored)
      expect(codes.some((c) => row.codeHash.includes(c.replace('-', '')))).toBe(false);
    const profile = await as('GET', '/api/auth/profile');
    expect(profile.json<{ data: { twoFactorEnabled: boolean } }>().data.twoFactorEnabled).toBe(
      true,
    );
    expect((await as('POST', '/api/auth/2fa/setup')).statusCode).toBe(409);
  });
});

describe('signing in with two-factor on', () => {
  it('asks for a code after the password, and opens the session with one', async () => {
    const me = await createAccount(t.app);
    const { secret } = await enableTwoFactorFor(t.app, me.token);
    const challenge = await challengeOf(me);
    const done = await secondStep(challenge, nextCode(secret));
    expect(done.statusCode, done.body).toBe(200);
    const { data } = done.json<{ data: { token: string; user: { id: string } } }>();
    expect(data.user.id).toBe(me.id);
    // As a sign-in without two-factor: `user` and `token` beside the envelope (issue 23.2).
    expect(done.json()).toEqual({ data, user: data.user, token: data.token });
    expect((await callAs(t.app, data.token)('GET', '/api/auth/profile')).statusCode).toBe(200);
    // The challenge opened one session; it cannot open another.
    expect((await secondStep(challenge, nextCode(secret))).statusCode).toBe(401);
  });

  it('refuses a code used before (replay) and a wrong one', async () => {
    const me = await createAccount(t.app);
    const { secret, enrolCode } = await enableTwoFactorFor(t.app, me.token);
    // The code that confirmed enrolment cannot sign in (CI flake: a code made anew after a step
    // boundary was another, unused code).
    const replay = await secondStep(await challengeOf(me), enrolCode);
    expect(replay.statusCode).toBe(422);
    const challenge = await challengeOf(me);
    for (const wrong of ['12345', 'aaaaa-bbbbb', wrongCode(secret)]) {
      const miss = await secondStep(challenge, wrong);
      expect(miss.statusCode).toBe(422);
      expect(miss.json<{ message: string }>().message).toBe(TWO_FACTOR_MESSAGES.codeInvalid);
    }
    expect((await secondStep(challenge, nextCode(secret))).statusCode).toBe(200);
  });

  it('takes a recovery code once, whatever its case or spacing', async () => {
    const me = await createAccount(t.app);
    const { recoveryCodes: codes } = await enableTwoFactorFor(t.app, me.token);
    const code = codes[3]!;
    const typed = ` ${code.toUpperCase().replace('-', ' ')} `;
    const first = await secondStep(await challengeOf(me), typed);
    expect(first.statusCode, first.body).toBe(200);
    const again = await secondStep(await challengeOf(me), code);
    expect(again.statusCode).toBe(422);
    const other = await secondStep(await challengeOf(me), codes[4]!);
    expect(other.statusCode).toBe(200);
  });

  it('refuses an unknown or expired challenge', async () => {
    expect((await secondStep('x'.repeat(43), '123456')).statusCode).toBe(401);
  });
});

describe('wrong codes, counted per account in the database', () => {
  it(`checks ${TWO_FACTOR_MAX_ATTEMPTS} of 40 wrong codes sent at once on one challenge, no more`, async () => {
    const me = await createAccount(t.app);
    const { secret } = await enableTwoFactorFor(t.app, me.token);
    const challenge = await challengeOf(me);
    const wrong = wrongCode(secret);
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => secondStep(challenge, wrong)),
    );
    const statuses = answers.map((a) => a.statusCode);
    // 422: the code was checked and refused; 429: refused unchecked.
    expect(statuses.filter((s) => s === 422).length, statuses.join(' ')).toBe(
      TWO_FACTOR_MAX_ATTEMPTS,
    );
    expect(statuses.filter((s) => s !== 422 && s !== 429)).toEqual([]);
    // The right code is not checked either until the window has passed.
    expect((await secondStep(challenge, nextCode(secret))).statusCode).toBe(429);
  });

  it('counts them across sign-in, disable, recovery codes and deletion, then lets the window pass', async () => {
    const me = await createAccount(t.app);
    const { secret } = await enableTwoFactorFor(t.app, me.token);
    const as = callAs(t.app, me.token);
    const wrong = { password: STRONG_PASSWORD, code: wrongCode(secret) };
    const misses = [
      await secondStep(await challengeOf(me), wrong.code),
      await secondStep(await challengeOf(me), 'aaaaa-bbbbb'),
      await as('POST', '/api/auth/2fa/disable', wrong),
      await as('POST', '/api/auth/2fa/recovery-codes', wrong),
      await as('DELETE', `/api/users/${me.id}`, wrong),
    ];
    expect(misses.map((m) => m.statusCode)).toEqual([422, 422, 422, 422, 422]);
    // A wrong password is not a code: it does not count, and it is still refused.
    expect(
      (await as('POST', '/api/auth/2fa/disable', { ...wrong, password: 'Nope$12345' })).statusCode,
    ).toBe(422);
    // The sixth code, even the right one, is not checked, whichever route asks.
    const right = { password: STRONG_PASSWORD, code: nextCode(secret) };
    const refused = await as('DELETE', `/api/users/${me.id}`, right);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ code: string }>().code).toBe('RATE_LIMITED');
    // It says how long to wait: the account's window, at most 15 minutes.
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    expect((await as('POST', '/api/auth/2fa/disable', right)).statusCode).toBe(429);
    expect((await secondStep(await challengeOf(me), right.code)).statusCode).toBe(429);
    expect((await as('GET', '/api/auth/profile')).statusCode).toBe(200);

    await t.app.db
      .update(userTwoFactor)
      .set({ codeAttemptsResetAt: new Date(Date.now() - 1000) })
      .where(eq(userTwoFactor.userId, me.id));
    const signedIn = await secondStep(await challengeOf(me), right.code);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
  });
});

describe('turning two-factor on', () => {
  it('signs out every other session, as a password change does, and keeps this one', async () => {
    const me = await createAccount(t.app);
    const elsewhere = (await login(me)).json<{ data: { token: string } }>().data.token;
    expect((await callAs(t.app, elsewhere)('GET', '/api/auth/profile')).statusCode).toBe(200);
    await enableTwoFactorFor(t.app, me.token);
    expect((await callAs(t.app, elsewhere)('GET', '/api/auth/profile')).statusCode).toBe(401);
    expect((await callAs(t.app, me.token)('GET', '/api/auth/profile')).statusCode).toBe(200);
  });
});

describe('turning two-factor off and renewing recovery codes', () => {
  it('needs the password and a code', async () => {
    const me = await createAccount(t.app);
    const { recoveryCodes: codes } = await enableTwoFactorFor(t.app, me.token);
    const as = callAs(t.app, me.token);
    const renewed = await as('POST', '/api/auth/2fa/recovery-codes', {
      password: STRONG_PASSWORD,
      code: codes[0],
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const fresh = renewed.json<{ data: { recoveryCodes: string[] } }>().data.recoveryCodes;
    // The old codes died with the renewal.
    const stale = await as('POST', '/api/auth/2fa/disable', {
      password: STRONG_PASSWORD,
      code: codes[1],
    });
    expect(stale.statusCode).toBe(422);
    const wrongPassword = await as('POST', '/api/auth/2fa/disable', {
      password: 'Nope$12345',
      code: fresh[0],
    });
    expect(wrongPassword.statusCode).toBe(422);
    const disabled = await as('POST', '/api/auth/2fa/disable', {
      password: STRONG_PASSWORD,
      code: fresh[0],
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(
      await t.app.db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, me.id)),
    ).toEqual([]);
    expect((await login(me)).json<{ data: { token?: string } }>().data.token).toBeTruthy();
    const mails = await rowsOf<{ subject: string }>(
      t.app,
      `select subject from outbox_emails where "to" = '${me.email}' order by created_at`,
    );
    expect(mails.map((m) => m.subject)).toEqual([
      'Two-factor sign-in is on for your Courtside account',
      'Two-factor sign-in was turned off for your Courtside account',
    ]);
  });
});
