import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { UserSummary } from '@courtside/shared/api/match';
import { answer, fail, HttpResponse, ok } from '@/test/msw';
import { renderRoute } from '@/test/render-route';
import { PersonCombobox } from './person-combobox';

const KERRY = { id: 'u-1', name: 'Kerry Keeper' };
const AVON = { id: 'u-2', name: 'Kerr Avon', email: 'kerr@example.com' };
const LABEL = "Keeper's name or email";

/** The combobox as a panel holds it: the chosen person kept beside it, keys seen by its parent. */
function renderCombobox(taken?: { ids: ReadonlySet<string>; note: string }) {
  const chosen = vi.fn<(user: UserSummary | null) => void>();
  const parentKeys = vi.fn<(key: string) => void>();
  function Harness() {
    const [value, setValue] = useState<UserSummary | null>(null);
    return (
      <div onKeyDown={(event) => parentKeys(event.key)}>
        <PersonCombobox
          label={LABEL}
          value={value}
          taken={taken}
          onChange={(user) => {
            chosen(user);
            setValue(user);
          }}
        />
        <p data-testid="chosen">{value?.name ?? 'nobody'}</p>
      </div>
    );
  }
  const view = renderRoute(<Harness />, { path: '/' });
  return {
    ...view,
    chosen,
    parentKeys,
    user: userEvent.setup(),
    box: screen.getByRole('combobox'),
  };
}

describe('PersonCombobox', () => {
  it('asks once after a pause in typing and picks a person with the keyboard', async () => {
    const searches = answer('get', '/users/search', () => ok([KERRY, AVON]));
    const { box, chosen, user } = renderCombobox();
    expect(box).toHaveAccessibleName(LABEL);
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.type(box, 'kerr');
    const list = await screen.findByRole('listbox', { name: `${LABEL} suggestions` });
    // Debounced: the whole term, asked once.
    expect(searches.map((s) => s.query.q)).toEqual(['kerr']);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', list.id);
    const options = within(list).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Kerry Keeper',
      'Kerr Avonkerr@example.com',
    ]);
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);
    // The last option stays active past the end, the first before the start.
    await user.keyboard('{ArrowDown}{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(chosen).toHaveBeenLastCalledWith(AVON);
    expect(box).toHaveValue('Kerr Avon');
    expect(screen.getByTestId('chosen')).toHaveTextContent('Kerr Avon');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');

    // Typing again drops the choice.
    await user.type(box, 'x');
    expect(chosen).toHaveBeenLastCalledWith(null);
  });

  it('closes on Escape without the Escape reaching its parent (a dialog stays open)', async () => {
    answer('get', '/users/search', () => ok([KERRY]));
    const { box, parentKeys, user } = renderCombobox();
    await user.type(box, 'ke');
    await screen.findByRole('option', { name: 'Kerry Keeper' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(parentKeys).not.toHaveBeenCalledWith('Escape');
    // Down opens it again; the answer is cached, nothing more is asked.
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('option', { name: 'Kerry Keeper' })).toBeInTheDocument();
  });

  it('does not ask under two characters, shows Searching... while it asks, and says when nobody is found', async () => {
    let release = () => {};
    const searches = answer(
      'get',
      '/users/search',
      () => new Promise<Response>((resolve) => (release = () => resolve(ok([])))),
    );
    const { box, user } = renderCombobox();
    await user.type(box, 'k');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(searches).toHaveLength(0);
    await user.type(box, 'x');
    expect(await screen.findByRole('status')).toHaveTextContent('Searching...');
    release();
    expect(await screen.findByText('No users found')).toBeInTheDocument();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks people who already hold the role and does not choose them', async () => {
    answer('get', '/users/search', () => ok([KERRY, AVON]));
    const { box, chosen, user } = renderCombobox({ ids: new Set([KERRY.id]), note: 'Desk staff' });
    await user.type(box, 'ke');
    const taken = await screen.findByRole('option', { name: /Kerry Keeper/ });
    expect(taken).toHaveAttribute('aria-disabled', 'true');
    expect(taken).toHaveTextContent('Desk staff');
    await user.keyboard('{Enter}');
    await user.click(taken);
    expect(chosen).not.toHaveBeenCalledWith(KERRY);
    expect(screen.getByRole('listbox')).toBeInTheDocument();
  });

  it("says why a search failed: the server's reason, or 'Failed to search users' when nothing answered", async () => {
    answer('get', '/users/search', ({ query }) =>
      query.q === 'none'
        ? HttpResponse.error()
        : fail(422, {
            message: 'Search terms are at most 100 characters',
            code: 'VALIDATION_FAILED',
          }),
    );
    const { box, user } = renderCombobox();
    await user.type(box, 'long');
    expect(await screen.findByText('Search terms are at most 100 characters')).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, 'none');
    expect(await screen.findByText('Failed to search users')).toBeInTheDocument();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'false'));
  });
});
