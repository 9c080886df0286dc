import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { answer, fail, ok } from '@/test/msw';
import { renderDetail } from '@/test/render-detail';
import type { OwnPartnerRequest } from '@courtside/shared/api/partners';
import { detail, ORGANIZER, PLAYER, person, TOURNAMENT_ID } from '@/test/tournament-fixtures';

const DEE = person(1, 'Dee Drive', 3.5);
// A private profile: the server's serializer sends the name alone.
const PRI = { ...person(2, 'Pri Vate', null), rating: undefined };
const doubles = (isParticipant: boolean) =>
  detail({
    type: 'doubles',
    participants: [],
    currentParticipants: 2,
    maxParticipants: 16,
    isParticipant,
  });

async function openParticipants(
  viewer = PLAYER,
  isParticipant = true,
  ownPartnerRequests: OwnPartnerRequest[] = [],
) {
  const view = renderDetail(doubles(isParticipant), viewer, { ownPartnerRequests });
  await view.user.click(await screen.findByRole('tab', { name: /Participants/ }));
  return view;
}

// The page loads this module when it is first shown: loaded once here, so that a cold transform
// on a busy machine is not counted against the first test's waits.
beforeAll(async () => {
  await import('./looking-for-partner');
});

describe('"Looking for a partner" on a doubles event (decision 038)', () => {
  it('lists the players as the server sends them, and asks one to pair', async () => {
    answer('get', '/tournaments/:id/looking-for-partner', () => ok([DEE, PRI]));
    const ask = answer('post', '/tournaments/:id/partner-requests', () =>
      ok(
        { eventId: 'x', expiresAt: '2027-01-01T00:00:00.000Z' },
        { message: 'Partner request sent' },
      ),
    );
    const { user } = await openParticipants();
    const card = (await screen.findByRole('heading', { name: 'Looking for a partner' })).closest(
      'div',
    )!;
    const list = await within(card).findByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(list).toHaveTextContent('Dee DriveRating: 3.50');
    expect(within(list).getAllByRole('listitem')[1]).not.toHaveTextContent('Rating');
    await user.click(within(list).getByRole('button', { name: 'Ask Dee Drive to pair' }));
    expect(await within(list).findByText('Request sent')).toBeInTheDocument();
    // The button left: what replaced it has the focus, not BODY.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(list).getByText('Request sent')),
    );
    expect(ask[0]!.body).toEqual({ userId: DEE.id });
  });

  it("shows the server's refusal of an Ask to pair", async () => {
    answer('get', '/tournaments/:id/looking-for-partner', () => ok([DEE]));
    answer('post', '/tournaments/:id/partner-requests', () =>
      fail(409, {
        code: 'CONFLICT',
        message: 'Register for this event before asking for a partner',
      }),
    );
    const { user } = await openParticipants();
    await user.click(await screen.findByRole('button', { name: 'Ask Dee Drive to pair' }));
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('Register for this event before asking for a partner');
    await waitFor(() => expect(document.activeElement).toBe(refusal));
  });

  it('says so when nobody is looking', async () => {
    await openParticipants();
    expect(
      await screen.findByText('Nobody is looking for a partner in this event.'),
    ).toBeInTheDocument();
  });

  it('an organizer sees the list without the action', async () => {
    answer('get', '/tournaments/:id/looking-for-partner', () => ok([DEE]));
    await openParticipants(ORGANIZER, false);
    expect(await screen.findByText('Dee Drive')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /to pair/ })).not.toBeInTheDocument();
  });

  it('tells a player not in the event to register first, without the action', async () => {
    answer('get', '/tournaments/:id/looking-for-partner', () => ok([DEE]));
    await openParticipants(PLAYER, false);
    expect(await screen.findByText('Dee Drive')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Register for this event as looking for a partner, then ask a player to pair.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /to pair/ })).not.toBeInTheDocument();
  });

  it('says when the list could not load, with a retry', async () => {
    const get = answer('get', '/tournaments/:id/looking-for-partner', () =>
      fail(500, { message: 'Server error' }),
    );
    const { user } = await openParticipants();
    expect(
      await screen.findByText('Could not load the players looking for a partner.'),
    ).toBeInTheDocument();
    answer('get', '/tournaments/:id/looking-for-partner', () => ok([DEE]));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Dee Drive')).toBeInTheDocument();
    expect(get.length).toBeGreaterThan(0);
  });

  it('a request the player sent here shows "Request sent to <name>" with Withdraw instead of asking again (decision 040)', async () => {
    answer('get', '/tournaments/:id/looking-for-partner', () => ok([DEE]));
    const sent: OwnPartnerRequest = {
      id: 'req-1',
      direction: 'sent',
      tournamentId: TOURNAMENT_ID,
      tournamentName: 'Spring Open',
      eventId: TOURNAMENT_ID,
      eventName: 'Spring Open',
      other: { id: 'u-pri', name: 'Pri Vate', profileImage: null },
      email: null,
      createdAt: '2026-11-20T10:00:00.000Z',
      expiresAt: '2026-11-27T10:00:00.000Z',
      timeZone: 'America/New_York',
    };
    const withdraw = answer('post', '/tournaments/partner-requests/:id/withdraw', () => {
      answer('get', '/tournaments/partner-requests', () => ok([]));
      return ok({ id: 'req-1', eventId: TOURNAMENT_ID }, { message: 'Partner request withdrawn' });
    });
    const { user } = await openParticipants(PLAYER, true, [sent]);
    expect(await screen.findByText('Request sent to Pri Vate')).toBeInTheDocument();
    expect(await screen.findByText('Dee Drive')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /to pair/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Withdraw the request to Pri Vate' }));
    expect(
      await screen.findByRole('button', { name: 'Ask Dee Drive to pair' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Request sent to Pri Vate')).not.toBeInTheDocument();
    expect(withdraw.map((call) => call.path)).toEqual([
      '/api/tournaments/partner-requests/req-1/withdraw',
    ]);
  });
});
