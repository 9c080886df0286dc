import { expect, type Locator, type Page } from '@playwright/test';

export type Pairing = [side1: string, side2: string];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The name a match card gives a button ("Start Match: Amy v Ben"), for any of
 * `actions`, with the two sides in either order: a journey knows who meets,
 * not who is side 1.
 */
export function matchButtonName(actions: string | readonly string[], a: string, b: string) {
  const verbs = (typeof actions === 'string' ? [actions] : actions).map(escape).join('|');
  const [x, y] = [escape(a), escape(b)];
  return new RegExp(`^(${verbs}): (${x} v ${y}|${y} v ${x})$`);
}

/** The pairings of the `action` buttons in `scope`, read from their accessible names. */
export async function pairingsIn(scope: Locator, action = 'Start Match'): Promise<Pairing[]> {
  const snapshot = await scope.ariaSnapshot();
  const button = new RegExp(`\\bbutton "${escape(action)}: (.+?) v (.+?)"`, 'g');
  return [...snapshot.matchAll(button)].map((m) => [m[1]!, m[2]!]);
}

/** The same pair of entrants, whichever side each was on. */
export const pairKey = ([a, b]: readonly [string, string]) => [a, b].sort().join(' v ');

/**
 * Opens the match of `winner` and `loser` with Start Match (or Update Score),
 * enters `winner` taking both games (11-5 11-7 unless told), checks the
 * dialog's verdict and saves; the card then offers no score entry any more.
 */
export async function playMatch(
  page: Page,
  winner: string,
  loser: string,
  games: readonly [number, number][] = [
    [11, 5],
    [11, 7],
  ],
) {
  const open = page.getByRole('button', {
    name: matchButtonName(['Start Match', 'Update Score'], winner, loser),
  });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Update Match Score' });
  for (const [i, [won, lost]] of games.entries()) {
    await dialog.getByLabel(`Game ${i + 1}, ${winner} points`, { exact: true }).fill(String(won));
    await dialog.getByLabel(`Game ${i + 1}, ${loser} points`, { exact: true }).fill(String(lost));
  }
  await expect(dialog.getByText(`${winner} wins the match ${games.length}-0`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Save Score' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Score updated successfully!').first()).toBeVisible();
  await expect(open).toHaveCount(0);
}

/** One row of a standings table, by its column headers' text ("Name", "W", "Placed by"...). */
export type StandingRow = Record<string, string>;

/** The rows of a standings table (top place first), each cell keyed by its column header. */
export async function readStandings(table: Locator): Promise<StandingRow[]> {
  await expect(table.getByRole('rowheader').first()).toBeVisible();
  return table.evaluate((element) => {
    const text = (cell: Element) => (cell.textContent ?? '').replace(/\s+/g, ' ').trim();
    const headers = Array.from(element.querySelectorAll('thead th'), text);
    return Array.from(element.querySelectorAll('tbody tr'), (row) =>
      Object.fromEntries(
        Array.from(row.querySelectorAll('th, td'), (c, i) => [headers[i], text(c)]),
      ),
    );
  });
}
