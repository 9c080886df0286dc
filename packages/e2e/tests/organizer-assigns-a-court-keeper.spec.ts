import { expect, test } from '../support/test';
import { createVerifiedUser, latestMail } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { joinPlayers, openAs, tokenOf } from '../support/competition';
import { matchButtonName } from '../support/match-play';

interface ApiMatch {
  id: string;
  courtId: string | null;
  court: { name: string } | null;
  player1: { name: string } | null;
  player2: { name: string } | null;
}

test.use({ timezoneId: 'UTC' });

/**
 * Issue 27, decision 026: the organizer names a score keeper for Court 1 by typing part of
 * their name; the keeper is mailed, finds the court's match in My Matches marked "Keeping", and
 * enters its score. The other court's match is not theirs.
 */
test('an organizer assigns a keeper to Court 1, who scores its match from My Matches', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const organizer = await createVerifiedUser(request, {
    role: 'organizer',
    name: 'Olive Organizer',
  });
  // A name of her own per attempt: a retry runs on the same database.
  const suffix = Array.from({ length: 4 }, () =>
    String.fromCharCode(97 + Math.floor(Math.random() * 26)),
  ).join('');
  const keeperName = `Zelda Keepwell ${suffix[0]!.toUpperCase()}${suffix.slice(1)}`;
  const keeper = await createVerifiedUser(request, { name: keeperName });
  const ownerToken = await tokenOf(request, organizer);
  const owner = { authorization: `Bearer ${ownerToken}` };
  const created = await request.post('/api/tournaments', {
    headers: owner,
    data: {
      name: 'Court Keepers Cup',
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
  expect((await request.post(`/api/tournaments/${id}/start`, { headers: owner })).status()).toBe(
    200,
  );
  const listed = await request.get(`/api/matches/tournament/${id}`, { headers: owner });
  const matches = ((await listed.json()) as { data: ApiMatch[] }).data;
  const onCourt1 = matches.find((m) => m.court?.name === 'Court 1' && m.player1 && m.player2)!;
  const elsewhere = matches.find((m) => m.court?.name !== 'Court 1' && m.player1 && m.player2)!;
  expect(onCourt1).toBeDefined();
  expect(elsewhere).toBeDefined();
  const [home, away] = [onCourt1.player1!.name, onCourt1.player2!.name];

  // The organizer opens Score keepers from the Matches tab and picks Zelda by part of her name.
  const page = await openAs(browser, organizer, `/app/tournaments/${id}?tab=matches`);
  await page.getByRole('button', { name: 'Score keepers' }).click();
  const dialog = page.getByRole('dialog', { name: 'Score keepers' });
  await expect(dialog.getByText('No keepers for the tournament or its courts yet.')).toBeVisible();
  const box = dialog.getByRole('combobox', { name: "Keeper's name or email" });
  await box.pressSequentially('keepw');
  const suggestion = dialog.getByRole('option', { name: keeperName });
  await expect(suggestion).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expectNoAxeViolations(page);
  await suggestion.click();
  await expect(box).toHaveValue(keeperName);
  await dialog.getByLabel('Keeps').selectOption({ label: 'Court 1' });
  await dialog.getByRole('button', { name: 'Add keeper' }).click();
  await expect(page.getByText('Score keeper added successfully!').first()).toBeVisible();
  const current = dialog.getByRole('list', { name: 'Current keepers' });
  await expect(current.getByText(keeperName)).toBeVisible();
  await expect(current.getByText('Court 1')).toBeVisible();
  await expectNoAxeViolations(page);
  // On a phone the dialog fits the screen: nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(dialog.getByRole('button', { name: 'Add keeper' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const dialogBox = await dialog.boundingBox();
  expect(dialogBox!.width).toBeLessThanOrEqual(390);

  // She is told by mail what she keeps.
  await latestMail(request, keeper.email, /^You keep score at Court Keepers Cup: Court 1$/);

  // She signs in: My Matches lists the Court 1 match, marked Keeping, and not the other court's.
  const keeperPage = await openAs(browser, keeper, '/app/matches?mine=true');
  const start = keeperPage.getByRole('button', {
    name: matchButtonName('Start Match', home, away),
  });
  await expect(start).toBeVisible();
  // Every match of Court 1 is hers (the final waits there too), each marked Keeping.
  const court1Count = matches.filter((m) => m.court?.name === 'Court 1').length;
  await expect(keeperPage.getByText('Keeping', { exact: true })).toHaveCount(court1Count);
  const [otherHome, otherAway] = [elsewhere.player1!.name, elsewhere.player2!.name];
  await expect(
    keeperPage.getByRole('button', { name: matchButtonName('Start Match', otherHome, otherAway) }),
  ).toHaveCount(0);
  await expectNoAxeViolations(keeperPage);

  // She starts it and enters the first game.
  await start.click();
  const scoreDialog = keeperPage.getByRole('dialog', { name: 'Update Match Score' });
  await scoreDialog.getByLabel(`Game 1, ${home} points`, { exact: true }).fill('11');
  await scoreDialog.getByLabel(`Game 1, ${away} points`, { exact: true }).fill('6');
  await scoreDialog.getByRole('button', { name: 'Save Score' }).click();
  await expect(keeperPage.getByText('Score updated successfully!').first()).toBeVisible();
  await expect(scoreDialog).toHaveCount(0);
  await expect(
    keeperPage.getByRole('button', { name: matchButtonName('Update Score', home, away) }),
  ).toBeVisible();

  const after = await request.get(`/api/matches/${onCourt1.id}`, { headers: owner });
  const saved = (
    (await after.json()) as {
      data: { status: string; score: { player1: number[]; player2: number[] } };
    }
  ).data;
  expect(saved.status).toBe('in-progress');
  expect([saved.score.player1[0], saved.score.player2[0]]).toEqual([11, 6]);
});
