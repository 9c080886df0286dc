import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, fail, ok } from '@/test/msw';
import { renderDetail } from '@/test/render-detail';
import { ORGANIZER, PLAYER, detail } from '@/test/tournament-fixtures';

const completed = detail({ status: 'completed', winnerName: 'Kim Lobber', winnerPartner: null });
/** The button loads on demand (decision 027): its first import pays the transform on a busy CI. */
const LAZY = { timeout: 15_000 };
const REOPENED = 'Tournament reopened: correct a result, and it completes again with its final';

describe('Reopen to correct (decision 027)', () => {
  it('asks first, names the champion it clears, then reopens the tournament', async () => {
    const reopen = answer('post', '/tournaments/:id/reopen', () =>
      ok(detail({ status: 'ongoing' }), { message: REOPENED }),
    );
    const { user } = renderDetail(completed, ORGANIZER);
    await user.click(await screen.findByRole('button', { name: 'Reopen to correct' }, LAZY));
    const dialog = screen.getByRole('dialog', { name: 'Reopen Tournament' });
    expect(within(dialog).getByText(/Kim Lobber stops being the champion/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(reopen).toHaveLength(0);

    answer('get', '/tournaments/:id', () => ok(detail({ status: 'ongoing' })));
    await user.click(screen.getByRole('button', { name: 'Reopen to correct' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Reopen Tournament' })).getByRole('button', {
        name: 'Reopen',
      }),
    );
    await waitFor(() => expect(reopen).toHaveLength(1));
    expect(await screen.findByText(REOPENED)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Reopen to correct' })).toBeNull(),
    );
  });

  it("toasts the server's reason when it refuses", async () => {
    answer('post', '/tournaments/:id/reopen', () =>
      fail(409, { message: 'Only a completed tournament can be reopened', code: 'CONFLICT' }),
    );
    const { user } = renderDetail(completed, ORGANIZER);
    await user.click(await screen.findByRole('button', { name: 'Reopen to correct' }, LAZY));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Reopen Tournament' })).getByRole('button', {
        name: 'Reopen',
      }),
    );
    expect(
      await screen.findByText('Only a completed tournament can be reopened'),
    ).toBeInTheDocument();
  });

  it('is only for the owner of a completed tournament', async () => {
    renderDetail(completed, PLAYER);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reopen to correct' })).toBeNull();
  });
});
