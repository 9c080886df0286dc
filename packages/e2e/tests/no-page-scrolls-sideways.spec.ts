import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { createVerifiedUser } from '../support/accounts';
import { joinPlayers, tokenOf } from '../support/competition';
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

// Issue 23.3: once results exist, the screen-reader-only "(winner)" texts escaped the bracket
// scrollers and widened /t/{id} to 1,205 px (knockout) and 2,387 px (round robin) on a phone.

/** Plays every match that has both sides until none is left (a whole knockout, every group). */
async function playEverything(request: APIRequestContext, token: string, id: string) {
  const headers = { authorization: `Bearer ${token}` };
  for (let pass = 0; pass < 8; pass += 1) {
    const list = await request.get(`/api/matches/tournament/${id}`, { headers });
    const matches = ((await list.json()) as { data: PlayableMatch[] }).data.filter(
      (m) => m.status !== 'completed' && m.player1Id && m.player2Id,
    );
    if (matches.length === 0) return;
    for (const m of matches) {
      const scored = await request.put(`/api/matches/${m.id}/score`, {
        headers,
        data: { score: { player1: [11, 11], player2: [5, 7] }, version: m.version },
      });
      expect(scored.status()).toBe(200);
    }
  }
}

interface PlayableMatch {
  id: string;
  status: string;
  version: number;
  player1Id: string | null;
  player2Id: string | null;
}

/** A public tournament of eight long-named players, started and played through. */
async function playedTournament(request: APIRequestContext, format: 'knockout' | 'round-robin') {
  const organizer = await createVerifiedUser(request, { role: 'organizer' });
  const token = await tokenOf(request, organizer);
  const created = await request.post('/api/tournaments', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name: `Results ${format} ${Date.now()}`,
      location: 'Riverside Courts',
      category: 'men',
      type: 'singles',
      format,
      startDate: '2027-06-12',
      maxParticipants: 8,
      ...(format === 'round-robin' && { numGroups: 2, knockoutEnabled: true, advanceCount: 2 }),
    },
  });
  expect(created.status()).toBe(201);
  const { id } = ((await created.json()) as { data: { id: string } }).data;
  const names = Array.from({ length: 8 }, (_, i) => `Alexandria Montgomery-Whitfield ${i + 1}`);
  await joinPlayers(request, id, names);
  const started = await request.post(`/api/tournaments/${id}/start`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(started.status()).toBe(200);
  await playEverything(request, token, id);
  return { id, organizer };
}

/** The page as it is now (no navigation) is no wider than the window; names what sticks out. */
async function expectFits(page: Page, what: string) {
  const width = page.viewportSize()!.width;
  const { scrollWidth, widest } = await page.evaluate((w) => {
    // What sticks out of the window and is not inside a scroller of its own.
    const isInScroller = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        if (['auto', 'scroll', 'hidden'].includes(getComputedStyle(p).overflowX)) return true;
      }
      return false;
    };
    const sticking = Array.from(document.querySelectorAll('body *')).filter(
      (el) => el.getBoundingClientRect().right > w + 1 && !isInScroller(el),
    );
    const innermost = sticking.filter((el) => !sticking.some((o) => o !== el && el.contains(o)));
    return {
      scrollWidth: document.documentElement.scrollWidth,
      widest: innermost
        .slice(0, 5)
        .map((el) => `<${el.tagName.toLowerCase()} class="${el.className}">`),
    };
  }, width);
  expect(
    scrollWidth,
    `${what} is ${scrollWidth} px wide at ${width} px: ${widest.join(', ')}`,
  ).toBeLessThanOrEqual(width);
}

for (const width of [390, 1280]) {
  test.describe(`with results, at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const format of ['knockout', 'round-robin'] as const) {
      test(`every tab of a played ${format}, in the app and on its public page, fits`, async ({
        page,
        request,
      }) => {
        test.setTimeout(180_000);
        const { id, organizer } = await playedTournament(request, format);

        await page.goto(`/t/${id}`);
        await expect(page.getByText(/of \d+ matches played/)).toBeVisible();
        await expectFits(page, `/t/${id}`);
        // The bracket scroller can be reached and scrolled by keyboard (axe scrollable-region-focusable).
        const rounds = page.getByRole('region', { name: 'Bracket rounds' });
        await expect(rounds).toHaveAttribute('tabindex', '0');
        await rounds.focus();
        await expect(rounds).toBeFocused();

        await signInAs(page, request, organizer);
        await page.goto(`/app/tournaments/${id}`);
        for (const tab of ['Overview', 'Participants', 'Matches', 'Bracket', 'Rules']) {
          await page.getByRole('tab', { name: tab }).click();
          await expect(page.getByRole('tab', { name: tab })).toHaveAttribute(
            'aria-selected',
            'true',
          );
          await page.waitForLoadState('networkidle');
          await expectFits(page, `/app/tournaments/${id} (${tab})`);
        }
        const views = page.getByRole('group', { name: 'Bracket view' });
        if (await views.isVisible()) {
          await page.getByRole('tab', { name: 'Bracket' }).click();
          await views.getByRole('button', { name: 'Table' }).click();
          await expectFits(page, `/app/tournaments/${id} (Bracket, table)`);
        }
        await page.goto('/app/matches');
        await page.waitForLoadState('networkidle');
        await expectFits(page, '/app/matches');
      });
    }
  });
}
