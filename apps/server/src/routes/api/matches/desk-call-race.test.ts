import { and, eq, isNotNull, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESK_MESSAGES, type DeskAnswer } from '@courtside/shared/api/desk';
import { matches } from '../../../db/schema';
import { createSignedInUser } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { matchesOf, tournamentWith } from '../../../test/competition';
import { callAs } from '../../../test/tournaments';

/**
 * Desk call races (issue 27, decision 030): calls hold the tournament's lock, so of 20 calls at
 * once to one court exactly one wins it and every other is a 409; no court ever holds two
 * called or on-court matches. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL set
 * (real row locks between connections):
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx vitest run --project server \
 *     apps/server/src/routes/api/matches/desk-call-race.test.ts
 */
let t: TestApp;
let organizer: Awaited<ReturnType<typeof createSignedInUser>>;
const RACERS = 20;

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_MAX: '1000000' });
  organizer = await createSignedInUser(t.app, { role: 'organizer', name: 'Race Desk' });
}, 60_000);
afterAll(() => t?.close());

/** A started Swiss tournament of `players`: round 1 is players / 2 matches, all ready. */
async function started(players: number) {
  const made = await tournamentWith(t.app, organizer.token, players, {
    format: 'swiss',
    maxParticipants: players,
  });
  const start = await callAs(t.app, organizer.token)('POST', `/api/tournaments/${made.id}/start`);
  expect(start.statusCode, start.body).toBe(200);
  const desk = await callAs(t.app, organizer.token)(
    'GET',
    `/api/matches/tournament/${made.id}/desk`,
  );
  const { courts } = desk.json<{ data: DeskAnswer }>().data;
  const ready = (await matchesOf(t.app, organizer.token, made.id)).filter(
    (m) => m.status === 'scheduled' && m.player1Id && m.player2Id,
  );
  return { id: made.id, court: courts[0]!, ready };
}

/** The tournament's matches holding `courtId`: called there, or on court. */
const holding = (tournamentId: string, courtId: string) =>
  t.app.db
    .select({ id: matches.id })
    .from(matches)
    .where(
      and(
        eq(matches.tournamentId, tournamentId),
        eq(matches.courtId, courtId),
        or(
          and(eq(matches.status, 'scheduled'), isNotNull(matches.calledAt)),
          eq(matches.status, 'in-progress'),
        ),
      ),
    );

const call = (matchId: string, courtId: string) =>
  callAs(t.app, organizer.token)('POST', `/api/matches/${matchId}/call`, { courtId });

const db = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

describe(`${RACERS} concurrent desk calls to one court (${db})`, () => {
  it('of one match: one call wins, the others hear it is already called', async () => {
    const { id, court, ready } = await started(4);
    const match = ready[0]!;
    const answers = await Promise.all(
      Array.from({ length: RACERS }, () => call(match.id, court.id)),
    );
    const report = answers.map((r) => `${r.statusCode} ${r.body}`).join('\n');
    expect(
      answers.filter((r) => r.statusCode === 200),
      report,
    ).toHaveLength(1);
    for (const answer of answers.filter((r) => r.statusCode !== 200)) {
      expect(answer.statusCode, report).toBe(409);
      expect(answer.json()).toEqual({
        message: DESK_MESSAGES.alreadyCalled(court.name),
        code: 'CONFLICT',
      });
    }
    expect(await holding(id, court.id)).toEqual([{ id: match.id }]);
  });

  it(`of ${RACERS} different matches: one call wins the court, the others hear it is taken`, async () => {
    const { id, court, ready } = await started(2 * RACERS);
    expect(ready).toHaveLength(RACERS);
    const answers = await Promise.all(ready.map((m) => call(m.id, court.id)));
    const report = answers.map((r) => `${r.statusCode} ${r.body}`).join('\n');
    const won = answers.flatMap((r, i) => (r.statusCode === 200 ? [ready[i]!] : []));
    expect(won, report).toHaveLength(1);
    for (const answer of answers.filter((r) => r.statusCode !== 200)) {
      expect(answer.statusCode, report).toBe(409);
      expect(answer.json()).toMatchObject({ code: 'CONFLICT', field: 'courtId' });
      expect(answer.json().message).toMatch(new RegExp(`^${court.name} already has `));
    }
    expect(await holding(id, court.id)).toEqual([{ id: won[0]!.id }]);
  });
});
