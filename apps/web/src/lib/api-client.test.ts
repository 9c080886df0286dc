import { beforeEach, describe, expect, it, vi } from 'vitest';
import { API_TIMEOUT_MS, CLIENT_VERSION } from '@courtside/shared/constants';
import { TEST_USER } from '@/test/fixtures';
import { answer, fail, http, HttpResponse, ok, apiPath, server } from '@/test/msw';
import { startSlowServer } from '@/test/slow-server';
import { api, setUnauthorizedHandler } from './api-client';
import { ApiError, ERROR_MESSAGES } from './api-error';
import { useAuthStore } from './auth-store';

/** The ApiError a call rejected with (the test fails if it resolved). */
async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => expect.fail('the call should have failed'),
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const onUnauthorized = vi.fn();

beforeEach(() => {
  useAuthStore.getState().clearSession();
  onUnauthorized.mockReset();
  setUnauthorizedHandler(onUnauthorized);
  window.history.replaceState(null, '', '/app/dashboard');
});

describe('api client: requests', () => {
  it('calls /api with the spec headers and no Authorization when signed out', async () => {
    const calls = answer('post', '/tournaments/:id/contact', () => ok({ sent: true }));
    const response = await api.post('/tournaments/t1/contact', { subject: 'Hi', message: 'There' });

    expect(response.data).toEqual({ data: { sent: true } });
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call).toMatchObject({
      method: 'POST',
      path: '/api/tournaments/t1/contact',
      body: { subject: 'Hi', message: 'There' },
    });
    expect(call!.headers).toMatchObject({
      'content-type': 'application/json',
      'x-requested-with': 'XMLHttpRequest',
      'x-client-version': CLIENT_VERSION,
    });
    expect(call!.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
    expect(call!.headers).not.toHaveProperty('authorization');
  });

  it('sends a fresh request id on every call', async () => {
    const calls = answer('get', '/auth/profile', () => ok(TEST_USER));
    await api.get('/auth/profile');
    await api.get('/auth/profile');
    expect(calls[0]!.headers['x-request-id']).not.toBe(calls[1]!.headers['x-request-id']);
  });

  it("sends the auth store's current token as a bearer token", async () => {
    const calls = answer('get', '/auth/profile', () => ok(TEST_USER));
    useAuthStore.getState().login(TEST_USER, 'token-1', false);
    await api.get('/auth/profile');
    useAuthStore.getState().login(TEST_USER, 'token-2', false);
    await api.get('/auth/profile');
    expect(calls.map((call) => call.headers.authorization)).toEqual([
      'Bearer token-1',
      'Bearer token-2',
    ]);
  });

  it('sends query parameters', async () => {
    const calls = answer('get', '/tournaments', () => ok([]));
    await api.get('/tournaments', { params: { q: 'austin', page: 2 } });
    expect(calls[0]!.query).toEqual({ q: 'austin', page: '2' });
  });

  it('strips HTML from what it sends (passwords kept) and from what it receives', async () => {
    const calls = answer('post', '/auth/register', () =>
      ok({ user: { ...TEST_USER, name: '<b>Robin</b>' } }, { message: '<i>Welcome</i>' }),
    );
    const response = await api.post('/auth/register', {
      name: '<script>x</script>Robin',
      password: '<Court$ide>',
    });
    expect(calls[0]!.body).toEqual({ name: 'xRobin', password: '<Court$ide>' });
    expect(response.data).toMatchObject({ data: { user: { name: 'Robin' } }, message: 'Welcome' });
  });

  it('waits the spec timeout of 10 s', () => {
    expect(api.defaults.timeout).toBe(API_TIMEOUT_MS);
    expect(API_TIMEOUT_MS).toBe(10_000);
  });
});

