import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { createVerifiedUser } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { joinPlayers, openAs, tokenOf } from '../support/competition';

// Issue 27, "Paper, still the backbone of a tournament desk": each print view is a page for A4
// and US Letter alike. The content box both papers hold, portrait, with print.css's 12 mm
// margins: A4's width (210 mm) and Letter's height (279.4 mm), less the margins, at 96 px/in.
const MM = 96 / 25.4;
const CONTENT = { width: Math.floor((210 - 24) * MM), height: Math.floor((279.4 - 24) * MM) };
const VENUE = 'America/Chicago';
const PLAYERS = [
  'Ada Dinker',
  'Bo Baseline',
  'Cy Crosscourt',
  'Di Drop',
  'Ed Erne',
  'Flo Firstbounce',
  'Gus Groundstroke',
  'Hal Hotspot',
];

/** Set SCREENSHOT_DIR to keep each view as printed (print media, the content box's width). */
const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR;

const json = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

/** Pages of a PDF Chromium wrote: its page objects (not the /Pages tree). */
const pageCount = (pdf: Buffer) =>
  pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)\b/g)?.length ?? 0;

/**
 * In print media, at the width of the paper's content box: the page does not scroll sideways,
 * no element of the sheet reaches past the box, and each `sheet` (a selector) fits it; then the
 * page as a PDF on A4 and on Letter, each with `pages` pages.
 */
async function expectPrintsOn(
  page: Page,
  {
    name,
    sheet,
    pages,
    sheetHeight,
  }: {
    name: string;
    sheet: string;
    /** Pages of the PDF, the same on both papers or per paper (A4 is 18 mm taller). */
    pages: number | Record<'A4' | 'Letter', number>;
    sheetHeight?: number;
  },
) {
  await page.setViewportSize(CONTENT);
  await page.emulateMedia({ media: 'print' });
  // The sheet prints, and only the sheet: not the app's header and navigation, nor the view's
  // own controls. (The bracket tab's print styles, loaded by the tournament page before, once
  // blanked every other page printed.)
  await expect(page.locator('.print-sheet-root')).toBeVisible();
  await expect(page.locator(sheet).first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Primary' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  const fit = await page.evaluate((selector) => {
    const root = document.documentElement;
    const over = Array.from(document.querySelectorAll<HTMLElement>('.print-sheet-root *'))
      .filter((el) => el.getClientRects().length > 0)
      .filter((el) => el.getBoundingClientRect().right > root.clientWidth + 0.5)
      .map((el) => `${el.tagName}.${el.className}`.slice(0, 80));
    // The sheets on paper (a table the print styles leave off, such as a player summary, is not).
    const sheets = Array.from(document.querySelectorAll<HTMLElement>(selector))
      .filter((el) => el.getClientRects().length > 0)
      .map((el) => {
        const box = el.getBoundingClientRect();
        return { right: box.right, height: box.height };
      });
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, over, sheets };
  }, sheet);
  expect(fit.scrollWidth).toBeLessThanOrEqual(fit.clientWidth);
  expect(fit.over).toEqual([]);
  expect(fit.sheets.length).toBeGreaterThan(0);
  for (const box of fit.sheets) {
    expect(box.height).toBeGreaterThan(0);
    expect(box.right).toBeLessThanOrEqual(fit.clientWidth);
    expect(box.height).toBeLessThanOrEqual(sheetHeight ?? CONTENT.height);
  }
  if (SCREENSHOT_DIR)
    await page.screenshot({ path: `${SCREENSHOT_DIR}/print-${name}.png`, fullPage: true });
  for (const format of ['A4', 'Letter'] as const) {
    const pdf = await page.pdf({ format });

    expect(pageCount(pdf), `${format} pages`).toBe(
      typeof pages === 'number' ? pages : pages[format],
    );
  }
  await page.emulateMedia({ media: 'screen' });
}

/** On a 390 px phone screen the view does not scroll sideways, and axe finds nothing. */
async function expectUsableOnAPhone(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    ),
  ).toBe(true);
  await expectNoAxeViolations(page);
}

