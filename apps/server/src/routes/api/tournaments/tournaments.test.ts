import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TournamentDetail, TournamentListResponse } from '@courtside/shared/api/tournament';
import { outboxEmails, tournaments } from '../../../db/schema';
import { createSessionUsers, createSignedInUser } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { callAs, createTournamentAs, tournamentInput } from '../../../test/tournaments';

let t: TestApp;
let organizer: Awaited<ReturnType<typeof createSignedInUser>>;
let otherOrganizer: Awaited<ReturnType<typeof createSignedInUser>>;
let player: Awaited<ReturnType<typeof createSignedInUser>>;
let asOrganizer: ReturnType<typeof callAs>;
let asOther: ReturnType<typeof callAs>;
let asPlayer: ReturnType<typeof callAs>;

beforeAll(async () => {
  t = await buildTestApp();
  organizer = await createSignedInUser(t.app, { role: 'organizer', name: 'Olive Organizer' });
  otherOrganizer = await createSignedInUser(t.app, { role: 'organizer', name: 'Oscar Other' });
  player = await createSignedInUser(t.app, { name: 'Pat Player' });
  asOrganizer = callAs(t.app, organizer.token);
  asOther = callAs(t.app, otherOrganizer.token);
  asPlayer = callAs(t.app, player.token);
});
afterAll(() => t.close());

describe('POST /api/tournaments', () => {
  it('creates an upcoming tournament owned by the caller, whatever the body claims', async () => {
    const response = await asOrganizer(
      'POST',
      '/api/tournaments',
      tournamentInput({
        entryFee: 12.5,
        prizePool: 300,
        organizerId: player.user.id,
        status: 'completed',
        currentParticipants: 12,
        courts: [],
        participants: [],
      }),
    );
    expect(response.statusCode).toBe(201);
    const body = response.json<{ data: TournamentDetail; message: string }>();
    expect(body.message).toBe('Tournament created successfully!');
    expect(body.data).toMatchObject({
      name: 'Spring Smash',
      status: 'upcoming',
      currentParticipants: 0,
      organizerId: organizer.user.id,
      entryFee: 12.5,
      prizePool: 300,
      numGroups: 1,
      advanceCount: 1,
      knockoutEnabled: false,
      participants: [],
      courts: [],
      teams: [],
      isParticipant: false,
    });
    const [row] = await t.app.db.select().from(tournaments).where(eq(tournaments.id, body.data.id));
    expect(row).toMatchObject({ entryFeeCents: 1250, prizePoolCents: 30000 });
  });

  it('refuses players (403) and signed-out callers (401)', async () => {
    const forbidden = await asPlayer('POST', '/api/tournaments', tournamentInput());
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Only organizers can create tournaments',
    });
    const anonymous = await callAs(t.app, null)('POST', '/api/tournaments', tournamentInput());
    expect(anonymous.statusCode).toBe(401);
  });

  it.each([
    [{ maxParticipants: 3 }, 'maxParticipants', 'Minimum 4 participants required.'],
    [{ maxParticipants: 200 }, 'maxParticipants', 'Maximum 128 participants allowed.'],
    [{ endDate: '2027-04-01T00:00:00.000Z' }, 'endDate', 'End date cannot be before start date.'],
    [{ entryFee: -5 }, 'entryFee', 'Entry fee cannot be negative.'],
    [{ prizePool: -1 }, 'prizePool', 'Prize pool cannot be negative.'],
    [{ name: '' }, 'name', 'Tournament name is required'],
    [{ location: '<b></b>' }, 'location', 'Location is required'],
    [{ format: 'round-robin', numGroups: 0 }, 'numGroups', 'At least 1 group required.'],
    [
      { format: 'round-robin', maxParticipants: 8, numGroups: 9 },
      'numGroups',
      'Groups cannot exceed participants.',
    ],
    [
      {
        format: 'round-robin',
        maxParticipants: 8,
        numGroups: 3,
        knockoutEnabled: true,
        advanceCount: 4,
      },
      'advanceCount',
      'Advance count exceeds group size.',
    ],
  ])('422 for %j on %s', async (patch, field, message) => {
    const response = await asOrganizer('POST', '/api/tournaments', tournamentInput(patch));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]?.[0]).toBe(message);
  });

  it('keeps groups only for round-robin', async () => {
    const rr = await createTournamentAs(t.app, organizer.token, {
      format: 'round-robin',
      numGroups: 4,
      knockoutEnabled: true,
      advanceCount: 2,
    });
    expect(rr).toMatchObject({ numGroups: 4, knockoutEnabled: true, advanceCount: 2 });
    const ko = await createTournamentAs(t.app, organizer.token, {
      format: 'knockout',
      numGroups: 4,
      knockoutEnabled: true,
      advanceCount: 2,
    });
    expect(ko).toMatchObject({ numGroups: 1, knockoutEnabled: false, advanceCount: 1 });
  });

  it('sanitises rules to the allowlist: no scripts, handlers or javascript: links', async () => {
    const created = await createTournamentAs(t.app, organizer.token, {
      rules:
        '<h2 onclick="alert(1)">Rules</h2><script>alert("x")</script><p><strong>Bold</strong> <a href="javascript:alert(1)">link</a><img src=x onerror=alert(1)></p>',
    });
    expect(created.rules).toBe('<h2>Rules</h2><p><strong>Bold</strong> link</p>');
  });
});

