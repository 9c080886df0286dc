import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TournamentScoreKeeper } from '@courtside/shared/api/match';
import { answer, fail, ok } from '@/test/msw';
import { renderDetail } from '@/test/render-detail';
import { KIM, LEE, match } from '@/test/match-fixtures';
import { ORGANIZER, detail } from '@/test/tournament-fixtures';

const COURTS = [
  { id: 'court-1', name: 'Court 1', location: null },
  { id: 'court-2', name: 'Court 2', location: null },
];
const KEEPER = { id: 'keeper-1', name: 'Kerry Keeper' };
const scoped = (over: Partial<TournamentScoreKeeper> = {}): TournamentScoreKeeper => ({
  id: 'scope-1',
  user: KEEPER,
  courtId: 'court-1',
  courtName: 'Court 1',
  createdAt: '2026-04-12T08:00:00.000Z',
  ...over,
});

async function openKeepers(keepers: TournamentScoreKeeper[] = []) {
  answer('get', '/matches/tournament/:id', () => ok([match(KIM, LEE)]));
  answer('get', '/tournaments/:id/score-keepers', () => ok({ scoreKeepers: keepers }));
  const view = renderDetail(detail({ status: 'ongoing', courts: COURTS }), ORGANIZER);
  await view.user.click(await screen.findByRole('tab', { name: 'Matches' }));
  await view.user.click(await screen.findByRole('button', { name: 'Score keepers' }));
  const dialog = screen.getByRole('dialog', { name: 'Score keepers' });
  return { ...view, dialog };
}

describe('Score keepers of the tournament and its courts (issue 27)', () => {
  it('suggests people as the organizer types, picks one by keyboard and adds them to a court', async () => {
    const searches = answer('get', '/users/search', ({ query }) =>
      ok(
        [KEEPER, { id: 'keeper-2', name: 'Kerr Avon' }].filter((u) =>
          u.name.toLowerCase().includes(query.q!.toLowerCase()),
        ),
      ),
    );
    const posts = answer('post', '/tournaments/:id/score-keepers', () =>
      ok({ scoreKeepers: [scoped()] }, { message: 'Score keeper added successfully!' }),
    );
    const { dialog, user } = await openKeepers();
    expect(await within(dialog).findByText(/No keepers for the tournament/)).toBeInTheDocument();

    const box = within(dialog).getByRole('combobox', { name: "Keeper's name or email" });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.type(box, 'kerr');
    const list = await within(dialog).findByRole('listbox');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    const options = await within(list).findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Kerry Keeper', 'Kerr Avon']);
    expect(searches.at(-1)!.query.q).toBe('kerr');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{ArrowDown}{ArrowUp}{Enter}');
    expect(box).toHaveValue('Kerry Keeper');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.selectOptions(within(dialog).getByLabelText('Keeps'), 'court-1');
    await user.click(within(dialog).getByRole('button', { name: 'Add keeper' }));
    expect(await screen.findByText('Score keeper added successfully!')).toBeInTheDocument();
    expect(posts[0]).toMatchObject({
      path: `/api/tournaments/${detail().id}/score-keepers`,
      body: { userId: 'keeper-1', courtId: 'court-1' },
    });
    const current = await within(dialog).findByRole('list', { name: 'Current keepers' });
    expect(within(current).getByText('Kerry Keeper')).toBeInTheDocument();
    expect(within(current).getByText('Court 1')).toBeInTheDocument();
    // The box is emptied for the next one.
    expect(within(dialog).getByRole('combobox', { name: "Keeper's name or email" })).toHaveValue(
      '',
    );
  });

  it('adds for the whole tournament by default; Escape closes the suggestions, not the dialog', async () => {
    answer('get', '/users/search', () => ok([KEEPER]));
    const posts = answer('post', '/tournaments/:id/score-keepers', () =>
      ok({ scoreKeepers: [scoped({ courtId: null, courtName: null })] }),
    );
    const { dialog, user } = await openKeepers();
    const box = within(dialog).getByRole('combobox', { name: "Keeper's name or email" });
    await user.type(box, 'Ke');
    await within(dialog).findByRole('option', { name: 'Kerry Keeper' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Score keepers' })).toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    await user.click(await within(dialog).findByRole('option', { name: 'Kerry Keeper' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add keeper' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.body).toEqual({ userId: 'keeper-1', courtId: null });
    const current = await within(dialog).findByRole('list', { name: 'Current keepers' });
    expect(within(current).getByText('Whole tournament')).toBeInTheDocument();
  });

  it('asks for a person from the suggestions, and says when none is found', async () => {
    answer('get', '/users/search', () => ok([]));
    const posts = answer('post', '/tournaments/:id/score-keepers');
    const { dialog, user } = await openKeepers();
    await user.click(within(dialog).getByRole('button', { name: 'Add keeper' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Choose a person from the suggestions',
    );
    await user.type(
      within(dialog).getByRole('combobox', { name: "Keeper's name or email" }),
      'nobody',
    );
    expect(await within(dialog).findByText('No users found')).toBeInTheDocument();
    expect(posts).toHaveLength(0);
  });

  it('removes a keeper of a court; a refusal is toasted', async () => {
    const deletes = answer('delete', '/tournaments/:id/score-keepers', () =>
      ok({ scoreKeepers: [] }, { message: 'Score keeper removed successfully!' }),
    );
    const { dialog, user } = await openKeepers([scoped()]);
    await user.click(
      await within(dialog).findByRole('button', { name: 'Remove Kerry Keeper (Court 1)' }),
    );
    expect(await screen.findByText('Score keeper removed successfully!')).toBeInTheDocument();
    expect(deletes[0]!.body).toEqual({ userId: 'keeper-1', courtId: 'court-1' });
    expect(await within(dialog).findByText(/No keepers for the tournament/)).toBeInTheDocument();

    answer('post', '/tournaments/:id/score-keepers', () =>
      fail(409, { message: 'The organizer can already enter every score', code: 'CONFLICT' }),
    );
    answer('get', '/users/search', () => ok([{ id: ORGANIZER.id, name: ORGANIZER.name }]));
    await user.type(
      within(dialog).getByRole('combobox', { name: "Keeper's name or email" }),
      ORGANIZER.name.slice(0, 3),
    );
    await user.click(await within(dialog).findByRole('option', { name: ORGANIZER.name }));
    await user.click(within(dialog).getByRole('button', { name: 'Add keeper' }));
    expect(
      await screen.findByText('The organizer can already enter every score'),
    ).toBeInTheDocument();
  });
});
