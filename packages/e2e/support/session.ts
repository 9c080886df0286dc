import { expect, type APIRequestContext, type Page } from '@playwright/test';

interface Credentials {
  email: string;
  password: string;
}

/**
 * Signs in through the API and hands the session to the page the way the web
 * app stores it (zustand's `auth-storage` plus `token`), so a journey starts
 * signed in without walking through the login form again.
 */
export async function signInAs(page: Page, request: APIRequestContext, credentials: Credentials) {
  const response = await request.post('/api/auth/login', { data: credentials });
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: { user: unknown; token: string } };
  await page.goto('/');
  await page.evaluate(({ user, token }) => {
    localStorage.setItem(
      'auth-storage',
      JSON.stringify({ state: { user, token, isAuthenticated: true }, version: 0 }),
    );
    localStorage.setItem('token', token);
  }, data);
  return data;
}
