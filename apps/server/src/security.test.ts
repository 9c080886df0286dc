import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Writable } from 'node:stream';
import { buildApp, logSerializers, redactUrl } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { tournaments, users } from './db/schema';
import {
  createSessionUsers,
  createSignedInUser,
  STRONG_PASSWORD,
  uniqueEmail,
} from './test/accounts';
import { buildTestApp, type TestApp } from './test/build-test-app';
import { callAs, createTournamentAs, tournamentInput } from './test/tournaments';

// Regression tests for the findings of the outside security audit (issue 8), one block each.

let t: TestApp;
let organizer: Awaited<ReturnType<typeof createSignedInUser>>;
let asOrganizer: ReturnType<typeof callAs>;
beforeAll(async () => {
  t = await buildTestApp();
  organizer = await createSignedInUser(t.app, { role: 'organizer', name: 'Sec Organizer' });
  asOrganizer = callAs(t.app, organizer.token);
});
afterAll(() => t.close());

describe('control characters and impossible dates answer 422, never 500', () => {
  it('refuses a null byte in the search query', async () => {
    const response = await asOrganizer('GET', '/api/tournaments?q=%00');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.q).toEqual(['Must not contain control characters']);
  });

  it.each([
    ['name', 'Spring\u0000Smash'],
    ['description', 'Fun\u0000'],
    ['location', 'Austin\u0000'],
    ['rules', '<p>\u0000</p>'],
  ])('refuses a null byte in %s', async (field, value) => {
    const response = await asOrganizer('POST', '/api/tournaments', {
      ...tournamentInput(),
      [field]: value,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toEqual(['Must not contain control characters']);
  });

  it.each([
    ['startDate', '0000-01-01'],
    ['endDate', '9999-12-31T23:59:59-14:00'],
    ['startDate', '2031-02-31'],
    ['startDate', '2031-01-01T24:00'],
  ])('refuses %s %s', async (field, value) => {
    const response = await asOrganizer('POST', '/api/tournaments', {
      ...tournamentInput(),
      [field]: value,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toEqual(['Please enter a valid date']);
  });

  it('refuses control characters in team names and contact messages', async () => {
    const tournament = await createTournamentAs(t.app, organizer.token, { type: 'doubles' });
    const [a, b] = await createSessionUsers(t.app.db, 2);
    const teams = await asOrganizer('POST', `/api/teams/tournament/${tournament.id}`, {
      teams: [{ name: 'Dink\u0000', playerIds: [a!.id, b!.id] }],
    });
    expect(teams.statusCode).toBe(422);
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'A\u0000', email: 'a@example.com', subject: 'Hi', message: 'Hello' },
    });
    expect(contact.statusCode).toBe(422);
    expect(contact.json().errors.name).toEqual(['Must not contain control characters']);
  });
});

describe('nested tags cannot survive stripping', () => {
  it('stores no markup in a tournament name or location', async () => {
    const payload = '<<img src=x onerror=alert(1)>img src=x onerror=alert(1)>';
    const response = await asOrganizer('POST', '/api/tournaments', {
      ...tournamentInput(),
      name: `Cup ${payload}`,
      location: `${payload} Austin`,
    });
    expect(response.statusCode).toBe(201);
    const [row] = await t.app.db
      .select()
      .from(tournaments)
      .where(eq(tournaments.id, response.json().data.id));
    expect(row!.name).toBe('Cup');
    expect(row!.location).toBe('Austin');
  });
});

describe('authentication comes before validation', () => {
  it('answers an anonymous bad body with 401, not the field errors', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/tournaments',
      payload: { name: 1 },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).not.toHaveProperty('errors');
  });
});

describe('bodyless calls with the JSON content type (spec section 7)', () => {
  it('accepts logout, join and delete with Content-Type: application/json and no body', async () => {
    const tournament = await createTournamentAs(t.app, organizer.token);
    const [player] = await createSessionUsers(t.app.db, 1);
    const json = (token: string) => ({
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    });
    const join = await t.app.inject({
      method: 'POST',
      url: `/api/tournaments/${tournament.id}/join`,
      headers: json(player!.token),
    });
    expect(join.statusCode).toBe(200);
    const remove = await t.app.inject({
      method: 'DELETE',
      url: `/api/tournaments/${tournament.id}`,
      headers: json(organizer.token),
    });
    expect(remove.statusCode).toBe(200);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: json(player!.token),
    });
    expect(logout.statusCode).toBe(200);
  });

  it('still answers 422 when a route that needs a body gets none', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(422);
  });
});

