import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema';
import { createSignedInUser } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { callAs, tournamentInput } from '../../../test/tournaments';

let t: TestApp;
let asOrganizer: ReturnType<typeof callAs>;

beforeAll(async () => {
  t = await buildTestApp();
  const organizer = await createSignedInUser(t.app, { role: 'organizer' });
  await t.app.db
    .update(users)
    .set({ settings: { preferences: { timezone: 'America/Chicago' } } })
    .where(eq(users.id, organizer.user.id));
  asOrganizer = callAs(t.app, organizer.token);
});
afterAll(() => t.close());

const create = (overrides: Record<string, unknown>) =>
  asOrganizer('POST', '/api/tournaments', tournamentInput(overrides));

describe('a tournament has a venue time zone and calendar days (decision 017)', () => {
  it('keeps the days as typed and the zone by its IANA name, on every read', async () => {
    const made = await create({
      startDate: '2026-11-26',
      endDate: '2026-11-27',
      timeZone: 'asia/tokyo',
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().data.id as string;
    const detail = (await asOrganizer('GET', `/api/tournaments/${id}`)).json().data;
    expect(detail).toMatchObject({
      startDate: '2026-11-26',
      endDate: '2026-11-27',
      timeZone: 'Asia/Tokyo',
    });
    const spectator = (await callAs(t.app, null)('GET', `/api/public/tournaments/${id}`)).json();
    expect(spectator.data.tournament).toMatchObject({
      startDate: '2026-11-26',
      timeZone: 'Asia/Tokyo',
    });
  });

  it("defaults the venue zone to the organizer's profile zone", async () => {
    const made = await create({ startDate: '2026-11-26' });
    expect(made.json().data).toMatchObject({
      startDate: '2026-11-26',
      timeZone: 'America/Chicago',
    });
  });

  it('keeps the date a client wrote with a date-time', async () => {
    const made = await create({ startDate: '2026-11-26T00:00:00-08:00' });
    expect(made.json().data.startDate).toBe('2026-11-26');
  });

  it.each(['Mars/Olympus', '+05:00', '', 'America/New_York\u0000'])(
    'refuses the zone %j with 422 and a clear message',
    async (timeZone) => {
      const made = await create({ timeZone });
      expect(made.statusCode).toBe(422);
      expect(made.json().errors.timeZone).toEqual([
        'Choose a time zone from the list (an IANA name such as America/New_York)',
      ]);
    },
  );

  it.each([
    ['startDate', '2026-02-29'],
    ['endDate', '2026-04-31'],
    ['startDate', '2026-13-01'],
  ])('refuses the impossible %s %s with 422', async (field, value) => {
    const made = await create({ startDate: '2026-01-10', [field]: value });
    expect(made.statusCode).toBe(422);
    expect(made.json().errors[field]).toEqual(['Please enter a valid date']);
  });

  it('changes the zone on edit and refuses an unknown one', async () => {
    const id = (await create({ startDate: '2026-11-26' })).json().data.id as string;
    const ok = await asOrganizer('PUT', `/api/tournaments/${id}`, { timeZone: 'Australia/Sydney' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ timeZone: 'Australia/Sydney', startDate: '2026-11-26' });
    const bad = await asOrganizer('PUT', `/api/tournaments/${id}`, { timeZone: 'Nowhere' });
    expect(bad.statusCode).toBe(422);
  });
});
