import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PartnerRequestByToken } from '@courtside/shared/api/partners';
import { useAuthStore } from '@/lib/auth-store';
import { answer, fail, ok } from '@/test/msw';
import { renderRoute } from '@/test/render-route';
import { PLAYER, TOURNAMENT_ID } from '@/test/tournament-fixtures';
import PartnerRequestPage from '@/features/tournaments/routes/partner-request';

const EVENT_ID = '7a1e0000-0000-4000-8000-000000000002';

const REQUEST: PartnerRequestByToken = {
  state: 'open',
  senderName: 'Ana Lob',
  tournamentId: TOURNAMENT_ID,
  tournamentName: 'Spring Open',
  eventId: EVENT_ID,
  eventName: 'Mixed Doubles 3.5',
  expiresAt: '2026-12-04T10:00:00.000Z',
  isForYou: true,
  isRegistered: false,
};

/** GET by-token answers `fields` over an open request for the caller. */
const asked = (fields: Partial<PartnerRequestByToken> = {}) =>
  answer('get', '/tournaments/partner-requests/by-token', () => ok({ ...REQUEST, ...fields }));

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
    const reads = asked();
    const user = open('/app/partner-request?token=abc_123');
    await user.click(await screen.findByRole('button', { name: 'Accept and register' }));
    // The buttons are gone with the answer: the focus is on the result, not lost to the page.
    expect(await screen.findByRole('heading', { name: 'You are partners' })).toHaveFocus();
    // Said once: the heading, then the team and its event (not "You are partners" twice).
    expect(screen.getByText('Your team is formed in Mixed Doubles 3.5.')).toBeInTheDocument();
    expect(screen.queryByText(/You are partners:/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the event' })).toHaveAttribute(
      'href',
      `/app/tournaments/${TOURNAMENT_ID}?event=${EVENT_ID}`,
    );
    expect(post[0]!.body).toEqual({ token: 'abc_123' });
    expect(reads[0]!.query).toEqual({ token: 'abc_123' });
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
    asked();
    const user = open('/app/partner-request?token=abc');
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
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
    asked();
    const user = open('/app/partner-request?token=abc');
    await user.click(await screen.findByRole('button', { name: 'Accept and register' }));
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

  it('says who asks, for which event of which tournament', async () => {
    asked();
    open('/app/partner-request?token=abc');
    expect(
      await screen.findByRole('heading', {
        name: 'Ana Lob asks you to play Mixed Doubles 3.5 at Spring Open',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Accepting registers you for the event with them as your team.'),
    ).toBeInTheDocument();
  });

  it('says accepting forms the team, not that it registers, when the player is already in the event (issue 26)', async () => {
    asked({ isRegistered: true });
    open('/app/partner-request?token=abc');
    expect(
      await screen.findByText(
        'You are registered in Mixed Doubles 3.5: accepting forms your team with Ana Lob.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Accepting registers you/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeInTheDocument();
  });

  it.each([
    ['accepted', 'This request was already answered: accepted.'],
    ['declined', 'This request was already answered: declined.'],
    ['withdrawn', 'This request was withdrawn by Ana Lob.'],
    ['cancelled', 'This request was closed: one of you has a partner in this event now.'],
    ['expired', 'This request has expired.'],
  ] as const)(
    'a request %s says so, offers no answer, and links to the event',
    async (state, text) => {
      asked({ state });
      open('/app/partner-request?token=abc');
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(
        screen.getByRole('heading', {
          name: 'Ana Lob asks you to play Mixed Doubles 3.5 at Spring Open',
        }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Open the event' })).toHaveAttribute(
        'href',
        `/app/tournaments/${TOURNAMENT_ID}?event=${EVENT_ID}`,
      );
      expect(screen.queryByText('This link is not valid')).not.toBeInTheDocument();
    },
  );

  it('an unknown link reads "This link is not valid", not as a closed request', async () => {
    answer('get', '/tournaments/partner-requests/by-token', () =>
      fail(404, { code: 'NOT_FOUND', message: 'This partner request link is not valid' }),
    );
    open('/app/partner-request?token=nope');
    expect(
      await screen.findByRole('heading', { name: 'This link is not valid' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByText(/already answered|withdrawn|expired/)).not.toBeInTheDocument();
  });

  it('a request sent to another account says to sign in with that one, with nothing to send', async () => {
    asked({ isForYou: false });
    open('/app/partner-request?token=abc');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This partner request was sent to someone else: sign in with the account it was sent to',
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
