import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PROFILE_MESSAGES } from '@courtside/shared/api/user';
import { outboxEmails, users, weeklyDigests } from '../../db/schema';
import { createSessionUsers } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { matchesOf, scoreAs } from '../../test/competition';
import { createAccount, type Account } from '../../test/profiles';
import { callAs, createTournamentAs } from '../../test/tournaments';
import { runWeeklyDigests, weekStartOf } from './weekly-digest';

let t: TestApp;
let organizer: Account;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_MAX: '1000000' });
  organizer = await createAccount(t.app, { role: 'organizer', name: 'Mail Organizer' });
});
afterAll(() => t.close());

const mailsTo = async (email: string) =>
  (await t.app.db.select().from(outboxEmails).where(eq(outboxEmails.to, email))).map(
    (m) => m.subject,
  );
const setNotifications = (id: string, notificationSettings: Record<string, boolean>) =>
  t.app.db.update(users).set({ settings: { notificationSettings } }).where(eq(users.id, id));

describe('every mail obeys the notification settings', () => {
  it('tournament mails follow tournament updates and email notifications', async () => {
    const [keen, quiet, silent] = await createSessionUsers(t.app.db, 3);
    await setNotifications(quiet!.id, { tournamentUpdates: false });
    await setNotifications(silent!.id, { emailNotifications: false });
    const tournament = await createTournamentAs(t.app, organizer.token);
    for (const p of [keen!, quiet!, silent!]) {
      await callAs(t.app, p.token)('POST', `/api/tournaments/${tournament.id}/join`);
      const removed = await callAs(t.app, organizer.token)(
        'DELETE',
        `/api/tournaments/${tournament.id}/participants/${p.id}`,
      );
      expect(removed.statusCode, removed.body).toBe(200);
    }
    expect(await mailsTo(keen!.email)).toEqual([
      `You are no longer registered for ${tournament.name}`,
    ]);
    expect(await mailsTo(quiet!.email)).toEqual([]);
    expect(await mailsTo(silent!.email)).toEqual([]);
  });

  it('security mails go whatever the settings say', async () => {
    const me = await createAccount(t.app);
    await setNotifications(me.id, {
      emailNotifications: false,
      tournamentUpdates: false,
      matchReminders: false,
      scoreUpdates: false,
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: me.email },
    });
    expect(await mailsTo(me.email)).toEqual(['Reset your Courtside password']);
  });

  it('a player who allows no messages cannot be contacted, and the sender is told', async () => {
    const host = await createAccount(t.app, {
      role: 'organizer',
      settings: { privacySettings: { allowMessages: false } },
    });
    const tournament = await createTournamentAs(t.app, host.token);
    const [player] = await createSessionUsers(t.app.db, 1);
    const response = await callAs(t.app, player!.token)(
      'POST',
      `/api/tournaments/${tournament.id}/contact`,
      {
        subject: 'Parking',
        message: 'Is there parking?',
      },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json<{ message: string }>().message).toBe(PROFILE_MESSAGES.messagesOff);
    expect(await mailsTo(host.email)).toEqual([]);
  });
});

describe('the weekly digest', () => {
  it("mails last week's results and the next matches, once a week, to those who want it", async () => {
    const [digester, rival, third, noDigest] = await createSessionUsers(t.app.db, 4, {
      namePrefix: 'Digest',
    });
    await setNotifications(digester!.id, { weeklyDigest: true });
    await setNotifications(noDigest!.id, { weeklyDigest: false });
    // A round robin of 3: the digester wins their first match, the other two are still to play.
    const tournament = await createTournamentAs(t.app, organizer.token, {
      format: 'round-robin',
      maxParticipants: 4,
    });
    for (const p of [digester!, rival!, third!, noDigest!].slice(0, 3)) {
      await callAs(t.app, p.token)('POST', `/api/tournaments/${tournament.id}/join`);
    }
    expect(
      (await callAs(t.app, organizer.token)('POST', `/api/tournaments/${tournament.id}/start`))
        .statusCode,
    ).toBe(200);
    const all = await matchesOf(t.app, organizer.token, tournament.id);
    const mine = all.filter((m) => [m.player1Id, m.player2Id].includes(digester!.id));
    const first = mine[0]!;
    const side1 = first.player1Id === digester!.id;
    await scoreAs(
      t.app,
      organizer.token,
      first,
      side1 ? [11, 11] : [3, 4],
      side1 ? [3, 4] : [11, 11],
    );
    const opponentOfNext =
      mine[1]!.player1Id === digester!.id ? mine[1]!.player2 : mine[1]!.player1;

    const before = (await mailsTo(digester!.email)).length;
    const sent = await runWeeklyDigests(t.app.db, { publicUrl: 'http://courtside.test' });
    expect(sent).toBeGreaterThanOrEqual(1);
    const [digest] = (
      await t.app.db.select().from(outboxEmails).where(eq(outboxEmails.to, digester!.email))
    ).filter((m) => m.subject.startsWith('Your Courtside week'));
    expect(digest!.subject).toBe(`Your Courtside week (${weekStartOf(new Date())})`);
    expect(digest!.text).toContain('Last week you played 1 match: 1 won, 0 lost.');
    expect(digest!.text).toContain(`- Won against`);
    expect(digest!.text).toContain('(11-3, 11-4)');
    expect(digest!.text).toContain(`- ${opponentOfNext!.name}, ${tournament.name}`);
    // Idempotent: the same week sends nothing again, on this or any other instance.
    await runWeeklyDigests(t.app.db, { publicUrl: 'http://courtside.test' });
    expect((await mailsTo(digester!.email)).length).toBe(before + 1);
    expect(
      (await mailsTo(noDigest!.email)).filter((s) => s.startsWith('Your Courtside week')),
    ).toEqual([]);
    expect(
      (await mailsTo(rival!.email)).filter((s) => s.startsWith('Your Courtside week')),
    ).toEqual([]);
    const [row] = await t.app.db
      .select()
      .from(weeklyDigests)
      .where(eq(weeklyDigests.userId, digester!.id));
    expect(row).toMatchObject({ weekStart: weekStartOf(new Date()), outcome: 'sent' });
    // Next week, the digest comes again.
    const nextWeek = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000);
    await runWeeklyDigests(t.app.db, { now: nextWeek, publicUrl: 'http://courtside.test' });
    expect(
      (await mailsTo(digester!.email)).filter((s) => s.startsWith('Your Courtside week')),
    ).toHaveLength(2);
  });

  it('sends nothing to a player with nothing played and nothing to play, but records the week', async () => {
    const [idle] = await createSessionUsers(t.app.db, 1);
    await setNotifications(idle!.id, { weeklyDigest: true });
    await runWeeklyDigests(t.app.db, { publicUrl: 'http://courtside.test' });
    expect(await mailsTo(idle!.email)).toEqual([]);
    const [row] = await t.app.db
      .select()
      .from(weeklyDigests)
      .where(eq(weeklyDigests.userId, idle!.id));
    expect(row!.outcome).toBe('empty');
  });

  it('weeks start on Monday (UTC)', () => {
    expect(weekStartOf(new Date('2026-04-15T12:00:00Z'))).toBe('2026-04-13');
    expect(weekStartOf(new Date('2026-04-13T00:00:00Z'))).toBe('2026-04-13');
    expect(weekStartOf(new Date('2026-04-19T23:59:59Z'))).toBe('2026-04-13');
  });
});
