import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { createVerifiedUser, latestMail } from '../support/accounts';
import { openAs, tokenOf } from '../support/competition';

// Issue 26 "Registration" (decisions 035, 038): a player registers for two events in one step,
// one of them doubles with a partner found by name, who accepts from the mailed link; an
// ineligible event is refused with the reason.
test('a player registers for two events in one step, with a partner who accepts by mail, and is refused an ineligible one', async ({
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

  const eventsOf = async () =>
    (
      (await (
        await request.get(`/api/tournaments/${tournamentId}/events`, { headers: auth })
      ).json()) as { data: { id: string; name: string }[] }
    ).data;
  const mixedId = (events: { id: string; name: string }[]) =>
    events.find((event) => event.name === 'Mixed Doubles 3.5')!.id;

  // A player at the default 3.5 level opens the tournament: one Register for its three events.
  const partner = await createVerifiedUser(request, { name: 'Quinn Partner' });
  const player = await createVerifiedUser(request, { name: 'Pat Paddle' });
  const page = await openAs(browser, player, `/app/tournaments/${tournamentId}`);
  await page.getByRole('button', { name: 'Register' }).click();
  const dialog = page.getByRole('dialog', { name: 'Register' });
  const ineligible = dialog.getByRole('checkbox', { name: "Men's Doubles 4.5+" });
  await expect(ineligible).toBeDisabled();
  await expect(dialog.getByText("Your rating 3.5 is below this event's 4.5")).toBeVisible();
  await expectNoAxeViolations(page);

  await dialog.getByRole('checkbox', { name: 'Riverside Open' }).check();
  await dialog.getByRole('checkbox', { name: 'Mixed Doubles 3.5' }).check();
  // The doubles event asks for a partner: chosen by name among players.
  const choice = dialog.getByRole('group', { name: 'Your partner in Mixed Doubles 3.5' });
  await choice.getByRole('radio', { name: 'Choose a partner' }).check();
  await dialog.getByRole('combobox', { name: 'Partner' }).fill('Quinn');
  await dialog.getByRole('option', { name: /Quinn Partner/ }).click();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(dialog.getByText('Your registration')).toBeVisible();
  await expect(dialog.getByText('Registered', { exact: true })).toHaveCount(1);
  await expect(dialog.getByText('Registered · Partner request sent')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Done' }).click();

  // Decision 040: the request is on the sender's dashboard, with Withdraw.
  await page.goto('/app/dashboard');
  await expect(page.getByText('Request sent to Quinn Partner')).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Withdraw: Quinn Partner, Mixed Doubles 3.5' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // The partner accepts from the mail: both are in Mixed Doubles 3.5, as one team.
  const ask = await latestMail(request, partner.email, /asks you to be their partner/);
  const link = ask.links.find((url) => url.includes('/app/partner-request'))!;
  const partnerPage = await openAs(browser, partner, new URL(link).pathname + new URL(link).search);
  // The link's page says who asks for which event at which tournament (decision 040).
  await expect(
    partnerPage.getByRole('heading', {
      name: 'Pat Paddle asks you to play Mixed Doubles 3.5 at Riverside Open',
    }),
  ).toBeVisible();
  await expectNoAxeViolations(partnerPage);
  await partnerPage.getByRole('button', { name: 'Accept and register' }).click();
  await expect(partnerPage.getByRole('heading', { name: 'You are partners' })).toBeVisible();
  await expectNoAxeViolations(partnerPage);
  const teams = (await (
    await request.get(`/api/teams/tournament/${mixedId(await eventsOf())}`, { headers: auth })
  ).json()) as { data: { players: { name: string }[] }[] };
  expect(teams.data.map((team) => team.players.map((p) => p.name).sort())).toContainEqual([
    'Pat Paddle',
    'Quinn Partner',
  ]);

  // The server refuses the ineligible event whatever the page offers, with the reason.
  const events = await eventsOf();
  const men = events.find((event) => event.name === "Men's Doubles 4.5+")!;
  const refused = await request.post(`/api/tournaments/${tournamentId}/registrations`, {
    headers: { authorization: `Bearer ${await tokenOf(request, player)}` },
    data: { events: [{ eventId: men.id }] },
  });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { message: string }).message).toBe(
    "Men's Doubles 4.5+: Your rating 3.5 is below this event's 4.5",
  );
});
