import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { roundRobinGroups } from '@/features/brackets/testing/bracket-fixtures';
import { answerBracket, openBracket } from '@/features/brackets/testing/bracket-render';
import { KIM, LEE, match } from '@/test/match-fixtures';

/**
 * The round tables inside `scope`: caption and the text of each match row.
 * (Plain DOM queries: role queries over a page this size are slow.)
 */
const roundTables = (scope: HTMLElement) =>
  Array.from(scope.querySelectorAll('table'))
    .filter((t) => / · Round \d$/.test(t.caption!.textContent!))
    .map((t) => ({
      title: t.caption!.textContent,
      rows: Array.from(t.tBodies[0]!.rows).map((r) => r.textContent),
    }));

const rowsOf = (table: HTMLElement) =>
  Array.from(table.querySelectorAll('tr')).map((r) => r.textContent);

describe('Bracket tab: round robin', () => {
  it('shows each group with its standings and their tie-break reasons', async () => {
    const { matches, standings } = roundRobinGroups();
    answerBracket(matches, standings);
    await openBracket({ format: 'round-robin', numGroups: 2 });
    const groupA = await screen.findByRole('region', { name: 'Group A' });
    const table = within(groupA).getByRole('table', { name: 'Group A standings' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'Kim Lobber',
      'Lee Volley',
      'Max Spin',
    ]);
    expect(rows[0]).toHaveTextContent('ahead of Lee on matches won (2 v 0)');
    expect(rows[0]).toHaveTextContent('+12');
    expect(rows[1]).toHaveTextContent('ahead of Max on rating (3.9 v 3.7)');
    const groupB = screen.getByRole('region', { name: 'Group B' });
    expect(
      within(within(groupB).getByRole('table', { name: 'Group B standings' })).getByRole('row', {
        name: /Roy Drop/,
      }),
    ).toHaveTextContent('ahead of Ava on head-to-head');
  });

  it("filters a group's matches to the player clicked in the summary, and back", async () => {
    const { matches, standings } = roundRobinGroups();
    answerBracket(matches, standings);
    const { user } = await openBracket({ format: 'round-robin', numGroups: 2 });
    const groupB = await screen.findByRole('region', { name: 'Group B' });
    const summary = within(groupB).getByRole('table', { name: 'Group B players' });
    expect(rowsOf(summary)).toEqual([
      'PlayerPlayedWonLost+/-Left',
      'Roy Drop110+61',
      'Ava Serve21100',
      'Bo Kitchen101-61',
    ]);
    expect(roundTables(groupB).map((t) => t.title)).toEqual([
      'Group B · Round 1',
      'Group B · Round 2',
      'Group B · Round 3',
    ]);
    expect(within(groupB).getByRole('status')).toHaveTextContent('All 3 matches');

    await user.click(within(summary).getByRole('button', { name: 'Ava Serve' }));
    expect(within(summary).getByRole('button', { name: 'Ava Serve' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(groupB).getByRole('status')).toHaveTextContent('2 matches of Ava Serve');
    expect(roundTables(groupB)).toEqual([
      { title: 'Group B · Round 1', rows: ['1Roy Drop (winner) v Ava Serve11-7, 11-9Completed'] },
      { title: 'Group B · Round 2', rows: ['1Ava Serve (winner) v Bo Kitchen11-7, 11-9Completed'] },
    ]);
    // Group A keeps all its matches.
    expect(roundTables(screen.getByRole('region', { name: 'Group A' }))).toHaveLength(3);

    // Pressing the name again shows them all.
    await user.click(within(summary).getByRole('button', { name: 'Ava Serve' }));
    expect(roundTables(groupB)).toHaveLength(3);

    // So does Show all, which hands the focus back to the name.
    await user.click(within(summary).getByRole('button', { name: 'Bo Kitchen' }));
    expect(roundTables(groupB).map((t) => t.rows)).toEqual([
      ['1Ava Serve (winner) v Bo Kitchen11-7, 11-9Completed'],
      ['1Bo Kitchen v Roy Drop—Scheduled'],
    ]);
    await user.click(within(groupB).getByRole('button', { name: 'Show all' }));
    expect(roundTables(groupB)).toHaveLength(3);
    expect(within(groupB).queryByRole('button', { name: 'Show all' })).toBeNull();
    expect(within(summary).getByRole('button', { name: 'Bo Kitchen' })).toHaveFocus();
  });

  it('draws the knockout of the top finishers once it exists', async () => {
    const { matches, standings } = roundRobinGroups();
    answerBracket([...matches, match(KIM, LEE, { key: 'KO-R1-M1' })], standings);
    await openBracket({ format: 'round-robin', numGroups: 2, knockoutEnabled: true });
    const knockout = await screen.findByRole('region', { name: 'Knockout stage' });
    expect(
      within(knockout).getByRole('article', { name: 'Final: Kim Lobber v Lee Volley, scheduled' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Group stage' })).toBeInTheDocument();
  });
});
