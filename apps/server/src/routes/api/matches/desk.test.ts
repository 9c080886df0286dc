import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { DESK_MESSAGES, type DeskAnswer } from '@courtside/shared/api/desk';
import type { Match } from '@courtside/shared/api/match';
import { matches, outboxEmails, users } from '../../../db/schema';
import { createSessionUsers, createSignedInUser } from '../../../test/accounts';
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

async function started(count: number, overrides: Record<string, unknown> = {}) {
  const made = await tournamentWith(t.app, organizer.token, count, overrides);
  const start = await asOrganizer('POST', `/api/tournaments/${made.id}/start`);
  if (start.statusCode !== 200) throw new Error(start.body);
  const all = () => matchesOf(t.app, organizer.token, made.id);
  const byKey = async (key: string) => (await all()).find((m) => m.key === key)!;
  const desk = async () => {
    const response = await asOrganizer('GET', `/api/matches/tournament/${made.id}/desk`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: DeskAnswer }>().data;
  };
  return { ...made, all, byKey, desk };
}

const call = (match: Match, courtId: string | null, token = organizer.token) =>
  callAs(t.app, token)('POST', `/api/matches/${match.id}/call`, { courtId });
const uncall = (match: Match, token = organizer.token) =>
  callAs(t.app, token)('POST', `/api/matches/${match.id}/uncall`);

