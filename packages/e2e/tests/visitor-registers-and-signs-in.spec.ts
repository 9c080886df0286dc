import { expect, test } from '../support/test';
import { STRONG_PASSWORD, uniqueEmail } from '../support/accounts';

test('a visitor registers, verifies from the dev outbox, signs in and signs out', async ({
  page,
}) => {
  const email = uniqueEmail('newcomer');

  await page.goto('/register');
  await page.getByLabel(/full name/i).fill('Robin Kitchenline');
  await page.getByLabel(/^email/i).fill(`  ${email.toUpperCase()} `);
  await page.getByRole('radio', { name: /organizer/i }).check();
  await page.getByLabel(/^password$/i).fill('password');
  await expect(
    page.getByText('Password is too common. Please choose a stronger password').first(),
  ).toBeVisible();
  await page.getByLabel(/^password$/i).fill(STRONG_PASSWORD);
  await page.getByLabel(/^confirm password$/i).fill(STRONG_PASSWORD);
  const submit = page.getByRole('button', { name: 'Create Account' });
  await expect(submit).toBeDisabled();
  await page.getByRole('checkbox', { name: /terms/i }).check();
  await expect(submit).toBeEnabled();
  await submit.click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(/check your email/i)).toBeVisible();
  await expect(page.getByLabel(/^email/i)).toHaveValue(email);

  // Signing in before verifying is refused with a pointer to the mail.
  await page.getByLabel(/^password$/i).fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText(/verify your email/i)).toBeVisible();

  await page.goto('/dev/mail');
  const mail = page.getByRole('article').filter({ hasText: email }).first();
  await expect(mail).toBeVisible();
  await mail.getByRole('link', { name: /verify-email/ }).click();

  await expect(page.getByRole('heading', { name: 'Email Verified!' })).toBeVisible();
  await page
    .getByRole('link', { name: /sign in/i })
    .or(page.getByRole('button', { name: /sign in/i }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel(/^email/i)).toHaveValue(email);
  await page.getByLabel(/^password$/i).fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();

  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByText('Welcome back, Robin Kitchenline!')).toBeVisible();
  await expect(page.getByText('ORGANIZER')).toBeVisible();

  // Reloading keeps the session; signing out returns home and locks /app again.
  await page.reload();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await page.getByRole('button', { name: /Robin Kitchenline/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('You have been logged out successfully')).toBeVisible();
  await page.goto('/app/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});
