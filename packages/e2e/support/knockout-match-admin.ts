import { expect, type Locator, type Page } from '@playwright/test';
import { matchButtonName } from './match-play';

/** Who meets in a match, side 1 first, as the match card names it ("Amy v Ben"). */
export type Sides = readonly [side1: string, side2: string];

/** The card of the match between `a` and `b` in `scope` (a round's region of the matches tab). */
export const matchCard = (scope: Locator, a: string, b: string) =>
  scope.getByRole('listitem').filter({
    has: scope.page().getByRole('button', { name: matchButtonName('View Details', a, b) }),
  });

/** Opens 'Match Management' with the card's Manage button; answers the dialog. */
export async function openMatchManagement(page: Page, a: string, b: string): Promise<Locator> {
  await page.getByRole('button', { name: matchButtonName('Manage', a, b) }).click();
  const dialog = page.getByRole('dialog', { name: 'Match Management' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/**
 * Match Management, tab Score Keepers: types `keeper`'s email, picks them from the
 * suggestions, adds them (the toast), and sees them listed as the match's keeper.
 */
export async function addScoreKeeper(
  page: Page,
  match: Sides,
  keeper: { name: string; email: string },
) {
  const dialog = await openMatchManagement(page, ...match);
  await dialog.getByRole('tab', { name: 'Score Keepers' }).click();
  await expect(dialog.getByRole('tab', { name: 'Score Keepers' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(dialog.getByText('No score keepers yet.')).toBeVisible();
  const box = dialog.getByRole('combobox', { name: 'Search users by email or name' });
  await box.fill(keeper.email);
  // The whole email finds them, and shows it back.
  const option = dialog.getByRole('option', { name: keeper.name });
  await expect(option).toContainText(keeper.email);
  await option.click();
  await expect(box).toHaveValue(keeper.name);
  await dialog.getByRole('button', { name: 'Add score keeper' }).click();
  await expect(page.getByText('Score keeper added successfully!').first()).toBeVisible();
  // Listed among the match's keepers (with Remove), and the box is emptied.
  await expect(dialog.getByRole('button', { name: `Remove ${keeper.name}` })).toBeVisible();
  await expect(box).toHaveValue('');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
}

/**
 * Start Match on the match of `leader` and `trailer`, one game entered
 * (`leader` taking it), saved: the match is in progress and offers Update Score.
 */
export async function startWithOneGame(
  page: Page,
  leader: string,
  trailer: string,
  [won, lost]: readonly [number, number] = [11, 5],
) {
  await page.getByRole('button', { name: matchButtonName('Start Match', leader, trailer) }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Match Score' });
  await dialog.getByLabel(`Game 1, ${leader} points`, { exact: true }).fill(String(won));
  await dialog.getByLabel(`Game 1, ${trailer} points`, { exact: true }).fill(String(lost));
  await expect(dialog.getByText(`${leader} leads 1-0 in games`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Save Score' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Score updated successfully!').first()).toBeVisible();
  await expect(
    page.getByRole('button', { name: matchButtonName('Update Score', leader, trailer) }),
  ).toBeVisible();
}

/**
 * Correct Score on a completed match: `winner` now takes every game of
 * `games` (each [winner's points, loser's points]). When `cascade` is given,
 * the server asks first (the message is checked) and 'Reset and correct'
 * confirms it. Ends on the toast, both dialogs closed.
 */
export async function correctScore(
  page: Page,
  winner: string,
  loser: string,
  games: readonly (readonly [number, number])[],
  cascade?: string,
) {
  await page.getByRole('button', { name: matchButtonName('Correct Score', winner, loser) }).click();
  const dialog = page.getByRole('dialog', { name: 'Correct Match Score' });
  await expect(
    dialog.getByText('This match is completed. Saving a new score corrects'),
  ).toBeVisible();
  for (const [i, [won, lost]] of games.entries()) {
    await dialog.getByLabel(`Game ${i + 1}, ${winner} points`, { exact: true }).fill(String(won));
    await dialog.getByLabel(`Game ${i + 1}, ${loser} points`, { exact: true }).fill(String(lost));
  }
  await expect(
    dialog.getByText(`${winner} wins the match ${games.length}-0. Saving corrects the result.`),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Save Correction' }).click();
  if (cascade !== undefined) {
    const confirm = page.getByRole('dialog', { name: 'Reset later matches?' });
    await expect(confirm).toContainText(cascade);
    await confirm.getByRole('button', { name: 'Reset and correct' }).click();
    await expect(confirm).toHaveCount(0);
  }
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Result corrected successfully!').first()).toBeVisible();
}

/**
 * Match Management > Schedule Management > Edit Schedule: enters `startTime`
 * (a datetime-local value) and `court`, saves; answers the edit dialog, still
 * open when the server refused.
 */
export async function submitSchedule(
  management: Locator,
  startTime: string,
  court: string,
): Promise<Locator> {
  const page = management.page();
  await expect(management.getByRole('tab', { name: 'Schedule Management' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await management.getByRole('button', { name: 'Edit Schedule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Match Schedule' });
  await dialog.getByLabel('Start Time', { exact: true }).fill(startTime);
  await dialog.getByLabel('Court', { exact: true }).selectOption({ label: court });
  await dialog.getByRole('button', { name: 'Save Schedule' }).click();
  return dialog;
}
