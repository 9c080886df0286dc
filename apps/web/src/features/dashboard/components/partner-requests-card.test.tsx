import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OwnPartnerRequest } from '@courtside/shared/api/partners';
import { useAuthStore } from '@/lib/auth-store';
import { answer, deferred, fail, ok } from '@/test/msw';
import { renderRoute } from '@/test/render-route';
import { PLAYER, TOURNAMENT_ID } from '@/test/tournament-fixtures';
import { PartnerRequestsCard } from './partner-requests-card';

const EVENT_ID = '7a1e0000-0000-4000-8000-000000000002';

const request = (fields: Partial<OwnPartnerRequest>): OwnPartnerRequest => ({
  id: 'req-1',
  direction: 'sent',
  tournamentId: TOURNAMENT_ID,
  tournamentName: 'Spring Open',
  eventId: EVENT_ID,
  eventName: 'Mixed Doubles 3.5',
  other: { id: 'u-ben', name: 'Ben Baseline', profileImage: null },
  email: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  expiresAt: '2026-11-27T10:00:00.000Z',
  timeZone: 'America/New_York',
  ...fields,
});

const SENT = request({});
const RECEIVED = request({
  id: 'req-2',
  direction: 'received',
  other: { id: 'u-cleo', name: 'Cleo Dink', profileImage: null },
});
const BY_ADDRESS = request({ id: 'req-3', other: null, email: 'dan@example.com' });

function show() {
  useAuthStore.setState({ user: PLAYER, token: 'tok', isAuthenticated: true });
  renderRoute(<PartnerRequestsCard />, { path: '/app/dashboard' });
  return userEvent.setup();
}

describe('the dashboard\'s "Partner requests" card (decision 040)', () => {
  it('shows the loading state, then the requests sent and received', async () => {
    const gate = deferred();
    answer('get', '/tournaments/partner-requests', async () => {
      await gate.promise;
      return ok([SENT, RECEIVED, BY_ADDRESS]);
    });
    show();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your partner requests');
    gate.resolve();
    expect(await screen.findByText('Request sent to Ben Baseline')).toBeInTheDocument();
    expect(screen.getByText('Cleo Dink asks you to be their partner')).toBeInTheDocument();
    expect(screen.getByText('Request sent to dan@example.com')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Withdraw: Ben Baseline, Mixed Doubles 3.5' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Accept: Cleo Dink, Mixed Doubles 3.5' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Decline: Cleo Dink, Mixed Doubles 3.5' }),
    ).toBeInTheDocument();
    // A received request cannot be withdrawn, a sent one not accepted.
    expect(screen.queryByRole('button', { name: /Withdraw: Cleo/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Accept: Ben/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Mixed Doubles 3.5' })[0]).toHaveAttribute(
      'href',
      `/app/tournaments/${TOURNAMENT_ID}?event=${EVENT_ID}`,
    );
  });

  it('shows when a request closes at the venue, with its zone (issue 26)', async () => {
    answer('get', '/tournaments/partner-requests', () =>
      ok([request({ expiresAt: '2026-12-05T01:55:00.000Z', timeZone: 'America/Los_Angeles' })]),
    );
    show();
    // 01:55 UTC on Dec 5 is the evening of Dec 4 in Los Angeles, not "12/05/2026".
    expect(await screen.findByText(/^Open until Dec 04, 2026 · 5:55 PM PST/)).toBeInTheDocument();
  });

  it('says when there is none', async () => {
    show();
    expect(
      await screen.findByText(
        'No open partner requests. Ask a partner from a doubles event you registered for.',
      ),
    ).toBeInTheDocument();
  });

  it('withdraws a sent request by its id, and the list is asked again', async () => {
    let list = [SENT];
    const gets = answer('get', '/tournaments/partner-requests', () => ok(list));
    const posts = answer('post', '/tournaments/partner-requests/:id/withdraw', () => {
      list = [];
      return ok({ id: SENT.id, eventId: EVENT_ID }, { message: 'Partner request withdrawn' });
    });
    const user = show();
    await user.click(
      await screen.findByRole('button', { name: 'Withdraw: Ben Baseline, Mixed Doubles 3.5' }),
    );
    expect(await screen.findByText(/No open partner requests/)).toBeInTheDocument();
    // The card withdrawn is gone: the focus is on the heading, not lost to the page's top.
    expect(screen.getByRole('heading', { name: 'Partner requests' })).toHaveFocus();
    expect(posts.map((call) => call.path)).toEqual([
      '/api/tournaments/partner-requests/req-1/withdraw',
    ]);
    expect(gets.length).toBeGreaterThanOrEqual(2);
  });

  it('accepts a received request by its id', async () => {
    let list = [RECEIVED];
    answer('get', '/tournaments/partner-requests', () => ok(list));
    const posts = answer('post', '/tournaments/partner-requests/:id/accept', () => {
      list = [];
      return ok(
        {
          tournamentId: TOURNAMENT_ID,
          eventId: EVENT_ID,
          eventName: 'Mixed Doubles 3.5',
          answer: 'accepted',
          teamId: 'team-1',
        },
        { message: 'You are partners: your team is formed' },
      );
    });
    const user = show();
    await user.click(
      await screen.findByRole('button', { name: 'Accept: Cleo Dink, Mixed Doubles 3.5' }),
    );
    expect(await screen.findByText(/No open partner requests/)).toBeInTheDocument();
    expect(posts[0]!.path).toBe('/api/tournaments/partner-requests/req-2/accept');
  });

  it('declines a received request: "Request declined" is said, and the focus stays on the heading', async () => {
    let list = [RECEIVED];
    answer('get', '/tournaments/partner-requests', () => ok(list));
    const posts = answer('post', '/tournaments/partner-requests/:id/decline', () => {
      list = [];
      return ok(
        {
          tournamentId: TOURNAMENT_ID,
          eventId: EVENT_ID,
          eventName: 'Mixed Doubles 3.5',
          answer: 'declined',
          teamId: null,
        },
        { message: 'Partner request declined' },
      );
    });
    const user = show();
    await user.click(
      await screen.findByRole('button', { name: 'Decline: Cleo Dink, Mixed Doubles 3.5' }),
    );
    expect(await screen.findByText('Request declined')).toBeInTheDocument();
    expect(await screen.findByText(/No open partner requests/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Partner requests' })).toHaveFocus();
    expect(posts[0]!.path).toBe('/api/tournaments/partner-requests/req-2/decline');
  });

  it("shows the server's reason when a request is no longer open", async () => {
    answer('get', '/tournaments/partner-requests', () => ok([RECEIVED]));
    answer('post', '/tournaments/partner-requests/:id/decline', () =>
      fail(409, {
        code: 'CONFLICT',
        message: 'This partner request is no longer open: it was answered, withdrawn or expired',
      }),
    );
    const user = show();
    await user.click(
      await screen.findByRole('button', { name: 'Decline: Cleo Dink, Mixed Doubles 3.5' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This partner request is no longer open: it was answered, withdrawn or expired',
    );
  });

  it('says when the list could not be loaded, with Retry', async () => {
    answer('get', '/tournaments/partner-requests', () => fail(500));
    show();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Couldn't load your partner requests");
    expect(within(alert).getByRole('button', { name: /Retry/ })).toBeInTheDocument();
  });
});
