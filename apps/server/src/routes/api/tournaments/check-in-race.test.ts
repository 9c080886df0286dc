import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHECK_IN_MESSAGES, type Ticket } from '@courtside/shared/api/check-in';
import { tournamentParticipants } from '../../../db/schema';
import { createSignedInUser } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { tournamentWith } from '../../../test/competition';
import { callAs } from '../../../test/tournaments';

/**
 * Check-in races (decision 025): a check-in is idempotent, so 20 at once of one player (by
 * themself, or by scans of their ticket) all answer 200, and the first one is the one recorded:
 * one time, one `checkedInBy`, and only one scan says it was the first. Runs on PGlite, and on
 * PostgreSQL with TEST_DATABASE_URL set (real row locks between connections):
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx vitest run --project server \
 *     apps/server/src/routes/api/tournaments/check-in-race.test.ts
 */
let t: TestApp;
let organizer: Awaited<ReturnType<typeof createSignedInUser>>;
const RACERS = 20;
const OPEN = () => ({ checkInOpensAt: new Date(Date.now() - 3_600_000).toISOString() });

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_MAX: '1000000' });
  organizer = await createSignedInUser(t.app, { role: 'organizer', name: 'Race Desk' });
}, 60_000);
afterAll(() => t?.close());
afterEach(() => vi.useRealTimers());

const stored = async (tournamentId: string, userId: string) => {
  const [row] = await t.app.db
    .select()
    .from(tournamentParticipants)
    .where(
      and(
        eq(tournamentParticipants.tournamentId, tournamentId),
        eq(tournamentParticipants.userId, userId),
      ),
    );
  return row!;
};

/** Every answer a 200; answers them all as text, to name in a failed expectation. */
function expectAllOk(answers: { statusCode: number; body: string }[]) {
  const report = answers.map((r) => `${r.statusCode} ${r.body}`).join('\n');
  expect(
    answers.every((r) => r.statusCode === 200),
    report,
  ).toBe(true);
  return report;
}

const db = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

describe(`${RACERS} concurrent check-ins of one player (${db})`, () => {
  it('by the player themself: every answer 200 with the one time recorded', async () => {
    const { id, players } = await tournamentWith(t.app, organizer.token, 2, OPEN());
    const ann = players[0]!;
    const answers = await Promise.all(
      Array.from({ length: RACERS }, () =>
        callAs(t.app, ann.token)('POST', `/api/tournaments/${id}/check-in`),
      ),
    );
    const report = expectAllOk(answers);
    const row = await stored(id, ann.id);
    expect(row.checkedInBy).toBe(ann.id);
    const times = new Set(answers.map((r) => r.json().data.checkedInAt));
    expect([...times], report).toEqual([row.checkedInAt!.toISOString()]);
    for (const answer of answers) {
      expect(answer.json()).toMatchObject({
        message: CHECK_IN_MESSAGES.checkedIn,
        data: { userId: ann.id },
      });
    }
  });

  it.each([
    ['a running clock', false],
    // Scans in one millisecond (the clock held still) must not both be told they were first.
    ['scans in the same millisecond', true],
  ])(
    'by scans of their ticket at two desks (%s): every answer 200, one first scan, one recorded',
    async (_, isClockStill) => {
      const { id, players } = await tournamentWith(t.app, organizer.token, 2, OPEN());
      const ann = players[0]!;
      const staff = players[1]!;
      const named = await callAs(t.app, organizer.token)(
        'POST',
        `/api/tournaments/${id}/desk-staff`,
        { userId: staff.id },
      );
      expect(named.statusCode, named.body).toBe(200);
      const ticket = await callAs(t.app, ann.token)('GET', `/api/tournaments/${id}/ticket`);
      const { token } = ticket.json<{ data: Ticket }>().data;

      if (isClockStill) vi.useFakeTimers({ toFake: ['Date'], now: new Date() });
      const scanners = [organizer.token, staff.token];
      const answers = await Promise.all(
        Array.from({ length: RACERS }, (_, i) =>
          callAs(t.app, scanners[i % 2]!)('POST', `/api/check-in/${token}`),
        ),
      );
      const report = expectAllOk(answers);
      const row = await stored(id, ann.id);
      expect([organizer.user.id, staff.id]).toContain(row.checkedInBy);
      const data = answers.map((r) => r.json().data);
      expect([...new Set(data.map((d) => d.checkedInAt))], report).toEqual([
        row.checkedInAt!.toISOString(),
      ]);
      // The desk that scanned first is told so; every other scan hears "already checked in".
      expect(
        data.filter((d) => !d.wasCheckedIn),
        report,
      ).toHaveLength(1);
    },
  );
});
