import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEFAULT_USER_SETTINGS, PROFILE_MESSAGES } from '@courtside/shared/api/user';
import { ratingHistory, users } from '../../../db/schema';
import { STRONG_PASSWORD } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createAccount, rowsOf, type Account } from '../../../test/profiles';
import { callAs } from '../../../test/tournaments';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_MAX: '1000000' });
});
afterAll(() => t.close());

const as = (account: Account | null) => callAs(t.app, account?.token ?? null);
const errorsOf = (body: string) => JSON.parse(body) as { errors?: Record<string, string[]> };

describe('PUT /api/users/{id} (profile)', () => {
  it('changes only the own profile: another id is 403, anonymous 401', async () => {
    const [me, other] = [await createAccount(t.app), await createAccount(t.app)];
    const forbidden = await as(me)('PUT', `/api/users/${other.id}`, { name: 'Hijacker' });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json<{ message: string }>().message).toBe(PROFILE_MESSAGES.onlySelf);
    expect((await as(null)('PUT', `/api/users/${other.id}`, { name: 'Anon' })).statusCode).toBe(
      401,
    );
    const [unchanged] = await t.app.db.select().from(users).where(eq(users.id, other.id));
    expect(unchanged!.name).toBe('Profile Player');
  });

  it('saves the spec fields, trimmed, with the message; null or empty clears', async () => {
    const me = await createAccount(t.app);
    const saved = await as(me)('PUT', `/api/users/${me.id}`, {
      name: '  Dana Dinks ',
      location: ' Austin, TX ',
      bio: 'Kitchen line regular.\nLoves a third-shot drop.',
      rating: 4.0,
      preferredHand: 'left',
      yearsPlaying: '5+',
      favoriteShot: 'drop',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const body = saved.json<{ data: Record<string, unknown>; message: string }>();
    expect(body.message).toBe('Profile updated successfully!');
    expect(body.data).toMatchObject({
      name: 'Dana Dinks',
      location: 'Austin, TX',
      rating: 4,
      preferredHand: 'left',
      yearsPlaying: '5+',
      favoriteShot: 'drop',
      email: me.email,
    });
    const cleared = await as(me)('PUT', `/api/users/${me.id}`, { location: '', bio: null });
    expect(cleared.json<{ data: { location: unknown; bio: unknown } }>().data).toMatchObject({
      location: null,
      bio: null,
    });
  });

  it('refuses mass assignment of role, email, rating history or anything else, field by field', async () => {
    const me = await createAccount(t.app);
    const response = await as(me)('PUT', `/api/users/${me.id}`, {
      name: 'Sneaky Sam',
      role: 'organizer',
      email: 'owner@example.com',
      ratingHistory: [{ before: 2, after: 8 }],
      passwordHash: 'x',
      emailVerifiedAt: null,
      settings: { privacySettings: { profileVisibility: 'private' } },
    });
    expect(response.statusCode).toBe(422);
    const { errors } = errorsOf(response.body);
    for (const field of [
      'role',
      'email',
      'ratingHistory',
      'passwordHash',
      'emailVerifiedAt',
      'settings',
    ]) {
      expect(errors?.[field], field).toEqual([PROFILE_MESSAGES.fieldNotEditable]);
    }
    const [row] = await t.app.db.select().from(users).where(eq(users.id, me.id));
    expect(row).toMatchObject({ role: 'player', email: me.email, name: 'Profile Player' });
  });

  it('applies the spec rules with their messages', async () => {
    const me = await createAccount(t.app);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: 'A' }, 'name', 'Name must be at least 2 characters'],
      [{ name: 'x'.repeat(51) }, 'name', 'Name must be less than 50 characters'],
      [
        { name: 'Bad<>Name!' },
        'name',
        'Name can only contain letters, numbers, spaces, hyphens, and apostrophes',
      ],
      [{ rating: 3.7 }, 'rating', PROFILE_MESSAGES.levelOption],
      [{ rating: 6 }, 'rating', PROFILE_MESSAGES.levelOption],
      [{ rating: 9 }, 'rating', PROFILE_MESSAGES.levelOption],
      [{ rating: '4.0' }, 'rating', PROFILE_MESSAGES.levelOption],
      [{ preferredHand: 'both' }, 'preferredHand', ''],
      [{ yearsPlaying: '10' }, 'yearsPlaying', ''],
      [{ favoriteShot: 'erne' }, 'favoriteShot', ''],
      [{ location: 'x'.repeat(101) }, 'location', 'At most 100 characters'],
      [{ bio: 'Hi\u0000there' }, 'bio', 'Must not contain control characters'],
      [
        { profileImage: 'https://evil.example/pixel.png' },
        'profileImage',
        PROFILE_MESSAGES.profileImageViaUpload,
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await as(me)('PUT', `/api/users/${me.id}`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      const first = errorsOf(response.body).errors?.[field]?.[0];
      if (message) expect(first, field).toBe(message);
      else expect(first, field).toBeTruthy();
    }
  });

  it('takes the playing level until the first rated match, then only the rating results give', async () => {
    const me = await createAccount(t.app);
    expect((await as(me)('PUT', `/api/users/${me.id}`, { rating: 3.0 })).statusCode).toBe(200);
    await rowsOf(
      t.app,
      `insert into tournaments (name, category, type, format, start_date, location, max_participants, organizer_id)
       values ('Rated Open', 'men', 'singles', 'knockout', now(), 'Here', 4, '${me.id}')`,
    );
    const [tournament] = await rowsOf<{ id: string }>(
      t.app,
      `select id from tournaments where name = 'Rated Open'`,
    );
    const [match] = await rowsOf<{ id: string }>(
      t.app,
      `insert into matches (tournament_id, key, stage, round, position) values ('${tournament!.id}', 'k1', 'knockout', 1, 0) returning id`,
    );
    await t.app.db
      .insert(ratingHistory)
      .values({ userId: me.id, matchId: match!.id, before: 3, after: 3.1 });
    await t.app.db.update(users).set({ rating: 3.1 }).where(eq(users.id, me.id));
    const refused = await as(me)('PUT', `/api/users/${me.id}`, { rating: 4.5 });
    expect(refused.statusCode).toBe(422);
    expect(errorsOf(refused.body).errors?.rating).toEqual([PROFILE_MESSAGES.ratingFromMatches]);
    // The form sending the rating back unchanged is fine.
    const resent = await as(me)('PUT', `/api/users/${me.id}`, { rating: 3.1, name: 'Still Me' });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json<{ data: { rating: number } }>().data.rating).toBe(3.1);
  });
});

