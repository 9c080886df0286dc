import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { TOURNAMENT_MESSAGES, type TournamentDetail } from '@courtside/shared/api/tournament';
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

const withdraw = (id: string, entrantId: string | null, token = organizer.token) =>
  callAs(t.app, token)('POST', `/api/tournaments/${id}/participants/${entrantId}/withdraw`);

async function started(count: number, overrides: Record<string, unknown> = {}) {
  const made = await tournamentWith(t.app, organizer.token, count, overrides);
  const start = await asOrganizer('POST', `/api/tournaments/${made.id}/start`);
  if (start.statusCode !== 200) throw new Error(start.body);
  const all = () => matchesOf(t.app, organizer.token, made.id);
  const byKey = async (key: string) => (await all()).find((m) => m.key === key)!;
  return { ...made, all, byKey };
}

describe('withdrawing an entrant from a started tournament (rule 12.G, decision 024)', () => {
  it('in a knockout: the open match is a walkover, and an opponent who arrives later gets one too', async () => {
    const { id, byKey } = await started(8);
    // Round 1 under way: the first match is played, its winner waits in KO-R2-M1.
    const first = await byKey('KO-R1-M1');
    expect((await scoreAs(t.app, organizer.token, first, [11, 11], [5, 6])).statusCode).toBe(200);
    const pending = await byKey('KO-R1-M3');

    const response = await withdraw(id, pending.player1Id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toMatch(/withdrew: 1 match recorded as a walkover$/);
    const detail = response.json<{ data: TournamentDetail }>().data;
    const row = detail.participants.find((p) => p.userId === pending.player1Id);
    expect(row?.withdrawnAt).toEqual(expect.any(String));
    expect(await byKey('KO-R1-M3')).toMatchObject({
      status: 'completed',
      resultKind: 'walkover',
      winner: pending.player2Id,
      score: { player1: [0, 0], player2: [11, 11] },
    });
    expect((await byKey('KO-R2-M2')).player1Id).toBe(pending.player2Id);

    // The first match's winner withdraws while KO-R2-M1 still waits for its opponent.
    const waiting = await withdraw(id, first.player1Id);
    expect(waiting.statusCode, waiting.body).toBe(200);
    expect(waiting.json().message).toMatch(/withdrew: 0 matches recorded as walkovers$/);
    expect((await byKey('KO-R2-M1')).status).not.toBe('completed');
    const second = await byKey('KO-R1-M2');
    expect((await scoreAs(t.app, organizer.token, second, [11, 11], [3, 4])).statusCode).toBe(200);
    expect(await byKey('KO-R2-M1')).toMatchObject({
      status: 'completed',
      resultKind: 'walkover',
      winner: second.player1Id,
      player1Id: first.player1Id,
      player2Id: second.player1Id,
    });
    const final = await byKey('KO-R3-M1');
    expect(final.player1Id).toBe(second.player1Id);
    // The withdrawn semifinal loser's bronze match waits; when its opponent comes, a walkover.
    expect((await byKey('KO-BRONZE')).player1Id).toBe(first.player1Id);
    const fourth = await byKey('KO-R1-M4');
    await scoreAs(t.app, organizer.token, fourth, [11, 11], [2, 2]);
    const semi = await byKey('KO-R2-M2');
    await scoreAs(t.app, organizer.token, semi, [11, 11], [9, 9]);
    expect(await byKey('KO-BRONZE')).toMatchObject({
      status: 'completed',
      resultKind: 'walkover',
      winner: semi.player2Id,
    });
    // Walkovers are not rated (decision 024).
    const walkoverIds = [(await byKey('KO-R1-M3')).id, (await byKey('KO-R2-M1')).id];
    const rated = await t.app.db
      .select()
      .from(ratingHistory)
      .where(inArray(ratingHistory.matchId, walkoverIds));
    expect(rated).toEqual([]);
  });

  it('in a round robin group of 4: every remaining match is a walkover, counted in the standings', async () => {
    const { id, all } = await started(4, { format: 'round-robin', numGroups: 1 });
    const leaver = (await all())[0]!.player1Id!;
    const played = (await all()).find((m) => m.player1Id === leaver || m.player2Id === leaver)!;
    const leaverFirst = played.player1Id === leaver;
    await scoreAs(
      t.app,
      organizer.token,
      played,
      leaverFirst ? [11, 11] : [5, 5],
      leaverFirst ? [5, 5] : [11, 11],
    );

    const response = await withdraw(id, leaver);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toMatch(/withdrew: 2 matches recorded as walkovers$/);
    const theirs = (await all()).filter((m) => m.player1Id === leaver || m.player2Id === leaver);
    expect(theirs).toHaveLength(3);
    for (const match of theirs.filter((m) => m.id !== played.id)) {
      expect(match).toMatchObject({ status: 'completed', resultKind: 'walkover' });
      expect(match.winner).not.toBe(leaver);
    }
    const bracket = (await asOrganizer('GET', `/api/tournaments/${id}/bracket`)).json().data;
    const standing = bracket.standings.find((s: { entrantId: string }) => s.entrantId === leaver);
    expect(standing).toMatchObject({ won: 1, lost: 2, pointDiff: 12 - 44 });
  });

  it('a correction that places a withdrawn entrant gives its new opponent the walkover', async () => {
    const { id, byKey } = await started(4);
    const semi1 = await byKey('KO-R1-M1');
    const semi2 = await byKey('KO-R1-M2');
    await scoreAs(t.app, organizer.token, semi1, [11, 11], [4, 4]);
    await scoreAs(t.app, organizer.token, semi2, [11, 11], [6, 6]);
    // The first semifinal's loser withdraws: the bronze match is its opponent's walkover.
    expect((await withdraw(id, semi1.player2Id)).statusCode).toBe(200);
    expect((await byKey('KO-BRONZE')).winner).toBe(semi2.player2Id);
    // The semifinal is corrected: the withdrawn entrant won it, so the final is a walkover.
    const corrected = await scoreAs(t.app, organizer.token, semi1, [4, 4], [11, 11], {
      isCorrection: true,
      confirmCascade: true,
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(await byKey('KO-R2-M1')).toMatchObject({
      status: 'completed',
      resultKind: 'walkover',
      winner: semi2.player1Id,
    });
    // The bronze walkover was reset by the cascade: the first semifinal's new loser plays it.
    expect(await byKey('KO-BRONZE')).toMatchObject({
      status: 'scheduled',
      player1Id: semi1.player1Id,
      player2Id: semi2.player2Id,
    });
  });

  it('in doubles the entrant is a team; the last match a walkover completes the tournament', async () => {
    const made = await tournamentWith(t.app, organizer.token, 4, { type: 'doubles' });
    const ids = made.players.map((p) => p.id);
    const teams = await asOrganizer('POST', `/api/teams/tournament/${made.id}`, {
      teams: [{ playerIds: ids.slice(0, 2) }, { playerIds: ids.slice(2, 4) }],
    });
    expect(teams.statusCode, teams.body).toBe(200);
    expect((await asOrganizer('POST', `/api/tournaments/${made.id}/start`)).statusCode).toBe(200);
    const [final] = await matchesOf(t.app, organizer.token, made.id);
    const response = await withdraw(made.id, final!.player2Id);
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json<{ data: TournamentDetail }>().data;
    expect(detail.teams.find((team) => team.id === final!.player2Id)?.withdrawnAt).toBeTruthy();
    expect(detail.status).toBe('completed');
    const [after] = await matchesOf(t.app, organizer.token, made.id);
    expect(after).toMatchObject({ resultKind: 'walkover', winner: final!.player1Id });
  });

  it('refuses a non-organizer (403), an unknown entrant (404), before the start and twice (409)', async () => {
    const { id, players, all } = await started(4);
    const entrant = (await all())[0]!.player1Id;
    const other = await createSignedInUser(t.app, { role: 'organizer', name: 'Other Organizer' });
    expect((await withdraw(id, entrant, players[0]!.token)).statusCode).toBe(403);
    const forbidden = await withdraw(id, entrant, other.token);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe(TOURNAMENT_MESSAGES.onlyOwner);
    const unknown = await withdraw(id, crypto.randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(TOURNAMENT_MESSAGES.notAnEntrant);
    expect((await withdraw(id, 'not-an-id')).statusCode).toBe(404);
    expect((await withdraw(crypto.randomUUID(), entrant)).statusCode).toBe(404);

    expect((await withdraw(id, entrant)).statusCode).toBe(200);
    const twice = await withdraw(id, entrant);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(TOURNAMENT_MESSAGES.alreadyWithdrawn);

    const upcoming = await tournamentWith(t.app, organizer.token, 4);
    const early = await withdraw(upcoming.id, upcoming.players[0]!.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(TOURNAMENT_MESSAGES.withdrawOnlyOngoing);
  });
});
