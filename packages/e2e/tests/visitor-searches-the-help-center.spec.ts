import { expect, test } from '../support/test';

test('the help search and category filter narrow articles and FAQs', async ({ page }) => {
  await page.goto('/help');
  const articles = page.getByRole('region', { name: 'Articles' }).getByRole('listitem');
  const faqs = page.getByRole('region', { name: 'Frequently asked questions' }).getByRole('button');
  const status = page.getByRole('status').filter({ hasText: /result/ });
  await expect(page.getByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();
  const allArticles = await articles.count();
  const allFaqs = await faqs.count();
  expect(allArticles).toBeGreaterThan(5);
  await expect(status).toHaveText(`${allArticles + allFaqs} results`);

  await page.getByRole('searchbox', { name: /search help/i }).fill('score');
  await expect(articles.filter({ hasText: 'Enter and correct scores' })).toBeVisible();
  await expect(articles.filter({ hasText: 'Create your account' })).toHaveCount(0);
  await expect(
    faqs.filter({ hasText: 'Can someone other than the organizer enter scores?' }),
  ).toBeVisible();
  expect(await articles.count()).toBeLessThan(allArticles);

  await page.getByRole('button', { name: 'Billing' }).click();
  await expect(page.getByRole('button', { name: 'Billing' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('heading', { name: 'No results found' })).toBeVisible();
  await expect(status).toHaveText('0 results');

  await page.getByRole('searchbox', { name: /search help/i }).fill('');
  await expect(articles).toHaveCount(2);
  for (const title of await articles.getByRole('heading').allTextContents()) {
    expect(['Plans and the Pro trial', 'Change or cancel your plan']).toContain(title);
  }

  await page.getByRole('searchbox', { name: /search help/i }).fill('zzz nothing');
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(page.getByRole('button', { name: 'All topics' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(articles).toHaveCount(allArticles);
  await expect(faqs).toHaveCount(allFaqs);
});
