import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, fail, ok } from '@/test/msw';
import { renderDetail } from '@/test/render-detail';
import { KIM, LEE, MAX, ROY, detailOf, match } from '@/test/match-fixtures';
import { PLAYER, detail } from '@/test/tournament-fixtures';

/** Decision 027: Kim entered 11-5, 11-7 against Roy; it awaits Roy's (or the desk's) word. */
const awaiting = match(KIM, ROY, {
  status: 'in-progress',
  score: { player1: [11, 11], player2: [5, 7] },
  awaitingConfirmation: true,
  enteredBySide: 'player1',
  canConfirm: true,
});
const other = match(LEE, MAX, { position: 2 });

async function openMatches(first = awaiting) {
  answer('get', '/matches/tournament/:id', () => ok([first, other]));
  const view = renderDetail(detail({ status: 'ongoing' }), PLAYER);
  await view.user.click(await screen.findByRole('tab', { name: 'Matches' }));
  const card = (
    await screen.findByRole('button', { name: 'View Details: Kim Lobber v Roy Drop' })
  ).closest('li')!;
  return { ...view, card: card as HTMLElement };
}

describe('a score awaiting confirmation', () => {
  it('shows the badge and who must confirm; the other side confirms it', async () => {
    const { user, card } = await openMatches();
    // One status badge with the most specific state, in the in-progress colour (spec section 4);
    // no "Live" (nobody is playing it) and no "In Progress" beside it.
    expect(within(card).getByText('Awaiting confirmation').className).toContain('amber');
    expect(within(card).queryByText('In Progress')).not.toBeInTheDocument();
    expect(within(card).queryByText('Live')).not.toBeInTheDocument();
    expect(
      within(card).getByText('Awaiting confirmation from Roy Drop or the desk'),
    ).toBeInTheDocument();
    const confirmed = answer('post', '/matches/:id/confirm', () =>
      ok(
        { ...awaiting, status: 'completed', winner: KIM.id, awaitingConfirmation: false },
        { message: 'Score confirmed' },
      ),
    );
    await user.click(
      within(card).getByRole('button', { name: 'Confirm Score: Kim Lobber v Roy Drop' }),
    );
    await waitFor(() => expect(confirmed).toHaveLength(1));
    expect(confirmed[0]!.path).toBe(`/api/matches/${awaiting.id}/confirm`);
    expect(await screen.findByText('Score confirmed')).toBeInTheDocument();
  });

  it('the other side disputes it with a note', async () => {
    const { user, card } = await openMatches();
    const disputed = answer('post', '/matches/:id/dispute', () =>
      ok(
        { ...awaiting, awaitingConfirmation: false },
        { message: 'Score disputed: the match is back in progress' },
      ),
    );
    await user.click(within(card).getByRole('button', { name: 'Dispute: Kim Lobber v Roy Drop' }));
    const dialog = screen.getByRole('dialog', { name: 'Dispute Score' });
    await user.type(within(dialog).getByLabelText('What is wrong? (optional)'), 'Game 2 was 11-9');
    await user.click(within(dialog).getByRole('button', { name: 'Dispute Score' }));
    await waitFor(() => expect(disputed).toHaveLength(1));
    expect(disputed[0]!.body).toEqual({ note: 'Game 2 was 11-9' });
    expect(
      await screen.findByText('Score disputed: the match is back in progress'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Dispute Score' })).toBeNull());
  });

  it("says the server's reason when the confirmation is refused", async () => {
    const { user, card } = await openMatches();
    answer('post', '/matches/:id/confirm', () =>
      fail(409, { message: 'This score is not awaiting confirmation', code: 'CONFLICT' }),
    );
    await user.click(
      within(card).getByRole('button', { name: 'Confirm Score: Kim Lobber v Roy Drop' }),
    );
    expect(await screen.findByText('This score is not awaiting confirmation')).toBeInTheDocument();
  });

  it('the side that entered it sees the badge but no Confirm or Dispute', async () => {
    const { card } = await openMatches({ ...awaiting, canConfirm: false });
    expect(within(card).getByText('Awaiting confirmation')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Confirm Score/ })).toBeNull();
    expect(within(card).queryByRole('button', { name: /Dispute/ })).toBeNull();
  });

  it('match details say who entered and who confirmed the score', async () => {
    const done = {
      ...awaiting,
      status: 'completed' as const,
      winner: KIM.id,
      awaitingConfirmation: false,
      canConfirm: false,
    };
    const { user } = await openMatches(done);
    answer('get', '/matches/:id', () =>
      ok(
        detailOf(done, {
          scoreEntry: {
            enteredBy: { id: KIM.id, name: 'Kim Lobber', role: 'player' },
            enteredAt: '2026-04-12T10:00:00.000Z',
            confirmedBy: { id: ROY.id, name: 'Roy Drop', role: 'player' },
            confirmedAt: '2026-04-12T10:02:00.000Z',
            confirmation: 'opponent',
            disputedBy: null,
            disputeNote: null,
          },
        }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'View Details: Kim Lobber v Roy Drop' }));
    const dialog = screen.getByRole('dialog', { name: 'Match Details' });
    expect(
      await within(dialog).findByText('Entered by Kim Lobber · Confirmed by Roy Drop'),
    ).toBeInTheDocument();
  });

  it('match details of an awaiting score name who must confirm it, and offer the buttons', async () => {
    const { user } = await openMatches();
    answer('get', '/matches/:id', () =>
      ok(
        detailOf(awaiting, {
          scoreEntry: {
            enteredBy: { id: KIM.id, name: 'Kim Lobber', role: 'player' },
            enteredAt: '2026-04-12T10:00:00.000Z',
            confirmedBy: null,
            confirmedAt: null,
            confirmation: null,
            disputedBy: null,
            disputeNote: null,
          },
        }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'View Details: Kim Lobber v Roy Drop' }));
    const dialog = screen.getByRole('dialog', { name: 'Match Details' });
    expect(
      await within(dialog).findByText(
        'Entered by Kim Lobber · Awaiting confirmation from Roy Drop or the desk',
      ),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByRole('button', { name: 'Confirm Score: Kim Lobber v Roy Drop' }),
    ).toBeInTheDocument();
  });
});

describe('a player scoring their own match when the tournament asks for confirmation', () => {
  it('says the deciding score goes to the other side to confirm', async () => {
    const me = { id: PLAYER.id, name: PLAYER.name, profileImage: null, rating: 3.5 };
    const mine = match(me, ROY, { status: 'in-progress' });
    answer('get', '/matches/tournament/:id', () => ok([mine]));
    const { user } = renderDetail(detail({ status: 'ongoing', scoreConfirmation: true }), PLAYER);
    await user.click(await screen.findByRole('tab', { name: 'Matches' }));
    await user.click(
      await screen.findByRole('button', { name: `Update Score: ${PLAYER.name} v Roy Drop` }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Update Match Score' });
    const boxes = within(dialog).getAllByRole('spinbutton');
    for (const [i, points] of ['11', '5', '11', '7'].entries()) {
      await user.clear(boxes[i]!);
      await user.type(boxes[i]!, points);
    }
    expect(
      await within(dialog).findByText(/Saving sends it to the other side to confirm\./),
    ).toBeInTheDocument();
  });
});
