import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { createVerifiedUser } from '../support/accounts';
import { signInAs } from '../support/session';

type Account = Awaited<ReturnType<typeof createVerifiedUser>>;
interface ApiMatch {
  id: string;
  stage: string;
  round: number;
  position: number;
  player1: { name: string } | null;
  player2: { name: string } | null;
}

/**
 * A page of its own signed in as `account`. Day headings and 'HH:mm' are local
 * time: the zone is pinned so the tournament's matches (from 1 May 2030,
 * 00:00 UTC) fall on one known day.
 */
async function openAs(browser: Browser, account: Account, path: string): Promise<Page> {
  const context = await browser.newContext({ timezoneId: 'UTC' });
  const page = await context.newPage();
  // The account's own display preferences too: UTC, 24-hour (dates as MM/dd/yyyy).
  const signIn = await context.request.post('/api/auth/login', { data: account });
  const { user, token } = (
    (await signIn.json()) as { data: { user: { id: string }; token: string } }
  ).data;
  const saved = await context.request.put(`/api/users/${user.id}/settings`, {
    headers: { authorization: `Bearer ${token}` },
    data: { preferences: { timezone: 'UTC', timeFormat: '24h' } },
  });
  expect(saved.status()).toBe(200);
  await signInAs(page, context.request, account);
  await page.goto(path);
  return page;
}

async function tokenOf(request: APIRequestContext, account: Account): Promise<string> {
  const response = await request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  });
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** The number under a counter's label ('Scheduled', ..., 'Total Matches'). */
const counter = (page: Page, label: string): Locator =>
  page
    .getByRole('region', { name: 'Match counts' })
    .getByText(label, { exact: true })
    .locator('xpath=following-sibling::p[1]');

/** A day's group of matches, by its heading. */
const day = (page: Page, title: string) => page.getByRole('region', { name: title });

