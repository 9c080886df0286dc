import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { Match } from '@courtside/shared/api/match';
import { outboxEmails, tournaments } from '../../../db/schema';
import { createSessionUsers, createSignedInUser } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { matchesOf, scoreAs, tournamentWith } from '../../../test/competition';
import { callAs, createTournamentAs } from '../../../test/tournaments';

const MIN = 60_000;
let t: TestApp;
let organizer: Awaited<ReturnType<typeof createSignedInUser>>;
let asOrganizer: ReturnType<typeof callAs>;

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_MAX: '1000000' });
  organizer = await createSignedInUser(t.app, { role: 'organizer', name: 'Schedule Organizer' });
  asOrganizer = callAs(t.app, organizer.token);
});
afterAll(() => t.close());

const ms = (iso: string | null) => new Date(iso!).getTime();

/** A started tournament and its matches. */
async function started(count: number, overrides: Record<string, unknown> = {}) {
  const made = await tournamentWith(t.app, organizer.token, count, overrides);
  const start = await asOrganizer('POST', `/api/tournaments/${made.id}/start`);
  expect(start.statusCode, start.body).toBe(200);
  return { ...made, matches: await matchesOf(t.app, organizer.token, made.id) };
}

/** No court hosts two matches at once; nobody plays twice without `rest` between. */
function expectNoClash(all: Match[], durationMin: number, restMin: number) {
  for (const a of all) {
    for (const b of all) {
      if (a.id >= b.id || !a.startTime || !b.startTime) continue;
      const [sa, sb] = [ms(a.startTime), ms(b.startTime)];
      const overlaps = (pad: number) =>
        sa - pad * MIN < sb + durationMin * MIN && sb - pad * MIN < sa + durationMin * MIN;
      if (a.courtId === b.courtId) expect(overlaps(0), `${a.key} / ${b.key}`).toBe(false);
      const shared = [a.player1Id, a.player2Id].some(
        (id) => id && [b.player1Id, b.player2Id].includes(id),
      );
      if (shared) expect(overlaps(restMin), `${a.key} / ${b.key}`).toBe(false);
    }
  }
}

describe('scheduling at the start', () => {
  it('an 8-player knockout on 2 courts: every match placed from the start date, no clash, rounds after rest', async () => {
    const { id, matches } = await started(8, { courtCount: 2, restMinutes: 15 });
    const detail = (await asOrganizer('GET', `/api/tournaments/${id}`)).json().data;
    expect(detail.courts.map((c: { name: string }) => c.name)).toEqual(['Court 1', 'Court 2']);
    for (const match of matches) {
      expect(match.startTime, match.key).not.toBeNull();
      expect(match.court?.name, match.key).toMatch(/^Court [12]$/);
    }
    expectNoClash(matches, 75, 15);
    // 9:00 AM on the start date at the venue (the organizer's zone, New York): 13:00 UTC.
    const startAt = ms('2027-04-10T13:00:00.000Z');
    const round1 = matches.filter((m) => m.round === 1).map((m) => ms(m.startTime) - startAt);
    expect(round1.sort((a, b) => a - b)).toEqual([0, 0, 75 * MIN, 75 * MIN]);
    const semi = matches.find((m) => m.key === 'KO-R2-M1')!;
    expect(ms(semi.startTime)).toBeGreaterThanOrEqual(startAt + (75 + 15) * MIN);
  });

  it.each(['round-robin', 'swiss'])('a %s of 7 on 3 courts has no clash', async (format) => {
    const { matches } = await started(7, { format, courtCount: 3, restMinutes: 20 });
    expect(matches.every((m) => m.startTime && m.courtId)).toBe(true);
    expectNoClash(matches, 75, 20);
  });
});

