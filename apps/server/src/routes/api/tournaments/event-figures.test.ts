import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_MESSAGES, type TournamentEvent } from '@courtside/shared/api/event';
import type {
  TournamentDetail,
  TournamentListResponse,
  TournamentSummary,
} from '@courtside/shared/api/tournament';
import { createSessionUsers, createSignedInUser } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { callAs, createTournamentAs } from '../../../test/tournaments';

let t: TestApp;
let organizer: Awaited<ReturnType<typeof createSignedInUser>>;
let asOrganizer: ReturnType<typeof callAs>;

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_MAX: '1000000' });
  organizer = await createSignedInUser(t.app, { role: 'organizer', name: 'Figures Organizer' });
  asOrganizer = callAs(t.app, organizer.token);
});
afterAll(() => t.close());

const addEvent = async (tournamentId: string, body: Record<string, unknown>) => {
  const response = await asOrganizer('POST', `/api/tournaments/${tournamentId}/events`, {
    category: 'open',
    type: 'singles',
    format: 'knockout',
    maxParticipants: 8,
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: TournamentEvent }>().data;
};

const join = async (token: string, id: string) => {
  const response = await callAs(t.app, token)('POST', `/api/tournaments/${id}/join`);
  expect(response.statusCode, response.body).toBe(200);
};

/** The list's row of the tournament named `name` (the search finds only it). */
const listRow = async (name: string, token = organizer.token): Promise<TournamentSummary> => {
  const response = await callAs(t.app, token)(
    'GET',
    `/api/tournaments?q=${encodeURIComponent(name)}`,
  );
  const rows = response.json<TournamentListResponse>().data;
  expect(rows).toHaveLength(1);
  return rows[0]!;
};

const detailOf = async (id: string, token = organizer.token) =>
  (await callAs(t.app, token)('GET', `/api/tournaments/${id}`)).json<{ data: TournamentDetail }>()
    .data;

describe("a tournament's figures over all its events (issue 26)", () => {
  it('counts each player once across events, both players of a doubles team, in the list and the detail', async () => {
    const tournament = await createTournamentAs(t.app, organizer.token, {
      name: 'Figures Open',
      maxParticipants: 8,
    });
    const singles = await addEvent(tournament.id, { name: "Women's Singles" });
    const doubles = await addEvent(tournament.id, { name: 'Mixed Doubles', type: 'doubles' });
    const [ann, ben, cat, dan, eve, fay] = await createSessionUsers(t.app.db, 6);
    // Ann plays the first event and Women's Singles: one player.
    await join(ann!.token, tournament.id);
    await join(ben!.token, tournament.id);
    await join(ann!.token, singles.id);
    await join(cat!.token, singles.id);
    // A doubles team: both its players hold a place, and count.
    await join(dan!.token, doubles.id);
    await join(eve!.token, doubles.id);
    const teams = await asOrganizer('POST', `/api/teams/tournament/${doubles.id}`, {
      teams: [{ playerIds: [dan!.id, eve!.id] }],
    });
    expect(teams.statusCode, teams.body).toBe(200);

    const row = await listRow('Figures Open');
    // The spec's fields stay the first event's; the tournament's own figures are beside them.
    expect(row).toMatchObject({ currentParticipants: 2, eventCount: 3, playerCount: 5 });
    expect(await detailOf(tournament.id)).toMatchObject({
      currentParticipants: 2,
      eventCount: 3,
      playerCount: 5,
    });
    // A further event's answer is the event's own: no tournament-wide figure.
    const event = await detailOf(singles.id);
    expect(event.currentParticipants).toBe(2);
    expect(event).not.toHaveProperty('eventCount');
    expect(event).not.toHaveProperty('playerCount');

    // A place taken in a further event is counted at once (the cached detail is not kept).
    await join(fay!.token, singles.id);
    expect((await detailOf(tournament.id)).playerCount).toBe(6);
    expect((await listRow('Figures Open')).playerCount).toBe(6);
    // A player's own view reads the same figures.
    expect(await detailOf(tournament.id, fay!.token)).toMatchObject({
      eventCount: 3,
      playerCount: 6,
    });
    // "Joined" on the list: a place in a further event alone is a place in the tournament.
    expect((await listRow('Figures Open', fay!.token)).isParticipant).toBe(true);
    expect((await listRow('Figures Open', dan!.token)).isParticipant).toBe(true);
    expect((await listRow('Figures Open', ann!.token)).isParticipant).toBe(true);
    const [stranger] = await createSessionUsers(t.app.db, 1);
    expect((await listRow('Figures Open', stranger!.token)).isParticipant).toBe(false);
    // The detail's own flag stays the first event's place (its Join and Leave).
    expect((await detailOf(tournament.id, fay!.token)).isParticipant).toBe(false);
  });

  it('counts an event as soon as it is added to a tournament whose detail was read', async () => {
    const tournament = await createTournamentAs(t.app, organizer.token, { name: 'Figures Cup' });
    const [ann] = await createSessionUsers(t.app.db, 1);
    await join(ann!.token, tournament.id);
    // A tournament of one event: one event, its own players.
    expect(await detailOf(tournament.id)).toMatchObject({ eventCount: 1, playerCount: 1 });
    expect(await listRow('Figures Cup')).toMatchObject({
      currentParticipants: 1,
      eventCount: 1,
      playerCount: 1,
    });
    const added = await addEvent(tournament.id, { name: 'Open Singles' });
    expect((await detailOf(tournament.id)).eventCount).toBe(2);
    const [ben] = await createSessionUsers(t.app.db, 1);
    await join(ben!.token, added.id);
    expect(await detailOf(tournament.id)).toMatchObject({ eventCount: 2, playerCount: 2 });
  });

  it("the organizer adding a player to a full event is told the event is full; one event keeps the spec's words", async () => {
    const tournament = await createTournamentAs(t.app, organizer.token, {
      name: 'Figures Full',
      maxParticipants: 4,
    });
    const players = await createSessionUsers(t.app.db, 5);
    const newcomer = players[4]!;
    const add = (id: string) =>
      asOrganizer('POST', `/api/tournaments/${id}/participants/add-by-organizer`, {
        name: newcomer.name,
        email: newcomer.email,
      });
    for (const p of players.slice(0, 4)) await join(p.token, tournament.id);
    const alone = await add(tournament.id);
    expect(alone.statusCode, alone.body).toBe(409);
    expect(alone.json().message).toBe('This tournament is full');

    const further = await addEvent(tournament.id, { name: 'Open Singles', maxParticipants: 4 });
    const first = await add(tournament.id);
    expect(first.statusCode, first.body).toBe(409);
    expect(first.json().message).toBe(EVENT_MESSAGES.full);
    for (const p of players.slice(0, 4)) await join(p.token, further.id);
    const second = await add(further.id);
    expect(second.statusCode, second.body).toBe(409);
    expect(second.json().message).toBe('This event is full');
  });

  it('are described in the OpenAPI document of the list and the detail', async () => {
    const document = (await t.app.inject('/api/docs/json')).json<{
      paths: Record<string, { get?: { responses?: Record<string, unknown> } }>;
    }>();
    for (const path of ['/api/tournaments/', '/api/tournaments/{id}']) {
      const answer = JSON.stringify(document.paths[path]?.get?.responses?.['200']);
      expect(answer, path).toContain('"eventCount"');
      expect(answer, path).toContain('"playerCount"');
    }
  });
});
