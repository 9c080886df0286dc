import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildTestApp, type TestApp } from './test/build-test-app';

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'courtside-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Courtside</title>');
  writeFileSync(join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
  t = await buildTestApp({ WEB_DIST_DIR: webDist });
});
afterAll(() => t.close());

describe('platform', () => {
  it('answers health and readiness', async () => {
    expect((await t.app.inject('/api/health')).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject('/api/ready')).json()).toEqual({ status: 'ready' });
  });

  it('404s unknown API routes in the error shape', async () => {
    const response = await t.app.inject('/api/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Route not found', code: 'NOT_FOUND' });
  });

  it('400s malformed JSON without leaking internals', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Malformed JSON in request body',
      code: 'BAD_REQUEST',
    });
  });

  it('serves index.html for client routes and caches hashed assets for a year', async () => {
    const page = await t.app.inject('/app/tournaments/123');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const asset = await t.app.inject('/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing hashed asset with 404, not the page', async () => {
    const missing = await t.app.inject('/assets/index-gone123.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/json/);
  });

  it("sends the build's precompressed sibling to browsers that accept it", async () => {
    writeFileSync(join(webDist, 'assets', 'index-abc123.js.br'), 'brotli bytes');
    const compressed = await t.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-type']).toMatch(/javascript/);
    expect(compressed.body).toBe('brotli bytes');
    const plain = await t.app.inject('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('echoes a well-formed request id and makes one up otherwise', async () => {
    const echoed = await t.app.inject({
      url: '/api/health',
      headers: { 'x-request-id': 'a'.repeat(32) },
    });
    expect(echoed.headers['x-request-id']).toBe('a'.repeat(32));
    const made = await t.app.inject({
      url: '/api/health',
      headers: { 'x-request-id': '<script>' },
    });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('publishes the OpenAPI document with the auth routes', async () => {
    const response = await t.app.inject('/api/docs/json');
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toContain('/api/auth/login');
  });
});

describe('the dev mailbox', () => {
  // Audit finding: with it open, anyone could read a reset mail and take over any account.
  it('is off unless DEV_MAILBOX=true, whatever NODE_ENV says', async () => {
    expect((await t.app.inject('/api/dev/outbox')).statusCode).toBe(404);
    const dev = await buildTestApp({ NODE_ENV: 'development' });
    try {
      expect((await dev.app.inject('/api/dev/outbox')).statusCode).toBe(404);
    } finally {
      await dev.close();
    }
  });

  it('when switched on, lists mail newest first for loopback callers only', async () => {
    const dev = await buildTestApp({ DEV_MAILBOX: 'true' });
    try {
      const local = await dev.app.inject('/api/dev/outbox?to=nobody@example.com');
      expect(local.json()).toEqual({ data: [] });
      const remote = await dev.app.inject({
        url: '/api/dev/outbox',
        remoteAddress: '203.0.113.9',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(remote.statusCode).toBe(404);
      const proxied = await dev.app.inject({
        url: '/api/dev/outbox',
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      expect(proxied.statusCode).toBe(404);
    } finally {
      await dev.close();
    }
  });
});
