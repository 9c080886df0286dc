import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

/**
 * Issue 22.1: keys named like Object.prototype's (`constructor`, `toString`, ...) in a body or
 * a query are input like any other: a 4xx in the error shape, never a 500 from the handler.
 */
let t: TestApp;
let user: { token: string; user: { id: string } };
beforeAll(async () => {
  t = await buildTestApp();
  user = await createSignedInUser(t.app);
}, 60_000);
afterAll(() => t?.close());

const KEYS = ['constructor', 'toString', 'valueOf', 'prototype', 'hasOwnProperty'];

describe('prototype-named keys', () => {
  for (const path of ['/api/players/:id', '/api/users/:id']) {
    it.each(KEYS)(`PUT ${path} with {"%s":1} names the field in a 422`, async (key) => {
      const response = await t.app.inject({
        method: 'PUT',
        url: path.replace(':id', user.user.id),
        headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
        payload: `{"${key}":1}`,
      });
      expect(response.statusCode).toBe(422);
      const body = response.json<{ code: string; errors: Record<string, string[]> }>();
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(body.errors)).toEqual([key]);
      expect(body.errors[key]).toEqual(['This field cannot be changed here']);
    });

    it(`PUT ${path} with __proto__ is refused as a bad request`, async () => {
      const response = await t.app.inject({
        method: 'PUT',
        url: path.replace(':id', user.user.id),
        headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
        payload: '{"__proto__":{"role":"admin"},"constructor":{"prototype":1}}',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'Malformed JSON in request body',
        code: 'BAD_REQUEST',
      });
    });
  }

  it.each([...KEYS, '__proto__'])('a query key named %s is never a 5xx', async (key) => {
    for (const url of ['/api/tournaments', '/api/players', '/api/users/search']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `${url}?${key}=1&${key}[x]=2&q=ab`,
        headers: { authorization: `Bearer ${user.token}` },
      });
      expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(500);
    }
  });
});
