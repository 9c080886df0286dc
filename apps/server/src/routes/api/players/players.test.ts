import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { PlayerStats, RankedPlayer } from '@courtside/shared/api/player';
import type { Match } from '@courtside/shared/api/match';
import { PLAYER_SORTS } from '@courtside/shared/constants';
import {
  matches,
  ratingHistory,
  teamMembers,
  tournamentParticipants,
  tournaments,
  users,
} from '../../../db/schema';
import { createSessionUsers, createSignedInUser } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { matchesOf, scoreAs, tournamentWith, type SessionPlayer } from '../../../test/competition';
import { callAs } from '../../../test/tournaments';

let t: TestApp;
let organizer: Awaited<ReturnType<typeof createSignedInUser>>;
let singles: { id: string; players: SessionPlayer[] };
let doubles: { id: string; players: SessionPlayer[] };

const as = (token: string | null) => callAs(t.app, token);
const owner = () => as(organizer.token);

/** Scores a match so that side 1 wins when `side1Wins`, with a game each way sometimes. */
async function play(match: Match, side1Wins: boolean, close = false) {
  const [a, b] = close
    ? [
        [11, 8, 11],
        [7, 11, 9],
      ]
    : [
        [11, 11],
        [4, 6],
      ];
  const response = await scoreAs(
    t.app,
    organizer.token,
    match,
    side1Wins ? a : b,
    side1Wins ? b : a,
  );
  expect(response.statusCode, response.body).toBe(200);
}

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_MAX: '1000000' });
  organizer = await createSignedInUser(t.app, { role: 'organizer', name: 'Stats Organizer' });
  // A singles round robin of 5 (10 matches), one of them started early and one corrected.
  singles = await tournamentWith(t.app, organizer.token, 5, { format: 'round-robin' });
  await t.app.db
    .update(users)
    .set({ name: 'Rank Alpha' })
    .where(eq(users.id, singles.players[0]!.id));
  expect((await owner()('POST', `/api/tournaments/${singles.id}/start`)).statusCode).toBe(200);
  const rr = await matchesOf(t.app, organizer.token, singles.id);
  const ready = rr.filter((m) => m.player1Id && m.player2Id);
  expect(ready.length).toBe(10);
  const early = await owner()('POST', `/api/matches/${ready[0]!.id}/start-early`);
  expect(early.statusCode, early.body).toBe(200);
  for (const [i, match] of ready.slice(0, -1).entries())
    await play(match, i % 3 !== 1, i % 2 === 0);
  // The owner corrects a completed result, flipping its winner: every figure must follow.
  const corrected = await scoreAs(t.app, organizer.token, ready[1]!, [11, 11], [2, 3], {
    isCorrection: true,
  });
  expect(corrected.statusCode, corrected.body).toBe(200);
  await play(ready.at(-1)!, false);
  // A doubles knockout of 4: two teams, one final, a champion team.
  doubles = await tournamentWith(t.app, organizer.token, 4, { type: 'doubles' });
  const ids = doubles.players.map((p) => p.id);
  const teamsSaved = await owner()('POST', `/api/teams/tournament/${doubles.id}`, {
    teams: [{ playerIds: [ids[0], ids[1]] }, { playerIds: [ids[2], ids[3]] }],
  });
  expect(teamsSaved.statusCode, teamsSaved.body).toBe(200);
  expect((await owner()('POST', `/api/tournaments/${doubles.id}/start`)).statusCode).toBe(200);
  const [final] = (await matchesOf(t.app, organizer.token, doubles.id)).filter((m) => m.player1Id);
  await play(final!, true, true);
}, 120_000);
afterAll(() => t?.close());

