import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { uniqueEmail } from '../../../test/accounts';

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
