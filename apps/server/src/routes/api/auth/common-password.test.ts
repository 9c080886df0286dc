import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@courtside/shared/validation/auth';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createSignedInUser, mailedToken, uniqueEmail } from '../../../test/accounts';

// Regression for the audit finding "the common-password rule can never fire":
// these meet every other rule, and the server must refuse them all.
// Summer2024! is only in the breached list, so it proves the server loads that list.
const COMMON = ['Password123!', 'Welcome2024!', 'P@ssw0rd2024!', 'Summer2024!'];

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

describe('common passwords (spec section 5)', () => {
  it.each(COMMON)('POST /api/auth/register refuses %j with 422', async (password) => {
    const response = await post('/api/auth/register', {
      name: 'Common Carl',
      email: uniqueEmail('common'),
      password,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.password).toContain(MESSAGES.passwordCommon);
  });

  it('POST /api/auth/reset-password refuses them with 422 and keeps the token usable', async () => {
    const { email } = await createSignedInUser(t.app);
    await post('/api/auth/forgot-password', { email });
    const token = await mailedToken(t.app.db, email, '/reset-password');
    for (const password of COMMON) {
      const response = await post('/api/auth/reset-password', { token, password });
      expect(response.statusCode, password).toBe(422);
      expect(response.json().errors.password, password).toContain(MESSAGES.passwordCommon);
    }
    const reset = await post('/api/auth/reset-password', { token, password: 'N3w-Paddle-Grip!' });
    expect(reset.statusCode).toBe(200);
  });
});
