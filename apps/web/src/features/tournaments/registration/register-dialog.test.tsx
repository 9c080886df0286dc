import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TournamentEvent } from '@courtside/shared/api/event';
import { answer, fail, ok, okMessage } from '@/test/msw';
import { renderDetail } from '@/test/render-detail';
import { detail, PLAYER, summary, TOURNAMENT_ID } from '@/test/tournament-fixtures';

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
  event({
    id: '7a1e0000-0000-4000-8000-000000000002',
    name: 'Mixed Doubles 3.5',
    type: 'doubles',
    maxParticipants: 16,
    currentParticipants: 16,
  }),
  event({
    id: '7a1e0000-0000-4000-8000-000000000003',
    name: "Men's Doubles 4.0+",
    type: 'doubles',
    eligibility: { eligible: false, reason: "Your rating 3.2 is below this event's 4.0" },
  }),
];

describe('Register (several events, decision 035)', () => {
  it('a tournament of one event keeps the spec’s Join Tournament', async () => {
    renderDetail(detail());
    expect(await screen.findByRole('button', { name: 'Join Tournament' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
  });

  it('lists every event with its eligibility, registers for the chosen ones in one call and shows each outcome', async () => {
    const post = answer('post', '/tournaments/:id/registrations', () =>
      ok(
        {
          events: [
            {
              eventId: EVENTS[0]!.id,
              eventName: 'Spring Slam',
              status: 'registered',
              position: null,
            },
            {
              eventId: EVENTS[1]!.id,
              eventName: 'Mixed Doubles 3.5',
              status: 'waitlisted',
              position: 3,
            },
          ],
        },
        { message: 'Registration saved' },
      ),
    );
    const { user } = renderDetail(detail({ maxEventsPerPlayer: 2 }), PLAYER, {
      events: [{ ...EVENTS[0]!, maxEventsPerPlayer: 2 }, EVENTS[1]!, EVENTS[2]!],
    });
    await user.click(await screen.findByRole('button', { name: 'Register' }));
    expect(screen.queryByRole('button', { name: 'Join Tournament' })).not.toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Register' });
    expect(dialog).toHaveTextContent('You can enter up to 2 events of this tournament.');

    const ineligible = await within(dialog).findByRole('checkbox', { name: "Men's Doubles 4.0+" });
    expect(ineligible).toBeDisabled();
    expect(ineligible).toHaveAccessibleDescription(
      expect.stringContaining("Your rating 3.2 is below this event's 4.0"),
    );
    const mixed = within(dialog).getByRole('checkbox', { name: 'Mixed Doubles 3.5' });
    expect(mixed).toHaveAccessibleDescription(
      expect.stringContaining('Full: you will join its waitlist'),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose at least one event');
    expect(post).toHaveLength(0);

    await user.click(mixed);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Spring Slam' }));
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByText('Waitlisted: number 3 in line')).toBeInTheDocument();
    expect(within(dialog).getByText('Registered')).toBeInTheDocument();
    // In the list's order, whatever order they were ticked in.
    expect(post[0]).toMatchObject({
      path: `/api/tournaments/${TOURNAMENT_ID}/registrations`,
      body: { events: [{ eventId: EVENTS[0]!.id }, { eventId: EVENTS[1]!.id }] },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the server's refusal, naming the event, and keeps the choices", async () => {
    answer('post', '/tournaments/:id/registrations', () =>
      fail(409, {
        code: 'CONFLICT',
        message: 'Mixed Doubles 3.5: This event is for players aged 50 or over',
      }),
    );
    const { user } = renderDetail(detail(), PLAYER, { events: EVENTS });
    await user.click(await screen.findByRole('button', { name: 'Register' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register' });
    const mixed = await within(dialog).findByRole('checkbox', { name: 'Mixed Doubles 3.5' });
    await user.click(mixed);
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    const refusal = await within(dialog).findByRole('alert');
    expect(refusal).toHaveTextContent(
      'Mixed Doubles 3.5: This event is for players aged 50 or over',
    );
    // The Register button was disabled while sending: the refusal has the focus, not BODY.
    await waitFor(() => expect(document.activeElement).toBe(refusal));
    expect(mixed).toBeChecked();
  });

  it("shows each event's category, day and start time at the venue", async () => {
    const { user } = renderDetail(detail(), PLAYER, {
      events: [
        EVENTS[0]!,
        {
          ...EVENTS[1]!,
          category: 'mixed',
          eventDay: '2026-04-12',
          eventStartTime: '13:30',
          timeZone: 'America/Chicago',
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Register' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register' });
    const mixed = await within(dialog).findByRole('checkbox', { name: 'Mixed Doubles 3.5' });
    expect(mixed).toHaveAccessibleDescription(
      expect.stringContaining('Mixed · Doubles · Apr 12, 2026 · 1:30 PM CDT'),
    );
    // No start time: the day alone (the tournament's first day).
    expect(
      within(dialog).getByRole('checkbox', { name: 'Spring Slam' }),
    ).toHaveAccessibleDescription(expect.stringContaining('Men · Singles · Apr 12, 2026 · '));
  });

  it('lets a player tick no more events than the tournament allows, saying why', async () => {
    const { user } = renderDetail(detail({ maxEventsPerPlayer: 2 }), PLAYER, {
      events: [
        { ...EVENTS[0]!, isParticipant: true, maxEventsPerPlayer: 2 },
        EVENTS[1]!,
        { ...EVENTS[2]!, eligibility: { eligible: true, reason: null } },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Register' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register' });
    const mixed = await within(dialog).findByRole('checkbox', { name: 'Mixed Doubles 3.5' });
    const men = within(dialog).getByRole('checkbox', { name: "Men's Doubles 4.0+" });
    // One place held already: one more may be ticked, then the rest are disabled with the reason.
    await user.click(mixed);
    expect(men).toBeDisabled();
    expect(men).toHaveAccessibleDescription(
      expect.stringContaining('You can enter at most 2 events of this tournament'),
    );
    expect(mixed).toBeEnabled();
    await user.click(mixed);
    expect(men).toBeEnabled();
  });

  it('after registering, the answer takes the focus, and Done hands it back to Register (issue 26)', async () => {
    answer('post', '/tournaments/:id/registrations', () =>
      ok(
        {
          events: [
            {
              eventId: EVENTS[0]!.id,
              eventName: 'Spring Slam',
              status: 'registered',
              position: null,
            },
          ],
        },
        { message: 'Registration saved' },
      ),
    );
    const { user } = renderDetail(detail(), PLAYER, { events: EVENTS });
    await user.click(await screen.findByRole('button', { name: 'Register' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register' });
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Spring Slam' }));
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByText('Registered')).toBeInTheDocument();
    // The form and its button are gone: the answer's heading has the focus, not BODY.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(dialog).getByRole('heading', { name: 'Your registration' }),
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Register' })),
    );
  });

  it("keeps the tournament's event limit after leaving one event, with the boxes from the refetched list (issue 26)", async () => {
    const mixedId = EVENTS[1]!.id;
    // The limit is the tournament's own row's (the first event's): an event's own detail has none.
    const first = { ...EVENTS[0]!, isParticipant: true, maxEventsPerPlayer: 2 };
    const men = { ...EVENTS[2]!, eligibility: { eligible: true, reason: null } };
    const mixedDetail = detail({
      id: mixedId,
      parentId: TOURNAMENT_ID,
      name: 'Mixed Doubles 3.5',
      type: 'doubles',
      isParticipant: true,
      currentParticipants: 5,
      maxEventsPerPlayer: null,
    });
    const rootDetail = detail({ isParticipant: true, maxEventsPerPlayer: 2 });
    let events = [first, { ...EVENTS[1]!, currentParticipants: 5, isParticipant: true }, men];
    let mixedNow = mixedDetail;
    const { user } = renderDetail(rootDetail, PLAYER, { events, search: `?event=${mixedId}` });
    answer('get', '/tournaments/:id/events', () => ok(events));
    answer('get', '/tournaments/:id', (call) =>
      ok(call.path.endsWith(mixedId) ? mixedNow : rootDetail),
    );
    answer('post', '/tournaments/:id/leave', () => {
      events = [first, { ...EVENTS[1]!, currentParticipants: 4 }, men];
      mixedNow = { ...mixedDetail, isParticipant: false, currentParticipants: 4 };
      return okMessage('Successfully left tournament');
    });
    const limitText = 'You can enter up to 2 events of this tournament.';
    const tooMany = 'You can enter at most 2 events of this tournament';

    // In two events of at most two: the third is closed, and the dialog says why.
    await user.click(await screen.findByRole('button', { name: 'Register' }));
    let dialog = await screen.findByRole('dialog', { name: 'Register' });
    expect(
      await within(dialog).findByRole('checkbox', { name: "Men's Doubles 4.0+" }),
    ).toBeDisabled();
    expect(dialog).toHaveTextContent(limitText);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(await screen.findByRole('button', { name: 'Leave Event' }));
    const confirm = await screen.findByRole('dialog', { name: 'Leave Mixed Doubles 3.5?' });
    await user.click(within(confirm).getByRole('button', { name: 'Leave Event' }));
    expect(await screen.findByText('You left Mixed Doubles 3.5')).toBeInTheDocument();

    // One place freed: one more event may be ticked, then the other is closed again.
    await user.click(screen.getByRole('button', { name: 'Register' }));
    dialog = await screen.findByRole('dialog', { name: 'Register' });
    const menBox = await within(dialog).findByRole('checkbox', { name: "Men's Doubles 4.0+" });
    const mixedBox = within(dialog).getByRole('checkbox', { name: 'Mixed Doubles 3.5' });
    await waitFor(() => expect(menBox).toBeEnabled());
    expect(mixedBox).toBeEnabled();
    expect(dialog).toHaveTextContent(limitText);
    await user.click(menBox);
    expect(mixedBox).toBeDisabled();
    expect(mixedBox).toHaveAccessibleDescription(expect.stringContaining(tooMany));
  });

  it("names the first event by its own name when leaving it, not the tournament's (decision 039)", async () => {
    const first = detail({ eventName: 'Open Doubles 3.0', isParticipant: true });
    const { user } = renderDetail(first, PLAYER, { events: EVENTS });
    answer('get', '/tournaments/:id', () => ok(first));
    await user.click(await screen.findByRole('button', { name: 'Leave Event' }));
    const confirm = await screen.findByRole('dialog', { name: 'Leave Open Doubles 3.0?' });
    expect(within(confirm).getByText('Open Doubles 3.0')).toBeInTheDocument();
  });

  it('after leaving one event, the Register dialog offers it again without a reload', async () => {
    const mixedId = EVENTS[1]!.id;
    const mixedDetail = detail({
      id: mixedId,
      parentId: TOURNAMENT_ID,
      name: 'Mixed Doubles 3.5',
      type: 'doubles',
      isParticipant: true,
      currentParticipants: 5,
    });
    const inMixed = [EVENTS[0]!, { ...EVENTS[1]!, currentParticipants: 5, isParticipant: true }];
    const { user } = renderDetail(detail(), PLAYER, {
      events: inMixed,
      search: `?event=${mixedId}`,
    });
    let events = inMixed;
    let mixedNow = mixedDetail;
    const lists = answer('get', '/tournaments/:id/events', () => ok(events));
    answer('get', '/tournaments/:id', (call) =>
      ok(call.path.endsWith(mixedId) ? mixedNow : detail()),
    );
    answer('post', '/tournaments/:id/leave', () => {
      events = [EVENTS[0]!, { ...EVENTS[1]!, currentParticipants: 4 }];
      mixedNow = { ...mixedDetail, isParticipant: false, currentParticipants: 4 };
      return okMessage('Successfully left tournament');
    });
    // An event of several: the player leaves that event, and is told so in its words.
    await user.click(await screen.findByRole('button', { name: 'Leave Event' }));
    const confirm = await screen.findByRole('dialog', { name: 'Leave Mixed Doubles 3.5?' });
    const before = lists.length;
    await user.click(within(confirm).getByRole('button', { name: 'Leave Event' }));
    expect(await screen.findByText('You left Mixed Doubles 3.5')).toBeInTheDocument();
    // The Leave button is gone with the dialog: the focus is on the page's heading, not lost.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
    // The tournament's events list (which the dialog reads) is refetched, not left stale.
    await waitFor(() => expect(lists.length).toBeGreaterThan(before));

    await user.click(screen.getByRole('button', { name: 'Register' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register' });
    const mixed = within(dialog).getByRole('checkbox', { name: 'Mixed Doubles 3.5' });
    expect(mixed).toBeEnabled();
    expect(mixed).not.toHaveAccessibleDescription(expect.stringContaining('You are registered'));
  });

  it('an event the player is already in is shown as such and cannot be chosen again', async () => {
    const { user } = renderDetail(detail(), PLAYER, {
      events: [EVENTS[0]!, { ...EVENTS[1]!, waitlistPosition: 2 }],
    });
    await user.click(await screen.findByRole('button', { name: 'Register' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register' });
    const mixed = await within(dialog).findByRole('checkbox', { name: 'Mixed Doubles 3.5' });
    expect(mixed).toBeDisabled();
    expect(mixed).toHaveAccessibleDescription(
      expect.stringContaining('You are on its waitlist at position 2'),
    );
  });

  it('disables Register, saying why, when every event is disabled (issue 26)', async () => {
    const { user } = renderDetail(detail({ maxEventsPerPlayer: 1 }), PLAYER, {
      events: [
        { ...EVENTS[0]!, maxEventsPerPlayer: 1, isParticipant: true },
        EVENTS[1]!,
        EVENTS[2]!,
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Register' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register' });
    await within(dialog).findByRole('checkbox', { name: 'Mixed Doubles 3.5' });
    for (const box of within(dialog).getAllByRole('checkbox')) expect(box).toBeDisabled();
    const submit = within(dialog).getByRole('button', { name: 'Register' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription('No event can be chosen: each says why above.');
  });
});
