import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, createSignedInUser, uniqueEmail } from '../test/accounts';
import { buildTestApp, type TestApp } from '../test/build-test-app';

/**
 * Issue 24: every route tells a client what can go wrong (its error answers are in the OpenAPI
 * document), and declaring them changed no error body by a single byte.
 */
let t: TestApp;
let user: { token: string; user: { id: string } };
beforeAll(async () => {
  t = await buildTestApp();
  user = await createSignedInUser(t.app);
}, 60_000);
afterAll(() => t?.close());

interface Answer {
  description: string;
  content?: Record<string, { schema: { properties?: Record<string, unknown> } }>;
}
type Paths = Record<string, Record<string, { responses: Record<string, Answer> }>>;

/** The health checks take no input and are outside the rate limit: nothing 4xx to declare. */
const NO_CLIENT_ERRORS = ['GET /api/health', 'GET /api/ready'];

describe('the OpenAPI document', () => {
  let paths: Paths;
  beforeAll(async () => {
    paths = (await t.app.inject('/api/docs/json')).json<{ paths: Paths }>().paths;
  });
  const operations = () =>
    Object.entries(paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        route: `${method.toUpperCase()} ${path.replace(/\/$/, '')}`,
        statuses: Object.keys(operation.responses),
      })),
    );

  it('declares at least one 4xx answer, and 429, for every API operation', () => {
    const checked = operations().filter(({ route }) => !NO_CLIENT_ERRORS.includes(route));
    expect(checked.length).toBeGreaterThan(60);
    for (const { route, statuses } of checked) {
      expect(
        statuses.some((status) => status.startsWith('4')),
        route,
      ).toBe(true);
      expect(statuses, route).toContain('429');
    }
  });

  it('says what can go wrong when signing in, in the error body shape', () => {
    const answers = paths['/api/auth/login']!.post!.responses;
    expect(Object.keys(answers)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '422', '429']),
    );
    expect(answers['401']!.description).toContain('INVALID_CREDENTIALS');
    const schema = answers['422']!.content!['application/json']!.schema;
    // messageId and values: a message with values, for the client to translate (issue 29).
    expect(Object.keys(schema.properties!).sort()).toEqual(
      ['code', 'errors', 'field', 'message', 'messageId', 'values'].sort(),
    );
  });

  it('declares 401 on signed-in routes and 404 where an id is looked up', () => {
    const statusesOf = (method: string, path: string) =>
      Object.keys(paths[path]![method]!.responses);
    expect(statusesOf('get', '/api/matches/')).toContain('401');
    expect(statusesOf('put', '/api/matches/{id}/score')).toEqual(
      expect.arrayContaining(['401', '403', '404', '409', '422']),
    );
    expect(statusesOf('get', '/api/tournaments/{id}')).toEqual(
      expect.arrayContaining(['401', '404']),
    );
    expect(statusesOf('get', '/api/ready')).toContain('503');
  });
});

describe('error bodies', () => {
  const json = { 'content-type': 'application/json' };
  const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: string, token?: string) =>
    t.app.inject({
      method,
      url,
      payload,
      headers: { ...json, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });

  /** The body exactly as the error handler sent it before routes declared error answers. */
  const expectBody = (response: Awaited<ReturnType<typeof send>>, status: number, body: string) => {
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.body).toBe(body);
  };

  it('422: the errors map, every field with its messages', async () => {
    const response = await send(
      'POST',
      '/api/auth/register',
      JSON.stringify({ name: 'Valid Name', email: 'not-an-email', password: 'short1!' }),
    );
    expectBody(
      response,
      422,
      '{"message":"Please correct the highlighted fields","code":"VALIDATION_FAILED",' +
        '"errors":{"email":["Please enter a valid email address"],' +
        '"password":["Password must be at least 8 characters long",' +
        '"Password must contain at least one uppercase letter",' +
        '"Password is too common. Please choose a stronger password"]}}',
    );
  });

  it('422: a field named like an Object.prototype key stays in the map', async () => {
    const response = await send(
      'PUT',
      `/api/users/${user.user.id}`,
      '{"constructor":1}',
      user.token,
    );
    expectBody(
      response,
      422,
      '{"message":"Please correct the highlighted fields","code":"VALIDATION_FAILED",' +
        '"errors":{"constructor":["This field cannot be changed here"]}}',
    );
  });

  it('409: the conflict names its field', async () => {
    const email = uniqueEmail('taken');
    const body = JSON.stringify({ name: 'First One', email, password: STRONG_PASSWORD });
    expect((await send('POST', '/api/auth/register', body)).statusCode).toBe(201);
    expectBody(
      await send('POST', '/api/auth/register', body),
      409,
      '{"message":"An account with this email already exists","code":"EMAIL_TAKEN","field":"email"}',
    );
  });

  it('401, 404 and 400 keep their message and code only', async () => {
    expectBody(
      await send('GET', '/api/auth/profile'),
      401,
      '{"message":"Please sign in to continue","code":"UNAUTHORIZED"}',
    );
    expectBody(
      await send(
        'GET',
        '/api/tournaments/00000000-0000-4000-8000-000000000000',
        undefined,
        user.token,
      ),
      404,
      '{"message":"Tournament not found","code":"NOT_FOUND"}',
    );
    expectBody(
      await send('POST', '/api/auth/login', '{"email":'),
      400,
      '{"message":"Malformed JSON in request body","code":"BAD_REQUEST"}',
    );
  });
});
