import { gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TournamentListResponse } from '@courtside/shared/api/tournament';
import { tournamentParticipants, tournaments } from '../../../db/schema';
import { createSessionUsers } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { callAs, createTournamentAs } from '../../../test/tournaments';

// The list's totals come from counters the database keeps (decision 008); here they are
// compared, after every kind of change, with a count of the rows themselves.

let t: TestApp;
let organizer: { id: string; token: string };
let players: { id: string; token: string }[];
beforeAll(async () => {
  t = await buildTestApp();
  organizer = (await createSessionUsers(t.app.db, 1, { role: 'organizer' }))[0]!;
  players = await createSessionUsers(t.app.db, 12);
});
afterAll(() => t.close());

const list = async (query = '') => {
  const response = await callAs(t.app, players[0]!.token)('GET', `/api/tournaments${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<TournamentListResponse>();
};
const as = (token: string) => callAs(t.app, token);

/** The tiles and the filtered totals, counted from the rows. */
async function recount() {
  const [row] = await t.app.db
    .select({
      total: sql<number>`count(*)::int`,
      upcoming: sql<number>`(count(*) filter (where ${tournaments.status} = 'upcoming'))::int`,
      ongoing: sql<number>`(count(*) filter (where ${tournaments.status} = 'ongoing'))::int`,
      totalPlayers: sql<number>`(select count(distinct ${tournamentParticipants.userId})::int
        from ${tournamentParticipants})`,
    })
    .from(tournaments);
  return row!;
}

const countWhere = async (where: ReturnType<typeof sql>) =>
  (
    await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(tournaments)
      .where(where)
  )[0]!.n;

/** Every total the list answers equals the recount, with and without filters. */
async function expectTotalsToMatchTheRows() {
  const expected = await recount();
  const all = await list('?limit=1');
  expect(all.meta.totals).toEqual(expected);
  expect(all.meta.total).toBe(expected.total);
  for (const status of ['upcoming', 'ongoing', 'completed'] as const) {
    for (const type of ['singles', 'doubles', 'mixed'] as const) {
      const filtered = await list(`?status=${status}&type=${type}&limit=1`);
      expect(filtered.meta.total, `${status} ${type}`).toBe(
        await countWhere(sql`${tournaments.status} = ${status} and ${tournaments.type} = ${type}`),
      );
      expect(filtered.meta.totals).toEqual(expected);
    }
  }
  expect((await list('?type=doubles')).meta.total).toBe(
    await countWhere(sql`${tournaments.type} = 'doubles'`),
  );
  expect((await list('?q=cup')).meta.total).toBe(
    await countWhere(sql`${tournaments.name} ilike '%cup%'`),
  );
  return expected;
}

describe('the list totals follow every change', () => {
  const ids: string[] = [];

  it('after creating tournaments', async () => {
    for (const [name, type] of [
      ['Totals Cup A', 'singles'],
      ['Totals Cup B', 'singles'],
      ['Totals Doubles', 'doubles'],
      ['Totals Mixed', 'mixed'],
    ] as const) {
      ids.push((await createTournamentAs(t.app, organizer.token, { name, type })).id);
    }
    expect(await expectTotalsToMatchTheRows()).toMatchObject({ total: 4, totalPlayers: 0 });
  });

  it('after joins, a player in two tournaments counting once', async () => {
    for (const p of players.slice(0, 4)) {
      expect((await as(p.token)('POST', `/api/tournaments/${ids[0]}/join`)).statusCode).toBe(200);
    }
    await as(players[0]!.token)('POST', `/api/tournaments/${ids[1]}/join`);
    expect(await expectTotalsToMatchTheRows()).toMatchObject({ totalPlayers: 4 });
  });

  it('after leaving: only a player left with no place stops counting', async () => {
    await as(players[0]!.token)('POST', `/api/tournaments/${ids[0]}/leave`);
    expect(await expectTotalsToMatchTheRows()).toMatchObject({ totalPlayers: 4 });
    await as(players[3]!.token)('POST', `/api/tournaments/${ids[0]}/leave`);
    expect(await expectTotalsToMatchTheRows()).toMatchObject({ totalPlayers: 3 });
  });

  it('after the organizer adds and removes players, and the waitlist moves up', async () => {
    await as(organizer.token)('PUT', `/api/tournaments/${ids[2]}`, { maxParticipants: 2 });
    for (const p of players.slice(4, 7)) {
      await as(p.token)('POST', `/api/tournaments/${ids[2]}/waitlist`);
      await as(p.token)('POST', `/api/tournaments/${ids[2]}/join`);
    }
    expect(await expectTotalsToMatchTheRows()).toMatchObject({ totalPlayers: 5 });
    const removed = await as(organizer.token)(
      'DELETE',
      `/api/tournaments/${ids[2]}/participants/${players[4]!.id}`,
    );
    expect(removed.statusCode).toBe(200);
    // players[6] moved up from the waitlist into the free place.
    expect(await expectTotalsToMatchTheRows()).toMatchObject({ totalPlayers: 5 });
  });

  it('after a start, a completion written straight to the table, and a delete', async () => {
    const started = await as(organizer.token)('POST', `/api/tournaments/${ids[0]}/start`);
    expect(started.statusCode).toBe(200);
    expect(await expectTotalsToMatchTheRows()).toMatchObject({ upcoming: 3, ongoing: 1 });
    await t.app.db
      .update(tournaments)
      .set({ status: 'completed', type: 'mixed' })
      .where(eq(tournaments.id, ids[0]!));
    expect(await expectTotalsToMatchTheRows()).toMatchObject({ upcoming: 3, ongoing: 0 });
    // players[0] is only in ids[1]: deleting it leaves them without a place.
    expect((await as(organizer.token)('DELETE', `/api/tournaments/${ids[1]}`)).statusCode).toBe(
      200,
    );
    expect(await expectTotalsToMatchTheRows()).toMatchObject({ total: 3, totalPlayers: 4 });
  });

  it('not after a transaction that rolls back', async () => {
    const before = await recount();
    await expect(
      t.app.db.transaction(async (tx) => {
        await tx
          .insert(tournamentParticipants)
          .values(players.slice(8).map((p) => ({ tournamentId: ids[3]!, userId: p.id })));
        await tx.delete(tournaments).where(eq(tournaments.id, ids[2]!));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await expectTotalsToMatchTheRows()).toEqual(before);
  });

  it('after concurrent joins, the same players in several tournaments at once', async () => {
    const more = await Promise.all(
      ['Rush 1', 'Rush 2', 'Rush 3'].map((name) =>
        createTournamentAs(t.app, organizer.token, { name }),
      ),
    );
    const joins = more.flatMap((tournament) =>
      players.slice(7).map((p) => as(p.token)('POST', `/api/tournaments/${tournament.id}/join`)),
    );
    expect((await Promise.all(joins)).map((r) => r.statusCode)).toEqual(joins.map(() => 200));
    expect(await expectTotalsToMatchTheRows()).toMatchObject({ totalPlayers: 9 });
  });
});

describe('search', () => {
  beforeAll(async () => {
    for (const [name, location] of [
      ['Lakeside Slam', 'Naples, FL'],
      ['Harbour Classic', 'Portland, OR'],
    ]) {
      await createTournamentAs(t.app, organizer.token, { name, location });
    }
  });

  it.each([
    ['a substring in the middle of a word', 'aples', ['Lakeside Slam']],
    ['any mix of case', 'hArBoUr', ['Harbour Classic']],
    ['the location', 'ORTLAND, o', ['Harbour Classic']],
    ['two letters, shorter than a trigram', 'bo', ['Harbour Classic']],
    ['nothing when nothing matches', 'zzz', []],
  ])('finds %s', async (_case, q, names) => {
    const found = await list(`?q=${encodeURIComponent(q)}&limit=100`);
    expect(found.data.map((x) => x.name)).toEqual(names);
    expect(found.meta.total).toBe(names.length);
  });

  it('refuses a line break, the one thing that could match across the name and the location', async () => {
    // search_text is `lower(name) || chr(10) || lower(location)` (migration 0009).
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/tournaments?q=${encodeURIComponent('classic\nportland')}`,
      headers: { authorization: `Bearer ${organizer.token}` },
    });
    expect(res.statusCode).toBe(422);
  });
});

