import { expect, test } from '../support/test';
import { createVerifiedUser } from '../support/accounts';

test('a player resets a forgotten password and signs in with the new one', async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request);
  const newPassword = 'N3w-Paddle-Grip!';

  await page.goto('/login');
  await page.getByRole('link', { name: /forgot/i }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // The sign-in page (and its own Email field) stays up while the next page's code arrives.
  await expect(page.getByRole('heading', { name: 'Forgot Your Password?' })).toBeVisible();
  await page.getByLabel(/email/i).fill(user.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email!' })).toBeVisible();

  await page.goto('/dev/mail');
  const mail = page
    .getByRole('article')
    .filter({ hasText: user.email })
    .filter({ hasText: /reset/i });
  await mail
    .first()
    .getByRole('link', { name: /reset-password/ })
    .click();

  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await page.getByLabel(/^new password$/i).fill(newPassword);
  await page.getByLabel(/^confirm new password$/i).fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('heading', { name: 'Password Reset Successful!' })).toBeVisible();
  await page
    .getByRole('button', { name: 'Sign In Now' })
    .or(page.getByRole('link', { name: 'Sign In Now' }))
    .first()
    .click();

  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel(/^email/i).fill(user.email);
  await page.getByLabel(/^password$/i).fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(
    page.getByText('Invalid credentials. Please check your email and password.'),
  ).toBeVisible();

  await page.getByLabel(/^password$/i).fill(newPassword);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);

  // The link is single use.
  await page.goBack();
  const reuse = await request.post('/api/auth/reset-password', {
    data: {
      token: new URL(page.url()).searchParams.get('token') ?? 'x',
      password: 'An0ther-Pass!',
    },
  });
  expect(reuse.status()).toBe(400);
});
