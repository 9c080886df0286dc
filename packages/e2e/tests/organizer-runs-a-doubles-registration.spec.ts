import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { createVerifiedUser, latestMail, STRONG_PASSWORD, uniqueEmail } from '../support/accounts';
import { signInAs } from '../support/session';

type Account = Awaited<ReturnType<typeof createVerifiedUser>>;

/** A page of its own (its own storage) signed in as `account`. */
async function openAs(browser: Browser, account: Account, path: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, context.request, account);
  await page.goto(path);
  return page;
}

/** Drags with the mouse in small steps, as dnd-kit's pointer sensor needs movement to start. */
async function dragTo(page: Page, source: Locator, target: Locator) {
  const from = (await source.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 15 });
  await page.mouse.up();
}

test('an organizer runs registration for a doubles tournament from creation to teams', async ({
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
  const [amy, ben, cleo, dev] = players as [Account, Account, Account, Account];

  // The organizer creates a doubles tournament of 4 places.
  const owner = await openAs(browser, organizer, '/app/tournaments');
  await owner.getByRole('button', { name: 'Create Tournament' }).click();
  const create = owner.getByRole('dialog', { name: 'Create Tournament' });
  await create.getByLabel('Tournament Name').fill('Doubles Dash');
  await create.getByLabel('Type').selectOption('doubles');
  await create.getByLabel('Location').fill('Riverside Courts, Denver');
  await create.getByLabel('Start Date').fill('2027-06-12');
  await create.getByLabel('Max Participants').fill('3');
  await create.getByRole('button', { name: 'Create Tournament' }).click();
  await expect(create.getByText('Minimum 4 participants required.')).toBeVisible();
  await create.getByLabel('Max Participants').fill('4');
  await create.getByRole('button', { name: 'Create Tournament' }).click();
  await expect(owner.getByText('Tournament created successfully!')).toBeVisible();
  await expect(owner.getByRole('heading', { level: 1, name: 'Doubles Dash' })).toBeVisible();
  const tournamentUrl = owner.url();
  expect(tournamentUrl).toMatch(/\/app\/tournaments\/[0-9a-f-]{36}$/);
  await expectNoAxeViolations(owner);

  // Two players join; a player sees Join but none of the owner's actions.
  const amyPage = await openAs(browser, amy, tournamentUrl);
  await expect(amyPage.getByRole('button', { name: 'Edit Tournament' })).toHaveCount(0);
  await expect(amyPage.getByRole('button', { name: 'Delete Tournament' })).toHaveCount(0);
  await amyPage.getByRole('button', { name: 'Join Tournament' }).click();
  await expect(amyPage.getByText('Successfully joined tournament!')).toBeVisible();
  await expect(amyPage.getByRole('button', { name: 'Leave Tournament' })).toBeVisible();
  const benPage = await openAs(browser, ben, tournamentUrl);
  await benPage.getByRole('button', { name: 'Join Tournament' }).click();
  await expect(benPage.getByText('Successfully joined tournament!')).toBeVisible();

  // The organizer adds an existing player and invites someone new by email; the invitation takes
  // no place and creates no account until Nina accepts it, which fills the tournament.
  await owner.reload();
  await owner.getByRole('tab', { name: /participants/i }).click();
  await owner.getByLabel('Player Name').fill('Cleo Court');
  await owner.getByLabel('Player Email').fill(cleo.email);
  await owner.getByRole('button', { name: /add participant/i }).click();
  await expect(owner.getByText('Participant added successfully!').first()).toBeVisible();
  const newcomer = uniqueEmail('invited');
  await owner.getByLabel('Player Name').fill('Nina Newcomer');
  await owner.getByLabel('Player Email').fill(newcomer);
  await owner.getByRole('button', { name: /add participant/i }).click();
  await expect(owner.getByText(`Invitation sent to ${newcomer}`)).toBeVisible();
  await expect(owner.getByText(/no account is created until then/)).toBeVisible();
  const invitation = await latestMail(request, newcomer, /invited you to Doubles Dash/);
  expect(invitation.links[0]).toContain('/reset-password?token=');
  const ninaPage = await browser.newPage();
  await ninaPage.goto(invitation.links[0]!);
  await ninaPage.getByLabel(/^new password$/i).fill(STRONG_PASSWORD);
  await ninaPage.getByLabel(/^confirm new password$/i).fill(STRONG_PASSWORD);
  await ninaPage.getByRole('button', { name: 'Reset Password' }).click();
  await expect(ninaPage.getByRole('heading', { name: 'Password Reset Successful!' })).toBeVisible();
  await ninaPage.close();
  await owner.reload();
  await owner.getByRole('tab', { name: /participants/i }).click();
  // In the participants' list (the "Looking for a partner" list names her too).
  await expect(
    owner
      .getByRole('list', { name: 'Participants' })
      .getByRole('listitem')
      .filter({ hasText: 'Nina Newcomer' }),
  ).toBeVisible();
  await expect(owner.getByLabel('Player Email')).toBeDisabled();

  // A fifth player can only wait; when Amy leaves, Dev moves in.
  const devPage = await openAs(browser, dev, tournamentUrl);
  await expect(devPage.getByRole('button', { name: 'Join Tournament' })).toHaveCount(0);
  await devPage.getByRole('button', { name: 'Join Waitlist' }).click();
  await expect(devPage.getByText(/on the waitlist at position 1/).first()).toBeVisible();
  await amyPage.reload();
  await amyPage.getByRole('button', { name: 'Leave Tournament' }).click();
  await amyPage
    .getByRole('dialog', { name: 'Leave Tournament?' })
    .getByRole('button', { name: 'Leave Tournament' })
    .click();
  await expect(amyPage.getByText('Successfully left tournament')).toBeVisible();
  await devPage.reload();
  await expect(devPage.getByRole('button', { name: 'Leave Tournament' })).toBeVisible();
  await latestMail(request, dev.email, /a place opened up in Doubles Dash/);

  // Teams by drag and drop: Ben with Cleo, Dev with Nina.
  await owner.reload();
  await owner.getByRole('tab', { name: /participants/i }).click();
  await owner.getByRole('button', { name: 'Form Teams (Drag & Drop)' }).click();
  const teamsDialog = owner.getByRole('dialog', { name: 'Form Teams' });
  await teamsDialog.getByRole('button', { name: 'Add Team' }).click();
  await teamsDialog.getByRole('button', { name: 'Add Team' }).click();
  const teamCards = teamsDialog.locator('section[aria-labelledby="teams-title"] > ul > li');
  const chip = (name: string) => teamsDialog.getByRole('button', { name: new RegExp(`^${name},`) });
  await dragTo(owner, chip('Ben Baseline'), teamCards.nth(0));
  await dragTo(owner, chip('Cleo Court'), teamCards.nth(0));
  await dragTo(owner, chip('Dev Dinker'), teamCards.nth(1));
  await dragTo(owner, chip('Nina Newcomer'), teamCards.nth(1));
  await expect(teamsDialog.getByText(/2 teams ready/)).toBeVisible();
  await teamsDialog.getByRole('button', { name: 'Save Teams' }).click();
  await expect(owner.getByText('Teams saved!')).toBeVisible();
  await expect(owner.getByText('Ben & Cleo')).toBeVisible();
  await expect(owner.getByText('Dev & Nina')).toBeVisible();

  // Rules with a heading and bold text, rendered as such.
  await owner.getByRole('tab', { name: /rules/i }).click();
  await owner.getByRole('button', { name: 'Add Tournament Rules' }).click();
  const editor = owner.getByRole('textbox', { name: 'Tournament rules' });
  await editor.click();
  await owner.getByRole('button', { name: 'Heading' }).click();
  await owner.keyboard.type('Check-in');
  // Enter leaves the heading: the next line is a paragraph.
  await owner.keyboard.press('Enter');
  await expect(owner.getByRole('button', { name: 'Heading' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await owner.getByRole('button', { name: 'Bold' }).click();
  await owner.keyboard.type('Bring two paddles');
  await owner.getByRole('button', { name: 'Save Rules' }).click();
  await expect(owner.getByText('Tournament updated successfully!').first()).toBeVisible();
  await expect(owner.getByRole('heading', { name: 'Check-in' })).toBeVisible();
  await expect(owner.locator('b, strong', { hasText: 'Bring two paddles' })).toBeVisible();

  // Edit the tournament.
  await owner.getByRole('button', { name: 'Edit Tournament' }).click();
  const edit = owner.getByRole('dialog', { name: 'Edit Tournament' });
  await edit.getByLabel('Tournament Name').fill('Doubles Dash 2027');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(owner.getByRole('heading', { level: 1, name: 'Doubles Dash 2027' })).toBeVisible();

  // Share copies the link.
  await owner.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await owner.getByRole('button', { name: 'Share Tournament' }).click();
  await expect(owner.getByText('Tournament link copied to clipboard!')).toBeVisible();
  // The link leads to the public spectator page (issue 11), which anyone may open.
  expect(await owner.evaluate(() => navigator.clipboard.readText())).toBe(
    tournamentUrl.replace('/app/tournaments/', '/t/'),
  );

  // The list shows it; axe finds nothing there either.
  await owner.goto('/app/tournaments');
  await expect(owner.getByRole('link', { name: /Doubles Dash 2027/ }).first()).toBeVisible();
  await expectNoAxeViolations(owner);
});

test('an organizer deletes an upcoming tournament after confirming', async ({
  browser,
  request,
}) => {
  const organizer = await createVerifiedUser(request, {
    role: 'organizer',
    name: 'Olive Organizer',
  });
  const page = await openAs(browser, organizer, '/app/tournaments');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const created = await page.request.post('/api/tournaments', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name: 'Rained Out Open',
      category: 'women',
      type: 'singles',
      format: 'knockout',
      startDate: '2027-05-01',
      location: 'Portland, OR',
      maxParticipants: 8,
    },
  });
  const { data } = (await created.json()) as { data: { id: string } };
  await page.goto(`/app/tournaments/${data.id}`);
  await page.getByRole('button', { name: 'Delete Tournament' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Deletion' });
  await expect(dialog).toContainText(
    'Are you sure you want to delete the tournament Rained Out Open? This action cannot be undone.',
  );
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Tournament deleted successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/tournaments$/);
  await page.goto(`/app/tournaments/${data.id}`);
  await expect(page.getByRole('heading', { name: 'Tournament Not Found' })).toBeVisible();
});
