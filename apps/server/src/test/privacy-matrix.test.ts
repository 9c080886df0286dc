import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Match, MatchDetail } from '@courtside/shared/api/match';
import type { PublicTournament } from '@courtside/shared/api/live';
import type { PlayerStats, RankedPlayer } from '@courtside/shared/api/player';
import { TOURNAMENT_MESSAGES, type TournamentDetail } from '@courtside/shared/api/tournament';
import { createSessionUsers, createSignedInUser } from './accounts';
import { buildTestApp, type TestApp } from './build-test-app';
import { scoreAs } from './competition';
import { callAs, createTournamentAs } from './tournaments';

/**
 * The authorization matrix's privacy table (issue 22.2, 22.5, 22.9; decision 012): which fields
 * each kind of caller sees of a hidden rating, a private profile and a private tournament, over
 * every route that answers them. Beside `authorization-matrix.test.ts` (who may call what), this
 * says what each caller is told.
 */
const CALLERS = ['anonymous', 'other', 'participant', 'organizer', 'owner', 'keeper'] as const;
type Caller = (typeof CALLERS)[number];
type Row = Record<Caller, boolean>;

/** Who sees a rating its owner hides (and a private profile's): the owner and the organizer. */
const HIDDEN_RATING: Row = {
  anonymous: false,
  other: false,
  participant: false,
  organizer: true,
  owner: true,
  keeper: false,
};
/** Who sees a match's score keepers: its organizer, its players, the keepers. */
const KEEPERS: Row = {
  anonymous: false,
  other: false,
  participant: false,
  organizer: true,
  owner: true,
  keeper: true,
};
/** Who sees a private tournament's results: its players, keepers and organizer. */
const PRIVATE_RESULTS: Row = {
  anonymous: false,
  other: false,
  participant: true,
  organizer: true,
  owner: true,
  keeper: true,
};

let t: TestApp;
const tokens = {} as Record<Caller, string | null>;
/** The owner hides their rating; `privateId` made their profile private; both play `matchId`. */
let world: {
  publicId: string;
  privateId: string;
  ownerId: string;
  privateProfileId: string;
  matchId: string;
  privateMatchId: string;
  keeperId: string;
};

const as = (caller: Caller) => callAs(t.app, tokens[caller]);

async function startedKnockout(organizerToken: string, playerTokens: string[], isPublic: boolean) {
  const tournament = await createTournamentAs(t.app, organizerToken, {
    maxParticipants: 4,
    isPublic,
  });
  for (const token of playerTokens) {
    const joined = await callAs(t.app, token)('POST', `/api/tournaments/${tournament.id}/join`);
    if (joined.statusCode !== 200) throw new Error(joined.body);
  }
  const started = await callAs(t.app, organizerToken)(
    'POST',
    `/api/tournaments/${tournament.id}/start`,
  );
  if (started.statusCode !== 200) throw new Error(started.body);
  const matches = (
    await callAs(t.app, organizerToken)('GET', `/api/matches/tournament/${tournament.id}`)
  ).json<{ data: Match[] }>().data;
  return { id: tournament.id, matches };
}

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_MAX: '1000000', AUTH_RATE_LIMIT: '1000000' });
  const organizer = await createSignedInUser(t.app, { role: 'organizer', name: 'Olive Organizer' });
  const [owner] = await createSessionUsers(t.app.db, 1, {
    namePrefix: 'Hidden Hana',
    settings: { privacySettings: { showRating: false } },
  });
  const [privateProfile] = await createSessionUsers(t.app.db, 1, {
    namePrefix: 'Private Pat',
    settings: { privacySettings: { profileVisibility: 'private' } },
  });
  const [participant, fourth, other, keeper] = await createSessionUsers(t.app.db, 4, {
    namePrefix: 'Open',
  });
  Object.assign(tokens, {
    anonymous: null,
    other: other!.token,
    participant: participant!.token,
    organizer: organizer.token,
    owner: owner!.token,
    keeper: keeper!.token,
  });
  const players = [owner!, privateProfile!, participant!, fourth!];
  const open = await startedKnockout(
    organizer.token,
    players.map((p) => p.token),
    true,
  );
  // The owner's first match: the participant does not play it (so sees it as a spectator would).
  const match = open.matches.find((m) => m.player1Id === owner!.id || m.player2Id === owner!.id)!;
  expect([match.player1Id, match.player2Id]).not.toContain(participant!.id);
  const added = await callAs(t.app, organizer.token)(
    'POST',
    `/api/matches/${match.id}/score-keepers`,
    { userId: keeper!.id },
  );
  expect(added.statusCode).toBe(200);
  expect((await scoreAs(t.app, organizer.token, match, [11, 11], [4, 6])).statusCode).toBe(200);

  const closed = await startedKnockout(
    organizer.token,
    players.map((p) => p.token),
    false,
  );
  const privateMatch = closed.matches.find(
    (m) => m.player1Id === owner!.id || m.player2Id === owner!.id,
  )!;
  await callAs(t.app, organizer.token)('POST', `/api/matches/${privateMatch.id}/score-keepers`, {
    userId: keeper!.id,
  });
  expect((await scoreAs(t.app, organizer.token, privateMatch, [11, 11], [3, 3])).statusCode).toBe(
    200,
  );
  world = {
    publicId: open.id,
    privateId: closed.id,
    ownerId: owner!.id,
    privateProfileId: privateProfile!.id,
    matchId: match.id,
    privateMatchId: privateMatch.id,
    keeperId: keeper!.id,
  };
}, 120_000);
afterAll(() => t?.close());

