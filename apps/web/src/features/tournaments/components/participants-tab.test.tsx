import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, fail, HttpResponse, ok, okMessage } from '@/test/msw';
import { renderDetail } from '@/test/render-detail';
import { detail, ORGANIZER, participantsOf, PLAYER, person } from '@/test/tournament-fixtures';

const alex = person(1, 'Alex Rivera', 4.5);
const sam = person(2, 'Sam Lee', 3.0);
const kim = person(3, 'Kim Park', 3.5);
const lou = person(4, 'Lou Chen', 4.0);
const dana = person(5, 'Dana Fox', null);

async function openParticipants(...args: Parameters<typeof renderDetail>) {
  const view = renderDetail(...args);
  await view.user.click(await screen.findByRole('tab', { name: /Participants/ }));
  return view;
}

describe('Participants tab', () => {
  it('lists participants with their rating, and the waitlist', async () => {
    await openParticipants(
      detail({
        participants: participantsOf([alex, dana]),
        currentParticipants: 2,
        waitlist: [
          { userId: kim.id, position: 1, createdAt: '2026-02-02T00:00:00.000Z', user: kim },
        ],
      }),
    );
    const list = screen.getByRole('heading', { name: 'Participants (2/16)' }).parentElement!;
    expect(within(list).getByText('Alex Rivera')).toBeInTheDocument();
    expect(within(list).getByText('Rating: 4.50')).toBeInTheDocument();
    expect(within(list).getByText('Rating: N/A')).toBeInTheDocument();
    const waitlist = screen.getByRole('heading', { name: 'Waitlist (1)' }).parentElement!;
    expect(within(waitlist).getByText('Kim Park')).toBeInTheDocument();
    expect(within(waitlist).getByText('Rating: 3.50 · Position 1')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Add Participant' })).not.toBeInTheDocument();
  });

  it("says 'No participants yet' when empty", async () => {
    await openParticipants(detail());
    expect(screen.getByText('No participants yet')).toBeInTheDocument();
  });

  it('lets the owner add a participant by name and email', async () => {
    const post = answer('post', '/tournaments/:id/participants/add-by-organizer', () =>
      ok(
        {
          participant: { userId: kim.id, joinedAt: '2026-02-03T00:00:00.000Z', user: kim },
          isInvited: false,
        },
        { message: 'Participant added successfully!' },
      ),
    );
    const { user } = await openParticipants(detail(), ORGANIZER);
    await user.click(screen.getByRole('button', { name: 'Add Participant' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Player Name'), 'Kim Park');
    await user.type(screen.getByLabelText('Player Email'), 'Kim@Example.com');
    await user.click(screen.getByRole('button', { name: 'Add Participant' }));
    await waitFor(() => expect(post).toHaveLength(1));
    expect(post[0]).toMatchObject({
      path: `/api/tournaments/${detail().id}/participants/add-by-organizer`,
      body: { name: 'Kim Park', email: 'kim@example.com' },
    });
    expect(await screen.findByText('Participant added successfully!')).toBeInTheDocument();
    expect(screen.getByLabelText('Player Name')).toHaveValue('');
  });

  it('says an address with no account was invited, and that nothing is created until it accepts', async () => {
    answer('post', '/tournaments/:id/participants/add-by-organizer', () =>
      ok({ participant: null, isInvited: true }, { message: 'Participant added successfully!' }),
    );
    const { user } = await openParticipants(detail(), ORGANIZER);
    await user.type(screen.getByLabelText('Player Name'), 'Nina Newcomer');
    await user.type(screen.getByLabelText('Player Email'), 'nina@example.com');
    await user.click(screen.getByRole('button', { name: 'Add Participant' }));
    expect(await screen.findByText('Invitation sent to nina@example.com')).toBeInTheDocument();
    expect(screen.getByText(/no account is created until then/)).toBeInTheDocument();
  });

  it("toasts and shows the server's reason for a refusal, not a network error", async () => {
    answer('post', '/tournaments/:id/participants/add-by-organizer', () =>
      fail(409, { message: 'This player is already a participant', code: 'CONFLICT' }),
    );
    const { user } = await openParticipants(detail(), ORGANIZER);
    await user.type(screen.getByLabelText('Player Name'), 'Kim Park');
    await user.type(screen.getByLabelText('Player Email'), 'kim@example.com');
    await user.click(screen.getByRole('button', { name: 'Add Participant' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This player is already a participant',
    );
    expect(screen.queryByText('Network error. Please try again.')).not.toBeInTheDocument();
    expect(screen.getAllByText('This player is already a participant').length).toBeGreaterThan(1);
  });

  it('toasts the network text only when no answer came', async () => {
    answer('post', '/tournaments/:id/participants/add-by-organizer', () => HttpResponse.error());
    const { user } = await openParticipants(detail(), ORGANIZER);
    await user.type(screen.getByLabelText('Player Name'), 'Kim Park');
    await user.type(screen.getByLabelText('Player Email'), 'kim@example.com');
    await user.click(screen.getByRole('button', { name: 'Add Participant' }));
    expect(await screen.findByText('Network error. Please try again.')).toBeInTheDocument();
  });

  it('disables the form when the tournament is full', async () => {
    await openParticipants(detail({ currentParticipants: 16 }), ORGANIZER);
    expect(screen.getByLabelText('Player Name')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add Participant' })).toBeDisabled();
    expect(screen.getByText(/This tournament is full/)).toBeInTheDocument();
  });

  it('shows no team controls for singles', async () => {
    await openParticipants(detail({ participants: participantsOf([alex, sam]) }), ORGANIZER);
    expect(screen.queryByRole('button', { name: 'Auto Create Teams' })).not.toBeInTheDocument();
  });

  it('Auto Create Teams suggests pairs by rating and saves nothing until the organizer does', async () => {
    const post = answer('post', '/teams/tournament/:id', () => ok([], { message: 'Teams saved!' }));
    const { user } = await openParticipants(
      detail({ type: 'doubles', participants: participantsOf([sam, alex, kim, lou]) }),
      ORGANIZER,
    );
    await user.click(screen.getByRole('button', { name: 'Auto Create Teams' }));
    const dialog = await screen.findByRole('dialog', { name: 'Form Teams' });
    expect(within(dialog).getByText(/Suggested teams, balanced by rating/)).toBeInTheDocument();
    expect(post).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Save Teams' }));
    expect(await screen.findByText('Teams saved!')).toBeInTheDocument();
    expect(post).toHaveLength(1);
    expect(post[0]).toMatchObject({
      path: `/api/teams/tournament/${detail().id}`,
      body: {
        teams: [
          { name: 'Alex & Sam', playerIds: [alex.id, sam.id] },
          { name: 'Lou & Kim', playerIds: [lou.id, kim.id] },
        ],
      },
    });
  });

  it('Cancel on the suggestion keeps the current teams (undo until saved)', async () => {
    const post = answer('post', '/teams/tournament/:id', () => ok([]));
    const { user } = await openParticipants(
      detail({
        type: 'doubles',
        participants: participantsOf([sam, alex, kim, lou]),
        teams: [
          { id: 't1', name: 'Kitchen Kings', playerIds: [alex.id, kim.id], players: [alex, kim] },
        ],
      }),
      ORGANIZER,
    );
    await user.click(screen.getByRole('button', { name: 'Auto Create Teams' }));
    const dialog = await screen.findByRole('dialog', { name: 'Form Teams' });
    expect(
      within(dialog).getByText(/for the players without a partner; the 1 team already formed stay/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(post).toHaveLength(0);
    expect(screen.getByText('Kitchen Kings')).toBeInTheDocument();
  });

  it('Auto Create Teams keeps the teams already formed (partners who chose each other) and pairs the rest', async () => {
    const post = answer('post', '/teams/tournament/:id', () => ok([], { message: 'Teams saved!' }));
    const { user } = await openParticipants(
      detail({
        type: 'doubles',
        participants: participantsOf([sam, alex, kim, lou]),
        teams: [
          { id: 't1', name: 'Kitchen Kings', playerIds: [alex.id, kim.id], players: [alex, kim] },
        ],
      }),
      ORGANIZER,
    );
    await user.click(screen.getByRole('button', { name: 'Auto Create Teams' }));
    const dialog = await screen.findByRole('dialog', { name: 'Form Teams' });
    await user.click(within(dialog).getByRole('button', { name: 'Save Teams' }));
    await waitFor(() => expect(post).toHaveLength(1));
    const saved = (post[0]!.body as { teams: { name: string; playerIds: string[] }[] }).teams;
    expect(saved).toHaveLength(2);
    expect(saved[0]).toEqual({ name: 'Kitchen Kings', playerIds: [alex.id, kim.id] });
    expect([...saved[1]!.playerIds].sort()).toEqual([sam.id, lou.id].sort());
  });

  it('shows who has no partner yet in a doubles event', async () => {
    await openParticipants(
      detail({
        type: 'doubles',
        participants: participantsOf([alex, sam, kim]),
        teams: [
          { id: 't1', name: 'Kitchen Kings', playerIds: [alex.id, sam.id], players: [alex, sam] },
        ],
      }),
      ORGANIZER,
    );
    const list = screen.getByRole('heading', { name: /^Participants/ }).parentElement!;
    const kimRow = within(list).getByText('Kim Park').closest('li')!;
    expect(kimRow).toHaveTextContent('No partner yet');
    expect(within(list).getByText('Alex Rivera').closest('li')!).not.toHaveTextContent(
      'No partner yet',
    );
  });

  it("shows each teamed player's partner beside the rating (issue 26)", async () => {
    await openParticipants(
      detail({
        type: 'doubles',
        participants: participantsOf([alex, sam, kim]),
        teams: [
          { id: 't1', name: 'Kitchen Kings', playerIds: [alex.id, sam.id], players: [alex, sam] },
        ],
      }),
      PLAYER,
    );
    const list = screen.getByRole('heading', { name: /^Participants/ }).parentElement!;
    const row = (name: string) => within(list).getByText(name).closest('li')!;
    expect(row('Alex Rivera')).toHaveTextContent(/Rating: .* · Partner: Sam Lee/);
    expect(row('Kim Park')).not.toHaveTextContent('Partner:');
  });

  it('the owner removes a participant after a confirmation that names the dissolved team', async () => {
    const remove = answer('delete', '/tournaments/:id/participants/:userId', () =>
      okMessage('Participant removed'),
    );
    const { user } = await openParticipants(
      detail({
        type: 'doubles',
        participants: participantsOf([alex, sam]),
        teams: [
          { id: 't1', name: 'Kitchen Kings', playerIds: [alex.id, sam.id], players: [alex, sam] },
        ],
      }),
      ORGANIZER,
    );
    await user.click(screen.getByRole('button', { name: 'Remove Alex Rivera' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Alex Rivera?' });
    expect(dialog).toHaveTextContent('Their team with Sam Lee will be dissolved');
    expect(remove).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(remove).toHaveLength(1));
    expect(remove[0]!.path).toBe(`/api/tournaments/${detail().id}/participants/${alex.id}`);
    expect(await screen.findByText('Participant removed')).toBeInTheDocument();
  });

  it('the owner withdraws a player from the ongoing tournament after a confirmation', async () => {
    const ongoing = detail({
      status: 'ongoing',
      participants: participantsOf([alex, sam]),
      currentParticipants: 2,
    });
    const after = {
      ...ongoing,
      participants: ongoing.participants.map((p) =>
        p.userId === alex.id ? { ...p, withdrawnAt: '2026-03-01T10:00:00.000Z' } : p,
      ),
    };
    const withdraw = answer('post', '/tournaments/:id/participants/:entrantId/withdraw', () =>
      ok(after, { message: 'Alex Rivera withdrew: 1 match recorded as a walkover' }),
    );
    const { user } = await openParticipants(ongoing, ORGANIZER);
    expect(screen.queryByRole('button', { name: /^Remove / })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Withdraw Alex Rivera' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw Alex Rivera?' });
    expect(dialog).toHaveTextContent('recorded as a walkover (W/O) for the opponent');
    expect(withdraw).toHaveLength(0);
    answer('get', '/tournaments/:id', () => ok(after)); // what the refetch after it sees
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(withdraw).toHaveLength(1));
    expect(withdraw[0]!.path).toBe(
      `/api/tournaments/${ongoing.id}/participants/${alex.id}/withdraw`,
    );
    expect(
      await screen.findByText('Alex Rivera withdrew: 1 match recorded as a walkover'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByText('Alex Rivera').closest('li')!).toHaveTextContent('Withdrawn'),
    );
    expect(screen.queryByRole('button', { name: 'Withdraw Alex Rivera' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Withdraw Sam Lee' })).toBeInTheDocument();
  });

  it("withdraws a doubles player's team, and toasts the server's refusal", async () => {
    const withdraw = answer('post', '/tournaments/:id/participants/:entrantId/withdraw', () =>
      fail(409, { message: 'This entrant has already withdrawn', code: 'CONFLICT' }),
    );
    const { user } = await openParticipants(
      detail({
        status: 'ongoing',
        type: 'doubles',
        participants: participantsOf([alex, sam]),
        teams: [
          { id: 't1', name: 'Kitchen Kings', playerIds: [alex.id, sam.id], players: [alex, sam] },
        ],
      }),
      ORGANIZER,
    );
    await user.click(
      screen.getByRole('button', { name: "Withdraw Kitchen Kings (Alex Rivera's team)" }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Withdraw Kitchen Kings?' });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(withdraw).toHaveLength(1));
    expect(withdraw[0]!.path).toBe(`/api/tournaments/${detail().id}/participants/t1/withdraw`);
    expect(await screen.findByText('This entrant has already withdrawn')).toBeInTheDocument();
  });

  it('offers no Withdraw to players, nor before the start', async () => {
    await openParticipants(
      detail({ status: 'ongoing', participants: participantsOf([alex, sam]) }),
    );
    expect(screen.queryByRole('button', { name: /^Withdraw / })).not.toBeInTheDocument();
  });

  it('offers no Remove to players', async () => {
    await openParticipants(detail({ participants: participantsOf([alex, sam]) }));
    expect(screen.queryByRole('button', { name: /^Remove / })).not.toBeInTheDocument();
  });

  it('lists the formed teams', async () => {
    await openParticipants(
      detail({
        type: 'mixed',
        participants: participantsOf([alex, sam]),
        teams: [
          { id: 't1', name: 'Kitchen Kings', playerIds: [alex.id, sam.id], players: [alex, sam] },
        ],
      }),
    );
    const teams = screen.getByRole('heading', { name: 'Teams (1)' }).closest('div')!.parentElement!;
    expect(within(teams).getByText('Kitchen Kings')).toBeInTheDocument();
    expect(within(teams).getByText('Sam Lee')).toBeInTheDocument();
    expect(
      within(teams).queryByRole('button', { name: 'Auto Create Teams' }),
    ).not.toBeInTheDocument();
  });
});

describe('Form Teams dialog', () => {
  it('builds teams of two without dragging and saves only the full ones', async () => {
    const post = answer('post', '/teams/tournament/:id', () => ok([], { message: 'Teams saved!' }));
    const { user } = await openParticipants(
      detail({ type: 'doubles', participants: participantsOf([alex, sam, kim, lou, dana]) }),
      ORGANIZER,
    );
    await user.click(screen.getByRole('button', { name: 'Form Teams (Drag & Drop)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Form Teams' });
    const d = within(dialog);
    expect(d.getByRole('heading', { name: 'Unassigned players (5)' })).toBeInTheDocument();
    expect(d.getByRole('heading', { name: 'Teams (2)' })).toBeInTheDocument();

    await user.selectOptions(d.getByRole('combobox', { name: 'Add a player to Team 1' }), alex.id);
    await user.selectOptions(d.getByRole('combobox', { name: 'Add a player to Team 1' }), kim.id);
    // Full: the team takes its players' names and offers no more places.
    expect(d.getByRole('textbox', { name: 'Name of team 1' })).toHaveValue('Alex & Kim');
    expect(
      d.queryByRole('combobox', { name: /Add a player to Alex & Kim/ }),
    ).not.toBeInTheDocument();

    await user.selectOptions(d.getByRole('combobox', { name: 'Add a player to Team 2' }), sam.id);
    await user.click(d.getByRole('button', { name: 'Add Team' }));
    expect(d.getByRole('heading', { name: 'Teams (3)' })).toBeInTheDocument();
    await user.selectOptions(d.getByRole('combobox', { name: 'Add a player to Team 3' }), lou.id);
    await user.selectOptions(d.getByRole('combobox', { name: 'Add a player to Team 3' }), dana.id);
    await user.clear(d.getByRole('textbox', { name: 'Name of team 3' }));
    await user.type(d.getByRole('textbox', { name: 'Name of team 3' }), 'Net Ninjas');
    await user.click(d.getByRole('button', { name: 'Remove Lou Chen from Net Ninjas' }));
    await user.selectOptions(
      d.getByRole('combobox', { name: 'Add a player to Net Ninjas' }),
      lou.id,
    );
    expect(
      d.getByText(
        /Only full teams of 2 are saved: 2 teams ready, 1 incomplete team will be left out/,
      ),
    ).toBeInTheDocument();

    await user.click(d.getByRole('button', { name: 'Save Teams' }));
    expect(await screen.findByText('Teams saved!')).toBeInTheDocument();
    expect(post).toHaveLength(1);
    expect(post[0]!.body).toEqual({
      teams: [
        { name: 'Alex & Kim', playerIds: [alex.id, kim.id] },
        { name: 'Net Ninjas', playerIds: [dana.id, lou.id] },
      ],
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks before Escape or the close button throw away unsaved teams', async () => {
    const { user } = await openParticipants(
      detail({ type: 'doubles', participants: participantsOf([alex, sam, kim, lou]) }),
      ORGANIZER,
    );
    // Nothing changed yet: Escape just closes.
    await user.click(screen.getByRole('button', { name: 'Form Teams (Drag & Drop)' }));
    await screen.findByRole('dialog', { name: 'Form Teams' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Form Teams (Drag & Drop)' }));
    const d = within(await screen.findByRole('dialog', { name: 'Form Teams' }));
    await user.selectOptions(d.getByRole('combobox', { name: 'Add a player to Team 1' }), alex.id);
    await user.keyboard('{Escape}');
    const ask = await screen.findByRole('dialog', { name: 'Discard unsaved teams?' });
    // Cancel keeps editing, with the team as it was.
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Discard unsaved teams?' }),
      ).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('dialog', { name: 'Form Teams' })).toBeInTheDocument();
    expect(d.getByRole('button', { name: /Remove Alex Rivera/ })).toBeInTheDocument();

    await user.click(d.getByRole('button', { name: 'Close' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Discard unsaved teams?' })).getByRole(
        'button',
        { name: 'Discard' },
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('makes every player draggable by keyboard, with instructions for screen readers', async () => {
    const { user } = await openParticipants(
      detail({ type: 'doubles', participants: participantsOf([alex, sam]) }),
      ORGANIZER,
    );
    await user.click(screen.getByRole('button', { name: 'Form Teams (Drag & Drop)' }));
    const chip = within(await screen.findByRole('dialog')).getByRole('button', {
      name: 'Alex Rivera, rating 4.50',
    });
    expect(chip).toHaveAttribute('aria-roledescription', 'draggable');
    const instructions = document.getElementById(chip.getAttribute('aria-describedby')!);
    expect(instructions).toHaveTextContent(/To move a player, press Space or Enter/);
  });

  it("toasts 'Failed to save teams' and shows the server's reason", async () => {
    answer('post', '/teams/tournament/:id', () =>
      fail(409, {
        message: 'Teams can only change before the tournament starts',
        code: 'CONFLICT',
      }),
    );
    const { user } = await openParticipants(
      detail({ type: 'doubles', participants: participantsOf([alex, sam]) }),
      ORGANIZER,
    );
    await user.click(screen.getByRole('button', { name: 'Form Teams (Drag & Drop)' }));
    const d = within(await screen.findByRole('dialog'));
    await user.click(d.getByRole('button', { name: 'Save Teams' }));
    expect(await screen.findByText('Failed to save teams')).toBeInTheDocument();
    expect(d.getByRole('alert')).toHaveTextContent(
      'Teams can only change before the tournament starts',
    );
  });
});
