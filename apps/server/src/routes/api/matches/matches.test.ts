import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Match } from '@courtside/shared/api/match';
import { matchScoreKeepers, ratingHistory, tournaments, users } from '../../../db/schema';
import { createSessionUsers, createSignedInUser } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  matchesOf as listMatchesOf,
  scoreAs,
  tournamentWith as createWith,
  type SessionPlayer,
} from '../../../test/competition';
import { callAs } from '../../../test/tournaments';

let t: TestApp;
let organizer: Awaited<ReturnType<typeof createSignedInUser>>;
let asOrganizer: ReturnType<typeof callAs>;

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_MAX: '1000000' });
  organizer = await createSignedInUser(t.app, { role: 'organizer', name: 'Match Organizer' });
  asOrganizer = callAs(t.app, organizer.token);
});
afterAll(() => t.close());

type Player = SessionPlayer;

const tournamentWith = (count: number, overrides: Record<string, unknown> = {}) =>
  createWith(t.app, organizer.token, count, overrides);
const matchesOf = (id: string) => listMatchesOf(t.app, organizer.token, id);
const score = (token: string, match: Match, player1: number[], player2: number[]) =>
  scoreAs(t.app, token, match, player1, player2);

/** No entrant appears twice in a round. */
function expectEachOncePerRound(all: Match[]) {
  const byRound = new Map<string, string[]>();
  for (const m of all) {
    const key = `${m.stage}-${m.group ?? ''}-${m.round}`;
    const ids = byRound.get(key) ?? [];
    for (const id of [m.player1Id, m.player2Id]) if (id) ids.push(id);
    byRound.set(key, ids);
  }
  for (const ids of byRound.values()) expect(new Set(ids).size).toBe(ids.length);
}

