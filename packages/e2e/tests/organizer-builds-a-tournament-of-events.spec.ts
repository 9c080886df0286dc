import { expect, test } from '../support/test';
import { createVerifiedUser } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import {
  createTournamentThroughDialog,
  joinPlayers,
  openAs,
  tokenOf,
} from '../support/competition';

const SHOTS = '/tmp/evui-shots';

test('an organizer builds a tournament of three events and starts them all; a spectator on a phone follows two', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const organizer = await createVerifiedUser(request, { role: 'organizer', name: 'Olive Events' });
  const page = await openAs(browser, organizer, '/app/tournaments');
  await page.setViewportSize({ width: 1280, height: 800 });
  const id = await createTournamentThroughDialog(page, {
    name: 'Summer Open',
    format: 'Knockout',
    maxParticipants: 4,
  });

  // One event: no Events section, Add Event for the organizer.
  await expect(page.getByRole('heading', { name: /^Events/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Add Event' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add Event' });
  await dialog.getByLabel('Event Name', { exact: true }).fill("Women's Singles");
  await dialog.getByLabel('Category', { exact: true }).selectOption({ label: 'Women' });
  await dialog.getByLabel('Max Participants', { exact: true }).fill('4');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Add Event' }).click();
  await expect(page.getByText('Event added').first()).toBeVisible();
  await expect(page).toHaveURL(/\?event=/);
  await expect(page.getByRole('heading', { name: 'Events (2)' })).toBeVisible();
  await expect(page).toHaveTitle(/Women's Singles · Summer Open/);

  // A copy of it, renamed.
  await page.getByRole('button', { name: "Copy Women's Singles" }).click();
  dialog = page.getByRole('dialog', { name: 'Copy Event' });
  await expect(dialog.getByLabel('Event Name', { exact: true })).toHaveValue(
    "Women's Singles (copy)",
  );
  await dialog.getByLabel('Event Name', { exact: true }).fill('Open Singles');
  await dialog.getByLabel('Category', { exact: true }).selectOption({ label: 'Open' });
  await dialog.getByRole('button', { name: 'Add Event' }).click();
  await expect(page.getByRole('heading', { name: 'Events (3)' })).toBeVisible();

  // Four players in each event.
  const token = await tokenOf(request, organizer);
  const listed = await request.get(`/api/tournaments/${id}/events`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const events = ((await listed.json()) as { data: { id: string; name: string }[] }).data;
  expect(events.map((e) => e.name)).toEqual(['Summer Open', "Women's Singles", 'Open Singles']);
  for (const [i, event] of events.entries()) {
    await joinPlayers(
      request,
      event.id,
      ['Ann', 'Bea', 'Cat', 'Dee'].map((n) => `${n} E${i + 1}`),
    );
  }

  // Start all: a checklist, every event ticked.
  await page.reload();
  await page.getByRole('button', { name: 'Start Events' }).click();
  dialog = page.getByRole('dialog', { name: 'Start Events' });
  await expect(dialog.getByRole('checkbox')).toHaveCount(3);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Start all' }).click();
  await expect(page.getByText('3 events started')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start Events' })).toHaveCount(0);
  const section = page.getByRole('heading', { name: 'Events (3)' }).locator('../..');
  await expect(section.getByText('Ongoing')).toHaveCount(3);

  // The event in the URL: the Bracket tab of Open Singles, kept through a reload.
  await page.getByRole('link', { name: 'Open Singles' }).click();
  await page.getByRole('tab', { name: 'Bracket' }).click();
  await page.reload();
  await expect(page.getByRole('link', { name: 'Open Singles' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(page.getByRole('tab', { name: 'Bracket' })).toHaveAttribute('aria-selected', 'true');
  await expectNoAxeViolations(page);
  await page.getByRole('tab', { name: 'Overview' }).click();
  await page.screenshot({ path: `${SCREENSHOT('tournament-events-desktop')}`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SCREENSHOT('tournament-events-phone')}`, fullPage: true });

  // The spectator on a phone, signed out.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await context.newPage();
  await phone.goto(`/t/${id}`);
  await expect(phone.getByRole('heading', { name: 'Summer Open', level: 1 })).toBeVisible();
  const switcher = phone.getByRole('navigation', { name: 'Events' });
  await expect(switcher.getByRole('link')).toHaveCount(3);
  await expect(phone.getByRole('region', { name: 'Bracket', exact: true })).toBeVisible();
  await expectNoAxeViolations(phone);
  await switcher.getByRole('link', { name: "Women's Singles" }).click();
  await expect(
    phone.getByRole('heading', { name: "Summer Open: Women's Singles", level: 1 }),
  ).toBeVisible();
  await expect(phone).toHaveURL(new RegExp(`\\?event=${events[1]!.id}`));
  await expect(phone.getByRole('region', { name: 'Bracket', exact: true })).toContainText('Ann E2');
  await expectNoAxeViolations(phone);
  await phone.screenshot({ path: SCREENSHOT('public-events-phone'), fullPage: true });
  await phone.goBack();
  await expect(phone.getByRole('heading', { name: 'Summer Open', level: 1 })).toBeVisible();
  await expect(phone.getByRole('region', { name: 'Bracket', exact: true })).toContainText('Ann E1');
  await phone.setViewportSize({ width: 1280, height: 800 });
  await phone.screenshot({ path: SCREENSHOT('public-events-desktop'), fullPage: true });
});

function SCREENSHOT(name: string) {
  return `${SHOTS}/${name}.png`;
}
