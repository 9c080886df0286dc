import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Match, MatchDetail } from '@courtside/shared/api/match';
import {
  matchCorrections,
  outboxEmails,
  tournamentReopenings,
  tournaments,
} from '../../../db/schema';
import { confirmDueScores } from '../../../services/matches/confirm-score';
import { createSignedInUser } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { matchesOf, scoreAs, tournamentWith } from '../../../test/competition';
import { callAs } from '../../../test/tournaments';

/** Decision 027: a player's own deciding score awaits the other side or the desk; reopening. */
let t: TestApp;
let organizer: Awaited<ReturnType<typeof createSignedInUser>>;
let asOrganizer: ReturnType<typeof callAs>;

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_MAX: '1000000' });
  organizer = await createSignedInUser(t.app, { role: 'organizer', name: 'Desk Organizer' });
  asOrganizer = callAs(t.app, organizer.token);
});
afterAll(() => t.close());

const PUBLIC_URL = 'http://localhost:3000';
const detailOf = async (id: string, token = organizer.token) =>
  (await callAs(t.app, token)('GET', `/api/matches/${id}`)).json<{ data: MatchDetail }>().data;

/** A started knockout of 4 with score confirmation as given; its semifinals and players. */
async function knockoutOf4(settings: Record<string, unknown> = { scoreConfirmation: true }) {
  const made = await tournamentWith(t.app, organizer.token, 4, settings);
  expect((await asOrganizer('POST', `/api/tournaments/${made.id}/start`)).statusCode).toBe(200);
  const all = await matchesOf(t.app, organizer.token, made.id);
  const semi = all.find((m) => m.key === 'KO-R1-M1')!;
  const playerOf = (id: string | null) => made.players.find((p) => p.id === id)!;
  const byKey = async (key: string) =>
    (await matchesOf(t.app, organizer.token, made.id)).find((m) => m.key === key)!;
  return { ...made, semi, p1: playerOf(semi.player1Id), p2: playerOf(semi.player2Id), byKey };
}

describe('score confirmation off (the default): the spec behaviour', () => {
  it("a player's deciding score completes the match at once, and says who entered it", async () => {
    const { id, semi, p1, byKey } = await knockoutOf4({});
    const tournament = (await asOrganizer('GET', `/api/tournaments/${id}`)).json().data;
    expect(tournament).toMatchObject({ scoreConfirmation: false, confirmationMinutes: null });
    const sent = await scoreAs(t.app, p1.token, semi, [11, 11], [4, 6]);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({
      message: 'Score updated successfully!',
      data: { status: 'completed', winner: p1.id, awaitingConfirmation: false },
    });
    expect((await byKey('KO-R2-M1')).player1Id).toBe(p1.id);
    const detail = await detailOf(semi.id);
    expect(detail.scoreEntry).toMatchObject({
      enteredBy: { id: p1.id, name: p1.name, role: 'player' },
      confirmedBy: null,
      confirmation: null,
    });
  });
});

