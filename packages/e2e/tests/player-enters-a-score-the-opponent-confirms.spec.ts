import { expect, test } from '../support/test';
import { createVerifiedUser } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { championBanner, joinPlayers, openAs, tokenOf } from '../support/competition';
import { matchButtonName } from '../support/match-play';

test('a player enters their own score; it waits for the opponent, who confirms it', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const organizer = await createVerifiedUser(request, { role: 'organizer', name: 'Cara Confirm' });
  const token = await tokenOf(request, organizer);
  const suffix = Date.now().toString(36);
  const made = await request.post('/api/tournaments', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name: `Honour System ${suffix}`,
      location: 'Riverside Courts, Denver',
      category: 'men',
      type: 'singles',
      format: 'knockout',
      startDate: '2027-05-01',
      maxParticipants: 4,
      scoreConfirmation: true,
    },
  });
  expect(made.status()).toBe(201);
  const id = ((await made.json()) as { data: { id: string } }).data.id;
  const [winnerName, loserName] = [`Dee Dink ${suffix}`, `Eli Erne ${suffix}`];
  const [winner, loser] = await joinPlayers(request, id, [winnerName, loserName]);
  const started = await request.post(`/api/tournaments/${id}/start`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(started.status()).toBe(200);

  // The winner enters the final score of their own match.
  const entrant = await openAs(browser, winner!, `/app/tournaments/${id}`);
  await entrant.getByRole('tab', { name: 'Matches' }).click();
  await entrant
    .getByRole('button', { name: matchButtonName('Start Match', winnerName, loserName) })
    .click();
  const dialog = entrant.getByRole('dialog', { name: 'Update Match Score' });
  for (const [i, [won, lost]] of [
    [11, 5],
    [11, 7],
  ].entries()) {
    await dialog
      .getByLabel(`Game ${i + 1}, ${winnerName} points`, { exact: true })
      .fill(String(won));
    await dialog
      .getByLabel(`Game ${i + 1}, ${loserName} points`, { exact: true })
      .fill(String(lost));
  }
  await dialog.getByRole('button', { name: 'Save Score' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(
    entrant.getByText('Score saved: it is final once the other side confirms it').first(),
  ).toBeVisible();
  await expect(entrant.getByText('Awaiting confirmation', { exact: true }).first()).toBeVisible();
  await expect(
    entrant.getByRole('button', { name: matchButtonName('Confirm Score', winnerName, loserName) }),
  ).toHaveCount(0);

  // The opponent finds it on their dashboard and confirms it.
  const opponent = await openAs(browser, loser!, '/app/dashboard');
  const section = opponent.getByRole('region', { name: 'Scores to Confirm' });
  await expect(section).toContainText(`${winnerName} entered`);
  await expectNoAxeViolations(opponent);
  await section
    .getByRole('button', { name: matchButtonName('Confirm Score', winnerName, loserName) })
    .click();
  await expect(opponent.getByText('Score confirmed').first()).toBeVisible();
  // The card leaves; the heading stays with what is left and takes the focus, so a keyboard
  // or screen-reader user is not sent back to the top of the page (issue 27's walkthrough).
  await expect(section).toContainText('Nothing left to confirm.');
  await expect(section.getByRole('heading', { name: 'Scores to Confirm' })).toBeFocused();

  // The final is decided: the tournament is completed with its champion.
  await entrant.reload();
  await expect(championBanner(entrant)).toContainText(winnerName);
  await entrant.getByRole('tab', { name: 'Matches' }).click();
  await entrant
    .getByRole('button', { name: matchButtonName('View Details', winnerName, loserName) })
    .click();
  const details = entrant.getByRole('dialog', { name: 'Match Details' });
  await expect(details).toContainText(`Entered by ${winnerName} · Confirmed by ${loserName}`);
  await expectNoAxeViolations(entrant);
});
