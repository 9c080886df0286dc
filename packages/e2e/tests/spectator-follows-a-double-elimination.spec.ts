import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { createVerifiedUser } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { joinPlayers, openAs, tokenOf } from '../support/competition';

// Issue 27 (formats, third bullet): a double elimination drawn on the public page and in TV
// mode (winners' bracket above, losers' below, the grand final at the right), with medals;
// joined by connector lines, scrolling in its own region when wider than the page, and in TV
// mode one bracket at a time, turning, each readable (the walkthrough's points 4 and 13).

interface ApiMatch {
  id: string;
  stage: string;
  round: number;
  status: string;
  version: number;
  player1Id: string | null;
  player2Id: string | null;
  player1: { name: string } | null;
  player2: { name: string } | null;
  winner: string | null;
}

const NAMES = [
  'Ava Apex',
  'Bo Bounce',
  'Cy Crosscourt',
  'Di Drop',
  'Eli Erne',
  'Fay Flick',
  'Gus Groundstroke',
  'Hal Half-volley',
];

/**
 * Plays every ready match through the API (quicker than the screens, which other journeys
 * cover): side 1 wins, except the first grand final, which the losers' bracket winner takes so
 * the "if necessary" match is played, and the first losers' match, a retirement.
 */
async function playToTheEnd(request: APIRequestContext, token: string, id: string) {
  const headers = { authorization: `Bearer ${token}` };
  let hasRetired = false;
  for (let pass = 0; pass < 20; pass += 1) {
    const listed = await request.get(`/api/matches/tournament/${id}`, { headers });
    const all = ((await listed.json()) as { data: ApiMatch[] }).data;
    const ready = all.filter((m) => m.status === 'scheduled' && m.player1Id && m.player2Id);
    if (ready.length === 0) return all;
    for (const m of ready) {
      if (!hasRetired && m.stage === 'losers') {
        hasRetired = true;
        const retired = await request.post(`/api/matches/${m.id}/special-result`, {
          headers,
          data: { kind: 'retirement', winner: m.player1Id, games: { player1: [6], player2: [2] } },
        });
        expect(retired.status()).toBe(200);
        continue;
      }
      const isFirstGrandFinal = m.stage === 'grand-final' && m.round === 1;
      const scored = await request.put(`/api/matches/${m.id}/score`, {
        headers,
        data: {
          score: isFirstGrandFinal
            ? { player1: [5, 7], player2: [11, 11] }
            : { player1: [11, 11], player2: [5, 7] },
          version: m.version,
        },
      });
      expect(scored.status()).toBe(200);
    }
  }
  throw new Error('the double elimination did not finish in 20 passes');
}

const winnerName = (m: ApiMatch) => (m.winner === m.player1Id ? m.player1 : m.player2)!.name;
const loserName = (m: ApiMatch) => (m.winner === m.player1Id ? m.player2 : m.player1)!.name;

/** The element is wholly inside the window (not cut off, nothing to scroll to). */
async function expectOnScreen(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  const { width, height } = page.viewportSize()!;
  expect(box, 'shown').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width + 1);
  expect(box!.y + box!.height).toBeLessThanOrEqual(height + 1);
}

/** No match card of the drawing is wider than its place in the column (a long name truncates). */
async function expectCardsInTheirColumns(region: Locator) {
  const overflowing = await region.evaluate(
    (root) =>
      Array.from(root.querySelectorAll('li[data-feeds], li[data-fed]')).filter(
        (li) =>
          li.querySelector('article')!.getBoundingClientRect().width >
          li.getBoundingClientRect().width + 1,
      ).length,
  );
  expect(overflowing, 'match cards wider than their column').toBe(0);
}

test.use({ viewport: { width: 390, height: 844 } });

