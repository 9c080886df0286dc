import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Match } from '@courtside/shared/api/match';
import { answerBracket, openBracket } from '@/features/brackets/testing/bracket-render';
import { KIM, LEE, MAX, ROY, match, played } from '@/test/match-fixtures';

type Person = typeof KIM;
const WON: [number, number][] = [
  [11, 5],
  [11, 7],
];
/** `a` beat `b` in the match `key` of `stage`. */
const won = (a: Person, b: Person, stage: Match['stage'], key: string, round = 1, position = 1) =>
  played(a, b, WON, { stage, key, id: `m-${key}`, round, position });

/** A finished double elimination of 4: Kim wins the winners' bracket and the first grand final. */
const doubleElimination = (): Match[] => [
  won(KIM, ROY, 'winners', 'WB-R1-M1'),
  won(LEE, MAX, 'winners', 'WB-R1-M2', 1, 2),
  won(KIM, LEE, 'winners', 'WB-R2-M1', 2),
  won(ROY, MAX, 'losers', 'LB-R1-M1'),
  won(LEE, ROY, 'losers', 'LB-R2-M1', 2),
  won(KIM, LEE, 'grand-final', 'GF-M1'),
  match(null, null, {
    stage: 'grand-final',
    key: 'GF-M2',
    id: 'm-GF-M2',
    round: 2,
    status: 'cancelled',
  }),
];

describe('Bracket tab: double elimination and consolation', () => {
  it('marks a special result in the tree and in the round tables (W/O, RET: decision 024)', async () => {
    const [first, , , lossOne, ...rest] = doubleElimination();
    answerBracket([
      { ...first!, resultKind: 'walkover' },
      ...doubleElimination().slice(1, 3),
      { ...lossOne!, resultKind: 'retirement' },
      ...rest,
    ]);
    await openBracket({ format: 'double-elimination' });
    const tree = await screen.findByRole('region', { name: "Winners' bracket tree" });
    expect(within(tree).getByTitle(/^Walkover/)).toHaveTextContent('W/O');
    const losers = screen.getByRole('region', { name: "Losers' bracket" });
    expect(within(losers).getByTitle('Retirement')).toHaveTextContent('RET');
  });

  it("draws the winners' bracket as a tree, the losers' bracket below, then the grand final with a second match not needed", async () => {
    answerBracket(doubleElimination());
    await openBracket({ format: 'double-elimination' });
    const tree = await screen.findByRole('region', { name: "Winners' bracket tree" });
    expect(
      within(tree).getByRole('article', {
        name: 'Final: Kim Lobber 11-5, 11-7 Lee Volley, Kim Lobber won',
      }),
    ).toBeInTheDocument();
    // The winners' bracket sends its winner on; only the grand final names the champion.
    expect(within(tree).getByRole('heading', { name: 'To the grand final' })).toBeInTheDocument();
    expect(screen.getAllByText(/^Champion: /).map((p) => p.textContent)).toEqual([
      ' Champion: Kim Lobber',
    ]);

    const losers = screen.getByRole('region', { name: "Losers' bracket" });
    expect(
      within(losers)
        .getAllByRole('table')
        .map((t) => t.querySelector('caption')!.textContent),
    ).toEqual(["Losers' Round 1", "Losers' Final"]);

    const final = screen.getByRole('region', { name: 'Grand final' });
    const second = within(final).getByRole('table', { name: 'Grand Final, if necessary' });
    expect(within(second).getByText('Not needed')).toBeInTheDocument();
    expect(within(final).getByRole('table', { name: 'Grand Final' })).toHaveTextContent(
      'Kim Lobber (winner)',
    );
  });

  it('draws the knockout with its champion and the consolation bracket with the bronze', async () => {
    answerBracket([
      won(KIM, ROY, 'knockout', 'KO-R1-M1'),
      won(LEE, MAX, 'knockout', 'KO-R1-M2', 1, 2),
      won(KIM, LEE, 'knockout', 'KO-R2-M1', 2),
      won(ROY, MAX, 'consolation', 'CO-R1-M1'),
    ]);
    await openBracket({ format: 'consolation' });
    expect(await screen.findByRole('region', { name: 'Bracket tree' })).toBeInTheDocument();
    expect(screen.getByText('Champion: Kim Lobber')).toBeInTheDocument();
    const consolation = screen.getByRole('region', { name: 'Consolation bracket' });
    expect(within(consolation).getByText('Bronze: Roy Drop')).toBeInTheDocument();
    expect(
      within(consolation).getByRole('table', { name: 'Consolation Final (bronze)' }),
    ).toHaveTextContent('Roy Drop (winner)');
  });
});