describe('later matches move with one that ends early', () => {
  it('a semifinal finished at once pulls the final forward on the planned times', async () => {
    const made = await tournamentWith(t.app, organizer.token, 4, { courtCount: 2 });
    await t.app.db
      .update(tournaments)
      .set({ startDate: new Date(Date.now() - 24 * 60 * MIN).toISOString().slice(0, 10) })
      .where(eq(tournaments.id, made.id));
    await asOrganizer('POST', `/api/tournaments/${made.id}/start`);
    const before = await matchesOf(t.app, organizer.token, made.id);
    const final = before.find((m) => m.key === 'KO-R2-M1')!;
    const plannedFinal = ms(final.startTime);
    for (const semi of before.filter((m) => m.round === 1)) {
      expect((await scoreAs(t.app, organizer.token, semi, [11, 11], [2, 3])).statusCode).toBe(200);
    }
    const after = (await matchesOf(t.app, organizer.token, made.id)).find(
      (m) => m.id === final.id,
    )!;
    expect(ms(after.startTime)).toBeLessThan(plannedFinal);
    expect(ms(after.startTime)).toBeGreaterThanOrEqual(Date.now() + 10 * MIN);
  });
  it('results saved before the venue day keep the final and the bronze match after their semifinals', async () => {
    const made = await started(4, { courtCount: 2, restMinutes: 15 });
    const semis = made.matches.filter((m) => m.round === 1);
    const planned = new Map(made.matches.map((m) => [m.id, m.startTime]));
    for (const semi of semis) {
      expect((await scoreAs(t.app, organizer.token, semi, [11, 11], [2, 3])).statusCode).toBe(200);
    }
    const after = await matchesOf(t.app, organizer.token, made.id);
    const semisEnd = Math.max(...semis.map((m) => ms(m.startTime))) + 75 * MIN;
    for (const match of after.filter((m) => m.round === 2)) {
      expect(ms(match.startTime), match.key).toBeGreaterThanOrEqual(semisEnd + 15 * MIN);
      expect(match.startTime, match.key).toBe(planned.get(match.id));
    }
    expectNoClash(after, 75, 15);
  });
});

