import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Match } from '@courtside/shared/api/match';
import type { PlayerStats } from '@courtside/shared/api/player';
import { PROFILE_MESSAGES, type UserExport } from '@courtside/shared/api/user';
import { ratingHistory, tournaments, users } from '../../../db/schema';
import { runWeeklyDigests } from '../../../services/mail/weekly-digest';
import { STRONG_PASSWORD, createSessionUsers, mailedToken } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { matchesOf, scoreAs } from '../../../test/competition';
import {
  createAccount,
  enableTwoFactorFor,
  multipartFile,
  nextCode,
  pngOf,
  uploadAs,
  rowsOf,
  type Account,
} from '../../../test/profiles';
import { callAs, createTournamentAs } from '../../../test/tournaments';

let t: TestApp;
let organizer: Account;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_MAX: '1000000' });
  organizer = await createAccount(t.app, { role: 'organizer', name: 'Account Organizer' });
});
afterAll(() => t.close());

const as = (token: string | null) => callAs(t.app, token);
const join = async (token: string, id: string) => {
  const response = await as(token)('POST', `/api/tournaments/${id}/join`);
  expect(response.statusCode, response.body).toBe(200);
};

/** A started singles knockout between `a` and `b`, its one match played: `a` wins. */
async function playedFinal(a: { token: string }, b: { token: string }) {
  const tournament = await createTournamentAs(t.app, organizer.token, { maxParticipants: 4 });
  await join(a.token, tournament.id);
  await join(b.token, tournament.id);
  expect(
    (await as(organizer.token)('POST', `/api/tournaments/${tournament.id}/start`)).statusCode,
  ).toBe(200);
  const [final] = (await matchesOf(t.app, organizer.token, tournament.id)).filter(
    (m) => m.player1Id,
  );
  return { tournamentId: tournament.id, final: final! };
}
const win = (match: Match, winnerId: string) =>
  scoreAs(
    t.app,
    organizer.token,
    match,
    match.player1Id === winnerId ? [11, 11] : [5, 6],
    match.player1Id === winnerId ? [5, 6] : [11, 11],
  );

