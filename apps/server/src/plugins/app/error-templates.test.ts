import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '@courtside/shared/api/errors';
import { PROFILE_MESSAGES } from '@courtside/shared/api/user';
import { STRONG_PASSWORD } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createAccount } from '../../test/profiles';
import { callAs, createTournamentAs } from '../../test/tournaments';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

// Issue 29: the English message stays; one with values also answers its template and values.
describe('error bodies the client translates', () => {
  it('a message with values carries its English template and the values', async () => {
    const host = await createAccount(t.app, { role: 'organizer' });
    await createTournamentAs(t.app, host.token, { name: 'Unfinished Open' });
    const response = await callAs(t.app, host.token)('DELETE', `/api/users/${host.id}`, {
      password: STRONG_PASSWORD,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json<ErrorBody>()).toEqual({
      message: PROFILE_MESSAGES.organizerHasTournament('Unfinished Open'),
      code: 'CONFLICT',
      messageId:
        'You organize {name}, which has not finished. Delete it or let it finish before deleting your account',
      values: { name: 'Unfinished Open' },
    });
  });

  it('a fixed message is its English only', async () => {
    const response = await callAs(t.app, null)('GET', '/api/auth/profile');
    expect(response.statusCode).toBe(401);
    expect(response.json<ErrorBody>()).toEqual({
      message: 'Please sign in to continue',
      code: 'UNAUTHORIZED',
    });
  });
});
