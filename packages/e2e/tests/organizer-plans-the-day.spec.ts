import { expect, test } from '../support/test';
import { createVerifiedUser } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { joinPlayers, openAs, tokenOf } from '../support/competition';

interface ScheduleMatch {
  id: string;
  eventId: string;
  eventName: string;
  courtId: string | null;
  courtName: string | null;
  startTime: string | null;
  side1Name: string | null;
  side2Name: string | null;
  movable: boolean;
}
interface Schedule {
  courts: { id: string; name: string }[];
  matches: ScheduleMatch[];
}

/** Keep screenshots of the planner at phone and desktop sizes in SCREENSHOT_DIR when set. */
const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR;

test('the organizer plans a three-event day: moves a match by keyboard and by drag, and sees a clash refused', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const organizer = await createVerifiedUser(request, { role: 'organizer', name: 'Pia Planner' });
  const auth = { authorization: `Bearer ${await tokenOf(request, organizer)}` };
  const base = { type: 'singles', format: 'knockout', maxParticipants: 4 };
  const created = await request.post('/api/tournaments', {
    headers: auth,
    data: {
      ...base,
      name: "Men's Singles 3.5",
      category: 'men',
      startDate: '2027-05-01',
      location: 'Riverside Courts, Denver',
      courtCount: 3,
      closingTime: '11:00',
    },
  });
  expect(created.status()).toBe(201);
  const { id } = ((await created.json()) as { data: { id: string } }).data;
  const events = [id];
  for (const [name, category] of [
    ["Women's Singles 3.5", 'women'],
    ['Open Singles', 'open'],
  ] as const) {
    const added = await request.post(`/api/tournaments/${id}/events`, {
      headers: auth,
      data: { ...base, name, category },
    });
    expect(added.status(), await added.text()).toBe(201);
    events.push(((await added.json()) as { data: { id: string } }).data.id);
  }
  for (const [i, eventId] of events.entries()) {
    await joinPlayers(
      request,
      eventId,
      ['Ace', 'Dink', 'Lob', 'Volley'].map((n) => `${n} ${['Men', 'Women', 'Open'][i]}`),
    );
  }
  const started = await request.post(`/api/tournaments/${id}/events/start`, { headers: auth });
  expect(started.ok(), await started.text()).toBe(true);
  const schedule = async () =>
    (
      (await (await request.get(`/api/tournaments/${id}/schedule`, { headers: auth })).json()) as {
        data: Schedule;
      }
    ).data;
  const planned = await schedule();
  const ready = planned.matches.filter((m) => m.movable && m.side1Name && m.side2Name);
  const courtIndex = (m: ScheduleMatch) => planned.courts.findIndex((c) => c.id === m.courtId);
  // Two ready matches at the same time on two courts: moving one onto the other's court clashes.
  const [a, b] = ready
    .flatMap((x) =>
      ready.filter((y) => y.startTime === x.startTime && y.id !== x.id).map((y) => [x, y]),
    )
    .at(0)!;

  const page = await openAs(browser, organizer, `/app/tournaments/${id}`);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('link', { name: 'Day planner' }).click();
  await expect(page.getByRole('heading', { name: 'Day Planner' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Events' })).toContainText('Open Singles');
  await expect(page.getByText(/runs past the venue's closing time/)).toBeVisible();
  await expectNoAxeViolations(page);
  if (SCREENSHOT_DIR) await page.screenshot({ path: `${SCREENSHOT_DIR}/planner-1280x800.png` });

  // A clash: a onto b's court at the same time is refused with the server's message.
  const blockA = page.getByRole('button', {
    name: new RegExp(`${a!.side1Name} v ${a!.side2Name}`),
  });
  await blockA.focus();
  const delta = courtIndex(b!) - courtIndex(a!);
  for (let i = 0; i < Math.abs(delta); i += 1)
    await page.keyboard.press(delta > 0 ? 'ArrowRight' : 'ArrowLeft');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toContainText(`${b!.courtName} already hosts`);
  await expect(blockA).toHaveAccessibleName(new RegExp(`${a!.courtName},`));

  // By keyboard: a, six hours later on its own court (a free time), saved.
  await blockA.focus();
  for (let i = 0; i < 72; i += 1) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect
    .poll(async () => (await schedule()).matches.find((m) => m.id === a!.id)!.startTime)
    .toBe(new Date(Date.parse(a!.startTime!) + 6 * 3_600_000).toISOString());

  // By drag: b onto the last court, seven hours later.
  const blockB = page.getByRole('button', {
    name: new RegExp(`${b!.side1Name} v ${b!.side2Name}`),
  });
  const grid = page.getByTestId('planner-grid');
  const bBox = (await blockB.boundingBox())!;
  const gridBox = (await grid.boundingBox())!;
  const lastCourt = planned.courts.length - 1;
  await blockB.dragTo(grid, {
    targetPosition: { x: 84 + lastCourt * 132 + 20, y: bBox.y - gridBox.y + 7 * 12 * 12 + 2 },
  });
  await expect
    .poll(async () => (await schedule()).matches.find((m) => m.id === b!.id)!.courtId)
    .toBe(planned.courts[lastCourt]!.id);

  // On a phone the grid scrolls inside its region; the page does not scroll sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('region', { name: /^Courts on / })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  if (SCREENSHOT_DIR) await page.screenshot({ path: `${SCREENSHOT_DIR}/planner-390x844.png` });
});
