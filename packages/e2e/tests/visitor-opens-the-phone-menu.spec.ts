import { expect, test } from '../support/test';

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone a visitor reaches every public page from the header menu', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('navigation', { name: 'Site' })).toBeHidden();

  const menuButton = header.getByRole('button', { name: 'Open menu' });
  await menuButton.click();
  const menu = page.getByRole('dialog', { name: 'Site menu' });
  await expect(menu).toBeVisible();
  for (const label of [
    'Features',
    'Pricing',
    'About',
    'Help',
    'Contact',
    'Sign In',
    'Get Started',
  ]) {
    await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await expect(menu.getByRole('link', { name: 'Features' })).toBeFocused();
  await page.screenshot({ path: test.info().outputPath('public-menu-phone.png') });

  // Escape closes it and hands focus back to the button.
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(header.getByRole('button', { name: 'Open menu' })).toBeFocused();

  // A tap outside the panel closes it.
  await menuButton.click();
  await expect(menu).toBeVisible();
  await page.mouse.click(200, 800);
  await expect(menu).toBeHidden();

  // A link takes the visitor there and closes the menu.
  await menuButton.click();
  await menu.getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(menu).toBeHidden();
  await menuButton.click();
  await menu.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('on a desktop the site links sit in the header and there is no menu button', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/pricing');
  const header = page.getByRole('banner');
  await expect(header.getByRole('navigation', { name: 'Site' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Open menu' })).toBeHidden();
});

test('a tap on the menu before the page’s code has arrived opens it once the code is there', async ({
  page,
}) => {
  // The landing page paints from its HTML; its code is held back, as on a slow link.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  const menuButton = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
  await menuButton.click();
  const menu = page.getByRole('dialog', { name: 'Site menu' });
  await expect(menu).toBeHidden();
  release();
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Pricing', exact: true })).toBeVisible();
});