describe('api client: failed calls mapped as spec section 8 says', () => {
  it.each([
    {
      status: 400,
      body: { message: 'Start date is in the past', code: 'BAD_REQUEST' },
      message: 'Start date is in the past',
      canRetry: false,
    },
    { status: 400, body: {}, message: ERROR_MESSAGES.unexpected, canRetry: false },
    {
      status: 401,
      body: { message: 'Token expired', code: 'UNAUTHORIZED' },
      message: 'Invalid credentials. Please check your email and password.',
      canRetry: false,
    },
    {
      status: 403,
      body: { message: 'Only the organizer may do that', code: 'FORBIDDEN' },
      message: 'Access denied. You do not have permission to perform this action.',
      canRetry: false,
    },
    {
      // docs/decisions/001: the server's message tells the user to check their email.
      status: 403,
      body: { message: 'Please verify your email address.', code: 'EMAIL_NOT_VERIFIED' },
      message: 'Please verify your email address.',
      canRetry: false,
    },
    {
      status: 404,
      body: { message: 'Tournament not found', code: 'NOT_FOUND' },
      message: 'Tournament not found',
      canRetry: true,
    },
    { status: 404, body: {}, message: ERROR_MESSAGES.unexpected, canRetry: true },
    {
      status: 409,
      body: { message: 'This tournament is full', code: 'TOURNAMENT_FULL' },
      message: 'This tournament is full',
      canRetry: false,
    },
    {
      status: 409,
      body: { code: 'CONFLICT' },
      message: 'This resource already exists',
      canRetry: false,
    },
    {
      status: 429,
      body: { message: 'Rate limit exceeded', code: 'RATE_LIMITED' },
      message: 'Too many attempts. Please wait a moment before trying again.',
      canRetry: true,
    },
    {
      status: 500,
      body: { message: 'relation "users" does not exist', code: 'INTERNAL' },
      message: 'Server error. Please try again in a few moments.',
      canRetry: true,
    },
    {
      status: 503,
      body: {},
      message: 'Server error. Please try again in a few moments.',
      canRetry: true,
    },
  ])('$status $body.code -> $message', async ({ status, body, message, canRetry }) => {
    answer('get', '/tournaments/:id', () => fail(status, body));
    const error = await failureOf(api.get('/tournaments/t1'));
    expect(error).toMatchObject({ message, status, canRetry, code: body.code });
  });

  it('422 with an errors map: the spec text and the first message per field', async () => {
    answer('post', '/tournaments', () =>
      fail(422, {
        message: 'Validation failed',
        code: 'VALIDATION_ERROR',
        errors: { name: ['Name is taken', 'Name is too long'], location: ['Location is required'] },
      }),
    );
    const error = await failureOf(api.post('/tournaments', { name: 'Open' }));
    expect(error).toMatchObject({
      message: 'Please correct the highlighted fields',
      status: 422,
      canRetry: false,
      fieldErrors: { name: 'Name is taken', location: 'Location is required' },
      serverMessage: 'Validation failed',
    });
  });

  it('422 whose fields are named like Object.prototype keys keeps each as a field (issue 22.1)', async () => {
    const errors = JSON.parse(
      '{"__proto__":["Unknown field"],"constructor":["Cannot be changed"],"toString":[1]}',
    ) as Record<string, string[]>;
    answer('put', '/users/:id', () => fail(422, { message: 'Validation failed', errors }));
    const error = await failureOf(api.put('/users/u1', JSON.parse('{"constructor":1}')));
    expect(Object.getPrototypeOf(error.fieldErrors)).toBeNull();
    expect(Object.entries(error.fieldErrors)).toEqual([
      ['__proto__', 'Unknown field'],
      ['constructor', 'Cannot be changed'],
    ]);
  });

  it('422 without an errors map is treated as any other status', async () => {
    answer('post', '/tournaments', () => fail(422, { message: 'Unprocessable' }));
    const error = await failureOf(api.post('/tournaments', {}));
    expect(error).toMatchObject({ message: 'Unprocessable', fieldErrors: {}, canRetry: true });
  });

  it('409 naming a field attaches the message to it', async () => {
    answer('post', '/auth/register', () =>
      fail(409, { message: 'An account with this email already exists', field: 'email' }),
    );
    const error = await failureOf(api.post('/auth/register', {}));
    expect(error).toMatchObject({
      message: 'An account with this email already exists',
      field: 'email',
      fieldErrors: { email: 'An account with this email already exists' },
    });
  });

  it('strips HTML from the error message the server sent, as from any answer', async () => {
    answer('post', '/tournaments/:id/join', () =>
      fail(409, { message: 'Already in <b>Spring Slam</b>', field: 'name' }),
    );
    const error = await failureOf(api.post('/tournaments/t1/join'));
    expect(error.message).toBe('Already in Spring Slam');
    expect(error.fieldErrors).toEqual({ name: 'Already in Spring Slam' });
  });

  it('maps a non-JSON error page by its status, not as a network failure', async () => {
    server.use(
      http.get(apiPath('/tournaments'), () =>
        HttpResponse.text('<html>502 Bad Gateway</html>', { status: 502 }),
      ),
    );
    const error = await failureOf(api.get('/tournaments'));
    expect(error).toMatchObject({ message: ERROR_MESSAGES.server, status: 502 });
  });

  it('gives the network text when no response came', async () => {
    server.use(http.get(apiPath('/tournaments'), () => HttpResponse.error()));
    const error = await failureOf(api.get('/tournaments'));
    expect(error).toMatchObject({
      message: 'Network error. Please check your connection and try again.',
      status: undefined,
      canRetry: true,
      isTimeout: false,
    });
  });
});

