import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { createVerifiedUser } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import {
  championBanner,
  createTournamentThroughDialog,
  joinPlayers,
  openAs,
  startTournament,
  tokenOf,
} from '../support/competition';
import {
  addScoreKeeper,
  correctScore,
  matchCard,
  openMatchManagement,
  startWithOneGame,
  submitSchedule,
  type Sides,
} from '../support/knockout-match-admin';
import { matchButtonName, pairingsIn, playMatch, type Pairing } from '../support/match-play';

interface ApiMatch {
  id: string;
  stage: string;
  round: number;
  position: number;
  player1: { name: string } | null;
  player2: { name: string } | null;
}

// Match times are typed and read in UTC, the zone the server's clash messages speak.
test.use({ timezoneId: 'UTC' });

/** Set SCREENSHOT_DIR to keep screenshots of the competition screens at phone and desktop sizes. */
const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR;

async function shoot(page: Page, name: string) {
  if (!SCREENSHOT_DIR) return;
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    // The tab's content at the top of the screen, not the header above it.
    await page
      .getByRole('tabpanel')
      .evaluate((panel) => panel.scrollIntoView({ block: 'start' }))
      .catch(() => undefined);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}-${width}x${height}.png` });
  }
}

/**
 * The bracket's final read aloud, the champion its winner with `games` (a
 * pattern) in it: "Final: Amy Ace 11-5, 11-7 Ben Baseline, Amy Ace won", or the
 * earlier "Final, match 1: Amy Ace v Ben Baseline, Amy Ace won 11-5 11-7".
 */
const finalCardName = (champion: string, games: string) =>
  new RegExp(`^Final(?:, match 1)?: (?=.*${games}).*, ${champion} won(?: ${games})?$`);

/** Enters side 1 winning 11-5 11-7 in the open score dialog, and saves. */
async function enterStraightGames(page: Page, dialog: Locator) {
  const inputs = dialog.getByRole('spinbutton');
  await expect(inputs).toHaveCount(4);
  for (const [i, points] of ['11', '5', '11', '7'].entries()) await inputs.nth(i).fill(points);
  await expect(dialog.getByText(/wins the match 2-0/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Save Score' }).click();
  await expect(page.getByText('Score updated successfully!').first()).toBeVisible();
  await expect(dialog).toHaveCount(0);
}

test('an organizer runs a singles knockout of 4 from the start to the champion', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const organizer = await createVerifiedUser(request, {
    role: 'organizer',
    name: 'Olive Organizer',
  });
  const players = await Promise.all(
    ['Amy Ace', 'Ben Baseline', 'Cleo Court', 'Dev Dinker'].map((name) =>
      createVerifiedUser(request, { name }),
    ),
  );
  const ownerToken = await tokenOf(request, organizer);
  const created = await request.post('/api/tournaments', {
    headers: { authorization: `Bearer ${ownerToken}` },
    data: {
      name: 'Knockout Night',
      category: 'men',
      type: 'singles',
      format: 'knockout',
      startDate: '2027-05-01',
      location: 'Riverside Courts, Denver',
      maxParticipants: 4,
    },
  });
  expect(created.status()).toBe(201);
  const { id } = ((await created.json()) as { data: { id: string } }).data;
  for (const player of players) {
    const joined = await request.post(`/api/tournaments/${id}/join`, {
      headers: { authorization: `Bearer ${await tokenOf(request, player)}` },
    });
    expect(joined.status()).toBe(200);
  }

  // The organizer starts it after reading what will be generated.
  const owner = await openAs(browser, organizer, `/app/tournaments/${id}`);
  await owner.getByRole('button', { name: 'Start Tournament' }).click();
  const confirm = owner.getByRole('dialog', { name: 'Start Tournament?' });
  await expect(confirm).toContainText(
    'A knockout bracket for 4 players will be generated and registration will close. This cannot be undone.',
  );
  await confirm.getByRole('button', { name: 'Start Tournament' }).click();
  await expect(
    owner.getByText('Tournament started successfully! Bracket has been generated.'),
  ).toBeVisible();
  await expect(owner.getByRole('button', { name: 'Start Tournament' })).toHaveCount(0);

  const listed = await request.get(`/api/matches/tournament/${id}`, {
    headers: { authorization: `Bearer ${ownerToken}` },
  });
  const matches = ((await listed.json()) as { data: ApiMatch[] }).data;
  const semis = matches.filter((m) => m.stage === 'knockout' && m.round === 1);
  expect(semis).toHaveLength(2);
  const [semi1, semi2] = semis.sort((a, b) => a.position - b.position) as [ApiMatch, ApiMatch];

  // The matches tab: two semifinals to start, the final and bronze waiting.
  await owner.getByRole('tab', { name: 'Matches' }).click();
  await expect(owner.getByRole('heading', { name: 'Semifinals' })).toBeVisible();
  await expect(owner.getByRole('heading', { name: 'Final', exact: true })).toBeVisible();
  await expect(owner.getByRole('heading', { name: 'Third-place match' })).toBeVisible();
  await expect(owner.getByRole('button', { name: /^Start Match: / })).toHaveCount(2);
  await expectNoAxeViolations(owner);
  await shoot(owner, 'matches-tab');

  // A player enters the score of their own semifinal; they see no button on the other.
  const home = semi1.player1!.name;
  const homeAccount = players.find((p) => p.name === home)!;
  const playerPage = await openAs(browser, homeAccount, `/app/tournaments/${id}`);
  await playerPage.getByRole('tab', { name: 'Matches' }).click();
  await expect(playerPage.getByRole('button', { name: /^Start Match: / })).toHaveCount(1);
  await playerPage.getByRole('button', { name: /^Start Match: / }).click();
  const playerDialog = playerPage.getByRole('dialog', { name: 'Update Match Score' });
  await enterStraightGames(playerPage, playerDialog);
  await expect(playerPage.getByText(`Winner: ${home}`)).toBeVisible();

  // The organizer enters the other semifinal, then the final and the bronze match.
  await owner.reload();
  await owner.getByRole('tab', { name: 'Matches' }).click();
  await owner
    .getByRole('button', { name: `Start Match: ${semi2.player1!.name} v ${semi2.player2!.name}` })
    .click();
  const dialog = owner.getByRole('dialog', { name: 'Update Match Score' });
  await dialog.getByRole('spinbutton').nth(0).fill('15');
  await dialog.getByRole('spinbutton').nth(1).fill('3');
  await expect(dialog.getByText(/is not a possible final score of a game to 11/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save Score' })).toBeDisabled();
  await shoot(owner, 'score-dialog');
  await owner.setViewportSize({ width: 1280, height: 720 });
  await dialog.getByRole('spinbutton').nth(0).fill('11');
  await enterStraightGames(owner, dialog);
  const champion = home;
  await owner
    .getByRole('button', { name: `Start Match: ${home} v ${semi2.player1!.name}` })
    .click();
  await enterStraightGames(owner, dialog);
  await owner
    .getByRole('button', { name: `Start Match: ${semi1.player2!.name} v ${semi2.player2!.name}` })
    .click();
  await enterStraightGames(owner, dialog);
  await expect(owner.getByRole('button', { name: /^(Start Match|Update Score): / })).toHaveCount(0);

  // The bracket: every match done, the champion named and highlighted.
  await owner.reload();
  await expect(owner.getByText('Completed', { exact: true }).first()).toBeVisible();
  await owner.getByRole('tab', { name: 'Bracket' }).click();
  await expect(owner.getByText(`Champion: ${champion}`)).toBeVisible();
  await expect(
    owner.getByRole('article', {
      name: finalCardName(champion, '11-5,? 11-7'),
    }),
  ).toBeVisible();
  await expect(owner.getByRole('progressbar', { name: 'Tournament progress' })).toHaveAttribute(
    'aria-valuenow',
    '4',
  );
  await expectNoAxeViolations(owner);
  await shoot(owner, 'bracket-tab');
});

/** Strongest first: in every match as finally recorded, the stronger side wins. */
const EIGHT = [
  'Ava Overhead',
  'Bo Backhand',
  'Cy Crosscourt',
  'Di Dropshot',
  'Ed Erne',
  'Flo Forehand',
  'Gil Groundstroke',
  'Hal Halfvolley',
];
/** The pairing as [stronger, weaker]. */
const byStrength = (pairing: Pairing) =>
  [...pairing].sort((a, b) => EIGHT.indexOf(a) - EIGHT.indexOf(b)) as Pairing;

test('an organizer runs a knockout of 8 with a score keeper, a correction and a reschedule, to the champion', async ({
  browser,
  request,
}) => {
  // Three people, ten score entries, a correction and two schedule edits through the UI:
  // several minutes on a busy machine.
  test.setTimeout(600_000);
  const organizer = await createVerifiedUser(request, {
    role: 'organizer',
    name: 'Olive Organizer',
  });
  const keeper = await createVerifiedUser(request, { name: 'Sam Scorekeeper' });
  // Times as the organizer types them (the browser here runs in UTC), in 24-hour form.
  const signIn = await request.post('/api/auth/login', { data: organizer });
  const { user, token } = (
    (await signIn.json()) as { data: { user: { id: string }; token: string } }
  ).data;
  const settings = await request.put(`/api/users/${user.id}/settings`, {
    headers: { authorization: `Bearer ${token}` },
    data: { preferences: { timezone: 'UTC', timeFormat: '24h' } },
  });
  expect(settings.status()).toBe(200);
  const owner = await openAs(browser, organizer, '/app/tournaments');
  const id = await createTournamentThroughDialog(owner, {
    name: 'Knockout Eight',
    format: 'Knockout',
    maxParticipants: 8,
  });
  const players = await joinPlayers(request, id, EIGHT);
  const accountOf = (name: string) => players.find((p) => p.name === name)!;
  await owner.reload();
  await expect(owner.getByRole('tab', { name: 'Participants (8)' })).toBeVisible();
  await startTournament(owner, 'A knockout bracket for 8 players');

  // The matches tab: four quarterfinals to play, the later rounds waiting for them.
  await owner.getByRole('tab', { name: 'Matches' }).click();
  const tab = owner.getByRole('tabpanel');
  const quarters = tab.getByRole('region', { name: 'Quarterfinals' });
  const semis = tab.getByRole('region', { name: 'Semifinals' });
  await expect(quarters.getByRole('button', { name: /^Start Match: / })).toHaveCount(4);
  await expect(semis.getByRole('listitem')).toHaveCount(2);
  await expect(semis.getByRole('button', { name: /^Start Match: / })).toHaveCount(0);
  await expect(tab.getByRole('region', { name: 'Final', exact: true })).toBeVisible();
  await expect(tab.getByRole('region', { name: 'Third-place match' })).toBeVisible();
  const [qf1, qf2, qf3, qf4] = (await pairingsIn(quarters)) as [Pairing, Pairing, Pairing, Pairing];
  expect(new Set([qf1, qf2, qf3, qf4].flat()).size).toBe(8);

  // The organizer makes Sam the score keeper of the first quarterfinal.
  await addScoreKeeper(owner, qf1, keeper);

  // Sam, in a browser of their own, can score that match only (and manage nothing).
  // They start it, then finish it with Update Score, but record the wrong winner.
  const [strong1, weak1] = byStrength(qf1);
  const keeperPage = await openAs(browser, keeper, `/app/tournaments/${id}`);
  await keeperPage.getByRole('tab', { name: 'Matches' }).click();
  await expect(keeperPage.getByRole('button', { name: /^Start Match: / })).toHaveCount(1);
  await expect(keeperPage.getByRole('button', { name: /^(Manage|Correct Score): / })).toHaveCount(
    0,
  );
  await startWithOneGame(keeperPage, weak1, strong1, [11, 9]);
  await expect(matchCard(keeperPage.getByRole('tabpanel'), weak1, strong1)).toContainText(
    'In Progress',
  );
  await playMatch(keeperPage, weak1, strong1, [
    [11, 9],
    [11, 8],
  ]);
  await expect(keeperPage.getByText(`Winner: ${weak1}`)).toBeVisible();
  await keeperPage.context().close();

  // A player of the second quarterfinal enters their own match (the only one they may
  // score); winning it, they may score their semifinal next, against Sam's recorded winner.
  const [strong2, weak2] = byStrength(qf2);
  const playerPage = await openAs(browser, accountOf(strong2), `/app/tournaments/${id}`);
  await playerPage.getByRole('tab', { name: 'Matches' }).click();
  await expect(playerPage.getByRole('button', { name: /^Start Match: / })).toHaveCount(1);
  await playMatch(playerPage, strong2, weak2);
  await expect(playerPage.getByText(`Winner: ${strong2}`)).toBeVisible();
  await expect(
    playerPage.getByRole('button', { name: /^(Start Match|Update Score): / }),
  ).toHaveCount(1);
  await expect(
    playerPage.getByRole('button', { name: matchButtonName('Start Match', strong2, weak1) }),
  ).toBeVisible();
  await playerPage.context().close();

  // The organizer sees both results, plays the other two quarterfinals and starts a semifinal.
  await owner.reload();
  await owner.getByRole('tab', { name: 'Matches' }).click();
  await expect(matchCard(quarters, ...qf1)).toContainText(`Winner: ${weak1}`);
  await expect(matchCard(quarters, ...qf2)).toContainText(`Winner: ${strong2}`);
  await playMatch(owner, ...byStrength(qf3));
  await playMatch(owner, ...byStrength(qf4));
  await expect(semis.getByRole('button', { name: /^Start Match: / })).toHaveCount(2);
  const semiPairs = await pairingsIn(semis);
  const sfA = semiPairs.find((pair) => pair.includes(weak1)) as Sides;
  const sfB = semiPairs.find((pair) => !pair.includes(weak1)) as Sides;
  expect(sfA).toContain(strong2);
  await startWithOneGame(owner, strong2, weak1);

  // Correct Score: the first quarterfinal was Sam's mistake. The semifinal it fed has
  // started, so the server asks before resetting it; the bracket then re-advances.
  await correctScore(
    owner,
    strong1,
    weak1,
    [
      [11, 9],
      [11, 8],
    ],
    `Changing the winner resets Round 2: ${sfA[0]} v ${sfA[1]}, which has already started. Confirm to reset it.`,
  );
  await expect(matchCard(quarters, ...qf1)).toContainText(`Winner: ${strong1}`);
  const newSfA = sfA.map((name) => (name === weak1 ? strong1 : name)) as [string, string];
  await expect(semis).not.toContainText(weak1);
  await expect(
    semis.getByRole('button', { name: `Start Match: ${newSfA[0]} v ${newSfA[1]}` }),
  ).toBeVisible();
  await expect(matchCard(semis, ...newSfA)).toContainText('Scheduled');

  // View Details lists the correction: who, the score before and after, what it reset.
  await owner.getByRole('button', { name: matchButtonName('View Details', ...qf1) }).click();
  const details = owner.getByRole('dialog', { name: 'Match Details' });
  await expect(
    details.getByRole('list', { name: 'Sides' }).getByRole('listitem').filter({ hasText: strong1 }),
  ).toContainText('(winner)');
  const corrections = details.getByRole('region', { name: 'Corrections' });
  await expect(corrections.getByRole('listitem')).toHaveCount(1);
  const keeperEntry = weak1 === qf1[0] ? '11-9 11-8' : '9-11 8-11';
  const corrected = weak1 === qf1[0] ? '9-11 8-11' : '11-9 11-8';
  const correction = corrections.getByRole('listitem');
  await expect(correction).toContainText('Olive Organizer on ');
  await expect(correction).toContainText(
    new RegExp(`${keeperEntry}\\s*→\\s*changed to\\s*${corrected}`),
  );
  await expect(correction).toContainText('Winner changed');
  await expect(correction).toContainText(`Reset: Semifinals: ${newSfA[0]} v ${newSfA[1]}`);
  await expectNoAxeViolations(owner);
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(details).toHaveCount(0);

  // Edit Schedule: the other semifinal moves to a free slot the next morning.
  let management = await openMatchManagement(owner, ...sfB);
  await expect(management).toContainText(`Semifinals: ${sfB[0]} v ${sfB[1]}`);
  let edit = await submitSchedule(management, '2027-05-02T10:00', 'Court 1');
  await expect(owner.getByText('Match schedule updated successfully!').first()).toBeVisible();
  await expect(edit).toHaveCount(0);
  await expect(management).toContainText('05/02/2027 · 10:00 UTC');
  await expect(management).toContainText('Court 1');
  await management.getByRole('button', { name: 'Close' }).click();
  await expect(matchCard(semis, ...sfB)).toContainText('Court 1');
  await expect(matchCard(semis, ...sfB)).toContainText('05/02/2027 · 10:00 UTC');

  // A slot on that court half an hour later clashes: the server's reason stays in the dialog.
  management = await openMatchManagement(owner, ...newSfA);
  edit = await submitSchedule(management, '2027-05-02T10:30', 'Court 1');
  // The clash names the venue's time (decision 017).
  await expect(edit.getByRole('alert')).toHaveText(
    new RegExp(`^Court 1 already hosts Round 2: ${sfB[0]} v ${sfB[1]} at 10:00( AM)? UTC$`),
  );
  await expectNoAxeViolations(owner);
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toHaveCount(0);
  await expect(management).not.toContainText('05/02/2027 · 10:30');
  await management.getByRole('button', { name: 'Close' }).click();
  await expect(management).toHaveCount(0);

  // The organizer plays the semifinals, then the final and the third-place match.
  await playMatch(owner, ...byStrength([...newSfA]));
  await playMatch(owner, ...byStrength([...sfB]));
  const [final] = await pairingsIn(tab.getByRole('region', { name: 'Final', exact: true }));
  const [bronze] = await pairingsIn(tab.getByRole('region', { name: 'Third-place match' }));
  const champion = EIGHT[0]!;
  expect(final).toContain(champion);
  await playMatch(owner, ...byStrength(final!));
  await playMatch(owner, ...byStrength(bronze!));
  await expect(tab.getByRole('button', { name: /^(Start Match|Update Score): / })).toHaveCount(0);

  // Completed: the champion in the header and the bracket, no result left to correct.
  await owner.reload();
  await expect(owner.getByText('Completed', { exact: true }).first()).toBeVisible();
  await expect(championBanner(owner)).toContainText(champion);
  await owner.getByRole('tab', { name: 'Matches' }).click();
  await expect(quarters.getByRole('listitem')).toHaveCount(4);
  await expect(owner.getByRole('button', { name: /^Correct Score: / })).toHaveCount(0);
  await owner.getByRole('tab', { name: 'Bracket' }).click();
  await expect(owner.getByText(`Champion: ${champion}`)).toBeVisible();
  await expect(
    owner.getByRole('article', {
      // Games are read from side 1's point of view; the champion may be either side.
      name: finalCardName(champion, '(11-5,? 11-7|5-11,? 7-11)'),
    }),
  ).toBeVisible();
  await expect(owner.getByRole('progressbar', { name: 'Tournament progress' })).toHaveAttribute(
    'aria-valuenow',
    '8',
  );
});
