import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Match } from '@courtside/shared/api/match';
import { answer, fail, ok } from '@/test/msw';
import { renderDetail } from '@/test/render-detail';
import { KIM, LEE, match, played } from '@/test/match-fixtures';
import { ORGANIZER, detail } from '@/test/tournament-fixtures';

async function openSpecial(m: Match) {
  answer('get', '/matches/tournament/:id', () => ok([m]));
  const view = renderDetail(detail({ status: 'ongoing' }), ORGANIZER);
  await view.user.click(await screen.findByRole('tab', { name: 'Matches' }));
  await view.user.click(await screen.findByRole('button', { name: /^Manage: / }));
  const dialog = screen.getByRole('dialog', { name: 'Match Management' });
  await view.user.click(within(dialog).getByRole('tab', { name: 'Special Result' }));
  return { ...view, dialog };
}

describe('Match Management: Special Result', () => {
  it('records a walkover for the chosen side through POST special-result', async () => {
    const open = match(KIM, LEE);
    const post = answer('post', '/matches/:id/special-result', () =>
      ok(
        played(
          KIM,
          LEE,
          [
            [0, 11],
            [0, 11],
          ],
          { resultKind: 'walkover' },
        ),
        {
          message: 'Result recorded successfully!',
        },
      ),
    );
    const { dialog, user } = await openSpecial(open);
    await user.click(within(dialog).getByRole('button', { name: 'Save Result' }));
    expect(await within(dialog).findByText('Please choose the kind of result')).toBeInTheDocument();
    expect(within(dialog).getByText('Please select a winner')).toBeInTheDocument();
    expect(post).toHaveLength(0);

    await user.selectOptions(within(dialog).getByLabelText('Kind of result'), 'walkover');
    await user.click(within(dialog).getByRole('radio', { name: 'Lee Volley' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Result' }));
    expect(await screen.findByText('Result recorded successfully!')).toBeInTheDocument();
    expect(post[0]).toMatchObject({
      path: `/api/matches/${open.id}/special-result`,
      body: { kind: 'walkover', winner: LEE.id, version: 0 },
    });
  });

  it('shows the reason the server gives', async () => {
    answer('post', '/matches/:id/special-result', () =>
      fail(422, {
        message: 'Validation failed',
        code: 'VALIDATION_FAILED',
        errors: { games: ['These games already decide the match.'] },
      }),
    );
    const { dialog, user } = await openSpecial(match(KIM, LEE));
    await user.selectOptions(within(dialog).getByLabelText('Kind of result'), 'retirement');
    await user.click(within(dialog).getByRole('radio', { name: 'Kim Lobber' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Result' }));
    expect(await screen.findByText('These games already decide the match.')).toBeInTheDocument();
  });

  it('the match card shows the label beside the winner score', async () => {
    const retired = played(
      KIM,
      LEE,
      [
        [11, 4],
        [10, 12],
        [0, 11],
      ],
      { resultKind: 'retirement' },
    );
    answer('get', '/matches/tournament/:id', () => ok([retired]));
    const view = renderDetail(detail({ status: 'ongoing' }), ORGANIZER);
    await view.user.click(await screen.findByRole('tab', { name: 'Matches' }));
    const label = await screen.findByText('RET');
    expect(label).toHaveAttribute('title', 'Retirement');
    expect(screen.getByText(/Score: game 1 11-4.*\(Retirement\)/)).toBeInTheDocument();
  });
});
