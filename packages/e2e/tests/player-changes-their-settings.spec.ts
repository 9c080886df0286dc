import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { createVerifiedUser } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { openAs, tokenOf, type Account } from '../support/competition';

interface ApiMatch {
  id: string;
  stage: string;
  round: number;
  startTime: string | null;
  player1: { name: string } | null;
  player2: { name: string } | null;
}

const SAVED = 'Settings updated successfully!';

/** Opens a settings tab from the side menu: selected, and named in the address. */
async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name, selected: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`[?&]tab=${name.toLowerCase().replace(' ', '-')}`));
}

/** Save Changes on the open tab, and the toast (earlier toasts gone first, so this one is new). */
async function saveTab(page: Page) {
  await expect(page.getByText(SAVED)).toHaveCount(0);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(SAVED)).toBeVisible();
}

/**
 * The organizer starts a four-player knockout through the API; answers the start time of the
 * semifinal `player` plays (the server plans it when the tournament starts).
 */
async function startKnockout(
  request: APIRequestContext,
  organizer: Account,
  players: Account[],
  tournamentName: string,
  player: Account,
): Promise<Date> {
  const owner = { authorization: `Bearer ${await tokenOf(request, organizer)}` };
  const created = await request.post('/api/tournaments', {
    headers: owner,
    data: {
      name: tournamentName,
      category: 'men',
      type: 'singles',
      format: 'knockout',
      startDate: '2030-05-01',
      location: 'Riverside Courts, Denver',
      maxParticipants: 4,
    },
  });
  expect(created.status()).toBe(201);
  const { id } = ((await created.json()) as { data: { id: string } }).data;
  for (const each of players) {
    const joined = await request.post(`/api/tournaments/${id}/join`, {
      headers: { authorization: `Bearer ${await tokenOf(request, each)}` },
    });
    expect(joined.status()).toBe(200);
  }
  expect((await request.post(`/api/tournaments/${id}/start`, { headers: owner })).status()).toBe(
    200,
  );
  const listed = await request.get(`/api/matches/tournament/${id}`, { headers: owner });
  const semi = ((await listed.json()) as { data: ApiMatch[] }).data.find(
    (m) =>
      m.stage === 'knockout' &&
      m.round === 1 &&
      [m.player1?.name, m.player2?.name].includes(player.name),
  );
  expect(semi?.startTime).toBeTruthy();
  return new Date(semi!.startTime!);
}

/** Hour and minute of `instant` in New York, the default time zone of every new account. */
function newYorkClock(instant: Date): { hour: number; minute: string } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return { hour: Number(get('hour')), minute: get('minute') };
}