describe('GET /api/users/{id}/export', () => {
  it("downloads every table's rows about the user as a Courtside JSON file, without secrets", async () => {
    const me = await createAccount(t.app, { name: 'Export Eve' });
    const [rival] = await createSessionUsers(t.app.db, 1);
    // A picture, settings, a played match (results, ratings), a waitlist place, a score
    // keeper assignment, a contact message, a reset token, two-factor with a pending sign-in.
    await uploadAs(t.app, me.token, me.id, multipartFile(await pngOf()));
    await as(me.token)('PUT', `/api/users/${me.id}/settings`, {
      notificationSettings: { weeklyDigest: true },
    });
    const { final } = await playedFinal(me, rival!);
    expect((await win(final, me.id)).statusCode).toBe(200);
    const full = await createTournamentAs(t.app, organizer.token, { maxParticipants: 4 });
    for (const p of await createSessionUsers(t.app.db, 4)) await join(p.token, full.id);
    expect((await as(me.token)('POST', `/api/tournaments/${full.id}/waitlist`)).statusCode).toBe(
      200,
    );
    const [p1, p2] = await createSessionUsers(t.app.db, 2);
    const other = await playedFinal(p1!, p2!);
    await as(organizer.token)('POST', `/api/matches/${other.final.id}/score-keepers`, {
      userId: me.id,
    });
    expect((await as(me.token)('POST', '/api/calendar-feeds')).statusCode).toBe(201);
    // An organizer's override of an event's eligibility for them (decision 035).
    const open = await createTournamentAs(t.app, organizer.token);
    expect(
      (
        await as(organizer.token)(
          'POST',
          `/api/tournaments/${open.id}/events/${open.id}/eligibility-overrides`,
          { userId: me.id },
        )
      ).statusCode,
    ).toBe(201);
    // A partner request to their address in a doubles event (decision 038), its token unseen.
    const doubles = await createTournamentAs(t.app, organizer.token, { type: 'doubles' });
    const [asker] = await createSessionUsers(t.app.db, 1);
    await join(asker!.token, doubles.id);
    expect(
      (
        await as(asker!.token)('POST', `/api/tournaments/${doubles.id}/partner-requests`, {
          email: me.email,
        })
      ).statusCode,
    ).toBe(201);
    await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Export Eve',
        email: me.email,
        subject: 'Hello',
        message: 'A question',
        type: 'general',
      },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: me.email },
    });
    await runWeeklyDigests(t.app.db, { publicUrl: 'http://courtside.test' });
    await enableTwoFactorFor(t.app, me.token);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: me.email, password: STRONG_PASSWORD },
    });

    const response = await as(me.token)('GET', `/api/users/${me.id}/export`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="courtside-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = response.json<UserExport>();
    expect(data.product).toBe('Courtside');
    expect(data.user.email).toBe(me.email);
    const count = async (sqlText: string) =>
      Number((await rowsOf<{ n: string }>(t.app, sqlText))[0]!.n);
    const expected: Record<string, string> = {
      users: `select count(*) n from users where id = '${me.id}'`,
      sessions: `select count(*) n from sessions where user_id = '${me.id}'`,
      email_tokens: `select count(*) n from email_tokens where user_id = '${me.id}'`,
      login_challenges: `select count(*) n from login_challenges where user_id = '${me.id}'`,
      user_two_factor: `select count(*) n from user_two_factor where user_id = '${me.id}'`,
      recovery_codes: `select count(*) n from recovery_codes where user_id = '${me.id}'`,
      user_images: `select count(*) n from user_images where user_id = '${me.id}'`,
      tournament_participants: `select count(*) n from tournament_participants where user_id = '${me.id}'`,
      tournament_waitlist: `select count(*) n from tournament_waitlist where user_id = '${me.id}'`,
      matches: `select count(*) n from matches where side1_id = '${me.id}' or side2_id = '${me.id}'`,
      match_score_keepers: `select count(*) n from match_score_keepers where user_id = '${me.id}'`,
      rating_history: `select count(*) n from rating_history where user_id = '${me.id}'`,
      player_results: `select count(*) n from player_results where user_id = '${me.id}'`,
      player_stats: `select count(*) n from player_stats where user_id = '${me.id}'`,
      contact_messages: `select count(*) n from contact_messages where email = '${me.email}'`,
      outbox_emails: `select count(*) n from outbox_emails where "to" = '${me.email}'`,
      weekly_digests: `select count(*) n from weekly_digests where user_id = '${me.id}'`,
      calendar_feeds: `select count(*) n from calendar_feeds where user_id = '${me.id}'`,
      event_eligibility_overrides: `select count(*) n from event_eligibility_overrides where user_id = '${me.id}'`,
      partner_requests: `select count(*) n from partner_requests where recipient_id = '${me.id}'`,
    };
    for (const [table, query] of Object.entries(expected)) {
      const n = await count(query);
      expect(n, `${table} has rows for the user`).toBeGreaterThan(0);
      expect(data.tables[table], table).toHaveLength(n);
    }
    // Every table of the database that holds anything about a user is in the file.
    const userTables = await rowsOf<{ table_name: string }>(
      t.app,
      `select distinct table_name from information_schema.columns
       where table_schema = 'public' and column_name in ('user_id', 'organizer_id', 'invited_by', 'corrected_by', 'reopened_by', 'email', 'to')`,
    );
    for (const { table_name } of userTables) {
      expect(Object.keys(data.tables), table_name).toContain(table_name);
    }
    expect(response.body).not.toMatch(/passwordHash|tokenHash|TokenHash|codeHash|"secret"/);
    expect(data.tables.user_images![0]!.bytes).toMatch(/^[A-Za-z0-9+/]+=*$/);
  });

  it('holds no live secret: no mailed token, session, two-factor secret, code or hash', async () => {
    const me = await createAccount(t.app, { name: 'Secret Sam' });
    const { secret, recoveryCodes } = await enableTwoFactorFor(t.app, me.token);
    const challenge = (
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: me.email, password: STRONG_PASSWORD },
      })
    ).json<{ data: { challenge: string } }>().data.challenge;
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: me.email },
    });
    const resetToken = await mailedToken(t.app.db, me.email, '/reset-password');
    const feedUrl = (await as(me.token)('POST', '/api/calendar-feeds')).json<{
      data: { url: string };
    }>().data.url;
    const feedToken = /\/api\/calendar\/([^/]+)\.ics$/.exec(feedUrl)![1]!;

    const response = await as(me.token)('GET', `/api/users/${me.id}/export`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.body;
    const live = [resetToken, me.token, challenge, secret, feedToken, ...recoveryCodes];
    for (const value of live) expect(body).not.toContain(value);
    for (const code of recoveryCodes) expect(body).not.toContain(code.replace('-', ''));
    // Nor any stored hash of a token or code, nor the password's: every such column of the
    // schema, whatever its table, read from the database.
    const hashed = await rowsOf<{ value: string }>(
      t.app,
      `select password_hash value from users where id = '${me.id}'
       union all select token_hash from sessions where user_id = '${me.id}'
       union all select token_hash from calendar_feeds where user_id = '${me.id}'
       union all select token_hash from email_tokens where user_id = '${me.id}'
       union all select token_hash from login_challenges where user_id = '${me.id}'
       union all select code_hash from recovery_codes where user_id = '${me.id}'
       union all select secret from user_two_factor where user_id = '${me.id}'`,
    );
    expect(hashed.length).toBeGreaterThanOrEqual(16);
    for (const { value } of hashed) expect(body).not.toContain(value);
    const secretColumns = await rowsOf<{ table_name: string; column_name: string }>(
      t.app,
      `select table_name, column_name from information_schema.columns
       where table_schema = 'public' and (column_name like '%hash' or column_name like '%secret%')
         and column_name <> 'hash'`,
    );
    expect(secretColumns.map((c) => `${c.table_name}.${c.column_name}`).sort()).toEqual([
      'calendar_feeds.token_hash',
      'email_tokens.token_hash',
      'login_challenges.token_hash',
      'partner_requests.token_hash',
      'recovery_codes.code_hash',
      'sessions.token_hash',
      'tournament_invitations.token_hash',
      'tournament_participants.check_in_token_hash',
      'user_two_factor.secret',
      'users.password_hash',
    ]);
    // The reset mail is there, but its link no longer carries the token.
    const data = response.json<UserExport>();
    const mail = data.tables.outbox_emails!.find(
      (m) => m.subject === 'Reset your Courtside password',
    );
    expect(mail?.text).toContain('/reset-password');
    expect(body).not.toMatch(/token=[A-Za-z0-9_-]{16,}/);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: resetToken, password: 'Fresh$Pass2027' },
    });
    expect(reset.statusCode, 'the real token still works for its owner').toBe(200);
  });

  it('is for the own account only', async () => {
    const [me, other] = [await createAccount(t.app), await createAccount(t.app)];
    expect((await as(me.token)('GET', `/api/users/${other.id}/export`)).statusCode).toBe(403);
    expect((await as(null)('GET', `/api/users/${other.id}/export`)).statusCode).toBe(401);
  });
});

