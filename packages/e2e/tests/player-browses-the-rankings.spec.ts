import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { createVerifiedUser } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { openAs, tokenOf, type Account } from '../support/competition';

interface ApiMatch {
  id: string;
  stage: string;
  round: number;
  position: number;
  player1: { name: string } | null;
  player2: { name: string } | null;
}

/** The figure under a summary card's label ('Total Players', ..., 'Avg Win Rate'). */
const card = (page: Page, label: string): Locator =>
  page
    .getByRole('region', { name: 'Player summary' })
    .getByText(label, { exact: true })
    .locator('xpath=following-sibling::p[1]');

const rows = (page: Page) => page.getByRole('region', { name: 'Rankings' }).getByRole('listitem');

/** The organizer runs a four-player knockout through the API and scores both semifinals 11-5, 11-7. */
async function playSemifinals(
  request: APIRequestContext,
  organizer: Account,
  players: Account[],
  tournamentName: string,
) {
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
  for (const player of players) {
    const joined = await request.post(`/api/tournaments/${id}/join`, {
      headers: { authorization: `Bearer ${await tokenOf(request, player)}` },
    });
    expect(joined.status()).toBe(200);
  }
  expect((await request.post(`/api/tournaments/${id}/start`, { headers: owner })).status()).toBe(
    200,
  );
  const listed = await request.get(`/api/matches/tournament/${id}`, { headers: owner });
  const semis = ((await listed.json()) as { data: ApiMatch[] }).data.filter(
    (m) => m.stage === 'knockout' && m.round === 1,
  );
  expect(semis).toHaveLength(2);
  for (const semi of semis) {
    const scored = await request.put(`/api/matches/${semi.id}/score`, {
      headers: owner,
      data: { score: { player1: [11, 11], player2: [5, 7] } },
    });
    expect(scored.status()).toBe(200);
  }
  return semis.map((m) => ({ winner: m.player1!.name, loser: m.player2!.name }));
}

