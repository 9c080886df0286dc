import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/test';

for (const path of ['/', '/pricing', '/about', '/contact', '/help', '/privacy', '/terms']) {
  test(`${path} has no axe violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('an opened FAQ and a contact form with errors have no axe violations either', async ({
  page,
}) => {
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Can I try Pro before paying?' }).click();
  await page.getByRole('button', { name: 'Yearly', exact: true }).click();
  await expectNoAxeViolations(page);

  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expectNoAxeViolations(page);
});
