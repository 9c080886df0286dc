import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { STRONG_PASSWORD, uniqueEmail } from '../../../test/accounts';
import { createAccount } from '../../../test/profiles';
import { callAs } from '../../../test/tournaments';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ AUTH_RATE_LIMIT: '3' });
});
afterAll(() => t.close());

const attempt = (url: string, email: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: { email, password: 'Wrong-Pass1!' },
    remoteAddress: ip,
  });

it('limits login per email across IPs with a 429 in the error shape', async () => {
  const email = uniqueEmail('limited');
  const codes = [];
  for (let i = 0; i < 4; i += 1)
    codes.push((await attempt('/api/auth/login', email, `10.0.0.${i}`)).statusCode);
  expect(codes).toEqual([401, 401, 401, 429]);
  const limited = await attempt('/api/auth/login', email, '10.0.0.9');
  expect(limited.json()).toEqual({
    message: 'Too many attempts. Please wait a moment before trying again.',
    code: 'RATE_LIMITED',
  });
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
});

it('limits forgot-password per IP across emails', async () => {
  const codes = [];
  for (let i = 0; i < 4; i += 1) {
    codes.push((await attempt('/api/auth/forgot-password', uniqueEmail(), '10.1.1.1')).statusCode);
  }
  expect(codes).toEqual([200, 200, 200, 429]);
  expect((await attempt('/api/auth/forgot-password', uniqueEmail(), '10.1.1.2')).statusCode).toBe(
    200,
  );
});

it('counts password checks per account across every route that makes one', async () => {
  const me = await createAccount(t.app);
  const as = callAs(t.app, me.token);
  const statuses = [
    (
      await as('PUT', `/api/users/${me.id}/password`, {
        currentPassword: 'Wrong$Pass123',
        newPassword: 'Fresh$Pass2027',
      })
    ).statusCode,
    (await as('POST', '/api/auth/2fa/disable', { password: 'Wrong$Pass123', code: '123456' }))
      .statusCode,
    (await as('DELETE', `/api/users/${me.id}`, { password: 'Wrong$Pass123' })).statusCode,
    // The fourth, on yet another route, is over the account's limit of 3.
    (
      await as('POST', '/api/auth/2fa/recovery-codes', {
        password: STRONG_PASSWORD,
        code: '123456',
      })
    ).statusCode,
    (await as('DELETE', `/api/users/${me.id}`, { password: STRONG_PASSWORD })).statusCode,
  ];
  expect(statuses).toEqual([422, 409, 422, 429, 429]);
  expect((await as('GET', '/api/auth/profile')).statusCode).toBe(200);
});
