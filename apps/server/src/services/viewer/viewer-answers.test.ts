import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Match } from '@courtside/shared/api/match';
import type { PublicUser } from '@courtside/shared/api/user';
import type { Team, TournamentDetail } from '@courtside/shared/api/tournament';
import { RATING_DEFAULT, RATING_PROVISIONAL_MATCHES } from '@courtside/shared/constants';
import { STRONG_PASSWORD, createSessionUsers, createSignedInUser } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { scoreAs } from '../../test/competition';
import { createAccount, multipartFile, pngOf, rowsOf, uploadAs } from '../../test/profiles';
import { callAs, createTournamentAs } from '../../test/tournaments';

const PUBLIC_URL = 'https://courts.example.org';
let t: TestApp;
let organizer: Awaited<ReturnType<typeof createSignedInUser>>;

beforeAll(async () => {
  t = await buildTestApp({
    RATE_LIMIT_MAX: '1000000',
    AUTH_RATE_LIMIT: '1000000',
    PUBLIC_URL,
  });
  organizer = await createSignedInUser(t.app, { role: 'organizer', name: 'Vera Viewer' });
}, 60_000);
afterAll(() => t?.close());

const deleteAccount = (account: { id: string; token: string }) =>
  callAs(t.app, account.token)('DELETE', `/api/users/${account.id}`, {
    password: STRONG_PASSWORD,
  });

describe('a deleted account is nobody (issue 22.10)', () => {
  it('add-by-organizer with its anonymised address answers as an unknown address', async () => {
    const gone = await createAccount(t.app);
    expect((await deleteAccount(gone)).statusCode).toBe(200);
    const tournament = await createTournamentAs(t.app, organizer.token);
    const add = (email: string) =>
      callAs(t.app, organizer.token)(
        'POST',
        `/api/tournaments/${tournament.id}/participants/add-by-organizer`,
        { name: 'Someone', email },
      );
    const unknown = await add('nobody-at-all@example.com');
    const deleted = await add(`deleted-${gone.id}@deleted.invalid`);
    expect(deleted.statusCode).toBe(unknown.statusCode);
    expect(deleted.json()).toEqual(unknown.json());
    const detail = (
      await callAs(t.app, organizer.token)('GET', `/api/tournaments/${tournament.id}`)
    ).json<{ data: TournamentDetail }>().data;
    expect(detail.participants.map((p) => p.userId)).not.toContain(gone.id);
  });

  it('refuses a deleted account as score keeper as it refuses an unknown id', async () => {
    const gone = await createAccount(t.app);
    expect((await deleteAccount(gone)).statusCode).toBe(200);
    const tournament = await createTournamentAs(t.app, organizer.token, { maxParticipants: 4 });
    const players = await createSessionUsers(t.app.db, 2);
    for (const p of players) {
      await callAs(t.app, p.token)('POST', `/api/tournaments/${tournament.id}/join`);
    }
    await callAs(t.app, organizer.token)('POST', `/api/tournaments/${tournament.id}/start`);
    const [match] = (
      await callAs(t.app, organizer.token)('GET', `/api/matches/tournament/${tournament.id}`)
    ).json<{ data: Match[] }>().data;
    const keep = (userId: string) =>
      callAs(t.app, organizer.token)('POST', `/api/matches/${match!.id}/score-keepers`, {
        userId,
      });
    const unknown = await keep('00000000-0000-4000-8000-000000000001');
    const deleted = await keep(gone.id);
    expect(unknown.statusCode).toBe(404);
    expect(deleted.statusCode).toBe(404);
    expect(deleted.json()).toEqual(unknown.json());
  });
});

