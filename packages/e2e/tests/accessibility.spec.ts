import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/test';

for (const path of [
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/reset-password?token=abc',
  '/verify-email',
]) {
  test(`${path} has no axe violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