test('a player filters the matches page and an organizer schedules an extra match', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const organizer = await createVerifiedUser(request, {
    role: 'organizer',
    name: 'Orla Organizer',
  });
  const players = await Promise.all(
    ['Ivy Volley', 'Jon Lob', 'Kai Spin', 'Lu Drive'].map((name) =>
      createVerifiedUser(request, { name }),
    ),
  );
  // A name no other journey uses: the search scopes every count to this tournament.
  const tournamentName = `Filter Cup ${Date.now().toString(36)}`;
  const ownerToken = await tokenOf(request, organizer);
  const owner = { authorization: `Bearer ${ownerToken}` };
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
  for (const player of players) {
    const joined = await request.post(`/api/tournaments/${id}/join`, {
      headers: { authorization: `Bearer ${await tokenOf(request, player)}` },
    });
    expect(joined.status()).toBe(200);
  }
  const started = await request.post(`/api/tournaments/${id}/start`, { headers: owner });
  expect(started.status()).toBe(200);

  // Two semifinals, the final and the bronze match; one semifinal is played.
  const listed = await request.get(`/api/matches/tournament/${id}`, { headers: owner });
  const matches = ((await listed.json()) as { data: ApiMatch[] }).data;
  expect(matches).toHaveLength(4);
  const [semi1, semi2] = matches
    .filter((m) => m.stage === 'knockout' && m.round === 1)
    .sort((a, b) => a.position - b.position) as [ApiMatch, ApiMatch];
  const home = players.find((p) => p.name === semi1.player1!.name)!;
  const scored = await request.put(`/api/matches/${semi1.id}/score`, {
    headers: { authorization: `Bearer ${await tokenOf(request, home)}` },
    data: { score: { player1: [11, 11], player2: [5, 7] } },
  });
  expect(scored.status()).toBe(200);

  // The winner of semifinal 1 searches for the tournament: four matches, on its first day.
  const page = await openAs(browser, home, '/app/matches');
  await expect(page.getByRole('heading', { level: 1, name: 'Matches' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Schedule Match' })).toHaveCount(0);
  await page.getByPlaceholder('Search matches, players, or courts...').fill(tournamentName);
  await expect(page).toHaveURL(/[?&]q=Filter/);
  await expect(counter(page, 'Total Matches')).toHaveText('4');
  await expect(counter(page, 'Completed')).toHaveText('1');
  await expect(counter(page, 'Scheduled')).toHaveText('3');
  await expect(counter(page, 'In Progress')).toHaveText('0');
  await expect(day(page, '05/01/2030').getByText('4 matches')).toBeVisible();
  await expectNoAxeViolations(page);

  // My Matches: the semifinal they won and the final they now play.
  await page.getByRole('combobox', { name: 'Whose matches' }).selectOption('My Matches');
  await expect(page).toHaveURL(/[?&]mine=true/);
  await expect(counter(page, 'Total Matches')).toHaveText('2');
  await expect(day(page, '05/01/2030').getByText('2 matches')).toBeVisible();

  // Completed only: the semifinal, with its score and no score button.
  await page.getByRole('combobox', { name: 'Status' }).selectOption('Completed');
  await expect(page).toHaveURL(/[?&]status=completed/);
  const done = day(page, '05/01/2030');
  await expect(done.getByText('1 match', { exact: true })).toBeVisible();
  await expect(done.getByText('Score: game 1 11-5, game 2 11-7')).toBeAttached();
  await expect(done.getByRole('button', { name: /^(Start Match|Update Score)/ })).toHaveCount(0);
  // The counters span the statuses: still both of their matches.
  await expect(counter(page, 'Total Matches')).toHaveText('2');

  // A reload keeps the filters; Back returns to the ones before.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Whose matches' })).toHaveValue('mine');
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('completed');
  await expect(page.getByRole('searchbox', { name: 'Search matches' })).toHaveValue(tournamentName);
  await expect(day(page, '05/01/2030').getByText('1 match', { exact: true })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('all');
  await expect(day(page, '05/01/2030').getByText('2 matches')).toBeVisible();

  // Nothing of this tournament is played today.
  await page.getByRole('combobox', { name: 'Date' }).selectOption('Today');
  await expect(page).toHaveURL(/[?&]date=today/);
  await expect(page.getByText('No matches found')).toBeVisible();
  await expect(page.getByText('Try adjusting your search or filters')).toBeVisible();

  // The organizer schedules an extra match the next day between players of both semifinals.
  const [p1, p2] = [semi1.player2!.name, semi2.player1!.name];
  const ownerPage = await openAs(browser, organizer, '/app/matches');
  await ownerPage.getByRole('button', { name: 'Schedule Match' }).click();
  const dialog = ownerPage.getByRole('dialog', { name: 'Schedule a New Match' });
  await dialog.getByRole('button', { name: 'Schedule Match' }).click();
  await expect(dialog.getByText('Please fill in all required fields')).toBeVisible();
  await dialog.getByLabel('Tournament').selectOption({ label: tournamentName });
  await expect(dialog.getByLabel('Player 1').locator('option', { hasText: p1 })).toHaveCount(1);
  await dialog.getByLabel('Player 1').selectOption({ label: p1 });
  await expect(dialog.getByLabel('Player 2').locator('option', { hasText: p1 })).toHaveCount(0);
  await dialog.getByLabel('Player 2').selectOption({ label: p2 });
  await expect(dialog.getByLabel('Player 1').locator('option', { hasText: p2 })).toHaveCount(0);
  await dialog.getByLabel('Date and Time').fill('2030-05-02T10:30');
  await dialog.getByLabel('Court Name (Optional)').fill('Court Z');
  await expectNoAxeViolations(ownerPage);
  await dialog.getByRole('button', { name: 'Schedule Match' }).click();
  await expect(ownerPage.getByText('Match scheduled successfully!')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  await ownerPage.getByPlaceholder('Search matches, players, or courts...').fill(tournamentName);
  const extra = day(ownerPage, '05/02/2030');
  await expect(extra.getByText('1 match', { exact: true })).toBeVisible();
  await expect(extra).toContainText('10:30');
  await expect(extra).toContainText('Court Z');
  await expect(extra).toContainText(`${p1}`);
  await expect(extra).toContainText(`${p2}`);
  await expect(counter(ownerPage, 'Total Matches')).toHaveText('5');

  // The same players at the same time clash: the server's reason shows on the form.
  await ownerPage.getByRole('button', { name: 'Schedule Match' }).click();
  await dialog.getByLabel('Tournament').selectOption({ label: tournamentName });
  await dialog.getByLabel('Player 1').selectOption({ label: p1 });
  await dialog.getByLabel('Player 2').selectOption({ label: p2 });
  await dialog.getByLabel('Date and Time').fill('2030-05-02T10:30');
  await dialog.getByRole('button', { name: 'Schedule Match' }).click();
  await expect(
    // The time the organizer typed, at the venue (decision 017).
    dialog.getByText(new RegExp(`Round 1: ${p1} v ${p2} at 10:30( AM)? [A-Z]{3,4}`)),
  ).toBeVisible();
  await expect(dialog).toBeVisible();
});
