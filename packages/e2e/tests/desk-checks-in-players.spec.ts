import jsQR from 'jsqr';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { createVerifiedUser } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { joinPlayers, openAs, tokenOf } from '../support/competition';

// The check-in time is typed and read in UTC.
test.use({ timezoneId: 'UTC' });

/**
 * Decodes the QR code drawn on the page (an SVG) the way a phone camera would read it: the
 * SVG is rasterised on a canvas in the page and its pixels are read by jsQR. Nothing is read
 * from the DOM but the picture.
 */
async function readQrCode(page: Page, name: string): Promise<string> {
  const qr = page.getByRole('img', { name });
  await expect(qr).toBeVisible();
  const pixels = await qr.evaluate(async (svg) => {
    const size = 400;
    const copy = svg.cloneNode(true) as SVGElement;
    copy.setAttribute('width', String(size));
    copy.setAttribute('height', String(size));
    copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
    const image = new Image();
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(copy.outerHTML)}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = size + 40;
    canvas.height = size + 40;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(image, 20, 20, size, size);
    const data = context.getImageData(0, 0, canvas.width, canvas.height);
    return { width: data.width, height: data.height, data: Array.from(data.data) };
  });
  const code = jsQR(Uint8ClampedArray.from(pixels.data), pixels.width, pixels.height);
  expect(code, 'the ticket shows a readable QR code').not.toBeNull();
  return code!.data;
}

/** "YYYY-MM-DDTHH:MM" in UTC, what a datetime-local input takes. */
/** A datetime-local value at the venue's clock ('2026-11-27T08:30'), as the field takes it. */
const venueInput = (date: Date, timeZone: string) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(date)
    .replace(' ', 'T');

test('the desk checks players in by search and by QR code, withdraws the no-shows and starts', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const organizer = await createVerifiedUser(request, {
    role: 'organizer',
    name: 'Dana Desk',
  });
  const created = await request.post('/api/tournaments', {
    headers: { authorization: `Bearer ${await tokenOf(request, organizer)}` },
    data: {
      name: 'Check-in Classic',
      category: 'women',
      type: 'singles',
      format: 'knockout',
      startDate: new Date().toISOString().slice(0, 10),
      location: 'Austin, TX',
      maxParticipants: 4,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { data: { id: string } }).data.id;
  const [ann, ben, cy, dee] = await joinPlayers(request, id, [
    'Ann Early',
    'Ben Scanned',
    'Cy Selfcheck',
    'Dee Noshow',
  ]);

  // The organizer opens check-in from the Check-in tab.
  const desk = await openAs(browser, organizer, `/app/tournaments/${id}?tab=check-in`);
  await expect(desk.getByText('This tournament does not use check-in yet.')).toBeVisible();
  // The field reads the venue's clock and names its zone (not the browser's).
  const opening = desk.getByLabel('Check-in opens at');
  const zone = /Venue time \((.+)\)/.exec(
    (await desk.getByText(/^Venue time \(/).textContent()) ?? '',
  )![1]!;
  await opening.fill(venueInput(new Date(Date.now() - 60 * 60 * 1000), zone));
  await desk.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(desk.getByText('Check-in time saved')).toBeVisible();
  await expect(desk.getByText('0 of 4 checked in')).toBeVisible();
  await expectNoAxeViolations(desk);

  // By search: the desk finds Ann and checks her in.
  await desk.getByLabel('Search players').fill('early');
  await expect(desk.getByRole('button', { name: 'Check in Ben Scanned' })).toHaveCount(0);
  await desk.getByRole('button', { name: 'Check in Ann Early' }).click();
  await expect(desk.getByText('Checked in: Ann Early')).toBeVisible();
  await expect(desk.getByText('1 of 4 checked in')).toBeVisible();
  await desk.getByLabel('Search players').fill('');

  // Cy checks himself in from his dashboard.
  const cyPage = await openAs(browser, cy!, '/app/dashboard');
  await expect(cyPage.getByRole('heading', { name: 'Check-in is open' })).toBeVisible();
  await cyPage.getByRole('button', { name: 'Check in to Check-in Classic' }).click();
  await expect(cyPage.getByText('Checked in', { exact: true }).first()).toBeVisible();
  // The desk's open list follows at once on the live topic (no reload, no 15 s poll).
  await expect(desk.getByText('2 of 4 checked in')).toBeVisible({ timeout: 8_000 });

  // By QR: Ben opens his ticket; the desk's phone reads the code and opens its address.
  const benPage = await openAs(browser, ben!, `/app/tournaments/${id}/ticket`);
  await expect(benPage.getByRole('heading', { name: 'Check-in Classic' })).toBeVisible();
  const url = await readQrCode(benPage, 'Check-in code of Ben Scanned');
  expect(url).toMatch(
    new RegExp(`^${new URL(benPage.url()).origin}/app/check-in/[A-Za-z0-9_-]{43}$`),
  );
  await expectNoAxeViolations(benPage);
  // Ben opening his own code checks nobody in: only the desk can.
  await benPage.goto(url);
  await expect(benPage.getByRole('alert')).toHaveText(
    'Only the desk of this tournament can check in this ticket',
  );
  // Back on his ticket (a new visit, a new code), Ben sees the desk's scan without a reload.
  await benPage.goBack();
  const freshUrl = await readQrCode(benPage, 'Check-in code of Ben Scanned');
  expect(freshUrl).not.toBe(url);
  await expect(benPage.getByText(/^Show this code at the desk/)).toBeVisible();
  await desk.goto(freshUrl);
  await expect(desk.getByRole('heading', { name: 'Checked in: Ben Scanned' })).toBeVisible();
  await expect(benPage.getByText('Checked in', { exact: true })).toBeVisible({ timeout: 8_000 });
  await expectNoAxeViolations(desk);

  // Back at the list: Dee is the one missing, listed first.
  await desk.getByRole('link', { name: 'Open the check-in list' }).click();
  await expect(desk.getByText('3 of 4 checked in')).toBeVisible();
  const rows = desk.getByRole('list', { name: 'Players' }).getByRole('listitem');
  await expect(rows.first()).toContainText(dee!.name);

  // The organizer cannot start while Dee is missing; they withdraw the no-shows, then start.
  await desk.getByRole('button', { name: 'Withdraw no-shows' }).click();
  const confirm = desk.getByRole('dialog', { name: 'Withdraw no-shows?' });
  await expect(confirm).toContainText('1 entrant is not checked in');
  await expectNoAxeViolations(desk);
  await confirm.getByRole('button', { name: 'Withdraw no-shows' }).click();
  await expect(desk.getByText('1 no-show withdrawn')).toBeVisible();
  await expect(desk.getByText('3 of 3 checked in')).toBeVisible();

  await desk.getByRole('button', { name: 'Start Tournament' }).click();
  await desk
    .getByRole('dialog', { name: 'Start Tournament?' })
    .getByRole('button', { name: 'Start Tournament' })
    .click();
  await expect(
    desk.getByText('Tournament started successfully! Bracket has been generated.'),
  ).toBeVisible();
  // The draw holds the three who came, and not Dee.
  const matches = await request.get(`/api/matches/tournament/${id}`, {
    headers: { authorization: `Bearer ${await tokenOf(request, organizer)}` },
  });
  const names = JSON.stringify(await matches.json());
  for (const player of [ann!, ben!, cy!]) expect(names).toContain(player.name);
  expect(names).not.toContain(dee!.name);
});
