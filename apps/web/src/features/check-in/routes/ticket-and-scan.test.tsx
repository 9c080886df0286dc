import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '@/lib/auth-store';
import {
  connectLatest,
  installFakeWebSocket,
  serverSends,
} from '@/lib/live/testing/fake-web-socket';
import { answer, fail, ok } from '@/test/msw';
import { renderRoute } from '@/test/render-route';
import { PLAYER, TOURNAMENT_ID } from '@/test/tournament-fixtures';
import ScanPage from './scan';
import TicketPage from './ticket';

const ticketAnswer = {
  tournamentId: TOURNAMENT_ID,
  tournamentName: 'Spring Slam',
  startDate: '2026-11-28',
  location: 'Austin, TX',
  name: 'Ann Lee',
  token: 'tok_abc',
  checkedInAt: null,
  checkInOpensAt: '2026-11-28T08:00:00.000Z',
  timeZone: 'America/Chicago',
};
const myCheckIn = (checkedInAt: string | null) =>
  ok(
    [
      {
        tournamentId: TOURNAMENT_ID,
        tournamentName: 'Spring Slam',
        status: 'upcoming',
        checkInOpensAt: '2026-11-28T08:00:00.000Z',
        isOpen: true,
        isWaitlisted: false,
        checkedInAt,
      },
    ],
    { deskTournamentIds: [], deskTournaments: [] },
  );

describe('the ticket page', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = installFakeWebSocket();
    useAuthStore.setState({ user: PLAYER, token: 'tok', isAuthenticated: true });
  });
  afterEach(() => restore());

  it('says "Checked in" as soon as the desk scans the code, without fetching a new code', async () => {
    const get = answer('get', '/tournaments/:id/ticket', () => ok(ticketAnswer));
    answer('get', '/check-in/mine', () => myCheckIn(null));
    renderRoute(<TicketPage />, {
      path: '/app/tournaments/:id/ticket',
      url: `/app/tournaments/${TOURNAMENT_ID}/ticket`,
    });
    expect(await screen.findByText(/Show this code at the desk/)).toBeInTheDocument();
    const topic = `user:${PLAYER.id}`;
    const socket = connectLatest('e1', PLAYER.id);
    expect(socket.subscriptions()).toContainEqual({ type: 'subscribe', topic });
    serverSends(socket, { type: 'subscribed', topic, seq: 0 });
    answer('get', '/check-in/mine', () => myCheckIn('2026-11-28T08:05:00.000Z'));
    serverSends(socket, {
      type: 'event',
      topic,
      seq: 1,
      event: { kind: 'participants', op: 'UPDATE', id: null, tournamentId: TOURNAMENT_ID },
    });
    expect(await screen.findByText('Checked in')).toBeInTheDocument();
    expect(get).toHaveLength(1);
  });

  it('shows the player their QR code, fetched once', async () => {
    answer('get', '/check-in/mine', () => myCheckIn(null));
    const get = answer('get', '/tournaments/:id/ticket', () =>
      ok({
        tournamentId: TOURNAMENT_ID,
        tournamentName: 'Spring Slam',
        startDate: '2026-11-28',
        location: 'Austin, TX',
        name: 'Ann Lee',
        token: 'tok_abc',
        checkedInAt: null,
        checkInOpensAt: '2026-11-28T08:00:00.000Z',
        timeZone: 'America/Chicago',
      }),
    );
    renderRoute(<TicketPage />, {
      path: '/app/tournaments/:id/ticket',
      url: `/app/tournaments/${TOURNAMENT_ID}/ticket`,
    });
    expect(await screen.findByRole('heading', { name: 'Spring Slam' })).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: 'Check-in code of Ann Lee' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Show this code at the desk/)).toBeInTheDocument();
    expect(get).toHaveLength(1);
  });

  it('names the opening, at the venue with its zone, only while it is to come', async () => {
    const ticket = (checkInOpensAt: string) =>
      answer('get', '/tournaments/:id/ticket', () =>
        ok({
          tournamentId: TOURNAMENT_ID,
          tournamentName: 'Spring Slam',
          startDate: '2099-11-28',
          location: 'Austin, TX',
          name: 'Ann Lee',
          token: 'tok_abc',
          checkedInAt: null,
          checkInOpensAt,
          timeZone: 'America/Chicago',
        }),
      );
    ticket('2099-11-28T14:00:00.000Z');
    const view = renderRoute(<TicketPage />, {
      path: '/app/tournaments/:id/ticket',
      url: `/app/tournaments/${TOURNAMENT_ID}/ticket`,
    });
    // 14:00 UTC is 8:00 AM in Chicago (CST in November).
    expect(
      await screen.findByText(
        /^Show this code at the desk to check in \(check-in opens .*8:00 AM CST/,
      ),
    ).toBeInTheDocument();
    view.unmount();

    // Already open: nothing about an opening.
    ticket('2020-01-01T14:00:00.000Z');
    renderRoute(<TicketPage />, {
      path: '/app/tournaments/:id/ticket',
      url: `/app/tournaments/${TOURNAMENT_ID}/ticket`,
    });
    expect(await screen.findByText('Show this code at the desk to check in.')).toBeInTheDocument();
    expect(screen.queryByText(/check-in opens/)).not.toBeInTheDocument();
  });

  it('says why there is no ticket', async () => {
    answer('get', '/check-in/mine', () => myCheckIn(null));
    answer('get', '/tournaments/:id/ticket', () =>
      fail(403, { code: 'FORBIDDEN', message: 'You are not registered for this tournament' }),
    );
    renderRoute(<TicketPage />, {
      path: '/app/tournaments/:id/ticket',
      url: `/app/tournaments/${TOURNAMENT_ID}/ticket`,
    });
    expect(
      await screen.findByText('You are not registered for this tournament'),
    ).toBeInTheDocument();
  });
});

describe('the scan page', () => {
  it('checks the ticket in once and names the player', async () => {
    const post = answer('post', '/check-in/:token', () =>
      ok(
        {
          userId: 'u1',
          name: 'Ann Lee',
          checkedInAt: '2026-11-28T08:05:00.000Z',
          tournamentId: TOURNAMENT_ID,
          tournamentName: 'Spring Slam',
          wasCheckedIn: false,
        },
        { message: 'Checked in: Ann Lee' },
      ),
    );
    renderRoute(<ScanPage />, { path: '/app/check-in/:token', url: '/app/check-in/tok_abc' });
    expect(await screen.findByRole('heading', { name: 'Checked in: Ann Lee' })).toBeInTheDocument();
    expect(post).toHaveLength(1);
    expect(post[0]?.path).toBe('/api/check-in/tok_abc');
  });

  it('shows the refusal of a scanner who is not the desk', async () => {
    answer('post', '/check-in/:token', () =>
      fail(403, {
        code: 'FORBIDDEN',
        message: 'Only the desk of this tournament can check in this ticket',
      }),
    );
    renderRoute(<ScanPage />, { path: '/app/check-in/:token', url: '/app/check-in/tok_abc' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only the desk of this tournament can check in this ticket',
    );
    expect(screen.getByRole('heading', { name: 'Not checked in' })).toBeInTheDocument();
  });
});