describe('POST /api/tournaments/{id}/start', () => {
  it('only the owner starts, once; the status turns ongoing', async () => {
    const { id, players } = await tournamentWith(4);
    const [otherOrganizer] = await createSessionUsers(t.app.db, 1, { role: 'organizer' });
    expect(
      (await callAs(t.app, players[0]!.token)('POST', `/api/tournaments/${id}/start`)).statusCode,
    ).toBe(403);
    expect(
      (await callAs(t.app, otherOrganizer!.token)('POST', `/api/tournaments/${id}/start`))
        .statusCode,
    ).toBe(403);
    expect((await callAs(t.app, null)('POST', `/api/tournaments/${id}/start`)).statusCode).toBe(
      401,
    );
    const started = await asOrganizer('POST', `/api/tournaments/${id}/start`);
    expect(started.statusCode).toBe(200);
    expect(started.json().message).toBe(
      'Tournament started successfully! Bracket has been generated.',
    );
    expect((await asOrganizer('POST', `/api/tournaments/${id}/start`)).statusCode).toBe(409);
    const [row] = await t.app.db.select().from(tournaments).where(eq(tournaments.id, id));
    expect(row!.status).toBe('ongoing');
  });

  it('10 concurrent starts give exactly one', async () => {
    const { id } = await tournamentWith(8);
    const statuses = (
      await Promise.all(
        Array.from({ length: 10 }, () => asOrganizer('POST', `/api/tournaments/${id}/start`)),
      )
    ).map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    expect((await matchesOf(id)).length).toBe(8 - 1 + 1); // 7 knockout matches and the bronze
  });

  it('refuses a doubles start while someone has no partner, naming them', async () => {
    const { id, players } = await tournamentWith(3, { type: 'doubles' });
    await asOrganizer('POST', `/api/teams/tournament/${id}`, {
      teams: [{ playerIds: [players[0]!.id, players[1]!.id] }],
    });
    const response = await asOrganizer('POST', `/api/tournaments/${id}/start`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain(players[2]!.name);
  });

  it('refuses fewer than 2 entrants', async () => {
    const { id } = await tournamentWith(1);
    expect((await asOrganizer('POST', `/api/tournaments/${id}/start`)).statusCode).toBe(409);
  });

  it.each([5, 8, 13, 16])('generates every format for %i entrants', async (count) => {
    const knockout = await tournamentWith(count);
    await asOrganizer('POST', `/api/tournaments/${knockout.id}/start`);
    const ko = await matchesOf(knockout.id);
    expectEachOncePerRound(ko);
    // Byes are never matches: round 1 holds only real pairs.
    expect(ko.filter((m) => m.round === 1).every((m) => m.player1Id && m.player2Id)).toBe(true);

    const roundRobin = await tournamentWith(count, { format: 'round-robin', numGroups: 2 });
    await asOrganizer('POST', `/api/tournaments/${roundRobin.id}/start`);
    const rr = await matchesOf(roundRobin.id);
    expectEachOncePerRound(rr);
    const half = Math.ceil(count / 2);
    const rest = count - half;
    expect(rr).toHaveLength((half * (half - 1)) / 2 + (rest * (rest - 1)) / 2);

    const swiss = await tournamentWith(count, { format: 'swiss' });
    await asOrganizer('POST', `/api/tournaments/${swiss.id}/start`);
    const sw = await matchesOf(swiss.id);
    expectEachOncePerRound(sw);
    expect(sw).toHaveLength(Math.floor(count / 2));
  });
});

describe('PUT /api/matches/{id}/score', () => {
  it('is allowed to the organizer, both players and a score keeper; refused to others', async () => {
    const { id, players } = await tournamentWith(4);
    await asOrganizer('POST', `/api/tournaments/${id}/start`);
    const [match] = (await matchesOf(id)).filter((m) => m.round === 1);
    const bySide = (entrantId: string | null) => players.find((p) => p.id === entrantId)!;
    const [outsider, keeper] = await createSessionUsers(t.app.db, 2);
    const [otherOrganizer] = await createSessionUsers(t.app.db, 1, { role: 'organizer' });
    await t.app.db.insert(matchScoreKeepers).values({ matchId: match!.id, userId: keeper!.id });

    const cells: [string, Player | null | 'owner', number][] = [
      ['anonymous', null, 401],
      ['another player', outsider!, 403],
      ['another organizer', otherOrganizer!, 403],
      ['player 1', bySide(match!.player1Id), 200],
      ['player 2', bySide(match!.player2Id), 200],
      ['score keeper', keeper!, 200],
      ['owner', 'owner', 200],
    ];
    for (const [, caller, status] of cells) {
      const token = caller === 'owner' ? organizer.token : (caller?.token ?? null);
      const response = await score(token as string, match!, [5], [3]);
      expect(response.statusCode).toBe(status);
    }
    const inProgress = (await matchesOf(id)).find((m) => m.id === match!.id)!;
    expect(inProgress.status).toBe('in-progress');
    expect(inProgress.actualStartTime).not.toBeNull();

    expect((await score(organizer.token, match!, [11, 11], [5, 7])).statusCode).toBe(200);
    const completed = await score(bySide(match!.player1Id).token, match!, [11, 11], [2, 2]);
    expect(completed.statusCode).toBe(409);
  });

  it('accepts only legal scores for the format', async () => {
    const { id } = await tournamentWith(2);
    await asOrganizer('POST', `/api/tournaments/${id}/start`);
    const [match] = await matchesOf(id);
    // 11-10 is a game still being played; 15-3 can never end a game to 11.
    expect((await score(organizer.token, match!, [11], [10])).statusCode).toBe(200);
    const illegal = await score(organizer.token, match!, [15, 11], [3, 5]);
    expect(illegal.statusCode).toBe(422);
    expect(illegal.json().errors.score[0]).toMatch(/15-3/);
    const afterDecided = await score(organizer.token, match!, [11, 11, 11], [5, 5, 5]);
    expect(afterDecided.statusCode).toBe(422);
    const unequal = await score(organizer.token, match!, [11, 11], [5]);
    expect(unequal.statusCode).toBe(422);
  });

  it("validates every score against the tournament's scoring option (rule 12.B)", async () => {
    const { id } = await tournamentWith(2, {
      scoringFormat: 'best-of-3-to-15',
      scoringSystem: 'side-out',
    });
    const shown = (await asOrganizer('GET', `/api/tournaments/${id}`)).json().data;
    expect(shown).toMatchObject({ scoringFormat: 'best-of-3-to-15', scoringSystem: 'side-out' });
    await asOrganizer('POST', `/api/tournaments/${id}/start`);
    const [match] = await matchesOf(id);
    const detail = (await asOrganizer('GET', `/api/matches/${match!.id}`)).json().data;
    expect(detail.tournament).toMatchObject({
      scoringFormat: 'best-of-3-to-15',
      scoringSystem: 'side-out',
    });
    // 11-5 decides a game to 11, not one to 15: the match cannot end on it.
    const toEleven = await score(organizer.token, match!, [11, 11], [5, 7]);
    expect(toEleven.statusCode).toBe(422);
    expect(toEleven.json().errors.score[0]).toBe('Game 1 (11-5) is not finished.');
    // Past 15 + 10 points is no score a game to 15 ends on.
    const tooMany = await score(organizer.token, match!, [40], [38]);
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors.score[0]).toBe(
      'Game 1 (40-38): points must be whole numbers from 0 to 25 in games to 15.',
    );
    const won = await score(organizer.token, match!, [15, 17], [10, 15]);
    expect(won.statusCode).toBe(200);
    expect(won.json().data.status).toBe('completed');
  });

  it('keeps a one-game-to-21 tournament to one game, and refuses 25-10 but takes 25-23', async () => {
    const { id } = await tournamentWith(2, { scoringFormat: 'one-game-to-21' });
    await asOrganizer('POST', `/api/tournaments/${id}/start`);
    const [match] = await matchesOf(id);
    expect((await score(organizer.token, match!, [25], [10])).statusCode).toBe(422);
    expect((await score(organizer.token, match!, [21, 21], [5, 5])).statusCode).toBe(422);
    const won = await score(organizer.token, match!, [25], [23]);
    expect(won.statusCode).toBe(200);
    expect(won.json().data.status).toBe('completed');
  });

  it('plays a knockout through: winners advance, semifinal losers meet for bronze, the champion completes it', async () => {
    const { id, players } = await tournamentWith(4);
    await asOrganizer('POST', `/api/tournaments/${id}/start`);
    for (let step = 0; step < 4; step += 1) {
      const open = (await matchesOf(id)).filter(
        (m) => m.status !== 'completed' && m.player1Id && m.player2Id,
      );
      expect(open.length).toBeGreaterThan(0);
      for (const m of open) {
        expect((await score(organizer.token, m, [11, 11], [5, 7])).statusCode).toBe(200);
      }
      if ((await matchesOf(id)).every((m) => m.status === 'completed')) break;
    }
    const all = await matchesOf(id);
    expect(all).toHaveLength(4);
    const final = all.find((m) => m.stage === 'knockout' && m.round === 2)!;
    const bronze = all.find((m) => m.stage === 'bronze')!;
    const semis = all.filter((m) => m.round === 1);
    expect([final.player1Id, final.player2Id].sort()).toEqual(semis.map((m) => m.winner).sort());
    const losers = semis.map((m) => (m.winner === m.player1Id ? m.player2Id : m.player1Id));
    expect([bronze.player1Id, bronze.player2Id].sort()).toEqual(losers.sort());
    const [row] = await t.app.db.select().from(tournaments).where(eq(tournaments.id, id));
    expect(row!.status).toBe('completed');
    const champion = players.find((p) => p.id === final.winner)!;
    expect(row!.winnerName).toBe(champion.name);
    // Every completed match rated both players once.
    const history = await t.app.db
      .select()
      .from(ratingHistory)
      .where(eq(ratingHistory.userId, champion.id));
    expect(history).toHaveLength(2);
    const [stored] = await t.app.db.select().from(users).where(eq(users.id, champion.id));
    expect(stored!.rating).toBe(history.at(-1)!.after);
  });

  it('20 concurrent final scores give one completion, one advancement and one rating change', async () => {
    const { id } = await tournamentWith(2);
    await asOrganizer('POST', `/api/tournaments/${id}/start`);
    const [match] = await matchesOf(id);
    const statuses = (
      await Promise.all(
        Array.from({ length: 20 }, () => score(organizer.token, match!, [11, 11], [3, 4])),
      )
    ).map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const history = await t.app.db
      .select()
      .from(ratingHistory)
      .where(eq(ratingHistory.matchId, match!.id));
    expect(history).toHaveLength(2);
  });
});

