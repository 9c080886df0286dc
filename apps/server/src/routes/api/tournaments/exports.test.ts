import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema';
import { createSessionUsers, createSignedInUser } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { matchesOf, scoreAs } from '../../../test/competition';
import { callAs, createTournamentAs } from '../../../test/tournaments';

let t: TestApp;
let organizer: Awaited<ReturnType<typeof createSignedInUser>>;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_MAX: '1000000' });
  organizer = await createSignedInUser(t.app, { role: 'organizer', name: 'Csv Organizer' });
});
afterAll(() => t.close());

const as = (token: string | null) => callAs(t.app, token);

/** A minimal RFC 4180 reader: quoted fields, doubled quotes, CRLF rows. */
function parseCsv(text: string): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const body = text.slice(1);
  for (let i = 0; i < body.length; i += 1) {
    const c = body[i]!;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && body[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else field += c;
  }
  expect(field).toBe('');
  return rows;
}

describe('GET /api/tournaments/{id}/export/entrants.csv', () => {
  it('lists entrants with email, rating, partner and status, quoted and neutralised', async () => {
    const tournament = await createTournamentAs(t.app, organizer.token, {
      name: 'Doubles "Cup", Spring/2027',
      type: 'doubles',
      maxParticipants: 4,
    });
    const players = await createSessionUsers(t.app.db, 5, { namePrefix: 'Csv Player' });
    const [a, b, c, d, e] = players;
    // Names a spreadsheet would run, or that break naive CSV.
    await t.app.db
      .update(users)
      .set({ name: '=HYPERLINK("http://evil.example","x")' })
      .where(eq(users.id, a!.id));
    await t.app.db.update(users).set({ name: 'Lee, "Ace"' }).where(eq(users.id, b!.id));
    // A hidden rating is still the organizer's to see (seeding).
    await t.app.db
      .update(users)
      .set({ settings: { privacySettings: { showRating: false } }, rating: 4.25 })
      .where(eq(users.id, c!.id));
    for (const p of [a, b, c, d]) {
      const joined = await as(p!.token)('POST', `/api/tournaments/${tournament.id}/join`);
      expect(joined.statusCode, joined.body).toBe(200);
    }
    expect(
      (await as(e!.token)('POST', `/api/tournaments/${tournament.id}/waitlist`)).statusCode,
    ).toBe(200);
    const teams = await as(organizer.token)('POST', `/api/teams/tournament/${tournament.id}`, {
      teams: [{ playerIds: [a!.id, b!.id] }, { playerIds: [c!.id, d!.id] }],
    });
    expect(teams.statusCode, teams.body).toBe(200);

    const response = await as(organizer.token)(
      'GET',
      `/api/tournaments/${tournament.id}/export/entrants.csv`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8; header=present');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="doubles-cup-spring-2027-entrants.csv"',
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const rows = parseCsv(response.body);
    expect(rows[0]).toEqual(['Name', 'Email', 'Rating', 'Partner', 'Status']);
    const byEmail = new Map(rows.slice(1).map((r) => [r[1], r]));
    expect(byEmail.get(a!.email)).toEqual([
      `'=HYPERLINK("http://evil.example","x")`,
      a!.email,
      expect.stringMatching(/^\d/),
      'Lee, "Ace"',
      'registered',
    ]);
    expect(byEmail.get(b!.email)!.slice(0, 4)).toEqual([
      'Lee, "Ace"',
      b!.email,
      expect.any(String),
      `'=HYPERLINK("http://evil.example","x")`,
    ]);
    expect(byEmail.get(c!.email)![2]).toBe('4.25');
    expect(byEmail.get(e!.email)!.at(-1)).toBe('waitlisted');
    // The raw text: the formula cell is quoted and starts with the single quote.
    expect(response.body).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(rows).toHaveLength(6);
  });

  it('lists a pending invitation as invited', async () => {
    const tournament = await createTournamentAs(t.app, organizer.token, { name: 'Invite Cup' });
    const added = await as(organizer.token)(
      'POST',
      `/api/tournaments/${tournament.id}/participants/add-by-organizer`,
      { name: 'Newcomer Nell', email: 'nell.newcomer@example.com' },
    );
    expect(added.statusCode, added.body).toBe(201);
    const rows = parseCsv(
      (await as(organizer.token)('GET', `/api/tournaments/${tournament.id}/export/entrants.csv`))
        .body,
    );
    expect(rows.slice(1)).toContainEqual([
      'Newcomer Nell',
      'nell.newcomer@example.com',
      '',
      '',
      'invited',
    ]);
  });

  it('is the owner’s only: 401 signed out, 403 for others, 404 when missing', async () => {
    const tournament = await createTournamentAs(t.app, organizer.token);
    const other = await createSignedInUser(t.app, { role: 'organizer' });
    const player = await createSignedInUser(t.app);
    for (const kind of ['entrants', 'results']) {
      const url = `/api/tournaments/${tournament.id}/export/${kind}.csv`;
      expect((await as(null)('GET', url)).statusCode).toBe(401);
      expect((await as(other.token)('GET', url)).statusCode).toBe(403);
      expect((await as(player.token)('GET', url)).statusCode).toBe(403);
      const missing = await as(organizer.token)(
        'GET',
        `/api/tournaments/${crypto.randomUUID()}/export/${kind}.csv`,
      );
      expect(missing.statusCode).toBe(404);
    }
  });
});

describe('GET /api/tournaments/{id}/export/results.csv', () => {
  it('lists every match with sides, games, winner, status, court and venue time', async () => {
    const tournament = await createTournamentAs(t.app, organizer.token, {
      name: 'Results Open',
      maxParticipants: 4,
      startDate: '2027-03-13',
      timeZone: 'America/Los_Angeles',
      hasBronzeMatch: false,
    });
    const players = await createSessionUsers(t.app.db, 4, { namePrefix: '+Plus Player' });
    for (const p of players) {
      expect((await as(p.token)('POST', `/api/tournaments/${tournament.id}/join`)).statusCode).toBe(
        200,
      );
    }
    expect(
      (await as(organizer.token)('POST', `/api/tournaments/${tournament.id}/start`)).statusCode,
    ).toBe(200);
    const matches = await matchesOf(t.app, organizer.token, tournament.id);
    const semi = matches.find((m) => m.player1Id && m.player2Id)!;
    expect((await scoreAs(t.app, organizer.token, semi, [11, 11], [4, 6])).statusCode).toBe(200);

    const response = await as(organizer.token)(
      'GET',
      `/api/tournaments/${tournament.id}/export/results.csv`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="results-open-results.csv"',
    );
    const rows = parseCsv(response.body);
    expect(rows[0]).toEqual([
      'Round',
      'Stage',
      'Group',
      'Side 1',
      'Side 2',
      'Score',
      'Winner',
      'Result',
      'Status',
      'Court',
      'Start (venue time)',
    ]);
    expect(rows).toHaveLength(1 + matches.length);
    const played = rows.find((r) => r[5] === '11-4 11-6')!;
    expect(played).toEqual([
      'Round 1',
      'knockout',
      '',
      `'${semi.player1!.name}`,
      `'${semi.player2!.name}`,
      '11-4 11-6',
      `'${semi.player1!.name}`,
      'played',
      'completed',
      expect.stringMatching(/^Court \d$/),
      '2027-03-13 09:00 PST',
    ]);
    const final = rows.find((r) => r[0] === 'Round 2')!;
    expect(final.slice(3, 5)).toContain(`'${semi.player1!.name}`);
  });
});
