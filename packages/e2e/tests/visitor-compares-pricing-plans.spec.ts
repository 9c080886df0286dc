import { expect, test } from '../support/test';

test('the monthly/yearly toggle changes the Pro price', async ({ page }) => {
  await page.goto('/pricing');
  const pro = page.getByRole('region', { name: 'Pro' });
  const free = page.getByRole('region', { name: 'Free' });
  const monthly = page.getByRole('button', { name: 'Monthly', exact: true });
  const yearly = page.getByRole('button', { name: 'Yearly', exact: true });

  await expect(monthly).toHaveAttribute('aria-pressed', 'true');
  await expect(pro).toContainText('$29/month');
  await expect(free).toContainText('$0');
  await expect(page.getByText('Save 17%')).toHaveCount(1);

  await yearly.click();
  await expect(yearly).toHaveAttribute('aria-pressed', 'true');
  await expect(pro).toContainText('$290/year');
  await expect(pro).not.toContainText('/month');
  await expect(pro.getByText('Save 17%')).toBeVisible();
  await expect(free).toContainText('$0');

  await monthly.click();
  await expect(pro).toContainText('$29/month');
});

test('the eight FAQs open and close from the keyboard', async ({ page }) => {
  await page.goto('/pricing');
  const faq = page.getByRole('region', { name: 'Frequently asked questions' });
  const questions = faq.getByRole('button');
  await expect(questions).toHaveCount(8);

  const first = questions.first();
  await first.focus();
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  const answer = page.locator(`#${await first.getAttribute('aria-controls')}`);
  await expect(answer).toBeVisible();
  await expect(answer).toContainText('no credit card required');

  await page.keyboard.press('ArrowDown');
  const second = questions.nth(1);
  await expect(second).toBeFocused();
  await page.keyboard.press('Space');
  await expect(second).toHaveAttribute('aria-expanded', 'true');

  await page.keyboard.press('End');
  await expect(questions.last()).toBeFocused();
  await page.keyboard.press('Home');
  await expect(first).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(answer).toBeHidden();
});
