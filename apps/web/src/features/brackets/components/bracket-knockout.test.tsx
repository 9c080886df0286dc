import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { knockoutWithByes } from '@/features/brackets/testing/bracket-fixtures';
import { answerBracket, openBracket } from '@/features/brackets/testing/bracket-render';

/** The articles (matches and byes) of the tree now highlighted, by name. */
const highlighted = () =>
  Array.from(document.querySelectorAll('article[data-highlighted]')).map((a) =>
    a.getAttribute('aria-label'),
  );

/** The connector lines now highlighted, as "from>to" slot keys. */
const highlightedLines = () =>
  Array.from(document.querySelectorAll<SVGPathElement>('svg path[data-highlighted]')).map(
    (p) => `${p.dataset.from}>${p.dataset.to}`,
  );

const firstButton = (name: string) => screen.getAllByRole('button', { name })[0]!;

describe('Bracket tab: the drawn knockout', () => {
  it('draws every round as a list with connectors, the round 1 byes, the final and the bronze match', async () => {
    answerBracket(knockoutWithByes());
    await openBracket();
    const tree = await screen.findByRole('region', { name: 'Bracket tree' });
    expect(
      within(tree)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Quarterfinals', 'Semifinals', 'Final', 'Champion', 'Third-place match']);
    const quarterfinals = within(tree).getByRole('list', { name: 'Quarterfinals' });
    expect(
      within(quarterfinals)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual([
      'Quarterfinal 1: Kim Lobber has a bye',
      'Quarterfinal 2: Roy Drop 11-7, 11-9 Ava Serve, Roy Drop won',
      'Quarterfinal 3: Lee Volley has a bye',
      'Quarterfinal 4: Max Spin 11-7, 11-9 Bo Kitchen, Max Spin won',
    ]);
    expect(within(quarterfinals).getAllByText('Bye')).toHaveLength(2);
    const semifinals = within(tree).getByRole('list', { name: 'Semifinals' });
    expect(
      within(semifinals).getByRole('article', {
        name: 'Semifinal 2: Lee Volley 11-8, 4-6 Max Spin, in progress',
      }),
    ).toBeInTheDocument();
    expect(
      within(tree).getByRole('article', {
        name: 'Final: Kim Lobber v TBD, waiting for an earlier match',
      }),
    ).toBeInTheDocument();
    const bronze = within(tree).getByRole('list', { name: 'Third-place match' });
    expect(within(bronze).getByRole('article')).toHaveAccessibleName(
      'Third-place match: Roy Drop v TBD, waiting for an earlier match',
    );
    expect(within(tree).getByText('To be decided')).toBeInTheDocument();

    // A line from each match (or bye) to the match it feeds, the final's to the champion.
    const lines = Array.from(tree.querySelectorAll<SVGPathElement>('svg path[data-from]'));
    expect(lines.map((p) => `${p.dataset.from}>${p.dataset.to}`).sort()).toEqual([
      '1-1>2-1',
      '1-2>2-1',
      '1-3>2-2',
      '1-4>2-2',
      '2-1>3-1',
      '2-2>3-1',
      '3-1>champion',
    ]);
    const dashed = lines.filter((p) => p.hasAttribute('stroke-dasharray'));
    expect(dashed.map((p) => p.dataset.from)).toEqual(['1-1', '1-3']);
    expect(tree.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it("highlights exactly an entrant's matches and lines while their name is hovered", async () => {
    answerBracket(knockoutWithByes());
    const { user } = await openBracket();
    await screen.findByRole('region', { name: 'Bracket tree' });
    expect(highlighted()).toEqual([]);

    await user.hover(firstButton('Roy Drop'));
    expect(highlighted()).toEqual([
      'Quarterfinal 2: Roy Drop 11-7, 11-9 Ava Serve, Roy Drop won',
      'Semifinal 1: Kim Lobber 11-7, 11-9 Roy Drop, Kim Lobber won',
      'Third-place match: Roy Drop v TBD, waiting for an earlier match',
    ]);
    expect(highlightedLines()).toEqual(['1-2>2-1']);

    await user.unhover(firstButton('Roy Drop'));
    expect(highlighted()).toEqual([]);
    expect(highlightedLines()).toEqual([]);
  });

  it('follows the keyboard focus, and Escape clears the highlight', async () => {
    answerBracket(knockoutWithByes());
    const { user } = await openBracket();
    await screen.findByRole('region', { name: 'Bracket tree' });
    const kim = firstButton('Kim Lobber');
    expect(kim).toHaveAccessibleDescription(/highlight that entrant's path/);

    act(() => kim.focus());
    expect(highlighted()).toEqual([
      'Quarterfinal 1: Kim Lobber has a bye',
      'Semifinal 1: Kim Lobber 11-7, 11-9 Roy Drop, Kim Lobber won',
      'Final: Kim Lobber v TBD, waiting for an earlier match',
    ]);
    expect(highlightedLines().sort()).toEqual(['1-1>2-1', '2-1>3-1']);

    // Tab moves the focus, and the highlight, to the next name: Roy in quarterfinal 2.
    await user.tab();
    expect(screen.getAllByRole('button', { name: 'Roy Drop' })[0]).toHaveFocus();
    expect(highlighted()).toHaveLength(3);
    expect(highlighted()[0]).toMatch(/^Quarterfinal 2: Roy Drop/);

    await user.keyboard('{Escape}');
    expect(highlighted()).toEqual([]);
  });

  it('keeps a pressed name highlighted (for touch screens) until Escape', async () => {
    answerBracket(knockoutWithByes());
    const { user } = await openBracket();
    await screen.findByRole('region', { name: 'Bracket tree' });
    const lee = firstButton('Lee Volley');
    await user.click(lee);
    expect(lee).toHaveAttribute('aria-pressed', 'true');
    await user.unhover(lee);
    await user.click(document.body);
    expect(highlighted()).toEqual([
      'Quarterfinal 3: Lee Volley has a bye',
      'Semifinal 2: Lee Volley 11-8, 4-6 Max Spin, in progress',
    ]);
    act(() => lee.focus());
    await user.keyboard('{Escape}');
    expect(highlighted()).toEqual([]);
    expect(lee).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows a table per round, byes included, behind the Table toggle', async () => {
    answerBracket(knockoutWithByes());
    const { user } = await openBracket();
    await screen.findByRole('region', { name: 'Bracket tree' });
    expect(screen.queryByRole('table')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Table' }));
    expect(screen.getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('region', { name: 'Bracket tree' })).toBeNull();
    expect(
      screen.getAllByRole('table').map((t) => t.querySelector('caption')?.textContent),
    ).toEqual(['Quarterfinals', 'Semifinals', 'Final', 'Third-place match']);
    const rows = within(screen.getByRole('table', { name: 'Quarterfinals' })).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'MatchSidesScoreStatus',
      '2Roy Drop (winner) v Ava Serve11-7, 11-9Completed',
      '4Max Spin (winner) v Bo Kitchen11-7, 11-9Completed',
      'ByeKim Lobber has a bye',
      'ByeLee Volley has a bye',
    ]);
    const semis = within(screen.getByRole('table', { name: 'Semifinals' })).getAllByRole('row');
    expect(semis[2]).toHaveTextContent('Lee Volley v Max Spin11-8, 4-6In Progress');
    const final = within(screen.getByRole('table', { name: 'Final' })).getAllByRole('row');
    expect(final[1]).toHaveTextContent('Kim Lobber v TBD—Scheduled');

    await user.click(screen.getByRole('button', { name: 'Tree' }));
    expect(screen.getByRole('region', { name: 'Bracket tree' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
