import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  CHECK_IN_MESSAGES,
  type CheckInList,
  type MyCheckIn,
  type Ticket,
} from '@courtside/shared/api/check-in';
import type { TournamentDetail } from '@courtside/shared/api/tournament';
import { tournamentParticipants } from '../../../db/schema';
import { hashToken } from '../../../lib/tokens';
import { createSessionUsers, createSignedInUser } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { matchesOf, tournamentWith } from '../../../test/competition';
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

const HOUR = 3_600_000;
const OPEN = () => ({ checkInOpensAt: new Date(Date.now() - HOUR).toISOString() });

const list = async (id: string, token = organizer.token, q = '') =>
  (
    await callAs(t.app, token)('GET', `/api/tournaments/${id}/check-in?q=${encodeURIComponent(q)}`)
  ).json<{ data: CheckInList }>().data;
const deskCheckIn = (id: string, userId: string, token = organizer.token) =>
  callAs(t.app, token)('POST', `/api/tournaments/${id}/participants/${userId}/check-in`);

describe('the check-in window (decision 025)', () => {
  it('is set by the organizer and refuses check-in before it opens, with the time', async () => {
    const opensAt = new Date(Date.now() + 2 * HOUR);
    const { id, players } = await tournamentWith(t.app, organizer.token, 2);
    const [ann] = players;

    // Without a window the tournament does not use check-in.
    const unused = await callAs(t.app, ann!.token)('POST', `/api/tournaments/${id}/check-in`);
    expect(unused.statusCode).toBe(409);
    expect(unused.json().message).toBe(CHECK_IN_MESSAGES.notUsed);

    const put = await asOrganizer('PUT', `/api/tournaments/${id}`, {
      checkInOpensAt: opensAt.toISOString(),
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json<{ data: TournamentDetail }>().data.checkInOpensAt).toBe(opensAt.toISOString());

    const early = await callAs(t.app, ann!.token)('POST', `/api/tournaments/${id}/check-in`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/^Check-in has not opened yet: it opens at \d{4}-/);
    expect((await deskCheckIn(id, ann!.id)).statusCode).toBe(409);

    const mine = (await callAs(t.app, ann!.token)('GET', '/api/check-in/mine')).json<{
      data: MyCheckIn[];
    }>().data;
    expect(mine.find((c) => c.tournamentId === id)).toMatchObject({
      isOpen: false,
      checkedInAt: null,
      isWaitlisted: false,
    });
  });

  it('rejects a date that is not one', async () => {
    const { id } = await tournamentWith(t.app, organizer.token, 1);
    const put = await asOrganizer('PUT', `/api/tournaments/${id}`, { checkInOpensAt: 'soon' });
    expect(put.statusCode).toBe(422);
  });
});

describe('checking in', () => {
  it('a player checks themself in once; the desk list shows who is missing first, and q searches', async () => {
    const { id, players } = await tournamentWith(t.app, organizer.token, 4, OPEN());
    const [ann, ben] = players;
    const self = await callAs(t.app, ann!.token)('POST', `/api/tournaments/${id}/check-in`);
    expect(self.statusCode, self.body).toBe(200);
    expect(self.json()).toMatchObject({
      message: CHECK_IN_MESSAGES.checkedIn,
      data: { userId: ann!.id, checkedInAt: expect.any(String) },
    });
    const first = self.json().data.checkedInAt;
    const again = await callAs(t.app, ann!.token)('POST', `/api/tournaments/${id}/check-in`);
    expect(again.json().data.checkedInAt).toBe(first);

    const desk = await deskCheckIn(id, ben!.id);
    expect(desk.statusCode, desk.body).toBe(200);
    const [row] = await t.app.db
      .select()
      .from(tournamentParticipants)
      .where(
        and(
          eq(tournamentParticipants.tournamentId, id),
          eq(tournamentParticipants.userId, ben!.id),
        ),
      );
    expect(row?.checkedInBy).toBe(organizer.user.id);

    const all = await list(id);
    expect(all).toMatchObject({ total: 4, checkedIn: 2, isOpen: true, isOrganizer: true });
    expect(all.entrants.map((e) => e.checkedIn)).toEqual([false, false, true, true]);
    const found = await list(id, organizer.token, ben!.name);
    expect(found.entrants.map((e) => e.id)).toEqual([ben!.id]);
    expect(found.total).toBe(4);

    const undo = await callAs(t.app, organizer.token)(
      'DELETE',
      `/api/tournaments/${id}/participants/${ben!.id}/check-in`,
    );
    expect(undo.statusCode).toBe(200);
    expect((await list(id)).checkedIn).toBe(1);
  });

  it('the desk is the organizer and their desk staff, never another signed-in user', async () => {
    const { id, players } = await tournamentWith(t.app, organizer.token, 2, OPEN());
    const [staff, stranger] = await createSessionUsers(t.app.db, 2, { namePrefix: 'Desk Person' });
    expect((await deskCheckIn(id, players[0]!.id, staff!.token)).statusCode).toBe(403);

    const added = await asOrganizer('POST', `/api/tournaments/${id}/desk-staff`, {
      userId: staff!.id,
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data.deskStaff).toEqual([{ id: staff!.id, name: staff!.name }]);
    const self = await asOrganizer('POST', `/api/tournaments/${id}/desk-staff`, {
      userId: organizer.user.id,
    });
    expect(self.statusCode).toBe(409);
    // Desk staff may not name more desk staff.
    const byStaff = await callAs(t.app, staff!.token)('POST', `/api/tournaments/${id}/desk-staff`, {
      userId: stranger!.id,
    });
    expect(byStaff.statusCode).toBe(403);

    const staffMine = await callAs(t.app, staff!.token)('GET', '/api/check-in/mine');
    expect(staffMine.json().deskTournamentIds).toEqual([id]);
    // By name too: their dashboard says where they work the desk.
    expect(staffMine.json().deskTournaments).toEqual([
      { id, name: expect.any(String), status: 'upcoming' },
    ]);
    const byDesk = await deskCheckIn(id, players[0]!.id, staff!.token);
    expect(byDesk.statusCode, byDesk.body).toBe(200);
    expect((await list(id, staff!.token)).isOrganizer).toBe(false);
    const byStranger = await deskCheckIn(id, players[1]!.id, stranger!.token);
    expect(byStranger.statusCode).toBe(403);
    expect(byStranger.json().message).toBe(CHECK_IN_MESSAGES.onlyDesk);
    // A player of the tournament is not the desk either.
    expect((await deskCheckIn(id, players[1]!.id, players[0]!.token)).statusCode).toBe(403);

    await asOrganizer('DELETE', `/api/tournaments/${id}/desk-staff`, { userId: staff!.id });
    expect((await deskCheckIn(id, players[1]!.id, staff!.token)).statusCode).toBe(403);
  });

  it('the ticket QR token checks in only with the desk rights of the scanner', async () => {
    const { id, players } = await tournamentWith(t.app, organizer.token, 2, OPEN());
    const [ann, ben] = players;
    const ticket = await callAs(t.app, ann!.token)('GET', `/api/tournaments/${id}/ticket`);
    expect(ticket.statusCode, ticket.body).toBe(200);
    expect(ticket.headers['cache-control']).toBe('no-store');
    // The venue's zone, so the ticket names the opening time at the venue.
    expect(ticket.json<{ data: Ticket }>().data.timeZone).toMatch(/^[A-Za-z_]+\/[A-Za-z_]+$/);
    const { token } = ticket.json<{ data: Ticket }>().data;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the hash is stored.
    const [row] = await t.app.db
      .select()
      .from(tournamentParticipants)
      .where(eq(tournamentParticipants.checkInTokenHash, hashToken(token)));
    expect(row?.userId).toBe(ann!.id);

    // Another player scanning it (or the player themself) does not check anyone in.
    const byPlayer = await callAs(t.app, ben!.token)('POST', `/api/check-in/${token}`);
    expect(byPlayer.statusCode).toBe(403);
    expect(byPlayer.json().message).toBe(CHECK_IN_MESSAGES.ticketNotDesk);
    const other = await createSignedInUser(t.app, { role: 'organizer', name: 'Other Organizer' });
    expect((await callAs(t.app, other.token)('POST', `/api/check-in/${token}`)).statusCode).toBe(
      403,
    );
    expect((await list(id)).checkedIn).toBe(0);

    const unknown = await asOrganizer('POST', '/api/check-in/not-a-real-token');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(CHECK_IN_MESSAGES.unknownTicket);

    const scanned = await asOrganizer('POST', `/api/check-in/${token}`);
    expect(scanned.statusCode, scanned.body).toBe(200);
    expect(scanned.json()).toMatchObject({
      message: `Checked in: ${ann!.name}`,
      data: { userId: ann!.id, tournamentId: id, wasCheckedIn: false },
    });
    const twice = await asOrganizer('POST', `/api/check-in/${token}`);
    expect(twice.json().data.wasCheckedIn).toBe(true);

    // A new ticket view issues a new token: the old QR stops working.
    const fresh = await callAs(t.app, ann!.token)('GET', `/api/tournaments/${id}/ticket`);
    expect(fresh.json<{ data: Ticket }>().data.token).not.toBe(token);
    expect(fresh.json<{ data: Ticket }>().data.checkedInAt).toEqual(expect.any(String));
    expect((await asOrganizer('POST', `/api/check-in/${token}`)).statusCode).toBe(404);

    // Only a participant has a ticket.
    const outsider = await callAs(t.app, other.token)('GET', `/api/tournaments/${id}/ticket`);
    expect(outsider.statusCode).toBe(403);
  });

  it('a doubles team is checked in when both its members are', async () => {
    const { id, players } = await tournamentWith(t.app, organizer.token, 4, {
      ...OPEN(),
      type: 'doubles',
    });
    const saved = await asOrganizer('POST', `/api/teams/tournament/${id}`, {
      teams: [
        { name: 'Aces', playerIds: [players[0]!.id, players[1]!.id] },
        { name: 'Dinks', playerIds: [players[2]!.id, players[3]!.id] },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await deskCheckIn(id, players[0]!.id);
    let state = await list(id);
    expect(state.checkedIn).toBe(0);
    expect(state.entrants.find((e) => e.name === 'Aces')?.checkedIn).toBe(false);
    await deskCheckIn(id, players[1]!.id);
    state = await list(id);
    expect(state).toMatchObject({ total: 2, checkedIn: 1 });
    expect(state.entrants.map((e) => [e.name, e.checkedIn])).toEqual([
      ['Dinks', false],
      ['Aces', true],
    ]);
    expect((await list(id, organizer.token, 'dinks')).entrants.map((e) => e.name)).toEqual([
      'Dinks',
    ]);
  });
});

describe('no-shows before the start', () => {
  it('Start is refused naming who is missing; withdrawing no-shows moves checked-in waitlisted players up, then Start draws from those present', async () => {
    const { id, players } = await tournamentWith(t.app, organizer.token, 4, {
      ...OPEN(),
      maxParticipants: 4,
    });
    const waiting = await createSessionUsers(t.app.db, 2, { namePrefix: 'Waiting Player' });
    for (const w of waiting) {
      const queued = await callAs(t.app, w.token)('POST', `/api/tournaments/${id}/waitlist`);
      expect(queued.statusCode, queued.body).toBe(200);
    }
    for (const p of players.slice(0, 2)) await deskCheckIn(id, p.id);
    // The second waitlisted player came; the first did not.
    const waitCheck = await callAs(t.app, waiting[1]!.token)(
      'POST',
      `/api/tournaments/${id}/check-in`,
    );
    expect(waitCheck.statusCode, waitCheck.body).toBe(200);
    expect((await list(id)).waitlist.map((w) => w.checkedInAt !== null)).toEqual([false, true]);

    const refused = await asOrganizer('POST', `/api/tournaments/${id}/start`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(players[2]!.name);
    expect(refused.json().message).toContain('withdraw the no-shows');

    // Only the organizer, not the desk staff, withdraws.
    const [staff] = await createSessionUsers(t.app.db, 1);
    await asOrganizer('POST', `/api/tournaments/${id}/desk-staff`, { userId: staff!.id });
    const byStaff = await callAs(t.app, staff!.token)(
      'POST',
      `/api/tournaments/${id}/withdraw-no-shows`,
    );
    expect(byStaff.statusCode).toBe(403);

    const withdrawn = await asOrganizer('POST', `/api/tournaments/${id}/withdraw-no-shows`);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json()).toEqual({
      data: { withdrawn: 2, promoted: 1 },
      message: '2 no-shows withdrawn, 1 waitlisted player moved up',
    });
    const detail = (await asOrganizer('GET', `/api/tournaments/${id}`)).json<{
      data: TournamentDetail;
    }>().data;
    expect(detail.currentParticipants).toBe(3);
    expect(detail.participants.map((p) => p.userId).sort()).toEqual(
      [players[0]!.id, players[1]!.id, waiting[1]!.id].sort(),
    );
    expect(detail.waitlist.map((w) => w.userId)).toEqual([waiting[0]!.id]);
    const state = await list(id);
    expect(state).toMatchObject({ total: 3, checkedIn: 3 });

    const start = await asOrganizer('POST', `/api/tournaments/${id}/start`);
    expect(start.statusCode, start.body).toBe(200);
    const drawn = new Set(
      (await matchesOf(t.app, organizer.token, id)).flatMap((m) => [m.player1Id, m.player2Id]),
    );
    expect(drawn.has(players[2]!.id)).toBe(false);
    expect(drawn.has(waiting[1]!.id)).toBe(true);

    const late = await asOrganizer('POST', `/api/tournaments/${id}/withdraw-no-shows`);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(CHECK_IN_MESSAGES.withdrawNoShowsOnlyUpcoming);
  });

  it('in doubles, a team with a no-show is dissolved and the partner who came keeps their place', async () => {
    const { id, players } = await tournamentWith(t.app, organizer.token, 4, {
      ...OPEN(),
      type: 'doubles',
    });
    const [a, b, c, d] = players;
    await asOrganizer('POST', `/api/teams/tournament/${id}`, {
      teams: [
        { name: 'Aces', playerIds: [a!.id, b!.id] },
        { name: 'Dinks', playerIds: [c!.id, d!.id] },
      ],
    });
    for (const p of [a, b, c]) await deskCheckIn(id, p!.id);
    const withdrawn = await asOrganizer('POST', `/api/tournaments/${id}/withdraw-no-shows`);
    expect(withdrawn.json().data).toEqual({ withdrawn: 1, promoted: 0 });
    const detail = (await asOrganizer('GET', `/api/tournaments/${id}`)).json<{
      data: TournamentDetail;
    }>().data;
    expect(detail.teams.map((team) => team.name)).toEqual(['Aces']);
    expect(detail.participants.map((p) => p.userId)).toContain(c!.id);
    const state = await list(id);
    expect(state).toMatchObject({ total: 1, checkedIn: 1 });
    expect(state.unteamed.map((p) => p.userId)).toEqual([c!.id]);
  });

  it('for an ongoing tournament the desk sees the next matches with a player missing', async () => {
    // Check-in opens later: Start is not held back by it only when check-in is not used, so
    // the window is set after the start, as a desk opening check-in for day two would.
    const { id, players } = await tournamentWith(t.app, organizer.token, 4);
    expect((await asOrganizer('POST', `/api/tournaments/${id}/start`)).statusCode).toBe(200);
    await asOrganizer('PUT', `/api/tournaments/${id}`, OPEN());
    await deskCheckIn(id, players[0]!.id);
    const state = await list(id);
    expect(state.status).toBe('ongoing');
    expect(state.nextMatches.length).toBeGreaterThan(0);
    const missing = state.nextMatches.flatMap((m) => m.missing.map((p) => p.userId));
    expect(missing).not.toContain(players[0]!.id);
    expect(missing).toContain(players[1]!.id);
  });
});
