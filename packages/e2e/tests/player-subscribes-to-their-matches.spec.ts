import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { createVerifiedUser } from '../support/accounts';
import { joinPlayers, openAs, tokenOf } from '../support/competition';

/** The VEVENTs of a feed: UID, SUMMARY and DTSTART as written (lines unfolded). */
function eventsOf(ics: string) {
  const unfolded = ics.replace(/\r\n[ \t]/g, '');
  return [...unfolded.matchAll(/BEGIN:VEVENT\r\n([\s\S]*?)END:VEVENT/g)].map(([, body]) => {
    const field = (name: string) => new RegExp(`^${name}[^:\\r\\n]*:(.*)$`, 'm').exec(body!)?.[1];
    return {
      uid: field('UID'),
      summary: field('SUMMARY'),
      dtstart: /^DTSTART[^\r\n]*$/m.exec(body!)?.[0],
    };
  });
}

test('a player subscribes to their matches from the Matches page and their match is in the feed', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const organizer = await createVerifiedUser(request, { role: 'organizer', name: 'Cal Organizer' });
  const owner = { authorization: `Bearer ${await tokenOf(request, organizer)}` };
  const name = `Calendar Cup ${Date.now().toString(36)}`;
  const created = await request.post('/api/tournaments', {
    headers: owner,
    data: {
      name,
      category: 'men',
      type: 'singles',
      format: 'knockout',
      startDate: '2030-05-04',
      timeZone: 'America/Los_Angeles',
      location: 'Riverside Courts, Pasadena CA',
      maxParticipants: 4,
    },
  });
  expect(created.status()).toBe(201);
  const tournamentId = ((await created.json()) as { data: { id: string } }).data.id;
  const [me] = await joinPlayers(request, tournamentId, ['Sky Subscriber', 'Ray Rival']);
  expect(
    (await request.post(`/api/tournaments/${tournamentId}/start`, { headers: owner })).status(),
  ).toBe(200);

  const page = await openAs(browser, me!, '/app/matches');
  await page.getByRole('button', { name: 'Subscribe to my matches' }).click();
  const dialog = page.getByRole('dialog', { name: 'Subscribe to my matches' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Create my calendar link' }).click();
  const https = dialog.getByRole('textbox', { name: 'Web address' });
  await expect(https).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const url = await https.inputValue();
  await expect(dialog.getByRole('textbox', { name: 'Calendar app link' })).toHaveValue(
    url.replace(/^https?:\/\//, 'webcal://'),
  );
  await expectNoAxeViolations(page);

  // A calendar app fetches it with no session at all.
  const feed = await page.request.get(url, { headers: { authorization: '' } });
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const ics = await feed.text();
  // The venue's zone rules travel with the feed (the bundled server finds the zone files).
  expect(ics).toMatch(/BEGIN:VTIMEZONE\r\nTZID:America\/Los_Angeles\r\n/);
  const events = eventsOf(ics);
  expect(events).toHaveLength(1);
  expect(events[0]!.summary).toBe(`Sky Subscriber v Ray Rival (Round 1) · ${name}`);
  // 9:00 AM at the venue, with its zone named.
  expect(events[0]!.dtstart).toBe('DTSTART;TZID=America/Los_Angeles:20300504T090000');

  // Revoked, the link answers 404.
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('Your calendar link has been turned off.')).toBeVisible();
  expect((await page.request.get(url)).status()).toBe(404);

  // The public page links the whole tournament's schedule.
  await page.goto(`/t/${tournamentId}`);
  const add = page.getByRole('link', { name: 'Add to calendar' });
  await expect(add).toHaveAttribute(
    'href',
    new RegExp(`^webcal://[^/]+/api/tournaments/${tournamentId}/calendar\\.ics$`),
  );
  const schedule = await page.request.get(
    (await add.getAttribute('href'))!.replace(/^webcal:/, 'http:'),
  );
  expect(schedule.status()).toBe(200);
  expect(eventsOf(await schedule.text()).map((e) => e.summary)).toEqual([
    `Sky Subscriber v Ray Rival (Round 1) · ${name}`,
  ]);
});