describe('every error has the shape and the security headers', () => {
  it.each([
    ['a malformed percent-encoding', '/api/tournaments/%E0%A4%A', 400],
    ['a path parameter over 100 characters', `/api/tournaments/${'a'.repeat(150)}`, 404],
  ])('%s', async (_name, url, status) => {
    const response = await asOrganizer('GET', url);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({
      message: expect.any(String),
      code: status === 400 ? 'BAD_REQUEST' : 'NOT_FOUND',
    });
    expect(response.body).not.toContain('FST_');
    expect(response.body).not.toContain('%E0');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('answers an OPTIONS without preflight headers with an empty 204', async () => {
    const response = await t.app.inject({ method: 'OPTIONS', url: '/api/tournaments' });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
  });

  it('frames nothing through CSP alone and allows websockets to our own origin only', async () => {
    const response = await t.app.inject('/api/health');
    expect(response.headers['x-frame-options']).toBeUndefined();
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/connect-src 'self' ws:\/\/courtside\.test(;|$)/);
  });
});

describe('races on the same address answer 201 or 409, never 500', () => {
  it('adding one new email to 10 tournaments at once, while it registers', async () => {
    const email = uniqueEmail('raced');
    const ids: string[] = [];
    for (let i = 0; i < 10; i += 1) {
      ids.push((await createTournamentAs(t.app, organizer.token, { name: `Race ${i}` })).id);
    }
    {
      const additions = ids.map((id) =>
        asOrganizer('POST', `/api/tournaments/${id}/participants/add-by-organizer`, {
          name: 'Ray Ced',
          email,
        }),
      );
      const registration = t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: 'Ray Ced', email, password: STRONG_PASSWORD, role: 'player' },
      });
      const statuses = (await Promise.all([...additions, registration])).map((r) => r.statusCode);
      expect(statuses.every((s) => s === 201 || s === 409 || s === 429)).toBe(true);
      expect(statuses.at(-1)).toBe(201);
    }
  });

  it('adding the same new email to one tournament 10 times at once', async () => {
    const tournament = await createTournamentAs(t.app, organizer.token);
    const email = uniqueEmail('twice');
    const statuses = (
      await Promise.all(
        Array.from({ length: 10 }, () =>
          asOrganizer('POST', `/api/tournaments/${tournament.id}/participants/add-by-organizer`, {
            name: 'Dup Licate',
            email,
          }),
        ),
      )
    ).map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 201).every((s) => s === 409 || s === 429)).toBe(true);
    expect(await t.app.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });
});

describe('rate limits', () => {
  it('limit the routed path, so a percent-encoded one is no way round', async () => {
    const limited = await buildTestApp({ RATE_LIMIT_MAX: '3' });
    try {
      for (let i = 0; i < 3; i += 1) {
        expect((await limited.app.inject('/api/tournaments')).statusCode).toBe(401);
      }
      const disguised = await limited.app.inject('/%61pi/tournaments');
      expect(disguised.statusCode).toBe(429);
      expect(disguised.json().code).toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });

  it('limit registrations per client IP', async () => {
    const limited = await buildTestApp({ AUTH_RATE_LIMIT: '2' });
    try {
      const register = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: {
            name: 'Reg Ister',
            email: uniqueEmail('limited'),
            password: STRONG_PASSWORD,
          },
        });
      const statuses = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await register()).statusCode);
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      await limited.close();
    }
  });

  it('take the client IP from a trusted hop count, not from whatever X-Forwarded-For says', async () => {
    const limited = await buildTestApp({ AUTH_RATE_LIMIT: '2', TRUST_PROXY: '1' });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i += 1) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          // The client forges the left part; our one proxy appends the address it saw.
          headers: { 'x-forwarded-for': `10.9.9.${i}, 198.51.100.7` },
          payload: { email: uniqueEmail('nobody'), password: 'Wrong$Pass1' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([401, 401, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('secrets stay out of the logs', () => {
  it('logs a failed query without its bound parameters', () => {
    const error = Object.assign(
      new Error('Failed query: select * from users where email = $1\nparams: victim@example.com'),
      { query: 'select * from users where email = $1' },
    );
    const logged = JSON.stringify(logSerializers.err(error));
    expect(logged).toContain('params: [redacted]');
    expect(logged).not.toContain('victim@example.com');
  });

  it('redacts mailed tokens and calendar feed tokens from logged URLs', async () => {
    expect(redactUrl('/api/auth/verify-email?token=abc123&x=1')).toBe(
      '/api/auth/verify-email?token=[redacted]&x=1',
    );
    expect(redactUrl('/api/calendar/abc_DEF-123.ics?x=1')).toBe('/api/calendar/[redacted].ics?x=1');
    expect(redactUrl('/api/tournaments/t1/calendar.ics')).toBe('/api/tournaments/t1/calendar.ics');
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const database = await openDatabase({ memory: true });
    const app = await buildApp(
      { config: loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://courtside.test' }), database },
      { level: 'info', stream },
    );
    try {
      await app.inject('/api/auth/verify-email?token=very-secret-token-value');
      expect(lines.join('')).toContain('token=[redacted]');
      expect(lines.join('')).not.toContain('very-secret-token-value');
      // A calendar feed's token is its path (issue 26).
      const feedToken = 'Feed_Secret-0123456789abcdefghijklmnopqrstuv';
      await app.inject(`/api/calendar/${feedToken}.ics`);
      expect(lines.join('')).toContain('/api/calendar/[redacted].ics');
      expect(lines.join('')).not.toContain(feedToken);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
