import AxeBuilder from '@axe-core/playwright';
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';
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

/** Set SCREENSHOT_DIR to keep screenshots of the competition screens at phone and desktop sizes. */
const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR;

async function openAs(browser: Browser, account: Account, path: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
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

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
}

async function shoot(page: Page, name: string) {
  if (!SCREENSHOT_DIR) return;
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    // The tab's content at the top of the screen, not the header above it.
    await page
      .getByRole('tabpanel')
      .evaluate((panel) => panel.scrollIntoView({ block: 'start' }))
      .catch(() => undefined);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}-${width}x${height}.png` });
  }
}

/** Enters side 1 winning 11-5 11-7 in the open score dialog, and saves. */
async function enterStraightGames(page: Page, dialog: Locator) {
  const inputs = dialog.getByRole('spinbutton');
  await expect(inputs).toHaveCount(4);
  for (const [i, points] of ['11', '5', '11', '7'].entries()) await inputs.nth(i).fill(points);
  await expect(dialog.getByText(/wins the match 2-0/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Save Score' }).click();
  await expect(page.getByText('Score updated successfully!').first()).toBeVisible();
  await expect(dialog).toHaveCount(0);
}

test('an organizer runs a singles knockout of 4 from the start to the champion', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const organizer = await createVerifiedUser(request, {
    role: 'organizer',
    name: 'Olive Organizer',
  });
  const players = await Promise.all(
    ['Amy Ace', 'Ben Baseline', 'Cleo Court', 'Dev Dinker'].map((name) =>
      createVerifiedUser(request, { name }),
    ),
  );
  const ownerToken = await tokenOf(request, organizer);
  const created = await request.post('/api/tournaments', {
    headers: { authorization: `Bearer ${ownerToken}` },
    data: {
      name: 'Knockout Night',
      category: 'men',
      type: 'singles',
      format: 'knockout',
      startDate: '2027-05-01',
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

  // The organizer starts it after reading what will be generated.
  const owner = await openAs(browser, organizer, `/app/tournaments/${id}`);
  await owner.getByRole('button', { name: 'Start Tournament' }).click();
  const confirm = owner.getByRole('dialog', { name: 'Start Tournament?' });
  await expect(confirm).toContainText(
    'A knockout bracket for 4 players will be generated and registration will close. This cannot be undone.',
  );
  await confirm.getByRole('button', { name: 'Start Tournament' }).click();
  await expect(
    owner.getByText('Tournament started successfully! Bracket has been generated.'),
  ).toBeVisible();
  await expect(owner.getByRole('button', { name: 'Start Tournament' })).toHaveCount(0);

  const listed = await request.get(`/api/matches/tournament/${id}`, {
    headers: { authorization: `Bearer ${ownerToken}` },
  });
  const matches = ((await listed.json()) as { data: ApiMatch[] }).data;
  const semis = matches.filter((m) => m.stage === 'knockout' && m.round === 1);
  expect(semis).toHaveLength(2);
  const [semi1, semi2] = semis.sort((a, b) => a.position - b.position) as [ApiMatch, ApiMatch];

  // The matches tab: two semifinals to start, the final and bronze waiting.
  await owner.getByRole('tab', { name: 'Matches' }).click();
  await expect(owner.getByRole('heading', { name: 'Semifinals' })).toBeVisible();
  await expect(owner.getByRole('heading', { name: 'Final', exact: true })).toBeVisible();
  await expect(owner.getByRole('heading', { name: 'Third-place match' })).toBeVisible();
  await expect(owner.getByRole('button', { name: /^Start Match: / })).toHaveCount(2);
  await expectNoAxeViolations(owner);
  await shoot(owner, 'matches-tab');

  // A player enters the score of their own semifinal; they see no button on the other.
  const home = semi1.player1!.name;
  const homeAccount = players.find((p) => p.name === home)!;
  const playerPage = await openAs(browser, homeAccount, `/app/tournaments/${id}`);
  await playerPage.getByRole('tab', { name: 'Matches' }).click();
  await expect(playerPage.getByRole('button', { name: /^Start Match: / })).toHaveCount(1);
  await playerPage.getByRole('button', { name: /^Start Match: / }).click();
  const playerDialog = playerPage.getByRole('dialog', { name: 'Update Match Score' });
  await enterStraightGames(playerPage, playerDialog);
  await expect(playerPage.getByText(`Winner: ${home}`)).toBeVisible();

  // The organizer enters the other semifinal, then the final and the bronze match.
  await owner.reload();
  await owner.getByRole('tab', { name: 'Matches' }).click();
  await owner
    .getByRole('button', { name: `Start Match: ${semi2.player1!.name} v ${semi2.player2!.name}` })
    .click();
  const dialog = owner.getByRole('dialog', { name: 'Update Match Score' });
  await dialog.getByRole('spinbutton').nth(0).fill('15');
  await dialog.getByRole('spinbutton').nth(1).fill('3');
  await expect(dialog.getByText(/is not a possible final score of a game to 11/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save Score' })).toBeDisabled();
  await shoot(owner, 'score-dialog');
  await owner.setViewportSize({ width: 1280, height: 720 });
  await dialog.getByRole('spinbutton').nth(0).fill('11');
  await enterStraightGames(owner, dialog);
  const champion = home;
  await owner
    .getByRole('button', { name: `Start Match: ${home} v ${semi2.player1!.name}` })
    .click();
  await enterStraightGames(owner, dialog);
  await owner
    .getByRole('button', { name: `Start Match: ${semi1.player2!.name} v ${semi2.player2!.name}` })
    .click();
  await enterStraightGames(owner, dialog);
  await expect(owner.getByRole('button', { name: /^(Start Match|Update Score): / })).toHaveCount(0);

  // The bracket: every match done, the champion named and highlighted.
  await owner.reload();
  await expect(owner.getByText('Completed', { exact: true }).first()).toBeVisible();
  await owner.getByRole('tab', { name: 'Bracket' }).click();
  await expect(owner.getByText(`Champion: ${champion}`)).toBeVisible();
  await expect(
    owner.getByRole('article', {
      name: new RegExp(`^Final, match 1: .*, ${champion} won 11-5 11-7$`),
    }),
  ).toBeVisible();
  await expect(owner.getByRole('progressbar', { name: 'Tournament progress' })).toHaveAttribute(
    'aria-valuenow',
    '4',
  );
  await expectNoAxeViolations(owner);
  await shoot(owner, 'bracket-tab');
});
