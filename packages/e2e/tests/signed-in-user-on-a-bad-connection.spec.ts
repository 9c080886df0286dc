import type { APIRequestContext, Page, Route } from '@playwright/test';
import { expect, test } from '../support/test';
import { createVerifiedUser } from '../support/accounts';
import { signInAs } from '../support/session';

let counter = 0;

/** An organizer with one tournament, signed in on `page`; returns the tournament's (unique) name. */
async function organizerWithATournament(page: Page, request: APIRequestContext) {
  counter += 1;
  const name = `Harbor Classic ${Date.now().toString(36)}${process.pid}${counter}`;
  const organizer = await createVerifiedUser(request, { role: 'organizer' });
  const { token } = await signInAs(page, request, organizer);
  const response = await request.post('/api/tournaments', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      name,
      location: 'Harbor Courts, Portland',
      category: 'men',
      type: 'singles',
      format: 'knockout',
      startDate: '2027-05-02',
      maxParticipants: 8,
    },
  });
  expect(response.status()).toBe(201);
  return name;
}

const TOURNAMENTS_API = /\/api\/tournaments(\?|$)/;
const SCRIPT = /\/assets\/[^/]+\.js$/;

/**
 * Scripts `page` has not loaded so far, from now on: chunk files are named by their hash alone
 * (docs/decisions/013), so "the next page's code" is whatever the next navigation fetches.
 */
async function routeNewScripts(page: Page, handle: (route: Route) => Promise<void>) {
  const loaded = new Set(
    await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name)),
  );
  await page.route(SCRIPT, (route) =>
    loaded.has(route.request().url()) ? route.continue() : handle(route),
  );
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`the dashboard says the server is unreachable and recovers on Retry (${viewport.width} px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    await organizerWithATournament(page, request);
    await page.route(TOURNAMENTS_API, (route) => route.abort('internetdisconnected'));
    await page.goto('/app/dashboard');

    const failure = page.getByRole('alert').filter({ hasText: "Couldn't load your tournaments" });
    await expect(failure).toBeVisible();
    await expect(failure).toContainText('Network error');
    await expect(page.getByText('No tournaments yet')).toHaveCount(0);
    // An organizer's figures come from their own call (decision 020): they still show.
    const stats = page.getByRole('region', { name: 'Statistics' });
    await expect(stats).toBeVisible();
    await expect(stats.getByText('Unavailable')).toHaveCount(0);
    await page.screenshot({
      path: test.info().outputPath(`dashboard-error-${viewport.width}.png`),
      fullPage: true,
    });

    await page.unroute(TOURNAMENTS_API);
    await failure.getByRole('button', { name: 'Retry' }).click();
    await expect(failure).toBeHidden();
    // Other journeys add tournaments too: any newest three will do, ours among the counted.
    await expect(page.getByRole('heading', { name: 'Recent Tournaments' })).toBeVisible();
    await expect(stats.getByText('Unavailable')).toHaveCount(0);
    await expect(page.getByText('No tournaments yet')).toHaveCount(0);
  });

  test(`the tournament list marks saved data after a failed refresh (${viewport.width} px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const name = await organizerWithATournament(page, request);
    await page.clock.install();
    await page.goto('/app/tournaments');
    await expect(page.getByRole('link', { name })).toBeVisible();

    // Later the connection drops and the reader comes back to the tab: the refresh fails.
    await page.route(TOURNAMENTS_API, (route) => route.abort('internetdisconnected'));
    await page.clock.fastForward(31_000);
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    await page.clock.runFor(2_000); // the one retry
    const notice = page.getByRole('status').filter({ hasText: 'Showing saved data' });
    await expect(notice).toBeVisible();
    await expect(page.getByRole('link', { name })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`list-stale-${viewport.width}.png`) });

    await page.unroute(TOURNAMENTS_API);
    await notice.getByRole('button', { name: 'Retry' }).click();
    await expect(notice).toBeHidden();
  });
}

test('a page whose code cannot be fetched keeps the navigation and loads on Retry', async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request);
  await signInAs(page, request, user);
  await page.goto('/app/dashboard');
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));

  await routeNewScripts(page, (route) => route.abort('internetdisconnected'));
  const nav = page.getByRole('navigation', { name: 'Primary' });
  await nav.getByRole('link', { name: 'Players' }).click();
  const failure = page.getByRole('main').getByRole('alert');
  await expect(failure).toContainText("This page couldn't load");
  await expect(nav).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true);

  await page.unroute(SCRIPT);
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Players', level: 1 })).toBeVisible();
  await expect(failure).toBeHidden();
});

test('after a new deploy renamed the chunks, the page reloads once and never loops', async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request);
  await signInAs(page, request, user);
  await page.goto('/app/dashboard');
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();

  // The old chunk is gone: the server answers with its index page, as for any unknown path.
  let loads = 0;
  page.on('load', () => (loads += 1));
  await routeNewScripts(page, (route) =>
    route.fulfill({ status: 404, contentType: 'text/html', body: '<!doctype html>' }),
  );
  await page
    .getByRole('navigation', { name: 'Primary' })
    .getByRole('link', { name: 'Players' })
    .click();

  // One reload, onto the page asked for; the chunk is still missing, so the error shows.
  await expect(page).toHaveURL(/\/app\/players$/);
  await expect(page.getByRole('main').getByRole('alert')).toContainText("This page couldn't load");
  await expect(page.getByRole('navigation', { name: 'Primary' })).toBeVisible();
  await page.waitForTimeout(1_500); // time enough for a second reload, which must not come
  expect(loads).toBe(1);
});

test('on a slow link the shell paints before the app code and stylesheet arrive', async ({
  page,
}) => {
  // Hold every script and stylesheet: only index.html itself can paint.
  await page.route(/\/assets\/.*\.(js|css)$/, () => {});
  await page.goto('/app/dashboard', { waitUntil: 'commit' });
  await page.waitForFunction(
    () => performance.getEntriesByName('first-contentful-paint').length > 0,
  );
  await expect(page.getByRole('banner')).toContainText('Courtside');
  await expect(page.getByRole('status', { name: 'Loading Courtside' })).toBeVisible();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('on a slow link the prerendered landing page waits for its stylesheet, never painting bare', async ({
  page,
}) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let isStylesheetHere = false;
  await page.route(/\/assets\/.*\.css$/, async (route) => {
    await held;
    isStylesheetHere = true;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  await page.waitForTimeout(1_500);
  expect(
    await page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length),
  ).toBe(0);
  release();
  await page.waitForFunction(
    () => performance.getEntriesByName('first-contentful-paint').length > 0,
  );
  expect(isStylesheetHere).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('font-weight', '800');
});
