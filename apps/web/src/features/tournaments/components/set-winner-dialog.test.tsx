import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TournamentDetail } from '@courtside/shared/api/tournament';
import { HttpResponse, answer, fail, ok } from '@/test/msw';
import { renderDetail } from '@/test/render-detail';
import { KIM, LEE, MAX, ROY } from '@/test/match-fixtures';
import { ORGANIZER, PLAYER, detail, participantsOf } from '@/test/tournament-fixtures';

// Set Winner is for tournaments whose matches name no champion: round-robin groups, no knockout.
const groups = { format: 'round-robin', numGroups: 2, knockoutEnabled: false } as const;
const ongoing = detail({
  ...groups,
  status: 'ongoing',
  participants: participantsOf([KIM, LEE, MAX, ROY]),
});
const doubles = detail({
  ...groups,
  status: 'ongoing',
  type: 'doubles',
  participants: participantsOf([KIM, LEE, MAX, ROY]),
  teams: [
    { id: 'team-1', name: 'Team Kim', playerIds: [KIM.id, LEE.id], players: [KIM, LEE] },
    { id: 'team-2', name: 'Team Max', playerIds: [MAX.id, ROY.id], players: [MAX, ROY] },
  ],
});

async function openSetWinner(t: TournamentDetail = ongoing) {
  const view = renderDetail(t, ORGANIZER);
  await view.user.click(await screen.findByRole('button', { name: 'Set Winner' }));
  const dialog = screen.getByRole('dialog', { name: 'Set Tournament Winner' });
  return { ...view, dialog };
}

describe('Set Winner', () => {
  it('is offered to the owner of an ongoing tournament only', async () => {
    const { unmount } = renderDetail(ongoing, PLAYER);
    expect(await screen.findByText('Spring Slam')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set Winner' })).not.toBeInTheDocument();
    unmount();
    renderDetail(detail({ ...groups, status: 'upcoming' }), ORGANIZER);
    expect(await screen.findByRole('button', { name: 'Start Tournament' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set Winner' })).not.toBeInTheDocument();
  });

  it('is not offered where the matches decide the champion (a knockout, a swiss)', async () => {
    for (const format of ['knockout', 'swiss'] as const) {
      const { unmount } = renderDetail(detail({ status: 'ongoing', format }), ORGANIZER);
      expect(await screen.findByRole('button', { name: 'Edit Tournament' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Set Winner' })).not.toBeInTheDocument();
      unmount();
    }
  });

  it('asks for a participant or a name, and offers no partner in singles', async () => {
    const post = answer('post', '/tournaments/:id/winner');
    const { dialog, user } = await openSetWinner();
    const d = within(dialog);
    expect(
      within(d.getByLabelText('Winning participant'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select a winner', 'Kim Lobber', 'Lee Volley', 'Max Spin', 'Roy Drop']);
    await user.click(d.getByRole('button', { name: 'Set Winner' }));
    expect(d.getByText('Please select a winner')).toBeInTheDocument();

    await user.click(d.getByRole('radio', { name: 'Another name' }));
    expect(d.queryByLabelText('Partner Name (optional)')).not.toBeInTheDocument();
    await user.click(d.getByRole('button', { name: 'Set Winner' }));
    expect(d.getByText('Please enter a winner name')).toBeInTheDocument();
    await user.type(d.getByLabelText('Winner Name'), '   ');
    await user.click(d.getByRole('button', { name: 'Set Winner' }));
    expect(d.getByText('Please enter a winner name')).toBeInTheDocument();
    expect(post).toHaveLength(0);
  });

  it('crowns a participant, toasts, reloads the tournament and shows the champion', async () => {
    const completed = detail({
      ...ongoing,
      status: 'completed',
      winner: { id: KIM.id, name: 'Kim Lobber', profileImage: null },
      winnerName: 'Kim Lobber',
    });
    const post = answer('post', '/tournaments/:id/winner', () =>
      ok(completed, { message: 'Tournament winner set successfully!' }),
    );
    const { dialog, user } = await openSetWinner();
    const reload = answer('get', '/tournaments/:id', () => ok(completed));
    await user.selectOptions(within(dialog).getByLabelText('Winning participant'), KIM.id);
    await user.click(within(dialog).getByRole('button', { name: 'Set Winner' }));
    expect(await screen.findByText('Tournament winner set successfully!')).toBeInTheDocument();
    expect(post[0]).toMatchObject({
      path: `/api/tournaments/${ongoing.id}/winner`,
      body: { winnerId: KIM.id },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Champion', { selector: 'p' }).parentElement).toHaveTextContent(
      'ChampionKim Lobber',
    );
    expect(screen.queryByRole('button', { name: 'Set Winner' })).not.toBeInTheDocument();
    await waitFor(() => expect(reload.length).toBeGreaterThan(0));
  });

  it('picks among teams in doubles, or a custom name with a partner', async () => {
    const post = answer('post', '/tournaments/:id/winner', () =>
      ok(doubles, { message: 'Tournament winner set successfully!' }),
    );
    const { dialog, user } = await openSetWinner(doubles);
    const d = within(dialog);
    expect(
      within(d.getByLabelText('Winning team'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Select a winner',
      'Team Kim (Kim Lobber & Lee Volley)',
      'Team Max (Max Spin & Roy Drop)',
    ]);
    await user.click(d.getByRole('radio', { name: 'Another name' }));
    await user.type(d.getByLabelText('Winner Name'), ' Dana Drive ');
    await user.type(d.getByLabelText('Partner Name (optional)'), 'Eli Erne');
    await user.click(d.getByRole('button', { name: 'Set Winner' }));
    expect(await screen.findByText('Tournament winner set successfully!')).toBeInTheDocument();
    expect(post[0]!.body).toEqual({ winnerName: 'Dana Drive', winnerPartner: 'Eli Erne' });
  });

  it("shows the server's reason, or 'Failed to set tournament winner' when nothing answers", async () => {
    const replies = [
      () => fail(409, { message: 'Start the tournament before setting its winner', code: 'X' }),
      () => HttpResponse.error(),
    ];
    answer('post', '/tournaments/:id/winner', () => replies.shift()!());
    const { dialog, user } = await openSetWinner();
    await user.selectOptions(within(dialog).getByLabelText('Winning participant'), LEE.id);
    await user.click(within(dialog).getByRole('button', { name: 'Set Winner' }));
    expect(
      await screen.findByText('Start the tournament before setting its winner'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Set Winner' }));
    expect(await screen.findByText('Failed to set tournament winner')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Set Tournament Winner' })).toBeInTheDocument();
  });
});

describe('Champion of a completed tournament', () => {
  it('shows the custom winner and partner in the header and the overview', async () => {
    renderDetail(
      detail({
        status: 'completed',
        type: 'doubles',
        winnerName: 'Dana Drive',
        winnerPartner: 'Eli Erne',
      }),
      PLAYER,
    );
    expect(await screen.findAllByText('Dana Drive & Eli Erne')).toHaveLength(2);
    expect(screen.getByText('Champion', { selector: 'p' })).toBeInTheDocument();
  });

  it('shows nothing of the kind without a winner', async () => {
    renderDetail(detail({ status: 'completed' }), PLAYER);
    expect(await screen.findByText('Spring Slam')).toBeInTheDocument();
    expect(screen.queryByText('Champion')).not.toBeInTheDocument();
  });
});
