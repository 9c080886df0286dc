import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SpectatorMatch } from '@courtside/shared/api/live';
import { matchSections } from '@/lib/match-sections';
import { spectatorMatch } from '@/features/spectator/testing/public-fixtures';
import { Rounds } from './bracket-rounds';

let serial = 0;
const at = (stage: SpectatorMatch['stage'], round: number, position: number) => {
  serial += 1;
  return spectatorMatch({
    id: `7a7a7a7a-0000-4000-8000-${String(serial).padStart(12, '0')}`,
    key: `${stage}-R${round}-M${position}`,
    stage,
    round,
    position,
  });
};

/** The list item (cell) of the match drawn in column `round` at `position`, by its column. */
function cellsOf(column: string) {
  const region = screen.getByRole('region', { name: column });
  return within(region)
    .getAllByRole('article')
    .map((card) => card.closest('li')!);
}

describe('Rounds draws a bracket as a tree joined by connector lines (public page)', () => {
  it('knockout of 6: byes keep their places, each fed match is joined to the two it comes from', () => {
    // Round 1 holds positions 2 and 3 (the top seeds have byes); the semifinals and final are whole.
    const matches = [
      at('knockout', 1, 2),
      at('knockout', 1, 3),
      at('knockout', 2, 1),
      at('knockout', 2, 2),
      at('knockout', 3, 1),
    ];
    const { container } = render(<Rounds sections={matchSections(matches)} isTv={false} />);
    const round1 = cellsOf('Quarterfinals');
    // Four places in round 1, two of them empty (hidden): position 2 feeds up, 3 feeds down.
    expect(container.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(2);
    expect(round1.map((li) => li.dataset.feeds)).toEqual(['up', 'down']);
    expect(round1.every((li) => li.dataset.fed === undefined)).toBe(true);
    expect(round1[0]!.className).toContain('after:border-r');
    const semis = cellsOf('Semifinals');
    expect(semis.map((li) => [li.dataset.feeds, li.dataset.fed])).toEqual([
      ['down', 'true'],
      ['up', 'true'],
    ]);
    const [final] = cellsOf('Final');
    expect(final!.dataset.fed).toBe('true');
    expect(final!.dataset.feeds).toBeUndefined();
    expect(final!.className).toContain('before:border-t');
  });

  it("losers' bracket of 8: a pairing round feeds the drop-in round level, a drop-in round pairs up", () => {
    const matches = [
      at('losers', 1, 1),
      at('losers', 1, 2),
      at('losers', 2, 1),
      at('losers', 2, 2),
      at('losers', 3, 1),
      at('losers', 4, 1),
    ];
    render(<Rounds sections={matchSections(matches)} isTv={false} />);
    expect(cellsOf("Losers' Round 1").map((li) => li.dataset.feeds)).toEqual(['level', 'level']);
    expect(cellsOf("Losers' Round 2").map((li) => [li.dataset.feeds, li.dataset.fed])).toEqual([
      ['down', 'true'],
      ['up', 'true'],
    ]);
    expect(cellsOf("Losers' Round 3").map((li) => [li.dataset.feeds, li.dataset.fed])).toEqual([
      ['level', 'true'],
    ]);
    expect(cellsOf("Losers' Final").map((li) => [li.dataset.feeds, li.dataset.fed])).toEqual([
      [undefined, 'true'],
    ]);
  });

  it('consolation of 8: the same shape, ending in the bronze match', () => {
    const matches = [
      at('consolation', 1, 1),
      at('consolation', 1, 2),
      at('consolation', 2, 1),
      at('consolation', 2, 2),
      at('consolation', 3, 1),
    ];
    render(<Rounds sections={matchSections(matches)} isTv={false} />);
    expect(cellsOf('Consolation Round 1').map((li) => li.dataset.feeds)).toEqual([
      'level',
      'level',
    ]);
    expect(cellsOf('Consolation Round 2').map((li) => li.dataset.feeds)).toEqual(['down', 'up']);
    expect(cellsOf('Consolation Final (bronze)')[0]!.dataset.fed).toBe('true');
  });

  it('group rounds, and a paged TV column (isTree off), are plain lists with no lines', () => {
    const group = [
      { ...at('group', 1, 1), group: 'A' },
      { ...at('group', 1, 2), group: 'A' },
    ];
    const { container, unmount } = render(<Rounds sections={matchSections(group)} isTv={false} />);
    expect(container.querySelectorAll('[data-feeds], [data-fed]')).toHaveLength(0);
    unmount();
    const knockout = [at('knockout', 1, 1), at('knockout', 1, 2), at('knockout', 2, 1)];
    const paged = render(<Rounds sections={matchSections(knockout)} isTv isTree={false} />);
    expect(paged.container.querySelectorAll('[data-feeds], [data-fed]')).toHaveLength(0);
  });
});