/** The figures of one player worked out here from the stored matches, independently. */
async function recompute(userId: string) {
  const completed = await t.app.db.select().from(matches).where(eq(matches.status, 'completed'));
  const members = await t.app.db.select().from(teamMembers);
  const onSide = (side: string | null) =>
    side === userId || members.some((m) => m.teamId === side && m.userId === userId);
  const mine = completed
    .filter((m) => m.winnerId && (onSide(m.side1Id) || onSide(m.side2Id)))
    .sort((a, b) => b.completedAt!.getTime() - a.completedAt!.getTime());
  const results = mine.map((m) => (onSide(m.winnerId) ? 'W' : 'L'));
  const wins = results.filter((r) => r === 'W').length;
  const losses = results.length - wins;
  let streak = 0;
  while (streak < results.length && results[streak] === results[0]) streak += 1;
  let longest = 0;
  let run = 0;
  for (const r of [...results].reverse()) {
    run = r === 'W' ? run + 1 : 0;
    longest = Math.max(longest, run);
  }
  // A match shorter than a minute has no real timing (a score entered right after the start).
  const timed = mine.filter(
    (m) => m.actualStartTime && m.completedAt!.getTime() - m.actualStartTime.getTime() >= 60_000,
  );
  const totalMinutes = timed.reduce(
    (sum, m) => sum + (m.completedAt!.getTime() - m.actualStartTime!.getTime()) / 60_000,
    0,
  );
  const games = timed.reduce((sum, m) => sum + m.games.length, 0);
  const history = await t.app.db
    .select()
    .from(ratingHistory)
    .where(eq(ratingHistory.userId, userId));
  const places = await t.app.db
    .select({ t: tournaments })
    .from(tournamentParticipants)
    .innerJoin(tournaments, eq(tournaments.id, tournamentParticipants.tournamentId))
    .where(eq(tournamentParticipants.userId, userId));
  const finished = places.filter((p) => p.t.status === 'completed').map((p) => p.t);
  const [me] = await t.app.db.select().from(users).where(eq(users.id, userId));
  const won = finished.filter((f) =>
    f.type === 'singles'
      ? f.winnerId === userId
      : f.winnerName === me!.name || f.winnerPartner === me!.name,
  ).length;
  return {
    wins,
    losses,
    gamesPlayed: results.length,
    winRate: results.length ? Math.round((wins / results.length) * 100) : 0,
    form: results.slice(0, 5),
    currentStreak: results.length ? { result: results[0], length: streak } : null,
    longestWinStreak: longest,
    averageMatchMinutes: timed.length ? Math.round((totalMinutes / timed.length) * 10) / 10 : null,
    averageGameMinutes: games ? Math.round((totalMinutes / games) * 10) / 10 : null,
    bestRating: history.length ? Math.max(...history.flatMap((h) => [h.before, h.after])) : null,
    tournamentsPlayed: finished.length,
    tournamentsWon: won,
    currentRating: me!.rating,
    ratingPoints: history.length,
  };
}

const statsOf = async (id: string, token: string | null = organizer.token) => {
  const response = await as(token)('GET', `/api/players/${id}/stats`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: PlayerStats }>().data;
};

describe('GET /api/players/{id}/stats', () => {
  it('equals an independent recomputation from the matches, for every player', async () => {
    for (const player of [...singles.players, ...doubles.players]) {
      const stats = await statsOf(player.id);
      const expected = await recompute(player.id);
      expect(stats).toMatchObject({
        wins: expected.wins,
        losses: expected.losses,
        gamesPlayed: expected.gamesPlayed,
        winRate: expected.winRate,
        form: expected.form,
        currentStreak: expected.currentStreak,
        longestWinStreak: expected.longestWinStreak,
        averageMatchMinutes: expected.averageMatchMinutes,
        averageGameMinutes: expected.averageGameMinutes,
        bestRating: expected.bestRating,
        tournamentsPlayed: expected.tournamentsPlayed,
        tournamentsWon: expected.tournamentsWon,
        currentRating: expected.currentRating,
      });
      expect(stats.ratingHistory).toHaveLength(expected.ratingPoints);
      expect(stats.recentMatches.map((m) => m.result)).toEqual(expected.form);
    }
  });

  it('credits the doubles champions with the tournament and names the other team as opponent', async () => {
    const [final] = (await matchesOf(t.app, organizer.token, doubles.id)).filter((m) => m.team1);
    const championIds = final!.team1!.players.map((p) => p.id);
    const runnerUpIds = final!.team2!.players.map((p) => p.id);
    const won = await statsOf(championIds[0]!);
    expect(won).toMatchObject({ tournamentsPlayed: 1, tournamentsWon: 1, tournamentWinRate: 100 });
    expect(runnerUpIds).toContain(won.favoriteOpponent?.id);
    expect(won.recentMatches[0]!.opponent).toBe(final!.team2!.name);
    const lost = await statsOf(runnerUpIds[0]!);
    expect(lost).toMatchObject({ tournamentsWon: 0, tournamentWinRate: 0, form: ['L'] });
    expect(lost.recentMatches[0]!.games).toEqual([
      [7, 11],
      [11, 8],
      [9, 11],
    ]);
  });

  it('gives null, not a made-up number, when there is nothing to compute', async () => {
    const [fresh] = await createSessionUsers(t.app.db, 1);
    const stats = await statsOf(fresh!.id);
    expect(stats).toMatchObject({
      wins: 0,
      losses: 0,
      winRate: 0,
      bestRating: null,
      currentStreak: null,
      averageMatchMinutes: null,
      tournamentWinRate: null,
      favoriteOpponent: null,
      form: [],
      lastDays: { winRate: null, trend: null },
    });
  });
});