describe('GET /api/tournaments/{id}', () => {
  it('answers the organizer card with only the fields the spec lists', async () => {
    const created = await createTournamentAs(t.app, organizer.token);
    const response = await asPlayer('GET', `/api/tournaments/${created.id}`);
    expect(response.statusCode).toBe(200);
    const { organizer: card } = response.json<{ data: TournamentDetail }>().data;
    expect(Object.keys(card).sort()).toEqual(
      ['email', 'id', 'location', 'name', 'profileImage', 'role'].sort(),
    );
    expect(card).toMatchObject({ name: 'Olive Organizer', role: 'organizer' });
    expect(response.body).not.toContain('passwordHash');
    expect(response.body).not.toContain('argon2');
  });

  it('404 for an unknown or malformed id', async () => {
    const unknown = await asPlayer('GET', '/api/tournaments/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Tournament not found' });
    expect((await asPlayer('GET', '/api/tournaments/not-a-uuid')).statusCode).toBe(404);
  });
});

describe('GET /api/tournaments', () => {
  let listApp: TestApp;
  let token: string;
  beforeAll(async () => {
    listApp = await buildTestApp();
    const [owner] = await createSessionUsers(listApp.app.db, 1, { role: 'organizer' });
    const [joiner] = await createSessionUsers(listApp.app.db, 1);
    token = joiner!.token;
    const specs = [
      { name: 'Austin Open', location: 'Austin, TX', type: 'singles' },
      { name: 'Dallas Doubles', location: 'Dallas, TX', type: 'doubles' },
      { name: 'Mixed Madness', location: 'AUSTIN, TX', type: 'mixed' },
      { name: 'Houston 100%', location: 'Houston, TX', type: 'singles' },
      { name: 'Seattle Summer', location: 'Seattle, WA', type: 'singles' },
    ];
    for (const spec of specs) await createTournamentAs(listApp.app, owner!.token, spec);
    const [first] = (
      await callAs(listApp.app, token)('GET', '/api/tournaments?q=seattle')
    ).json<TournamentListResponse>().data;
    await callAs(listApp.app, token)('POST', `/api/tournaments/${first!.id}/join`);
    await listApp.app.db
      .update(tournaments)
      .set({ status: 'ongoing' })
      .where(eq(tournaments.name, 'Dallas Doubles'));
  });
  afterAll(() => listApp.close());

  const list = async (query = '') =>
    (
      await callAs(listApp.app, token)('GET', `/api/tournaments${query}`)
    ).json<TournamentListResponse>();

  it('searches name or location, case-insensitively, with % taken literally', async () => {
    expect((await list('?q=austin')).data.map((x) => x.name).sort()).toEqual([
      'Austin Open',
      'Mixed Madness',
    ]);
    expect((await list('?q=MADNESS')).data.map((x) => x.name)).toEqual(['Mixed Madness']);
    expect((await list('?q=100%25')).data.map((x) => x.name)).toEqual(['Houston 100%']);
    expect((await list('?q=%25')).data.map((x) => x.name)).toEqual(['Houston 100%']);
  });

  it('filters by status and type', async () => {
    expect((await list('?status=ongoing')).data.map((x) => x.name)).toEqual(['Dallas Doubles']);
    expect((await list('?type=singles')).meta.total).toBe(3);
    expect((await list('?type=singles&status=upcoming')).meta.total).toBe(3);
  });

  it('pages newest first, with the tiles over every tournament', async () => {
    const page1 = await list('?limit=2&page=1');
    const page3 = await list('?limit=2&page=3');
    expect(page1.data.map((x) => x.name)).toEqual(['Seattle Summer', 'Houston 100%']);
    expect(page3.data.map((x) => x.name)).toEqual(['Austin Open']);
    expect(page1.meta).toMatchObject({ page: 1, limit: 2, total: 5 });
    const filtered = await list('?type=mixed');
    expect(filtered.meta.total).toBe(1);
    expect(filtered.meta.totals).toEqual({ total: 5, upcoming: 4, ongoing: 1, totalPlayers: 1 });
  });

  it('tells the viewer where they stand', async () => {
    const seattle = (await list('?q=seattle')).data[0]!;
    expect(seattle).toMatchObject({
      isParticipant: true,
      currentParticipants: 1,
      waitlistCount: 0,
    });
    expect((await list('?q=austin')).data.every((x) => !x.isParticipant)).toBe(true);
  });

  it('422 for a bad filter', async () => {
    const response = await callAs(listApp.app, token)('GET', '/api/tournaments?status=paused');
    expect(response.statusCode).toBe(422);
  });
});

