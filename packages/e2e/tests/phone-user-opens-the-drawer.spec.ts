import { expect, test } from '../support/test';
import { createVerifiedUser } from '../support/accounts';
import { signInAs } from '../support/session';

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone the navigation lives in a drawer that closes on the backdrop', async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request);
  await signInAs(page, request, user);
  await page.goto('/app/dashboard');

  const desktopNav = page.getByRole('navigation', { name: /primary/i });
  await expect(desktopNav).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Main menu' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Profile Settings' })).toBeVisible();

  // A click outside the drawer (on the dimmed backdrop) closes it.
  await page.mouse.click(370, 420);
  await expect(drawer).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await drawer.getByRole('link', { name: 'Players' }).click();
  await expect(page).toHaveURL(/\/app\/players$/);
  await expect(drawer).toBeHidden();
  await page.screenshot({ path: test.info().outputPath('players-phone.png') });
});