const signedIn = CALLERS.filter((c) => c !== 'anonymous');

/** Whether the person `id` comes with a rating key in each list of people of an answer. */
function ratingShown(people: { id: string; rating?: unknown }[], id: string): boolean {
  const person = people.find((p) => p.id === id);
  expect(person, `person ${id} in the answer`).toBeDefined();
  return 'rating' in person!;
}

const playersOf = (m: Pick<Match, 'player1' | 'player2'>) =>
  [m.player1, m.player2].filter((p) => p !== null);

describe('privacy table: a hidden rating and a private profile', () => {
  it('GET /api/public/tournaments/{id} leaves both out for spectators', async () => {
    const body = (await as('anonymous')('GET', `/api/public/tournaments/${world.publicId}`)).json<{
      data: PublicTournament;
    }>().data;
    expect(ratingShown(body.participants, world.ownerId)).toBe(false);
    expect(ratingShown(body.participants, world.privateProfileId)).toBe(false);
    const match = body.matches.find((m) => m.id === world.matchId)!;
    expect(ratingShown(playersOf(match), world.ownerId)).toBe(false);
    expect(JSON.stringify(body)).not.toContain(world.keeperId);
  });

  it.each(signedIn)('GET /api/tournaments/{id} as %s', async (caller) => {
    const detail = (await as(caller)('GET', `/api/tournaments/${world.publicId}`)).json<{
      data: TournamentDetail;
    }>().data;
    const users = detail.participants.map((p) => p.user);
    expect(ratingShown(users, world.ownerId)).toBe(HIDDEN_RATING[caller]);
    expect(ratingShown(users, world.privateProfileId)).toBe(caller === 'organizer');
    expect(detail.canSeeResults).toBe(true);
  });

  const matchRoutes: [string, (caller: Caller) => Promise<Match>][] = [
    [
      'GET /api/matches/tournament/{id}',
      async (caller) =>
        (await as(caller)('GET', `/api/matches/tournament/${world.publicId}`))
          .json<{ data: Match[] }>()
          .data.find((m) => m.id === world.matchId)!,
    ],
    [
      'GET /api/matches?tournamentId=',
      async (caller) =>
        (await as(caller)('GET', `/api/matches?tournamentId=${world.publicId}&limit=50`))
          .json<{ data: Match[] }>()
          .data.find((m) => m.id === world.matchId)!,
    ],
    [
      'GET /api/tournaments/{id}/bracket',
      async (caller) =>
        Object.values(
          (await as(caller)('GET', `/api/tournaments/${world.publicId}/bracket`)).json<{
            data: { bracket: Record<string, Match[]> };
          }>().data.bracket,
        )
          .flat()
          .find((m) => m.id === world.matchId)!,
    ],
    [
      'GET /api/matches/tournament/{id}/bracket',
      async (caller) =>
        Object.values(
          (await as(caller)('GET', `/api/matches/tournament/${world.publicId}/bracket`)).json<{
            data: { bracket: Record<string, Match[]> };
          }>().data.bracket,
        )
          .flat()
          .find((m) => m.id === world.matchId)!,
    ],
    [
      'GET /api/matches/{id}',
      async (caller) =>
        (await as(caller)('GET', `/api/matches/${world.matchId}`)).json<{ data: Match }>().data,
    ],
  ];
  const cases = matchRoutes.flatMap(([route, read]) =>
    signedIn.map((caller) => [route, caller, read] as const),
  );
  it.each(cases)('%s as %s: the rating and the score keepers', async (_route, caller, read) => {
    const match = await read(caller);
    expect(match).toBeDefined();
    expect(ratingShown(playersOf(match), world.ownerId)).toBe(HIDDEN_RATING[caller]);
    expect(match.authorizedScoreKeepers.includes(world.keeperId)).toBe(KEEPERS[caller]);
  });

  it.each(signedIn)('GET /api/matches/{id} ratingChanges as %s', async (caller) => {
    const detail = (await as(caller)('GET', `/api/matches/${world.matchId}`)).json<{
      data: MatchDetail;
    }>().data;
    const change = detail.ratingChanges.find((c) => c.userId === world.ownerId)!;
    expect('before' in change && 'after' in change).toBe(HIDDEN_RATING[caller]);
  });

  it.each(CALLERS)('GET /api/players/rankings as %s', async (caller) => {
    const list = (await as(caller)('GET', '/api/players/rankings?q=Hidden%20Hana&limit=50')).json<{
      data: RankedPlayer[];
    }>().data;
    const row = list.find((p) => p.id === world.ownerId)!;
    // The list is no event's: only the owner sees the hidden rating there.
    expect('rating' in row).toBe(caller === 'owner');
    expect(row.hidden.rating).toBe(caller !== 'owner');
  });
});

