import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/lib/auth-store';
import { answer, fail, ok, okMessage } from '@/test/msw';
import { renderRoute } from '@/test/render-route';
import { PLAYER } from '@/test/tournament-fixtures';
import MatchesPage from '../routes/matches-page';

const TOKEN = 'q'.repeat(43);
const FEED = {
  url: `https://courtside.example/api/calendar/${TOKEN}.ics`,
  webcalUrl: `webcal://courtside.example/api/calendar/${TOKEN}.ics`,
  createdAt: '2026-11-27T09:00:00.000Z',
};

beforeEach(() => toast.remove());

async function openDialog() {
  useAuthStore.setState({ user: PLAYER, token: 'tok', isAuthenticated: true });
  answer('get', '/matches', () =>
    ok([], {
      meta: {
        page: 1,
        limit: 20,
        total: 0,
        counts: { scheduled: 0, inProgress: 0, completed: 0, total: 0 },
      },
    }),
  );
  renderRoute(<MatchesPage />, { path: '/app/matches', url: '/app/matches' });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Subscribe to my matches' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Subscribe to my matches' }) };
}

// Typing and toasts on a busy machine take more than the default 5 s.
describe('Subscribe to my matches (Matches page)', { timeout: 15_000 }, () => {
  it('creates the link, shows its webcal and https forms to copy, and revokes it', async () => {
    const created = answer('post', '/calendar-feeds', () =>
      ok(FEED, { message: 'Your calendar link is ready.' }),
    );
    const revoked = answer('delete', '/calendar-feeds', () =>
      okMessage('Your calendar link has been turned off.'),
    );
    const { user, dialog } = await openDialog();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(within(dialog).getByRole('button', { name: 'Create my calendar link' }));

    expect(await within(dialog).findByLabelText('Calendar app link')).toHaveValue(FEED.webcalUrl);
    expect(within(dialog).getByLabelText('Web address')).toHaveValue(FEED.url);
    expect(created).toHaveLength(1);
    expect(created[0]!.headers.authorization).toBe('Bearer tok');
    expect(within(dialog).getByRole('link', { name: 'Open in my calendar app' })).toHaveAttribute(
      'href',
      FEED.webcalUrl,
    );
    expect(within(dialog).getByText(/it is shown only once/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Copy web address' }));
    expect(writeText).toHaveBeenCalledWith(FEED.url);
    expect(await screen.findByText('Web address copied')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Copy calendar app link' }));
    expect(writeText).toHaveBeenLastCalledWith(FEED.webcalUrl);

    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Your calendar link has been turned off.')).toBeInTheDocument();
    expect(revoked).toHaveLength(1);
    // The link is gone from the screen; a new one can be made.
    expect(within(dialog).queryByLabelText('Web address')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Create my calendar link' })).toBeVisible();
  });

  it("says why when the link can't be made, and shows no link", async () => {
    answer('post', '/calendar-feeds', () =>
      fail(429, {
        message: 'Too many requests. Please wait a moment before trying again.',
        code: 'RATE_LIMITED',
      }),
    );
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Create my calendar link' }));
    expect(await screen.findByText(/Please wait a moment before trying again/)).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Web address')).not.toBeInTheDocument();
  });

  it('refuses an answer without the link (invalid response), never showing a broken one', async () => {
    answer('post', '/calendar-feeds', () => ok({ url: 42 }));
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Create my calendar link' }));
    expect(await screen.findByText('Invalid response from server')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Calendar app link')).not.toBeInTheDocument();
  });

  it('closes with Done and with Escape', async () => {
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Subscribe to my matches' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
