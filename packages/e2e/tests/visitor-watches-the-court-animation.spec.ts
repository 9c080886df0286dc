import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

const overlay = (page: Page) => page.getByTestId('court-animation');

/** Two screenshots of the viewport a moment apart: equal when nothing moves. */
async function framesDiffer(page: Page) {
  const before = await page.screenshot();
  await page.waitForTimeout(400);
  const after = await page.screenshot();
  return !before.equals(after);
}

test('the overlay animates over the page without taking clicks or meeting screen readers', async ({
  page,
}) => {
  await page.goto('/');
  await expect(overlay(page).locator('canvas')).toHaveCount(1);
  await expect(overlay(page)).toHaveAttribute('aria-hidden', 'true');
  await expect(overlay(page)).toHaveCSS('pointer-events', 'none');
  await expect(overlay(page)).toHaveCSS('position', 'fixed');
  expect(await framesDiffer(page)).toBe(true);

  // The overlay covers the hero, yet the call to action under it takes the click.
  const cta = page.getByRole('link', { name: 'Start Playing Free' });
  const box = (await cta.boundingBox())!;
  const hit = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('a')?.textContent,
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
  expect(hit).toBe('Start Playing Free');
  await cta.click();
  await expect(page).toHaveURL(/\/register$/);
});

test.describe('for visitors who prefer reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the overlay is a still picture', async ({ page }) => {
    await page.goto('/');
    await expect(overlay(page).locator('canvas')).toHaveCount(1);
    expect(await framesDiffer(page)).toBe(false);
  });
});

test('without Web Audio the page logs one line and carries on', async ({ page }) => {
  await page.addInitScript(() => {
    // A browser without the Web Audio API.
    delete (window as { AudioContext?: unknown }).AudioContext;
    delete (window as { webkitAudioContext?: unknown }).webkitAudioContext;
  });
  const logs: string[] = [];
  const errors: string[] = [];
  page.on('console', (message) => logs.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await expect(overlay(page).locator('canvas')).toHaveCount(1);
  await page.mouse.click(5, 300);
  await expect.poll(() => logs.filter((l) => l === 'Audio context not available')).toHaveLength(1);
  expect(await framesDiffer(page)).toBe(true);
  expect(errors).toEqual([]);
});
