import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Match } from '@courtside/shared/api/match';
import * as schema from '../../../db/schema';
import { createToken, hashToken } from '../../../lib/tokens';
import { runWeeklyDigests } from '../../../services/mail/weekly-digest';
import { STRONG_PASSWORD, createSessionUsers } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { matchesOf, scoreAs } from '../../../test/competition';
import {
  createAccount,
  enableTwoFactorFor,
  multipartFile,
  nextCode,
  pngOf,
  rowsOf,
  uploadAs,
  type Account,
} from '../../../test/profiles';
import { callAs, createTournamentAs } from '../../../test/tournaments';

/**
 * What deleting an account does to each table (decision 010). A table added to the schema
 * fails this test until it is classified here, and the test then checks what it says.
 * - deleted: no row names the person, holds their address or points at their id;
 * - anonymised: rows stay, what named them is replaced ('Deleted player');
 * - kept: rows stay, pointing at the anonymised account (others' results), naming nobody;
 * - none: the table holds nothing about a person.
 */
const DELETION: Record<string, 'deleted' | 'anonymised' | 'kept' | 'none'> = {
  users: 'anonymised',
  sessions: 'deleted',
  email_tokens: 'deleted',
  outbox_emails: 'deleted',
  contact_messages: 'deleted',
  tournaments: 'anonymised',
  tournament_counts: 'none',
  tournament_totals: 'none',
  tournament_participants: 'kept',
  tournament_waitlist: 'deleted',
  teams: 'anonymised',
  team_members: 'kept',
  courts: 'none',
  rate_limits: 'deleted',
  tournament_invitations: 'deleted',
  matches: 'kept',
  match_score_keepers: 'deleted',
  tournament_desk_staff: 'deleted',
  tournament_score_keepers: 'deleted',
  match_corrections: 'kept',
  tournament_reopenings: 'anonymised',
  rating_history: 'kept',
  user_images: 'deleted',
  user_two_factor: 'deleted',
  recovery_codes: 'deleted',
  login_challenges: 'deleted',
  player_results: 'kept',
  player_stats: 'kept',
  weekly_digests: 'deleted',
  calendar_feeds: 'deleted',
  event_eligibility_overrides: 'deleted',
  partner_requests: 'deleted',
  event_courts: 'none',
};

const schemaTables = Object.values(schema)
  .filter((value) => is(value, PgTable))
  .map((table) => getTableName(table as PgTable));

let t: TestApp;
let organizer: Account;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_MAX: '1000000' });
  organizer = await createAccount(t.app, { role: 'organizer', name: 'Tidy Organizer' });
});
afterAll(() => t.close());

const as = (token: string | null) => callAs(t.app, token);
async function ok(response: Promise<{ statusCode: number; body: string }>, status = 200) {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(status);
  return answer;
}

/** Rows of `table` whose text (every column) holds `needle`, case-insensitively. */
async function rowsHolding(table: string, needle: string, extra = 'true'): Promise<number> {
  const quoted = needle.toLowerCase().replaceAll("'", "''");
  const [row] = await rowsOf<{ n: string }>(
    t.app,
    `select count(*) n from "${table}" t where strpos(lower(t::text), '${quoted}') > 0 and ${extra}`,
  );
  return Number(row!.n);
}

/** A started knockout of the given players, its final won by the first entrant listed. */
async function playedKnockout(
  type: 'singles' | 'doubles',
  players: { id: string; token: string }[],
) {
  const tournament = await createTournamentAs(t.app, organizer.token, { type, maxParticipants: 4 });
  for (const p of players) await ok(as(p.token)('POST', `/api/tournaments/${tournament.id}/join`));
  if (type === 'doubles') {
    const [a, b, c, d] = players.map((p) => p.id);
    await ok(
      as(organizer.token)('POST', `/api/teams/tournament/${tournament.id}`, {
        teams: [{ playerIds: [a, b] }, { playerIds: [c, d] }],
      }),
    );
  }
  await ok(as(organizer.token)('POST', `/api/tournaments/${tournament.id}/start`));
  const final = (await matchesOf(t.app, organizer.token, tournament.id)).find(
    (m) => m.player1Id || m.team1,
  )!;
  const isSide1 = (m: Match) =>
    m.player1Id === players[0]!.id || m.team1?.players.some((p) => p.id === players[0]!.id);
  const [mine, theirs] = isSide1(final)
    ? [
        [11, 11],
        [4, 6],
      ]
    : [
        [4, 6],
        [11, 11],
      ];
  await ok(scoreAs(t.app, organizer.token, final, mine!, theirs!));
  return { tournamentId: tournament.id, final };
}