describe('privacy table: a private tournament', () => {
  const routes = [
    ['GET /api/matches/tournament/{id}', () => `/api/matches/tournament/${world.privateId}`],
    ['GET /api/tournaments/{id}/bracket', () => `/api/tournaments/${world.privateId}/bracket`],
    [
      'GET /api/matches/tournament/{id}/bracket',
      () => `/api/matches/tournament/${world.privateId}/bracket`,
    ],
    ['GET /api/matches/{id}', () => `/api/matches/${world.privateMatchId}`],
  ] as const;
  const cases = routes.flatMap(([route, url]) =>
    signedIn.map((caller) => [route, caller, url] as const),
  );
  it.each(cases)('%s as %s', async (_route, caller, url) => {
    const response = await as(caller)('GET', url());
    if (PRIVATE_RESULTS[caller]) {
      expect(response.statusCode).toBe(200);
    } else {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ message: TOURNAMENT_MESSAGES.resultsPrivate });
    }
  });

  it.each(signedIn)('GET /api/matches?tournamentId= and the detail as %s', async (caller) => {
    const list = (await as(caller)('GET', `/api/matches?tournamentId=${world.privateId}`)).json<{
      data: Match[];
      meta: { total: number };
    }>();
    expect(list.data.length > 0).toBe(PRIVATE_RESULTS[caller]);
    const detail = (await as(caller)('GET', `/api/tournaments/${world.privateId}`)).json<{
      data: TournamentDetail;
    }>().data;
    expect(detail.canSeeResults).toBe(PRIVATE_RESULTS[caller]);
  });

  it.each(CALLERS)('GET /api/players/{id}/stats as %s', async (caller) => {
    const stats = (await as(caller)('GET', `/api/players/${world.ownerId}/stats`)).json<{
      data: PlayerStats;
    }>().data;
    const tournaments = stats.recentMatches.map((m) => m.tournamentId);
    expect(tournaments).toContain(world.publicId);
    expect(tournaments.includes(world.privateId)).toBe(PRIVATE_RESULTS[caller]);
    // One public match, one private: the figures count what the caller may see.
    expect(stats.gamesPlayed).toBe(PRIVATE_RESULTS[caller] ? 2 : 1);
  });

  it.each(CALLERS)('GET /api/players/rankings figures as %s', async (caller) => {
    const list = (await as(caller)('GET', '/api/players/rankings?q=Hidden%20Hana&limit=50')).json<{
      data: RankedPlayer[];
    }>().data;
    const row = list.find((p) => p.id === world.ownerId)!;
    expect(row.gamesPlayed).toBe(PRIVATE_RESULTS[caller] ? 2 : 1);
    const one = (await as(caller)('GET', `/api/players/${world.ownerId}`)).json<{
      data: RankedPlayer;
    }>().data;
    expect(one.gamesPlayed).toBe(row.gamesPlayed);
  });
});

describe('privacy table: "Looking for a partner" (decision 038)', () => {
  let doublesId: string;
  let privatePartnerId: string;
  beforeAll(async () => {
    const doubles = await createTournamentAs(t.app, tokens.organizer!, { type: 'doubles' });
    doublesId = doubles.id;
    for (const caller of ['owner', 'participant'] as const) {
      const joined = await as(caller)('POST', `/api/tournaments/${doublesId}/join`);
      expect(joined.statusCode, joined.body).toBe(200);
    }
    const [privateProfile] = await createSessionUsers(t.app.db, 1, {
      namePrefix: 'Private Partner',
      settings: { privacySettings: { profileVisibility: 'private' } },
    });
    privatePartnerId = privateProfile!.id;
    await callAs(t.app, privateProfile!.token)('POST', `/api/tournaments/${doublesId}/join`);
  });

  it.each(signedIn)('GET /api/tournaments/{id}/looking-for-partner as %s', async (caller) => {
    const response = await as(caller)('GET', `/api/tournaments/${doublesId}/looking-for-partner`);
    expect(response.statusCode).toBe(200);
    const listed = response.json<{ data: { id: string; rating?: unknown }[] }>().data;
    expect(listed).toHaveLength(3);
    expect(ratingShown(listed, world.ownerId)).toBe(HIDDEN_RATING[caller]);
    expect(ratingShown(listed, privatePartnerId)).toBe(caller === 'organizer');
    expect(Object.keys(listed.find((p) => p.id === privatePartnerId)!).sort()).toEqual(
      caller === 'organizer'
        ? ['id', 'name', 'profileImage', 'provisional', 'rating']
        : ['id', 'name', 'profileImage'],
    );
  });

  it('anonymous: 401', async () => {
    const response = await as('anonymous')(
      'GET',
      `/api/tournaments/${doublesId}/looking-for-partner`,
    );
    expect(response.statusCode).toBe(401);
  });
});
