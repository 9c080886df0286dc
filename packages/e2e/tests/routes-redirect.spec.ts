import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { createVerifiedUser } from '../support/accounts';

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel(/^email/i).fill(email);
  await page.getByLabel(/^password$/i).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
}

test('signed-out visitors are sent to /login from /app and home from unknown paths', async ({
  page,
}) => {
  for (const [from, to] of [
    ['/app', /\/login$/],
    // Any other page of the app is where the sign-in comes back to (issue 11).
    ['/app/players', /\/login\?next=%2Fapp%2Fplayers$/],
    ['/dashboard', /\/login$/],
    ['/no/such/page', /\/$/],
  ] as const) {
    await page.goto(from);
    await expect(page, `from ${from}`).toHaveURL(to);
  }
  for (const path of [
    '/pricing',
    '/about',
    '/contact',
    '/help',
    '/privacy',
    '/terms',
    '/forgot-password',
  ]) {
    await page.goto(path);
    await expect(page, path).toHaveURL(new RegExp(`${path}$`));
  }
});

test('signed-in users skip /login and /register and follow the short paths', async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request);
  await signIn(page, user.email, user.password);
  const table = [
    ['/login', '/app/dashboard'],
    ['/register', '/app/dashboard'],
    ['/app', '/app/dashboard'],
    ['/dashboard', '/app/dashboard'],
    ['/tournaments', '/app/tournaments'],
    ['/matches', '/app/matches'],
    ['/players', '/app/players'],
    ['/profile', '/app/profile'],
    ['/elsewhere', '/'],
  ] as const;
  for (const [from, to] of table) {
    await page.goto(from);
    await expect(page, `from ${from}`).toHaveURL(new RegExp(`${to.replace(/\//g, '\\/')}$`));
  }
});
