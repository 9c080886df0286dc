import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { createVerifiedUser } from '../support/accounts';
import { openAs, tokenOf } from '../support/competition';

/** Whether the element under the centre of `selector`'s box is that element or inside it. */
async function isUncovered(page: Page, locator: ReturnType<Page['locator']>): Promise<boolean> {
  return locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === el || el.contains(hit));
  });
}

test('on a phone, no arrow covers a tab and the join toast leaves the Back link free', async ({
  browser,
  request,
}) => {
  const organizer = await createVerifiedUser(request, { role: 'organizer', name: 'Tia Tabs' });
  const token = await tokenOf(request, organizer);
  const created = await request.post('/api/tournaments', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name: 'Phone Width Open',
      category: 'men',
      type: 'singles',
      format: 'knockout',
      startDate: '2027-05-01',
      location: 'Riverside Courts, Denver',
      maxParticipants: 8,
      isPublic: true,
    },
  });
  expect(created.status()).toBe(201);
  const { id } = ((await created.json()) as { data: { id: string } }).data;

  const player = await createVerifiedUser(request, { name: 'Pia Phone' });
  const page = await openAs(browser, player, `/app/tournaments/${id}`);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { name: /^Phone Width Open/ })).toBeVisible({
    timeout: 30_000,
  });

  // The tab strip scrolls sideways at 390 px; its arrows sit beside it, over no tab's name.
  const tabs = page.getByRole('tablist', { name: 'Tournament sections' });
  for (const name of ['Overview', /^Participants/, 'Matches']) {
    const tab = tabs.getByRole('tab', { name });
    await expect(tab).toBeVisible();
    expect(await isUncovered(page, tab), `the ${String(name)} tab is covered`).toBe(true);
  }

  // Joining shows a toast: at the bottom on a phone, so the Back link stays reachable.
  await page.getByRole('button', { name: 'Join Tournament' }).click();
  const toast = page.getByRole('status').filter({ hasText: /joined/i });
  await expect(toast).toBeVisible();
  const back = page.getByRole('button', { name: 'Back to tournaments' });
  expect(await isUncovered(page, back)).toBe(true);
  const [toastBox, backBox] = [await toast.boundingBox(), await back.boundingBox()];
  expect(toastBox!.y).toBeGreaterThan(backBox!.y + backBox!.height);
});
