import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { createVerifiedUser } from '../support/accounts';
import { joinPlayers, tokenOf } from '../support/competition';

// Issue 23.3: TV mode at 1920x1080 cut the bracket after the quarterfinals, and on a phone
// the court cards were clipped.

interface PlayableMatch {
  id: string;
  status: string;
  version: number;
  player1Id: string | null;
  player2Id: string | null;
}

/** A public knockout of `size` players, started; `rounds` rounds of it played. */
async function knockout(request: APIRequestContext, size: number, rounds: number) {
  const organizer = await createVerifiedUser(request, { role: 'organizer' });
  const token = await tokenOf(request, organizer);
  const headers = { authorization: `Bearer ${token}` };
  const created = await request.post('/api/tournaments', {
    headers,
    data: {
      name: `TV Open ${size} ${Date.now()}`,
      location: 'Riverside Courts',
      category: 'men',
      type: 'singles',
      format: 'knockout',
      startDate: '2027-06-12',
      maxParticipants: size,
    },
  });
  expect(created.status()).toBe(201);
  const { id } = ((await created.json()) as { data: { id: string } }).data;
  await joinPlayers(
    request,
    id,
    Array.from({ length: size }, (_, i) => `Player ${String(i + 1).padStart(2, '0')}`),
  );
  expect((await request.post(`/api/tournaments/${id}/start`, { headers })).status()).toBe(200);
  for (let round = 0; round < rounds; round += 1) {
    const list = await request.get(`/api/matches/tournament/${id}`, { headers });
    const open = ((await list.json()) as { data: PlayableMatch[] }).data.filter(
      (m) => m.status !== 'completed' && m.player1Id && m.player2Id,
    );
    for (const m of open) {
      const scored = await request.put(`/api/matches/${m.id}/score`, {
        headers,
        data: { score: { player1: [11, 11], player2: [5, 7] }, version: m.version },
      });
      expect(scored.status()).toBe(200);
    }
  }
  return id;
}

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

test.describe('on a 1080p TV', () => {
  test.use({ viewport: { width: 1920, height: 1080 } });

  test('TV mode shows a whole 32-player bracket, final and champion included', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const id = await knockout(request, 32, 6);
    await page.goto(`/t/${id}`);
    await page.getByRole('button', { name: 'Full screen' }).click();
    await expect(page.getByRole('button', { name: 'Exit full screen' })).toBeVisible();
    const final = page
      .getByRole('region', { name: 'Final' })
      .or(page.locator('section[aria-label="Final"]'));
    await expect(final.first()).toBeVisible();
    await expectOnScreen(page, final.first());
    await expectOnScreen(page, page.locator('section[aria-label="Round 1"]').first());
    await expectOnScreen(page, page.getByText(/Champion:/));
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('TV mode keeps the court cards and the bracket within the screen width', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const id = await knockout(request, 8, 1);
    await page.goto(`/t/${id}`);
    await page.getByRole('button', { name: 'Full screen' }).click();
    await expect(page.getByRole('button', { name: 'Exit full screen' })).toBeVisible();
    const cards = page.getByRole('heading', { name: 'Courts' }).locator('..').getByRole('listitem');
    for (const card of await cards.all()) {
      const box = (await card.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });
});
