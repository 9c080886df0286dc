import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, inArray } from 'drizzle-orm';
import type { Match, MatchDetail } from '@courtside/shared/api/match';
import type { PlayerRating } from '@courtside/shared/domain/competition/ratings';
import { replayRatings } from '@courtside/shared/domain/competition/rating-replay';
import { ratingHistory, users } from '../../../db/schema';
import { createSignedInUser } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { matchesOf, scoreAs, tournamentWith } from '../../../test/competition';
import { callAs } from '../../../test/tournaments';

let t: TestApp;
let organizer: Awaited<ReturnType<typeof createSignedInUser>>;
let asOrganizer: ReturnType<typeof callAs>;

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_MAX: '1000000' });
  organizer = await createSignedInUser(t.app, { role: 'organizer', name: 'Correcting Organizer' });
  asOrganizer = callAs(t.app, organizer.token);
});
afterAll(() => t.close());

async function knockoutOf4() {
  const made = await tournamentWith(t.app, organizer.token, 4);
  await asOrganizer('POST', `/api/tournaments/${made.id}/start`);
  const all = await matchesOf(t.app, organizer.token, made.id);
  const semis = all.filter((m) => m.key.startsWith('KO-R1'));
  for (const semi of semis) {
    expect((await scoreAs(t.app, organizer.token, semi, [11, 11], [5, 7])).statusCode).toBe(200);
  }
  const byKey = async (key: string) =>
    (await matchesOf(t.app, organizer.token, made.id)).find((m) => m.key === key)!;
  return { ...made, semis, byKey };
}

/** Replaying every rated match of these players in order gives their stored ratings. */
async function expectRatingsReplay(playerIds: string[]) {
  const history = await t.app.db
    .select()
    .from(ratingHistory)
    .where(inArray(ratingHistory.userId, playerIds))
    .orderBy(asc(ratingHistory.createdAt), asc(ratingHistory.matchId));
  const initial = new Map<string, PlayerRating>();
  for (const id of playerIds) {
    const first = history.find((h) => h.userId === id);
    if (first) initial.set(id, { rating: first.before, matchesPlayed: 0 });
  }
  const matchIds = [...new Set(history.map((h) => h.matchId))];
  const records = await Promise.all(
    matchIds.map(async (matchId) => {
      const detail = (await asOrganizer('GET', `/api/matches/${matchId}`)).json<{
        data: MatchDetail;
      }>().data;
      return {
        side1: [detail.player1Id!],
        side2: [detail.player2Id!],
        games: detail.score.player1.map((p, i) => [p, detail.score.player2[i]!] as const),
        winner: detail.winner === detail.player1Id ? ('side1' as const) : ('side2' as const),
      };
    }),
  );
  const expected = replayRatings(initial, records).ratings;
  const stored = await t.app.db
    .select({ id: users.id, rating: users.rating })
    .from(users)
    .where(inArray(users.id, playerIds));
  for (const row of stored) {
    if (!expected.has(row.id)) continue;
    expect(row.rating, row.id).toBeCloseTo(expected.get(row.id)!.rating!, 9);
  }
}