describe('calling a match to a court (issue 27)', () => {
  it('calls, shows it on the desk, mails the players, starts on court, and uncalls', async () => {
    const { byKey, desk, players } = await started(4);
    // One player turned match reminders off: no mail for them.
    await t.app.db
      .update(users)
      .set({ settings: { notificationSettings: { matchReminders: false } } })
      .where(eq(users.id, players[3]!.id));
    const before = await desk();
    expect(before.courts.length).toBe(4);
    expect(before.courts.every((c) => c.state === 'free')).toBe(true);
    expect(before.queue.map((e) => e.match.key)).toEqual(['KO-R1-M1', 'KO-R1-M2']);
    expect(before.queue.every((e) => e.blockers.length === 0)).toBe(true);

    const semi = await byKey('KO-R1-M1');
    const court = before.courts[2]!;
    const response = await call(semi, court.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: DESK_MESSAGES.called(court.name),
      data: { status: 'scheduled', courtId: court.id, court: { name: court.name } },
    });
    expect(response.json().data.calledAt).toEqual(expect.any(String));

    const after = await desk();
    expect(after.courts.find((c) => c.id === court.id)).toMatchObject({
      state: 'called',
      match: { id: semi.id },
    });
    expect(after.queue.map((e) => e.match.key)).toEqual(['KO-R1-M2']);

    const sidePlayers = [semi.player1Id!, semi.player2Id!];
    const mails = await t.app.db
      .select()
      .from(outboxEmails)
      .where(
        inArray(
          outboxEmails.to,
          players.filter((p) => sidePlayers.includes(p.id)).map((p) => p.email),
        ),
      );
    const called = mails.filter((m) => m.subject.includes(`called to ${court.name}`));
    const wanting = players.filter((p) => sidePlayers.includes(p.id) && p.id !== players[3]!.id);
    expect(called.map((m) => m.to).sort()).toEqual(wanting.map((p) => p.email).sort());
    expect(called[0]!.text).toContain(`is called to ${court.name}`);

    // The first point puts it on court; the desk shows it there and it cannot be uncalled.
    const point = await scoreAs(t.app, organizer.token, semi, [1], [0]);
    expect(point.statusCode, point.body).toBe(200);
    expect(point.json().data).toMatchObject({ status: 'in-progress', courtId: court.id });
    expect(point.json().data.actualStartTime).toEqual(expect.any(String));
    expect((await desk()).courts.find((c) => c.id === court.id)).toMatchObject({
      state: 'on-court',
      match: { id: semi.id, score: { player1: [1], player2: [0] } },
    });
    const refused = await uncall(semi);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(DESK_MESSAGES.notCalled);

    // The other semi: called, then uncalled back into the queue.
    const other = await byKey('KO-R1-M2');
    expect((await call(other, before.courts[0]!.id)).statusCode).toBe(200);
    const back = await uncall(other);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data.calledAt).toBeNull();
    expect((await desk()).queue.map((e) => e.match.key)).toEqual(['KO-R1-M2']);
  });

  it('shows a match a keeper started without a call: on its court, or apart when no court shows it (walkthrough of issue 27)', async () => {
    const { byKey, desk } = await started(4);
    const [first, second] = [await byKey('KO-R1-M1'), await byKey('KO-R1-M2')];
    const courts = (await desk()).courts;
    // The first semi has no court; the second is called to Court 1, and then the first semi's
    // keeper starts it there.
    await t.app.db.update(matches).set({ courtId: null }).where(eq(matches.id, first.id));
    expect((await scoreAs(t.app, organizer.token, first, [1], [0])).statusCode).toBe(200);
    let now = await desk();
    expect(now.elsewhere.map((m) => m.id)).toEqual([first.id]);
    expect(now.elsewhere[0]).toMatchObject({ status: 'in-progress', courtId: null });
    expect(now.courts.every((c) => c.state === 'free')).toBe(true);

    expect((await call(second, courts[0]!.id)).statusCode).toBe(200);
    await t.app.db.update(matches).set({ courtId: courts[0]!.id }).where(eq(matches.id, first.id));
    now = await desk();
    // The court holds the match in play; the one called there meanwhile is listed apart.
    expect(now.courts[0]).toMatchObject({ state: 'on-court', match: { id: first.id } });
    expect(now.elsewhere.map((m) => m.id)).toEqual([second.id]);
    expect(now.queue).toEqual([]);
  });

  it("is one desk for the venue: every event's matches, named by event, on the shared courts (issue 26)", async () => {
    const made = await tournamentWith(t.app, organizer.token, 4, { name: 'Open Singles' });
    const added = await asOrganizer('POST', `/api/tournaments/${made.id}/events`, {
      name: 'Senior Singles',
      category: 'open',
      type: 'singles',
      format: 'knockout',
      maxParticipants: 4,
    });
    expect(added.statusCode, added.body).toBe(201);
    const eventId = added.json<{ data: { id: string } }>().data.id;
    for (const p of await createSessionUsers(t.app.db, 4)) {
      expect(
        (await callAs(t.app, p.token)('POST', `/api/tournaments/${eventId}/join`)).statusCode,
      ).toBe(200);
    }
    const startAll = await asOrganizer('POST', `/api/tournaments/${made.id}/events/start`, {});
    expect(startAll.statusCode, startAll.body).toBe(200);
    const deskOf = async (id: string) =>
      (await asOrganizer('GET', `/api/matches/tournament/${id}/desk`)).json<{ data: DeskAnswer }>()
        .data;
    const fromRoot = await deskOf(made.id);
    expect(fromRoot.eventIds).toEqual([made.id, eventId]);
    expect(fromRoot.queue).toHaveLength(4);
    expect(new Set(fromRoot.queue.map((e) => e.match.eventName))).toEqual(
      new Set(['Open Singles', 'Senior Singles']),
    );
    expect(fromRoot.lastRounds).toMatchObject({
      knockout: 2,
      [`${made.id}:knockout`]: 2,
      [`${eventId}:knockout`]: 2,
    });
    // A match of the second event called from the first event's desk shows on the event's too.
    const senior = fromRoot.queue.find((e) => e.match.tournamentId === eventId)!;
    expect((await call(senior.match, fromRoot.courts[1]!.id)).statusCode).toBe(200);
    const fromEvent = await deskOf(eventId);
    expect(fromEvent.courts[1]).toMatchObject({
      state: 'called',
      match: { id: senior.match.id, eventName: 'Senior Singles' },
    });
    expect(fromEvent.queue.map((e) => e.match.id)).not.toContain(senior.match.id);
  });

  it('refuses (409) a taken court, a match already called, unknown sides and a completed match', async () => {
    const { byKey, desk } = await started(4);
    const { courts } = await desk();
    const semi1 = await byKey('KO-R1-M1');
    const semi2 = await byKey('KO-R1-M2');
    expect((await call(semi1, courts[0]!.id)).statusCode).toBe(200);

    const taken = await call(semi2, courts[0]!.id);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ field: 'courtId' });
    expect(taken.json().message).toContain(`${courts[0]!.name} already has Round 1:`);

    const twice = await call(semi1, courts[1]!.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(DESK_MESSAGES.alreadyCalled(courts[0]!.name));

    const final = await call(await byKey('KO-R2-M1'), courts[1]!.id);
    expect(final.statusCode).toBe(409);
    expect(final.json().message).toBe(DESK_MESSAGES.sidesUnknown);

    expect((await scoreAs(t.app, organizer.token, semi2, [11, 11], [3, 4])).statusCode).toBe(200);
    const done = await call(await byKey('KO-R1-M2'), courts[1]!.id);
    expect(done.statusCode).toBe(409);
    expect(done.json().message).toBe(DESK_MESSAGES.notOpen);
  });

  it('refuses a player called elsewhere or on court, and one still resting', async () => {
    // A round robin of 3: every pair plays, so each match shares a player with the others.
    // A venue far from the server's zone: the rest reads on the venue's clock with its zone.
    const { all, desk, players } = await started(3, {
      format: 'round-robin',
      restMinutes: 30,
      timeZone: 'Asia/Tokyo',
    });
    const { courts } = await desk();
    const [first, second] = await all();
    expect((await call(first!, courts[0]!.id)).statusCode).toBe(200);
    const busy = await call(second!, courts[1]!.id);
    expect(busy.statusCode).toBe(409);
    const shared = [first!.player1Id, first!.player2Id].find(
      (id) => id === second!.player1Id || id === second!.player2Id,
    );
    const name = players.find((p) => p.id === shared)!.name;
    expect(busy.json().message).toBe(
      DESK_MESSAGES.playerBusy(name, `called to ${courts[0]!.name}`),
    );
    expect((await desk()).queue.find((e) => e.match.id === second!.id)?.blockers).toEqual([
      busy.json().message,
    ]);

    // Once the first is played, its players rest 30 minutes before their next call.
    expect((await scoreAs(t.app, organizer.token, first!, [11, 11], [2, 2])).statusCode).toBe(200);
    const resting = await call(second!, courts[1]!.id);
    expect(resting.statusCode).toBe(409);
    expect(resting.json().message).toMatch(
      new RegExp(`^${name} is resting until \\d{1,2}:\\d{2} [AP]M GMT\\+9$`),
    );
  });

  it('names every resting player, and calls early only on request and never past a check-in (decision 031)', async () => {
    const made = await tournamentWith(t.app, organizer.token, 4, {
      format: 'round-robin',
      restMinutes: 30,
      checkInOpensAt: new Date(Date.now() - 3_600_000).toISOString(),
    });
    for (const p of made.players) {
      const checkIn = await callAs(t.app, p.token)('POST', `/api/tournaments/${made.id}/check-in`);
      expect(checkIn.statusCode, checkIn.body).toBe(200);
    }
    expect((await asOrganizer('POST', `/api/tournaments/${made.id}/start`)).statusCode).toBe(200);
    const all = () => matchesOf(t.app, organizer.token, made.id);
    const deskOf = async () =>
      (await asOrganizer('GET', `/api/matches/tournament/${made.id}/desk`)).json<{
        data: DeskAnswer;
      }>().data;
    const { courts } = await deskOf();
    const rounds = await all();
    for (const m of rounds.filter((x) => x.round === 1)) {
      expect((await scoreAs(t.app, organizer.token, m, [11, 11], [2, 2])).statusCode).toBe(200);
    }
    const next = rounds.find((x) => x.round === 2)!;
    const names = [next.player1Id, next.player2Id].map(
      (id) => made.players.find((p) => p.id === id)!.name,
    );
    const entry = (await deskOf()).queue.find((e) => e.match.id === next.id)!;
    expect(entry.canCallEarly).toBe(true);
    // Both sides rest: each resting player is named, with the venue's clock and zone.
    expect(entry.blockers).toHaveLength(2);
    for (const name of names) {
      expect(entry.blockers.some((b) => new RegExp(`^${name} is resting until \\d`).test(b))).toBe(
        true,
      );
    }
    expect(entry.blockers.every((b) => / (UTC|GMT|[A-Z]{2,4})$/.test(b))).toBe(true);

    const refused = await call(next, courts[0]!.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(entry.blockers.join('; '));

    // A player not checked in is never called early.
    const undo = await asOrganizer(
      'DELETE',
      `/api/tournaments/${made.id}/participants/${next.player1Id}/check-in`,
    );
    expect(undo.statusCode, undo.body).toBe(200);
    const notIn = await callAs(t.app, organizer.token)('POST', `/api/matches/${next.id}/call`, {
      courtId: courts[0]!.id,
      ignoreRest: true,
    });
    expect(notIn.statusCode).toBe(409);
    expect(notIn.json().message).toBe(DESK_MESSAGES.notCheckedIn(names[0]!));
    expect((await deskOf()).queue.find((e) => e.match.id === next.id)!.canCallEarly).toBe(false);

    const redo = await asOrganizer(
      'POST',
      `/api/tournaments/${made.id}/participants/${next.player1Id}/check-in`,
    );
    expect(redo.statusCode).toBe(200);
    const early = await callAs(t.app, organizer.token)('POST', `/api/matches/${next.id}/call`, {
      courtId: courts[0]!.id,
      ignoreRest: true,
    });
    expect(early.statusCode, early.body).toBe(200);
    expect(early.json().data.calledAt).toEqual(expect.any(String));
  });

  it('never calls early past a player called elsewhere', async () => {
    const { all, desk } = await started(3, { format: 'round-robin', restMinutes: 30 });
    const { courts } = await desk();
    const [first, second] = await all();
    expect((await call(first!, courts[0]!.id)).statusCode).toBe(200);
    const busy = await callAs(t.app, organizer.token)('POST', `/api/matches/${second!.id}/call`, {
      courtId: courts[1]!.id,
      ignoreRest: true,
    });
    expect(busy.statusCode).toBe(409);
    expect((await desk()).queue.find((e) => e.match.id === second!.id)?.canCallEarly).toBe(false);
  });

  it('names rounds as the bracket does: the last round of each stage', async () => {
    const { desk, byKey } = await started(4);
    expect((await desk()).lastRounds).toMatchObject({ knockout: 2 });
    // The match's own answer carries its stage's last round, so the score dialog names the
    // round as the desk does (walkthrough of issue 27: "Winners' Round 1" there).
    const semi = await asOrganizer('GET', `/api/matches/${(await byKey('KO-R1-M1')).id}`);
    expect(semi.json().data).toMatchObject({ round: 1, stageLastRound: 2 });
  });

  it('keeps a called match on its court, not pushed back, when the planner replans', async () => {
    const { byKey } = await started(4);
    const semi1 = await byKey('KO-R1-M1');
    const semi2 = await byKey('KO-R1-M2');
    // The desk sends the second semifinal to the court planned for the first...
    expect((await call(semi2, semi1.courtId)).statusCode).toBe(200);
    // ...where the first then starts anyway: the planner replans, and the called match stays.
    expect((await scoreAs(t.app, organizer.token, semi1, [1], [0])).statusCode).toBe(200);
    const [row] = await t.app.db.select().from(matches).where(eq(matches.id, semi2.id));
    // Not pushed behind the match on that court: it is called, it plays next there.
    expect(row!.courtId).toBe(semi1.courtId);
    expect(row!.startTime?.toISOString()).toBe(semi2.startTime);
    expect(row!.calledBy).toBe(organizer.user.id);
  });

  it('drops the call of a match whose side a correction changes', async () => {
    const { byKey, desk } = await started(4, { restMinutes: 0 });
    const semi1 = await byKey('KO-R1-M1');
    expect((await scoreAs(t.app, organizer.token, semi1, [11, 11], [3, 4])).statusCode).toBe(200);
    expect(
      (await scoreAs(t.app, organizer.token, await byKey('KO-R1-M2'), [11, 11], [5, 6])).statusCode,
    ).toBe(200);
    const final = await byKey('KO-R2-M1');
    expect((await call(final, (await desk()).courts[0]!.id)).statusCode).toBe(200);
    const corrected = await scoreAs(t.app, organizer.token, semi1, [3, 4], [11, 11], {
      isCorrection: true,
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    const after = await byKey('KO-R2-M1');
    expect(after.player1Id).toBe(semi1.player2Id);
    expect(after.calledAt).toBeNull();
  });

  it('is the desk only: 403 for a player and another organizer, 422 for a foreign court', async () => {
    const { byKey, desk, players, id } = await started(4);
    const other = await createSignedInUser(t.app, { role: 'organizer', name: 'Other Organizer' });
    const { courts } = await desk();
    const semi = await byKey('KO-R1-M1');
    for (const token of [players[0]!.token, other.token]) {
      const response = await call(semi, courts[0]!.id, token);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(DESK_MESSAGES.onlyDesk);
      const view = await callAs(t.app, token)('GET', `/api/matches/tournament/${id}/desk`);
      expect(view.statusCode).toBe(403);
    }
    const foreign = await started(2);
    const foreignCourt = (await foreign.desk()).courts[0]!.id;
    for (const courtId of [foreignCourt, 'not-a-court']) {
      const response = await call(semi, courtId);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.courtId).toEqual([DESK_MESSAGES.courtNotInTournament]);
    }
    expect((await call(semi, null)).statusCode).toBe(422);
  });
});

