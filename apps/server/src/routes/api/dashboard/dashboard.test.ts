import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import type { OrganizerDashboard } from '@courtside/shared/api/dashboard';
import { matches, tournamentParticipants, tournaments } from '../../../db/schema';
import { createSessionUsers } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { tournamentWith } from '../../../test/competition';
import { callAs } from '../../../test/tournaments';

let t: TestApp;
let organizer: { id: string; token: string };
let other: { id: string; token: string };
let player: { id: string; token: string };
let running: string;

const HOUR_MS = 60 * 60 * 1000;
const figures = async (token: string, query = '') => {
  const response = await callAs(t.app, token)('GET', `/api/dashboard/organizer${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: OrganizerDashboard }>().data;
};

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_MAX: '1000000' });
  const organizers = await createSessionUsers(t.app.db, 2, { role: 'organizer' });
  organizer = organizers[0]!;
  other = organizers[1]!;
  player = (await createSessionUsers(t.app.db, 1))[0]!;

  // The organizer: one running tournament of 4 (started), one upcoming of 3.
  running = (await tournamentWith(t.app, organizer.token, 4, { format: 'round-robin' })).id;
  const upcoming = await tournamentWith(t.app, organizer.token, 3);
  const started = await callAs(t.app, organizer.token)('POST', `/api/tournaments/${running}/start`);
  expect(started.statusCode, started.body).toBe(200);
  // One of the upcoming tournament's places was taken 8 days ago: not this week.
  await t.app.db
    .update(tournamentParticipants)
    .set({ joinedAt: new Date(Date.now() - 8 * 24 * HOUR_MS) })
    .where(
      and(
        eq(tournamentParticipants.tournamentId, upcoming.id),
        eq(tournamentParticipants.userId, upcoming.players[0]!.id),
      ),
    );

  // Its 6 matches: 2 in the coming hour (one being played), 1 in three days, 3 without a time.
  const rows = await t.app.db
    .select({ id: matches.id })
    .from(matches)
    .where(eq(matches.tournamentId, running))
    .orderBy(matches.round, matches.position);
  expect(rows).toHaveLength(6);
  const soon = new Date(Date.now() + HOUR_MS / 2);
  await t.app.db.update(matches).set({ startTime: null }).where(eq(matches.tournamentId, running));
  await t.app.db
    .update(matches)
    .set({ startTime: soon })
    .where(inArray(matches.id, [rows[0]!.id, rows[1]!.id]));
  await t.app.db.update(matches).set({ status: 'in-progress' }).where(eq(matches.id, rows[1]!.id));
  await t.app.db
    .update(matches)
    .set({ startTime: new Date(Date.now() + 72 * HOUR_MS) })
    .where(eq(matches.id, rows[2]!.id));

  // Another organizer's running tournament, with a match now: never in the figures above.
  const theirs = await tournamentWith(t.app, other.token, 4, { format: 'round-robin' });
  await callAs(t.app, other.token)('POST', `/api/tournaments/${theirs.id}/start`);
  await t.app.db
    .update(matches)
    .set({ startTime: soon, status: 'in-progress' })
    .where(eq(matches.tournamentId, theirs.id));
});

afterAll(async () => {
  await t?.close();
});

describe('GET /api/dashboard/organizer', () => {
  it("counts the organizer's own tournaments, registrations and matches, and no one else's", async () => {
    const today = `?from=${encodeURIComponent(new Date(Date.now() - HOUR_MS).toISOString())}&to=${encodeURIComponent(new Date(Date.now() + 2 * HOUR_MS).toISOString())}`;
    expect(await figures(organizer.token, today)).toEqual({
      tournamentsRunning: 1,
      registrationsThisWeek: 6,
      matchesToday: 2,
      matchesInProgress: 1,
    });
    const [ours] = await t.app.db
      .select({ status: tournaments.status })
      .from(tournaments)
      .where(eq(tournaments.id, running));
    expect(ours!.status).toBe('ongoing');
  });

  it('gives the other organizer their own figures', async () => {
    const theirs = await figures(other.token);
    expect(theirs.tournamentsRunning).toBe(1);
    expect(theirs.registrationsThisWeek).toBe(4);
    expect(theirs.matchesInProgress).toBe(6);
  });

  it('is for organizers: a player is refused, a stranger asked to sign in', async () => {
    const refused = await callAs(t.app, player.token)('GET', '/api/dashboard/organizer');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN' });
    const anonymous = await callAs(t.app, null)('GET', '/api/dashboard/organizer');
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 422, not 500, for a day that is not a date', async () => {
    const bad = await callAs(t.app, organizer.token)(
      'GET',
      '/api/dashboard/organizer?from=tomorrow',
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, unknown>;
    }>();
    expect(doc.paths['/api/dashboard/organizer']).toBeDefined();
  });
});