describe('correcting a completed result', () => {
  it('a new winner re-advances into the final and the bronze match; the correction and ratings follow', async () => {
    const { semis, byKey, players } = await knockoutOf4();
    const semi = semis[0]!;
    const oldWinner = semi.player1Id;
    const corrected = await scoreAs(t.app, organizer.token, semi, [5, 7], [11, 11], {
      isCorrection: true,
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json().message).toBe('Result corrected successfully!');
    expect(corrected.json().data.winner).toBe(semi.player2Id);

    const final = await byKey('KO-R2-M1');
    const bronze = await byKey('KO-BRONZE');
    expect([final.player1Id, final.player2Id]).toContain(semi.player2Id);
    expect([final.player1Id, final.player2Id]).not.toContain(oldWinner);
    expect([bronze.player1Id, bronze.player2Id]).toContain(oldWinner);

    const detail = (await asOrganizer('GET', `/api/matches/${semi.id}`)).json<{
      data: MatchDetail;
    }>().data;
    expect(detail.corrections).toHaveLength(1);
    expect(detail.corrections[0]).toMatchObject({
      by: { name: 'Correcting Organizer' },
      before: { player1: [11, 11], player2: [5, 7] },
      after: { player1: [5, 7], player2: [11, 11] },
      winnerChanged: true,
      resetMatches: [],
    });
    const winnerChange = detail.ratingChanges.find((c) => c.userId === semi.player2Id)!;
    expect(winnerChange.after).toBeGreaterThan(winnerChange.before!);
    await expectRatingsReplay(players.map((p) => p.id));
  });

  it('refuses (409, naming it) a new winner whose next match has started, until the cascade is confirmed', async () => {
    const { semis, byKey } = await knockoutOf4();
    const final = await byKey('KO-R2-M1');
    await scoreAs(t.app, organizer.token, final, [4], [2]);
    const refused = await scoreAs(t.app, organizer.token, semis[1]!, [3, 4], [11, 11], {
      isCorrection: true,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ field: 'confirmCascade' });
    expect(refused.json().message).toMatch(
      /^Changing the winner resets Round 2: .+ v .+, which has/,
    );
    expect((await byKey('KO-R2-M1')).score.player1).toEqual([4]);

    const confirmed = await scoreAs(t.app, organizer.token, semis[1]!, [3, 4], [11, 11], {
      isCorrection: true,
      confirmCascade: true,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const reset = await byKey('KO-R2-M1');
    expect(reset).toMatchObject({ status: 'scheduled', score: { player1: [], player2: [] } });
    expect([reset.player1Id, reset.player2Id]).toContain(semis[1]!.player2Id);
    const detail = (await asOrganizer('GET', `/api/matches/${semis[1]!.id}`)).json().data;
    expect(detail.corrections[0].resetMatches).toEqual(['KO-R2-M1']);
  });

  it('refuses a correction of a match that has no result yet', async () => {
    const { byKey } = await knockoutOf4();
    const final = await byKey('KO-R2-M1');
    const early = await scoreAs(t.app, organizer.token, final, [11, 11], [1, 1], {
      isCorrection: true,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('This match has no result to correct yet');
    expect((await byKey('KO-R2-M1')).status).toBe('scheduled');
  });

  it('the same winner with another score changes only the score and the ratings', async () => {
    const { semis, byKey, players } = await knockoutOf4();
    const before = await byKey('KO-R2-M1');
    const corrected = await scoreAs(t.app, organizer.token, semis[0]!, [11, 12], [9, 10], {
      isCorrection: true,
    });
    expect(corrected.statusCode).toBe(200);
    const after = await byKey('KO-R2-M1');
    expect([after.player1Id, after.player2Id]).toEqual([before.player1Id, before.player2Id]);
    await expectRatingsReplay(players.map((p) => p.id));
  });

  it('only the owner corrects, explicitly; the new score must decide the match', async () => {
    const { semis, players } = await knockoutOf4();
    const semi: Match = semis[0]!;
    // The semifinals were won by their first player, 11-5, 11-7 (knockoutOf4).
    const player = players.find((p) => p.id === semi.player2Id)!;
    const winner = players.find((p) => p.id === semi.player1Id)!;
    // Issue 22.14: a plain score on a completed match is refused, naming the result, for the
    // owner too; only `isCorrection` changes it, and only for the owner.
    const completed = `This match is already completed: ${winner.name} won 11-5, 11-7. To change it, correct the result.`;
    for (const token of [player.token, organizer.token]) {
      const plain = await scoreAs(t.app, token, semi, [5, 7], [11, 11]);
      expect(plain.statusCode).toBe(409);
      // With the English template and its value, for the client to translate (issue 29).
      expect(plain.json()).toEqual({
        message: completed,
        code: 'CONFLICT',
        messageId: 'This match is already completed: {result}. To change it, correct the result.',
        values: { result: expect.any(String) },
      });
    }
    const asPlayer = await scoreAs(t.app, player.token, semi, [5, 7], [11, 11], {
      isCorrection: true,
    });
    expect(asPlayer.statusCode).toBe(403);
    expect(asPlayer.json().message).toBe('Only the organizer can correct a completed result');
    const detail = (await asOrganizer('GET', `/api/matches/${semi.id}`)).json().data;
    expect(detail.corrections).toEqual([]);
    expect(detail.score).toEqual({ player1: [11, 11], player2: [5, 7] });
    const undecided = await scoreAs(t.app, organizer.token, semi, [11], [5], {
      isCorrection: true,
    });
    expect(undecided.statusCode).toBe(422);
    expect(undecided.json().errors.score[0]).toBe('A corrected result must decide the match');
  });

  it('a round robin group result that changes the winner generates the knockout stage again', async () => {
    const made = await tournamentWith(t.app, organizer.token, 4, {
      format: 'round-robin',
      knockoutEnabled: true,
      advanceCount: 2,
    });
    await asOrganizer('POST', `/api/tournaments/${made.id}/start`);
    const group = await matchesOf(t.app, organizer.token, made.id);
    for (const m of group) await scoreAs(t.app, organizer.token, m, [11, 11], [3, 3]);
    expect(
      (await asOrganizer('POST', `/api/matches/tournament/${made.id}/next-round`)).statusCode,
    ).toBe(200);
    const knockoutBefore = (await matchesOf(t.app, organizer.token, made.id)).filter(
      (m) => m.stage !== 'group',
    );
    const corrected = await scoreAs(t.app, organizer.token, group[0]!, [3, 3], [11, 11], {
      isCorrection: true,
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    const knockoutAfter = (await matchesOf(t.app, organizer.token, made.id)).filter(
      (m) => m.stage !== 'group',
    );
    expect(knockoutAfter.map((m) => m.key).sort()).toEqual(knockoutBefore.map((m) => m.key).sort());
    expect(knockoutAfter.every((m) => m.status === 'scheduled')).toBe(true);
    const detail = (await asOrganizer('GET', `/api/matches/${group[0]!.id}`)).json().data;
    expect(detail.corrections[0].resetMatches.sort()).toEqual(
      knockoutBefore.map((m) => m.key).sort(),
    );
  });
});
