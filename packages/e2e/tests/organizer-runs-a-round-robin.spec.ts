import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { createVerifiedUser } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import {
  championBanner,
  createTournamentThroughDialog,
  generateNextRound,
  joinPlayers,
  openAs,
  startTournament,
} from '../support/competition';
import { matchButtonName, pairingsIn, playMatch, readStandings } from '../support/match-play';

/** Strongest first: in every match the stronger side wins, but for one upset per group. */
const PLAYERS = [
  'Ava Apex',
  'Blake Baseline',
  'Cora Crosscourt',
  'Dex Dinkmaster',
  'Eli Erne',
  'Fay Fault',
  'Gus Groundstroke',
  'Hana Hotshot',
];
const strength = (name: string) => PLAYERS.indexOf(name);
const byStrength = (names: Iterable<string>) =>
  [...names].sort((a, b) => strength(a) - strength(b));

/**
 * Within a group (strongest s1 to weakest s4) the stronger side wins, except
 * that s4 beats s1. That leaves s1 and s2 on 2 wins, s3 and s4 on 1, and each
 * tie broken by head-to-head: s1 over s2, s3 over s4.
 */
function groupWinner([a, b]: [string, string], group: readonly string[]): [string, string] {
  const [stronger, weaker] = byStrength([a, b]) as [string, string];
  const isUpset = stronger === group[0] && weaker === group[3];
  return isUpset ? [weaker, stronger] : [stronger, weaker];
}

/** The entrants of a group, from the matches listed under its rounds' headings. */
async function groupOf(tab: Locator, label: string): Promise<string[]> {
  const rounds = tab.getByRole('region', { name: new RegExp(`^Group ${label} · Round \\d+$`) });
  await expect(rounds).toHaveCount(3);
  const names = new Set<string>();
  for (const round of await rounds.all()) {
    const pairings = await pairingsIn(round);
    expect(pairings).toHaveLength(2);
    for (const pairing of pairings) pairing.forEach((name) => names.add(name));
  }
  return byStrength(names);
}

async function playGroup(page: Page, tab: Locator, group: readonly string[], label: string) {
  const rounds = tab.getByRole('region', { name: new RegExp(`^Group ${label} · Round \\d+$`) });
  for (const round of await rounds.all()) {
    for (const pairing of await pairingsIn(round)) {
      await playMatch(page, ...groupWinner(pairing, group));
    }
  }
}

test('an organizer runs a round robin of 8 in 2 groups, then its knockout, to the champion', async ({
  browser,
  request,
}) => {
  // Sixteen scores through the dialog: minutes on a busy machine.
  test.setTimeout(600_000);
  const organizer = await createVerifiedUser(request, {
    role: 'organizer',
    name: 'Olive Organizer',
  });
  const owner = await openAs(browser, organizer, '/app/tournaments');

  // The organizer sets up two groups of four, the top two of each going through.
  const id = await createTournamentThroughDialog(owner, {
    name: 'Group Stage Classic',
    format: 'Round Robin',
    maxParticipants: 8,
    groups: { count: 2, advanceCount: 2 },
  });
  await joinPlayers(request, id, PLAYERS);
  await owner.reload();
  await expect(owner.getByRole('tab', { name: 'Participants (8)' })).toBeVisible();
  await startTournament(owner, 'Round-robin matches in 2 groups for 8 players');

  // The matches tab: every group plays three rounds of two matches.
  await owner.getByRole('tab', { name: 'Matches' }).click();
  const tab = owner.getByRole('tabpanel');
  const groupA = await groupOf(tab, 'A');
  const groupB = await groupOf(tab, 'B');
  expect(byStrength([...groupA, ...groupB])).toEqual(PLAYERS);
  await expect(tab.getByRole('button', { name: /^Start Match: / })).toHaveCount(12);
  await expectNoAxeViolations(owner);

  // Group A is played; the knockout cannot be drawn while group B is still playing.
  await playGroup(owner, tab, groupA, 'A');
  await generateNextRound(
    owner,
    'Failed to generate next round. Make sure current round is complete.',
  );
  await expect(tab.getByRole('region', { name: 'Semifinals', exact: true })).toHaveCount(0);
  await playGroup(owner, tab, groupB, 'B');
  await expect(tab.getByRole('button', { name: /^Start Match: / })).toHaveCount(0);

  // The bracket tab: both tables, each place with the tie-break that decided it.
  await owner.getByRole('tab', { name: 'Bracket' }).click();
  for (const [label, group] of [
    ['A', groupA],
    ['B', groupB],
  ] as const) {
    const [s1, s2, s3, s4] = group;
    const rows = await readStandings(
      owner.getByRole('table', { name: new RegExp(`^Group ${label}( standings)?$`) }),
    );
    expect(rows.map((row) => [row['Name'], row['W'], row['Placed by']])).toEqual([
      [s1, '2', `ahead of ${s2} on head-to-head`],
      [s2, '2', `ahead of ${s3} on matches won (2 v 1)`],
      [s3, '1', `ahead of ${s4} on head-to-head`],
      [s4, '1', `behind ${s3} on head-to-head`],
    ]);
  }
  await expectNoAxeViolations(owner);

  // The knockout stage keeps the group winners apart: A1 v B2 and B1 v A2.
  await owner.getByRole('tab', { name: 'Matches' }).click();
  await generateNextRound(owner, 'Next round generated successfully!');
  const [a1, a2] = groupA as [string, string];
  const [b1, b2] = groupB as [string, string];
  const semis = tab.getByRole('region', { name: 'Semifinals', exact: true });
  await expect(semis.getByRole('button', { name: /^Start Match: / })).toHaveCount(2);
  await expect(
    semis.getByRole('button', { name: matchButtonName('Start Match', a1, b2) }),
  ).toBeVisible();
  await expect(
    semis.getByRole('button', { name: matchButtonName('Start Match', b1, a2) }),
  ).toBeVisible();
  await expect(tab.getByRole('region', { name: 'Final', exact: true })).toBeVisible();
  await expect(tab.getByRole('region', { name: 'Third-place match', exact: true })).toBeVisible();
  await expectNoAxeViolations(owner);

  // The stronger side wins every knockout match: semifinals, the final, third place.
  const [winner1, loser1] = byStrength([a1, b2]) as [string, string];
  const [winner2, loser2] = byStrength([b1, a2]) as [string, string];
  await playMatch(owner, winner1, loser1);
  await playMatch(owner, winner2, loser2);
  const [champion, runnerUp] = byStrength([winner1, winner2]) as [string, string];
  const [third, fourth] = byStrength([loser1, loser2]) as [string, string];
  await playMatch(owner, champion, runnerUp);
  await playMatch(owner, third, fourth);
  await expect(tab.getByRole('button', { name: /^(Start Match|Update Score): / })).toHaveCount(0);

  // Every match is played: the tournament is completed and its champion named.
  await owner.getByRole('tab', { name: 'Bracket' }).click();
  await expect(owner.getByText(`Champion: ${champion}`)).toBeVisible();
  await expect(championBanner(owner)).toContainText(champion);
  // The header's status badge has moved on from Ongoing.
  await expect(owner.getByText('Ongoing', { exact: true })).toHaveCount(0);
  await expect(owner.getByText('Completed', { exact: true }).first()).toBeVisible();
  await expectNoAxeViolations(owner);
});