test('an organizer prints the draw sheet, score sheets, check-in list and court schedule of a started knockout, each fitting A4 and Letter', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const organizer = await createVerifiedUser(request, { name: 'Desk Dana', role: 'organizer' });
  const created = await request.post('/api/tournaments', {
    ...json(await tokenOf(request, organizer)),
    data: {
      name: 'Paper Cup Open',
      category: 'men',
      type: 'singles',
      format: 'knockout',
      startDate: '2027-05-01',
      timeZone: VENUE,
      location: 'Lakeside Courts, Chicago',
      maxParticipants: 8,
      courtCount: 2,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = ((await created.json()) as { data: { id: string } }).data;
  await joinPlayers(request, id, PLAYERS);

  // The check-in list comes before the start: every player, by name, a box and a signature.
  const page = await openAs(browser, organizer, `/app/tournaments/${id}`);
  await page
    .getByRole('navigation', { name: 'Print' })
    .getByRole('link', { name: 'Check-in list' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check-in List' })).toBeVisible();
  await expect(page).toHaveTitle('Check-in List · Paper Cup Open · Courtside');
  const names = page.getByRole('table').getByRole('rowheader');
  await expect(names).toHaveText([...PLAYERS].sort());
  await expect(page.getByRole('img', { name: 'Not checked in: tick box' })).toHaveCount(8);
  await expectUsableOnAPhone(page);
  await expectPrintsOn(page, { name: 'check-in', sheet: '.print-sheet-root table', pages: 1 });

  const started = await request.post(
    `/api/tournaments/${id}/start`,
    json(await tokenOf(request, organizer)),
  );
  expect(started.status(), await started.text()).toBe(200);

  // The draw sheet: the 8-player tree on one page.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/app/tournaments/${id}`);
  if (SCREENSHOT_DIR) {
    // The bracket tab as it prints (its own landscape page), to look at beside the sheets.
    await page.getByRole('tab', { name: 'Bracket' }).click();
    await expect(page.getByRole('region', { name: 'Bracket tree' })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await page.screenshot({ path: `${SCREENSHOT_DIR}/print-bracket-tab.png`, fullPage: true });
    await page.emulateMedia({ media: 'screen' });
  }
  await page
    .getByRole('navigation', { name: 'Print' })
    .getByRole('link', { name: 'Draw sheet' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Draw Sheet' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Bracket tree' })).toBeVisible();
  await expectUsableOnAPhone(page);
  await expectPrintsOn(page, { name: 'draw', sheet: '.bracket-tree-canvas', pages: 1 });

  // Score sheets: the 8 matches still to play (4 quarterfinals, 2 semifinals, the final and
  // the third-place match), two to a page, then one to a page.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/app/tournaments/${id}`);
  await page
    .getByRole('navigation', { name: 'Print' })
    .getByRole('link', { name: 'Score sheets' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Score Sheets' })).toBeVisible();
  const sheets = page.getByRole('article', { name: /^Score sheet: / });
  await expect(sheets).toHaveCount(8);
  const first = sheets.first();
  await expect(first).toContainText('Paper Cup Open');
  await expect(first).toContainText('Quarterfinals · Match 1');
  await expect(first).toContainText(/9:00 AM CDT/);
  await expect(first.getByRole('columnheader')).toHaveText([
    'Side',
    'Game 1',
    'Game 2',
    'Game 3',
    'Games won',
  ]);
  await expect(first).toContainText('Signature: referee');
  await expectUsableOnAPhone(page);
  await expectPrintsOn(page, {
    name: 'score-sheets-two',
    sheet: '.score-sheet',
    pages: 4,
    // Two to a page: each at most half the content box.
    sheetHeight: CONTENT.height / 2,
  });
  await page.getByLabel('Sheets per page').selectOption({ label: 'One' });
  await expectPrintsOn(page, { name: 'score-sheets-one', sheet: '.score-sheet', pages: 8 });
  // One round, from the list: the semifinals' two sheets on one page.
  await page.getByLabel('Matches').selectOption({ label: 'Semifinals' });
  await page.getByLabel('Sheets per page').selectOption({ label: 'Two' });
  await expect(sheets).toHaveCount(2);
  await expectPrintsOn(page, {
    name: 'score-sheets-semifinals',
    sheet: '.score-sheet',
    pages: 1,
    sheetHeight: CONTENT.height / 2,
  });

  // The court schedule of the first day, at the venue's clock and zone; a day without matches.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/app/tournaments/${id}`);
  await page
    .getByRole('navigation', { name: 'Print' })
    .getByRole('link', { name: 'Court schedule' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Court Schedule' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/app/tournaments/${id}/print/schedule$`));
  const grid = page.getByRole('region', { name: 'Court schedule' });
  await expect(grid.getByRole('rowheader').first()).toHaveText('9:00 AM CDT');
  await expect(grid.getByRole('columnheader')).toHaveText(['Time', 'Court 1', 'Court 2']);
  await expectUsableOnAPhone(page);
  await expectPrintsOn(page, { name: 'schedule', sheet: '.print-sheet-root table', pages: 1 });
  await page.goto(`/app/tournaments/${id}/print/schedule?day=2027-05-09`);
  await expect(page.getByText('No matches scheduled on this day')).toBeVisible();
});

test("a round robin's draw sheet, its group standings and rounds, fits A4 and Letter", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const organizer = await createVerifiedUser(request, { name: 'Desk Dale', role: 'organizer' });
  const token = await tokenOf(request, organizer);
  const created = await request.post('/api/tournaments', {
    ...json(token),
    data: {
      name: 'Paper Round Robin',
      category: 'women',
      type: 'singles',
      format: 'round-robin',
      startDate: '2027-05-01',
      timeZone: VENUE,
      location: 'Lakeside Courts, Chicago',
      maxParticipants: 6,
      numGroups: 2,
      courtCount: 2,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = ((await created.json()) as { data: { id: string } }).data;
  await joinPlayers(request, id, PLAYERS.slice(0, 6));
  const started = await request.post(`/api/tournaments/${id}/start`, json(token));
  expect(started.status(), await started.text()).toBe(200);

  const page = await openAs(browser, organizer, `/app/tournaments/${id}/print/draw`);
  await expect(page.getByRole('heading', { level: 1, name: 'Draw Sheet' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Group A standings' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Group B standings' })).toBeVisible();
  await expectUsableOnAPhone(page);
  await expectPrintsOn(page, {
    name: 'draw-round-robin',
    sheet: '.print-sheet-root table',
    // The two groups' standings and rounds run over two pages.
    pages: 2,
  });
});
