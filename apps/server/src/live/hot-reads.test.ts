import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSessionUsers } from '../test/accounts';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { tournamentWith } from '../test/competition';
import { callAs, createTournamentAs } from '../test/tournaments';

/**
 * The hot reads (decisions 014 and 022): a cached hit of the list, a detail, a bracket, and
 * /api/health make no database query. Every statement the app sends goes through one of the
 * drivers' `query`, `exec` or `transaction` (PGlite) or `Client.query` (PostgreSQL, with
 * TEST_DATABASE_URL), counted here; a hot route that gains a round trip fails this file.
 */
let queries = 0;
const statements: string[] = [];

/**
 * Background work no request waits for, left out of the count: the mail sender's outbox and
 * the global rate limit's counts, written in one statement every 200 ms for all requests
 * (plugins/external/rate-limit-store.ts).
 */
const BACKGROUND = /outbox_emails|insert into rate_limits/;
const textOf = (statement: unknown) =>
  typeof statement === 'string'
    ? statement
    : String((statement as { text?: unknown } | null)?.text ?? '');

/** Counts every call of `names` on the prototype of `proto`'s chain that defines each. */
function countCalls(proto: object, names: string[]) {
  for (const name of names) {
    let owner: object | null = proto;
    while (owner && !Object.prototype.hasOwnProperty.call(owner, name)) {
      owner = Object.getPrototypeOf(owner) as object | null;
    }
    if (!owner) continue;
    const original = (owner as Record<string, (...args: unknown[]) => unknown>)[name]!;
    vi.spyOn(owner as Record<string, (...args: unknown[]) => unknown>, name).mockImplementation(
      function (this: unknown, ...args: unknown[]) {
        const text = textOf(args[0]);
        if (!BACKGROUND.test(text)) {
          queries += 1;
          statements.push(text);
        }
        return original.apply(this, args);
      },
    );
  }
}

let t: TestApp;
let token: string;
let organizerToken: string;
let paths: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  const [organizer] = await createSessionUsers(t.app.db, 1, { role: 'organizer' });
  const [viewer] = await createSessionUsers(t.app.db, 1);
  token = viewer!.token;
  organizerToken = organizer!.token;
  const knockout = await tournamentWith(t.app, organizer!.token, 8, { format: 'knockout' });
  const started = await callAs(t.app, organizer!.token)(
    'POST',
    `/api/tournaments/${knockout.id}/start`,
  );
  expect(started.statusCode).toBe(200);
  paths = {
    list: '/api/tournaments?limit=20',
    detail: `/api/tournaments/${knockout.id}`,
    bracket: `/api/tournaments/${knockout.id}/bracket`,
    health: '/api/health',
  };
  countCalls(PGlite.prototype, ['query', 'exec', 'transaction']);
  countCalls(pg.Client.prototype, ['query']);
}, 60_000);

afterAll(async () => {
  vi.restoreAllMocks();
  await t?.close();
});

/** The queries of one GET of `path`, signed in; the answer must be a 200. */
async function queriesOf(path: string): Promise<number> {
  const before = queries;
  const response = await callAs(t.app, token)('GET', path);
  expect(response.statusCode, response.body).toBe(200);
  return queries - before;
}

describe('hot reads: database round trips per request', () => {
  it('counts the queries of a request that is not cached (the counter sees them)', async () => {
    expect(await queriesOf(paths.list!)).toBeGreaterThan(0);
  });

  it.each(['list', 'detail', 'bracket', 'health'])('a cached %s makes none', async (route) => {
    const path = paths[route]!;
    await queriesOf(path);
    // PostgreSQL: one `sync` round trip on the listening connection, shared by the requests
    // of a turn, makes sure no committed change is still on its way (decision 014).
    const allowed = process.env.TEST_DATABASE_URL && route !== 'health' ? 1 : 0;
    for (let i = 0; i < 3; i += 1) expect(await queriesOf(path)).toBeLessThanOrEqual(allowed);
  });
});

describe('hot reads: misses at once', () => {
  it('share one read of the database', async () => {
    const call = callAs(t.app, token);
    const [lone, crowded] = await Promise.all(
      ['Lone Open', 'Crowded Open'].map((name) =>
        createTournamentAs(t.app, organizerToken, { name }),
      ),
    );
    const tournamentReads = (from: number) =>
      statements.slice(from).filter((text) => /from "tournaments"/.test(text)).length;
    let from = statements.length;
    expect((await call('GET', `/api/tournaments/${lone!.id}`)).statusCode).toBe(200);
    const alone = tournamentReads(from);
    expect(alone).toBeGreaterThan(0);
    from = statements.length;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => call('GET', `/api/tournaments/${crowded!.id}`)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    expect(tournamentReads(from)).toBe(alone);
  });
});
