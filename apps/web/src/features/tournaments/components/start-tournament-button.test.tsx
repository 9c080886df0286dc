import { screen, waitFor, within } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { tournamentQueryOptions } from '@/lib/tournaments/get-tournament';
import { answer, fail, okMessage } from '@/test/msw';
import { renderDetail } from '@/test/render-detail';
import { ORGANIZER, detail, participantsOf, person } from '@/test/tournament-fixtures';

const eight = participantsOf(
  Array.from({ length: 8 }, (_, i) => person(i + 1, `Player ${i + 1}`, 3.5)),
);

describe('Start Tournament', () => {
  it('is offered to the owner of an upcoming tournament only', async () => {
    renderDetail(detail({ status: 'ongoing' }), ORGANIZER);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Start Tournament' })).not.toBeInTheDocument();
  });

  it('spaces the owner\'s header words as text, not by the button\'s gap ("Start  Event", issue 26)', async () => {
    renderDetail(detail(), ORGANIZER);
    // A word and its noun in one flex item: a space apart, not the icon's wider gap.
    for (const name of ['Start Tournament', 'Edit Tournament', 'Delete Tournament']) {
      const button = await screen.findByRole('button', { name });
      const words = [...button.children].filter((child) => child.tagName !== 'svg');
      expect(words.map((child) => child.textContent)).toEqual([name]);
    }
  });

  it('confirms what will be generated, starts, and reloads the tournament', async () => {
    const post = answer('post', '/tournaments/:id/start', () =>
      okMessage('Tournament started successfully! Bracket has been generated.'),
    );
    const { user, get } = renderDetail(
      detail({ participants: eight, currentParticipants: 8 }),
      ORGANIZER,
    );
    await user.click(await screen.findByRole('button', { name: 'Start Tournament' }));
    const dialog = screen.getByRole('dialog', { name: 'Start Tournament?' });
    expect(dialog).toHaveTextContent(
      'A knockout bracket for 8 players will be generated and registration will close. This cannot be undone.',
    );
    expect(post).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Start Tournament' }));
    expect(
      await screen.findByText('Tournament started successfully! Bracket has been generated.'),
    ).toBeInTheDocument();
    expect(post[0]).toMatchObject({ path: `/api/tournaments/${detail().id}/start` });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(get.length).toBeGreaterThanOrEqual(2));
  });

  it('says so when the page learnt of the start before the answer came (CI, stop 34)', async () => {
    // The live update (or a refetch) can show the tournament ongoing first: the button leaves
    // the page while its request is in flight, and the toast must still come.
    const client: { current?: QueryClient } = {};
    answer('post', '/tournaments/:id/start', async () => {
      client.current!.setQueryData(
        tournamentQueryOptions(detail().id).queryKey,
        detail({ status: 'ongoing', participants: eight, currentParticipants: 8 }),
      );
      await new Promise((resolve) => setTimeout(resolve, 20));
      return okMessage('Tournament started successfully! Bracket has been generated.');
    });
    const view = renderDetail(detail({ participants: eight, currentParticipants: 8 }), ORGANIZER);
    client.current = view.queryClient;
    await view.user.click(await screen.findByRole('button', { name: 'Start Tournament' }));
    await view.user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Start Tournament' }),
    );
    expect(
      await screen.findByText('Tournament started successfully! Bracket has been generated.'),
    ).toBeInTheDocument();
  });

  it('says what round-robin groups and doubles teams will be generated', async () => {
    const { user } = renderDetail(
      detail({
        format: 'round-robin',
        numGroups: 2,
        type: 'doubles',
        teams: [1, 2, 3, 4].map((n) => ({
          id: `t${n}`,
          name: `Team ${n}`,
          playerIds: [],
          players: [],
        })),
      }),
      ORGANIZER,
    );
    await user.click(await screen.findByRole('button', { name: 'Start Tournament' }));
    expect(screen.getByRole('dialog')).toHaveTextContent(
      'Round-robin matches in 2 groups for 4 teams will be generated',
    );
  });

  it("shows the server's reason on 409", async () => {
    const reason = 'Every player needs a partner before the start: Amy Ace has no team yet';
    answer('post', '/tournaments/:id/start', () =>
      fail(409, { message: reason, code: 'CONFLICT' }),
    );
    const { user } = renderDetail(detail({ type: 'doubles' }), ORGANIZER);
    await user.click(await screen.findByRole('button', { name: 'Start Tournament' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Start Tournament' }),
    );
    expect(await screen.findByText(reason)).toBeInTheDocument();
  });

  it("toasts 'Failed to start tournament' when the server fails", async () => {
    answer('post', '/tournaments/:id/start', () => fail(500, { code: 'INTERNAL' }));
    const { user } = renderDetail(detail(), ORGANIZER);
    await user.click(await screen.findByRole('button', { name: 'Start Tournament' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Start Tournament' }),
    );
    expect(await screen.findByText('Failed to start tournament')).toBeInTheDocument();
  });
});