describe('calling waits for check-in where the tournament uses it (decision 025)', () => {
  it('refuses a match whose player is no longer checked in, naming them', async () => {
    const opensAt = new Date(Date.now() - 3_600_000).toISOString();
    const made = await tournamentWith(t.app, organizer.token, 2, { checkInOpensAt: opensAt });
    const checkIn = (userId: string, method: 'POST' | 'DELETE' = 'POST') =>
      asOrganizer(method, `/api/tournaments/${made.id}/participants/${userId}/check-in`);
    for (const p of made.players) expect((await checkIn(p.id)).statusCode).toBeLessThan(300);
    expect((await asOrganizer('POST', `/api/tournaments/${made.id}/start`)).statusCode).toBe(200);
    const [final] = await matchesOf(t.app, organizer.token, made.id);
    // The desk undoes one check-in (a mistake at the desk): the call waits for it again.
    const late = made.players[1]!;
    expect((await checkIn(late.id, 'DELETE')).statusCode).toBeLessThan(300);
    const refused = await call(final!, final!.courtId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(DESK_MESSAGES.notCheckedIn(late.name));
    expect((await checkIn(late.id)).statusCode).toBeLessThan(300);
    expect((await call(final!, final!.courtId)).statusCode).toBe(200);
  });
});

describe('a call before the day moves nothing (walkthrough of issue 27)', () => {
  it('keeps the called match in its planned slot, so the match it feeds stays after it', async () => {
    // 7 players: the top seed's bye puts them in semifinal 1 against the winner of KO-R1-M2.
    const { byKey, all } = await started(7);
    const quarter = await byKey('KO-R1-M2');
    const semi = await byKey('KO-R2-M1');
    expect(Date.parse(semi.startTime!)).toBeGreaterThan(Date.parse(quarter.startTime!));
    expect((await call(quarter, quarter.courtId)).statusCode).toBe(200);
    // Called months ahead of the day: before the fix the replan read the call as the match
    // being played now, and put the semifinal on the same court at the quarterfinal's time.
    const after = await all();
    const plannedQuarter = after.find((m) => m.key === 'KO-R1-M2')!;
    const plannedSemi = after.find((m) => m.key === 'KO-R2-M1')!;
    expect(plannedQuarter.startTime).toBe(quarter.startTime);
    expect(Date.parse(plannedSemi.startTime!)).toBeGreaterThan(
      Date.parse(plannedQuarter.startTime!),
    );
    for (const a of after) {
      for (const b of after) {
        if (a.id === b.id || !a.courtId || a.courtId !== b.courtId) continue;
        expect(a.startTime, `${a.key} and ${b.key} share a court and a start`).not.toBe(
          b.startTime,
        );
      }
    }
  });
});
