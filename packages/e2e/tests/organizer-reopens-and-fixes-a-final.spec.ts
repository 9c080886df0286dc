import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';
import { createVerifiedUser } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { championBanner, joinPlayers, openAs, tokenOf } from '../support/competition';
import { correctScore } from '../support/knockout-match-admin';
import { playMatch } from '../support/match-play';

/** A singles knockout made, filled with `names` and started through the API (setup). */
async function startedKnockout(
  request: APIRequestContext,
  token: string,
  name: string,
  names: readonly string[],
) {
  const made = await request.post('/api/tournaments', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name,
      location: 'Riverside Courts, Denver',
      category: 'men',
      type: 'singles',
      format: 'knockout',
      startDate: '2027-05-01',
      maxParticipants: 4,
    },
  });
  expect(made.status()).toBe(201);
  const id = ((await made.json()) as { data: { id: string } }).data.id;
  const players = await joinPlayers(request, id, names);
  const started = await request.post(`/api/tournaments/${id}/start`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(started.status()).toBe(200);
  return { id, players };
}

test('the organizer finishes a knockout, reopens it, corrects the final and sees the new champion', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const organizer = await createVerifiedUser(request, {
    role: 'organizer',
    name: 'Rita Reopener',
  });
  const token = await tokenOf(request, organizer);
  const suffix = Date.now().toString(36);
  const name = `Fix The Final ${suffix}`;
  const [first, second] = [`Ada Ace ${suffix}`, `Bo Baseline ${suffix}`];
  const { id } = await startedKnockout(request, token, name, [first, second]);

  const owner = await openAs(browser, organizer, `/app/tournaments/${id}`);
  await owner.getByRole('tab', { name: 'Matches' }).click();
  await playMatch(owner, first, second);
  await owner.reload();
  await expect(owner.getByText('Completed', { exact: true }).first()).toBeVisible();
  await expect(championBanner(owner)).toContainText(first);

  // The result was wrong: reopen, after the confirmation that says what happens.
  await owner.getByRole('button', { name: 'Reopen to correct' }).click();
  const confirm = owner.getByRole('dialog', { name: 'Reopen Tournament' });
  await expect(confirm).toContainText(`${first} stops being the champion`);
  await expectNoAxeViolations(owner);
  await confirm.getByRole('button', { name: 'Reopen' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(
    owner
      .getByText('Tournament reopened: correct a result, and it completes again with its final')
      .first(),
  ).toBeVisible();
  await expect(owner.getByRole('button', { name: 'Reopen to correct' })).toHaveCount(0);

  await owner.getByRole('tab', { name: 'Matches' }).click();
  await correctScore(owner, second, first, [
    [11, 9],
    [11, 8],
  ]);
  await owner.reload();
  await expect(owner.getByText('Completed', { exact: true }).first()).toBeVisible();
  await expect(championBanner(owner)).toContainText(second);
  await expect(championBanner(owner)).not.toContainText(first);
  await expectNoAxeViolations(owner);

  // The public page names the new champion too.
  const visitor = await browser.newPage();
  await visitor.goto(`/t/${id}`);
  await expect(visitor.getByText(`Champion: ${second}`).first()).toBeVisible();
  await visitor.close();
});
