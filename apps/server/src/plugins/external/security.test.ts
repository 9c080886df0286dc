import { createHash } from 'node:crypto';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet from 'helmet';
import { WEB_BOOT_SCRIPT } from '@courtside/shared/web-boot-script';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { CORS_ALLOWED_HEADERS, CORS_METHODS, helmetOptions } from './security';

/** What helmet itself sets on a fresh response for this app's configuration. */
function helmetHeaders(app: TestApp['app']) {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  response.setHeader('X-Powered-By', 'something');
  helmet(helmetOptions(app.config))(request, response, () => {});
  return response.getHeaders();
}

describe.each([
  ['plain HTTP', 'http://courtside.test'],
  ['HTTPS (with HSTS)', 'https://courtside.example'],
])('the security headers, built once (%s)', (_name, publicUrl) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL: publicUrl });
  });
  afterAll(() => t.close());

  it.each([
    ['an API answer', 'GET', '/api/health'],
    ['a 404', 'GET', '/api/nothing-here'],
    ['a 401', 'GET', '/api/tournaments'],
    ['an error Fastify raises before routing', 'GET', '/api/tournaments/%E0%A4%A'],
    ['a CORS preflight', 'OPTIONS', '/api/tournaments'],
  ] as const)('are exactly helmet’s on %s', async (_case, method, url) => {
    const response = await t.app.inject({ method, url });
    const expected = helmetHeaders(t.app);
    expect(Object.keys(expected).length).toBeGreaterThan(8);
    for (const [name, value] of Object.entries(expected)) {
      expect(response.headers[name], name).toBe(value);
    }
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['strict-transport-security'] !== undefined).toBe(
      publicUrl.startsWith('https://'),
    );
  });
});

describe('CORS for the configured web origin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ CORS_ORIGIN: 'http://web.courtside.test' });
  });
  afterAll(() => t.close());

  it('lets that origin read the data export’s file name and the request id', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'http://web.courtside.test' },
    });
    expect(response.headers['access-control-allow-origin']).toBe('http://web.courtside.test');
    expect(String(response.headers['access-control-expose-headers']).split(/,\s*/)).toEqual(
      expect.arrayContaining(['Content-Disposition', 'X-Request-ID', 'Retry-After']),
    );
  });
});

describe('CORS preflight from the configured web origin (issue 23.2)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ CORS_ORIGIN: 'http://courtside.test,http://web.courtside.test' });
  });
  afterAll(() => t.close());

  it.each(['PUT', 'PATCH', 'DELETE', 'POST', 'GET'])(
    'allows %s with every header the client sends',
    async (method) => {
      const response = await t.app.inject({
        method: 'OPTIONS',
        url: '/api/users/u1',
        headers: {
          origin: 'http://web.courtside.test',
          'access-control-request-method': method,
          'access-control-request-headers':
            'content-type,authorization,x-requested-with,x-request-id,x-client-version',
        },
      });
      expect(response.statusCode).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe('http://web.courtside.test');
      const methods = String(response.headers['access-control-allow-methods']).split(/,\s*/);
      expect(methods).toEqual([...CORS_METHODS]);
      expect(methods).toContain(method);
      const headers = String(response.headers['access-control-allow-headers']).split(/,\s*/);
      expect(headers).toEqual([...CORS_ALLOWED_HEADERS]);
      expect(headers).toEqual(
        expect.arrayContaining([
          'Authorization',
          'Content-Type',
          'X-Request-ID',
          'X-Client-Version',
        ]),
      );
    },
  );

  it('allows nothing to a foreign origin', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/users/u1',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'DELETE' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('the Content-Security-Policy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('allows the web app’s inline boot script by its hash, and no other inline script', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const policy = String(response.headers['content-security-policy']);
    const scriptSrc = /(?:^|;)script-src ([^;]*)/.exec(policy)?.[1]?.split(' ');
    const hash = createHash('sha256').update(WEB_BOOT_SCRIPT).digest('base64');
    expect(scriptSrc).toEqual(["'self'", `'sha256-${hash}'`]);
  });
});