describe('api client: timeouts, against a real socket', () => {
  it('gives the network text when the server stays silent past the timeout', async () => {
    const slow = await startSlowServer(() => {}); // never answers
    try {
      const error = await failureOf(api.get(`${slow.origin}/api/tournaments`, { timeout: 200 }));
      expect(slow.received).toEqual(['GET /api/tournaments']);
      expect(error).toMatchObject({
        message: ERROR_MESSAGES.network,
        status: undefined,
        isTimeout: true,
      });
    } finally {
      await slow.close();
    }
  });

  it('maps a slow answer that beats the timeout by its status', async () => {
    const slow = await startSlowServer((_req, res) => {
      setTimeout(() => {
        res.writeHead(500, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ message: 'boom', code: 'INTERNAL' }));
      }, 100);
    });
    try {
      const error = await failureOf(api.get(`${slow.origin}/api/tournaments`, { timeout: 2_000 }));
      expect(error).toMatchObject({ message: ERROR_MESSAGES.server, status: 500 });
    } finally {
      await slow.close();
    }
  });
});

describe('api client: 401', () => {
  beforeEach(() => useAuthStore.getState().login(TEST_USER, 'stale-token', true));

  it('clears the session and sends the user to /login', async () => {
    answer('get', '/auth/profile', () => fail(401, { code: 'UNAUTHORIZED' }));
    await failureOf(api.get('/auth/profile'));
    expect(useAuthStore.getState()).toMatchObject({
      user: null,
      token: null,
      isAuthenticated: false,
    });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('rememberMe')).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it.each(['/login', '/register'])('clears the session but stays on %s', async (path) => {
    window.history.replaceState(null, '', path);
    answer('post', '/auth/login', () => fail(401, { code: 'INVALID_CREDENTIALS' }));
    const error = await failureOf(api.post('/auth/login', { email: 'a@b.c', password: 'x' }));
    expect(error.message).toBe('Invalid credentials. Please check your email and password.');
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('keeps the session on other failures', async () => {
    answer('get', '/auth/profile', () => fail(403, { code: 'FORBIDDEN' }));
    await failureOf(api.get('/auth/profile'));
    expect(useAuthStore.getState()).toMatchObject({ token: 'stale-token', isAuthenticated: true });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
