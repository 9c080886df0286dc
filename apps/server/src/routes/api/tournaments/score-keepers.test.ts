import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Match, TournamentScoreKeeper } from '@courtside/shared/api/match';
import type { TournamentDetail } from '@courtside/shared/api/tournament';
import { outboxEmails } from '../../../db/schema';
import { createSessionUsers, createSignedInUser } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { matchesOf, scoreAs, tournamentWith } from '../../../test/competition';
import { callAs } from '../../../test/tournaments';

let t: TestApp;
let organizer: Awaited<ReturnType<typeof createSignedInUser>>;
let asOrganizer: ReturnType<typeof callAs>;

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_MAX: '1000000' });
  organizer = await createSignedInUser(t.app, { role: 'organizer', name: 'Court Organizer' });
  asOrganizer = callAs(t.app, organizer.token);
});
afterAll(() => t.close());

/** A started knockout of `count`, its courts and a way to read its matches again. */
async function started(count: number, overrides: Record<string, unknown> = {}) {
  const made = await tournamentWith(t.app, organizer.token, count, overrides);
  const start = await asOrganizer('POST', `/api/tournaments/${made.id}/start`);
  expect(start.statusCode, start.body).toBe(200);
  const detail = (await asOrganizer('GET', `/api/tournaments/${made.id}`)).json<{
    data: TournamentDetail;
  }>().data;
  const court = (name: string) => detail.courts.find((c) => c.name === name)!;
  return { ...made, court, all: () => matchesOf(t.app, organizer.token, made.id) };
}

const keepersPath = (id: string) => `/api/tournaments/${id}/score-keepers`;
const assign = (id: string, body: Record<string, unknown>, token = organizer.token) =>
  callAs(t.app, token)('POST', keepersPath(id), body);
const ready = (m: Match) => m.player1Id !== null && m.player2Id !== null;
const mailsTo = (email: string) =>
  t.app.db.select().from(outboxEmails).where(eq(outboxEmails.to, email));

