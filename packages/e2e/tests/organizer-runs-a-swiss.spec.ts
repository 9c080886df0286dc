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
import { pairKey, pairingsIn, playMatch, readStandings, type Pairing } from '../support/match-play';

/** Strongest first: in every match the stronger side wins. */
const PLAYERS = ['Iris Ice', 'Jon Jam', 'Kai Kitchen', 'Lia Lob', 'Max Midcourt', 'Nia Net'];
const strength = (name: string) => PLAYERS.indexOf(name);
const ROUNDS = 3; // ceil(log2 6)

test('an organizer runs a 6-player swiss over 3 rounds, with no rematch, to the champion', async ({
  browser,
  request,
}) => {
  // Nine scores through the dialog: minutes on a busy machine.
  test.setTimeout(420_000);
  const organizer = await createVerifiedUser(request, {
    role: 'organizer',
    name: 'Olive Organizer',
  });
  const owner = await openAs(browser, organizer, '/app/tournaments');
  const id = await createTournamentThroughDialog(owner, {
    name: 'Swiss Saturday',
    format: 'Swiss',
    maxParticipants: 6,
  });
  await joinPlayers(request, id, PLAYERS);
  await owner.reload();
  await expect(owner.getByRole('tab', { name: 'Participants (6)' })).toBeVisible();
  await startTournament(owner, 'The first Swiss round for 6 players');

  // Each round: read the pairings off the matches tab, play them, draw the next round.
  await owner.getByRole('tab', { name: 'Matches' }).click();
  const tab = owner.getByRole('tabpanel');
  const played: Pairing[] = [];
  const wins = new Map(PLAYERS.map((name) => [name, 0]));
  for (let round = 1; round <= ROUNDS; round += 1) {
    const section = tab.getByRole('region', { name: `Round ${round}`, exact: true });
    await expect(section.getByRole('button', { name: /^Start Match: / })).toHaveCount(3);
    const pairings = await pairingsIn(section);
    // Everyone plays once a round (six players, no bye).
    expect(new Set(pairings.flat()).size).toBe(PLAYERS.length);
    if (round === 1) await expectNoAxeViolations(owner);
    for (const pairing of pairings) {
      const [winner, loser] = [...pairing].sort((a, b) => strength(a) - strength(b)) as Pairing;
      await playMatch(owner, winner, loser);
      wins.set(winner, wins.get(winner)! + 1);
    }
    played.push(...pairings);
    if (round < ROUNDS) await generateNextRound(owner, 'Next round generated successfully!');
  }

  // Nobody met the same opponent twice, and nothing is left to draw.
  expect(played).toHaveLength(9);
  expect(new Set(played.map(pairKey)).size).toBe(9);
  await expect(tab.getByRole('region', { name: /^Round \d+$/ })).toHaveCount(ROUNDS);
  await expect(tab.getByRole('button', { name: /^(Start Match|Update Score): / })).toHaveCount(0);
  await expect(owner.getByRole('button', { name: 'Generate Next Round' })).toHaveCount(0);

  // The standings: ordered by wins, ties split by Buchholz; the leader is the champion.
  await owner.getByRole('tab', { name: 'Bracket' }).click();
  const rows = await readStandings(owner.getByRole('table', { name: /^(Swiss )?standings$/i }));
  const table = rows.map((row) => [row['Name']!, Number(row['W'])] as const);
  expect(Object.fromEntries(table)).toEqual(Object.fromEntries(wins));
  const winColumn = table.map(([, won]) => won);
  expect(winColumn).toEqual([...winColumn].sort((a, b) => b - a));
  expect(rows.map((row) => row['Placed by'])).toContainEqual(
    expect.stringMatching(/ on Buchholz \(\d+ v \d+\)$/),
  );
  const champion = PLAYERS[0]!;
  expect(rows[0]?.['Name']).toBe(champion);
  expect(wins.get(champion)).toBe(ROUNDS);
  await expect(championBanner(owner)).toContainText(champion);
  // The header's status badge has moved on from Ongoing.
  await expect(owner.getByText('Ongoing', { exact: true })).toHaveCount(0);
  await expect(owner.getByText('Completed', { exact: true }).first()).toBeVisible();
  await expectNoAxeViolations(owner);
});