describe('PUT /api/tournaments/{id}', () => {
  it('lets only the owner edit (403 for another organizer and for players)', async () => {
    const created = await createTournamentAs(t.app, organizer.token);
    const url = `/api/tournaments/${created.id}`;
    expect((await asOther('PUT', url, { name: 'Mine now' })).statusCode).toBe(403);
    expect((await asPlayer('PUT', url, { name: 'Mine now' })).statusCode).toBe(403);
    const response = await asOrganizer('PUT', url, {
      name: 'Spring Smash II',
      rules: '<h1>Hi</h1>',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Tournament updated successfully!',
      data: { name: 'Spring Smash II', rules: '<h1>Hi</h1>', location: 'Austin, TX' },
    });
  });

  it('checks the rules on the tournament as it would be after the change', async () => {
    const created = await createTournamentAs(t.app, organizer.token, {
      endDate: '2027-04-12T00:00:00.000Z',
    });
    const url = `/api/tournaments/${created.id}`;
    const late = await asOrganizer('PUT', url, { startDate: '2027-04-13T00:00:00.000Z' });
    expect(late.statusCode).toBe(422);
    expect(late.json().errors.endDate).toEqual(['End date cannot be before start date.']);
    const tooFew = await asOrganizer('PUT', url, { maxParticipants: 1 });
    expect(tooFew.json().errors.maxParticipants).toEqual(['Minimum 2 participants required.']);
    expect((await asOrganizer('PUT', url, { maxParticipants: 2 })).statusCode).toBe(200);
  });

  it('refuses fewer places than registered players', async () => {
    const created = await createTournamentAs(t.app, organizer.token, { maxParticipants: 4 });
    const crowd = await createSessionUsers(t.app.db, 3);
    for (const p of crowd)
      await callAs(t.app, p.token)('POST', `/api/tournaments/${created.id}/join`);
    const response = await asOrganizer('PUT', `/api/tournaments/${created.id}`, {
      maxParticipants: 2,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.maxParticipants).toEqual([
      'Max participants cannot be below the 3 players already registered.',
    ]);
  });

  it('locks type, format and places once started, but not the name', async () => {
    const created = await createTournamentAs(t.app, organizer.token);
    await t.app.db
      .update(tournaments)
      .set({ status: 'ongoing' })
      .where(eq(tournaments.id, created.id));
    const url = `/api/tournaments/${created.id}`;
    const response = await asOrganizer('PUT', url, { format: 'swiss' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/cannot change once the tournament has started/);
    // The edit form sends every field; unchanged ones are fine.
    const rename = await asOrganizer('PUT', url, { ...tournamentInput(), name: 'Renamed' });
    expect(rename.statusCode).toBe(200);
  });
});

describe('DELETE /api/tournaments/{id}', () => {
  it('owner only, while upcoming; registered players are told by mail', async () => {
    const created = await createTournamentAs(t.app, organizer.token, { name: 'Doomed Cup' });
    const url = `/api/tournaments/${created.id}`;
    await asPlayer('POST', `${url}/join`);
    expect((await asOther('DELETE', url)).statusCode).toBe(403);
    expect((await asPlayer('DELETE', url)).statusCode).toBe(403);
    const response = await asOrganizer('DELETE', url);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Tournament deleted successfully!' });
    expect((await asOrganizer('GET', url)).statusCode).toBe(404);
    const mails = await t.app.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, player.email));
    expect(mails.map((m) => m.subject)).toContain('Doomed Cup has been cancelled');
  });

  it('409 once the tournament has started', async () => {
    const created = await createTournamentAs(t.app, organizer.token);
    await t.app.db
      .update(tournaments)
      .set({ status: 'ongoing' })
      .where(eq(tournaments.id, created.id));
    const response = await asOrganizer('DELETE', `/api/tournaments/${created.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Only upcoming tournaments can be deleted');
  });
});