describe('GET /api/players/rankings and /with-stats', () => {
  const rankings = async (query: string, token: string | null = organizer.token) => {
    const response = await as(token)('GET', `/api/players/rankings?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{
      data: RankedPlayer[];
      meta: { total: number; sort: string; summary: Record<string, number | null> };
    }>();
  };
  const tournamentPlayers = () => [...singles.players, ...doubles.players].map((p) => p.id);

  it("has each player's wins, losses and games as the matches give them", async () => {
    const { data } = await rankings('limit=100');
    for (const id of tournamentPlayers()) {
      const row = data.find((p) => p.id === id)!;
      const expected = await recompute(id);
      expect(row).toMatchObject({
        wins: expected.wins,
        losses: expected.losses,
        gamesPlayed: expected.gamesPlayed,
        winRate: expected.winRate,
      });
    }
  });

  it('sorts five ways, pages, and numbers the ranks across pages', async () => {
    const [first] = (await rankings('limit=100')).data;
    expect(first).toBeDefined();
    for (const sort of PLAYER_SORTS) {
      const all = (await rankings(`sort=${sort}&limit=100`)).data;
      const key = (p: RankedPlayer): number | string =>
        sort === 'name' ? p.name.toLowerCase() : ((p as Record<string, unknown>)[sort] as number);
      for (let i = 1; i < all.length; i += 1) {
        const [a, b] = [key(all[i - 1]!), key(all[i]!)];
        if (sort === 'name') expect(a <= b, `${sort} ${a} ${b}`).toBe(true);
        else expect((a as number) >= (b as number), `${sort} ${a} ${b}`).toBe(true);
      }
      const page2 = (await rankings(`sort=${sort}&limit=3&page=2`)).data;
      expect(page2.map((p) => p.id)).toEqual(all.slice(3, 6).map((p) => p.id));
      expect(page2.map((p) => p.rank)).toEqual([4, 5, 6].slice(0, page2.length));
    }
    const withStats = await as(organizer.token)('GET', '/api/players/with-stats?limit=100');
    expect(withStats.json<{ meta: { sort: string } }>().meta.sort).toBe('name');
  });

  it("searches by name on the server and filters by the spec's level bands", async () => {
    const found = await rankings('q=rank%20alp');
    expect(found.data.map((p) => p.id)).toEqual([singles.players[0]!.id]);
    const bands = {
      beginner: [0, 3.5],
      intermediate: [3.5, 4],
      advanced: [4, 4.5],
      expert: [4.5, 99],
    };
    for (const [level, [min, max]] of Object.entries(bands)) {
      const { data, meta } = await rankings(`level=${level}&limit=100`);
      for (const p of data) {
        expect(p.rating!).toBeGreaterThanOrEqual(min!);
        expect(p.rating!).toBeLessThan(max!);
        expect(p.level).toBe(level);
      }
      expect(meta.total).toBe(data.length);
    }
    expect((await rankings('q=nobody-has-this-name')).data).toEqual([]);
  });

  it('summarises the filtered players for the four cards', async () => {
    const { data, meta } = await rankings('limit=100');
    const rated = data.filter((p) => p.rating !== null).map((p) => p.rating!);
    expect(meta.summary.totalPlayers).toBe(data.length);
    expect(meta.summary.totalGames).toBe(data.reduce((s, p) => s + (p.gamesPlayed ?? 0), 0));
    expect(meta.summary.averageRating).toBeCloseTo(
      rated.reduce((s, r) => s + r, 0) / rated.length,
      2,
    );
    const played = data.filter((p) => (p.gamesPlayed ?? 0) > 0);
    expect(meta.summary.averageWinRate).toBe(
      Math.round(played.reduce((s, p) => s + p.winRate!, 0) / played.length),
    );
  });
});

describe('privacy in the players screens', () => {
  it("keeps a private player out of everyone else's lists and answers 404 for them", async () => {
    const [secret, viewer] = await createSessionUsers(t.app.db, 2, {
      namePrefix: 'Secretive Sam',
      settings: { privacySettings: { profileVisibility: 'private' } },
    });
    await t.app.db.update(users).set({ settings: {} }).where(eq(users.id, viewer!.id));
    const others = await as(viewer!.token)('GET', '/api/players/rankings?q=secretive&limit=100');
    expect(others.json<{ data: RankedPlayer[] }>().data.map((p) => p.id)).not.toContain(secret!.id);
    const own = await as(secret!.token)('GET', '/api/players/rankings?q=secretive&limit=100');
    expect(own.json<{ data: RankedPlayer[] }>().data.map((p) => p.id)).toContain(secret!.id);
    for (const path of [`/api/players/${secret!.id}`, `/api/players/${secret!.id}/stats`]) {
      expect((await as(viewer!.token)('GET', path)).statusCode).toBe(404);
      expect((await as(null)('GET', path)).statusCode).toBe(404);
    }
  });

  it('shows anonymous callers public players only; players-only ones to signed-in users', async () => {
    const [open, members] = await createSessionUsers(t.app.db, 2, { namePrefix: 'Visible Vic' });
    await t.app.db
      .update(users)
      .set({ settings: { privacySettings: { profileVisibility: 'players' } } })
      .where(eq(users.id, members!.id));
    const anonymous = await as(null)('GET', '/api/players/with-stats?q=visible%20vic');
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json<{ data: RankedPlayer[] }>().data.map((p) => p.id)).toEqual([open!.id]);
    const signedIn = await as(organizer.token)('GET', '/api/players/with-stats?q=visible%20vic');
    expect(
      signedIn
        .json<{ data: RankedPlayer[] }>()
        .data.map((p) => p.id)
        .sort(),
    ).toEqual([open!.id, members!.id].sort());
    expect((await as(null)('GET', `/api/players/${members!.id}`)).statusCode).toBe(401);
  });

  it('hides rating and statistics as chosen, in lists, sorts, filters and the stats route', async () => {
    const player = singles.players[1]!;
    await t.app.db
      .update(users)
      .set({ settings: { privacySettings: { showRating: false, showStats: false } } })
      .where(eq(users.id, player.id));
    const [viewer] = await createSessionUsers(t.app.db, 1);
    const list = await as(viewer!.token)('GET', '/api/players/rankings?sort=wins&limit=100');
    const rows = list.json<{ data: RankedPlayer[] }>().data;
    const row = rows.find((p) => p.id === player.id)!;
    expect(row).toMatchObject({
      wins: null,
      losses: null,
      winRate: null,
      level: null,
    });
    // A hidden rating is left out, not sent as null (issue 23.2, decision 012).
    expect(row).not.toHaveProperty('rating');
    expect(row).not.toHaveProperty('provisional');
    expect(row.hidden).toEqual({ rating: true, stats: true });
    // Sorted after everyone whose wins are shown, so the order does not give them away.
    expect(rows.slice(rows.indexOf(row) + 1).every((p) => p.wins === null)).toBe(true);
    for (const level of ['beginner', 'intermediate', 'advanced', 'expert']) {
      const filtered = await as(viewer!.token)(
        'GET',
        `/api/players/rankings?level=${level}&limit=100`,
      );
      expect(filtered.json<{ data: RankedPlayer[] }>().data.map((p) => p.id)).not.toContain(
        player.id,
      );
    }
    const stats = await as(viewer!.token)('GET', `/api/players/${player.id}/stats`);
    expect(stats.statusCode).toBe(403);
    expect((await as(player.token)('GET', `/api/players/${player.id}/stats`)).statusCode).toBe(200);
    const self = (await as(player.token)('GET', `/api/players/${player.id}`)).json<{
      data: RankedPlayer;
    }>().data;
    expect(self.wins).not.toBeNull();
    await t.app.db.update(users).set({ settings: {} }).where(eq(users.id, player.id));
  });
  it('leaves the rating out of the stats of a player who hides it but shows their statistics', async () => {
    const player = singles.players[2]!;
    await t.app.db
      .update(users)
      .set({ settings: { privacySettings: { showRating: false, showStats: true } } })
      .where(eq(users.id, player.id));
    const [viewer] = await createSessionUsers(t.app.db, 1);
    const stats = await as(viewer!.token)('GET', `/api/players/${player.id}/stats`);
    expect(stats.statusCode).toBe(200);
    expect(stats.json<{ data: Record<string, unknown> }>().data).toMatchObject({
      currentRating: null,
      bestRating: null,
      ratingHistory: [],
    });
    const own = await as(player.token)('GET', `/api/players/${player.id}/stats`);
    expect(
      own.json<{ data: { currentRating: number | null } }>().data.currentRating,
    ).not.toBeNull();
    await t.app.db.update(users).set({ settings: {} }).where(eq(users.id, player.id));
  });
});

describe('PUT /api/players/{id}', () => {
  it('edits the own player fields only', async () => {
    const [me, other] = await createSessionUsers(t.app.db, 2);
    await t.app.db.delete(ratingHistory).where(inArray(ratingHistory.userId, [me!.id]));
    const saved = await as(me!.token)('PUT', `/api/players/${me!.id}`, {
      preferredHand: 'ambidextrous',
      favoriteShot: 'lob',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<{ data: { preferredHand: string } }>().data.preferredHand).toBe(
      'ambidextrous',
    );
    expect(
      (await as(me!.token)('PUT', `/api/players/${other!.id}`, { favoriteShot: 'lob' })).statusCode,
    ).toBe(403);
    const mass = await as(me!.token)('PUT', `/api/players/${me!.id}`, {
      name: 'New Name',
      wins: 99,
    });
    expect(mass.statusCode).toBe(422);
  });
});
