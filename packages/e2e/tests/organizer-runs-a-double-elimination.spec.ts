import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';
import { createVerifiedUser } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { joinPlayers, openAs, tokenOf } from '../support/competition';

interface ApiMatch {
  id: string;
  key: string;
  stage: string;
  round: number;
  status: string;
  version: number;
  player1Id: string | null;
  player2Id: string | null;
  winner: string | null;
  resultKind: string | null;
}

const NAMES = ['Ava Apex', 'Bo Bounce', 'Cy Crosscourt', 'Di Drop', 'Eli Erne', 'Fay Flick'];
const NAMES_8 = [...NAMES, 'Gus Groundstroke', 'Hal Half-volley'];

/**
 * Plays every match that is ready through the API: side 1 wins, except the first grand final,
 * which the losers' bracket winner (side 2) takes, so the "if necessary" match is played; and
 * the first losers' match, which ends with side 2 retiring at 2-6 in the first game.
 */
async function playToTheEnd(request: APIRequestContext, token: string, id: string) {
  const headers = { authorization: `Bearer ${token}` };
  let hasRetired = false;
  for (let pass = 0; pass < 20; pass += 1) {
    const listed = await request.get(`/api/matches/tournament/${id}`, { headers });
    const ready = ((await listed.json()) as { data: ApiMatch[] }).data.filter(
      (m) => m.status === 'scheduled' && m.player1Id && m.player2Id,
    );
    if (ready.length === 0) return;
    for (const m of ready) {
      if (!hasRetired && m.stage === 'losers') {
        hasRetired = true;
        const retired = await request.post(`/api/matches/${m.id}/special-result`, {
          headers,
          data: { kind: 'retirement', winner: m.player1Id, games: { player1: [6], player2: [2] } },
        });
        expect(retired.status()).toBe(200);
        continue;
      }
      const isFirstGrandFinal = m.stage === 'grand-final' && m.round === 1;
      const scored = await request.put(`/api/matches/${m.id}/score`, {
        headers,
        data: {
          score: isFirstGrandFinal
            ? { player1: [5, 7], player2: [11, 11] }
            : { player1: [11, 11], player2: [5, 7] },
          version: m.version,
        },
      });
      expect(scored.status()).toBe(200);
    }
  }
  throw new Error('the double elimination did not finish in 20 passes');
}

test('an organizer runs a double elimination of 8 to the grand final reset, with a retirement', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const organizer = await createVerifiedUser(request, { role: 'organizer', name: 'Dora Desk' });
  const token = await tokenOf(request, organizer);
  const created = await request.post('/api/tournaments', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name: 'Double Trouble Open',
      category: 'men',
      type: 'singles',
      format: 'double-elimination',
      startDate: '2027-05-01',
      location: 'Riverside Courts, Denver',
      maxParticipants: 8,
    },
  });
  expect(created.status()).toBe(201);
  const { id } = ((await created.json()) as { data: { id: string } }).data;
  await joinPlayers(request, id, NAMES_8);

  const owner = await openAs(browser, organizer, `/app/tournaments/${id}`);
  await owner.getByRole('button', { name: 'Start Tournament' }).click();
  await owner
    .getByRole('dialog', { name: 'Start Tournament?' })
    .getByRole('button', { name: 'Start Tournament' })
    .click();
  await expect(
    owner.getByText('Tournament started successfully! Bracket has been generated.'),
  ).toBeVisible();
  // The matches decide the champion: no Set Winner.
  await expect(owner.getByRole('button', { name: 'Set Winner' })).toHaveCount(0);

  await playToTheEnd(request, token, id);
  const listed = await request.get(`/api/matches/tournament/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const all = ((await listed.json()) as { data: ApiMatch[] }).data;
  // 2n - 1 matches: the grand final was played twice.
  expect(all.filter((m) => m.status === 'completed')).toHaveLength(15);
  const reset = all.find((m) => m.stage === 'grand-final' && m.round === 2)!;
  expect(reset.status).toBe('completed');
  expect(all.filter((m) => m.resultKind === 'retirement')).toHaveLength(1);

  await owner.reload();
  await owner.getByRole('tab', { name: 'Bracket' }).click();
  await expect(owner.getByRole('heading', { name: "Winners' bracket" })).toBeVisible();
  await expect(owner.getByRole('heading', { name: "Losers' bracket" })).toBeVisible();
  await expect(owner.getByRole('heading', { name: 'Grand final', exact: true })).toBeVisible();
  await expect(owner.getByText('Grand Final, if necessary')).toBeVisible();
  await expectNoAxeViolations(owner);
  // SCREENSHOT_DIR keeps the bracket at phone and desktop sizes, to look at.
  for (const width of process.env.SCREENSHOT_DIR ? [390, 1280] : []) {
    await owner.setViewportSize({ width, height: 900 });
    await owner.screenshot({
      path: `${process.env.SCREENSHOT_DIR}/double-elimination-${width}.png`,
      fullPage: true,
    });
  }

  await owner.getByRole('tab', { name: 'Matches' }).click();
  await expect(owner.getByText('RET').first()).toBeVisible();
  await expectNoAxeViolations(owner);

  // The tournament is completed with the champion its last grand final decided.
  const detail = await request.get(`/api/tournaments/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const tournament = ((await detail.json()) as { data: { status: string; winnerName: string } })
    .data;
  expect(tournament.status).toBe('completed');
  expect(NAMES_8).toContain(tournament.winnerName);
  await owner.close();
});
