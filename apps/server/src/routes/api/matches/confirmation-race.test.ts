import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ratingHistory } from '../../../db/schema';
import { confirmDueScores } from '../../../services/matches/confirm-score';
import { createSignedInUser } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { matchesOf, scoreAs, tournamentWith } from '../../../test/competition';
import { callAs } from '../../../test/tournaments';

/**
 * Issue 27: 20 confirmations of one awaiting score at once (the opponent's and the desk's, and
 * an auto-confirmation sweep among them) complete the match once: one 200, every other a 409,
 * the match rated once. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL set (real row
 * locks between connections):
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx vitest run --project server \
 *     apps/server/src/routes/api/matches/confirmation-race.test.ts
 */
let t: TestApp;
let organizer: Awaited<ReturnType<typeof createSignedInUser>>;

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_MAX: '1000000' });
  organizer = await createSignedInUser(t.app, { role: 'organizer', name: 'Race Desk' });
}, 60_000);
afterAll(() => t?.close());

describe(`20 concurrent confirmations (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('complete the match once; the late ones get a 409', async () => {
    const made = await tournamentWith(t.app, organizer.token, 2, {
      scoreConfirmation: true,
      confirmationMinutes: 1,
    });
    await callAs(t.app, organizer.token)('POST', `/api/tournaments/${made.id}/start`);
    const [match] = await matchesOf(t.app, organizer.token, made.id);
    const [p1, p2] = [match!.player1Id, match!.player2Id].map((id) =>
      made.players.find((p) => p.id === id)!,
    );
    const sent = await scoreAs(t.app, p1!.token, match!, [11, 11], [7, 8]);
    expect(sent.json().data.awaitingConfirmation).toBe(true);

    const url = `/api/matches/${match!.id}/confirm`;
    const confirmations = Array.from({ length: 20 }, (_, i) =>
      callAs(t.app, i % 2 === 0 ? p2!.token : organizer.token)('POST', url),
    );
    // The sweep of a later clock races them too: it completes nothing once they have.
    const sweep = confirmDueScores(t.app.db, new Date(Date.now() + 5 * 60_000), 'http://x');
    const [answers, swept] = await Promise.all([Promise.all(confirmations), sweep]);

    const done = answers.filter((r) => r.statusCode === 200);
    const total = done.length + swept.length;
    expect(total, answers.map((r) => `${r.statusCode} ${r.body}`).join('\n')).toBe(1);
    for (const answer of answers.filter((r) => r.statusCode !== 200)) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toEqual({
        message: 'This score is not awaiting confirmation',
        code: 'CONFLICT',
      });
    }
    const [after] = await matchesOf(t.app, organizer.token, made.id);
    expect(after).toMatchObject({
      status: 'completed',
      winner: p1!.id,
      awaitingConfirmation: false,
    });
    const ratings = await t.app.db
      .select()
      .from(ratingHistory)
      .where(eq(ratingHistory.matchId, match!.id));
    expect(ratings).toHaveLength(2);
  });
});
