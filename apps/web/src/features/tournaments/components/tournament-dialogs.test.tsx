import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TournamentDetail } from '@courtside/shared/api/tournament';
import { DEFAULT_RULES_HTML } from '@courtside/shared/constants';
import { answer, deferred, fail, ok, okMessage } from '@/test/msw';
import { renderDetail } from '@/test/render-detail';
import { detail, ORGANIZER, TOURNAMENT_ID } from '@/test/tournament-fixtures';

describe('Delete confirmation', () => {
  it('asks with the exact title and text, deletes, then returns to the list', async () => {
    const reply = deferred();
    const del = answer('delete', '/tournaments/:id', async () => {
      await reply.promise;
      return okMessage('Tournament deleted successfully!');
    });
    const { user } = renderDetail(detail(), ORGANIZER);
    await user.click(await screen.findByRole('button', { name: 'Delete Tournament' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm Deletion' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete the tournament Spring Slam? This action cannot be undone.',
    );
    expect(within(dialog).getByText('Spring Slam').tagName).toBe('STRONG');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(within(dialog).getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    await waitFor(() => expect(del).toHaveLength(1));
    expect(del[0]).toMatchObject({ method: 'DELETE', path: `/api/tournaments/${TOURNAMENT_ID}` });
    expect(del[0]!.headers.authorization).toBe('Bearer tok');
    reply.resolve();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/app/tournaments'),
    );
    expect(await screen.findByText('Tournament deleted successfully!')).toBeInTheDocument();
  });

  it('closes on Cancel and returns focus to Delete Tournament', async () => {
    const { user } = renderDetail(detail(), ORGANIZER);
    await user.click(await screen.findByRole('button', { name: 'Delete Tournament' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Tournament' })).toHaveFocus();
  });

  it("shows the server's reason for a 409, else the spec failure", async () => {
    const replies = [
      fail(409, { message: 'Only upcoming tournaments can be deleted', code: 'CONFLICT' }),
      fail(500, { message: 'boom', code: 'INTERNAL' }),
    ];
    answer('delete', '/tournaments/:id', () => replies.shift()!);
    const { user } = renderDetail(detail(), ORGANIZER);
    await user.click(await screen.findByRole('button', { name: 'Delete Tournament' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Only upcoming tournaments can be deleted')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete tournament')).toBeInTheDocument();
  });
});

describe('Edit Tournament', () => {
  it('lets the owner switch the public spectator page off', async () => {
    const t = detail();
    const put = answer('put', '/tournaments/:id', () =>
      ok({ ...t, isPublic: false }, { message: 'Tournament updated successfully!' }),
    );
    const { user } = renderDetail(t, ORGANIZER);
    await user.click(await screen.findByRole('button', { name: 'Edit Tournament' }));
    const d = within(await screen.findByRole('dialog', { name: 'Edit Tournament' }));
    const box = d.getByRole('checkbox', { name: /Public page/ });
    expect(box).toBeChecked();
    await user.click(box);
    await user.click(d.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(put).toHaveLength(1));
    expect(put[0]!.body).toMatchObject({ isPublic: false });
  });

  it('starts from the tournament, with the default rules when it has none, and saves the form', async () => {
    const t = detail({
      description: null,
      startDate: '2026-04-12',
      endDate: '2026-04-14',
      timeZone: 'America/Chicago',
    });
    const put = answer('put', '/tournaments/:id', () =>
      ok(t, { message: 'Tournament updated successfully!' }),
    );
    const { user } = renderDetail(t, ORGANIZER);
    await user.click(await screen.findByRole('button', { name: 'Edit Tournament' }));
    const d = within(await screen.findByRole('dialog', { name: 'Edit Tournament' }));
    expect(d.getByLabelText('Tournament Name')).toHaveValue('Spring Slam');
    expect(d.getByLabelText('Start Date')).toHaveValue('2026-04-12');
    expect(d.getByLabelText('End Date (optional)')).toHaveValue('2026-04-14');
    expect(d.getByLabelText('Venue Time Zone')).toHaveValue('America/Chicago');
    expect(d.getByLabelText('Format')).toHaveValue('knockout');
    expect(d.getByRole('textbox', { name: 'Rules' }).innerHTML).toBe(DEFAULT_RULES_HTML);
    // The defaults are never published unseen: only an edit of the rules sends them.
    expect(d.getByText(/published to every participant only if you edit them here/)).toBeVisible();

    await user.clear(d.getByLabelText('Max Participants'));
    await user.type(d.getByLabelText('Max Participants'), '1');
    await user.click(d.getByRole('button', { name: 'Save Changes' }));
    expect(await d.findByText('Minimum 2 participants required.')).toBeInTheDocument();

    await user.clear(d.getByLabelText('Max Participants'));
    await user.type(d.getByLabelText('Max Participants'), '24');
    await user.clear(d.getByLabelText('Tournament Name'));
    await user.type(d.getByLabelText('Tournament Name'), 'Spring Slam 2026');
    await user.click(d.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(put).toHaveLength(1));
    expect(put[0]!.path).toBe(`/api/tournaments/${TOURNAMENT_ID}`);
    expect(put[0]!.body).toEqual({
      // Public by default (issue 11): the spectator page and the share link lead there.
      isPublic: true,
      name: 'Spring Slam 2026',
      description: '',
      category: 'men',
      type: 'singles',
      format: 'knockout',
      // Calendar days, sent as typed (decision 017).
      startDate: '2026-04-12',
      endDate: '2026-04-14',
      timeZone: 'America/Chicago',
      location: 'Austin, TX',
      maxParticipants: 24,
      entryFee: 25,
      prizePool: 500,
      numGroups: 1,
      knockoutEnabled: false,
      advanceCount: 1,
      scoringFormat: 'best-of-3-to-11',
      scoringSystem: 'rally',
      hasBronzeMatch: true,
      grandFinalReset: true,
      courtCount: 4,
      restMinutes: 15,
      scoreConfirmation: false,
      confirmationMinutes: null,
    });
    expect(await screen.findByText('Tournament updated successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('publishes rules only when the organizer edited them in the form', async () => {
    const t = detail({ format: 'round-robin', knockoutEnabled: true, advanceCount: 1 });
    const put = answer('put', '/tournaments/:id', () =>
      ok(t, { message: 'Tournament updated successfully!' }),
    );
    const { user } = renderDetail(t, ORGANIZER);
    await user.click(await screen.findByRole('button', { name: 'Edit Tournament' }));
    let d = within(await screen.findByRole('dialog', { name: 'Edit Tournament' }));
    await user.clear(d.getByLabelText(/Advancing/));
    await user.type(d.getByLabelText(/Advancing/), '2');
    await user.click(d.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(put).toHaveLength(1));
    expect(put[0]!.body).toMatchObject({ advanceCount: 2 });
    expect(put[0]!.body).not.toHaveProperty('rules');

    await user.click(await screen.findByRole('button', { name: 'Edit Tournament' }));
    d = within(await screen.findByRole('dialog', { name: 'Edit Tournament' }));
    await user.type(d.getByRole('textbox', { name: 'Rules' }), ' Bring water.');
    await user.click(d.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(put).toHaveLength(2));
    expect((put[1]!.body as { rules: string }).rules).toContain('Bring water.');
  });

  it("sets and clears the venue's closing time, and sends it only when changed (issue 26)", async () => {
    const t = detail({ closingTime: '20:00' });
    const put = answer('put', '/tournaments/:id', () =>
      ok(t, { message: 'Tournament updated successfully!' }),
    );
    const { user } = renderDetail(t, ORGANIZER);
    await user.click(await screen.findByRole('button', { name: 'Edit Tournament' }));
    let d = within(await screen.findByRole('dialog', { name: 'Edit Tournament' }));
    expect(d.getByLabelText('Venue closes at (optional)')).toHaveValue('20:00');
    // One event: no limit of events per player to set.
    expect(d.queryByLabelText('Max events per player (optional)')).not.toBeInTheDocument();
    await user.click(d.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(put).toHaveLength(1));
    expect(put[0]!.body).not.toHaveProperty('closingTime');
    expect(put[0]!.body).not.toHaveProperty('maxEventsPerPlayer');

    await user.click(await screen.findByRole('button', { name: 'Edit Tournament' }));
    d = within(await screen.findByRole('dialog', { name: 'Edit Tournament' }));
    await user.clear(d.getByLabelText('Venue closes at (optional)'));
    await user.type(d.getByLabelText('Venue closes at (optional)'), '22:15');
    await user.click(d.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(put).toHaveLength(2));
    expect(put[1]!.body).toMatchObject({ closingTime: '22:15' });

    await user.click(await screen.findByRole('button', { name: 'Edit Tournament' }));
    d = within(await screen.findByRole('dialog', { name: 'Edit Tournament' }));
    await user.clear(d.getByLabelText('Venue closes at (optional)'));
    await user.click(d.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(put).toHaveLength(3));
    expect(put[2]!.body).toMatchObject({ closingTime: null });
  });

  it('starts from the scoring, third-place match, courts and rest, and sends the changes', async () => {
    const t = detail({
      scoringFormat: 'best-of-5-to-11',
      hasBronzeMatch: false,
      courtCount: 2,
      restMinutes: 30,
    });
    const put = answer('put', '/tournaments/:id', () =>
      ok(t, { message: 'Tournament updated successfully!' }),
    );
    const { user } = renderDetail(t, ORGANIZER);
    await user.click(await screen.findByRole('button', { name: 'Edit Tournament' }));
    const d = within(await screen.findByRole('dialog', { name: 'Edit Tournament' }));
    expect(d.getByLabelText('Scoring format')).toHaveDisplayValue('Best of 5 games to 11');
    expect(d.getByLabelText('Play a match for third place')).not.toBeChecked();
    expect(d.getByLabelText('Courts')).toHaveValue(2);
    expect(d.getByLabelText('Minimum rest between matches (minutes)')).toHaveValue(30);

    await user.selectOptions(d.getByLabelText('Scoring format'), 'One game to 21');
    await user.click(d.getByLabelText('Play a match for third place'));
    await user.clear(d.getByLabelText('Courts'));
    await user.type(d.getByLabelText('Courts'), '33');
    await user.click(d.getByRole('button', { name: 'Save Changes' }));
    expect(await d.findByText('At most 32 courts')).toBeInTheDocument();

    await user.clear(d.getByLabelText('Courts'));
    await user.type(d.getByLabelText('Courts'), '8');
    await user.clear(d.getByLabelText('Minimum rest between matches (minutes)'));
    await user.type(d.getByLabelText('Minimum rest between matches (minutes)'), '10');
    await user.click(d.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(put).toHaveLength(1));
    expect(put[0]!.body).toMatchObject({
      scoringFormat: 'one-game-to-21',
      hasBronzeMatch: true,
      courtCount: 8,
      restMinutes: 10,
    });
  });

  it('turns on score confirmation with its minutes; an empty field means it waits (decision 027)', async () => {
    const t = detail({ status: 'ongoing' });
    const put = answer('put', '/tournaments/:id', () =>
      ok(t, { message: 'Tournament updated successfully!' }),
    );
    const { user } = renderDetail(t, ORGANIZER);
    await user.click(await screen.findByRole('button', { name: 'Edit Tournament' }));
    const d = within(await screen.findByRole('dialog', { name: 'Edit Tournament' }));
    const box = d.getByLabelText(
      "A player's own score needs the other side's or the desk's confirmation",
    );
    expect(box).not.toBeChecked();
    expect(d.queryByLabelText('Confirm automatically after (minutes)')).toBeNull();
    await user.click(box);
    const minutes = d.getByLabelText('Confirm automatically after (minutes)');
    expect(minutes).toHaveValue(null);
    await user.type(minutes, '0');
    await user.click(d.getByRole('button', { name: 'Save Changes' }));
    expect(await d.findByText('At least 1 minute')).toBeInTheDocument();
    await user.clear(minutes);
    await user.type(minutes, '30');
    await user.click(d.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(put).toHaveLength(1));
    expect(put[0]!.body).toMatchObject({ scoreConfirmation: true, confirmationMinutes: 30 });

    await user.click(await screen.findByRole('button', { name: 'Edit Tournament' }));
    const again = within(await screen.findByRole('dialog', { name: 'Edit Tournament' }));
    await user.click(
      again.getByLabelText(
        "A player's own score needs the other side's or the desk's confirmation",
      ),
    );
    await user.click(again.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(put).toHaveLength(2));
    expect(put[1]!.body).toMatchObject({ scoreConfirmation: true, confirmationMinutes: null });
  });

  it('locks the structure of a started tournament but still saves the rest', async () => {
    const put = answer('put', '/tournaments/:id', () =>
      ok(detail(), { message: 'Tournament updated successfully!' }),
    );
    const { user } = renderDetail(detail({ status: 'ongoing' }), ORGANIZER);
    await user.click(await screen.findByRole('button', { name: 'Edit Tournament' }));
    const d = within(await screen.findByRole('dialog'));
    expect(d.getByText(/scoring format and third-place match can no longer change/)).toBeVisible();
    const locked = ['Type', 'Format', 'Max Participants'];
    for (const label of [...locked, 'Scoring format', 'Play a match for third place']) {
      expect(d.getByLabelText(label)).toBeDisabled();
    }
    for (const label of ['Location', 'Courts', 'Minimum rest between matches (minutes)']) {
      expect(d.getByLabelText(label)).toBeEnabled();
    }
    await user.clear(d.getByLabelText('Location'));
    await user.type(d.getByLabelText('Location'), 'Dallas, TX');
    await user.clear(d.getByLabelText('Courts'));
    await user.type(d.getByLabelText('Courts'), '6');
    await user.click(d.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(put).toHaveLength(1));
    const body = put[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ location: 'Dallas, TX', courtCount: 6 });
    // Whatever is sent for the locked fields is what the tournament already has.
    const lockedFields = ['type', 'format', 'maxParticipants', 'scoringFormat', 'hasBronzeMatch'];
    for (const field of lockedFields as (keyof TournamentDetail)[]) {
      if (body[field] !== undefined) expect(body[field]).toBe(detail()[field]);
    }
  });

  it("shows the server's reason when it refuses a locked change", async () => {
    const message =
      'Type, format, participants and groups cannot change once the tournament has started';
    answer('put', '/tournaments/:id', () => fail(409, { message, code: 'CONFLICT' }));
    const { user } = renderDetail(detail(), ORGANIZER);
    await user.click(await screen.findByRole('button', { name: 'Edit Tournament' }));
    const d = within(await screen.findByRole('dialog'));
    await user.selectOptions(d.getByLabelText('Scoring format'), 'One game to 11');
    await user.click(d.getByRole('button', { name: 'Save Changes' }));
    expect(await d.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('refuses fewer places than players already registered', async () => {
    const put = answer('put', '/tournaments/:id');
    const { user } = renderDetail(detail({ currentParticipants: 7 }), ORGANIZER);
    await user.click(await screen.findByRole('button', { name: 'Edit Tournament' }));
    const d = within(await screen.findByRole('dialog'));
    await user.clear(d.getByLabelText('Max Participants'));
    await user.type(d.getByLabelText('Max Participants'), '6');
    await user.click(d.getByRole('button', { name: 'Save Changes' }));
    expect(
      await d.findByText('Max participants cannot be below the 7 players already registered.'),
    ).toBeInTheDocument();
    expect(put).toHaveLength(0);
  });

  it("toasts 'Failed to update tournament' when the save fails", async () => {
    answer('put', '/tournaments/:id', () => fail(500, { message: 'boom', code: 'INTERNAL' }));
    const { user } = renderDetail(detail(), ORGANIZER);
    await user.click(await screen.findByRole('button', { name: 'Edit Tournament' }));
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update tournament')).toBeInTheDocument();
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });
});

describe('Contact Organizer', () => {
  it('sends the subject and message, then confirms', async () => {
    const post = answer('post', '/tournaments/:id/contact', () =>
      okMessage("Message sent successfully! We'll get back to you soon."),
    );
    const { user } = renderDetail(detail());
    const title = await screen.findByRole('heading', { level: 1 });
    await user.click(
      within(title.closest('div')!.parentElement!).getByRole('button', {
        name: 'Contact Organizer',
      }),
    );
    const d = within(screen.getByRole('dialog', { name: 'Contact Organizer' }));
    expect(d.getByLabelText('Subject')).toHaveValue('About Spring Slam');
    await user.click(d.getByRole('button', { name: 'Send Message' }));
    expect(await d.findByText('Message is required')).toBeInTheDocument();
    await user.type(d.getByLabelText('Message'), 'Is there parking?');
    await user.click(d.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(post).toHaveLength(1));
    expect(post[0]).toMatchObject({
      path: `/api/tournaments/${TOURNAMENT_ID}/contact`,
      body: { subject: 'About Spring Slam', message: 'Is there parking?' },
    });
    expect(
      await screen.findByText("Message sent successfully! We'll get back to you soon."),
    ).toBeInTheDocument();
  });

  it("toasts 'Failed to send message' on failure", async () => {
    answer('post', '/tournaments/:id/contact', () => fail(500, { code: 'INTERNAL' }));
    const { user } = renderDetail(detail());
    const panel = await screen.findByRole('tabpanel', { name: 'Overview' });
    await user.click(within(panel).getByRole('button', { name: 'Contact Organizer' }));
    const d = within(screen.getByRole('dialog'));
    await user.type(d.getByLabelText('Message'), 'Hello');
    await user.click(d.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Failed to send message')).toBeInTheDocument();
  });
});
