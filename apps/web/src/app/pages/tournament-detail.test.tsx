import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/lib/auth-store';
import { answer, deferred, fail, ok, okMessage, requestLog } from '@/test/msw';
import { renderRoute } from '@/test/render-route';
import { renderDetail } from '@/test/render-detail';
import { detail, ORGANIZER, PLAYER, TOURNAMENT_ID } from '@/test/tournament-fixtures';
import TournamentDetailPage from './tournament-detail';

const header = () => screen.getByRole('heading', { level: 1 }).closest('div')!.parentElement!;
const button = (name: string) => within(header()).queryByRole('button', { name });

describe('Tournament detail: loading and failures', () => {
  it('says it is loading, then shows the header with its facts', async () => {
    const { get } = renderDetail(
      detail({
        endDate: '2026-04-13',
        description: 'Bring water',
        currentParticipants: 9,
        prizePool: 1250.5,
      }),
    );
    expect(screen.getByText('Loading tournament details...')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Spring Slam' }),
    ).toBeInTheDocument();
    const h = within(header());
    expect(h.getByText('Upcoming')).toBeInTheDocument();
    expect(h.getByText('Men · Singles · Knockout')).toBeInTheDocument();
    expect(h.getByText('Bring water')).toBeInTheDocument();
    const fact = (label: string) => h.getByText(label).nextSibling;
    expect(fact('Start Date')).toHaveTextContent('Apr 12, 2026');
    expect(fact('End Date')).toHaveTextContent('Apr 13, 2026');
    expect(fact('Location')).toHaveTextContent('Austin, TX');
    expect(fact('Participants')).toHaveTextContent('9/16');
    expect(fact('Entry Fee')).toHaveTextContent('$25');
    expect(fact('Prize Pool')).toHaveTextContent('$1,250.50');
    expect(get[0]).toMatchObject({ method: 'GET', path: `/api/tournaments/${detail().id}` });
    expect(get[0]!.headers.authorization).toBe('Bearer tok');
  });

  it('leaves out the end date when there is none and shows TBD for a missing location', async () => {
    renderDetail(detail({ location: '', entryFee: 0, prizePool: 0 }));
    await screen.findByRole('heading', { level: 1 });
    const h = within(header());
    expect(h.queryByText('End Date')).not.toBeInTheDocument();
    expect(h.getByText('Location').nextSibling).toHaveTextContent('TBD');
    expect(h.getByText('Entry Fee').nextSibling).toHaveTextContent('$0');
  });

  it("shows the venue's time zone, and its closing time when set, under the location (issue 26)", async () => {
    renderDetail(
      detail({ timeZone: 'America/Chicago', closingTime: '21:30', startDate: '2026-04-12' }),
    );
    await screen.findByRole('heading', { level: 1 });
    expect(within(header()).getByText('Location').nextSibling).toHaveTextContent(
      'Austin, TXAmerica/Chicago · closes 9:30 PM CDT',
    );
  });

  it('shows the type of a mixed doubles tournament apart from its category (issue 26)', async () => {
    renderDetail(detail({ category: 'mixed', type: 'mixed', format: 'round-robin' }));
    await screen.findByRole('heading', { level: 1 });
    expect(within(header()).getByText('Mixed · Doubles · Round Robin')).toBeInTheDocument();
  });

  it('shows Tournament Not Found for a 404', async () => {
    useAuthStore.setState({ user: PLAYER, token: 'tok', isAuthenticated: true });
    answer('get', '/tournaments/:id', () =>
      fail(404, { message: 'Tournament not found', code: 'NOT_FOUND' }),
    );
    renderRoute(<TournamentDetailPage />, {
      path: '/app/tournaments/:id',
      url: `/app/tournaments/${detail().id}`,
    });
    expect(
      await screen.findByRole('heading', { name: 'Tournament Not Found' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("The tournament you're looking for doesn't exist."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Tournaments' })).toHaveAttribute(
      'href',
      '/app/tournaments',
    );
  });

  it('does not ask for an id that cannot exist', async () => {
    useAuthStore.setState({ user: PLAYER, token: 'tok', isAuthenticated: true });
    renderRoute(<TournamentDetailPage />, {
      path: '/app/tournaments/:id',
      url: '/app/tournaments/nope',
    });
    expect(await screen.findByText('Tournament Not Found')).toBeInTheDocument();
    expect(requestLog).toEqual([]);
  });

  it('toasts the load failure and goes back to the list', async () => {
    useAuthStore.setState({ user: PLAYER, token: 'tok', isAuthenticated: true });
    answer('get', '/tournaments/:id', () => fail(500, { code: 'INTERNAL' }));
    renderRoute(<TournamentDetailPage />, {
      path: '/app/tournaments/:id',
      url: `/app/tournaments/${detail().id}`,
    });
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/app/tournaments'),
    );
    expect(await screen.findByText('Failed to load tournament details')).toBeInTheDocument();
  });

  it('goes back to the list with the back button', async () => {
    const { user } = renderDetail(detail());
    await user.click(await screen.findByRole('button', { name: 'Back to tournaments' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/app/tournaments');
  });
});

describe('Tournament detail: its tab and its title', () => {
  it('names the browser tab after the tournament', async () => {
    renderDetail(detail());
    await screen.findByRole('heading', { level: 1, name: 'Spring Slam' });
    expect(document.title).toBe('Spring Slam · Courtside');
  });

  it('opens the tab the URL names, and puts a chosen tab in the URL', async () => {
    const { router, user } = renderDetail(detail(), PLAYER, { search: '?tab=rules' });
    expect(await screen.findByRole('tab', { name: 'Rules' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.click(screen.getByRole('tab', { name: 'Bracket' }));
    expect(router.state.location.search).toBe('?tab=bracket');
    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    expect(router.state.location.search).toBe('');
  });
});

describe('Tournament detail: actions per role and state', () => {
  it('offers a player Join, Contact and Share, and no owner actions', async () => {
    renderDetail(detail());
    await screen.findByRole('heading', { level: 1 });
    expect(button('Join Tournament')).toBeInTheDocument();
    expect(button('Contact Organizer')).toBeInTheDocument();
    expect(button('Share Tournament')).toBeInTheDocument();
    expect(button('Edit Tournament')).not.toBeInTheDocument();
    expect(button('Delete Tournament')).not.toBeInTheDocument();
    expect(button('Leave Tournament')).not.toBeInTheDocument();
    expect(button('Start Tournament')).not.toBeInTheDocument();
  });

  it('offers the owner Edit and Delete, and neither Join nor Contact', async () => {
    renderDetail(detail(), ORGANIZER);
    await screen.findByRole('heading', { level: 1 });
    expect(button('Edit Tournament')).toBeInTheDocument();
    expect(button('Delete Tournament')).toBeInTheDocument();
    // A secondary danger action beside Edit, not a solid red button of the same weight.
    expect(button('Delete Tournament')!.className).toContain('text-red-700');
    expect(button('Delete Tournament')!.className).not.toContain('bg-red-600');
    expect(button('Join Tournament')).not.toBeInTheDocument();
    expect(button('Contact Organizer')).not.toBeInTheDocument();
  });

  it('offers Delete only while upcoming, and Join to nobody once started', async () => {
    renderDetail(detail({ status: 'ongoing' }), ORGANIZER);
    await screen.findByRole('heading', { level: 1 });
    expect(button('Edit Tournament')).toBeInTheDocument();
    expect(button('Delete Tournament')).not.toBeInTheDocument();
  });

  it('shows no Join to a player once the tournament has started', async () => {
    renderDetail(detail({ status: 'ongoing' }));
    await screen.findByRole('heading', { level: 1 });
    expect(button('Join Tournament')).not.toBeInTheDocument();
  });

  it('does not offer Join to an organizer who does not own the tournament', async () => {
    renderDetail(detail(), { ...ORGANIZER, id: '0b6d8a9e-0000-4000-8000-000000000009' });
    await screen.findByRole('heading', { level: 1 });
    expect(button('Join Tournament')).not.toBeInTheDocument();
    expect(button('Contact Organizer')).toBeInTheDocument();
  });

  it("joins: 'Joining...' while busy, then the toast", async () => {
    const reply = deferred();
    const post = answer('post', '/tournaments/:id/join', async () => {
      await reply.promise;
      return ok(
        { ...detail({ isParticipant: true }), registration: { status: 'joined', position: null } },
        { message: 'Joined' },
      );
    });
    const { user } = renderDetail(detail());
    await user.click(await screen.findByRole('button', { name: 'Join Tournament' }));
    expect(screen.getByRole('button', { name: 'Joining...' })).toBeDisabled();
    await waitFor(() => expect(post).toHaveLength(1));
    expect(post[0]).toMatchObject({
      path: `/api/tournaments/${detail().id}/join`,
      body: undefined,
    });
    expect(post[0]!.headers.authorization).toBe('Bearer tok');
    reply.resolve();
    expect(await screen.findByText('Successfully joined tournament!')).toBeInTheDocument();
  });

  it('shows the reason for a 409 rather than the generic failure', async () => {
    answer('post', '/tournaments/:id/join', () =>
      fail(409, { message: 'This tournament is full', code: 'TOURNAMENT_FULL' }),
    );
    const { user } = renderDetail(detail());
    await user.click(await screen.findByRole('button', { name: 'Join Tournament' }));
    expect(await screen.findByText('This tournament is full')).toBeInTheDocument();
    expect(screen.queryByText('Failed to join tournament')).not.toBeInTheDocument();
  });

  it('toasts the spec failure for other join errors', async () => {
    answer('post', '/tournaments/:id/join', () => fail(500, { code: 'INTERNAL' }));
    const { user } = renderDetail(detail());
    await user.click(await screen.findByRole('button', { name: 'Join Tournament' }));
    expect(await screen.findByText('Failed to join tournament')).toBeInTheDocument();
  });

  it('offers the waitlist when full, then shows the position with Leave Waitlist', async () => {
    const full = detail({ currentParticipants: 16 });
    const post = answer('post', '/tournaments/:id/waitlist', () =>
      ok(
        { ...full, waitlistPosition: 2, registration: { status: 'waitlisted', position: 2 } },
        { message: 'ok' },
      ),
    );
    const { user } = renderDetail(full);
    await screen.findByRole('heading', { level: 1 });
    expect(button('Join Tournament')).not.toBeInTheDocument();
    // What the refetch after joining the waitlist sees.
    answer('get', '/tournaments/:id', () => ok({ ...full, waitlistPosition: 2 }));
    await user.click(screen.getByRole('button', { name: 'Join Waitlist' }));
    expect(await screen.findByText(/at position 2\. We will email you/)).toBeInTheDocument();
    expect(post.map((call) => call.path)).toEqual([`/api/tournaments/${full.id}/waitlist`]);
    expect(
      screen.getByText(/on the waitlist at position 2; we will email you/),
    ).toBeInTheDocument();
    expect(button('Leave Waitlist')).toBeInTheDocument();
    expect(button('Join Waitlist')).not.toBeInTheDocument();
  });

  it("leaves only after confirming: 'Leaving...' while busy, then the toast", async () => {
    const reply = deferred();
    const post = answer('post', '/tournaments/:id/leave', async () => {
      await reply.promise;
      return okMessage('Successfully left tournament');
    });
    const { user } = renderDetail(detail({ isParticipant: true, currentParticipants: 5 }));
    await user.click(await screen.findByRole('button', { name: 'Leave Tournament' }));
    const confirm = screen.getByRole('dialog', { name: 'Leave Tournament?' });
    expect(post).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Leave Tournament' }));
    expect(screen.getByRole('button', { name: 'Leaving...' })).toBeDisabled();
    await waitFor(() => expect(post).toHaveLength(1));
    expect(post[0]!.path).toBe(`/api/tournaments/${detail().id}/leave`);
    reply.resolve();
    expect(await screen.findByText('Successfully left tournament')).toBeInTheDocument();
    expect(button('Join Tournament')).not.toBeInTheDocument(); // still a participant in the refetched copy
  });

  it('copies the public spectator page link with Share', async () => {
    const { user } = renderDetail(detail());
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(await screen.findByRole('button', { name: 'Share Tournament' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/t/${TOURNAMENT_ID}`);
    expect(await screen.findByText('Tournament link copied to clipboard!')).toBeInTheDocument();
  });

  it("copies the app page's link for a tournament that is not public, and offers no QR code", async () => {
    const { user } = renderDetail(detail({ isPublic: false }));
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(await screen.findByRole('button', { name: 'Share Tournament' }));
    expect(writeText).toHaveBeenCalledWith(
      `${window.location.origin}/app/tournaments/${TOURNAMENT_ID}`,
    );
    expect(screen.queryByRole('button', { name: 'QR Code' })).not.toBeInTheDocument();
  });

  it("offers no Matches or Bracket tab when the results are not the viewer's to see", async () => {
    renderDetail(detail({ isPublic: false, canSeeResults: false }));
    expect(await screen.findByRole('tab', { name: 'Overview' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Matches' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Bracket' })).not.toBeInTheDocument();
  });

  it('shows a QR code of the public page, drawn on demand', async () => {
    const { user } = renderDetail(detail());
    await user.click(await screen.findByRole('button', { name: 'QR Code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share Tournament' });
    const url = `${window.location.origin}/t/${TOURNAMENT_ID}`;
    const image = await within(dialog).findByRole('img', { name: `QR code for ${url}` });
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(within(dialog).getByText(url)).toBeInTheDocument();
  });
});

describe('Tournament detail: tabs', () => {
  it('opens on the overview with the organizer and registration stats', async () => {
    renderDetail(detail({ currentParticipants: 4 }));
    const panel = await screen.findByRole('tabpanel', { name: 'Overview' });
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    expect(within(panel).getByText(ORGANIZER.name)).toBeInTheDocument();
    expect(within(panel).getByText('organizer')).toBeInTheDocument();
    const bar = within(panel).getByRole('progressbar', { name: 'Registration' });
    expect(bar).toHaveAttribute('aria-valuenow', '4');
    expect(bar).toHaveAttribute('aria-valuemax', '16');
    expect(within(panel).getByRole('button', { name: 'Contact Organizer' })).toBeInTheDocument();
  });

  it("lists the spec's default rules as the tournament's own scoring option plays them", async () => {
    renderDetail(
      detail({ rules: null, scoringFormat: 'best-of-3-to-15', scoringSystem: 'side-out' }),
    );
    const panel = await screen.findByRole('tabpanel', { name: 'Overview' });
    const rules = within(panel).getByRole('heading', { name: 'Rules' }).parentElement!;
    expect(
      within(rules)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Standard pickleball rules, side-out scoring',
      'Games to 15, win by 2',
      'Best of 3 games per match',
      '30-second timeout per game',
    ]);
    expect(within(rules).queryByText(/Games to 11/)).not.toBeInTheDocument();
    expect(
      within(panel).queryByRole('button', { name: 'View full rules' }),
    ).not.toBeInTheDocument();
  });

  it('summarises the rules in 200 characters and links to the full rules', async () => {
    const long = 'Serve underhand. '.repeat(20);
    const { user } = renderDetail(detail({ rules: `<h2>House Rules</h2><p>${long}</p>` }));
    const panel = await screen.findByRole('tabpanel', { name: 'Overview' });
    const summary = `House Rules ${long}`.slice(0, 200).trimEnd();
    expect(within(panel).getByText(`${summary}...`)).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'View full rules' }));
    expect(screen.getByRole('tab', { name: 'Rules' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { name: 'House Rules' })).toBeInTheDocument();
  });

  it('shows the matches and bracket empty states', async () => {
    const { user } = renderDetail(detail(), ORGANIZER);
    await user.click(await screen.findByRole('tab', { name: 'Matches' }));
    expect(screen.getByText('No matches scheduled yet')).toBeInTheDocument();
    expect(screen.getByText('Click "Start Tournament" to generate matches')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Bracket' }));
    expect(
      screen.getByText('Bracket will be available when tournament starts'),
    ).toBeInTheDocument();
    expect(screen.getByText('Check back after registration closes')).toBeInTheDocument();
  });

  it('does not tell a player to start the tournament', async () => {
    const { user } = renderDetail(detail());
    await user.click(await screen.findByRole('tab', { name: 'Matches' }));
    expect(screen.getByText('No matches scheduled yet')).toBeInTheDocument();
    expect(screen.queryByText(/Start Tournament/)).not.toBeInTheDocument();
  });
});
