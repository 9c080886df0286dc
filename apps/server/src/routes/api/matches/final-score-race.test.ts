import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MatchDetail } from '@courtside/shared/api/match';
import { matchCorrections, ratingHistory } from '../../../db/schema';
import { createSignedInUser } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { matchesOf, scoreAs, tournamentWith } from '../../../test/competition';
import { callAs } from '../../../test/tournaments';

/**
 * Issue 22.14: 20 final scores of one match at once (the owner's, with and without `version`,
 * and the players'): one completes it, every other one is refused with a 409 naming the result,
 * and none becomes a correction. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL set
 * (real row locks between connections):
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx vitest run --project server \
 *     apps/server/src/routes/api/matches/final-score-race.test.ts
 */
let t: TestApp;
let organizer: Awaited<ReturnType<typeof createSignedInUser>>;

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_MAX: '1000000' });
  organizer = await createSignedInUser(t.app, { role: 'organizer', name: 'Race Organizer' });
}, 60_000);
afterAll(() => t?.close());

describe(`20 concurrent final scores (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('complete the match once; the late ones, the owner’s too, get a 409 naming the result', async () => {
    const made = await tournamentWith(t.app, organizer.token, 2);
    await callAs(t.app, organizer.token)('POST', `/api/tournaments/${made.id}/start`);
    const [match] = await matchesOf(t.app, organizer.token, made.id);
    const [p1, p2] = [match!.player1Id, match!.player2Id].map((id) =>
      made.players.find((p) => p.id === id)!,
    );
    // Each sender has their own final score: side 1 wins 11-n, 11-n or side 2 does.
    const senders = Array.from({ length: 20 }, (_, i) => {
      const token = i % 4 === 1 ? p1!.token : i % 4 === 3 ? p2!.token : organizer.token;
      const lost = i % 10;
      const [a, b] =
        i % 2 === 0
          ? [
              [11, 11],
              [lost, lost],
            ]
          : [
              [lost, lost],
              [11, 11],
            ];
      const extra = i % 3 === 0 ? { version: match!.version } : {};
      return () => scoreAs(t.app, token, match!, a!, b!, extra);
    });
    const answers = await Promise.all(senders.map((send) => send()));

    const done = answers.filter((r) => r.statusCode === 200);
    expect(done, answers.map((r) => `${r.statusCode} ${r.body}`).join('\n')).toHaveLength(1);
    expect(done[0]!.json().message).toBe('Score updated successfully!');
    const detail = (await callAs(t.app, organizer.token)('GET', `/api/matches/${match!.id}`)).json<{
      data: MatchDetail;
    }>().data;
    const winner = detail.winner === p1!.id ? p1! : p2!;
    const [mine, theirs] =
      detail.winner === p1!.id
        ? [detail.score.player1, detail.score.player2]
        : [detail.score.player2, detail.score.player1];
    const result = `${winner.name} won ${mine.map((m, i) => `${m}-${theirs[i]}`).join(', ')}`;
    const refused = answers.filter((r) => r.statusCode !== 200);
    expect(refused).toHaveLength(19);
    for (const answer of refused) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json().code).toBe('CONFLICT');
      // A late score that carried the old version is stale; every other one names the result.
      expect([
        `This match is already completed: ${result}. To change it, correct the result.`,
        'The score was changed by someone else meanwhile. Reload and try again.',
      ]).toContain(answer.json().message);
    }
    expect(refused.some((r) => r.json().message.includes(result))).toBe(true);

    const corrections = await t.app.db
      .select()
      .from(matchCorrections)
      .where(eq(matchCorrections.matchId, match!.id));
    expect(corrections).toEqual([]);
    const ratings = await t.app.db
      .select()
      .from(ratingHistory)
      .where(eq(ratingHistory.matchId, match!.id));
    expect(ratings).toHaveLength(2);
  });
});