describe('DELETE /api/users/{id}: every table', () => {
  it('classifies every table of the schema', () => {
    expect(Object.keys(DELETION).sort()).toEqual([...schemaTables].sort());
  });

  it('leaves no row that names the person, holds their address or data, as classified', async () => {
    const me = await createAccount(t.app, { name: 'Zebediah Quartermaine' });
    const needles = [me.email, 'Zebediah', 'Xylophone Hollow', 'Marmalade volleys'];
    await ok(
      as(me.token)('PUT', `/api/users/${me.id}`, {
        location: 'Xylophone Hollow',
        bio: 'Marmalade volleys at dawn',
      }),
    );
    await ok(
      as(me.token)('PUT', `/api/users/${me.id}/settings`, {
        notificationSettings: { weeklyDigest: true },
      }),
    );
    await ok(uploadAs(t.app, me.token, me.id, multipartFile(await pngOf())));
    // Results: a singles final and a doubles final won, so names are recorded as winners.
    const crowd = await createSessionUsers(t.app.db, 6);
    const singles = await playedKnockout('singles', [me, crowd[0]!]);
    const doubles = await playedKnockout('doubles', [me, crowd[1]!, crowd[2]!, crowd[3]!]);
    // Reopened to correct (decision 027): the reopening records the champions it cleared.
    await ok(as(organizer.token)('POST', `/api/tournaments/${doubles.tournamentId}/reopen`));
    await t.app.db.insert(schema.matchCorrections).values({
      matchId: singles.final.id,
      correctedBy: me.id,
      beforeGames: [],
      afterGames: [],
      winnerChanged: false,
      resetMatchKeys: [],
    });
    // An upcoming place, a waitlist place, a message to its organizer, an invitation.
    const upcoming = await createTournamentAs(t.app, organizer.token, { maxParticipants: 4 });
    await ok(as(me.token)('POST', `/api/tournaments/${upcoming.id}/join`));
    await ok(
      as(me.token)('POST', `/api/tournaments/${upcoming.id}/contact`, {
        subject: 'Parking',
        message: 'Where do we park?',
      }),
    );
    const full = await createTournamentAs(t.app, organizer.token, { maxParticipants: 4 });
    for (const p of crowd.slice(0, 4))
      await ok(as(p.token)('POST', `/api/tournaments/${full.id}/join`));
    await ok(as(me.token)('POST', `/api/tournaments/${full.id}/waitlist`));
    await t.app.db.insert(schema.tournamentInvitations).values({
      tournamentId: full.id,
      email: me.email,
      name: 'Zebediah Quartermaine',
      invitedBy: organizer.id,
      tokenHash: hashToken(createToken()),
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    // Partner requests (decision 038): one they sent, one sent to their address.
    await t.app.db.insert(schema.partnerRequests).values([
      {
        eventId: upcoming.id,
        senderId: me.id,
        email: crowd[5]!.email,
        recipientId: crowd[5]!.id,
        tokenHash: hashToken(createToken()),
        expiresAt: new Date(Date.now() + 86_400_000),
      },
      {
        eventId: upcoming.id,
        senderId: crowd[4]!.id,
        email: me.email,
        recipientId: me.id,
        tokenHash: hashToken(createToken()),
        expiresAt: new Date(Date.now() + 86_400_000),
      },
    ]);
    // Score keeper of someone else's match.
    const other = await playedKnockout('singles', [crowd[4]!, crowd[5]!]);
    await ok(
      as(organizer.token)('POST', `/api/matches/${other.final.id}/score-keepers`, {
        userId: me.id,
      }),
    );
    // Desk staff of someone else's tournament (decision 025).
    await ok(
      as(organizer.token)('POST', `/api/tournaments/${upcoming.id}/desk-staff`, { userId: me.id }),
    );
    // Score keeper of someone else's whole tournament (decision 026).
    await ok(
      as(organizer.token)('POST', `/api/tournaments/${other.tournamentId}/score-keepers`, {
        userId: me.id,
      }),
    );
    // The contact form, a reset request, a weekly digest, counters of the rate limits.
    await ok(
      t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: {
          name: 'Zebediah Quartermaine',
          email: me.email,
          subject: 'Hello',
          message: 'A question',
          type: 'general',
        },
      }),
      201,
    );
    await ok(
      t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: me.email },
      }),
    );
    await runWeeklyDigests(t.app.db, { publicUrl: 'http://courtside.test' });
    await t.app.db
      .insert(schema.rateLimits)
      .values([
        {
          key: `auth|/api/auth/login|email:${me.email}`,
          count: 1,
          resetAt: new Date(Date.now() + 60_000),
        },
        { key: `account-security|user:${me.id}`, count: 1, resetAt: new Date(Date.now() + 60_000) },
      ])
      .onConflictDoNothing();
    // A personal calendar feed.
    await ok(as(me.token)('POST', '/api/calendar-feeds'), 201);
    // An organizer's override of an event's eligibility for them (decision 035).
    await ok(
      as(organizer.token)(
        'POST',
        `/api/tournaments/${upcoming.id}/events/${upcoming.id}/eligibility-overrides`,
        { userId: me.id },
      ),
      201,
    );
    // Two-factor on, with a sign-in waiting for its code.
    const { secret } = await enableTwoFactorFor(t.app, me.token);
    await ok(
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: me.email, password: STRONG_PASSWORD },
      }),
    );

    for (const [table, outcome] of Object.entries(DELETION)) {
      let before = 0;
      for (const needle of [me.id, ...needles]) before += await rowsHolding(table, needle);
      if (outcome === 'none') expect(before, `${table} holds nothing about a person`).toBe(0);
      else expect(before, `${table} held something about the person`).toBeGreaterThan(0);
    }

    await ok(
      as(me.token)('DELETE', `/api/users/${me.id}`, {
        password: STRONG_PASSWORD,
        code: nextCode(secret),
      }),
    );

    for (const [table, outcome] of Object.entries(DELETION)) {
      // The one mail left holding the address is the confirmation sent to it; mails to other
      // people that name the person (a partner told they left) are those people's mail.
      const isConfirmation = `t.subject = 'Your Courtside account has been deleted'`;
      const extra = table === 'outbox_emails' ? `not (${isConfirmation})` : 'true';
      for (const needle of table === 'outbox_emails' ? [me.email] : needles) {
        expect(await rowsHolding(table, needle, extra), `${table} holds ${needle}`).toBe(0);
      }
      const pointing = await rowsHolding(table, me.id);
      if (outcome === 'deleted' || outcome === 'none') {
        expect(pointing, `${table} points at the account`).toBe(0);
      }
      if (outcome === 'kept') expect(pointing, `${table} keeps the results`).toBeGreaterThan(0);
    }
  });
});