describe('GET /api/users/{id} (privacy)', () => {
  it('shows a public profile to anyone, without email or settings to others', async () => {
    const owner = await createAccount(t.app, { name: 'Open Olive' });
    const viewer = await createAccount(t.app);
    for (const who of [viewer, null]) {
      const response = await as(who)('GET', `/api/users/${owner.id}`);
      expect(response.statusCode).toBe(200);
      const data = response.json<{ data: Record<string, unknown> }>().data;
      expect(data).toMatchObject({ name: 'Open Olive', visibility: 'public', isSelf: false });
      expect(data.email).toBeUndefined();
      expect(data.settings).toBeUndefined();
      // showLocation is off by default (spec section 3).
      expect(data.location).toBeNull();
    }
    const own = (await as(owner)('GET', `/api/users/${owner.id}`)).json<{
      data: Record<string, unknown>;
    }>().data;
    expect(own).toMatchObject({ email: owner.email, isSelf: true });
    expect(own.settings).toEqual(DEFAULT_USER_SETTINGS);
  });

  it('players-only and friends profiles: signed-in users see them, anonymous callers are asked to sign in', async () => {
    for (const visibility of ['players', 'friends']) {
      const owner = await createAccount(t.app, {
        settings: { privacySettings: { profileVisibility: visibility } },
      });
      const viewer = await createAccount(t.app);
      const seen = await as(viewer)('GET', `/api/users/${owner.id}`);
      expect(seen.statusCode).toBe(200);
      expect(seen.json<{ data: { visibility: string } }>().data.visibility).toBe('players');
      const anonymous = await as(null)('GET', `/api/users/${owner.id}`);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json<{ message: string }>().message).toBe(PROFILE_MESSAGES.signInToView);
    }
  });

  it('a private profile is there for its owner only', async () => {
    const owner = await createAccount(t.app, {
      settings: { privacySettings: { profileVisibility: 'private' } },
    });
    const viewer = await createAccount(t.app);
    expect((await as(viewer)('GET', `/api/users/${owner.id}`)).statusCode).toBe(404);
    expect((await as(null)('GET', `/api/users/${owner.id}`)).statusCode).toBe(404);
    expect((await as(owner)('GET', `/api/users/${owner.id}`)).statusCode).toBe(200);
  });

  it('hides rating and location as the owner chose; a stale token is 401, not anonymous', async () => {
    const owner = await createAccount(t.app, {
      settings: { privacySettings: { showRating: false, showLocation: true } },
    });
    await t.app.db
      .update(users)
      .set({ rating: 4.2, location: 'Boise, ID' })
      .where(eq(users.id, owner.id));
    const viewer = await createAccount(t.app);
    const data = (await as(viewer)('GET', `/api/users/${owner.id}`)).json<{
      data: { rating: unknown; location: unknown; hidden: Record<string, boolean> };
    }>().data;
    expect(data).toMatchObject({ location: 'Boise, ID' });
    expect(data).not.toHaveProperty('rating');
    expect(data.hidden).toEqual({ rating: true, stats: false, location: false });
    const stale = await t.app.inject({
      method: 'GET',
      url: `/api/users/${owner.id}`,
      headers: { authorization: 'Bearer not-a-session' },
    });
    expect(stale.statusCode).toBe(401);
  });
});