test('a spectator follows a double elimination of 8 to its medals, on a phone, a laptop and in TV mode', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(360_000);
  const organizer = await createVerifiedUser(request, { role: 'organizer', name: 'Medal Desk' });
  const token = await tokenOf(request, organizer);
  const headers = { authorization: `Bearer ${token}` };
  const created = await request.post('/api/tournaments', {
    headers,
    data: {
      name: `Podium Open ${Date.now()}`,
      category: 'men',
      type: 'singles',
      format: 'double-elimination',
      startDate: '2027-05-01',
      location: 'Riverside Courts, Denver',
      maxParticipants: 8,
    },
  });
  expect(created.status()).toBe(201);
  const { id } = ((await created.json()) as { data: { id: string } }).data;
  await joinPlayers(request, id, NAMES);
  expect((await request.post(`/api/tournaments/${id}/start`, { headers })).status()).toBe(200);

  // Before a match is played, no medal is shown (never an invented one).
  await page.goto(`/t/${id}`);
  await expect(page.getByRole('region', { name: "Winners' bracket" })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Medals' })).toHaveCount(0);

  const all = await playToTheEnd(request, token, id);
  const reset = all.find((m) => m.stage === 'grand-final' && m.round === 2)!;
  expect(reset.status).toBe('completed');
  const losersFinal = all
    .filter((m) => m.stage === 'losers')
    .reduce((a, b) => (b.round > a.round ? b : a));
  const medals = [
    `Gold: ${winnerName(reset)}`,
    `Silver: ${loserName(reset)}`,
    `Bronze: ${loserName(losersFinal)}`,
  ];

  // The public page on a phone: both brackets, the grand final and its reset, the medals.
  await page.reload();
  const drawing = page.getByRole('region', { name: 'Bracket drawing' });
  await expect(drawing.getByRole('region', { name: "Winners' bracket" })).toBeVisible();
  await expect(drawing.getByRole('region', { name: "Losers' bracket" })).toBeVisible();
  const grandFinal = drawing.getByRole('region', { name: 'Grand final' });
  await expect(grandFinal.getByText('Grand Final, if necessary')).toBeVisible();
  await expect(grandFinal.getByRole('article')).toHaveCount(2);
  await expect(drawing.getByText(/\bRET\b/)).toHaveCount(1);
  const medalList = page.getByRole('list', { name: 'Medals' });
  await expect(medalList.getByRole('listitem')).toHaveText(medals);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
  // SCREENSHOT_DIR keeps the page and TV mode, to look at.
  const shoot = async (name: string) => {
    if (process.env.SCREENSHOT_DIR) {
      await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/${name}.png`, fullPage: true });
    }
  };
  await shoot('spectator-double-elimination-390');

  // Each bracket is drawn as a tree: a match that feeds another draws its line to it.
  const winnersDrawn = drawing.getByRole('region', { name: "Winners' bracket" });
  await expect(winnersDrawn.locator('li[data-feeds="down"]')).toHaveCount(3);
  await expect(winnersDrawn.locator('li[data-feeds="up"]')).toHaveCount(3);
  await expect(winnersDrawn.locator('li[data-fed]')).toHaveCount(3);
  const losersDrawn = drawing.getByRole('region', { name: "Losers' bracket" });
  await expect(losersDrawn.locator('li[data-feeds="level"]')).toHaveCount(3);
  await expect(losersDrawn.locator('li[data-fed]')).toHaveCount(4);
  const line = await winnersDrawn
    .locator('li[data-feeds="down"]')
    .first()
    .evaluate((li) => {
      const after = getComputedStyle(li, '::after');
      return { top: after.borderTopWidth, right: after.borderRightWidth, width: after.width };
    });
  expect(line).toEqual({ top: '1px', right: '1px', width: '8px' });
  // A long name (the retirement's "RET" beside it) truncates inside its card, in its column.
  await expectCardsInTheirColumns(drawing);

  // On a laptop the drawing is wider than the page: it scrolls in its own region, says so, and
  // the grand final is reached by scrolling it; the page itself never scrolls sideways.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByText(/^More of the bracket to the right: scroll sideways/)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  const resetCard = grandFinal.getByRole('article').last();
  await resetCard.scrollIntoViewIfNeeded();
  await expectOnScreen(page, resetCard);
  await expect(page.getByText(/^More to the left: scroll sideways/)).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot('spectator-double-elimination-1280');

  // TV mode turns through the winners' bracket, the losers' bracket and the grand final, each
  // on screen at a size read from across the hall, on a laptop-sized screen and a 1080p one.
  /** The rendered size of a player's name in the region's first card, its scaling included. */
  const nameSize = (region: Locator) =>
    region
      .getByRole('article')
      .first()
      .locator('span')
      .first()
      .evaluate((name) => {
        const card = name.closest('article')!;
        const scale = card.getBoundingClientRect().width / card.offsetWidth;
        return parseFloat(getComputedStyle(name).fontSize) * scale;
      });
  for (const size of [
    { width: 1280, height: 800 },
    { width: 1920, height: 1080 },
  ]) {
    await page.setViewportSize(size);
    await page.getByRole('button', { name: 'Full screen' }).click();
    await expect(page.getByRole('button', { name: 'Exit full screen' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Medals' }).getByRole('listitem')).toHaveText(
      medals,
    );
    for (const [n, name] of ["Winners' bracket", "Losers' bracket", 'Grand final'].entries()) {
      // A page turns every 12 s: each of the three comes round within 36 s.
      const shown = page.getByRole('region', { name });
      await expect(shown).toBeVisible({ timeout: 40_000 });
      await expect(
        shown.getByRole('heading', { name: `${name} · page ${n + 1} of 3` }),
      ).toBeVisible();
      await expectOnScreen(page, shown);
      expect(await nameSize(shown), `${name} at ${size.width}`).toBeGreaterThanOrEqual(14);
      await expectCardsInTheirColumns(shown);
      if (n === 0) await expectNoAxeViolations(page);
      await shoot(`spectator-double-elimination-tv-${size.width}-${n + 1}`);
    }
    await page.getByRole('button', { name: 'Exit full screen' }).click();
    await expect(page.getByRole('button', { name: 'Full screen' })).toBeVisible();
  }

  // The organizer's tournament page shows the same medals on its Overview.
  const owner = await openAs(browser, organizer, `/app/tournaments/${id}`);
  await expect(owner.getByRole('heading', { name: 'Medals' })).toBeVisible();
  await expect(owner.getByRole('list', { name: 'Medals' }).getByRole('listitem')).toHaveText(
    medals,
  );
  await expectNoAxeViolations(owner);
  await owner.close();
});
