import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { createVerifiedUser } from '../support/accounts';
import { signInAs } from '../support/session';

const WIDTH = 320;
test.use({ viewport: { width: WIDTH, height: 640 } });

// Long text with long words, the way a real venue or event name can be.
const LONG_LOCATION =
  `Riverside Community Recreation Center Courts ${'Northwestpickleballcomplex'.repeat(2)}, 1234 Extraordinarilylongstreetname Boulevard, Springfield`
    .padEnd(150, 'x')
    .slice(0, 150);
// The server allows 100 characters in a name (150 are refused).
const LONG_NAME = `The Annual ${'Championshipinvitational'.repeat(2)} Open Pickleball Tournament`
  .padEnd(100, 'x')
  .slice(0, 100);

async function expectNoSidewaysScroll(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('main').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const { scrollWidth, widest } = await page.evaluate((width) => {
    // The innermost elements that stick out, to name the culprit when this fails.
    const sticking = Array.from(document.querySelectorAll('body *')).filter(
      (el) => el.getBoundingClientRect().right > width + 1,
    );
    const innermost = sticking.filter((el) => !sticking.some((o) => o !== el && el.contains(o)));
    return {
      scrollWidth: document.documentElement.scrollWidth,
      widest: innermost
        .slice(0, 5)
        .map((el) => `<${el.tagName.toLowerCase()} class="${el.className}">`),
    };
  }, WIDTH);
  expect(
    scrollWidth,
    `${path} is ${scrollWidth} px wide: ${widest.join(', ')}`,
  ).toBeLessThanOrEqual(WIDTH);
}

async function createLongTournament(request: APIRequestContext, token: string) {
  const response = await request.post('/api/tournaments', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      name: LONG_NAME,
      location: LONG_LOCATION,
      category: 'men',
      type: 'singles',
      format: 'knockout',
      startDate: '2027-06-12',
      maxParticipants: 16,
    },
  });
  expect(response.status()).toBe(201);
  const body = (await response.json()) as { data: { id: string } };
  return body.data.id;
}

const PUBLIC_PATHS = [
  '/',
  '/pricing',
  '/about',
  '/contact',
  '/help',
  '/privacy',
  '/terms',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/reset-password?token=abc',
  '/verify-email?token=abc',
];

for (const path of PUBLIC_PATHS) {
  test(`${path} fits a ${WIDTH} px phone`, async ({ page }) => {
    await expectNoSidewaysScroll(page, path);
  });
}

test(`the signed-in pages fit a ${WIDTH} px phone, long names included`, async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const organizer = await createVerifiedUser(request, { role: 'organizer' });
  const { token } = await signInAs(page, request, organizer);
  await createLongTournament(request, token);

  for (const path of [
    '/app/dashboard',
    '/app/tournaments',
    '/app/matches',
    '/app/players',
    '/app/profile',
  ]) {
    await expectNoSidewaysScroll(page, path);
  }
  // The list view of the tournament list lays the cards out as rows.
  await page.goto('/app/tournaments');
  await page.getByRole('button', { name: 'List view' }).click();
  await expect(page.getByRole('link', { name: LONG_NAME }).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    WIDTH,
  );
});

test(`a tournament's page fits a ${WIDTH} px phone with a 150-character location and a long name`, async ({
  page,
  request,
}) => {
  // A long word in the name's <h1> once widened this page to 725 px (a flex item's min width).
  const organizer = await createVerifiedUser(request, { role: 'organizer' });
  const { token } = await signInAs(page, request, organizer);
  const id = await createLongTournament(request, token);
  expect(LONG_LOCATION).toHaveLength(150);
  await expectNoSidewaysScroll(page, `/app/tournaments/${id}`);
});
