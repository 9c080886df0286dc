import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TournamentEvent } from '@courtside/shared/api/event';
import { createSessionUsers, createSignedInUser } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { matchesOf, scoreAs } from '../../../test/competition';
import { callAs, createTournamentAs } from '../../../test/tournaments';

/**
 * Issue 28 (found by the simulated day on PostgreSQL): two events' results written at once.
 * A result locks its event's row, writes its match and the next round's, then replans the
 * whole tournament, which writes every event's pending matches: without one lock order (the
 * tournament's row before any event's, decision 036 addendum) two events' results wait on each
 * other and PostgreSQL answers one with "deadlock detected" (a 500). Runs on PGlite, and on
 * PostgreSQL with TEST_DATABASE_URL set (real row locks between connections):
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx vitest run --project server \
 *     apps/server/src/routes/api/matches/family-write-race.test.ts
 */
let t: TestApp;
let organizer: Awaited<ReturnType<typeof createSignedInUser>>;
const PER_EVENT = 16;

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_MAX: '1000000' });
  organizer = await createSignedInUser(t.app, { role: 'organizer', name: 'Family Race' });
}, 60_000);
afterAll(() => t?.close());

/** A started tournament of three knockout singles events of 16 players each on 4 courts. */
async function startedFamily() {
  const asOrganizer = callAs(t.app, organizer.token);
  const common = { category: 'men', type: 'singles', format: 'knockout' };
  const root = await createTournamentAs(t.app, organizer.token, {
    ...common,
    name: 'Race Open',
    maxParticipants: PER_EVENT,
    courtCount: 4,
    // Today, in a zone where the day has begun: every replan plans from now, so each result
    // moves the pending matches of every event.
    startDate: new Date().toISOString().slice(0, 10),
    timeZone: 'Pacific/Kiritimati',
  });
  const ids = [root.id];
  for (const name of ['Race B', 'Race C']) {
    const res = await asOrganizer('POST', `/api/tournaments/${root.id}/events`, {
      ...common,
      name,
      maxParticipants: PER_EVENT,
    });
    expect(res.statusCode, res.body).toBe(201);
    ids.push(res.json<{ data: TournamentEvent }>().data.id);
  }
  const players = await createSessionUsers(t.app.db, PER_EVENT * ids.length);
  for (const [i, id] of ids.entries()) {
    for (const p of players.slice(i * PER_EVENT, (i + 1) * PER_EVENT)) {
      const joined = await callAs(t.app, p.token)('POST', `/api/tournaments/${id}/join`);
      expect(joined.statusCode, joined.body).toBe(200);
    }
  }
  const started = await asOrganizer('POST', `/api/tournaments/${root.id}/events/start`, {});
  expect(started.statusCode, started.body).toBe(200);
  return ids;
}

const db = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

describe(`results of three events written at once (${db})`, () => {
  it('every score of every event is accepted: none waits on another event in a circle', async () => {
    const ids = await startedFamily();
    const firstRound = (
      await Promise.all(ids.map((id) => matchesOf(t.app, organizer.token, id)))
    ).flatMap((list) => list.filter((m) => m.round === 1 && m.player1Id && m.player2Id));
    expect(firstRound).toHaveLength((PER_EVENT / 2) * ids.length);
    // Interleaved across events so that two events' writes are always in flight together: a
    // first game (the match starts) and a final score (the match ends, its winner moves on).
    const answers = await Promise.all(
      firstRound.flatMap((match, i) => [
        scoreAs(t.app, organizer.token, match, [11], [i % 9]),
        scoreAs(t.app, organizer.token, match, [11, 11], [i % 9, (i + 3) % 9]),
      ]),
    );
    const report = answers
      .filter((r) => r.statusCode !== 200)
      .map((r) => `${r.statusCode} ${r.json<{ message: string }>().message}`)
      .join('\n');
    // A first game that comes after its match's final score is refused as completed (409).
    expect(
      answers.every((r) => r.statusCode === 200 || r.statusCode === 409),
      report,
    ).toBe(true);
    const after = (
      await Promise.all(ids.map((id) => matchesOf(t.app, organizer.token, id)))
    ).flat();
    expect(after.filter((m) => m.round === 1 && m.status === 'completed')).toHaveLength(
      firstRound.length,
    );
    // Every quarter-final has both players: no winner lost between two events' replans.
    expect(after.filter((m) => m.round === 2 && m.player1Id && m.player2Id)).toHaveLength(
      (PER_EVENT / 4) * ids.length,
    );
  }, 120_000);
});
