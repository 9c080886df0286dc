import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Match } from '@courtside/shared/api/match';
import { ratingHistory } from '../../../db/schema';
import { createSignedInUser } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { matchesOf, scoreAs, tournamentWith } from '../../../test/competition';
import { callAs } from '../../../test/tournaments';

let t: TestApp;
let organizer: Awaited<ReturnType<typeof createSignedInUser>>;
let asOrganizer: ReturnType<typeof callAs>;

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_MAX: '1000000' });
  organizer = await createSignedInUser(t.app, { role: 'organizer', name: 'Desk Organizer' });
  asOrganizer = callAs(t.app, organizer.token);
});
afterAll(() => t.close());

const special = (token: string, match: Match, body: Record<string, unknown>) =>
  callAs(t.app, token)('POST', `/api/matches/${match.id}/special-result`, body);

async function started(count: number, overrides: Record<string, unknown> = {}) {
  const made = await tournamentWith(t.app, organizer.token, count, overrides);
  await asOrganizer('POST', `/api/tournaments/${made.id}/start`);
  const byKey = async (key: string) =>
    (await matchesOf(t.app, organizer.token, made.id)).find((m) => m.key === key)!;
  return { ...made, byKey, all: () => matchesOf(t.app, organizer.token, made.id) };
}

describe('special results (decision 024)', () => {
  it('a walkover in a knockout advances the winner, unrated, and shows W/O', async () => {
    const { byKey } = await started(4);
    const semi = await byKey('KO-R1-M1');
    const response = await special(organizer.token, semi, {
      kind: 'walkover',
      winner: semi.player2Id,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      status: 'completed',
      resultKind: 'walkover',
      winner: semi.player2Id,
      score: { player1: [0, 0], player2: [11, 11] },
    });
    expect((await byKey('KO-R2-M1')).player1Id).toBe(semi.player2Id);
    expect((await byKey('KO-BRONZE')).player1Id).toBe(semi.player1Id);
    const rated = await t.app.db
      .select()
      .from(ratingHistory)
      .where(eq(ratingHistory.matchId, semi.id));
    expect(rated).toEqual([]);
    // A special result on a completed match is the owner's correction.
    const again = await special(organizer.token, semi, { kind: 'forfeit', winner: semi.player1Id });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toMatchObject({ resultKind: 'forfeit', winner: semi.player1Id });
    expect((await byKey('KO-R2-M1')).player1Id).toBe(semi.player1Id);
    // A played score sent as a correction clears the kind.
    const played = await scoreAs(t.app, organizer.token, semi, [11, 11], [7, 8], {
      isCorrection: true,
    });
    expect(played.json().data).toMatchObject({ resultKind: null, winner: semi.player1Id });
  });

  it('a keeper records a retirement with the score so far, and it advances; not a walkover', async () => {
    const { byKey } = await started(4);
    const semi = await byKey('KO-R1-M2');
    const keeper = await createSignedInUser(t.app, { name: 'Kee Per' });
    await asOrganizer('POST', `/api/matches/${semi.id}/score-keepers`, { userId: keeper.user.id });
    expect((await scoreAs(t.app, keeper.token, semi, [11, 10], [4, 5])).statusCode).toBe(200);
    const walkover = await special(keeper.token, semi, {
      kind: 'walkover',
      winner: semi.player1Id,
    });
    expect(walkover.statusCode).toBe(403);
    // side 1 leads 10-5 in game 2 and retires: 11-4, 10-12, 0-11.
    const retired = await special(keeper.token, semi, {
      kind: 'retirement',
      winner: semi.player2Id,
    });
    expect(retired.statusCode, retired.body).toBe(200);
    expect(retired.json().data).toMatchObject({
      resultKind: 'retirement',
      winner: semi.player2Id,
      score: { player1: [11, 10, 0], player2: [4, 12, 11] },
    });
    expect((await byKey('KO-R2-M1')).player2Id).toBe(semi.player2Id);
    const rated = await t.app.db
      .select()
      .from(ratingHistory)
      .where(eq(ratingHistory.matchId, semi.id));
    expect(rated).toHaveLength(2);
  });

  it('a non-organizer gets 403; a winner outside the match 422', async () => {
    const { byKey, players } = await started(4);
    const semi = await byKey('KO-R1-M1');
    const other = await createSignedInUser(t.app, { role: 'organizer', name: 'Other Organizer' });
    const player = players.find((p) => p.id === semi.player1Id)!;
    for (const token of [other.token, player.token]) {
      const refused = await special(token, semi, { kind: 'retirement', winner: semi.player1Id });
      expect(refused.statusCode).toBe(403);
    }
    const stranger = await special(organizer.token, semi, {
      kind: 'walkover',
      winner: (await byKey('KO-R1-M2')).player1Id,
    });
    expect(stranger.statusCode).toBe(422);
  });

  it('a disqualification in a round robin counts in the standings as 11-0, 11-0', async () => {
    const { id, all } = await started(3, { format: 'round-robin', numGroups: 1 });
    const [first] = await all();
    const response = await special(organizer.token, first!, {
      kind: 'disqualification',
      winner: first!.player1Id,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.resultKind).toBe('disqualification');
    const bracket = (await asOrganizer('GET', `/api/tournaments/${id}/bracket`)).json().data;
    const row = (entrantId: string | null) =>
      bracket.standings.find((s: { entrantId: string }) => s.entrantId === entrantId);
    expect(row(first!.player1Id)).toMatchObject({ won: 1, lost: 0, pointDiff: 22 });
    expect(row(first!.player2Id)).toMatchObject({ won: 0, lost: 1, pointDiff: -22 });
  });
});
