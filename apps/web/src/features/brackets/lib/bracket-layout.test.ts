import { describe, expect, it } from 'vitest';
import {
  BRACKET_BOX,
  PORTRAIT_PRINT_AREA,
  PRINT_AREA,
  bracketLayout,
  type LayoutColumn,
} from './bracket-layout';

const { cardWidth, cardHeight, rowGap, columnGap, headerHeight, championWidth } = BRACKET_BOX;
const PITCH = cardHeight + rowGap;
const COLUMN = cardWidth + columnGap;

/** Columns of a full bracket of `rounds` rounds, every position present. */
const full = (rounds: number): LayoutColumn[] =>
  Array.from({ length: rounds }, (_, i) => ({
    round: i + 1,
    slots: Array.from({ length: 2 ** (rounds - i - 1) }, (_, p) => ({ position: p + 1 })),
  }));

const middleOf = (layout: ReturnType<typeof bracketLayout>, round: number, position: number) => {
  const box = layout.boxes.find((b) => b.round === round && b.position === position)!;
  return box.y + cardHeight / 2;
};

describe('bracketLayout', () => {
  it('puts each match level with the middle of the two it comes from', () => {
    const layout = bracketLayout(full(3));
    expect(layout.columns).toEqual([
      { round: 1, x: 0 },
      { round: 2, x: COLUMN },
      { round: 3, x: 2 * COLUMN },
    ]);
    expect(middleOf(layout, 1, 1)).toBe(headerHeight + PITCH / 2);
    for (const [round, position] of [
      [2, 1],
      [2, 2],
      [3, 1],
    ] as const) {
      const above = middleOf(layout, round - 1, 2 * position - 1);
      const below = middleOf(layout, round - 1, 2 * position);
      expect(middleOf(layout, round, position)).toBe((above + below) / 2);
    }
  });

  it('draws an elbow from each slot to the one it feeds, and from the final to the champion', () => {
    const layout = bracketLayout(full(2));
    const [y1, y2, yFinal] = [headerHeight + 40, headerHeight + 120, headerHeight + 80];
    const mid = cardWidth + columnGap / 2;
    expect(layout.connectors).toEqual([
      { from: '1-1', to: '2-1', d: `M ${cardWidth} ${y1} H ${mid} V ${yFinal} H ${COLUMN}` },
      { from: '1-2', to: '2-1', d: `M ${cardWidth} ${y2} H ${mid} V ${yFinal} H ${COLUMN}` },
      {
        from: '2-1',
        to: 'champion',
        d: `M ${COLUMN + cardWidth} ${yFinal} H ${2 * COLUMN}`,
      },
    ]);
    expect(layout.champion).toEqual({ x: 2 * COLUMN, y: yFinal - cardHeight / 2 });
    expect(layout.width).toBe(2 * COLUMN + championWidth);
  });

  it('keeps the places of byes: a missing slot gets no line', () => {
    // Six entrants in 8 lines: round 1 positions 1 and 3 are byes, drawn as slots of their own.
    const columns = full(3);
    const withoutThree = [
      { ...columns[0]!, slots: columns[0]!.slots.filter((s) => s.position !== 3) },
      ...columns.slice(1),
    ];
    const layout = bracketLayout(withoutThree);
    expect(layout.connectors.map((c) => `${c.from}>${c.to}`)).toEqual([
      '1-1>2-1',
      '1-2>2-1',
      '1-4>2-2',
      '2-1>3-1',
      '2-2>3-1',
      '3-1>champion',
    ]);
    expect(middleOf(layout, 1, 4)).toBe(middleOf(bracketLayout(full(3)), 1, 4));
  });

  it('places the third-place match below the final and makes room for it', () => {
    const without = bracketLayout(full(2));
    const layout = bracketLayout(full(2), { hasBronze: true });
    const finalMiddle = middleOf(layout, 2, 1);
    expect(layout.bronze).toEqual({ x: COLUMN, y: finalMiddle + cardHeight / 2 + rowGap });
    expect(layout.height).toBeGreaterThan(without.height);
    expect(layout.height).toBeGreaterThanOrEqual(
      layout.bronze!.y + BRACKET_BOX.bronzeHeading + cardHeight,
    );
    expect(without.bronze).toBeNull();
  });

  it('draws a two-entrant bracket as the final and the champion', () => {
    const layout = bracketLayout(full(1));
    expect(layout.boxes).toEqual([
      { round: 1, position: 1, x: 0, y: headerHeight + PITCH / 2 - cardHeight / 2 },
    ]);
    expect(layout.connectors.map((c) => c.to)).toEqual(['champion']);
  });

  const expected = (rounds: number) =>
    Math.min(
      1,
      PRINT_AREA.width / (rounds * COLUMN + championWidth),
      PRINT_AREA.height / (headerHeight + 2 ** (rounds - 1) * PITCH),
    );
  it.each([
    [2, 1],
    [3, expected(3)],
    [5, expected(5)],
    [7, expected(7)],
  ])('zooms a %i-round tree by %f to print on one page', (rounds, scale) => {
    const layout = bracketLayout(full(rounds));
    expect(layout.printScale).toBeCloseTo(scale, 2);
    expect(layout.width * layout.printScale).toBeLessThanOrEqual(PRINT_AREA.width);
    expect(layout.height * layout.printScale).toBeLessThanOrEqual(PRINT_AREA.height);
  });

  it.each([2, 3, 5, 7])(
    'zooms a %i-round tree to fit the portrait draw sheet, never enlarging it',
    (rounds) => {
      const layout = bracketLayout(full(rounds));
      expect(layout.portraitPrintScale).toBeLessThanOrEqual(1);
      expect(layout.width * layout.portraitPrintScale).toBeLessThanOrEqual(
        PORTRAIT_PRINT_AREA.width,
      );
      expect(layout.height * layout.portraitPrintScale).toBeLessThanOrEqual(
        PORTRAIT_PRINT_AREA.height,
      );
      // Narrower than the landscape page: even the 2-round tree, unscaled there, is zoomed here.
      expect(layout.portraitPrintScale).toBeLessThan(1);
    },
  );
});
