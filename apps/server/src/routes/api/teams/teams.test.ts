import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Team, TournamentDetail } from '@courtside/shared/api/tournament';
import { createSessionUsers } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { callAs, createTournamentAs } from '../../../test/tournaments';

let t: TestApp;
let organizerToken: string;
let asOrganizer: ReturnType<typeof callAs>;

beforeAll(async () => {
  t = await buildTestApp();
  const [organizer] = await createSessionUsers(t.app.db, 1, { role: 'organizer' });
  organizerToken = organizer!.token;
  asOrganizer = callAs(t.app, organizerToken);
});
afterAll(() => t.close());

/** A doubles tournament with `count` joined players. */
async function doublesWith(count: number, type = 'doubles') {
  const tournament = await createTournamentAs(t.app, organizerToken, { type });
  const players = await createSessionUsers(t.app.db, count, { namePrefix: 'Dana Doubles' });
  for (const p of players)
    await callAs(t.app, p.token)('POST', `/api/tournaments/${tournament.id}/join`);
  return { url: `/api/teams/tournament/${tournament.id}`, tournament, players };
}

describe('POST /api/teams/tournament/{id}', () => {
  it('saves full teams, names them, and replaces the previous set', async () => {
    const { url, players, tournament } = await doublesWith(4);
    const [a, b, c, d] = players.map((p) => p.id);
    const first = await asOrganizer('POST', url, {
      teams: [{ name: 'Net Ninjas', playerIds: [a, b] }, { playerIds: [c, d] }],
    });
    expect(first.statusCode).toBe(200);
    const body = first.json<{ data: Team[]; message: string }>();
    expect(body.message).toBe('Teams saved!');
    expect(body.data.map((team) => [team.name, team.playerIds])).toEqual([
      ['Net Ninjas', [a, b]],
      ['Dana & Dana', [c, d]],
    ]);
    const second = await asOrganizer('POST', url, { teams: [{ name: 'Only', playerIds: [a, d] }] });
    expect(second.json().data).toHaveLength(1);
    const listed = await callAs(t.app, players[0]!.token)('GET', url);
    expect(listed.json().data.map((team: Team) => team.name)).toEqual(['Only']);
    const seen = (await asOrganizer('GET', `/api/tournaments/${tournament.id}`)).json<{
      data: TournamentDetail;
    }>().data;
    expect(seen.teams.map((team) => team.players.map((p) => p.id))).toEqual([[a, d]]);
  });

  it.each([
    [
      'a team of three',
      (ids: string[]) => [{ playerIds: ids.slice(0, 3) }],
      'Each team needs exactly 2 players',
    ],
    [
      'a team of one',
      (ids: string[]) => [{ playerIds: ids.slice(0, 1) }],
      'Each team needs exactly 2 players',
    ],
    [
      'a player in two teams',
      (ids: string[]) => [{ playerIds: [ids[0], ids[1]] }, { playerIds: [ids[0], ids[2]] }],
      'A player can be in only one team',
    ],
  ])('422 for %s', async (_, teamsOf, message) => {
    const { url, players } = await doublesWith(4);
    const response = await asOrganizer('POST', url, { teams: teamsOf(players.map((p) => p.id)) });
    expect(response.statusCode).toBe(422);
    expect(Object.values(response.json().errors).flat()).toContain(message);
  });

  it('422 for someone who is not a participant', async () => {
    const { url, players } = await doublesWith(2);
    const [stranger] = await createSessionUsers(t.app.db, 1);
    const response = await asOrganizer('POST', url, {
      teams: [{ playerIds: [players[0]!.id, stranger!.id] }],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.teams).toEqual([
      'Every team member must be a participant of this tournament',
    ]);
  });

  it('owner only (403), doubles or mixed only (409), before the start only (409)', async () => {
    const { url, players } = await doublesWith(2, 'mixed');
    const teams = [{ playerIds: players.map((p) => p.id) }];
    expect((await callAs(t.app, players[0]!.token)('POST', url, { teams })).statusCode).toBe(403);
    expect((await asOrganizer('POST', url, { teams })).statusCode).toBe(200);

    const singles = await createTournamentAs(t.app, organizerToken, { type: 'singles' });
    const refused = await asOrganizer('POST', `/api/teams/tournament/${singles.id}`, { teams: [] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Teams are only for doubles and mixed tournaments');
  });

  it("a leaving player's team is dissolved, so only full teams remain", async () => {
    const { url, players } = await doublesWith(4);
    const ids = players.map((p) => p.id);
    await asOrganizer('POST', url, {
      teams: [{ playerIds: [ids[0], ids[1]] }, { playerIds: [ids[2], ids[3]] }],
    });
    const tournamentId = url.split('/').pop();
    await callAs(t.app, players[0]!.token)('POST', `/api/tournaments/${tournamentId}/leave`);
    const listed = (await asOrganizer('GET', url)).json<{ data: Team[] }>().data;
    expect(listed.map((team) => team.playerIds)).toEqual([[ids[2], ids[3]]]);
  });

  it('404 for an unknown tournament', async () => {
    const response = await asOrganizer(
      'GET',
      '/api/teams/tournament/00000000-0000-4000-8000-000000000000',
    );
    expect(response.statusCode).toBe(404);
  });
});
