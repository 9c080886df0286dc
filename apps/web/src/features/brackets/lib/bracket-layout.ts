/**
 * Geometry of the drawn knockout, in CSS pixels. Every position of the full
 * bracket keeps its place (byes included), so a match sits level with the
 * middle of the two it comes from and each connector is a simple elbow.
 */
export const BRACKET_BOX = {
  cardWidth: 224,
  cardHeight: 64,
  rowGap: 16,
  columnGap: 40,
  /** Room above the first card for the round's heading. */
  headerHeight: 40,
  championWidth: 192,
  /** Height of the third-place match's heading, above its card. */
  bronzeHeading: 32,
} as const;

/**
 * The largest bracket that prints unscaled on a landscape page: A4 and US Letter
 * with 10 mm margins (about 980 x 718 px), less the tournament's name and the
 * bracket's heading above the tree.
 */
export const PRINT_AREA = { width: 960, height: 600 } as const;

/**
 * The same on the desk's portrait draw sheet (features/print): A4's width and US Letter's
 * height less 12 mm margins (about 703 x 964 px), less the headings above the tree.
 */
export const PORTRAIT_PRINT_AREA = { width: 700, height: 820 } as const;

/** A column of the knockout: its round and the positions it holds. */
export interface LayoutColumn {
  round: number;
  slots: readonly { position: number }[];
}

export interface SlotBox {
  round: number;
  position: number;
  x: number;
  /** Top of the card. */
  y: number;
}

/** A line from a slot to the slot its winner goes to ("champion" after the final). */
export interface Connector {
  from: string;
  to: string;
  /** SVG path data. */
  d: string;
}

export interface BracketLayout {
  width: number;
  height: number;
  columns: { round: number; x: number }[];
  boxes: SlotBox[];
  connectors: Connector[];
  /** Top left of the champion's box, beside the final. */
  champion: { x: number; y: number };
  /** Top left of the third-place block (its heading, then the card), below the final. */
  bronze: { x: number; y: number } | null;
  /** What the tree is zoomed by to fit one printed landscape page (at most 1). */
  printScale: number;
  /** What it is zoomed by to fit the portrait draw sheet (at most 1). */
  portraitPrintScale: number;
}

export const slotKey = (round: number, position: number) => `${round}-${position}`;
export const CHAMPION_KEY = 'champion';

const PITCH = BRACKET_BOX.cardHeight + BRACKET_BOX.rowGap;
const columnX = (index: number) => index * (BRACKET_BOX.cardWidth + BRACKET_BOX.columnGap);
/** Vertical middle of position `p` in round `r`: the middle of the two slots it comes from. */
const centerY = (round: number, position: number) =>
  BRACKET_BOX.headerHeight + (position - 0.5) * 2 ** (round - 1) * PITCH;

/** An elbow from the right edge of one card to the left edge of the next. */
function elbow(x1: number, y1: number, x2: number, y2: number): string {
  const mid = x1 + (x2 - x1) / 2;
  return y1 === y2 ? `M ${x1} ${y1} H ${x2}` : `M ${x1} ${y1} H ${mid} V ${y2} H ${x2}`;
}

/**
 * Places the columns of a knockout (round 1 first, as `knockoutColumns` gives
 * them), the champion after the final and, with `hasBronze`, the third-place
 * match below the final; draws a connector from each slot to the one it feeds.
 */
export function bracketLayout(
  columns: readonly LayoutColumn[],
  { hasBronze = false }: { hasBronze?: boolean } = {},
): BracketLayout {
  const rounds = columns.length;
  const { cardWidth, cardHeight, championWidth, bronzeHeading, headerHeight, rowGap } = BRACKET_BOX;
  const present = new Set(columns.flatMap((c) => c.slots.map((s) => slotKey(c.round, s.position))));
  const boxes = columns.flatMap((column, index) =>
    column.slots.map((slot) => ({
      round: column.round,
      position: slot.position,
      x: columnX(index),
      y: centerY(column.round, slot.position) - cardHeight / 2,
    })),
  );
  const connectors: Connector[] = [];
  columns.forEach((column, index) => {
    if (index === rounds - 1) return;
    for (const slot of column.slots) {
      const next = Math.ceil(slot.position / 2);
      if (!present.has(slotKey(column.round + 1, next))) continue;
      connectors.push({
        from: slotKey(column.round, slot.position),
        to: slotKey(column.round + 1, next),
        d: elbow(
          columnX(index) + cardWidth,
          centerY(column.round, slot.position),
          columnX(index + 1),
          centerY(column.round + 1, next),
        ),
      });
    }
  });
  const finalX = columnX(Math.max(0, rounds - 1));
  const finalY = rounds > 0 ? centerY(rounds, 1) : headerHeight + cardHeight / 2;
  const champion = { x: columnX(rounds), y: finalY - cardHeight / 2 };
  if (rounds > 0) {
    connectors.push({
      from: slotKey(rounds, 1),
      to: CHAMPION_KEY,
      d: elbow(finalX + cardWidth, finalY, champion.x, finalY),
    });
  }
  const bronze = hasBronze ? { x: finalX, y: finalY + cardHeight / 2 + rowGap } : null;
  const width = champion.x + championWidth;
  const treeHeight = headerHeight + 2 ** Math.max(0, rounds - 1) * PITCH;
  const height = Math.max(treeHeight, bronze ? bronze.y + bronzeHeading + cardHeight + rowGap : 0);
  const printScale = Math.min(1, PRINT_AREA.width / width, PRINT_AREA.height / height);
  const portraitScale = Math.min(
    1,
    PORTRAIT_PRINT_AREA.width / width,
    PORTRAIT_PRINT_AREA.height / height,
  );
  return {
    width,
    height,
    columns: columns.map((c, index) => ({ round: c.round, x: columnX(index) })),
    boxes,
    connectors,
    champion,
    bronze,
    printScale: Math.floor(printScale * 1000) / 1000,
    portraitPrintScale: Math.floor(portraitScale * 1000) / 1000,
  };
}
