import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HttpResponse, answer, fail, ok } from '@/test/msw';
import { renderDetail } from '@/test/render-detail';
import { KIM, LEE, MAX, match, played } from '@/test/match-fixtures';
import { ORGANIZER, PLAYER, detail } from '@/test/tournament-fixtures';

const scheduled = match(KIM, LEE, { version: 3 });

async function openDialog(m = scheduled, overrides: Parameters<typeof detail>[0] = {}) {
  answer('get', '/matches/tournament/:id', () => ok([m]));
  const view = renderDetail(detail({ status: 'ongoing', ...overrides }), ORGANIZER);
  await view.user.click(await screen.findByRole('tab', { name: 'Matches' }));
  await view.user.click(await screen.findByRole('button', { name: /^(Start Match|Update Score)/ }));
  const dialog = screen.getByRole('dialog', { name: 'Update Match Score' });
  const points = (game: number, name: string) =>
    within(dialog).getByRole('spinbutton', { name: `Game ${game}, ${name} points` });
  const type = async (game: number, name: string, text: string) => {
    await view.user.clear(points(game, name));
    if (text) await view.user.type(points(game, name), text);
  };
  return { ...view, dialog, points, type };
}

describe('Update Match Score dialog', () => {
  it('starts with the two games a best of 3 needs, and offers 1 to 3 under "Number of games"', async () => {
    const { dialog } = await openDialog();
    expect(within(dialog).getAllByRole('spinbutton')).toHaveLength(4);
    const sets = within(dialog).getByRole('group', { name: 'Number of games' });
    expect(
      within(sets)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['1', '2', '3']);
    expect(within(sets).getByRole('radio', { name: '2' })).toBeChecked();
  });

  it("follows the tournament's scoring option: its games, its points and its scoring system", async () => {
    const { dialog, type, points } = await openDialog(scheduled, {
      scoringFormat: 'best-of-3-to-21',
      scoringSystem: 'side-out',
    });
    expect(
      within(dialog).getByText(/Games to 21, win by 2, best of 3, side-out scoring\./),
    ).toBeInTheDocument();
    // A game to 21 can run to 25-23 (win by 2), so 25 is kept; past 31 no game goes.
    await type(1, 'Kim Lobber', '25');
    await type(1, 'Lee Volley', '23');
    expect(points(1, 'Kim Lobber')).toHaveValue(25);
    expect(within(dialog).getByText('Kim Lobber won')).toBeInTheDocument();
    await type(2, 'Kim Lobber', '40');
    expect(points(2, 'Kim Lobber')).toHaveValue(4);
    expect(points(2, 'Kim Lobber')).toHaveAttribute('max', '31');
  });

  it('refuses 25 in a box when games end at 11 (21 at most)', async () => {
    const { dialog, type, points } = await openDialog();
    expect(within(dialog).getByText(/best of 3, rally scoring\./)).toBeInTheDocument();
    await type(1, 'Kim Lobber', '25');
    expect(points(1, 'Kim Lobber')).toHaveValue(2);
    expect(points(1, 'Kim Lobber')).toHaveAttribute('max', '21');
  });

  it('gives live feedback from the scoring rules as points are typed', async () => {
    const { dialog, type, user } = await openDialog();
    await type(1, 'Kim Lobber', '15');
    await type(1, 'Lee Volley', '3');
    expect(
      within(dialog).getByText(
        'Game 1 (15-3) is not a possible final score of a game to 11, win by 2.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save Score' })).toBeDisabled();
    await type(1, 'Kim Lobber', '11');
    expect(within(dialog).getByText('Kim Lobber won')).toBeInTheDocument();
    expect(within(dialog).getByText(/Kim Lobber leads 1-0 in games/)).toBeInTheDocument();
    await type(2, 'Kim Lobber', '12');
    await type(2, 'Lee Volley', '10');
    expect(
      within(dialog).getByText('Kim Lobber wins the match 2-0. Saving completes it.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: '3' }));
    // A third game left 0-0 is not begun, so not sent; one with points comes too late.
    expect(
      within(dialog).getByText('Kim Lobber wins the match 2-0. Saving completes it.'),
    ).toBeInTheDocument();
    await type(3, 'Kim Lobber', '1');
    expect(
      within(dialog).getByText('Game 3 (1-0) comes after the match was decided.'),
    ).toBeInTheDocument();
  });

  describe('when errors show (after Save, or once a box of the score was left)', () => {
    // Game 1 is in play, and the dialog opens on the two sets a best of 3 needs.
    const inPlay = match(KIM, LEE, {
      status: 'in-progress',
      score: { player1: [5], player2: [3] },
      version: 4,
    });
    const unfinished = 'Game 1 (5-3) is not finished.';

    it('shows none on open; Save shows them and sends nothing until they are fixed', async () => {
      const put = answer('put', '/matches/:id/score', () =>
        ok(inPlay, { message: 'Score updated successfully!' }),
      );
      const { dialog, user, points, type } = await openDialog(inPlay);
      const save = within(dialog).getByRole('button', { name: 'Save Score' });
      expect(within(dialog).queryByText(unfinished)).not.toBeInTheDocument();
      // Game 2 begun while game 1 is unfinished: typed, not yet left, so nothing shows yet.
      await user.type(points(2, 'Kim Lobber'), '4');
      expect(within(dialog).queryByText(unfinished)).not.toBeInTheDocument();
      expect(save).toBeEnabled();

      await user.click(save);
      expect(await within(dialog).findByText(unfinished)).toBeInTheDocument();
      expect(save).toBeDisabled();
      expect(put).toHaveLength(0);

      await type(2, 'Kim Lobber', '0');
      await waitFor(() => expect(within(dialog).queryByText(unfinished)).not.toBeInTheDocument());
      await user.click(save);
      expect(await screen.findByText('Score updated successfully!')).toBeInTheDocument();
      expect(put[0]!.body).toEqual({ score: { player1: [5], player2: [3] }, version: 4 });
    });

    it('shows them once a box was left, not while it is first typed in', async () => {
      const { dialog, points, user } = await openDialog(inPlay);
      await user.type(points(2, 'Kim Lobber'), '1');
      expect(within(dialog).queryByText(unfinished)).not.toBeInTheDocument();
      await user.tab();
      expect(await within(dialog).findByText(unfinished)).toBeInTheDocument();
    });
  });

  it('saves the game in play (5-3 in game 1, game 2 not begun) as it stands, without choosing 1 set', async () => {
    const put = answer('put', '/matches/:id/score', () =>
      ok(match(KIM, LEE, { status: 'in-progress', score: { player1: [5], player2: [3] } }), {
        message: 'Score updated successfully!',
      }),
    );
    const { dialog, type, user } = await openDialog();
    expect(within(dialog).getByRole('radio', { name: '2' })).toBeChecked();
    await type(1, 'Kim Lobber', '5');
    await type(1, 'Lee Volley', '3');
    await user.tab();
    expect(within(dialog).queryByText(/is not finished/)).not.toBeInTheDocument();
    expect(
      within(dialog).getByText('Games 0-0. The first to 2 games wins the match.'),
    ).toBeInTheDocument();
    const save = within(dialog).getByRole('button', { name: 'Save Score' });
    expect(save).toBeEnabled();
    await user.click(save);
    expect(await screen.findByText('Score updated successfully!')).toBeInTheDocument();
    expect(put[0]!.body).toEqual({ score: { player1: [5], player2: [3] }, version: 3 });
  });

  it('turns empty points into 0 on leaving the field, and refuses more than 21 as typed', async () => {
    const { points, type, user } = await openDialog();
    await type(1, 'Kim Lobber', '');
    await user.tab();
    expect(points(1, 'Kim Lobber')).toHaveValue(0);
    await type(1, 'Lee Volley', '35');
    await user.tab();
    expect(points(1, 'Lee Volley')).toHaveValue(3);
  });

  it('sends only the chosen sets with the version, then toasts and closes', async () => {
    const put = answer('put', '/matches/:id/score', () =>
      ok(match(KIM, LEE, { status: 'in-progress' }), { message: 'Score updated successfully!' }),
    );
    const { dialog, type, user } = await openDialog();
    await user.click(within(dialog).getByRole('radio', { name: '1' }));
    expect(within(dialog).getAllByRole('spinbutton')).toHaveLength(2);
    await type(1, 'Kim Lobber', '11');
    await type(1, 'Lee Volley', '8');
    await user.click(within(dialog).getByRole('button', { name: 'Save Score' }));
    expect(await screen.findByText('Score updated successfully!')).toBeInTheDocument();
    expect(put[0]).toMatchObject({
      path: `/api/matches/${scheduled.id}/score`,
      body: { score: { player1: [11], player2: [8] }, version: 3 },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it.each([
    [409, { message: 'The score was changed by someone else meanwhile. Reload and try again.' }],
    [
      403,
      {
        message:
          "Only the organizer, the match's players and its score keepers can enter this score",
      },
    ],
    [422, { message: 'Please correct', errors: { score: ['Game 1 (11-10) is not finished.'] } }],
  ])("shows the server's reason on %i", async (status, body) => {
    answer('put', '/matches/:id/score', () => fail(status, { code: 'X', ...body }));
    const { dialog, type, user } = await openDialog();
    await type(1, 'Kim Lobber', '11');
    await user.click(within(dialog).getByRole('button', { name: 'Save Score' }));
    const expected = 'errors' in body ? body.errors.score[0]! : body.message;
    expect(await screen.findByText(expected)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Update Match Score' })).toBeInTheDocument();
  });

  it("toasts 'Failed to update score' when the server fails or nothing answers", async () => {
    answer('put', '/matches/:id/score', () => fail(500, { code: 'INTERNAL' }));
    const { dialog, type, user } = await openDialog();
    await type(1, 'Kim Lobber', '11');
    await user.click(within(dialog).getByRole('button', { name: 'Save Score' }));
    expect(await screen.findByText('Failed to update score')).toBeInTheDocument();
  });
});

describe('Correct Score (the owner, on a completed match)', () => {
  const completed = played(
    KIM,
    LEE,
    [
      [11, 5],
      [11, 7],
    ],
    { version: 6 },
  );
  const cascade =
    'Changing the winner resets Final: Lee Volley v Max Spin, which has already started. Confirm to reset it.';

  async function openCorrection() {
    const list = answer('get', '/matches/tournament/:id', () =>
      ok([completed, match(KIM, MAX, { round: 2, status: 'in-progress' })]),
    );
    const view = renderDetail(detail({ status: 'ongoing' }), ORGANIZER);
    await view.user.click(await screen.findByRole('tab', { name: 'Matches' }));
    await view.user.click(
      await screen.findByRole('button', { name: 'Correct Score: Kim Lobber v Lee Volley' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Correct Match Score' });
    const type = async (game: number, name: string, text: string) => {
      const input = within(dialog).getByRole('spinbutton', {
        name: `Game ${game}, ${name} points`,
      });
      await view.user.clear(input);
      await view.user.type(input, text);
    };
    return { ...view, dialog, type, list };
  }

  it('starts from the recorded score and needs a score that decides the match', async () => {
    const { dialog, type, user } = await openCorrection();
    expect(
      within(dialog).getByRole('spinbutton', { name: 'Game 1, Kim Lobber points' }),
    ).toHaveValue(11);
    expect(
      within(dialog).getByRole('spinbutton', { name: 'Game 2, Lee Volley points' }),
    ).toHaveValue(7);
    await type(2, 'Kim Lobber', '7');
    await type(2, 'Lee Volley', '11');
    expect(
      within(dialog).getByText('A corrected result must decide the match'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save Correction' })).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: '3' }));
    await type(3, 'Lee Volley', '11');
    await type(3, 'Kim Lobber', '9');
    expect(
      within(dialog).getByText('Lee Volley wins the match 2-1. Saving corrects the result.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save Correction' })).toBeEnabled();
  });

  it("asks before resetting started matches, then sends again with confirmCascade and toasts the server's message", async () => {
    const put = answer('put', '/matches/:id/score', ({ body }) =>
      (body as { confirmCascade?: boolean }).confirmCascade
        ? ok(completed, { message: 'Result corrected successfully!' })
        : fail(409, { message: cascade, code: 'CONFLICT', field: 'confirmCascade' }),
    );
    const { dialog, type, user } = await openCorrection();
    await type(1, 'Kim Lobber', '5');
    await type(1, 'Lee Volley', '11');
    await type(2, 'Kim Lobber', '7');
    await type(2, 'Lee Volley', '11');
    await user.click(within(dialog).getByRole('button', { name: 'Save Correction' }));

    const confirm = await screen.findByRole('dialog', { name: 'Reset later matches?' });
    expect(confirm).toHaveTextContent(cascade);
    expect(put).toHaveLength(1);
    expect(put[0]!.body).toEqual({
      score: { player1: [5, 7], player2: [11, 11] },
      version: 6,
      isCorrection: true,
    });

    await user.click(within(confirm).getByRole('button', { name: 'Reset and correct' }));
    expect(await screen.findByText('Result corrected successfully!')).toBeInTheDocument();
    expect(put).toHaveLength(2);
    expect(put[1]!.body).toEqual({
      score: { player1: [5, 7], player2: [11, 11] },
      version: 6,
      isCorrection: true,
      confirmCascade: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends nothing more when the organizer cancels the reset', async () => {
    const put = answer('put', '/matches/:id/score', () =>
      fail(409, { message: cascade, code: 'CONFLICT', field: 'confirmCascade' }),
    );
    const { dialog, type, user } = await openCorrection();
    await type(2, 'Kim Lobber', '12');
    await type(2, 'Lee Volley', '10');
    await user.click(within(dialog).getByRole('button', { name: 'Save Correction' }));
    const confirm = await screen.findByRole('dialog', { name: 'Reset later matches?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Reset later matches?' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Correct Match Score' })).toBeInTheDocument();
    expect(put).toHaveLength(1);
  });

  it('a correction that resets nothing is saved at once, and the matches are reloaded', async () => {
    const put = answer('put', '/matches/:id/score', () =>
      ok(completed, { message: 'Result corrected successfully!' }),
    );
    const { dialog, type, user, list } = await openCorrection();
    await type(2, 'Kim Lobber', '12');
    await type(2, 'Lee Volley', '10');
    await user.click(within(dialog).getByRole('button', { name: 'Save Correction' }));
    expect(await screen.findByText('Result corrected successfully!')).toBeInTheDocument();
    expect(put).toHaveLength(1);
    expect(put[0]!.body).not.toHaveProperty('confirmCascade');
    // Issue 22.14: a correction says so; the server refuses a plain score on a completed match.
    expect(put[0]!.body).toMatchObject({ isCorrection: true });
    await waitFor(() => expect(list.length).toBeGreaterThan(1));
  });

  it("toasts 'Failed to update score' when nothing answers", async () => {
    answer('put', '/matches/:id/score', () => HttpResponse.error());
    const { dialog, type, user } = await openCorrection();
    await type(2, 'Kim Lobber', '12');
    await type(2, 'Lee Volley', '10');
    await user.click(within(dialog).getByRole('button', { name: 'Save Correction' }));
    expect(await screen.findByText('Failed to update score')).toBeInTheDocument();
  });
});

describe('A score keeper records a retirement (decision 024)', () => {
  const live = match(KIM, LEE, {
    version: 4,
    status: 'in-progress',
    authorizedScoreKeepers: [PLAYER.id],
  });

  it('asks who retired, sends a retirement won by the other side, then toasts and closes', async () => {
    answer('get', '/matches/tournament/:id', () => ok([live]));
    const post = answer('post', '/matches/:id/special-result', () =>
      ok({ ...live, status: 'completed', resultKind: 'retirement' }, { message: 'Recorded' }),
    );
    const { user } = renderDetail(detail({ status: 'ongoing' }), PLAYER);
    await user.click(await screen.findByRole('tab', { name: 'Matches' }));
    await user.click(await screen.findByRole('button', { name: /^Update Score/ }));
    const dialog = screen.getByRole('dialog', { name: 'Update Match Score' });
    await user.click(within(dialog).getByRole('button', { name: 'Lee Volley retired' }));
    const confirm = screen.getByRole('dialog', { name: 'Record a retirement?' });
    expect(confirm).toHaveTextContent('Lee Volley retired: Kim Lobber wins the match');
    await user.click(within(confirm).getByRole('button', { name: 'Record retirement' }));
    expect(await screen.findByText('Recorded')).toBeInTheDocument();
    expect(post[0]).toMatchObject({
      path: `/api/matches/${live.id}/special-result`,
      body: { kind: 'retirement', winner: KIM.id, version: 4 },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('is not offered to the organizer, who records every kind in Match Management', async () => {
    const { dialog } = await openDialog(live);
    expect(within(dialog).queryByRole('button', { name: /retired$/ })).not.toBeInTheDocument();
  });
});
