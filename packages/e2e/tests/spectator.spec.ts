import { expect, test } from '../support/test';
import { createVerifiedUser } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { openAs, tokenOf } from '../support/competition';

interface ApiMatch {
  id: string;
  stage: string;
  round: number;
  position: number;
  player1: { name: string } | null;
  player2: { name: string } | null;
}

test('a signed-out spectator watches the public page while the organizer enters a score', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
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
      name: 'Spectator Cup',
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
  const started = await request.post(`/api/tournaments/${id}/start`, {
    headers: { authorization: `Bearer ${ownerToken}` },
  });
  expect(started.ok()).toBe(true);
  const listed = await request.get(`/api/matches/tournament/${id}`, {
    headers: { authorization: `Bearer ${ownerToken}` },
  });
  const matches = ((await listed.json()) as { data: ApiMatch[] }).data;
  const semi = matches
    .filter((m) => m.stage === 'knockout' && m.round === 1)
    .sort((a, b) => a.position - b.position)[0]!;
  const [home, away] = [semi.player1!.name, semi.player2!.name];

  // The spectator: a fresh context, never signed in.
  const spectatorContext = await browser.newContext();
  const spectator = await spectatorContext.newPage();
  await spectator.goto(`/t/${id}`);
  await expect(spectator.getByRole('heading', { name: 'Spectator Cup', level: 1 })).toBeVisible();
  await expect(spectator.getByText('Riverside Courts, Denver')).toBeVisible();
  const card = spectator
    .getByRole('region', { name: 'Bracket' })
    .getByRole('article', { name: `${home} v ${away}` });
  await expect(card).toBeVisible();
  await expect(card).not.toContainText('(winner)');
  await expectNoAxeViolations(spectator);
  // Reloads would reset this marker: it must survive to the end.
  await spectator.evaluate(() => ((window as { stayed?: boolean }).stayed = true));

  // The organizer, in another context, enters the semifinal's score.
  const owner = await openAs(browser, organizer, `/app/tournaments/${id}`);
  await owner.getByRole('tab', { name: 'Matches' }).click();
  await owner.getByRole('button', { name: `Start Match: ${home} v ${away}` }).click();
  const dialog = owner.getByRole('dialog', { name: 'Update Match Score' });
  const inputs = dialog.getByRole('spinbutton');
  await expect(inputs).toHaveCount(4);
  for (const [i, points] of ['11', '5', '11', '7'].entries()) await inputs.nth(i).fill(points);
  await dialog.getByRole('button', { name: 'Save Score' }).click();
  await expect(owner.getByText('Score updated successfully!').first()).toBeVisible();

  // The spectator's page shows it without a reload.
  await expect(card).toContainText('(winner)', { timeout: 10_000 });
  await expect(card).toContainText('11');
  await expect(card).toContainText('7');
  expect(await spectator.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
  await expect(
    spectator.getByRole('region', { name: 'Bracket' }).getByText('1 of 4 matches played'),
  ).toBeVisible();
  await spectatorContext.close();
});
