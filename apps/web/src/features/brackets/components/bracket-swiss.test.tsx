import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { swissRounds } from '@/features/brackets/testing/bracket-fixtures';
import { answerBracket, openBracket } from '@/features/brackets/testing/bracket-render';

describe('Bracket tab: swiss', () => {
  it('shows the Swiss standings with the Buchholz reasons, and each round with its bye', async () => {
    const { matches, standings } = swissRounds();
    answerBracket(matches, standings);
    await openBracket({ format: 'swiss' });
    const table = await screen.findByRole('table', { name: 'Swiss standings' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      '#NamePWL+/-Placed by',
      '1Kim Lobber220+12ahead of Ava on Buchholz (1 v 0)',
      '2Ava Serve120+6ahead of Lee on matches won (2 v 1)',
      '3Lee Volley2110ahead of Roy on Buchholz (3 v 1)',
      '4Roy Drop111-6ahead of Max on matches won (1 v 0)',
      '5Max Spin202-12behind Roy on matches won (1 v 0)',
    ]);
    const round1 = screen.getByRole('table', { name: 'Round 1' });
    expect(
      within(round1)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual([
      '1Kim Lobber (winner) v Max Spin11-7, 11-9Completed',
      '2Lee Volley (winner) v Roy Drop11-7, 11-9Completed',
      'ByeAva Serve has a bye',
    ]);
    expect(
      within(screen.getByRole('table', { name: 'Round 2' })).getByRole('row', {
        name: 'Bye Roy Drop has a bye',
      }),
    ).toBeInTheDocument();
  });
});
