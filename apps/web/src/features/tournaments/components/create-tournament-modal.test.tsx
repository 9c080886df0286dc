import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '@/lib/auth-store';
import { answer, fail, HttpResponse, ok } from '@/test/msw';
import { renderRoute } from '@/test/render-route';
import { detail, listResponse, ORGANIZER, TOURNAMENT_ID } from '@/test/tournament-fixtures';
import TournamentListPage from '@/features/tournaments/routes/tournament-list';

beforeEach(() => {
  toast.remove();
  useAuthStore.setState({ user: ORGANIZER, token: 'tok', isAuthenticated: true });
  answer('get', '/tournaments', () => HttpResponse.json(listResponse([])));
});

async function openModal() {
  renderRoute(<TournamentListPage />, { path: '/app/tournaments' });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Create Tournament' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Create Tournament' }) };
}

const field = (name: string) => within(screen.getByRole('dialog')).getByLabelText(name);

async function replace(user: UserEvent, label: string, value: string) {
  await user.clear(field(label));
  await user.type(field(label), value);
}

async function fillRequired(user: UserEvent) {
  await user.type(field('Tournament Name'), 'Autumn Open');
  await user.type(field('Location'), 'Denver, CO');
  await user.type(field('Start Date'), '2026-10-03');
}

const submit = (user: UserEvent, dialog: HTMLElement) =>
  user.click(within(dialog).getByRole('button', { name: 'Create Tournament' }));