describe('paging', () => {
  it('pages through every tournament newest first, the last page as any other', async () => {
    const everything = (await list('?limit=100')).data.map((x) => x.id);
    expect(everything.length).toBeGreaterThan(5);
    const paged: string[] = [];
    for (let page = 1; page <= Math.ceil(everything.length / 3); page += 1) {
      paged.push(...(await list(`?limit=3&page=${page}`)).data.map((x) => x.id));
    }
    expect(paged).toEqual(everything);
    const beyond = await list(`?limit=3&page=${everything.length}`);
    expect(beyond.data).toEqual([]);
    expect(beyond.meta.total).toBe(everything.length);
  });
});

describe('compression', () => {
  const get = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'GET',
      url: '/api/tournaments?limit=100',
      headers: { authorization: `Bearer ${players[0]!.token}`, ...headers },
    });

  it('gzips a page for a client that accepts gzip, the same answer as the plain one', async () => {
    const plain = await get({});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    for (let i = 0; i < 2; i += 1) {
      // The second answer comes from the stored gzip.
      const zipped = await get({ 'accept-encoding': 'gzip, deflate, br' });
      expect(zipped.statusCode).toBe(200);
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(zipped.headers.vary).toMatch(/accept-encoding/i);
      expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
      expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    }
  });

  it('sends it plain to a client that refuses gzip', async () => {
    const refused = await get({ 'accept-encoding': 'gzip;q=0, br' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json<TournamentListResponse>().data.length).toBeGreaterThan(5);
  });
});

