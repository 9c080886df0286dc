import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { createVerifiedUser } from '../support/accounts';
import { openAs, tokenOf } from '../support/competition';

// Issue 26 "Registration" (decision 035). Doubles partners are not built yet: this journey
// registers a player for two events in one step and shows the refusal of an ineligible one.
test('a player registers for two events in one step and is refused an ineligible one with the reason', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const organizer = await createVerifiedUser(request, { role: 'organizer', name: 'Eve Events' });
  const auth = { authorization: `Bearer ${await tokenOf(request, organizer)}` };
  const created = await request.post('/api/tournaments', {
    headers: auth,
    data: {
      name: 'Riverside Open',
      location: 'Riverside Courts, Denver',
      category: 'open',
      type: 'singles',
      format: 'round-robin',
      startDate: '2030-06-12',
      maxParticipants: 8,
    },
  });
  expect(created.status()).toBe(201);
  const tournamentId = ((await created.json()) as { data: { id: string } }).data.id;
  for (const event of [
    { name: 'Mixed Doubles 3.5', category: 'mixed', type: 'doubles', maxParticipants: 8 },
    {
      name: "Men's Doubles 4.5+",
      category: 'men',
      type: 'doubles',
      maxParticipants: 8,
      minRating: 4.5,
    },
  ]) {
    const added = await request.post(`/api/tournaments/${tournamentId}/events`, {
      headers: auth,
      data: { format: 'round-robin', ...event },
    });
    expect(added.status()).toBe(201);
  }

  // A player at the default 3.5 level opens the tournament: one Register for its three events.
  const player = await createVerifiedUser(request, { name: 'Pat Paddle' });
  const page = await openAs(browser, player, `/app/tournaments/${tournamentId}`);
  await page.getByRole('button', { name: 'Register' }).click();
  const dialog = page.getByRole('dialog', { name: 'Register' });
  const ineligible = dialog.getByRole('checkbox', { name: "Men's Doubles 4.5+" });
  await expect(ineligible).toBeDisabled();
  await expect(dialog.getByText("Your rating 3.50 is below this event's 4.50")).toBeVisible();
  await expectNoAxeViolations(page);

  await dialog.getByRole('checkbox', { name: 'Riverside Open' }).check();
  await dialog.getByRole('checkbox', { name: 'Mixed Doubles 3.5' }).check();
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(dialog.getByText('Your registration')).toBeVisible();
  await expect(dialog.getByText('Registered', { exact: true })).toHaveCount(2);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Done' }).click();

  // The server refuses the ineligible event whatever the page offers, with the reason.
  const events = (await (
    await request.get(`/api/tournaments/${tournamentId}/events`, { headers: auth })
  ).json()) as { data: { id: string; name: string }[] };
  const men = events.data.find((event) => event.name === "Men's Doubles 4.5+")!;
  const refused = await request.post(`/api/tournaments/${tournamentId}/registrations`, {
    headers: { authorization: `Bearer ${await tokenOf(request, player)}` },
    data: { events: [{ eventId: men.id }] },
  });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { message: string }).message).toBe(
    "Men's Doubles 4.5+: Your rating 3.50 is below this event's 4.50",
  );
});