describe('manual schedule changes', () => {
  it('refuses a double-booked court or a player without rest, naming the match; accepts a free slot and keeps it', async () => {
    const { id, matches } = await started(8, { courtCount: 2 });
    const [a, b] = matches.filter((m) => m.round === 1 && m.startTime === matches[0]!.startTime);
    const courtClash = await asOrganizer('PUT', `/api/tournaments/${id}/match-schedule`, {
      matchId: matches.find((m) => m.round === 1 && m.startTime !== a!.startTime)!.id,
      startTime: a!.startTime,
      courtId: a!.courtId,
    });
    expect(courtClash.statusCode).toBe(409);
    expect(courtClash.json().message).toMatch(
      new RegExp(`^${a!.court!.name} already hosts Round 1: .+ v .+ at 9:00 AM EDT$`),
    );

    const player = a!.player1!.name;
    const entrantClash = await asOrganizer('POST', '/api/matches', {
      tournamentId: id,
      player1Id: a!.player1Id,
      player2Id: b!.player1Id,
      startTime: '2027-04-10T14:20:00Z',
      courtName: 'Show Court',
    });
    expect(entrantClash.statusCode).toBe(409);
    expect(entrantClash.json().message).toContain(player);
    expect(entrantClash.json().message).toContain('needs 15 minutes of rest');

    const moved = await asOrganizer('PUT', `/api/matches/${a!.id}/details`, {
      startTime: '2027-04-11T15:00:00Z',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().message).toBe('Match schedule updated successfully!');
    expect(moved.json().data.startTime).toBe('2027-04-11T15:00:00.000Z');
    // Another change elsewhere replans the rest; the pinned match stays put.
    const other = matches.find((m) => m.id !== a!.id && m.round === 1)!;
    await scoreAs(t.app, organizer.token, other, [5], [3]);
    const again = (await matchesOf(t.app, organizer.token, id)).find((m) => m.id === a!.id)!;
    expect(again.startTime).toBe('2027-04-11T15:00:00.000Z');
  });

  it('refuses to move a started match, a court of another tournament, and score keepers', async () => {
    const { id, matches, players } = await started(4);
    const [first] = matches;
    await scoreAs(t.app, organizer.token, first!, [3], [1]);
    const locked = await asOrganizer('PUT', `/api/tournaments/${id}/match-schedule`, {
      matchId: first!.id,
      startTime: '2027-04-12T10:00:00Z',
    });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe('A match that has started or finished keeps its schedule');
    const second = matches.find((m) => m.id !== first!.id && m.round === 1)!;
    const badCourt = await asOrganizer('PUT', `/api/matches/${second.id}/details`, {
      startTime: '2027-04-12T10:00:00Z',
      courtId: '00000000-0000-4000-8000-000000000000',
    });
    expect(badCourt.statusCode).toBe(422);
    expect(badCourt.json().errors.courtId[0]).toBe('That court does not belong to this tournament');
    await asOrganizer('POST', `/api/matches/${second.id}/score-keepers`, {
      userId: players[0]!.id,
    });
    const asKeeper = await callAs(t.app, players[0]!.token)(
      'PUT',
      `/api/matches/${second.id}/details`,
      { startTime: '2027-04-12T10:00:00Z' },
    );
    expect(asKeeper.statusCode).toBe(403);
    const wrongTournament = await asOrganizer('PUT', `/api/tournaments/${id}x/match-schedule`, {
      matchId: second.id,
      startTime: '2027-04-12T10:00:00Z',
    });
    expect(wrongTournament.statusCode).toBe(404);
  });
});

describe('POST /api/matches', () => {
  it('schedules an extra match on a named court, outside the bracket; it does not hold up the finish', async () => {
    const { id, matches } = await started(2);
    const [final] = matches;
    const extra = await asOrganizer('POST', '/api/matches', {
      tournamentId: id,
      player1Id: final!.player1Id,
      player2Id: final!.player2Id,
      startTime: '2027-04-12T18:00:00Z',
      courtName: 'Show Court',
      round: 1,
      status: 'scheduled',
    });
    expect(extra.statusCode, extra.body).toBe(201);
    expect(extra.json().message).toBe('Match scheduled successfully!');
    expect(extra.json().data).toMatchObject({
      stage: 'extra',
      status: 'scheduled',
      court: { name: 'Show Court' },
      startTime: '2027-04-12T18:00:00.000Z',
    });
    const bracket = (await asOrganizer('GET', `/api/tournaments/${id}/bracket`)).json().data;
    expect(Object.values(bracket.bracket).flat()).toHaveLength(1);
    await scoreAs(t.app, organizer.token, final!, [11, 11], [4, 6]);
    const detail = (await asOrganizer('GET', `/api/tournaments/${id}`)).json().data;
    expect(detail.status).toBe('completed');
    const late = await asOrganizer('POST', '/api/matches', {
      tournamentId: id,
      player1Id: final!.player1Id,
      player2Id: final!.player2Id,
      startTime: '2027-04-13T18:00:00Z',
    });
    expect(late.statusCode).toBe(409);
  });

  it('validates the players and the fields', async () => {
    const { id, matches } = await started(2);
    const [outsider] = await createSessionUsers(t.app.db, 1);
    const notEntrant = await asOrganizer('POST', '/api/matches', {
      tournamentId: id,
      player1Id: matches[0]!.player1Id,
      player2Id: outsider!.id,
      startTime: '2027-04-12T18:00:00Z',
    });
    expect(notEntrant.statusCode).toBe(422);
    expect(notEntrant.json().errors.player2Id[0]).toBe(
      'Both players must be entrants of this tournament',
    );
    const same = await asOrganizer('POST', '/api/matches', {
      tournamentId: id,
      player1Id: matches[0]!.player1Id,
      player2Id: matches[0]!.player1Id,
      startTime: '2027-04-12T18:00:00Z',
    });
    expect(same.statusCode).toBe(422);
    expect(same.json().errors.player2Id[0]).toBe('Player 1 and player 2 must be different');
    const missing = await asOrganizer('POST', '/api/matches', { tournamentId: id });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.player1Id[0]).toBe('Please fill in all required fields');
    const badDate = await asOrganizer('POST', '/api/matches', {
      tournamentId: id,
      player1Id: matches[0]!.player1Id,
      player2Id: matches[0]!.player2Id,
      startTime: '2027-02-30T10:00',
    });
    expect(badDate.statusCode).toBe(422);
  });
});

