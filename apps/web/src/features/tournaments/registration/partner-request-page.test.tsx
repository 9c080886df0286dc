import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '@/lib/auth-store';
import { answer, fail, ok } from '@/test/msw';
import { renderRoute } from '@/test/render-route';
import { PLAYER, TOURNAMENT_ID } from '@/test/tournament-fixtures';
import PartnerRequestPage from '@/features/tournaments/routes/partner-request';

const EVENT_ID = '7a1e0000-0000-4000-8000-000000000002';

function open(url: string) {
  useAuthStore.setState({ user: PLAYER, token: 'tok', isAuthenticated: true });
  renderRoute(<PartnerRequestPage />, { path: '/app/partner-request', url });
  return userEvent.setup();
}

describe('the partner request page (decision 038)', () => {
  it("accepts with the link's token and links to the event", async () => {
    const post = answer('post', '/tournaments/partner-requests/accept', () =>
      ok(
        {
          tournamentId: TOURNAMENT_ID,
          eventId: EVENT_ID,
          eventName: 'Mixed Doubles 3.5',
          answer: 'accepted',
          teamId: 'team-1',
        },
        { message: 'You are partners: your team is formed' },
      ),
    );
    const user = open('/app/partner-request?token=abc_123');
    await user.click(screen.getByRole('button', { name: 'Accept and register' }));
    expect(await screen.findByRole('heading', { name: 'You are partners' })).toBeInTheDocument();
    expect(screen.getByText(/Mixed Doubles 3.5/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the event' })).toHaveAttribute(
      'href',
      `/app/tournaments/${TOURNAMENT_ID}?event=${EVENT_ID}`,
    );
    expect(post[0]!.body).toEqual({ token: 'abc_123' });
  });

  it('declines', async () => {
    const post = answer('post', '/tournaments/partner-requests/decline', () =>
      ok(
        {
          tournamentId: TOURNAMENT_ID,
          eventId: EVENT_ID,
          eventName: 'Mixed Doubles 3.5',
          answer: 'declined',
          teamId: null,
        },
        { message: 'Partner request declined' },
      ),
    );
    const user = open('/app/partner-request?token=abc');
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(await screen.findByRole('heading', { name: 'Request declined' })).toBeInTheDocument();
    expect(post).toHaveLength(1);
  });

  it("shows the server's reason when it refuses", async () => {
    answer('post', '/tournaments/partner-requests/accept', () =>
      fail(409, {
        code: 'CONFLICT',
        message: 'This partner request is no longer open: it was answered, withdrawn or expired',
      }),
    );
    const user = open('/app/partner-request?token=abc');
    await user.click(screen.getByRole('button', { name: 'Accept and register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This partner request is no longer open: it was answered, withdrawn or expired',
    );
    expect(screen.getByRole('button', { name: 'Accept and register' })).toBeEnabled();
  });

  it('a link without a token says so and offers nothing to send', () => {
    open('/app/partner-request');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This link has no partner request in it. Open the link from the mail again.',
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
