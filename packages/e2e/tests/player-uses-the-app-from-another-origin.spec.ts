import { createVerifiedUser } from '../support/accounts';
import { tokenOf } from '../support/competition';
import { startOtherOrigin } from '../support/other-origin';
import { expect, test } from '../support/test';

/**
 * Issue 23.2: the web app served from another origin than the API (VITE_API_URL), as spec
 * section 1 describes it. With CORS_ORIGIN naming that origin, the browser's preflights let every
 * call through: sign-in (POST), a profile edit (PUT) and a tournament's deletion (DELETE).
 */
let other: Awaited<ReturnType<typeof startOtherOrigin>>;

test.beforeAll(async ({ browserName: _browserName }, testInfo) => {
  testInfo.setTimeout(180_000);
  other = await startOtherOrigin(String(testInfo.project.use.baseURL));
});
test.afterAll(async () => {
  await other?.close();
});

test('an organizer signs in on another origin, edits their profile and deletes a tournament', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const organizer = await createVerifiedUser(request, {
    name: 'Cora Crossorigin',
    role: 'organizer',
  });
  const created = await request.post('/api/tournaments', {
    headers: { authorization: `Bearer ${await tokenOf(request, organizer)}` },
    data: {
      name: 'Far Away Open',
      category: 'men',
      type: 'singles',
      format: 'knockout',
      startDate: '2027-06-01',
      location: 'Elsewhere Courts',
      maxParticipants: 8,
    },
  });
  expect(created.status()).toBe(201);
  const { id } = ((await created.json()) as { data: { id: string } }).data;

  // Every API call leaves the page's origin for the API's, and none is refused.
  const apiCalls: { method: string; url: string; status: number }[] = [];
  page.on('response', (response) => {
    const url = response.url();
    if (url.startsWith(`${baseURL}/api/`)) {
      apiCalls.push({ method: response.request().method(), url, status: response.status() });
    }
  });
  // A refused preflight fails the call (net::ERR_FAILED); a navigation only aborts what it cuts off.
  const failed: string[] = [];
  page.on('requestfailed', (r) => {
    const reason = r.failure()?.errorText ?? '';
    if (!reason.includes('ERR_ABORTED')) failed.push(`${r.method()} ${r.url()} ${reason}`);
  });

  await page.goto(`${other.origin}/login`);
  await page.getByLabel(/^email/i).fill(organizer.email);
  await page.getByLabel(/^password$/i).fill(organizer.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Welcome back, Cora Crossorigin!')).toBeVisible();
  expect(new URL(page.url()).origin).toBe(other.origin);

  // PUT: the profile.
  await page.goto(`${other.origin}/app/profile`);
  await page.getByLabel('Location').fill('Portland, OR');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Location')).toHaveValue('Portland, OR');

  // DELETE: their own tournament.
  await page.goto(`${other.origin}/app/tournaments/${id}`);
  await page.getByRole('button', { name: 'Delete Tournament' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Deletion' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Tournament deleted successfully!')).toBeVisible();
  const gone = await request.get(`/api/tournaments/${id}`, {
    headers: { authorization: `Bearer ${await tokenOf(request, organizer)}` },
  });
  expect(gone.status()).toBe(404);

  const sent = (method: string, path: RegExp) =>
    apiCalls.filter((c) => c.method === method && path.test(new URL(c.url).pathname));
  expect(sent('POST', /^\/api\/auth\/login$/).map((c) => c.status)).toEqual([200]);
  expect(sent('PUT', /^\/api\/users\/[^/]+$/).map((c) => c.status)).toEqual([200]);
  expect(sent('DELETE', new RegExp(`^/api/tournaments/${id}$`)).map((c) => c.status)).toEqual([
    200,
  ]);
  expect(failed).toEqual([]);
});
