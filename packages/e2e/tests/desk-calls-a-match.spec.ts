import { expect, test } from '../support/test';
import { createVerifiedUser } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { joinPlayers, openAs, tokenOf } from '../support/competition';

interface ApiMatch {
  id: string;
  key: string;
  courtId: string | null;
  court: { name: string } | null;
  player1: { name: string } | null;
  player2: { name: string } | null;
}

test('the desk calls a match, the score keeper starts it and enters points, and the public courts board follows without a reload', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const organizer = await createVerifiedUser(request, { role: 'organizer', name: 'Dora Desk' });
  const ownerToken = await tokenOf(request, organizer);
  const auth = { authorization: `Bearer ${ownerToken}` };
  const created = await request.post('/api/tournaments', {
    headers: auth,
    data: {
      name: 'Desk Day Open',
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
  await joinPlayers(request, id, ['Amy Ace', 'Ben Baseline', 'Cleo Court', 'Dev Dinker']);
  expect((await request.post(`/api/tournaments/${id}/start`, { headers: auth })).ok()).toBe(true);
  const listed = await request.get(`/api/matches/tournament/${id}`, { headers: auth });
  const semi = ((await listed.json()) as { data: ApiMatch[] }).data.find(
    (m) => m.key === 'KO-R1-M1',
  )!;
  // A score keeper for the whole tournament (decision 026).
  const keeper = await createVerifiedUser(request, { name: 'Kit Keeper' });
  const keeperLogin = await request.post('/api/auth/login', {
    data: { email: keeper.email, password: keeper.password },
  });
  const keeperId = ((await keeperLogin.json()) as { data: { user: { id: string } } }).data.user.id;
  const named = await request.post(`/api/tournaments/${id}/score-keepers`, {
    headers: auth,
    data: { userId: keeperId },
  });
  expect(named.ok(), await named.text()).toBe(true);
  const [home, away] = [semi.player1!.name, semi.player2!.name];
  const pairing = `${home} v ${away}`;

  // A spectator, signed out, on the public page's courts board.
  const spectatorContext = await browser.newContext();
  const spectator = await spectatorContext.newPage();
  await spectator.goto(`/t/${id}`);
  const board = spectator.getByRole('region', { name: 'Courts' });
  await expect(board.getByTestId('court').first()).toBeVisible();
  await expect(board.locator('[data-state="called"], [data-state="on-court"]')).toHaveCount(0);
  await spectator.evaluate(() => ((window as { stayed?: boolean }).stayed = true));

  // The organizer's Desk tab, on a phone.
  const owner = await openAs(browser, organizer, `/app/tournaments/${id}`);
  await owner.setViewportSize({ width: 390, height: 844 });
  await owner.getByRole('tab', { name: 'Desk' }).click();
  const queue = owner.getByRole('region', { name: 'Next to call' });
  const callButton = queue.getByRole('button', { name: new RegExp(`^Call to .+: ${pairing}$`) });
  await expect(callButton).toBeVisible();
  await expectNoAxeViolations(owner);
  expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const courtName = ((await callButton.textContent()) ?? '').replace('Call to ', '');
  await callButton.click();
  await expect(owner.getByText(`Match called to ${courtName}`).first()).toBeVisible();
  await expect(owner.getByRole('listitem', { name: `${courtName}: called` })).toContainText(
    pairing,
  );

  // The spectator sees it called, on the court it was called to.
  const calledCard = board.locator('[data-state="called"]');
  await expect(calledCard).toContainText(courtName);
  await expect(calledCard).toContainText(pairing);
  await expect(calledCard).toContainText(/Called at .* ago/);

  // The keeper, on their own phone, starts it with the first points of game 1.
  const keeperPage = await openAs(browser, keeper, `/app/tournaments/${id}`);
  await keeperPage.setViewportSize({ width: 390, height: 844 });
  await keeperPage.getByRole('tab', { name: 'Matches' }).click();
  await keeperPage.getByRole('button', { name: `Start Match: ${pairing}` }).click();
  const enterPoints = async (side1: string, side2: string) => {
    const dialog = keeperPage.getByRole('dialog', { name: 'Update Match Score' });
    await dialog.getByRole('radio', { name: '1', exact: true }).check({ force: true });
    const inputs = dialog.getByRole('spinbutton');
    await expect(inputs).toHaveCount(2);
    await inputs.nth(0).fill(side1);
    await inputs.nth(1).fill(side2);
    await dialog.getByRole('button', { name: 'Save Score' }).click();
    await expect(dialog).toBeHidden();
  };
  await enterPoints('3', '1');

  const onCourt = board.locator('[data-state="on-court"]');
  await expect(onCourt).toContainText(courtName);
  await expect(onCourt).toContainText(pairing);
  await expect(onCourt.getByTestId('court-score')).toHaveText('3-1 in game 1');
  await expect(onCourt).toContainText(/On court for /);
  await expect(board.locator('[data-state="called"]')).toHaveCount(0);

  // Each point as it is entered.
  await keeperPage.getByRole('button', { name: `Update Score: ${pairing}` }).click();
  await enterPoints('5', '1');
  await expect(onCourt.getByTestId('court-score')).toHaveText('5-1 in game 1');
  expect(await spectator.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);

  // The desk shows it on court.
  await owner.getByRole('tab', { name: 'Desk' }).click();
  await expect(owner.getByRole('listitem', { name: `${courtName}: on court` })).toContainText(
    'On court for',
  );
  await spectatorContext.close();
});