describe('Create Tournament modal', () => {
  it('starts from the defaults of spec section 9', async () => {
    await openModal();
    expect(field('Max Participants')).toHaveValue(16);
    expect(field('Entry Fee ($)')).toHaveValue(0);
    expect(field('Prize Pool ($)')).toHaveValue(0);
    expect(field('Category')).toHaveValue('men');
    expect(field('Type')).toHaveValue('singles');
    expect(field('Format')).toHaveValue('knockout');
    // Round-robin settings appear only for that format.
    expect(screen.queryByLabelText('Number of Groups')).not.toBeInTheDocument();
    expect(field('Scoring format')).toHaveValue('best-of-3-to-11');
    expect(field('Scoring format')).toHaveDisplayValue('Best of 3 games to 11');
    expect(field('Play a match for third place')).toBeChecked();
    expect(field('Courts')).toHaveValue(4);
    expect(field('Minimum rest between matches (minutes)')).toHaveValue(15);
  });

  it.each(['doubles', 'mixed'] as const)(
    "starts the Type at the organizer's Game Settings choice (%s), and again after Cancel",
    async (defaultTournamentType) => {
      const { settings } = ORGANIZER;
      useAuthStore.setState({
        user: {
          ...ORGANIZER,
          settings: {
            ...settings,
            gameSettings: { ...settings.gameSettings, defaultTournamentType },
          },
        },
      });
      const post = answer('post', '/tournaments', () => ok(detail(), { message: 'ok' }));
      const { user, dialog } = await openModal();
      expect(field('Type')).toHaveValue(defaultTournamentType);

      await user.selectOptions(field('Type'), 'singles');
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await user.click(screen.getByRole('button', { name: 'Create Tournament' }));
      expect(field('Type')).toHaveValue(defaultTournamentType);

      await fillRequired(user);
      await submit(user, screen.getByRole('dialog', { name: 'Create Tournament' }));
      await waitFor(() => expect(post).toHaveLength(1));
      expect(post[0]!.body).toMatchObject({ type: defaultTournamentType });
    },
  );

  it('offers the rule 12.B scoring options: seven formats, rally or side-out', async () => {
    await openModal();
    const options = within(field('Scoring format')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Best of 3 games to 11',
      'Best of 3 games to 15',
      'Best of 3 games to 21',
      'Best of 5 games to 11',
      'One game to 11',
      'One game to 15',
      'One game to 21',
    ]);
    expect(field('Scoring format')).toHaveDisplayValue('Best of 3 games to 11');
    const systems = within(field('Rally or side-out scoring')).getAllByRole('option');
    expect(systems.map((option) => option.textContent)).toEqual([
      'Rally scoring',
      'Side-out scoring',
    ]);
    expect(field('Rally or side-out scoring')).toHaveDisplayValue('Rally scoring');
  });

  it('offers the third-place match only when there is a knockout', async () => {
    const { user } = await openModal();
    const bronze = () =>
      within(screen.getByRole('dialog')).queryByRole('checkbox', {
        name: 'Play a match for third place',
      });
    expect(bronze()).toBeInTheDocument();
    await user.selectOptions(field('Format'), 'swiss');
    expect(bronze()).not.toBeInTheDocument();
    await user.selectOptions(field('Format'), 'round-robin');
    expect(bronze()).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Knockout stage after the groups' }));
    expect(bronze()).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Knockout stage after the groups' }));
    expect(bronze()).not.toBeInTheDocument();
    await user.selectOptions(field('Format'), 'knockout');
    expect(bronze()).toBeInTheDocument();
  });

  it("offers the venue's closing time and events limit, neither sent when left empty (issue 26)", async () => {
    const post = answer('post', '/tournaments', () => ok(detail(), { message: 'ok' }));
    const { user, dialog } = await openModal();
    await fillRequired(user);
    expect(field('Max events per player (optional)')).toHaveValue(null);
    await submit(user, dialog);
    await waitFor(() => expect(post).toHaveLength(1));
    expect(post[0]!.body).not.toHaveProperty('closingTime');
    expect(post[0]!.body).not.toHaveProperty('maxEventsPerPlayer');
  });

  it('posts the events limit per player when set, refusing 0 as Edit does (issue 26)', async () => {
    const post = answer('post', '/tournaments', () => ok(detail(), { message: 'ok' }));
    const { user, dialog } = await openModal();
    await fillRequired(user);
    await user.type(field('Max events per player (optional)'), '0');
    await submit(user, dialog);
    expect(
      await within(dialog).findByText('Between 1 and 20 events per player'),
    ).toBeInTheDocument();
    expect(post).toHaveLength(0);
    await user.clear(field('Max events per player (optional)'));
    await user.type(field('Max events per player (optional)'), '2');
    await submit(user, dialog);
    await waitFor(() => expect(post).toHaveLength(1));
    expect(post[0]!.body).toMatchObject({ maxEventsPerPlayer: 2 });
  });

  it("posts the venue's closing time when set (issue 26)", async () => {
    const post = answer('post', '/tournaments', () => ok(detail(), { message: 'ok' }));
    const { user, dialog } = await openModal();
    await fillRequired(user);
    await user.type(field('Venue closes at (optional)'), '21:30');
    await submit(user, dialog);
    await waitFor(() => expect(post).toHaveLength(1));
    expect(post[0]!.body).toMatchObject({ closingTime: '21:30' });
  });

  it('keeps courts and rest within their limits', async () => {
    const post = answer('post', '/tournaments');
    const { user, dialog } = await openModal();
    await fillRequired(user);
    await replace(user, 'Courts', '0');
    await replace(user, 'Minimum rest between matches (minutes)', '-1');
    await submit(user, dialog);
    expect(await screen.findByText('At least 1 court required.')).toBeInTheDocument();
    expect(screen.getByText('Rest cannot be negative.')).toBeInTheDocument();
    expect(field('Courts')).toHaveAttribute('aria-invalid', 'true');

    await replace(user, 'Courts', '33');
    await replace(user, 'Minimum rest between matches (minutes)', '241');
    await submit(user, dialog);
    expect(await screen.findByText('At most 32 courts')).toBeInTheDocument();
    expect(screen.getByText('At most 240 minutes')).toBeInTheDocument();

    await replace(user, 'Courts', '2.5');
    await user.clear(field('Minimum rest between matches (minutes)'));
    await submit(user, dialog);
    expect(await screen.findByText('Please enter a whole number')).toBeInTheDocument();
    expect(screen.getByText('Please enter a number')).toBeInTheDocument();
    expect(post).toHaveLength(0);
  });

  it('shows the spec messages on the fields', async () => {
    const post = answer('post', '/tournaments');
    const { user, dialog } = await openModal();
    await submit(user, dialog);
    expect(await screen.findByText('Tournament name is required')).toBeInTheDocument();
    expect(screen.getByText('Location is required')).toBeInTheDocument();
    expect(screen.getByText('Start date is required')).toBeInTheDocument();

    await fillRequired(user);
    await replace(user, 'Max Participants', '3');
    await replace(user, 'Entry Fee ($)', '-5');
    await user.type(field('End Date (optional)'), '2026-10-01');
    await submit(user, dialog);
    expect(await screen.findByText('Minimum 4 participants required.')).toBeInTheDocument();
    expect(screen.getByText('Entry fee cannot be negative.')).toBeInTheDocument();

    await replace(user, 'Max Participants', '8');
    await replace(user, 'Entry Fee ($)', '0');
    await submit(user, dialog);
    expect(await screen.findByText('End date cannot be before start date.')).toBeInTheDocument();
    expect(field('End Date (optional)')).toHaveAttribute('aria-invalid', 'true');
    expect(post).toHaveLength(0);
  });

  it('deals the group preview A, B, C in turn and checks groups and advance count', async () => {
    const { user, dialog } = await openModal();
    await fillRequired(user);
    await user.selectOptions(field('Format'), 'round-robin');
    await replace(user, 'Max Participants', '6');
    await replace(user, 'Number of Groups', '3');
    const list = (group: string) =>
      within(screen.getByRole('list', { name: group }))
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(list('Group A')).toEqual(['Player 1', 'Player 4']);
    expect(list('Group B')).toEqual(['Player 2', 'Player 5']);
    expect(list('Group C')).toEqual(['Player 3', 'Player 6']);

    await user.click(screen.getByRole('checkbox', { name: 'Knockout stage after the groups' }));
    await replace(user, 'Players Advancing per Group', '3');
    await submit(user, dialog);
    expect(await screen.findByText('Advance count exceeds group size.')).toBeInTheDocument();

    await replace(user, 'Number of Groups', '7');
    await submit(user, dialog);
    expect(await screen.findByText('Groups cannot exceed participants.')).toBeInTheDocument();
  });

  it('counts teams, not players, in a doubles group preview, and warns about an odd number of players', async () => {
    const { user } = await openModal();
    await user.selectOptions(field('Type'), 'doubles');
    await user.selectOptions(field('Format'), 'round-robin');
    await replace(user, 'Max Participants', '16');
    await replace(user, 'Number of Groups', '2');
    const list = (group: string) =>
      within(screen.getByRole('list', { name: group }))
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(list('Group A')).toEqual(['Team 1', 'Team 3', 'Team 5', 'Team 7']);
    expect(screen.getAllByText('(4 teams)')).toHaveLength(2);
    expect(screen.queryByText(/players\)/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Knockout stage after the groups' }));
    expect(field('Teams Advancing per Group')).toBeInTheDocument();
    expect(screen.queryByText(/odd number of players/)).not.toBeInTheDocument();

    await replace(user, 'Max Participants', '15');
    expect(field('Max Participants')).toHaveAccessibleDescription(/odd number of players/);
  });

  it('posts the form with the days as typed and the organizer’s zone, then opens the new tournament', async () => {
    const post = answer('post', '/tournaments', () =>
      ok(detail({ name: 'Autumn Open' }), { message: 'ok' }),
    );
    const { user, dialog } = await openModal();
    await fillRequired(user);
    await user.type(field('End Date (optional)'), '2026-10-04');
    await user.selectOptions(field('Type'), 'doubles');
    await user.selectOptions(field('Format'), 'round-robin');
    await replace(user, 'Number of Groups', '4');
    await replace(user, 'Entry Fee ($)', '12.5');
    await submit(user, dialog);

    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/app/tournaments/${TOURNAMENT_ID}`),
    );
    expect(post).toHaveLength(1);
    expect(post[0]!.headers.authorization).toBe('Bearer tok');
    expect(post[0]!.body).toEqual({
      // Public by default (issue 11): the spectator page and the share link lead there.
      isPublic: true,
      name: 'Autumn Open',
      description: '',
      category: 'men',
      type: 'doubles',
      format: 'round-robin',
      startDate: '2026-10-03',
      endDate: '2026-10-04',
      // The organizer's profile zone (spec default) until they choose another.
      timeZone: 'America/New_York',
      location: 'Denver, CO',
      maxParticipants: 16,
      entryFee: 12.5,
      prizePool: 0,
      numGroups: 4,
      knockoutEnabled: false,
      advanceCount: 1,
      scoringFormat: 'best-of-3-to-11',
      scoringSystem: 'rally',
      hasBronzeMatch: true,
      grandFinalReset: true,
      courtCount: 4,
      restMinutes: 15,
      // Off unless the organizer asks for it (decision 027).
      scoreConfirmation: false,
      confirmationMinutes: null,
      organizerId: ORGANIZER.id,
      currentParticipants: 0,
      status: 'upcoming',
      courts: [],
      participants: [],
    });
    expect(await screen.findByText('Tournament created successfully!')).toBeInTheDocument();
  });

  it('posts the chosen scoring format, third-place match, courts and rest', async () => {
    const post = answer('post', '/tournaments', () => ok(detail(), { message: 'ok' }));
    const { user, dialog } = await openModal();
    await fillRequired(user);
    await user.selectOptions(field('Scoring format'), 'One game to 15');
    await user.click(field('Play a match for third place'));
    await replace(user, 'Courts', '6');
    await replace(user, 'Minimum rest between matches (minutes)', '0');
    await submit(user, dialog);

    await waitFor(() => expect(post).toHaveLength(1));
    expect(post[0]!.body).toMatchObject({
      format: 'knockout',
      scoringFormat: 'one-game-to-15',
      hasBronzeMatch: false,
      courtCount: 6,
      restMinutes: 0,
    });
  });

  it('offers double elimination with its single or double grand final, and consolation', async () => {
    const post = answer('post', '/tournaments', () => ok(detail(), { message: 'ok' }));
    const { user, dialog } = await openModal();
    await fillRequired(user);
    expect(screen.queryByLabelText(/Play the grand final again/)).toBeNull();
    expect(
      within(field('Format'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toContain('Knockout with Consolation');
    await user.selectOptions(field('Format'), 'Double Elimination');
    expect(screen.queryByLabelText('Play a match for third place')).toBeNull();
    expect(field("Play the grand final again if the losers' bracket winner wins it")).toBeChecked();
    await user.click(field("Play the grand final again if the losers' bracket winner wins it"));
    await submit(user, dialog);
    await waitFor(() => expect(post).toHaveLength(1));
    expect(post[0]!.body).toMatchObject({ format: 'double-elimination', grandFinalReset: false });
  });

  it('finds any IANA zone for the venue by typing part of its name', async () => {
    const post = answer('post', '/tournaments', () => ok(detail(), { message: 'ok' }));
    const { user, dialog } = await openModal();
    await fillRequired(user);
    const zone = field('Venue Time Zone');
    expect(zone).toHaveValue('America/New_York');
    await user.click(zone);
    await user.keyboard('tokyo');
    const zones = screen.getByRole('listbox', { name: 'Venue Time Zone options' });
    expect(
      within(zones)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Asia/Tokyo']);
    await user.keyboard('{Enter}');
    expect(zone).toHaveValue('Asia/Tokyo');
    // Escape puts back the chosen zone without closing the dialog.
    await user.click(zone);
    await user.keyboard('lord howe{Escape}');
    expect(zone).toHaveValue('Asia/Tokyo');
    expect(dialog).toBeInTheDocument();
    await submit(user, dialog);

    await waitFor(() => expect(post).toHaveLength(1));
    expect(post[0]!.body).toMatchObject({ timeZone: 'Asia/Tokyo' });
  });

  it('keeps a zone typed whole and left with Tab, and says so when the text names none', async () => {
    const post = answer('post', '/tournaments', () => ok(detail(), { message: 'ok' }));
    const { user, dialog } = await openModal();
    await fillRequired(user);
    const zone = field('Venue Time Zone');
    await user.click(zone);
    await user.keyboard('america/chicago');
    await user.tab();
    // Not back to America/New_York: the zone typed is the zone chosen.
    expect(zone).toHaveValue('America/Chicago');
    // The one zone a text matches is chosen too.
    await user.click(zone);
    await user.keyboard('tokyo');
    await user.tab();
    expect(zone).toHaveValue('Asia/Tokyo');
    // Text that names no zone stays, with the message, and the form is not sent.
    await user.click(zone);
    await user.keyboard('Springfield');
    await user.tab();
    expect(zone).toHaveValue('Springfield');
    expect(zone).toHaveAccessibleDescription(
      expect.stringContaining('Choose a time zone from the list'),
    );
    await submit(user, dialog);
    expect(post).toHaveLength(0);
    await user.click(zone);
    await user.keyboard('america/denver');
    await user.tab();
    expect(zone).toHaveValue('America/Denver');
    expect(zone).not.toHaveAccessibleDescription(expect.stringContaining('Choose a time zone'));
    await submit(user, dialog);
    await waitFor(() => expect(post).toHaveLength(1));
    expect(post[0]!.body).toMatchObject({ timeZone: 'America/Denver' });
  });

  it("puts the server's 422 messages on the fields", async () => {
    answer('post', '/tournaments', () =>
      fail(422, {
        message: 'Validation failed',
        code: 'VALIDATION_ERROR',
        errors: { name: ['A tournament with this name already exists'] },
      }),
    );
    const { user, dialog } = await openModal();
    await fillRequired(user);
    await submit(user, dialog);
    expect(
      await screen.findByText('A tournament with this name already exists'),
    ).toBeInTheDocument();
    expect(field('Tournament Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('toasts the spec failure message otherwise', async () => {
    answer('post', '/tournaments', () => fail(500, { code: 'INTERNAL' }));
    const { user, dialog } = await openModal();
    await fillRequired(user);
    await submit(user, dialog);
    expect(await screen.findByText('Failed to create tournament')).toBeInTheDocument();
  });
});
