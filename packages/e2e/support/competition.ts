import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { createVerifiedUser } from './accounts';
import { signInAs } from './session';

export type Account = Awaited<ReturnType<typeof createVerifiedUser>>;

/** A page signed in as `account`, in a browser context of its own, opened at `path`. */
export async function openAs(browser: Browser, account: Account, path: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, context.request, account);
  await page.goto(path);
  return page;
}

/** A bearer token for `account`, for setup calls that are not what a journey is about. */
export async function tokenOf(request: APIRequestContext, account: Account): Promise<string> {
  const response = await request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** Registers one verified player per name and joins each to the tournament through the API. */
export async function joinPlayers(
  request: APIRequestContext,
  tournamentId: string,
  names: readonly string[],
): Promise<Account[]> {
  const players = await Promise.all(names.map((name) => createVerifiedUser(request, { name })));
  // One at a time: the places fill in a known order and none lands on the waitlist.
  for (const player of players) {
    const joined = await request.post(`/api/tournaments/${tournamentId}/join`, {
      headers: { authorization: `Bearer ${await tokenOf(request, player)}` },
    });
    expect(joined.status()).toBe(200);
  }
  return players;
}

export interface NewTournament {
  name: string;
  /** The Format option as the form labels it. */
  format: 'Knockout' | 'Round Robin' | 'Swiss';
  maxParticipants: number;
  /** Round robin only: groups, and the players each sends to the knockout stage (if any). */
  groups?: { count: number; advanceCount?: number };
}

/**
 * Fills in and submits the Create Tournament dialog of the tournaments page;
 * answers the new tournament's id, read from the page it opens.
 */
export async function createTournamentThroughDialog(
  page: Page,
  tournament: NewTournament,
): Promise<string> {
  await page.goto('/app/tournaments');
  await page.getByRole('button', { name: 'Create Tournament' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Tournament' });
  await dialog.getByLabel('Tournament Name', { exact: true }).fill(tournament.name);
  await dialog.getByLabel('Format', { exact: true }).selectOption({ label: tournament.format });
  await dialog.getByLabel('Location', { exact: true }).fill('Riverside Courts, Denver');
  await dialog.getByLabel('Start Date', { exact: true }).fill('2027-05-01');
  await dialog
    .getByLabel('Max Participants', { exact: true })
    .fill(String(tournament.maxParticipants));
  if (tournament.groups) {
    const { count, advanceCount } = tournament.groups;
    await dialog.getByLabel('Number of Groups', { exact: true }).fill(String(count));
    if (advanceCount !== undefined) {
      await dialog.getByLabel('Knockout stage after the groups', { exact: true }).check();
      await dialog
        .getByLabel('Players Advancing per Group', { exact: true })
        .fill(String(advanceCount));
    }
  }
  await dialog.getByRole('button', { name: 'Create Tournament' }).click();
  await expect(page.getByText('Tournament created successfully!').first()).toBeVisible();
  await page.waitForURL(/\/app\/tournaments\/[^/?#]+$/);
  await expect(page.getByRole('heading', { level: 1, name: tournament.name })).toBeVisible();
  return new URL(page.url()).pathname.split('/').at(-1)!;
}

/** Start Tournament, the confirmation that says what will be generated, and the toast. */
export async function startTournament(page: Page, summary: string) {
  await page.getByRole('button', { name: 'Start Tournament' }).click();
  const confirm = page.getByRole('dialog', { name: 'Start Tournament?' });
  await expect(confirm).toContainText(
    `${summary} will be generated and registration will close. This cannot be undone.`,
  );
  await confirm.getByRole('button', { name: 'Start Tournament' }).click();
  await expect(
    page.getByText('Tournament started successfully! Bracket has been generated.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start Tournament' })).toHaveCount(0);
}

/** Generate Next Round on the matches tab, and the toast it answers with. */
export async function generateNextRound(page: Page, toast: string) {
  await page.getByRole('button', { name: 'Generate Next Round' }).click();
  await expect(page.getByText(toast).first()).toBeVisible();
}

/** The header's champion banner: the "Champion" label and the name beside it. */
export const championBanner = (page: Page) =>
  page
    .getByRole('paragraph')
    .filter({ hasText: /^Champion$/ })
    .locator('..');