describe('a player always has a rating (issue 23.2)', () => {
  it('a new player has the default rating, provisional, with no rated match', async () => {
    const player = await createSignedInUser(t.app, { name: 'Nina New' });
    const me = (await callAs(t.app, player.token)('GET', '/api/auth/profile')).json<{
      data: PublicUser;
    }>().data;
    expect(me).toMatchObject({ rating: RATING_DEFAULT, ratedMatches: 0, provisional: true });
    const ranked = (await callAs(t.app, null)('GET', `/api/players/${player.user.id}`)).json<{
      data: { rating: number; provisional: boolean };
    }>().data;
    expect(ranked).toMatchObject({ rating: RATING_DEFAULT, provisional: true });
  });

  it('counts rated matches, and match players carry their totals', async () => {
    const tournament = await createTournamentAs(t.app, organizer.token, { maxParticipants: 4 });
    const players = await createSessionUsers(t.app.db, 2, { namePrefix: 'Tally' });
    for (const p of players) {
      await callAs(t.app, p.token)('POST', `/api/tournaments/${tournament.id}/join`);
    }
    await callAs(t.app, organizer.token)('POST', `/api/tournaments/${tournament.id}/start`);
    const url = `/api/matches/tournament/${tournament.id}`;
    const [match] = (await callAs(t.app, organizer.token)('GET', url)).json<{ data: Match[] }>()
      .data;
    expect(match!.player1).toMatchObject({ totalWins: 0, totalLosses: 0, totalGamesPlayed: 0 });
    expect((await scoreAs(t.app, organizer.token, match!, [11, 11], [5, 5])).statusCode).toBe(200);
    const [after] = (await callAs(t.app, players[0]!.token)('GET', url)).json<{ data: Match[] }>()
      .data;
    const sides = [after!.player1!, after!.player2!];
    expect(sides.map((p) => p.totalGamesPlayed)).toEqual([1, 1]);
    expect(sides.map((p) => p.totalWins! + p.totalLosses!)).toEqual([1, 1]);
    const [row] = await rowsOf<{ rated_matches: number }>(
      t.app,
      `select rated_matches from users where id = '${players[0]!.id}'`,
    );
    expect(row!.rated_matches).toBe(1);
    expect(sides.every((p) => p.provisional === 1 < RATING_PROVISIONAL_MATCHES)).toBe(true);
  });

  it('answers the picture as an absolute URL on PUBLIC_URL, which the CSP allows', async () => {
    const account = await createAccount(t.app);
    const uploaded = await uploadAs(t.app, account.token, account.id, multipartFile(await pngOf()));
    expect(uploaded.statusCode).toBe(200);
    const me = (await callAs(t.app, account.token)('GET', '/api/auth/profile')).json<{
      data: PublicUser;
    }>().data;
    expect(me.profileImage).toMatch(
      new RegExp(`^${PUBLIC_URL}/api/users/${account.id}/profile-picture/`),
    );
    const path = new URL(me.profileImage!).pathname;
    const picture = await callAs(t.app, null)('GET', path);
    expect(picture.statusCode).toBe(200);
    const health = await callAs(t.app, null)('GET', '/api/health');
    const imgSrc = String(health.headers['content-security-policy'])
      .split(';')
      .find((d) => d.trim().startsWith('img-src'));
    expect(imgSrc).toContain(PUBLIC_URL);
  });
});

describe("a deleted player's name leaves team names (issue 23.3)", () => {
  it('erases the first name from a team named in either order', async () => {
    const tournament = await createTournamentAs(t.app, organizer.token, {
      type: 'doubles',
      maxParticipants: 4,
    });
    const quin = await createAccount(t.app, { name: 'Quin Carter' });
    const [milo, ada, bo] = await createSessionUsers(t.app.db, 3, { namePrefix: 'Milo' });
    for (const p of [quin, milo!, ada!, bo!]) {
      await callAs(t.app, p.token)('POST', `/api/tournaments/${tournament.id}/join`);
    }
    const saved = await callAs(t.app, organizer.token)(
      'POST',
      `/api/teams/tournament/${tournament.id}`,
      {
        teams: [
          { name: 'Milo & Quin', playerIds: [quin.id, milo!.id] },
          { name: 'Others', playerIds: [ada!.id, bo!.id] },
        ],
      },
    );
    expect(saved.statusCode).toBe(200);
    // Started: the deletion keeps the team (and its results) and only erases the name.
    const started = await callAs(t.app, organizer.token)(
      'POST',
      `/api/tournaments/${tournament.id}/start`,
    );
    expect(started.statusCode).toBe(200);
    expect((await deleteAccount(quin)).statusCode).toBe(200);
    const teams = (
      await callAs(t.app, organizer.token)('GET', `/api/teams/tournament/${tournament.id}`)
    ).json<{ data: Team[] }>().data;
    expect(teams.map((team) => team.name)).toEqual(['Milo & Deleted', 'Others']);
  });
});
