import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TournamentEvent } from '@courtside/shared/api/event';
import type { OwnPartnerRequest } from '@courtside/shared/api/partners';
import { answer, deferred, fail, ok } from '@/test/msw';
import { renderDetail } from '@/test/render-detail';
import { detail, PLAYER, summary, TOURNAMENT_ID } from '@/test/tournament-fixtures';

const MIXED_ID = '7a1e0000-0000-4000-8000-000000000002';
const BEN_ID = '0b6d8a9e-0000-4000-8000-000000000222';

function event(overrides: Partial<TournamentEvent>): TournamentEvent {
  const { organizer: _o, ...base } = summary();
  return {
    ...base,
    parentId: TOURNAMENT_ID,
    tournamentId: TOURNAMENT_ID,
    isFirst: false,
    courtIds: [],
    waitlistCount: 0,
    winnerName: null,
    winnerPartner: null,
    eligibility: { eligible: true, reason: null },
    ...overrides,
  } as TournamentEvent;
}

const EVENTS = [
  event({ id: TOURNAMENT_ID, name: 'Spring Slam', parentId: null, isFirst: true }),
  event({ id: MIXED_ID, name: 'Mixed Doubles 3.5', type: 'doubles', maxParticipants: 16 }),
];

const registered = (partnerRequested?: boolean) =>
  ok(
    {
      events: [
        {
          eventId: MIXED_ID,
          eventName: 'Mixed Doubles 3.5',
          status: 'registered',
          position: null,
          ...(partnerRequested ? { partnerRequested } : {}),
        },
      ],
    },
    { message: 'Registration saved' },
  );

async function openMixed() {
  const view = renderDetail(detail(), PLAYER, { events: EVENTS });
  await view.user.click(await screen.findByRole('button', { name: 'Register' }));
  const dialog = await screen.findByRole('dialog', { name: 'Register' });
  await view.user.click(await within(dialog).findByRole('checkbox', { name: 'Mixed Doubles 3.5' }));
  return { ...view, dialog };
}

/** Whether `a` and `b` were on the page at the same moment, from now until the call. */
function watchTogether(a: string, b: string) {
  let isSeen = false;
  const check = () => {
    const text = document.body.textContent ?? '';
    if (text.includes(a) && text.includes(b)) isSeen = true;
  };
  const observer = new MutationObserver(check);
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return () => {
    observer.disconnect();
    check();
    return isSeen;
  };
}

// The page loads this module when it is first shown: loaded once here, so that a cold transform
// on a busy machine is not counted against the first test's waits.
beforeAll(async () => {
  await import('./register-dialog');
});

