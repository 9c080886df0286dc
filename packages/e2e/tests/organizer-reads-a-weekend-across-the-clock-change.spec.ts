import { expect, test } from '../support/test';
import { createVerifiedUser } from '../support/accounts';
import { joinPlayers, tokenOf } from '../support/competition';
import { signInAs } from '../support/session';

// Issue 26: a tournament of events over two days reads the venue's days and times on every
// screen, on the weekend the clocks go forward too. A Los Angeles venue, Saturday 13 and Sunday
// 14 March 2027 (PST, then PDT), each event's first matches at 9:00 on its own day; the organizer
// and a spectator read it in a browser in Tokyo, where both days' 9:00 fall on the next date.
const VENUE = 'America/Los_Angeles';
const SATURDAY = { date: '2027-03-13', label: '03/13/2027', clock: '9:00 AM PST' };
const SUNDAY = { date: '2027-03-14', label: '03/14/2027', clock: '9:00 AM PDT' };

test('a weekend of two events across the clock change: the planner, the event matches and the public page keep each day at 9:00 on the venue clock, read from Tokyo', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const organizer = await createVerifiedUser(request, { role: 'organizer', name: 'Dana Daylight' });
  const auth = { authorization: `Bearer ${await tokenOf(request, organizer)}` };
  const base = { type: 'singles', format: 'knockout', maxParticipants: 4 } as const;
  const created = await request.post('/api/tournaments', {
    headers: auth,
    data: {
      ...base,
      name: 'Daylight Weekend',
      category: 'men',
      location: 'Riverside Courts, Pasadena CA',
      startDate: SATURDAY.date,
      endDate: SUNDAY.date,
      timeZone: VENUE,
      courtCount: 2,
      hasBronzeMatch: false,
      isPublic: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = ((await created.json()) as { data: { id: string } }).data;
  const added = await request.post(`/api/tournaments/${id}/events`, {
    headers: auth,
    data: {
      ...base,
      name: 'Sunday Singles',
      category: 'open',
      eventDay: SUNDAY.date,
      eventStartTime: '09:00',
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  const sunday = ((await added.json()) as { data: { id: string } }).data.id;
  await joinPlayers(request, id, ['Sat Ace', 'Sat Dink', 'Sat Lob', 'Sat Volley']);
  await joinPlayers(request, sunday, ['Sun Ace', 'Sun Dink', 'Sun Lob', 'Sun Volley']);
  const started = await request.post(`/api/tournaments/${id}/events/start`, { headers: auth });
  expect(started.ok(), await started.text()).toBe(true);

  const context = await browser.newContext({ timezoneId: 'Asia/Tokyo' });
  const page = await context.newPage();
  await signInAs(page, context.request, organizer);

  // The day planner: each venue day by its own date, its matches at 9:00 on that day's clock.
  await page.goto(`/app/tournaments/${id}/planner`);
  await expect(page.getByRole('heading', { name: 'Day Planner' })).toBeVisible();
  const day = page.getByRole('combobox', { name: 'Day', exact: true });
  await expect(day.locator('option')).toHaveText([SATURDAY.label, SUNDAY.label]);
  for (const { label, clock } of [SATURDAY, SUNDAY]) {
    await day.selectOption({ label });
    const courts = page.getByRole('region', { name: `Courts on ${label}` });
    await expect(courts).toBeVisible();
    await expect(page.getByText(`Times at the venue (${clock.split(' ').at(-1)})`)).toBeVisible();
    const first = courts.getByRole('button', { name: new RegExp(`, ${clock}$`) });
    await expect(first).toHaveCount(2);
  }

  // The event's Matches tab: Sunday's matches on Sunday's date at 9:00 PDT.
  await page.goto(`/app/tournaments/${id}?event=${sunday}&tab=matches`);
  await expect(page.getByText(`03/14/2027 · ${SUNDAY.clock}`).first()).toBeVisible();
  await expect(page.getByText(/PST/)).toHaveCount(0);

  // The public page in the same browser: each event's day under its own date, its matches at
  // 9:00 on that day's venue clock, with the reader's own (the next date in Tokyo).
  await page.goto(`/t/${id}`);
  await expect(page.getByRole('main').locator('header')).toContainText(
    'Mar 13, 2027 – Mar 14, 2027',
  );
  const events = page.getByRole('navigation', { name: 'Events' });
  for (const [event, date, line] of [
    ['Daylight Weekend', 'Mar 13, 2027', '9:00 AM PST (2:00 AM Sun, Mar 14 your time) · Court'],
    ['Sunday Singles', 'Mar 14, 2027', '9:00 AM PDT (1:00 AM Mon, Mar 15 your time) · Court'],
  ] as const) {
    await events.getByRole('link', { name: event }).click();
    const schedule = page.getByRole('region', { name: 'Schedule' });
    const onDay = schedule.getByRole('region', { name: date });
    await expect(onDay).toBeVisible();
    await expect(onDay.getByText(line)).toHaveCount(2);
    await expect(schedule.getByRole('region')).toHaveCount(1);
  }
  await context.close();
});