describe('score keepers per court and per tournament (issue 27, decision 026)', () => {
  it('a keeper assigned per court scores every match on that court and nothing else', async () => {
    const tournament = await started(8, { courtCount: 2 });
    const court1 = tournament.court('Court 1');
    const [keeper] = await createSessionUsers(t.app.db, 1, { namePrefix: 'Court Keeper' });
    const added = await assign(tournament.id, { userId: keeper!.id, courtId: court1.id });
    expect(added.statusCode, added.body).toBe(200);
    expect(
      added.json<{ data: { scoreKeepers: TournamentScoreKeeper[] } }>().data.scoreKeepers,
    ).toMatchObject([
      { user: { id: keeper!.id, name: keeper!.name }, courtId: court1.id, courtName: 'Court 1' },
    ]);

    const playable = (await tournament.all()).filter(ready);
    const onCourt1 = playable.filter((m) => m.courtId === court1.id);
    const elsewhere = playable.filter((m) => m.courtId !== court1.id);
    expect(onCourt1.length).toBeGreaterThan(0);
    expect(elsewhere.length).toBeGreaterThan(0);
    // Starting a match early is a status change: a kept match only.
    const startEarly = (match: Match) =>
      callAs(t.app, keeper!.token)('POST', `/api/matches/${match.id}/start-early`);
    expect((await startEarly(elsewhere[0]!)).statusCode).toBe(403);
    expect((await startEarly(onCourt1[0]!)).statusCode).toBe(200);
    for (const match of playable) {
      const kept = match.courtId === court1.id;
      // The match's allowed-to-score list follows the same rule as the server.
      expect(match.authorizedScoreKeepers.includes(keeper!.id), match.key).toBe(kept);
      const scored = await scoreAs(t.app, keeper!.token, match, [5], [3]);
      expect(scored.statusCode, `${match.key}: ${scored.body}`).toBe(kept ? 200 : 403);
      const status = await callAs(t.app, keeper!.token)('PUT', `/api/matches/${match.id}/status`, {
        status: 'in-progress',
      });
      expect(status.statusCode, match.key).toBe(kept ? 200 : 403);
    }
    // A retirement on a kept match is theirs too (decision 024); a walkover is not.
    const [first] = onCourt1;
    const retire = (kind: string) =>
      callAs(t.app, keeper!.token)('POST', `/api/matches/${first!.id}/special-result`, {
        kind,
        winner: first!.player1Id,
      });
    expect((await retire('walkover')).statusCode).toBe(403);
    expect((await retire('retirement')).statusCode).toBe(200);

    // My Matches lists the kept matches; `keeping` only those.
    const mine = await callAs(t.app, keeper!.token)(
      'GET',
      `/api/matches?mine=true&tournamentId=${tournament.id}`,
    );
    const mineIds = mine.json<{ data: Match[] }>().data.map((m) => m.id);
    const court1Ids = (await tournament.all())
      .filter((m) => m.courtId === court1.id)
      .map((m) => m.id);
    expect(new Set(mineIds)).toEqual(new Set(court1Ids));
    const keeping = await callAs(t.app, keeper!.token)('GET', '/api/matches?keeping=true');
    expect(keeping.json<{ data: Match[] }>().data.every((m) => m.courtId === court1.id)).toBe(true);

    // Taken back: the keeper no longer scores the court's matches.
    const removed = await callAs(t.app, organizer.token)('DELETE', keepersPath(tournament.id), {
      userId: keeper!.id,
      courtId: court1.id,
    });
    expect(removed.json().data.scoreKeepers).toEqual([]);
    const open = (await tournament.all()).find((m) => ready(m) && m.status !== 'completed')!;
    expect((await scoreAs(t.app, keeper!.token, open, [6], [3])).statusCode).toBe(403);
  });

  it("a court's keeper named on a tournament lists every event's matches on that court, a private one too", async () => {
    // Found by `npm run simulate` (issue 28): the keeper's list read only the tournament's
    // first event, so the other events' matches on their court were missing from "keeping".
    const root = await tournamentWith(t.app, organizer.token, 4, {
      courtCount: 2,
      isPublic: false,
    });
    const added = await asOrganizer('POST', `/api/tournaments/${root.id}/events`, {
      name: 'Second Event',
      category: 'open',
      type: 'singles',
      format: 'knockout',
      maxParticipants: 4,
    });
    expect(added.statusCode, added.body).toBe(201);
    const eventId = added.json<{ data: { id: string } }>().data.id;
    for (const p of await createSessionUsers(t.app.db, 4, { namePrefix: 'Event Player' })) {
      const joined = await callAs(t.app, p.token)('POST', `/api/tournaments/${eventId}/join`);
      expect(joined.statusCode, joined.body).toBe(200);
    }
    const start = await asOrganizer('POST', `/api/tournaments/${root.id}/events/start`, {});
    expect(start.statusCode, start.body).toBe(200);
    const detail = (await asOrganizer('GET', `/api/tournaments/${root.id}`)).json<{
      data: TournamentDetail;
    }>().data;
    const court1 = detail.courts.find((c) => c.name === 'Court 1')!;
    const [keeper] = await createSessionUsers(t.app.db, 1, { namePrefix: 'Shared Keeper' });
    expect((await assign(root.id, { userId: keeper!.id, courtId: court1.id })).statusCode).toBe(
      200,
    );
    const all = [
      ...(await matchesOf(t.app, organizer.token, root.id)),
      ...(await matchesOf(t.app, organizer.token, eventId)),
    ];
    const onCourt1 = all.filter((m) => m.courtId === court1.id);
    expect(onCourt1.some((m) => m.tournamentId === eventId)).toBe(true);

    const keeping = await callAs(t.app, keeper!.token)('GET', '/api/matches?keeping=true');
    expect(keeping.statusCode, keeping.body).toBe(200);
    expect(new Set(keeping.json<{ data: Match[] }>().data.map((m) => m.id))).toEqual(
      new Set(onCourt1.map((m) => m.id)),
    );
  });

  it('a tournament-wide keeper scores every match of it, and no other tournament', async () => {
    const tournament = await started(4);
    const other = await started(2);
    const [keeper] = await createSessionUsers(t.app.db, 1, { namePrefix: 'Whole Keeper' });
    // The bracket is served from the read cache (decision 014): naming a keeper drops it.
    const bracketKeepers = async () => {
      const answer = await asOrganizer('GET', `/api/tournaments/${tournament.id}/bracket`);
      expect(answer.statusCode, answer.body).toBe(200);
      const rounds = answer.json<{ data: { bracket: Record<string, Match[]> } }>().data.bracket;
      return Object.values(rounds)
        .flat()
        .map((m) => m.authorizedScoreKeepers.includes(keeper!.id));
    };
    expect((await bracketKeepers()).some(Boolean)).toBe(false);
    expect((await assign(tournament.id, { userId: keeper!.id })).statusCode).toBe(200);
    expect((await bracketKeepers()).every(Boolean)).toBe(true);
    expect((await assign(tournament.id, { userId: keeper!.id, courtId: null })).statusCode).toBe(
      200,
    );
    const listed = await asOrganizer('GET', keepersPath(tournament.id));
    expect(listed.json().data.scoreKeepers).toHaveLength(1);
    expect(listed.json().data.scoreKeepers[0]).toMatchObject({ courtId: null, courtName: null });
    for (const match of (await tournament.all()).filter(ready)) {
      expect(match.authorizedScoreKeepers).toContain(keeper!.id);
      expect((await scoreAs(t.app, keeper!.token, match, [4], [2])).statusCode).toBe(200);
    }
    const [foreign] = (await other.all()).filter(ready);
    expect((await scoreAs(t.app, keeper!.token, foreign!, [4], [2])).statusCode).toBe(403);
  });

  it('mails the keeper once per assignment, naming the tournament and the scope', async () => {
    const tournament = await started(4, { name: 'Mailed Keepers Open', courtCount: 2 });
    const [keeper, quiet] = await createSessionUsers(t.app.db, 2, { namePrefix: 'Mail Keeper' });
    const court2 = tournament.court('Court 2');
    await assign(tournament.id, { userId: keeper!.id });
    await assign(tournament.id, { userId: keeper!.id });
    await assign(tournament.id, { userId: keeper!.id, courtId: court2.id });
    const [match] = (await tournament.all()).filter(ready);
    await asOrganizer('POST', `/api/matches/${match!.id}/score-keepers`, { userId: keeper!.id });
    const mails = await mailsTo(keeper!.email);
    expect(mails.map((m) => m.subject).sort()).toEqual([
      'You keep score at Mailed Keepers Open: Court 2',
      'You keep score at Mailed Keepers Open: a match',
      'You keep score at Mailed Keepers Open: the whole tournament',
    ]);
    expect(mails.find((m) => m.subject.endsWith('a match'))!.text).toMatch(/the match .+ v .+/);
    expect(mails[0]!.text).toContain('Court Organizer named you score keeper');

    // Tournament updates turned off: no mail, the assignment still stands.
    await t.app.db.execute(
      `update users set settings = '{"notificationSettings":{"tournamentUpdates":false}}' where id = '${quiet!.id}'`,
    );
    expect((await assign(tournament.id, { userId: quiet!.id })).statusCode).toBe(200);
    expect(await mailsTo(quiet!.email)).toHaveLength(0);
  });

  it('refuses others, unknown users and courts, the organizer themselves; never a 500', async () => {
    const tournament = await started(4);
    const other = await started(2);
    const [player] = await createSessionUsers(t.app.db, 1);
    const [otherOrganizer] = await createSessionUsers(t.app.db, 1, { role: 'organizer' });
    const body = { userId: player!.id };
    expect((await callAs(t.app, null)('GET', keepersPath(tournament.id))).statusCode).toBe(401);
    expect((await assign(tournament.id, body, player!.token)).statusCode).toBe(403);
    expect((await assign(tournament.id, body, otherOrganizer!.token)).statusCode).toBe(403);
    expect(
      (await callAs(t.app, otherOrganizer!.token)('GET', keepersPath(tournament.id))).statusCode,
    ).toBe(403);
    expect((await assign('not-a-uuid', body)).statusCode).toBe(404);
    expect((await assign(tournament.id, { userId: 'nobody' })).statusCode).toBe(404);
    expect((await assign(tournament.id, { userId: organizer.user.id })).statusCode).toBe(409);
    const foreignCourt = other.court('Court 1');
    const wrongCourt = await assign(tournament.id, { ...body, courtId: foreignCourt.id });
    expect(wrongCourt.statusCode).toBe(422);
    expect(wrongCourt.json().errors.courtId[0]).toBe(
      'That court does not belong to this tournament',
    );
    expect((await assign(tournament.id, { ...body, courtId: 'x' })).statusCode).toBe(422);
    expect((await assign(tournament.id, {})).statusCode).toBe(422);
    const rows = await t.app.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.to, player!.email)));
    expect(rows).toHaveLength(0);
  });

  it("a keeper sees a private tournament's matches they keep", async () => {
    const tournament = await started(4, { isPublic: false });
    const [keeper] = await createSessionUsers(t.app.db, 1, { namePrefix: 'Private Keeper' });
    const before = await callAs(t.app, keeper!.token)(
      'GET',
      `/api/matches/tournament/${tournament.id}`,
    );
    expect(before.statusCode).toBe(403);
    await assign(tournament.id, { userId: keeper!.id });
    const after = await callAs(t.app, keeper!.token)(
      'GET',
      `/api/matches/tournament/${tournament.id}`,
    );
    expect(after.statusCode).toBe(200);
  });
});