test('a player ranks, filters and sorts the players, an organizer ranks them by each sort, a player opens one and sees hidden figures kept hidden', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  // A tag no other journey uses: searching it scopes every figure to these four players.
  const tag = `Rk${Date.now().toString(36)}`;
  const organizer = await createVerifiedUser(request, {
    role: 'organizer',
    name: 'Orla Organizer',
  });
  const players = await Promise.all(
    ['Ivy', 'Jon', 'Kai', 'Lu'].map((first) =>
      createVerifiedUser(request, { name: `${first} ${tag}` }),
    ),
  );
  const tournamentName = `Ranking Cup ${tag}`;
  const [first, second] = await playSemifinals(request, organizer, players, tournamentName);
  const winner = players.find((p) => p.name === first!.winner)!;

  const page = await openAs(browser, winner, '/app/players');
  await expect(page.getByRole('heading', { level: 1, name: 'Players' })).toBeVisible();
  await expect(page.getByText('View player rankings and statistics')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search players' }).fill(tag);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${tag}`));

  // Two matches played, each counted for both of its players; half of the results are wins.
  await expect(card(page, 'Total Players')).toHaveText('4');
  await expect(card(page, 'Total Games')).toHaveText('4');
  await expect(card(page, 'Avg Win Rate')).toHaveText('50%');
  await expect(card(page, 'Average Rating')).toHaveText(/^\d\.\d\d$/);
  await expect(page.getByRole('region', { name: 'Top Players' }).getByRole('button')).toHaveCount(
    3,
  );
  await expect(rows(page)).toHaveCount(4);
  await expectNoAxeViolations(page);

  // By wins: the two semifinal winners first, each 1W - 0L.
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('Sort by Wins');
  await expect(page).toHaveURL(/[?&]sort=wins/);
  await expect(rows(page).nth(0)).toContainText('1W - 0L');
  await expect(rows(page).nth(1)).toContainText('1W - 0L');
  await expect(rows(page).nth(2)).toContainText('0W - 1L');

  // By name: alphabetical.
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('Sort by Name');
  await expect(page).toHaveURL(/[?&]sort=name/);
  await expect(rows(page).nth(0)).toContainText(`Ivy ${tag}`);
  await expect(rows(page).nth(3)).toContainText(`Lu ${tag}`);

  // The organizer ranks the same four by the other sorts. Each semifinal winner is 1W - 0L in
  // one game and rated up by it, each loser 0W - 1L and rated down: ties go to more wins, then
  // the name, so every sort gives the winners (by name), then the losers (by name).
  const byName = (names: string[]) => [...names].sort((a, b) => a.localeCompare(b));
  const ranked = [
    ...byName([first!.winner, second!.winner]),
    ...byName([first!.loser, second!.loser]),
  ];
  const names = (list: Locator) =>
    list.evaluateAll(
      (items, all) => items.map((li) => all.find((n) => li.textContent!.includes(n))),
      ranked,
    );
  const owner = await openAs(browser, organizer, `/app/players?q=${tag}&sort=name`);
  const sortBy = owner.getByRole('combobox', { name: 'Sort by' });
  await expect(rows(owner)).toHaveCount(4);

  await sortBy.selectOption('Sort by Rating');
  await expect(sortBy).toHaveValue('rating');
  await expect.poll(() => names(rows(owner))).toEqual(ranked);
  const ratings = (await rows(owner).allTextContents()).map((text) =>
    Number(/Rating (\d+(?:\.\d+)?)/.exec(text)![1]),
  );
  expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  expect(ratings[1]).toBeGreaterThan(ratings[2]!);

  await sortBy.selectOption('Sort by Win Percentage');
  await expect(owner).toHaveURL(/[?&]sort=winRate/);
  await expect.poll(() => names(rows(owner))).toEqual(ranked);
  await expect(rows(owner).nth(1)).toContainText('100% win rate');
  await expect(rows(owner).nth(2)).toContainText('0% win rate');

  await sortBy.selectOption('Sort by Games Played');
  await expect(owner).toHaveURL(/[?&]sort=gamesPlayed/);
  await expect.poll(() => names(rows(owner))).toEqual(ranked);
  for (let i = 0; i < 4; i += 1) await expect(rows(owner).nth(i)).toContainText('1 game');
  await expectNoAxeViolations(owner);
  await owner.context().close();

  // Nobody here is rated 4.5 or more after one match.
  await page.getByRole('combobox', { name: 'Level' }).selectOption('expert');
  await expect(page).toHaveURL(/[?&]level=expert/);
  await expect(page.getByText('No players found')).toBeVisible();
  await page.getByRole('combobox', { name: 'Level' }).selectOption('all');

  // The winner's details: a real streak, the match they won, and their rating chart.
  await rows(page).filter({ hasText: winner.name }).getByRole('button').click();
  const dialog = page.getByRole('dialog', { name: 'Player Details' });
  await expect(dialog.getByRole('heading', { name: winner.name })).toBeVisible();
  await expect(dialog.getByText('Win Streak')).toBeVisible();
  await expect(dialog.getByText('1 game', { exact: true })).toBeVisible();
  const recent = dialog.getByRole('region', { name: 'Recent Matches' });
  await expect(recent).toContainText(`vs ${first!.loser}`);
  await expect(recent).toContainText(tournamentName);
  await expect(recent).toContainText('11-5, 11-7');
  await expect(dialog.getByRole('img', { name: `${winner.name}'s rating history` })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // The other semifinal's loser hides rating and statistics: the list and the dialog say so.
  const shy = players.find((p) => p.name === second!.loser)!;
  const login = await request.post('/api/auth/login', {
    data: { email: shy.email, password: shy.password },
  });
  const { token, user } = (
    (await login.json()) as { data: { token: string; user: { id: string } } }
  ).data;
  const hidden = await request.put(`/api/users/${user.id}/settings`, {
    headers: { authorization: `Bearer ${token}` },
    data: { privacySettings: { showRating: false, showStats: false } },
  });
  expect(hidden.status()).toBe(200);
  await page.reload();
  const shyRow = rows(page).filter({ hasText: shy.name });
  await expect(shyRow).toContainText('Rating hidden');
  await expect(shyRow).toContainText('Stats hidden');
  await shyRow.getByRole('button').click();
  await expect(dialog.getByText('This player keeps their statistics private')).toBeVisible();
  await expect(dialog.getByText('Best Rating')).toHaveCount(0);
});