describe('match mails', () => {
  it('each player hears of their first match at the start and of the next after a win, unless they turned match reminders off', async () => {
    const made = await tournamentWith(t.app, organizer.token, 3, { courtCount: 1 });
    const [quiet] = await createSessionUsers(t.app.db, 1, {
      settings: { notificationSettings: { matchReminders: false } },
    });
    await callAs(t.app, quiet!.token)('POST', `/api/tournaments/${made.id}/join`);
    await asOrganizer('POST', `/api/tournaments/${made.id}/start`);
    const emails = [...made.players, quiet!].map((p) => p.email);
    const mailsTo = async () =>
      t.app.db.select().from(outboxEmails).where(inArray(outboxEmails.to, emails));
    const first = await mailsTo();
    expect(first.map((m) => m.to).sort()).toEqual(made.players.map((p) => p.email).sort());
    expect(first[0]!.subject).toMatch(/has started: your first match$/);
    expect(first[0]!.text).toMatch(/Your first match is against .+ \(Court 1, .+\)\./);

    const all = await matchesOf(t.app, organizer.token, made.id);
    const isQuiet = (m: Match) => m.player1Id === quiet!.id || m.player2Id === quiet!.id;
    const semiA = all.find((m) => m.round === 1 && !isQuiet(m))!;
    const semiB = all.find((m) => m.round === 1 && isQuiet(m))!;
    await scoreAs(t.app, organizer.token, semiA, [11, 11], [1, 1]);
    const quietWins = semiB.player1Id === quiet!.id;
    await scoreAs(
      t.app,
      organizer.token,
      semiB,
      quietWins ? [1, 1] : [11, 11],
      quietWins ? [11, 11] : [1, 1],
    );
    const emailOf = (id: string | null) => made.players.find((p) => p.id === id)!.email;
    const winnerB = semiB.player1Id === quiet!.id ? semiB.player2Id : semiB.player1Id;
    const next = (await mailsTo()).filter((m) => m.subject.startsWith('Your next match'));
    expect(next.map((m) => m.to).sort()).toEqual(
      [emailOf(semiA.player1Id), emailOf(semiA.player2Id), emailOf(winnerB)].sort(),
    );
  });

  it("tells the time at the venue with its abbreviation, and in the recipient's zone when it differs", async () => {
    const made = await createTournamentAs(t.app, organizer.token, {
      maxParticipants: 4,
      courtCount: 2,
      timeZone: 'America/Chicago',
    });
    const zones = ['America/Chicago', 'America/Los_Angeles', 'Asia/Tokyo'];
    const people = await Promise.all(
      zones.map(async (timezone) => {
        const [person] = await createSessionUsers(t.app.db, 1, {
          settings: { preferences: { timezone } },
        });
        await callAs(t.app, person!.token)('POST', `/api/tournaments/${made.id}/join`);
        return person!;
      }),
    );
    const [extra] = await createSessionUsers(t.app.db, 1);
    await callAs(t.app, extra!.token)('POST', `/api/tournaments/${made.id}/join`);
    await asOrganizer('POST', `/api/tournaments/${made.id}/start`);
    const textTo = async (email: string) =>
      (await t.app.db.select().from(outboxEmails).where(eq(outboxEmails.to, email)))[0]?.text ?? '';
    // Both first matches start at 9:00 AM on 10 April 2027 in Chicago (CDT): 7:00 AM in Los
    // Angeles, 11:00 PM the same day in Tokyo.
    const [chicago, losAngeles, tokyo] = await Promise.all(people.map((p) => textTo(p.email)));
    expect(chicago).toMatch(/\(Court [12], Sat, Apr 10, 9:00 AM CDT\)\./);
    expect(losAngeles).toMatch(/\(Court [12], Sat, Apr 10, 9:00 AM CDT \(7:00 AM your time\)\)\./);
    expect(tokyo).toMatch(/\(Court [12], Sat, Apr 10, 9:00 AM CDT \(11:00 PM your time\)\)\./);
  });
});