test('a player changes each settings tab and sees the effect: dark theme, 24-hour times, a private profile nobody finds', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  // A tag no other journey uses: the player's name and the tournament's are searched for.
  const tag = `St${Date.now().toString(36)}`;
  const organizer = await createVerifiedUser(request, { role: 'organizer', name: 'Orla Owner' });
  const [player, seeker, ...others] = await Promise.all(
    ['Sam', 'Tia', 'Uma', 'Vic'].map((first) =>
      createVerifiedUser(request, { name: `${first} ${tag}` }),
    ),
  );
  const tournamentName = `Settings Cup ${tag}`;
  const start = await startKnockout(
    request,
    organizer,
    [player!, seeker!, ...others],
    tournamentName,
    player!,
  );
  const { hour, minute } = newYorkClock(start);
  const twelveHour = new RegExp(
    `(^|\\D)${hour % 12 || 12}:${minute}\\s?${hour < 12 ? 'AM' : 'PM'}`,
  );
  const twentyFourHour = new RegExp(`(^|\\D)${String(hour).padStart(2, '0')}:${minute}(\\D|$)`);

  // Before: another player finds them on the Players page.
  const other = await openAs(browser, seeker!, '/app/players');
  await other.getByRole('searchbox', { name: 'Search players' }).fill(player!.name);
  const found = other.getByRole('region', { name: 'Rankings' }).getByRole('listitem');
  await expect(found).toHaveCount(1);
  await expect(found).toContainText(player!.name);

  // Before: their match time is written in 12 hours, with AM or PM.
  const page = await openAs(browser, player!, '/app/matches');
  await page.getByPlaceholder('Search matches, players, or courts...').fill(tournamentName);
  const myMatch = page.getByRole('listitem').filter({ hasText: player!.name });
  await expect(myMatch).toHaveCount(1);
  await expect(myMatch).toContainText(twelveHour);
  await expect(page.locator('html')).not.toHaveClass(/(^|\s)dark(\s|$)/);

  // Statistics: real figures, none yet (the semifinal is still to be played).
  await page.goto('/app/profile');
  await expect(page.getByRole('tab', { name: 'Profile', selected: true })).toBeVisible();
  await openTab(page, 'Statistics');
  await expect(page.getByText('No matches played yet')).toBeVisible();
  await expect(page.getByText('Tournaments Played')).toBeVisible();
  await expectNoAxeViolations(page);

  // Notifications: the weekly digest on, match reminders off.
  await openTab(page, 'Notifications');
  const digest = page.getByRole('switch', { name: 'Weekly Digest' });
  const reminders = page.getByRole('switch', { name: 'Match Reminders' });
  await expect(digest).toHaveAttribute('aria-checked', 'false');
  await expect(reminders).toHaveAttribute('aria-checked', 'true');
  await digest.click();
  await reminders.click();
  await saveTab(page);
  await expect(digest).toHaveAttribute('aria-checked', 'true');
  await expect(reminders).toHaveAttribute('aria-checked', 'false');
  await expectNoAxeViolations(page);

  // Privacy: a private profile, location shown.
  await openTab(page, 'Privacy');
  await expect(page.getByLabel('Profile Visibility')).toHaveValue('public');
  await page.getByLabel('Profile Visibility').selectOption({ label: 'Private' });
  await page.getByRole('switch', { name: 'Show Location' }).click();
  await saveTab(page);
  await expectNoAxeViolations(page);

  // Preferences: dark, and 24-hour times; the theme shows at once.
  await openTab(page, 'Preferences');
  await expect(page.getByLabel('Theme')).toHaveValue('light');
  await expect(page.getByLabel('Time Format')).toHaveValue('12h');
  await page.getByLabel('Theme').selectOption({ label: 'Dark' });
  await page.getByLabel('Time Format').selectOption({ label: '24-hour (14:30)' });
  await saveTab(page);
  await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
  await expectNoAxeViolations(page);

  // Game Settings: doubles by default, the waitlist joined automatically, Sundays too.
  await openTab(page, 'Game Settings');
  await page.getByLabel('Default Tournament Type').selectOption({ label: 'Doubles' });
  await page.getByLabel('Preferred Court Surface').selectOption({ label: 'Indoor' });
  await page.getByRole('switch', { name: 'Auto-join Waitlist' }).click();
  await page.getByRole('checkbox', { name: 'Sunday' }).check();
  await saveTab(page);
  await expectNoAxeViolations(page);

  // Account, and each of its dialogs, opened and closed again.
  await openTab(page, 'Account');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Change Password' }).click();
  const password = page.getByRole('dialog', { name: 'Change Password' });
  await expect(password.getByLabel('Current Password')).toBeVisible();
  await expectNoAxeViolations(page);
  await password.getByRole('button', { name: 'Cancel' }).click();
  await expect(password).toHaveCount(0);
  await page.getByRole('button', { name: 'Enable 2FA' }).click();
  const twoFactor = page.getByRole('dialog', { name: 'Enable Two-Factor Authentication' });
  await expect(
    twoFactor.getByRole('img', { name: 'QR code for your authenticator app' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await twoFactor.getByRole('button', { name: 'Cancel' }).click();
  await expect(twoFactor).toHaveCount(0);
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const deletion = page.getByRole('dialog', { name: 'Delete Account' });
  await expect(deletion.getByLabel('Password')).toBeVisible();
  await expectNoAxeViolations(page);
  await deletion.getByRole('button', { name: 'Cancel' }).click();
  await expect(deletion).toHaveCount(0);

  // Every choice was stored: a reload shows them again.
  await page.goto('/app/profile?tab=notifications');
  await expect(page.getByRole('switch', { name: 'Weekly Digest' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(page.getByRole('switch', { name: 'Match Reminders' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await openTab(page, 'Privacy');
  await expect(page.getByLabel('Profile Visibility')).toHaveValue('private');
  await expect(page.getByRole('switch', { name: 'Show Location' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await openTab(page, 'Preferences');
  await expect(page.getByLabel('Theme')).toHaveValue('dark');
  await expect(page.getByLabel('Time Format')).toHaveValue('24h');
  await openTab(page, 'Game Settings');
  await expect(page.getByLabel('Default Tournament Type')).toHaveValue('doubles');
  await expect(page.getByLabel('Preferred Court Surface')).toHaveValue('indoor');
  await expect(page.getByRole('switch', { name: 'Auto-join Waitlist' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(page.getByRole('checkbox', { name: 'Sunday' })).toBeChecked();

  // The dark theme holds on another screen and after a reload there.
  await page.goto('/app/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
  // No flash of the light theme: <html> is dark already when the document is parsed.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      document.documentElement.dataset.themeAtLoad = document.documentElement.className;
    });
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
  await expect(page.locator('html')).toHaveAttribute('data-theme-at-load', /(^|\s)dark(\s|$)/);
  await expectNoAxeViolations(page);

  // The same match, now in 24 hours.
  await page.goto('/app/matches');
  await page.getByPlaceholder('Search matches, players, or courts...').fill(tournamentName);
  await expect(myMatch).toHaveCount(1);
  await expect(myMatch).toContainText(twentyFourHour);
  await expect(myMatch).not.toContainText(/\d\s?[AP]M/);
  await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);

  // The other player searches again: the private profile is not there.
  await other.reload();
  await expect(other.getByRole('searchbox', { name: 'Search players' })).toHaveValue(player!.name);
  await expect(other.getByText('No players found')).toBeVisible();
  await expect(found).toHaveCount(0);
  // Their own screens stay light: the theme is the player's, not the device's.
  await expect(other.locator('html')).not.toHaveClass(/(^|\s)dark(\s|$)/);
});

test('a player changes their password: a wrong current one is refused, then only the new one signs in', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const player = await createVerifiedUser(request, { name: 'Pat Password' });
  const newPassword = 'N3w&Court$ide';
  const page = await openAs(browser, player, '/app/profile?tab=account');

  // A wrong current password: the server's refusal on its field, the dialog still open.
  await page.getByRole('button', { name: 'Change Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  await dialog.getByLabel('Current Password').fill('Not-my-Passw0rd!');
  await dialog.getByLabel('New Password', { exact: true }).fill(newPassword);
  await dialog.getByLabel('Confirm New Password').fill(newPassword);
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(dialog.getByText('Current password is incorrect')).toBeVisible();
  await expect(dialog.getByLabel('Current Password')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  // The right one: changed, the dialog closed.
  await dialog.getByLabel('Current Password').fill(player.password);
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password changed successfully!')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // Signed out, the old password no longer signs in; the new one does.
  await page.getByRole('button', { name: /Pat Password/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/login');
  await page.getByLabel(/^email/i).fill(player.email);
  await page.getByLabel(/^password$/i).fill(player.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Invalid credentials. Please check your email and password.',
  );
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel(/^password$/i).fill(newPassword);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
});
