import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createTournamentAs } from '../../test/tournaments';
import { loadPagePreview } from './load-page-preview';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = (await createSignedInUser(t.app, { role: 'organizer' })).token;
});
afterAll(() => t.close());

describe('loadPagePreview: what a shared /t/{id} link previews', () => {
  it("gives a public tournament's name, calendar days and place", async () => {
    const tournament = await createTournamentAs(t.app, token, {
      name: 'Riverside Open',
      startDate: '2027-05-01T09:00:00.000Z',
      endDate: '2027-05-02T18:00:00.000Z',
      location: 'Riverside Courts, Denver',
    });
    expect(await loadPagePreview(t.app.db, tournament.id)).toEqual({
      name: 'Riverside Open',
      startDate: '2027-05-01',
      endDate: '2027-05-02',
      location: 'Riverside Courts, Denver',
    });
  });

  it('gives nothing for a tournament that is not public, not there, or not a uuid', async () => {
    const hidden = await createTournamentAs(t.app, token, { isPublic: false });
    expect(await loadPagePreview(t.app.db, hidden.id)).toBeNull();
    expect(await loadPagePreview(t.app.db, '00000000-0000-4000-8000-000000000000')).toBeNull();
    expect(await loadPagePreview(t.app.db, 'not-a-uuid')).toBeNull();
  });
});