describe('mine=true', () => {
  let ids: string[];
  let amy: { id: string; token: string };
  let ben: { id: string; token: string };
  beforeAll(async () => {
    const pair = await createSessionUsers(t.app.db, 2);
    amy = pair[0]!;
    ben = pair[1]!;
    ids = [];
    for (const [name, type] of [
      ['Mine Open', 'singles'],
      ['Mine Doubles', 'doubles'],
      ['Mine Full', 'singles'],
      ['Mine Other', 'singles'],
    ] as const) {
      ids.push((await createTournamentAs(t.app, organizer.token, { name, type })).id);
    }
    // Amy holds places in the first two and waits for the third; Ben holds one in the fourth.
    for (const id of ids.slice(0, 2)) await as(amy.token)('POST', `/api/tournaments/${id}/join`);
    await as(organizer.token)('PUT', `/api/tournaments/${ids[2]}`, { maxParticipants: 4 });
    for (const p of players.slice(0, 4))
      await as(p.token)('POST', `/api/tournaments/${ids[2]}/join`);
    await as(amy.token)('POST', `/api/tournaments/${ids[2]}/waitlist`);
    await as(ben.token)('POST', `/api/tournaments/${ids[3]}/join`);
  });

  const listAs = async (token: string, query: string) => {
    const response = await as(token)('GET', `/api/tournaments?${query}`);
    expect(response.statusCode).toBe(200);
    return response.json<TournamentListResponse>();
  };
  /** The viewer's places counted from the rows, with an optional filter on the tournament. */
  const placesOf = (userId: string, where = sql`true`) =>
    countWhere(
      sql`${tournaments.id} in (select ${tournamentParticipants.tournamentId}
        from ${tournamentParticipants} where ${tournamentParticipants.userId} = ${userId})
        and ${where}`,
    );

  it("lists only the viewer's places (not the waitlist), with the site-wide totals", async () => {
    const mine = await listAs(amy.token, 'mine=true&limit=100');
    expect(mine.data.map((x) => x.name)).toEqual(['Mine Doubles', 'Mine Open']);
    expect(mine.data.every((x) => x.isParticipant)).toBe(true);
    expect(mine.meta.total).toBe(2);
    expect(mine.meta.total).toBe(await placesOf(amy.id));
    expect(mine.meta.totals).toEqual(await recount());
    // mine=false is no filter at all.
    const everyone = await listAs(amy.token, 'mine=false&limit=1');
    expect(everyone.meta.total).toBe((await recount()).total);
  });

  it("never serves one viewer's page to another, whoever asks first", async () => {
    for (let round = 0; round < 2; round += 1) {
      const ofAmy = await listAs(amy.token, 'mine=true&limit=1');
      const ofBen = await listAs(ben.token, 'mine=true&limit=1');
      const ofOrganizer = await listAs(organizer.token, 'mine=true&limit=1');
      expect(ofAmy.data.map((x) => x.id)).toEqual([ids[1]]);
      expect(ofAmy.meta.total).toBe(2);
      expect(ofBen.data.map((x) => x.id)).toEqual([ids[3]]);
      expect(ofBen.meta.total).toBe(1);
      // An organizer's own are the tournaments they run.
      expect(ofOrganizer.meta.total).toBeGreaterThanOrEqual(4);
      expect(ofOrganizer.meta.total).toBe(
        await countWhere(sql`${tournaments.organizerId} = ${organizer.id}`),
      );
    }
    // The shared page is still everyone's, with each viewer's own marks laid over it.
    const shared = await listAs(ben.token, 'limit=100');
    expect(shared.data.filter((x) => x.isParticipant).map((x) => x.id)).toEqual([ids[3]]);
  });

  it('combines with the search, status and type filters and pages like the rest', async () => {
    const doubles = await listAs(amy.token, 'mine=true&type=doubles');
    expect(doubles.data.map((x) => x.name)).toEqual(['Mine Doubles']);
    expect(doubles.meta.total).toBe(await placesOf(amy.id, sql`${tournaments.type} = 'doubles'`));
    const searched = await listAs(amy.token, 'mine=true&q=open&status=upcoming&type=singles');
    expect(searched.data.map((x) => x.name)).toEqual(['Mine Open']);
    expect(searched.meta.total).toBe(1);
    expect((await listAs(amy.token, 'mine=true&status=ongoing')).meta.total).toBe(0);
    const pages = [1, 2, 3].map((page) => listAs(amy.token, `mine=true&limit=1&page=${page}`));
    expect((await Promise.all(pages)).map((p) => p.data.map((x) => x.name))).toEqual([
      ['Mine Doubles'],
      ['Mine Open'],
      [],
    ]);
  });

  it('follows a join and a leave on the next request', async () => {
    await listAs(amy.token, 'mine=true&limit=100'); // cached
    await as(amy.token)('POST', `/api/tournaments/${ids[3]}/join`);
    const joined = await listAs(amy.token, 'mine=true&limit=100');
    expect(joined.data.map((x) => x.name)).toEqual(['Mine Other', 'Mine Doubles', 'Mine Open']);
    expect(joined.meta.total).toBe(await placesOf(amy.id));
    await as(amy.token)('POST', `/api/tournaments/${ids[0]}/leave`);
    const left = await listAs(amy.token, 'mine=true&limit=100');
    expect(left.data.map((x) => x.name)).toEqual(['Mine Other', 'Mine Doubles']);
    expect(left.meta.total).toBe(2);
    expect((await listAs(ben.token, 'mine=true')).meta.total).toBe(1);
  });

  it('is documented in the OpenAPI document', async () => {
    const document = (await t.app.inject('/api/docs/json')).json<{
      paths: Record<string, { get?: { parameters?: { name: string; in: string }[] } }>;
    }>();
    const parameters = document.paths['/api/tournaments/']?.get?.parameters ?? [];
    expect(parameters).toContainEqual(expect.objectContaining({ name: 'mine', in: 'query' }));
  });

  it('refuses a value other than true or false', async () => {
    const response = await as(amy.token)('GET', '/api/tournaments?mine=yes');
    expect(response.statusCode).toBe(422);
  });
});