describe('GET /api/users', () => {
  it('lists people by name, never a private profile of someone else, never an email', async () => {
    const hidden = await createAccount(t.app, {
      name: 'Zed Hidden',
      settings: { privacySettings: { profileVisibility: 'private' } },
    });
    const shown = await createAccount(t.app, { name: 'Zed Shown' });
    const list = await as(shown)('GET', '/api/users?q=zed');
    expect(list.statusCode).toBe(200);
    const body = list.json<{ data: { id: string; email?: string }[]; meta: { total: number } }>();
    expect(body.data.map((u) => u.id)).toEqual([shown.id]);
    expect(body.data[0]!.email).toBeUndefined();
    const own = (await as(hidden)('GET', '/api/users?q=zed')).json<{ data: { id: string }[] }>();
    expect(own.data.map((u) => u.id).sort()).toEqual([hidden.id, shown.id].sort());
  });
});

describe('PUT /api/users/{id}/settings', () => {
  it('merges each group over the defaults and answers the user', async () => {
    const me = await createAccount(t.app);
    const response = await as(me)('PUT', `/api/users/${me.id}/settings`, {
      notificationSettings: { weeklyDigest: true },
      preferences: { theme: 'dark', timeFormat: '24h', timezone: 'Europe/Paris' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{
      data: { user: { settings: typeof DEFAULT_USER_SETTINGS }; notices: string[] };
      user: unknown;
      message: string;
    }>();
    expect(body.message).toBe('Settings updated successfully!');
    // Issue 23.2: "The response field user replaces the stored user" (spec section 7).
    expect(body.user).toEqual(body.data.user);
    expect(body.data.notices).toEqual([]);
    expect(body.data.user.settings).toEqual({
      ...DEFAULT_USER_SETTINGS,
      notificationSettings: { ...DEFAULT_USER_SETTINGS.notificationSettings, weeklyDigest: true },
      preferences: {
        ...DEFAULT_USER_SETTINGS.preferences,
        theme: 'dark',
        timeFormat: '24h',
        timezone: 'Europe/Paris',
      },
    });
    // A later save of another group keeps the first.
    const second = await as(me)('PUT', `/api/users/${me.id}/settings`, {
      gameSettings: { availableDays: ['sunday'], defaultTournamentType: 'doubles' },
    });
    const settings = second.json<{ data: { user: { settings: typeof DEFAULT_USER_SETTINGS } } }>()
      .data.user.settings;
    expect(settings.preferences.theme).toBe('dark');
    expect(settings.gameSettings).toMatchObject({
      availableDays: ['sunday'],
      defaultTournamentType: 'doubles',
      autoJoinWaitlist: false,
    });
    const profile = (await as(me)('GET', '/api/auth/profile')).json<{
      data: { settings: unknown };
    }>();
    expect(profile.data.settings).toEqual(settings);
  });

  it('says that friends-only works as players-only', async () => {
    const me = await createAccount(t.app);
    const response = await as(me)('PUT', `/api/users/${me.id}/settings`, {
      privacySettings: { profileVisibility: 'friends' },
    });
    expect(response.json<{ data: { notices: string[] } }>().data.notices).toEqual([
      PROFILE_MESSAGES.friendsAsPlayers,
    ]);
  });

  it('refuses values outside the options, unknown keys and other accounts', async () => {
    const me = await createAccount(t.app);
    const other = await createAccount(t.app);
    const bad: Record<string, unknown>[] = [
      { privacySettings: { profileVisibility: 'everyone' } },
      { preferences: { theme: 'neon' } },
      { preferences: { language: 'xx' } },
      { preferences: { timezone: 'Mars/Olympus_Mons' } },
      { preferences: { dateFormat: 'dd.MM.yy' } },
      { gameSettings: { availableDays: ['someday'] } },
      { gameSettings: { preferredTimeSlots: ['midnight'] } },
      { notificationSettings: { emailNotifications: 'yes' } },
      { notificationSettings: { smsNotifications: true } },
      { role: 'organizer' },
    ];
    for (const body of bad) {
      const response = await as(me)('PUT', `/api/users/${me.id}/settings`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
    }
    const timezone = await as(me)('PUT', `/api/users/${me.id}/settings`, bad[3]);
    expect(errorsOf(timezone.body).errors?.['preferences.timezone']).toEqual([
      PROFILE_MESSAGES.timezoneInvalid,
    ]);
    expect(
      (await as(me)('PUT', `/api/users/${other.id}/settings`, { preferences: { theme: 'dark' } }))
        .statusCode,
    ).toBe(403);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, me.id));
    expect(row!.settings).toEqual({});
  });
});

describe('PUT /api/users/{id}/password', () => {
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

  it('refuses a wrong current password without signing the user out', async () => {
    const me = await createAccount(t.app);
    const response = await as(me)('PUT', `/api/users/${me.id}/password`, {
      currentPassword: 'Wrong$Pass123',
      newPassword: 'Zq8!mVt#2027pl',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ message: string }>().message).toBe(
      PROFILE_MESSAGES.currentPasswordWrong,
    );
    expect((await as(me)('GET', '/api/auth/profile')).statusCode).toBe(200);
  });

  it('applies the register rules to the new one, the common and breached lists included', async () => {
    const me = await createAccount(t.app);
    const cases: [string, string][] = [
      ['abc', PROFILE_MESSAGES.newPasswordTooShort],
      ['abcdefg', 'Password must be at least 8 characters long'],
      ['alllowercase1!', 'Password must contain at least one uppercase letter'],
      ['Password123!', 'Password is too common. Please choose a stronger password'],
      ['Sunshine2024!', 'Password is too common. Please choose a stronger password'],
      [STRONG_PASSWORD, PROFILE_MESSAGES.samePassword],
    ];
    for (const [newPassword, message] of cases) {
      const response = await as(me)('PUT', `/api/users/${me.id}/password`, {
        currentPassword: STRONG_PASSWORD,
        newPassword,
      });
      expect(response.statusCode, newPassword).toBe(422);
      expect(errorsOf(response.body).errors?.newPassword?.[0], newPassword).toBe(message);
    }
    const missing = await as(me)('PUT', `/api/users/${me.id}/password`, {
      newPassword: 'Zq8!mVt#2027pl',
    });
    expect(errorsOf(missing.body).errors?.currentPassword).toEqual([
      PROFILE_MESSAGES.currentPasswordRequired,
    ]);
  });

  it('changes it, keeps this session, revokes the others, and mails a notice', async () => {
    const me = await createAccount(t.app);
    const elsewhere = (await login(me.email, STRONG_PASSWORD)).json<{ data: { token: string } }>()
      .data.token;
    const response = await as(me)('PUT', `/api/users/${me.id}/password`, {
      currentPassword: STRONG_PASSWORD,
      newPassword: 'Zq8!mVt#2027pl',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ message: string }>().message).toBe('Password changed successfully!');
    expect((await as(me)('GET', '/api/auth/profile')).statusCode).toBe(200);
    expect((await callAs(t.app, elsewhere)('GET', '/api/auth/profile')).statusCode).toBe(401);
    expect((await login(me.email, STRONG_PASSWORD)).statusCode).toBe(401);
    expect((await login(me.email, 'Zq8!mVt#2027pl')).statusCode).toBe(200);
    const mails = await rowsOf<{ subject: string }>(
      t.app,
      `select subject from outbox_emails where "to" = '${me.email}'`,
    );
    expect(mails.map((m) => m.subject)).toContain('Your Courtside password was changed');
  });

  it('is only for the own account', async () => {
    const [me, other] = [await createAccount(t.app), await createAccount(t.app)];
    const response = await as(me)('PUT', `/api/users/${other.id}/password`, {
      currentPassword: STRONG_PASSWORD,
      newPassword: 'Zq8!mVt#2027pl',
    });
    expect(response.statusCode).toBe(403);
  });
});
