import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase, type Database } from '../../db/client';
import { isQuietAnswer } from './request-log';

let opened: Array<() => Promise<void>> = [];

/** A built web app of one page, so page answers are 200 whether or not apps/web is built. */
function webDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'courtside-log-web-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Courtside</title>');
  opened.push(async () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
afterEach(async () => {
  for (const close of opened) await close();
  opened = [];
});

/** The app logging at `level` into an array of parsed lines. */
async function appLoggingAt(level: 'info' | 'debug') {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const database: Database = await openDatabase({ memory: true });
  const app = await buildApp(
    {
      config: loadConfig({
        NODE_ENV: 'test',
        PUBLIC_URL: 'http://courtside.test',
        WEB_DIST_DIR: webDist(),
      }),
      database,
    },
    { level, stream },
  );
  opened.push(async () => {
    await app.close();
    await database.close();
  });
  return {
    app,
    lines: () => lines.filter((line) => line.msg === 'request'),
  };
}

describe('request log (decision 022)', () => {
  it('writes one line per answer: method, URL, status, time and request id', async () => {
    const { app, lines } = await appLoggingAt('info');
    const response = await app.inject({
      url: '/api/tournaments?limit=20',
      headers: { 'x-request-id': 'trace-me-12345' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['x-request-id']).toBe('trace-me-12345');
    const logged = lines();
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      level: 30,
      msg: 'request',
      reqId: 'trace-me-12345',
      method: 'GET',
      url: '/api/tournaments?limit=20',
      statusCode: 401,
    });
    expect(typeof logged[0]!.responseTime).toBe('number');
  });

  it('leaves out the probes and the web app at info, and logs them at debug', async () => {
    const quiet = await appLoggingAt('info');
    await quiet.app.inject('/api/health');
    await quiet.app.inject('/api/health?x=1');
    await quiet.app.inject('/some/page');
    expect(quiet.lines()).toEqual([]);
    const loud = await appLoggingAt('debug');
    await loud.app.inject('/api/health');
    expect(loud.lines()).toMatchObject([{ level: 20, url: '/api/health', statusCode: 200 }]);
  });

  it('tells quiet answers from the rest', () => {
    expect(isQuietAnswer('/api/health', 200)).toBe(true);
    expect(isQuietAnswer('/api/ready/', 200)).toBe(true);
    expect(isQuietAnswer('/api/ready', 503)).toBe(false);
    expect(isQuietAnswer('/api/healthz', 404)).toBe(false);
    expect(isQuietAnswer('/api/tournaments', 200)).toBe(false);
    expect(isQuietAnswer('/assets/index-abc.js', 200)).toBe(true);
    expect(isQuietAnswer('/assets/gone.js', 404)).toBe(false);
    expect(isQuietAnswer('/ws', 101)).toBe(false);
  });
});
