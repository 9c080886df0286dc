import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TournamentDetail } from '@courtside/shared/api/tournament';
import { answer, fail, HttpResponse, ok } from '@/test/msw';
import { renderDetail } from '@/test/render-detail';
import { detail, eventOf, ORGANIZER, PLAYER, TOURNAMENT_ID } from '@/test/tournament-fixtures';

const MIXED_ID = '7c0f1d2e-1111-4111-8111-0000000000e2';
const WOMEN_ID = '7c0f1d2e-1111-4111-8111-0000000000e3';
const COURT_ID = '7c0f1d2e-1111-4111-8111-0000000000c1';
const COURT_2 = '7c0f1d2e-1111-4111-8111-0000000000c2';

const root = (overrides: Partial<TournamentDetail> = {}) =>
  detail({
    courts: [
      { id: COURT_ID, name: 'Court 1', location: null },
      { id: COURT_2, name: 'Court 2', location: null },
    ],
    ...overrides,
  });

/** The tournament (first event "Spring Slam"), Mixed Doubles 3.5 and Women's Singles. */
function threeEvents() {
  const first = root();
  const mixed = root({
    id: MIXED_ID,
    name: 'Mixed Doubles 3.5',
    parentId: TOURNAMENT_ID,
    category: 'mixed',
    type: 'doubles',
    minRating: 3.5,
    maxRating: 3.99,
    currentParticipants: 6,
    maxParticipants: 16,
  });
  const women = root({
    id: WOMEN_ID,
    name: "Women's Singles",
    parentId: TOURNAMENT_ID,
    category: 'women',
    status: 'completed',
    winnerName: 'Ann Lee',
  });
  return {
    details: { [TOURNAMENT_ID]: first, [MIXED_ID]: mixed, [WOMEN_ID]: women },
    events: [eventOf(first), eventOf(mixed), eventOf(women, { winnerName: 'Ann Lee' })],
  };
}

/** GET /tournaments/{id} answers each event's own detail. */
function answerDetails(details: Record<string, TournamentDetail>) {
  return answer('get', '/tournaments/:id', (call) =>
    ok(details[call.path.split('/').pop()!] ?? details[TOURNAMENT_ID]),
  );
}

const LONG = { timeout: 15_000 };

/**
 * Whether the first event's page showed at any moment from now: its header, the tournament's
 * name without an event's beside it.
 */
