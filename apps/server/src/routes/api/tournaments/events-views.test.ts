import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TournamentEvent } from '@courtside/shared/api/event';
import type { PublicTournament } from '@courtside/shared/api/live';
import type { Match } from '@courtside/shared/api/match';
import { createSessionUsers, createSignedInUser } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { matchesOf, scoreAs } from '../../../test/competition';
import { callAs, createTournamentAs } from '../../../test/tournaments';

let t: TestApp;
let organizer: Awaited<ReturnType<typeof createSignedInUser>>;
let tournamentId: string;
let second: TournamentEvent;
let shared: string;

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_MAX: '1000000' });
  organizer = await createSignedInUser(t.app, { role: 'organizer', name: 'Event Organizer' });
  const asOrganizer = callAs(t.app, organizer.token);
  const tournament = await createTournamentAs(t.app, organizer.token, {
    name: 'Spring Slam',
    maxParticipants: 4,
    isPublic: true,
  });
  tournamentId = tournament.id;
  second = (
    await asOrganizer('POST', `/api/tournaments/${tournamentId}/events`, {
      name: "Women's Singles",
      category: 'women',
      type: 'singles',
      format: 'knockout',
      maxParticipants: 4,
    })
  ).json<{ data: TournamentEvent }>().data;
  // Four players in the first event; two of them and two more in the second.
  const players = await createSessionUsers(t.app.db, 6);
  shared = players[2]!.id;
  for (const [i, p] of players.entries()) {
    const as = callAs(t.app, p.token);
    if (i < 4)
      expect((await as('POST', `/api/tournaments/${tournamentId}/join`)).statusCode).toBe(200);
    if (i >= 2)
      expect((await as('POST', `/api/tournaments/${second.id}/join`)).statusCode).toBe(200);
  }
  const started = await asOrganizer('POST', `/api/tournaments/${tournamentId}/events/start`);
  expect(started.statusCode, started.body).toBe(200);
});
afterAll(() => t.close());

const publicOf = async (id: string) => {
  const answer = await callAs(t.app, null)('GET', `/api/public/tournaments/${id}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ data: PublicTournament }>().data;
};

describe('the public page of a tournament of several events (issue 26)', () => {
  it("lists every event, answers each event's own data by its id, and boards every event's matches", async () => {
    const first = await publicOf(tournamentId);
    expect(first.tournament.name).toBe('Spring Slam');
    expect(first.events).toEqual([
      { id: tournamentId, name: 'Spring Slam', status: 'ongoing', medals: [] },
      { id: second.id, name: "Women's Singles", status: 'ongoing', medals: [] },
    ]);
    const event = await publicOf(second.id);
    expect(event.tournament).toMatchObject({ id: second.id, name: "Women's Singles" });
    expect(event.events?.map((e) => e.id)).toEqual([tournamentId, second.id]);
    // Its own schedule, the tournament's courts, and the board over both events.
    const own = await matchesOf(t.app, organizer.token, second.id);
    const firsts = await matchesOf(t.app, organizer.token, tournamentId);
    expect(event.matches.map((m) => m.id).sort()).toEqual(own.map((m) => m.id).sort());
    expect(event.courts).toEqual(first.courts);
    expect(event.courts.length).toBeGreaterThan(0);
    expect(event.boardMatches?.map((m) => m.id).sort()).toEqual(
      [...own, ...firsts].map((m) => m.id).sort(),
    );
  });

  it('keeps the answer of a tournament of one event as it was: no events, no board list', async () => {
    const alone = await createTournamentAs(t.app, organizer.token, { isPublic: true });
    const data = await publicOf(alone.id);
    expect(data).not.toHaveProperty('events');
    expect(data).not.toHaveProperty('boardMatches');
  });

  it("puts every event's planned matches in the tournament's calendar feed, named by event", async () => {
    const answer = await callAs(t.app, null)(
      'GET',
      `/api/tournaments/${tournamentId}/calendar.ics`,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const calendar = new ICAL.Component(ICAL.parse(answer.body));
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    const planned = (id: string) =>
      matchesOf(t.app, organizer.token, id).then((list: Match[]) =>
        list.filter((m) => m.startTime),
      );
    const [ofFirst, ofSecond] = await Promise.all([planned(tournamentId), planned(second.id)]);
    expect(ofFirst.length + ofSecond.length).toBeGreaterThan(0);
    expect(events).toHaveLength(ofFirst.length + ofSecond.length);
    expect(events.filter((e) => e.summary.includes("Spring Slam: Women's Singles"))).toHaveLength(
      ofSecond.length,
    );
    // An event's own feed holds its own matches only.
    const own = await callAs(t.app, null)('GET', `/api/tournaments/${second.id}/calendar.ics`);
    expect(new ICAL.Component(ICAL.parse(own.body)).getAllSubcomponents('vevent')).toHaveLength(
      ofSecond.length,
    );
  });

  it('names the event of a match beside its tournament, and counts every event in the statistics', async () => {
    const own = await matchesOf(t.app, organizer.token, second.id);
    expect(own[0]).toMatchObject({ tournamentName: 'Spring Slam', eventName: "Women's Singles" });
    expect(own[0]!.court?.name ?? null).not.toBe(undefined);
    const firsts = await matchesOf(t.app, organizer.token, tournamentId);
    expect(firsts[0]!.tournamentName).toBe('Spring Slam');
    expect(firsts[0]).not.toHaveProperty('eventName');
    // The player in both events plays a match in each: the statistics hold both.
    const hasShared = (m: Match) => m.player1Id === shared || m.player2Id === shared;
    for (const match of [firsts.find(hasShared)!, own.find(hasShared)!]) {
      const scored = await scoreAs(t.app, organizer.token, match, [11, 11], [3, 4]);
      expect(scored.statusCode, scored.body).toBe(200);
    }
    const raw = await callAs(t.app, organizer.token)('GET', `/api/players/${shared}/stats`);
    const stats = raw.json<{
      data: { wins: number; losses: number; tournamentsJoined: number };
    }>().data;
    expect(stats.wins + stats.losses).toBe(2);
    expect(stats.tournamentsJoined).toBe(2);
  });
});
