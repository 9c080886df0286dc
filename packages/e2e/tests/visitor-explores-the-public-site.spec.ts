import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { createVerifiedUser } from '../support/accounts';
import { signInAs } from '../support/session';

/** The shared top bar and footer of every public page (spec section 2). */
async function expectPublicFrame(page: Page, year: 2024 | 2025) {
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  await expect(header.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
    'href',
    '/register',
  );
  const footer = page.getByRole('contentinfo');
  for (const column of ['Product', 'Company', 'Legal']) {
    await expect(footer.getByRole('heading', { name: column })).toBeVisible();
  }
  for (const [name, href] of [
    ['Pricing', '/pricing'],
    ['About', '/about'],
    ['Contact', '/contact'],
    ['Help Center', '/help'],
    ['Privacy Policy', '/privacy'],
    ['Terms of Service', '/terms'],
  ] as const) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  // Entries the spec gives no destination are text, not links.
  for (const name of ['Features', 'Tournaments', 'Analytics', 'Mobile App', 'Careers']) {
    await expect(footer.getByText(name, { exact: true })).toBeVisible();
    await expect(footer.getByRole('link', { name, exact: true })).toHaveCount(0);
  }
  await expect(footer.getByRole('link', { name: 'Cookie Policy' })).toHaveCount(0);
  await expect(footer.getByText(`© ${year} Courtside. All rights reserved.`)).toBeVisible();
  await expect(page.locator('a[href="#"], a:not([href])')).toHaveCount(0);
}

test('the landing page shows every section, figure and call to action of the spec', async ({
  page,
}) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Run pickleball tournaments people love' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('Courtside — pickleball tournaments, live');
  for (const id of ['features', 'community', 'testimonials']) {
    await expect(page.locator(`section#${id}`)).toBeVisible();
  }
  for (const figure of ['50K+', '1.2K+', '200+', '99.9%', '95%']) {
    await expect(page.getByText(figure, { exact: true })).toBeVisible();
  }
  const reviews = page.locator('#testimonials figure');
  await expect(reviews).toHaveCount(3);
  await expect(reviews.filter({ hasText: 'Tournament Director' })).toHaveCount(1);
  await expect(reviews.filter({ hasText: 'Pro Player' })).toHaveCount(1);
  await expect(reviews.filter({ hasText: 'Club Owner' })).toHaveCount(1);
  await expect(page.getByText('Spring Smash Open')).toBeVisible();

  for (const [name, href] of [
    ['Start Playing Free', '/register'],
    ['Get Started Free', '/register'],
    ['Contact Sales', '/contact'],
  ] as const) {
    await expect(page.getByRole('link', { name })).toHaveAttribute('href', href);
  }
  for (const name of ['Watch Demo', 'Join Community', 'Learn more']) {
    await expect(page.getByRole('button', { name })).toBeDisabled();
  }
  await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toHaveCount(0);
  await expectPublicFrame(page, 2025);

  await page.getByRole('link', { name: 'Start Playing Free' }).click();
  await expect(page).toHaveURL(/\/register$/);
});

test('every other public page has its heading, calls to action, title and shared frame', async ({
  page,
}) => {
  const pages = [
    { path: '/pricing', heading: 'Simple, transparent pricing', title: 'Pricing · Courtside' },
    { path: '/about', heading: 'About Courtside', title: 'About · Courtside' },
    { path: '/contact', heading: 'Contact Us', title: 'Contact Us · Courtside' },
    { path: '/help', heading: 'Help Center', title: 'Help Center · Courtside' },
    { path: '/privacy', heading: 'Privacy Policy', title: 'Privacy Policy · Courtside' },
    { path: '/terms', heading: 'Terms of Service', title: 'Terms of Service · Courtside' },
  ];
  const descriptions = new Set<string | null>();
  for (const { path, heading, title } of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(title);
    descriptions.add(await page.locator('meta[name="description"]').getAttribute('content'));
    await expectPublicFrame(page, path === '/pricing' ? 2024 : 2025);
  }
  expect(descriptions.size).toBe(pages.length);

  await page.goto('/pricing');
  await expect(page.getByRole('link', { name: 'Get Started Free' })).toHaveAttribute(
    'href',
    '/register',
  );
  await expect(page.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute(
    'href',
    '/register',
  );
  await expect(page.getByRole('link', { name: 'Contact Sales' })).toHaveAttribute(
    'href',
    '/contact',
  );
  await expect(page.getByText('14-day Pro trial, no credit card required').first()).toBeVisible();

  await page.goto('/about');
  for (const section of ['Our mission', 'Our impact', 'What we value', 'Meet the team']) {
    await expect(page.getByRole('heading', { name: section })).toBeVisible();
  }
  await expect(page.locator('section[aria-labelledby="team"] li')).toHaveCount(4);

  await page.goto('/contact');
  for (const line of ['Mon-Fri 9-6 EST', 'Sat 10-4', 'Sun closed']) {
    await expect(page.getByText(line, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeVisible();

  await page.goto('/help');
  await expect(page.getByRole('heading', { name: 'Video tutorials' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Downloads' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
    'href',
    '/contact',
  );

  for (const path of ['/privacy', '/terms']) {
    await page.goto(path);
    await expect(page.getByText('Last updated December 15, 2024')).toBeVisible();
  }
  await expect(page.getByText(/at least 30 days.? notice before a price change/)).toBeVisible();
  await expect(
    page.getByText(/capped at the fees you paid us in the last 12 months/),
  ).toBeVisible();

  // Leaving the public pages puts the default title back.
  await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page).not.toHaveTitle(/Terms of Service/);
});

test('a signed-in visitor sees Go to Dashboard instead of the sign-up calls to action', async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request);
  await signInAs(page, request, user);

  await page.goto('/');
  const dashboardLinks = page.getByRole('link', { name: 'Go to Dashboard' });
  await expect(dashboardLinks).toHaveCount(3);
  for (const link of await dashboardLinks.all()) {
    await expect(link).toHaveAttribute('href', '/app/dashboard');
  }
  for (const name of [
    'Sign In',
    'Get Started',
    'Start Playing Free',
    'Get Started Free',
    'Contact Sales',
  ]) {
    await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
  }
  await page.getByRole('banner').getByRole('link', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
});

test('the web manifest and its icons are linked and served', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/manifest.webmanifest',
  );
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
    name: string;
    start_url: string;
    icons: { src: string; sizes: string; type: string }[];
  };
  expect(manifest.start_url).toBe('/');
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
    expect.arrayContaining(['192x192', '512x512']),
  );
  for (const icon of manifest.icons) {
    const response = await request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
    expect(response.headers()['content-type']).toContain(icon.type);
  }
});
