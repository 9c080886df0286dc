import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';
import { createVerifiedUser } from '../support/accounts';
import { tokenOf, type Account } from '../support/competition';
import { signInAs } from '../support/session';

// Issue 23: a tournament on 26 November at a New York venue read as 25 November west of
// Eastern time, and one match showed 10:30 in the app but 09:30 on the public page. The venue's
// days and times must read the same for players in Los Angeles, Chicago and Tokyo, on the app's
// tournament page, on the public page and in the mail each of them gets; each also sees the
// time in their own zone.
const VENUE = 'America/New_York';
// 9:00 AM at the venue on 26 November 2027 (EST), the first matches' time.
const PLAYERS = [
  { name: 'Lena Westcoast', zone: 'America/Los_Angeles', own: '6:00 AM your time' },
  { name: 'Cal Midwest', zone: 'America/Chicago', own: '8:00 AM your time' },
  { name: 'Tomo Farshore', zone: 'Asia/Tokyo', own: '11:00 PM your time' },
] as const;

const json = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

/** The player's own zone in their profile, as the Preferences tab saves it. */
async function livesIn(request: APIRequestContext, account: Account, zone: string) {
  const login = await request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  });
  const { user, token } = (
    (await login.json()) as { data: { user: { id: string }; token: string } }
  ).data;
  const saved = await request.put(`/api/users/${user.id}/settings`, {
    ...json(token),
    data: {
      preferences: {
        theme: 'light',
        language: 'en',
        timezone: zone,
        dateFormat: 'MM/dd/yyyy',
        timeFormat: '12h',
      },
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return token;
}

test('players in three time zones see one schedule: the same days and venue times in the app, on the public page and in their mail', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const organizer = await createVerifiedUser(request, { name: 'Ola Venue', role: 'organizer' });
  const created = await request.post('/api/tournaments', {
    ...json(await tokenOf(request, organizer)),
    data: {
      name: 'Thanksgiving Smash',
      category: 'men',
      type: 'singles',
      format: 'knockout',
      startDate: '2027-11-26',
      endDate: '2027-11-27',
      timeZone: VENUE,
      location: 'Brooklyn Bridge Park, New York',
      maxParticipants: 4,
      courtCount: 2,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const tournament = ((await created.json()) as { data: { id: string; timeZone: string } }).data;
  expect(tournament.timeZone).toBe(VENUE);

  const accounts: Account[] = [];
  for (const player of [...PLAYERS, { name: 'Nate Local', zone: VENUE }]) {
    const account = await createVerifiedUser(request, { name: player.name });
    const token = await livesIn(request, account, player.zone);
    const joined = await request.post(`/api/tournaments/${tournament.id}/join`, json(token));
    expect(joined.status()).toBe(200);
    accounts.push(account);
  }
  const started = await request.post(
    `/api/tournaments/${tournament.id}/start`,
    json(await tokenOf(request, organizer)),
  );
  expect(started.status(), await started.text()).toBe(200);

  for (const [index, player] of PLAYERS.entries()) {
    const account = accounts[index]!;
    const context = await browser.newContext({ timezoneId: player.zone });
    const page = await context.newPage();
    await signInAs(page, context.request, account);

    // The app's tournament page: the days as typed, the venue's time and the player's own.
    await page.goto(`/app/tournaments/${tournament.id}`);
    await expect(page.getByRole('heading', { name: 'Thanksgiving Smash' })).toBeVisible();
    await expect(page.getByText('11/26/2027', { exact: true })).toBeVisible();
    await expect(page.getByText('11/27/2027', { exact: true })).toBeVisible();
    await page.getByRole('tab', { name: 'Matches' }).click();
    await expect(
      page.getByText(`11/26/2027 · 9:00 AM EST (${player.own})`, { exact: false }).first(),
    ).toBeVisible();

    // The public page, read by the browser in the same zone.
    await page.goto(`/t/${tournament.id}`);
    const header = page.getByRole('main').locator('header');
    await expect(header).toContainText('Nov 26, 2027 – Nov 27, 2027');
    const schedule = page.getByRole('region', { name: 'Schedule' });
    await expect(schedule.getByRole('heading', { name: 'Nov 26, 2027' })).toBeVisible();
    await expect(schedule.getByText(`9:00 AM EST (${player.own}) · Court`).first()).toBeVisible();

    // The mail that told them of their first match.
    await expect
      .poll(async () => {
        const response = await request.get(
          `/api/dev/outbox?to=${encodeURIComponent(account.email)}`,
        );
        const body = (await response.json()) as { data: { subject: string; text: string }[] };
        return body.data.find((mail) => /your first match/.test(mail.subject))?.text ?? '';
      })
      .toContain(`Fri, Nov 26, 9:00 AM EST (${player.own})`);
    await context.close();
  }
});