describe('score confirmation on', () => {
  it("a player's deciding score awaits; the entering side cannot confirm; the opponent does", async () => {
    const { semi, p1, p2, byKey } = await knockoutOf4();
    const sent = await scoreAs(t.app, p1.token, semi, [11, 11], [4, 6]);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({
      message: 'Score saved: it is final once the other side confirms it',
      data: {
        status: 'in-progress',
        winner: null,
        awaitingConfirmation: true,
        enteredBySide: 'player1',
        canConfirm: false,
        score: { player1: [11, 11], player2: [4, 6] },
      },
    });
    // The bracket does not advance while it waits.
    expect((await byKey('KO-R2-M1')).player1Id).toBeNull();
    const seenByOpponent = (await matchesOf(t.app, p2.token, semi.tournamentId)).find(
      (m) => m.id === semi.id,
    )!;
    expect(seenByOpponent).toMatchObject({ awaitingConfirmation: true, canConfirm: true });
    expect((await byKey('KO-R1-M1')).canConfirm).toBe(true); // the organizer is the desk

    const own = await callAs(t.app, p1.token)('POST', `/api/matches/${semi.id}/confirm`);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(
      'The side that entered a score cannot confirm it: the other side or the desk does',
    );
    const outsider = await createSignedInUser(t.app, { name: 'Passing Stranger' });
    const stranger = await callAs(t.app, outsider.token)('POST', `/api/matches/${semi.id}/confirm`);
    expect(stranger.statusCode).toBe(403);

    const confirmed = await callAs(t.app, p2.token)('POST', `/api/matches/${semi.id}/confirm`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({
      message: 'Score confirmed',
      data: { status: 'completed', winner: p1.id, awaitingConfirmation: false },
    });
    expect((await byKey('KO-R2-M1')).player1Id).toBe(p1.id);
    const detail = await detailOf(semi.id, p2.token);
    expect(detail.scoreEntry).toMatchObject({
      enteredBy: { id: p1.id, role: 'player' },
      confirmedBy: { id: p2.id, name: p2.name, role: 'player' },
      confirmation: 'opponent',
    });
    expect(detail.ratingChanges).toHaveLength(2);
    const again = await callAs(t.app, p2.token)('POST', `/api/matches/${semi.id}/confirm`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This score is not awaiting confirmation');
  });

  it("the desk confirms; the organizer's and a keeper's own scores need no confirmation", async () => {
    const { semi, p2, byKey } = await knockoutOf4();
    expect((await scoreAs(t.app, p2.token, semi, [3, 3], [11, 11])).json().data).toMatchObject({
      awaitingConfirmation: true,
      enteredBySide: 'player2',
    });
    const confirmed = await asOrganizer('POST', `/api/matches/${semi.id}/confirm`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await detailOf(semi.id)).scoreEntry).toMatchObject({
      confirmedBy: { id: organizer.user.id, name: 'Desk Organizer', role: 'organizer' },
      confirmation: 'desk',
    });
    const other = await byKey('KO-R1-M2');
    const byOrganizer = await scoreAs(t.app, organizer.token, other, [11, 11], [1, 1]);
    expect(byOrganizer.json().data).toMatchObject({
      status: 'completed',
      awaitingConfirmation: false,
    });
  });

  it('a keeper who scores completes the match, and is named only to those who see keepers', async () => {
    const { semi, p1 } = await knockoutOf4();
    const keeper = await createSignedInUser(t.app, { name: 'Kept Keeper' });
    const added = await asOrganizer('POST', `/api/matches/${semi.id}/score-keepers`, {
      userId: keeper.user.id,
    });
    expect(added.statusCode, added.body).toBe(200);
    const sent = await scoreAs(t.app, keeper.token, semi, [11, 11], [2, 2]);
    expect(sent.json().data).toMatchObject({ status: 'completed', awaitingConfirmation: false });
    expect((await detailOf(semi.id, p1.token)).scoreEntry.enteredBy).toEqual({
      id: keeper.user.id,
      name: 'Kept Keeper',
      role: 'keeper',
    });
    const viewer = await createSignedInUser(t.app, { name: 'Curious Viewer' });
    expect((await detailOf(semi.id, viewer.token)).scoreEntry.enteredBy).toEqual({
      id: null,
      name: null,
      role: 'keeper',
    });
  });

  it('the opponent disputes: back to in progress with the games kept and the note', async () => {
    const { semi, p1, p2, byKey, players } = await knockoutOf4();
    await scoreAs(t.app, p1.token, semi, [11, 11], [4, 6]);
    // The other side is told by mail that a score waits for them (issue 27's walkthrough).
    const mailsTo = async (email: string) =>
      (await t.app.db.select().from(outboxEmails).where(eq(outboxEmails.to, email))).map(
        (m) => m.subject + '\n' + m.text,
      );
    expect(await mailsTo(p2.email)).toContainEqual(
      expect.stringContaining(`confirm the score ${p1.name} entered`),
    );
    expect((await mailsTo(p2.email)).join()).toContain('11-4, 11-6');
    const own = await callAs(t.app, p1.token)('POST', `/api/matches/${semi.id}/dispute`, {});
    expect(own.statusCode).toBe(403);
    const disputed = await callAs(t.app, p2.token)('POST', `/api/matches/${semi.id}/dispute`, {
      note: 'Second game was 11-9',
    });
    expect(disputed.statusCode, disputed.body).toBe(200);
    expect(disputed.json()).toMatchObject({
      message: 'Score disputed: the match is back in progress',
      data: {
        status: 'in-progress',
        awaitingConfirmation: false,
        canConfirm: false,
        score: { player1: [11, 11], player2: [4, 6] },
      },
    });
    expect((await detailOf(semi.id)).scoreEntry).toMatchObject({
      disputedBy: { id: p2.id, role: 'player' },
      disputeNote: 'Second game was 11-9',
    });
    // The desk sees the dispute and its note on the match; a player of another match sees
    // that there is one, not the note; the organizer is told by mail, with the note.
    const semiFor = async (token: string) =>
      (await matchesOf(t.app, token, semi.tournamentId)).find((m) => m.id === semi.id)!;
    expect((await semiFor(organizer.token)).dispute).toEqual({ note: 'Second game was 11-9' });
    const stranger = players.find((p) => p.id !== p1.id && p.id !== p2.id)!;
    expect((await semiFor(stranger.token)).dispute).toEqual({ note: null });
    const [disputeMail] = (await mailsTo(organizer.email)).filter((m) =>
      m.includes('score disputed'),
    );
    expect(disputeMail).toContain(`${p2.name} disputed the score`);
    expect(disputeMail).toContain('Their note: "Second game was 11-9"');
    expect(
      (await callAs(t.app, p2.token)('POST', `/api/matches/${semi.id}/confirm`)).statusCode,
    ).toBe(409);
    // The disputing player enters the right score: now the first side confirms it.
    const fixed = await scoreAs(t.app, p2.token, semi, [11, 11], [4, 9]);
    expect(fixed.json().data).toMatchObject({
      awaitingConfirmation: true,
      enteredBySide: 'player2',
      dispute: null,
    });
    expect((await byKey('KO-R1-M1')).status).toBe('in-progress');
    const confirmed = await callAs(t.app, p1.token)('POST', `/api/matches/${semi.id}/confirm`);
    expect(confirmed.json().data).toMatchObject({ status: 'completed', winner: p1.id });
  });

  it('either player of the opposing doubles team confirms; the partner of the one who entered cannot', async () => {
    const made = await tournamentWith(t.app, organizer.token, 4, {
      type: 'doubles',
      scoreConfirmation: true,
    });
    const [a, b, c, d] = made.players;
    const teams = await asOrganizer('POST', `/api/teams/tournament/${made.id}`, {
      teams: [{ playerIds: [a!.id, b!.id] }, { playerIds: [c!.id, d!.id] }],
    });
    expect(teams.statusCode, teams.body).toBe(200);
    expect((await asOrganizer('POST', `/api/tournaments/${made.id}/start`)).statusCode).toBe(200);
    const [final] = await matchesOf(t.app, organizer.token, made.id);
    const sent = await scoreAs(t.app, a!.token, final!, [11, 11], [5, 5]);
    const entering = sent.json<{ data: Match }>().data.enteredBySide;
    const [mine, theirs] =
      entering === 'player1' ? [final!.team1!, final!.team2!] : [final!.team2!, final!.team1!];
    expect(mine.players.map((p) => p.id)).toContain(a!.id);
    const partner = made.players.find(
      (p) => p.id === mine.players.find((x) => x.id !== a!.id)!.id,
    )!;
    const opponent = made.players.find((p) => p.id === theirs.players[1]!.id)!;
    expect(
      (await callAs(t.app, partner.token)('POST', `/api/matches/${final!.id}/confirm`)).statusCode,
    ).toBe(403);
    const confirmed = await callAs(t.app, opponent.token)(
      'POST',
      `/api/matches/${final!.id}/confirm`,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const [row] = await t.app.db.select().from(tournaments).where(eq(tournaments.id, made.id));
    expect(row!.status).toBe('completed');
  });

  it("confirms itself after the organizer's minutes (a later clock), and when confirmation is turned off", async () => {
    const { id, semi, p1, byKey, players } = await knockoutOf4({
      scoreConfirmation: true,
      confirmationMinutes: 5,
    });
    await scoreAs(t.app, p1.token, semi, [11, 11], [4, 6]);
    const soon = new Date(Date.now() + 4 * 60_000);
    expect(await confirmDueScores(t.app.db, soon, PUBLIC_URL)).not.toContain(semi.id);
    expect((await byKey('KO-R1-M1')).awaitingConfirmation).toBe(true);
    const later = new Date(Date.now() + 6 * 60_000);
    expect(await confirmDueScores(t.app.db, later, PUBLIC_URL)).toContain(semi.id);
    expect(await byKey('KO-R1-M1')).toMatchObject({ status: 'completed', winner: p1.id });
    expect((await byKey('KO-R2-M1')).player1Id).toBe(p1.id);
    expect((await detailOf(semi.id)).scoreEntry).toMatchObject({
      confirmedBy: null,
      confirmation: 'auto',
    });

    // No minutes: it waits for ever, until the organizer turns confirmation off.
    const other = await byKey('KO-R1-M2');
    const never = await asOrganizer('PUT', `/api/tournaments/${id}`, { confirmationMinutes: null });
    expect(never.statusCode, never.body).toBe(200);
    const p3 = players.find((p) => p.id === other.player1Id)!;
    await scoreAs(t.app, p3.token, other, [11, 11], [1, 1]);
    const farAway = new Date(Date.now() + 365 * 24 * 60 * 60_000);
    expect(await confirmDueScores(t.app.db, farAway, PUBLIC_URL)).not.toContain(other.id);
    const off = await asOrganizer('PUT', `/api/tournaments/${id}`, { scoreConfirmation: false });
    expect(off.json().data).toMatchObject({ scoreConfirmation: false });
    expect(await confirmDueScores(t.app.db, new Date(), PUBLIC_URL)).toContain(other.id);
    expect((await byKey('KO-R1-M2')).status).toBe('completed');
  });

  it('an awaiting match keeps the round from counting: standings and completion wait', async () => {
    const made = await tournamentWith(t.app, organizer.token, 2, { scoreConfirmation: true });
    await asOrganizer('POST', `/api/tournaments/${made.id}/start`);
    const [final] = await matchesOf(t.app, organizer.token, made.id);
    const p1 = made.players.find((p) => p.id === final!.player1Id)!;
    await scoreAs(t.app, p1.token, final!, [11, 11], [0, 0]);
    const [row] = await t.app.db.select().from(tournaments).where(eq(tournaments.id, made.id));
    expect(row!).toMatchObject({ status: 'ongoing', winnerName: null });
  });
});

describe('a correction that resets a match awaiting confirmation', () => {
  it('the reset match no longer awaits: no games, no entry, nothing for the desk to confirm', async () => {
    // Found by `npm run simulate`: the cascade's reset kept the flag and who entered the score.
    const { semi, byKey, players } = await knockoutOf4();
    const other = await byKey('KO-R1-M2');
    for (const m of [semi, other]) {
      const done = await scoreAs(t.app, organizer.token, m, [11, 11], [5, 5]);
      expect(done.statusCode, done.body).toBe(200);
    }
    const made = await byKey('KO-R2-M1');
    const finalist = players.find((p) => p.id === made.player2Id)!;
    const entered = await scoreAs(t.app, finalist.token, made, [4, 4], [11, 11]);
    expect(entered.statusCode, entered.body).toBe(200);
    expect(entered.json().data).toMatchObject({ awaitingConfirmation: true });

    // The organizer corrects the semifinal that fed player 1 of the final: its winner changes.
    const corrected = await scoreAs(t.app, organizer.token, semi, [5, 5], [11, 11], {
      isCorrection: true,
      confirmCascade: true,
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    const reset = await byKey('KO-R2-M1');
    expect(reset).toMatchObject({
      status: 'scheduled',
      winner: null,
      awaitingConfirmation: false,
      enteredBySide: null,
      score: { player1: [], player2: [] },
    });
    expect((await detailOf(reset.id)).scoreEntry).toMatchObject({
      enteredBy: null,
      confirmedBy: null,
      confirmation: null,
    });
    const confirm = await asOrganizer('POST', `/api/matches/${reset.id}/confirm`);
    expect(confirm.statusCode).toBe(409);
  });
});

describe('reopening a completed tournament to correct a result', () => {
  it('reopens (owner only), corrects the final with a new winner, and completes again with the new champion', async () => {
    const made = await tournamentWith(t.app, organizer.token, 4, { hasBronzeMatch: false });
    await asOrganizer('POST', `/api/tournaments/${made.id}/start`);
    for (const key of ['KO-R1-M1', 'KO-R1-M2', 'KO-R2-M1']) {
      const m = (await matchesOf(t.app, organizer.token, made.id)).find((x) => x.key === key)!;
      expect((await scoreAs(t.app, organizer.token, m, [11, 11], [5, 5])).statusCode).toBe(200);
    }
    const final = (await matchesOf(t.app, organizer.token, made.id)).find(
      (x) => x.key === 'KO-R2-M1',
    )!;
    const champion = made.players.find((p) => p.id === final.player1Id)!;
    const runnerUp = made.players.find((p) => p.id === final.player2Id)!;
    const url = `/api/tournaments/${made.id}/reopen`;
    const completed = (await asOrganizer('GET', `/api/tournaments/${made.id}`)).json().data;
    expect(completed).toMatchObject({ status: 'completed', winnerName: champion.name });
    // A completed result cannot change before the reopening.
    const early = await scoreAs(t.app, organizer.token, final, [5, 5], [11, 11], {
      isCorrection: true,
    });
    expect(early.statusCode).toBe(409);

    expect((await callAs(t.app, champion.token)('POST', url)).statusCode).toBe(403);
    const reopened = await asOrganizer('POST', url);
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json()).toMatchObject({
      message: 'Tournament reopened: correct a result, and it completes again with its final',
      data: { status: 'ongoing', winnerName: null },
    });
    const twice = await asOrganizer('POST', url);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Only a completed tournament can be reopened');
    // The winner endpoint still refuses: the bracket decides this champion.
    const crowned = await asOrganizer('POST', `/api/tournaments/${made.id}/winner`, {
      winnerName: 'Someone Else',
    });
    expect(crowned.statusCode).toBe(409);
    expect(crowned.json().message).toBe(
      "This tournament's champion is decided by its matches: enter the final's result",
    );

    const corrected = await scoreAs(t.app, organizer.token, final, [5, 5], [11, 11], {
      isCorrection: true,
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    const after = (await asOrganizer('GET', `/api/tournaments/${made.id}`)).json().data;
    expect(after).toMatchObject({ status: 'completed', winnerName: runnerUp.name });
    const late = await asOrganizer('POST', `/api/tournaments/${made.id}/winner`, {
      winnerName: 'Someone Else',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(`The matches already decided the champion: ${runnerUp.name}`);

    const reopenings = await t.app.db
      .select()
      .from(tournamentReopenings)
      .where(eq(tournamentReopenings.tournamentId, made.id));
    expect(reopenings).toHaveLength(1);
    expect(reopenings[0]).toMatchObject({
      reopenedBy: organizer.user.id,
      previousWinnerName: champion.name,
    });
    const corrections = await t.app.db
      .select()
      .from(matchCorrections)
      .where(eq(matchCorrections.matchId, final.id));
    expect(corrections).toHaveLength(1);
    expect(corrections[0]).toMatchObject({ correctedBy: organizer.user.id, winnerChanged: true });
  });

  it('a custom final (several groups, no knockout): reopening clears the named champion, the organizer names one again', async () => {
    const made = await tournamentWith(t.app, organizer.token, 4, {
      format: 'round-robin',
      numGroups: 2,
    });
    await asOrganizer('POST', `/api/tournaments/${made.id}/start`);
    const winnerUrl = `/api/tournaments/${made.id}/winner`;
    expect((await asOrganizer('POST', winnerUrl, { winnerName: 'First Pick' })).statusCode).toBe(
      200,
    );
    const reopened = await asOrganizer('POST', `/api/tournaments/${made.id}/reopen`);
    expect(reopened.json().data).toMatchObject({ status: 'ongoing', winnerName: null });
    const again = await asOrganizer('POST', winnerUrl, { winnerName: 'Second Pick' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toMatchObject({ status: 'completed', winnerName: 'Second Pick' });
  });

  it('refuses a tournament that is not completed, and a stranger', async () => {
    const made = await tournamentWith(t.app, organizer.token, 2);
    const url = `/api/tournaments/${made.id}/reopen`;
    expect((await asOrganizer('POST', url)).statusCode).toBe(409);
    await asOrganizer('POST', `/api/tournaments/${made.id}/start`);
    expect((await asOrganizer('POST', url)).statusCode).toBe(409);
    expect((await callAs(t.app, made.players[0]!.token)('POST', url)).statusCode).toBe(403);
    expect((await callAs(t.app, null)('POST', url)).statusCode).toBe(401);
  });
});