describe('Register: a doubles partner (decision 038)', () => {
  it('offers the partner choice for a chosen doubles event only; "I\'m looking for a partner" by default', async () => {
    const post = answer('post', '/tournaments/:id/registrations', () => registered());
    const { user, dialog } = await openMixed();
    const group = within(dialog).getByRole('group', { name: 'Your partner in Mixed Doubles 3.5' });
    expect(within(group).getByRole('radio', { name: "I'm looking for a partner" })).toBeChecked();
    expect(group).toHaveTextContent(
      'You will be listed on the event so that other players can ask you to pair up.',
    );
    await user.click(within(dialog).getByRole('checkbox', { name: 'Spring Slam' }));
    expect(
      within(dialog).queryByRole('group', { name: 'Your partner in Spring Slam' }),
    ).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByText('Registered')).toBeInTheDocument();
    expect(post[0]!.body).toEqual({
      events: [{ eventId: TOURNAMENT_ID }, { eventId: MIXED_ID, lookingForPartner: true }],
    });
  });

  it('invites a partner by email: asks for the address, sends it, and says the request went', async () => {
    const post = answer('post', '/tournaments/:id/registrations', () => registered(true));
    const { user, dialog } = await openMixed();
    await user.click(within(dialog).getByRole('radio', { name: 'Invite by email' }));
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    const email = within(dialog).getByRole('textbox', { name: "Partner's email" });
    expect(email).toHaveAccessibleDescription(
      expect.stringContaining("Enter your partner's email address"),
    );
    expect(post).toHaveLength(0);
    await user.type(email, 'ben@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(
      await within(dialog).findByText('Registered · Partner request sent'),
    ).toBeInTheDocument();
    expect(post[0]!.body).toEqual({
      events: [{ eventId: MIXED_ID, partnerEmail: 'ben@example.com' }],
    });
  });

  it('chooses a partner by name with the person combobox', async () => {
    const search = answer('get', '/users/search', () => ok([{ id: BEN_ID, name: 'Ben Baseline' }]));
    const post = answer('post', '/tournaments/:id/registrations', () => registered(true));
    const { user, dialog } = await openMixed();
    await user.click(within(dialog).getByRole('radio', { name: 'Choose a partner' }));
    const box = within(dialog).getByRole('combobox', { name: 'Partner' });
    expect(box).toHaveAccessibleDescription(
      expect.stringContaining('Type part of a player’s name'),
    );
    await user.type(box, 'Ben');
    await user.click(await within(dialog).findByRole('option', { name: 'Ben Baseline' }));
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(
      await within(dialog).findByText('Registered · Partner request sent'),
    ).toBeInTheDocument();
    expect(search.map((call) => call.query.q)).toContain('Ben');
    expect(post[0]!.body).toEqual({ events: [{ eventId: MIXED_ID, partnerId: BEN_ID }] });
  });

  it('says the request went with the answer, never "Request sent to" beside "Registering..." (issue 26)', async () => {
    const sent: OwnPartnerRequest = {
      id: 'req-10',
      direction: 'sent',
      tournamentId: TOURNAMENT_ID,
      tournamentName: 'Spring Slam',
      eventId: MIXED_ID,
      eventName: 'Mixed Doubles 3.5',
      other: null,
      email: 'ben@example.com',
      createdAt: '2026-11-20T10:00:00.000Z',
      expiresAt: '2026-11-27T10:00:00.000Z',
      timeZone: 'America/New_York',
    };
    // Once the registration is saved, the caller's requests hold the new one at once, while
    // the tournament's own refetch takes its time.
    const slowRefetch = deferred();
    answer('post', '/tournaments/:id/registrations', () => {
      answer('get', '/tournaments/:id', async () => {
        await slowRefetch.promise;
        return ok(detail());
      });
      answer('get', '/tournaments/partner-requests', () => ok([sent]));
      return registered(true);
    });
    const { user, dialog } = await openMixed();
    await user.click(within(dialog).getByRole('radio', { name: 'Invite by email' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: "Partner's email" }),
      'ben@example.com',
    );
    const sawBoth = watchTogether('Request sent to ben@example.com', 'Registering...');
    try {
      await user.click(within(dialog).getByRole('button', { name: 'Register' }));
      // The answer shows as it comes, not once every list is refetched.
      expect(
        await within(dialog).findByText('Registered · Partner request sent'),
      ).toBeInTheDocument();
    } finally {
      slowRefetch.resolve();
    }
    expect(sawBoth()).toBe(false);
  });

  it('marks a player already registered in the event, who cannot be chosen; a refusal keeps the partner chosen (issue 26)', async () => {
    const NINA_ID = '0b6d8a9e-0000-4000-8000-000000000333';
    answer('get', '/users/search', () =>
      ok([
        { id: NINA_ID, name: 'Nina North' },
        { id: BEN_ID, name: 'Ben Baseline' },
      ]),
    );
    answer('get', '/tournaments/:id/looking-for-partner', () =>
      ok([{ id: NINA_ID, name: 'Nina North', profileImage: null }]),
    );
    answer('post', '/tournaments/:id/registrations', () =>
      fail(409, {
        code: 'CONFLICT',
        message: 'Mixed Doubles 3.5: Ben Baseline already has a partner in this event',
      }),
    );
    const { user, dialog } = await openMixed();
    await user.click(within(dialog).getByRole('radio', { name: 'Choose a partner' }));
    const box = within(dialog).getByRole('combobox', { name: 'Partner' });
    await user.type(box, 'N');
    await user.type(box, 'i');
    const nina = await within(dialog).findByRole('option', { name: /Nina North/ });
    await waitFor(() =>
      expect(nina).toHaveTextContent('already registered: ask to pair from the list'),
    );
    expect(nina).toHaveAttribute('aria-disabled', 'true');
    await user.click(nina);
    expect(box).toHaveValue('Ni');

    await user.click(await within(dialog).findByRole('option', { name: 'Ben Baseline' }));
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Ben Baseline already has a partner in this event',
    );
    expect(within(dialog).getByRole('combobox', { name: 'Partner' })).toHaveValue('Ben Baseline');
  });

  it("shows the server's refusal of a partner and keeps the choice", async () => {
    answer('post', '/tournaments/:id/registrations', () =>
      fail(409, {
        code: 'CONFLICT',
        message: 'Mixed Doubles 3.5: ben@example.com already has a partner in this event',
      }),
    );
    const { user, dialog } = await openMixed();
    await user.click(within(dialog).getByRole('radio', { name: 'Invite by email' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: "Partner's email" }),
      'ben@example.com',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Mixed Doubles 3.5: ben@example.com already has a partner in this event',
    );
    expect(within(dialog).getByRole('textbox', { name: "Partner's email" })).toHaveValue(
      'ben@example.com',
    );
  });

  it('a registered event with a request the player sent shows "Request sent to <name>" with Withdraw (decision 040)', async () => {
    const sent: OwnPartnerRequest = {
      id: 'req-9',
      direction: 'sent',
      tournamentId: TOURNAMENT_ID,
      tournamentName: 'Spring Slam',
      eventId: MIXED_ID,
      eventName: 'Mixed Doubles 3.5',
      other: null,
      email: 'ben@example.com',
      createdAt: '2026-11-20T10:00:00.000Z',
      expiresAt: '2026-11-27T10:00:00.000Z',
      timeZone: 'America/New_York',
    };
    const events = EVENTS.map((e) => (e.id === MIXED_ID ? { ...e, isParticipant: true } : e));
    const view = renderDetail(detail(), PLAYER, { events, ownPartnerRequests: [sent] });
    const withdraw = answer('post', '/tournaments/partner-requests/:id/withdraw', () => {
      answer('get', '/tournaments/partner-requests', () => ok([]));
      return ok({ id: 'req-9', eventId: MIXED_ID }, { message: 'Partner request withdrawn' });
    });
    await view.user.click(await screen.findByRole('button', { name: 'Register' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register' });
    expect(await within(dialog).findByText('Request sent to ben@example.com')).toBeInTheDocument();
    await view.user.click(
      within(dialog).getByRole('button', { name: 'Withdraw the request to ben@example.com' }),
    );
    await waitFor(() =>
      expect(within(dialog).queryByText('Request sent to ben@example.com')).not.toBeInTheDocument(),
    );
    expect(withdraw[0]!.path).toBe('/api/tournaments/partner-requests/req-9/withdraw');
  });
});