describe('next round and the bracket', () => {
  it('refuses the next swiss round until the current one is complete, then pairs it', async () => {
    const { id } = await tournamentWith(6, { format: 'swiss' });
    await asOrganizer('POST', `/api/tournaments/${id}/start`);
    const early = await asOrganizer('POST', `/api/matches/tournament/${id}/next-round`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      'Failed to generate next round. Make sure current round is complete.',
    );
    for (const m of await matchesOf(id)) await score(organizer.token, m, [11, 11], [4, 6]);
    expect((await asOrganizer('POST', `/api/matches/tournament/${id}/next-round`)).statusCode).toBe(
      200,
    );
    const all = await matchesOf(id);
    expect(all.filter((m) => m.round === 2)).toHaveLength(3);
    const pairs = all.map((m) => [m.player1Id, m.player2Id].sort().join());
    expect(new Set(pairs).size).toBe(pairs.length); // no rematch

    const bracket = (await asOrganizer('GET', `/api/tournaments/${id}/bracket`)).json().data;
    expect(Object.keys(bracket.bracket)).toEqual(['1', '2']);
    expect(bracket.stats).toMatchObject({
      completedMatches: 3,
      scheduledMatches: 3,
      currentRound: 2,
    });
    expect(bracket.standings).toHaveLength(6);
    expect(bracket.standings[0].reason).toBeTruthy();
  });

  it('a round robin with a knockout stage: groups first, then the seeded knockout', async () => {
    const { id } = await tournamentWith(8, {
      format: 'round-robin',
      numGroups: 2,
      knockoutEnabled: true,
      advanceCount: 2,
    });
    await asOrganizer('POST', `/api/tournaments/${id}/start`);
    for (const m of await matchesOf(id)) await score(organizer.token, m, [11, 11], [4, 6]);
    expect((await asOrganizer('POST', `/api/matches/tournament/${id}/next-round`)).statusCode).toBe(
      200,
    );
    const knockout = (await matchesOf(id)).filter((m) => m.stage === 'knockout');
    expect(knockout.filter((m) => m.round === 1)).toHaveLength(2);
    const bracket = (await asOrganizer('GET', `/api/matches/tournament/${id}/bracket`)).json().data;
    const groupA = bracket.standings.filter((s: { group: string }) => s.group === 'A');
    // Group winners are kept apart: A1 meets B2, B1 meets A2.
    const firstRound = knockout.filter((m) => m.round === 1);
    expect(firstRound.some((m) => [m.player1Id, m.player2Id].includes(groupA[0].entrantId))).toBe(
      true,
    );
    expect(
      firstRound.some(
        (m) =>
          [m.player1Id, m.player2Id].includes(groupA[0].entrantId) &&
          [m.player1Id, m.player2Id].includes(groupA[1].entrantId),
      ),
    ).toBe(false);
  });

  it('both bracket routes return bracket, stats and the tournament, as the viewer sees it (issue 23.2)', async () => {
    const { id, players } = await tournamentWith(4, { format: 'knockout' });
    await asOrganizer('POST', `/api/tournaments/${id}/start`);
    for (const token of [organizer.token, players[0]!.token]) {
      const as = callAs(t.app, token);
      const tournament = (await as('GET', `/api/tournaments/${id}`)).json().data;
      for (const url of [
        `/api/tournaments/${id}/bracket`,
        `/api/matches/tournament/${id}/bracket`,
      ]) {
        const response = await as('GET', url);
        expect(response.statusCode).toBe(200);
        const { data } = response.json();
        expect(Object.keys(data).sort()).toEqual(['bracket', 'standings', 'stats', 'tournament']);
        expect(data.tournament).toEqual(tournament);
        expect(data.tournament).toMatchObject({
          id,
          status: 'ongoing',
          format: 'knockout',
        });
      }
    }
    const missing = await asOrganizer(
      'GET',
      '/api/tournaments/00000000-0000-4000-8000-000000000000/bracket',
    );
    expect(missing.statusCode).toBe(404);
  });

  it('answers 404 for unknown matches and tournaments', async () => {
    expect((await asOrganizer('GET', '/api/matches/not-a-uuid')).statusCode).toBe(404);
    expect(
      (await asOrganizer('GET', '/api/matches/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
    expect(
      (await asOrganizer('GET', '/api/tournaments/00000000-0000-4000-8000-000000000000/bracket'))
        .statusCode,
    ).toBe(404);
  });
});

describe('score keepers, user search and the winner', () => {
  it('the organizer finds a user by email, makes them score keeper of one match, and takes it back', async () => {
    const { id } = await tournamentWith(2);
    await asOrganizer('POST', `/api/tournaments/${id}/start`);
    const [match] = await matchesOf(id);
    const keeper = await createSignedInUser(t.app, { name: 'Kee Per' });
    const found = await asOrganizer(
      'GET',
      `/api/users/search?q=${encodeURIComponent(keeper.email)}`,
    );
    expect(found.json().data).toEqual([
      { id: keeper.user.id, name: 'Kee Per', email: keeper.email },
    ]);
    expect((await asOrganizer('GET', '/api/users/search?q=')).statusCode).toBe(422);
    expect((await asOrganizer('GET', '/api/users/search?q=%25')).json().data.length).toBeLessThan(
      10,
    );
    // A player searches players by name to choose a partner (decision 038), never by email.
    const byPlayer = await callAs(t.app, keeper.token)(
      'GET',
      `/api/users/search?q=${encodeURIComponent(organizer.email)}`,
    );
    expect(byPlayer.statusCode).toBe(200);
    expect(byPlayer.json().data).toEqual([]);

    const url = `/api/matches/${match!.id}/score-keepers`;
    expect(
      (await callAs(t.app, keeper.token)('POST', url, { userId: keeper.user.id })).statusCode,
    ).toBe(403);
    expect((await score(keeper.token, match!, [3], [1])).statusCode).toBe(403);
    const added = await asOrganizer('POST', url, { userId: keeper.user.id });
    expect(added.json()).toMatchObject({ message: 'Score keeper added successfully!' });
    // No email in the list: any user's id can be added, so it would hand out anyone's address.
    expect(added.json().data.scoreKeepers).toEqual([{ id: keeper.user.id, name: 'Kee Per' }]);
    expect((await score(keeper.token, match!, [3], [1])).statusCode).toBe(200);
    expect((await matchesOf(id))[0]!.authorizedScoreKeepers).toEqual([keeper.user.id]);
    const removed = await asOrganizer('DELETE', url, { userId: keeper.user.id });
    expect(removed.json().data.scoreKeepers).toEqual([]);
    expect((await score(keeper.token, match!, [4], [1])).statusCode).toBe(403);
  });

  it('sets a winner once started: a participant, or a custom name with a partner in doubles', async () => {
    const { id, players } = await tournamentWith(4, { format: 'round-robin', numGroups: 2 });
    const url = `/api/tournaments/${id}/winner`;
    expect((await asOrganizer('POST', url, { winnerName: 'Early Bird' })).statusCode).toBe(409);
    await asOrganizer('POST', `/api/tournaments/${id}/start`);
    expect((await asOrganizer('POST', url, {})).json().errors.winnerId).toEqual([
      'Please select a winner',
    ]);
    const [stranger] = await createSessionUsers(t.app.db, 1);
    expect((await asOrganizer('POST', url, { winnerId: stranger!.id })).statusCode).toBe(422);
    expect(
      (await callAs(t.app, players[0]!.token)('POST', url, { winnerId: players[0]!.id }))
        .statusCode,
    ).toBe(403);
    const crowned = await asOrganizer('POST', url, { winnerId: players[1]!.id });
    expect(crowned.json()).toMatchObject({
      message: 'Tournament winner set successfully!',
      data: { status: 'completed', winnerName: players[1]!.name, winnerPartner: null },
    });
    const custom = await asOrganizer('POST', url, { winnerName: 'Club <b>Champ</b>' });
    expect(custom.json().data.winnerName).toBe('Club Champ');
  });
});

describe('the winner endpoint and the champion the matches decide (issue 27)', () => {
  it('refuses a knockout, whose final decides; once decided, names the champion and keeps it', async () => {
    const { id, players } = await tournamentWith(2);
    const url = `/api/tournaments/${id}/winner`;
    await asOrganizer('POST', `/api/tournaments/${id}/start`);
    const early = await asOrganizer('POST', url, { winnerName: 'Someone Else' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      "This tournament's champion is decided by its matches: enter the final's result",
    );
    const [final] = await matchesOf(id);
    expect((await score(organizer.token, final!, [11, 11], [3, 4])).statusCode).toBe(200);
    const champion = players.find((p) => p.id === final!.player1Id)!;
    const late = await asOrganizer('POST', url, { winnerName: 'Someone Else' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(`The matches already decided the champion: ${champion.name}`);
    const [row] = await t.app.db.select().from(tournaments).where(eq(tournaments.id, id));
    expect(row!.winnerName).toBe(champion.name);
  });

  it('refuses a swiss and a round robin with a knockout stage, as their matches decide', async () => {
    for (const overrides of [
      { format: 'swiss' },
      { format: 'round-robin', numGroups: 2, knockoutEnabled: true, advanceCount: 1 },
      { format: 'round-robin', numGroups: 1 },
    ]) {
      const { id } = await tournamentWith(4, overrides);
      await asOrganizer('POST', `/api/tournaments/${id}/start`);
      const answer = await asOrganizer('POST', `/api/tournaments/${id}/winner`, {
        winnerName: 'X',
      });
      expect(answer.statusCode, JSON.stringify(overrides)).toBe(409);
    }
  });
});

describe('match status and early start', () => {
  it('the organizer starts a scheduled match early, once; status changes are for the organizer and keepers', async () => {
    const { id, players } = await tournamentWith(2);
    await asOrganizer('POST', `/api/tournaments/${id}/start`);
    const [match] = await matchesOf(id);
    expect(match!.canStartEarly).toBe(true);
    const player = callAs(t.app, players[0]!.token);
    expect((await player('POST', `/api/matches/${match!.id}/start-early`)).statusCode).toBe(403);
    const early = await asOrganizer('POST', `/api/matches/${match!.id}/start-early`);
    expect(early.json()).toMatchObject({
      message: 'Match started early successfully!',
      data: { status: 'in-progress', canStartEarly: false },
    });
    expect((await asOrganizer('POST', `/api/matches/${match!.id}/start-early`)).statusCode).toBe(
      409,
    );

    const statusUrl = `/api/matches/${match!.id}/status`;
    expect((await player('PUT', statusUrl, { status: 'cancelled' })).statusCode).toBe(403);
    expect((await asOrganizer('PUT', statusUrl, { status: 'completed' })).statusCode).toBe(422);
    const cancelled = await asOrganizer('PUT', statusUrl, { status: 'cancelled' });
    expect(cancelled.json().data.status).toBe('cancelled');
    expect((await score(organizer.token, match!, [11, 11], [1, 1])).statusCode).toBe(409);
    await asOrganizer('PUT', statusUrl, { status: 'in-progress' });
    expect((await score(organizer.token, match!, [11, 11], [1, 1])).statusCode).toBe(200);
    expect((await asOrganizer('PUT', statusUrl, { status: 'scheduled' })).statusCode).toBe(409);
  });
});

describe('GET /api/matches', () => {
  it('filters by tournament, mine, status and search, and counts by status', async () => {
    const { id, players } = await tournamentWith(4);
    await asOrganizer('POST', `/api/tournaments/${id}/start`);
    const [first] = (await matchesOf(id)).filter((m) => m.round === 1);
    await score(organizer.token, first!, [11, 11], [2, 2]);
    const list = async (query: string, token = organizer.token) =>
      (await callAs(t.app, token)('GET', `/api/matches?tournamentId=${id}&${query}`)).json();

    const all = await list('');
    expect(all.data).toHaveLength(4);
    expect(all.meta).toMatchObject({
      total: 4,
      counts: { scheduled: 3, inProgress: 0, completed: 1, total: 4 },
    });
    expect((await list('status=completed')).data.map((m: Match) => m.id)).toEqual([first!.id]);
    const me = players.find((p) => p.id === first!.player1Id)!;
    const mine = await list('mine=true', me.token);
    expect(mine.data.every((m: Match) => [m.player1Id, m.player2Id].includes(me.id))).toBe(true);
    expect(mine.data.length).toBeGreaterThan(0);
    const byName = await list(`q=${encodeURIComponent(me.name)}`);
    expect(byName.data.some((m: Match) => m.id === first!.id)).toBe(true);
    const bad = await callAs(t.app, organizer.token)('GET', '/api/matches?from=yesterday');
    expect(bad.statusCode).toBe(422);
  });
});