describe('DELETE /api/users/{id}', () => {
  const remove = (who: Account, body: Record<string, unknown>, id = who.id) =>
    as(who.token)('DELETE', `/api/users/${id}`, body);

  it('needs the own account and the right password', async () => {
    const [me, other] = [await createAccount(t.app), await createAccount(t.app)];
    expect((await remove(me, { password: STRONG_PASSWORD }, other.id)).statusCode).toBe(403);
    const wrong = await remove(me, { password: 'Wrong$Pass123' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json<{ message: string }>().message).toBe(PROFILE_MESSAGES.passwordWrong);
    expect((await as(me.token)('GET', '/api/auth/profile')).statusCode).toBe(200);
  });

  it("deletes for real, keeps the rival's result whole, frees the place for the waitlist", async () => {
    const me = await createAccount(t.app, { name: 'Leaving Lou' });
    const [rival, waiting] = await createSessionUsers(t.app.db, 2);
    const { final, tournamentId } = await playedFinal(me, rival!);
    expect((await win(final, me.id)).statusCode).toBe(200);
    const rivalBefore = (await as(rival!.token)('GET', `/api/players/${rival!.id}/stats`)).json<{
      data: PlayerStats;
    }>().data;
    const historyBefore = await t.app.db
      .select()
      .from(ratingHistory)
      .where(eq(ratingHistory.userId, rival!.id));
    // A full upcoming tournament in which the leaver holds a place and someone waits.
    const upcoming = await createTournamentAs(t.app, organizer.token, { maxParticipants: 4 });
    await join(me.token, upcoming.id);
    for (const p of await createSessionUsers(t.app.db, 3)) await join(p.token, upcoming.id);
    expect(
      (await as(waiting!.token)('POST', `/api/tournaments/${upcoming.id}/waitlist`)).statusCode,
    ).toBe(200);

    const response = await remove(me, { password: STRONG_PASSWORD });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ message: string }>().message).toBe('Account deletion request submitted');

    // Signed out everywhere, cannot sign in, gone from profiles.
    expect((await as(me.token)('GET', '/api/auth/profile')).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: me.email, password: STRONG_PASSWORD },
    });
    expect(login.statusCode).toBe(401);
    expect((await as(rival!.token)('GET', `/api/users/${me.id}`)).statusCode).toBe(404);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, me.id));
    expect(row).toMatchObject({ name: 'Deleted player', passwordHash: null, profileImage: null });
    expect(row!.email).not.toBe(me.email);
    expect(row!.deletedAt).not.toBeNull();
    // The rival's record, history and the match stand; the leaver shows as 'Deleted player'.
    const rivalAfter = (await as(rival!.token)('GET', `/api/players/${rival!.id}/stats`)).json<{
      data: PlayerStats;
    }>().data;
    expect(rivalAfter).toMatchObject({
      wins: rivalBefore.wins,
      losses: rivalBefore.losses,
      form: rivalBefore.form,
    });
    expect(rivalAfter.recentMatches[0]!.opponent).toBe('Deleted player');
    expect(
      await t.app.db.select().from(ratingHistory).where(eq(ratingHistory.userId, rival!.id)),
    ).toEqual(historyBefore);
    const match = (await as(rival!.token)('GET', `/api/matches/${final.id}`)).json<{
      data: Match;
    }>().data;
    expect(match.winner).toBe(me.id);
    expect([match.player1?.name, match.player2?.name]).toContain('Deleted player');
    const [done] = await t.app.db
      .select()
      .from(tournaments)
      .where(eq(tournaments.id, tournamentId));
    expect(done!.status).toBe('completed');
    // The waitlisted player took the freed place.
    const detail = (await as(waiting!.token)('GET', `/api/tournaments/${upcoming.id}`)).json<{
      data: { participants: { userId: string }[]; currentParticipants: number };
    }>().data;
    expect(detail.participants.map((p) => p.userId)).toContain(waiting!.id);
    expect(detail.participants.map((p) => p.userId)).not.toContain(me.id);
    expect(detail.currentParticipants).toBe(4);
    // A confirmation mail, and the address is free for a new account.
    const mails = await rowsOf<{ subject: string }>(
      t.app,
      `select subject from outbox_emails where "to" = '${me.email}'`,
    );
    expect(mails.map((m) => m.subject)).toEqual(['Your Courtside account has been deleted']);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Lou Again', email: me.email, password: 'Zq8!mVt#2027pl' },
    });
    expect(again.statusCode).toBe(201);
  });

  it('refuses an organizer whose tournament has not finished, naming it (409)', async () => {
    const host = await createAccount(t.app, { role: 'organizer' });
    await createTournamentAs(t.app, host.token, { name: 'Unfinished Open' });
    const response = await remove(host, { password: STRONG_PASSWORD });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toBe(
      PROFILE_MESSAGES.organizerHasTournament('Unfinished Open'),
    );
  });

  it('asks for a code when two-factor sign-in is on', async () => {
    const me = await createAccount(t.app);
    const { secret } = await enableTwoFactorFor(t.app, me.token);
    expect((await remove(me, { password: STRONG_PASSWORD })).statusCode).toBe(422);
    expect((await remove(me, { password: STRONG_PASSWORD, code: '12345' })).statusCode).toBe(422);
    const done = await remove(me, { password: STRONG_PASSWORD, code: nextCode(secret) });
    expect(done.statusCode, done.body).toBe(200);
  });
});