function watchFirstEvent() {
  let isShown = false;
  const observer = new MutationObserver(() => {
    for (const h1 of document.querySelectorAll('h1')) {
      if (
        h1.textContent === 'Spring Slam' &&
        !h1.nextElementSibling?.matches('span.text-slate-700')
      )
        isShown = true;
    }
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return () => {
    observer.disconnect();
    return isShown;
  };
}
const section = () =>
  screen.getByRole('heading', { name: /^Events \(/ }).closest('div')!.parentElement!;

describe('Events on the tournament page', { timeout: 40_000 }, () => {
  it('shows no Events section for a tournament of one event, and Add Event to its organizer only', async () => {
    renderDetail(root(), PLAYER);
    await screen.findByRole('heading', { level: 1, name: 'Spring Slam' });
    await waitFor(() => expect(document.title).toContain('Spring Slam'));
    expect(screen.queryByRole('heading', { name: /^Events/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Event' })).not.toBeInTheDocument();
    // One event: the spec's header, unchanged.
    expect(screen.getByText('Participants')).toBeInTheDocument();
  });

  it('lists every event with its format, entrants, who may enter, status and champion', async () => {
    const { details, events } = threeEvents();
    renderDetail(root(), PLAYER, { events });
    answerDetails(details);
    expect(await screen.findByRole('heading', { name: 'Events (3)' }, LONG)).toBeInTheDocument();
    const s = within(section());
    expect(s.getByRole('link', { name: 'Spring Slam' })).toHaveAttribute('aria-current', 'true');
    expect(
      s.getByText('Mixed · Doubles · Knockout · Entrants 6/16 · 3.5–3.99', { exact: false }),
    ).toBeInTheDocument();
    expect(s.getByText('Ann Lee')).toBeInTheDocument();
    expect(s.getByText('Completed')).toBeInTheDocument();
    // A player sees no organizer's tools.
    expect(s.queryByRole('button', { name: 'Add Event' })).not.toBeInTheDocument();
    // The header's places are the chosen event's, and say so (not the tournament's players).
    expect(screen.getByText('Entrants in this event')).toBeInTheDocument();
    expect(screen.queryByText('Participants')).not.toBeInTheDocument();
  });

  it('keeps the chosen event in the URL: the tabs, header and title follow it, and Back returns', async () => {
    const { details, events } = threeEvents();
    const { router, user } = renderDetail(root(), PLAYER, { events, search: '?tab=participants' });
    const gets = answerDetails(details);
    await user.click(await screen.findByRole('link', { name: 'Mixed Doubles 3.5' }, LONG));
    expect(router.state.location.search).toBe(`?tab=participants&event=${MIXED_ID}`);
    await waitFor(() =>
      expect(gets.some((c) => c.path === `/api/tournaments/${MIXED_ID}`)).toBe(true),
    );
    // The tournament's name heads the page, the event's beside it.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Spring Slam' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Mixed Doubles 3.5', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mixed Doubles 3.5' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Participants (6)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitFor(() => expect(document.title).toContain('Mixed Doubles 3.5 · Spring Slam'));

    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.search).toBe('?tab=participants'));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Spring Slam' })).toHaveAttribute(
        'aria-current',
        'true',
      ),
    );
  });

  it('opens the event a reloaded address names', async () => {
    const { details, events } = threeEvents();
    renderDetail(root(), PLAYER, { events, search: `?event=${WOMEN_ID}` });
    answerDetails(details);
    expect(await screen.findByText("Women's Singles", { selector: 'span' })).toBeInTheDocument();
  });

  it('opens the event its address names on the tab it names, and never shows the first event meanwhile', async () => {
    const { details, events } = threeEvents();
    const firstShown = watchFirstEvent();
    // The events list answers last: the chosen event is asked for without waiting for it.
    let release = () => {};
    const listed = new Promise<void>((resolve) => (release = resolve));
    const { router } = renderDetail(root(), PLAYER, {
      events,
      search: `?event=${MIXED_ID}&tab=participants&q=ann`,
    });
    answer('get', '/tournaments/:id/events', async () => {
      await listed;
      return ok(events);
    });
    const gets = answerDetails(details);
    await waitFor(() =>
      expect(gets.map((c) => c.path)).toEqual(
        expect.arrayContaining([
          `/api/tournaments/${TOURNAMENT_ID}`,
          `/api/tournaments/${MIXED_ID}`,
        ]),
      ),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading tournament details...');
    release();
    expect(await screen.findByText('Mixed Doubles 3.5', { selector: 'span' }, LONG)).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Participants (6)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(router.state.location.search).toBe(`?event=${MIXED_ID}&tab=participants&q=ann`);
    expect(firstShown()).toBe(false);
  });

  it("opens an event's own address on its tournament's page, its tab and other parameters kept", async () => {
    const { details, events } = threeEvents();
    const firstShown = watchFirstEvent();
    const { router } = renderDetail(details[MIXED_ID]!, PLAYER, {
      events,
      search: '?tab=participants&day=2026-04-12',
    });
    answerDetails(details);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/app/tournaments/${TOURNAMENT_ID}`),
    );
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      event: MIXED_ID,
      tab: 'participants',
      day: '2026-04-12',
    });
    expect(await screen.findByText('Mixed Doubles 3.5', { selector: 'span' }, LONG)).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Participants (6)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(firstShown()).toBe(false);
  });

  it('lets the organizer of one event add another with its own fields, and then shows it', async () => {
    const { details, events } = threeEvents();
    const { router, user } = renderDetail(root(), ORGANIZER);
    const post = answer('post', '/tournaments/:id/events', () =>
      ok(events[1], { message: 'Event added' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Add Event' }, LONG));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Event' }, LONG));
    // The venue's fields are the tournament's: not on this form.
    expect(dialog.queryByLabelText('Location')).not.toBeInTheDocument();
    expect(dialog.queryByLabelText('Venue Time Zone')).not.toBeInTheDocument();
    await user.type(dialog.getByLabelText('Event Name'), 'Mixed Doubles 3.5');
    await user.selectOptions(dialog.getByLabelText('Category'), 'mixed');
    await user.selectOptions(dialog.getByLabelText('Type'), 'doubles');
    await user.type(dialog.getByLabelText('Lowest rating'), '3.5');
    await user.type(dialog.getByLabelText('Highest rating'), '3.99');
    await user.type(dialog.getByLabelText('Start time (venue time)'), '13:30');
    await user.click(dialog.getByLabelText('Court 1'));
    answer('get', '/tournaments/:id/events', () => ok(events));
    answerDetails(details);
    await user.click(dialog.getByRole('button', { name: 'Add Event' }));
    await waitFor(() => expect(post).toHaveLength(1));
    expect(post[0]!.path).toBe(`/api/tournaments/${TOURNAMENT_ID}/events`);
    expect(post[0]!.body).toMatchObject({
      name: 'Mixed Doubles 3.5',
      category: 'mixed',
      type: 'doubles',
      minRating: 3.5,
      maxRating: 3.99,
      minAge: null,
      eventStartTime: '13:30',
      courtIds: [COURT_ID],
    });
    expect(post[0]!.body).not.toHaveProperty('location');
    expect(await screen.findByText('Event added')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(`?event=${MIXED_ID}`));
    // The Add Event button left with the dialog: the new event's row takes the focus, not BODY.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Mixed Doubles 3.5' })),
    );
  });

  it('copies an event (copyOf), edits one (PATCH) and puts the server refusal on screen', async () => {
    const { details, events } = threeEvents();
    const { user } = renderDetail(root(), ORGANIZER, { events });
    answerDetails(details);
    const post = answer('post', '/tournaments/:id/events', () => ok(events[1]));
    await user.click(await screen.findByRole('button', { name: 'Copy Mixed Doubles 3.5' }, LONG));
    let dialog = within(await screen.findByRole('dialog', { name: 'Copy Event' }, LONG));
    expect(dialog.getByLabelText('Event Name')).toHaveValue('Mixed Doubles 3.5 (copy)');
    expect(dialog.getByLabelText('Lowest rating')).toHaveValue(3.5);
    await user.click(dialog.getByRole('button', { name: 'Add Event' }));
    await waitFor(() => expect(post).toHaveLength(1));
    expect(post[0]!.body).toMatchObject({
      copyOf: MIXED_ID,
      name: 'Mixed Doubles 3.5 (copy)',
      category: 'mixed',
      maxRating: 3.99,
    });

    const patch = answer('patch', '/tournaments/:id/events/:eventId', () =>
      fail(422, {
        message: 'Validation failed',
        errors: { eventDay: ["The event's day must fall within the tournament's dates"] },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The copy is shown (here the answer names Mixed Doubles 3.5) before the next dialog opens.
    expect(
      await screen.findByText('Mixed Doubles 3.5', { selector: 'span' }, LONG),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Mixed Doubles 3.5' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Edit Event' }, LONG));
    await user.clear(dialog.getByLabelText('Event Name'));
    await user.type(dialog.getByLabelText('Event Name'), 'Mixed 3.5');
    await user.type(dialog.getByLabelText('Day (optional)'), '2027-01-01');
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(patch).toHaveLength(1));
    expect(patch[0]!.path).toBe(`/api/tournaments/${TOURNAMENT_ID}/events/${MIXED_ID}`);
    expect(patch[0]!.body).toMatchObject({ name: 'Mixed 3.5', eventDay: '2027-01-01' });
    expect(
      await dialog.findByText("The event's day must fall within the tournament's dates"),
    ).toBeInTheDocument();
  });

  it("edits an event's courts: All courts by default, then some of them (issue 26)", async () => {
    const { details, events } = threeEvents();
    const { user } = renderDetail(root(), ORGANIZER, { events });
    answerDetails(details);
    const patch = answer('patch', '/tournaments/:id/events/:eventId', () =>
      ok(events[1], { message: 'Event updated' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Edit Mixed Doubles 3.5' }, LONG));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Event' }, LONG));
    const courts = () => within(dialog.getByRole('group', { name: 'Courts it may use' }));
    expect(courts().getByLabelText('All courts')).toBeChecked();
    expect(courts().getByLabelText('Court 1')).not.toBeChecked();
    expect(courts().getByLabelText('Court 2')).not.toBeChecked();
    await user.click(courts().getByLabelText('Court 2'));
    expect(courts().getByLabelText('All courts')).not.toBeChecked();
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(patch).toHaveLength(1));
    expect(patch[0]!.body).toMatchObject({ courtIds: [COURT_2] });
    expect(await screen.findByText('Event updated')).toBeInTheDocument();
  });

  it('after Save Changes the focus is where the organizer was, never BODY (issue 26)', async () => {
    const { details, events } = threeEvents();
    const { router, user } = renderDetail(root(), ORGANIZER, { events });
    answerDetails(details);
    const patch = answer('patch', '/tournaments/:id/events/:eventId', () =>
      ok(events[1], { message: 'Event updated' }),
    );
    // From the first event's page: saving shows the edited event's page, and the Edit button
    // that opened the dialog left with the page it was on; the event's own Edit button takes it.
    await user.click(await screen.findByRole('button', { name: 'Edit Mixed Doubles 3.5' }, LONG));
    let dialog = within(await screen.findByRole('dialog', { name: 'Edit Event' }, LONG));
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(patch).toHaveLength(1));
    await waitFor(() => expect(router.state.location.search).toBe(`?event=${MIXED_ID}`));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Edit Mixed Doubles 3.5' }),
      ),
    );
    // On the event's own page, its header's Edit Event: the page stays, the button gets it back.
    await user.click(screen.getByRole('button', { name: 'Edit Event' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Edit Event' }, LONG));
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(patch).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Event' })),
    );
  });

  it("shows each event's day and start time at the venue, and none for an event without (issue 26)", async () => {
    const { details, events } = threeEvents();
    const timed = [
      events[0]!,
      {
        ...events[1]!,
        isParticipant: true,
        eventDay: '2026-04-13',
        eventStartTime: '13:30',
        timeZone: 'America/Chicago',
      },
      { ...events[2]!, eventDay: '2026-04-12', eventStartTime: null },
    ];
    renderDetail(root(), PLAYER, { events: timed });
    answerDetails(details);
    expect(await screen.findByRole('heading', { name: 'Events (3)' }, LONG)).toBeInTheDocument();
    const rowOf = (name: string) => within(section()).getByRole('link', { name }).closest('li')!;
    // The venue's day and time, in the venue's zone (the viewer's own time beside it if other).
    expect(rowOf('Mixed Doubles 3.5')).toHaveTextContent('Apr 13, 2026 · 1:30 PM CDT');
    expect(rowOf("Women's Singles")).toHaveTextContent('Apr 12, 2026');
    expect(rowOf("Women's Singles")).not.toHaveTextContent(/AM|PM/);
    expect(rowOf('Spring Slam')).not.toHaveTextContent('2026');
  });

  it('marks the events the player is in and where they wait, and no other (issue 26)', async () => {
    const { details, events } = threeEvents();
    const mine = [
      events[0]!,
      { ...events[1]!, isParticipant: true },
      { ...events[2]!, waitlistPosition: 2 },
    ];
    renderDetail(root(), PLAYER, { events: mine });
    answerDetails(details);
    expect(await screen.findByRole('heading', { name: 'Events (3)' }, LONG)).toBeInTheDocument();
    const rowOf = (name: string) => within(section()).getByRole('link', { name }).closest('li')!;
    expect(rowOf('Mixed Doubles 3.5')).toHaveTextContent('You are registered');
    expect(rowOf("Women's Singles")).toHaveTextContent('Waitlisted: number 2 in line');
    expect(rowOf('Spring Slam')).not.toHaveTextContent(/You are registered|Waitlisted/);
  });

  it('opens an event limited to some courts with them ticked, and All courts frees it (issue 26)', async () => {
    const { details, events } = threeEvents();
    const limited = [events[0]!, { ...events[1]!, courtIds: [COURT_2] }, events[2]!];
    const { user } = renderDetail(root(), ORGANIZER, { events: limited });
    answerDetails(details);
    const patch = answer('patch', '/tournaments/:id/events/:eventId', () =>
      ok(limited[1], { message: 'Event updated' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Edit Mixed Doubles 3.5' }, LONG));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Event' }, LONG));
    const courts = () => within(dialog.getByRole('group', { name: 'Courts it may use' }));
    expect(courts().getByLabelText('Court 2')).toBeChecked();
    expect(courts().getByLabelText('All courts')).not.toBeChecked();
    await user.click(courts().getByLabelText('All courts'));
    expect(courts().getByLabelText('Court 2')).not.toBeChecked();
    expect(courts().getByLabelText('All courts')).toBeChecked();
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(patch).toHaveLength(1));
    expect(patch[0]!.body).toMatchObject({ courtIds: [] });
  });

  it('sets the most events one player may enter on a tournament of events, with the shared message (issue 26)', async () => {
    const { details, events } = threeEvents();
    const { user } = renderDetail(root(), ORGANIZER, { events });
    answerDetails(details);
    const put = answer('put', '/tournaments/:id', () =>
      ok(root(), { message: 'Tournament updated successfully!' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Edit Tournament' }, LONG));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Tournament' }, LONG));
    const field = dialog.getByLabelText('Max events per player (optional)');
    expect(field).toHaveValue(null);
    await user.type(field, '0');
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(await dialog.findByText(/^Between 1 and \d+ events per player$/)).toBeInTheDocument();
    expect(put).toHaveLength(0);
    await user.clear(field);
    await user.type(field, '2');
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(put).toHaveLength(1));
    expect(put[0]!.body).toMatchObject({ maxEventsPerPlayer: 2 });
  });

  it('removes an event after a confirmation, offers no Remove for the first and says why', async () => {
    const { details, events } = threeEvents();
    const { user } = renderDetail(root(), ORGANIZER, { events });
    answerDetails(details);
    const del = answer('delete', '/tournaments/:id/events/:eventId', () => ok());
    await user.click(await screen.findByRole('button', { name: 'Remove Mixed Doubles 3.5' }, LONG));
    // The first event holds the tournament's page (decision 037): no Remove that is always
    // refused, the reason beside it.
    expect(screen.queryByRole('button', { name: 'Remove Spring Slam' })).not.toBeInTheDocument();
    expect(
      within(section()).getByText(
        "The first event holds the tournament's page and cannot be removed: delete the tournament instead",
      ),
    ).toBeInTheDocument();
    // A completed event is past removing: no button.
    expect(
      screen.queryByRole('button', { name: "Remove Women's Singles" }),
    ).not.toBeInTheDocument();

    const dialog = within(await screen.findByRole('dialog', { name: 'Remove Event?' }, LONG));
    answer('get', '/tournaments/:id/events', () => ok([events[0]!, events[2]!]));
    await user.click(dialog.getByRole('button', { name: 'Remove Event' }));
    await waitFor(() => expect(del).toHaveLength(1));
    expect(del[0]!.path).toBe(`/api/tournaments/${TOURNAMENT_ID}/events/${MIXED_ID}`);
    // Its row (and the Remove that opened the dialog) is gone: the section's heading has the focus.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Events (2)' })),
    );
  });

  it("moves the focus to the page's heading when the last but one event is removed", async () => {
    const { details, events } = threeEvents();
    const { user } = renderDetail(root(), ORGANIZER, { events: [events[0]!, events[1]!] });
    answerDetails(details);
    answer('delete', '/tournaments/:id/events/:eventId', () => ok());
    await user.click(await screen.findByRole('button', { name: 'Remove Mixed Doubles 3.5' }, LONG));
    const dialog = within(await screen.findByRole('dialog', { name: 'Remove Event?' }, LONG));
    answer('get', '/tournaments/:id/events', () => ok([events[0]!]));
    await user.click(dialog.getByRole('button', { name: 'Remove Event' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: /^Events/ })).not.toBeInTheDocument(),
    );
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('heading', { level: 1, name: 'Spring Slam' }),
      ),
    );
  });

  it('starts the events ticked in one call, and shows the refusal that names an event', async () => {
    const { details, events } = threeEvents();
    const { user } = renderDetail(root(), ORGANIZER, { events });
    answerDetails(details);
    const start = answer('post', '/tournaments/:id/events/start', () =>
      fail(409, {
        message: 'Mixed Doubles 3.5: a doubles player has no partner',
        code: 'CONFLICT',
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Start Events' }, LONG));
    const dialog = within(await screen.findByRole('dialog', { name: 'Start Events' }, LONG));
    // Only upcoming events are offered, all ticked.
    expect(dialog.getByLabelText(/^Spring Slam \(/)).toBeChecked();
    expect(dialog.getByLabelText('Mixed Doubles 3.5 (6/16)')).toBeChecked();
    expect(dialog.queryByLabelText(/Women's Singles/)).not.toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Start all' })).toBeInTheDocument();
    await user.click(dialog.getByLabelText(/^Spring Slam \(/));
    await user.click(dialog.getByRole('button', { name: 'Start 1 event' }));
    await waitFor(() => expect(start).toHaveLength(1));
    expect(start[0]!.body).toEqual({ eventIds: [MIXED_ID] });
    expect(
      await dialog.findByText('Mixed Doubles 3.5: a doubles player has no partner'),
    ).toBeInTheDocument();
    // The Start button was disabled while sending: the refusal has the focus, not BODY.
    await waitFor(() => expect(document.activeElement).toBe(dialog.getByRole('alert')));

    answer('post', '/tournaments/:id/events/start', () =>
      ok({ started: [TOURNAMENT_ID, MIXED_ID] }),
    );
    await user.click(dialog.getByLabelText(/^Spring Slam \(/));
    await user.click(dialog.getByRole('button', { name: 'Start all' }));
    expect(await screen.findByText('2 events started')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says the events started and gives the focus to the Events heading, not BODY (issue 26)', async () => {
    const { details, events } = threeEvents();
    const { user } = renderDetail(root(), ORGANIZER, { events });
    answerDetails(details);
    answer('post', '/tournaments/:id/events/start', () => {
      // The list now shows them started: the Start Events button leaves it.
      answer('get', '/tournaments/:id/events', () =>
        ok(events.map((e) => (e.status === 'upcoming' ? { ...e, status: 'ongoing' } : e))),
      );
      return ok({ started: [TOURNAMENT_ID, MIXED_ID] });
    });
    await user.click(await screen.findByRole('button', { name: 'Start Events' }, LONG));
    const dialog = within(await screen.findByRole('dialog', { name: 'Start Events' }, LONG));
    await user.click(dialog.getByRole('button', { name: 'Start all' }));
    expect(await screen.findByText('2 events started')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Start Events' })).not.toBeInTheDocument(),
    );
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Events (3)' })),
    );
  });

  it('lets the organizer let a player into an event whatever its eligibility, and take it back (decision 035)', async () => {
    const { details, events } = threeEvents();
    const { user } = renderDetail(root(), ORGANIZER, { events });
    answerDetails(details);
    const base = `/api/tournaments/${TOURNAMENT_ID}/events/${MIXED_ID}/eligibility-overrides`;
    let letIn = [{ userId: 'u-low', name: 'Lou Lowe', createdAt: '2026-11-20T10:00:00.000Z' }];
    const lists = answer('get', '/tournaments/:id/events/:eventId/eligibility-overrides', () =>
      ok(letIn),
    );
    const grants = answer('post', '/tournaments/:id/events/:eventId/eligibility-overrides', () => {
      letIn = [
        ...letIn,
        { userId: 'u-kim', name: 'Kim Lobber', createdAt: '2026-11-21T10:00:00.000Z' },
      ];
      return ok(
        {
          eventId: MIXED_ID,
          userId: 'u-kim',
          grantedBy: ORGANIZER.id,
          createdAt: '2026-11-21T10:00:00.000Z',
        },
        { message: 'Eligibility override granted' },
      );
    });
    const revokes = answer(
      'delete',
      '/tournaments/:id/events/:eventId/eligibility-overrides',
      () => {
        letIn = letIn.filter((o) => o.userId !== 'u-low');
        return HttpResponse.json({ message: 'Eligibility override removed' });
      },
    );
    answer('get', '/users/search', () => ok([{ id: 'u-kim', name: 'Kim Lobber' }]));

    // Only an event with a rating or age rule offers overrides.
    await screen.findByRole('heading', { name: 'Events (3)' }, LONG);
    expect(
      screen.queryByRole('button', { name: 'Eligibility overrides of Spring Slam' }),
    ).not.toBeInTheDocument();
    await user.click(
      screen.getByRole('button', { name: 'Eligibility overrides of Mixed Doubles 3.5' }),
    );
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Eligibility Overrides' }, LONG),
    );
    expect(dialog.getByText(/Mixed Doubles 3\.5 is for 3\.5–3\.99\./)).toBeInTheDocument();
    const list = await dialog.findByRole('list', { name: 'Players let in' }, LONG);
    expect(within(list).getByText('Lou Lowe')).toBeInTheDocument();
    expect(lists[0]!.path).toBe(base);

    await user.type(dialog.getByRole('combobox'), 'Kim');
    await user.click(await dialog.findByRole('option', { name: /Kim Lobber/ }, LONG));
    await user.click(dialog.getByRole('button', { name: 'Let in' }));
    expect(await screen.findByText('Eligibility override granted: Kim Lobber')).toBeInTheDocument();
    expect(grants[0]!.body).toEqual({ userId: 'u-kim' });
    expect(await within(list).findByText('Kim Lobber')).toBeInTheDocument();
    // Ready for the next player: the emptied search has the focus, not BODY.
    await waitFor(() => expect(document.activeElement).toBe(dialog.getByRole('combobox')));

    await user.click(dialog.getByRole('button', { name: 'Remove the override of Lou Lowe' }));
    expect(await screen.findByText('Eligibility override removed: Lou Lowe')).toBeInTheDocument();
    expect(revokes[0]!.body).toEqual({ userId: 'u-low' });
    await waitFor(() => expect(within(list).queryByText('Lou Lowe')).not.toBeInTheDocument());
  });

  it("keeps a name typed without choosing a suggestion, says to choose one and focuses the search on 'Let in' (issue 26)", async () => {
    const { details, events } = threeEvents();
    const { user } = renderDetail(root(), ORGANIZER, { events });
    answerDetails(details);
    answer('get', '/tournaments/:id/events/:eventId/eligibility-overrides', () => ok([]));
    const grants = answer('post', '/tournaments/:id/events/:eventId/eligibility-overrides');
    answer('get', '/users/search', () => ok([{ id: 'u-kim', name: 'Kim Lobber' }]));
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Eligibility overrides of Mixed Doubles 3.5' },
        LONG,
      ),
    );
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Eligibility Overrides' }, LONG),
    );
    await user.type(dialog.getByRole('combobox'), 'Kim Lob');
    await user.click(dialog.getByRole('button', { name: 'Let in' }));
    expect(dialog.getByRole('combobox')).toHaveValue('Kim Lob');
    expect(dialog.getByRole('combobox')).toHaveAccessibleDescription(
      expect.stringContaining('Choose a person from the suggestions'),
    );
    expect(document.activeElement).toBe(dialog.getByRole('combobox'));
    expect(grants).toHaveLength(0);
  });

  it('says when there is no override yet, and offers a retry when the list fails', async () => {
    const { details, events } = threeEvents();
    const { user } = renderDetail(root(), ORGANIZER, { events });
    answerDetails(details);
    answer('get', '/tournaments/:id/events/:eventId/eligibility-overrides', () =>
      fail(500, { code: 'INTERNAL' }),
    );
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Eligibility overrides of Mixed Doubles 3.5' },
        LONG,
      ),
    );
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Eligibility Overrides' }, LONG),
    );
    expect(await dialog.findByText('Failed to load the overrides', {}, LONG)).toBeInTheDocument();
    answer('get', '/tournaments/:id/events/:eventId/eligibility-overrides', () => ok([]));
    await user.click(dialog.getByRole('button', { name: /Retry/ }));
    expect(await dialog.findByText('No player has an override yet.', {}, LONG)).toBeInTheDocument();
  });

  it("names the first event apart from the tournament: Edit Event says so and the heading keeps the tournament's name (decision 039)", async () => {
    const details: Record<string, TournamentDetail> = threeEvents().details;
    let eventName = "Men's Singles";
    let events = threeEvents().events;
    const named = () => [{ ...events[0]!, name: eventName, eventName }, ...events.slice(1)];
    events = named();
    const { user } = renderDetail(root({ eventName }), ORGANIZER, { events });
    answer('get', '/tournaments/:id', (call) => {
      const id = call.path.split('/').pop()!;
      return ok(id === TOURNAMENT_ID ? root({ eventName }) : details[id]);
    });
    answer('get', '/tournaments/:id/events', () => ok(events));
    const patch = answer('patch', '/tournaments/:id/events/:eventId', (call) => {
      eventName = (call.body as { name: string }).name;
      events = named();
      return ok(events[0], { message: 'Event updated' });
    });

    await screen.findByRole('heading', { name: 'Events (3)' }, LONG);
    expect(within(section()).getByRole('link', { name: "Men's Singles" })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Spring Slam');
    expect(screen.getByText("Men's Singles", { selector: 'span' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "Edit Men's Singles" }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Event' }, LONG));
    expect(
      dialog.getByText(
        'This names the first event only. The tournament keeps its name, “Spring Slam”: rename it with Edit Tournament.',
      ),
    ).toBeInTheDocument();
    expect(dialog.getByLabelText('Event Name')).toHaveValue("Men's Singles");
    await user.clear(dialog.getByLabelText('Event Name'));
    await user.type(dialog.getByLabelText('Event Name'), 'Open Singles');
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(patch).toHaveLength(1));
    expect(patch[0]!.path).toBe(`/api/tournaments/${TOURNAMENT_ID}/events/${TOURNAMENT_ID}`);
    expect(patch[0]!.body).toMatchObject({ name: 'Open Singles' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      await within(section()).findByRole('link', { name: 'Open Singles' }, LONG),
    ).toBeInTheDocument();
    expect(await screen.findByText('Open Singles', { selector: 'span' }, LONG)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Spring Slam');
    // Another event's dialog says nothing of the kind.
    await user.click(screen.getByRole('button', { name: 'Edit Mixed Doubles 3.5' }));
    const other = within(await screen.findByRole('dialog', { name: 'Edit Event' }, LONG));
    expect(other.queryByText(/This names the first event only/)).not.toBeInTheDocument();
  });
});
