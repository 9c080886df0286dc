import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserSummary } from '@courtside/shared/api/match';
import { USER_SEARCHES_PER_WINDOW } from '../../../lib/limit-rules';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createAccount, type Account } from '../../../test/profiles';
import { callAs, createTournamentAs } from '../../../test/tournaments';

let t: TestApp;
let organizer: Account;
/** People named 'Quill ...': who a name search may find, and who not. */
let people: Record<'public' | 'playersOnly' | 'private' | 'joined' | 'joinedPrivate', Account>;

const visibility = (profileVisibility: string) => ({
  settings: { privacySettings: { profileVisibility } },
});

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_MAX: '1000000' });
  // Anyone may sign up as an organizer: the role is self-chosen.
  organizer = await createAccount(t.app, { role: 'organizer', name: 'Searching Organizer' });
  people = {
    public: await createAccount(t.app, { name: 'Quill Public' }),
    playersOnly: await createAccount(t.app, {
      name: 'Quill Playersonly',
      ...visibility('players'),
    }),
    private: await createAccount(t.app, { name: 'Quill Private', ...visibility('private') }),
    joined: await createAccount(t.app, { name: 'Quill Joined', ...visibility('players') }),
    joinedPrivate: await createAccount(t.app, { name: 'Quill Hidden', ...visibility('private') }),
  };
  const tournament = await createTournamentAs(t.app, organizer.token);
  for (const player of [people.joined, people.joinedPrivate]) {
    const join = await callAs(t.app, player.token)(
      'POST',
      `/api/tournaments/${tournament.id}/join`,
    );
    expect(join.statusCode, join.body).toBe(200);
  }
});
afterAll(() => t.close());

async function search(q: string, as: Account = organizer): Promise<UserSummary[]> {
  const response = await callAs(t.app, as.token)(
    'GET',
    `/api/users/search?q=${encodeURIComponent(q)}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: UserSummary[] }>().data;
}

describe('GET /api/users/search', () => {
  it('answers no email the organizer did not type whole (no harvesting by fragment)', async () => {
    for (const q of ['example.com', '@', 'account.', '.com', 'a', 'quill']) {
      const found = await search(q);
      for (const user of found) expect(user, `q=${q}`).not.toHaveProperty('email');
      const ids = found.map((u) => u.id);
      expect(ids, q).not.toContain(people.private.id);
      expect(ids, q).not.toContain(people.joinedPrivate.id);
    }
  });

  it('finds anyone, private profiles included, by their whole email, and answers it', async () => {
    expect(await search(people.private.email)).toEqual([
      { id: people.private.id, name: 'Quill Private', email: people.private.email },
    ]);
    expect(await search(`  ${people.playersOnly.email.toUpperCase()} `)).toEqual([
      { id: people.playersOnly.id, name: 'Quill Playersonly', email: people.playersOnly.email },
    ]);
    // One character short of the address is a fragment: nothing.
    expect(await search(people.private.email.slice(0, -1))).toEqual([]);
  });

  it("finds by name the organizer's own players and public profiles, private ones never", async () => {
    const found = await search('quill');
    expect(found.map((u) => u.name).sort()).toEqual(['Quill Joined', 'Quill Public']);
    expect(found.find((u) => u.id === people.joined.id)).toEqual({
      id: people.joined.id,
      name: 'Quill Joined',
    });
    // Another organizer has no link to Quill Joined (players-only, not in their tournaments).
    const other = await createAccount(t.app, { role: 'organizer' });
    expect((await search('quill', other)).map((u) => u.name)).toEqual(['Quill Public']);
  });

  it('finds by name the keepers the organizer named for a tournament (decision 026)', async () => {
    const keeper = await createAccount(t.app, { name: 'Quill Keeper', ...visibility('players') });
    const other = await createAccount(t.app, { role: 'organizer' });
    expect((await search('quill keep', other)).map((u) => u.name)).toEqual([]);
    const tournament = await createTournamentAs(t.app, other.token);
    const named = await callAs(t.app, other.token)(
      'POST',
      `/api/tournaments/${tournament.id}/score-keepers`,
      { userId: keeper.id },
    );
    expect(named.statusCode, named.body).toBe(200);
    expect(await search('quill keep', other)).toEqual([{ id: keeper.id, name: 'Quill Keeper' }]);
    // Not for anyone else.
    expect(await search('quill keep')).toEqual([]);
  });

  it(`allows an organizer ${USER_SEARCHES_PER_WINDOW} searches per 15 minutes`, async () => {
    const busy = await createAccount(t.app, { role: 'organizer' });
    for (let i = 0; i < USER_SEARCHES_PER_WINDOW; i += 1) await search(`Quill ${i}`, busy);
    const limited = await callAs(t.app, busy.token)('GET', '/api/users/search?q=Quill');
    expect(limited.statusCode).toBe(429);
    expect(limited.json<{ code: string }>().code).toBe('RATE_LIMITED');
    // Another organizer is not held back by it.
    expect(await search('Quill Public')).toHaveLength(1);
  });
});

describe('GET /api/users/search as a player choosing a doubles partner (decision 038)', () => {
  it('finds other players by name among the profiles a signed-in user may see, never by email', async () => {
    const seeker = await createAccount(t.app, { name: 'Quill Seeker' });
    await createAccount(t.app, { role: 'organizer', name: 'Quill Organizer' });
    const found = await search('quill', seeker);
    const names = found.map((u) => u.name);
    expect(names).toEqual(
      expect.arrayContaining(['Quill Joined', 'Quill Playersonly', 'Quill Public']),
    );
    for (const hidden of ['Quill Private', 'Quill Hidden', 'Quill Organizer', 'Quill Seeker']) {
      expect(names).not.toContain(hidden);
    }
    for (const user of found) expect(user).not.toHaveProperty('email');
    expect(await search(people.public.email, seeker)).toEqual([]);
    expect(await search(people.private.email, seeker)).toEqual([]);
  });
});
