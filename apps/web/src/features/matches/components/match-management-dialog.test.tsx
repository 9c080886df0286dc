import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Match } from '@courtside/shared/api/match';
import { HttpResponse, answer, fail, ok } from '@/test/msw';
import { renderDetail } from '@/test/render-detail';
import { KIM, LEE, keeper, match, played, withEmail } from '@/test/match-fixtures';
import { ORGANIZER, detail } from '@/test/tournament-fixtures';
import { dateTimeInputToIso } from '@/lib/venue-time-input';

const COURTS = [
  { id: 'court-1', name: 'Court 1', location: null },
  { id: 'court-2', name: 'Court 2', location: 'North hall' },
];
const scheduled = match(KIM, LEE, {
  startTime: new Date(2026, 3, 12, 9, 30).toISOString(),
  court: { name: 'Court 1', location: null },
  courtId: 'court-1',
});
const clash = 'Court 2 already hosts Semifinals: Max Spin v Roy Drop at 10:00';

async function openManage(m: Match = scheduled) {
  const list = answer('get', '/matches/tournament/:id', () => ok([m]));
  const view = renderDetail(detail({ status: 'ongoing', courts: COURTS }), ORGANIZER);
  await view.user.click(await screen.findByRole('tab', { name: 'Matches' }));
  await view.user.click(await screen.findByRole('button', { name: /^Manage: / }));
  const dialog = screen.getByRole('dialog', { name: 'Match Management' });
  return { ...view, dialog, list };
}

describe('Match Management: the score sheet', () => {
  it("links to the print view of this match's score sheet", async () => {
    const { dialog } = await openManage();
    expect(within(dialog).getByRole('link', { name: 'Print score sheet' })).toHaveAttribute(
      'href',
      `/app/tournaments/${detail().id}/print/score-sheets?match=${scheduled.id}`,
    );
  });
});

describe('Match Management: Schedule Management', () => {
  it('shows when and where, and edits the schedule through PUT match-schedule', async () => {
    const put = answer('put', '/tournaments/:id/match-schedule', () =>
      ok(scheduled, { message: 'Match schedule updated successfully!' }),
    );
    const { dialog, user, list } = await openManage();
    expect(within(dialog).getByRole('tab', { name: 'Schedule Management' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(dialog).getByText(/^Apr 12, 2026 · 9:30 AM \S+$/)).toBeInTheDocument();
    expect(within(dialog).getByText('Court 1')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Edit Schedule' }));
    const edit = screen.getByRole('dialog', { name: 'Edit Match Schedule' });
    const start = within(edit).getByLabelText('Start Time');
    expect(start).toHaveValue('2026-04-12T09:30');
    const court = within(edit).getByLabelText('Court');
    expect(
      within(court)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['No court', 'Court 1', 'Court 2 (North hall)']);
    await user.clear(start);
    await user.type(start, '2026-04-12T10:15');
    await user.selectOptions(court, 'court-2');
    await user.click(within(edit).getByRole('button', { name: 'Save Schedule' }));

    expect(await screen.findByText('Match schedule updated successfully!')).toBeInTheDocument();
    expect(put[0]).toMatchObject({
      path: `/api/tournaments/${detail().id}/match-schedule`,
      body: {
        matchId: scheduled.id,
        startTime: dateTimeInputToIso('2026-04-12T10:15'),
        courtId: 'court-2',
      },
    });
    expect((put[0]!.body as { startTime: string }).startTime).toMatch(
      /^2026-04-12T10:15:00[+-]\d{2}:\d{2}$/,
    );
    expect(screen.queryByRole('dialog', { name: 'Edit Match Schedule' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Match Management' })).toBeInTheDocument();
    await waitFor(() => expect(list.length).toBeGreaterThan(1));
  });

  it('keeps the clash the server names in the dialog', async () => {
    answer('put', '/tournaments/:id/match-schedule', () =>
      fail(409, { message: clash, code: 'CONFLICT' }),
    );
    const { dialog, user } = await openManage();
    await user.click(within(dialog).getByRole('button', { name: 'Edit Schedule' }));
    const edit = screen.getByRole('dialog', { name: 'Edit Match Schedule' });
    await user.click(within(edit).getByRole('button', { name: 'Save Schedule' }));
    expect(await within(edit).findByRole('alert')).toHaveTextContent(clash);
    expect(screen.getByRole('dialog', { name: 'Edit Match Schedule' })).toBeInTheDocument();
  });

  it("asks for a start time, and toasts 'Failed to update match details' when nothing answers", async () => {
    const put = answer('put', '/tournaments/:id/match-schedule', () => HttpResponse.error());
    const { dialog, user } = await openManage(match(KIM, LEE));
    await user.click(within(dialog).getByRole('button', { name: 'Edit Schedule' }));
    const edit = screen.getByRole('dialog', { name: 'Edit Match Schedule' });
    await user.click(within(edit).getByRole('button', { name: 'Save Schedule' }));
    expect(within(edit).getByText('Please fill in all required fields')).toBeInTheDocument();
    expect(put).toHaveLength(0);
    await user.type(within(edit).getByLabelText('Start Time'), '2026-04-12T10:15');
    await user.click(within(edit).getByRole('button', { name: 'Save Schedule' }));
    expect(await screen.findByText('Failed to update match details')).toBeInTheDocument();
  });

  it('starts a scheduled match early', async () => {
    const post = answer('post', '/matches/:id/start-early', () =>
      ok(match(KIM, LEE, { status: 'in-progress' }), {
        message: 'Match started early successfully!',
      }),
    );
    const { dialog, user } = await openManage();
    await user.click(within(dialog).getByRole('button', { name: 'Start Early' }));
    expect(await screen.findByText('Match started early successfully!')).toBeInTheDocument();
    expect(post[0]!.path).toBe(`/api/matches/${scheduled.id}/start-early`);
  });

  it("toasts 'Failed to start match early' when nothing answers", async () => {
    answer('post', '/matches/:id/start-early', () => HttpResponse.error());
    const { dialog, user } = await openManage();
    await user.click(within(dialog).getByRole('button', { name: 'Start Early' }));
    expect(await screen.findByText('Failed to start match early')).toBeInTheDocument();
  });

  it('does not offer to move a match that has started or finished', async () => {
    const { dialog } = await openManage(
      played(KIM, LEE, [
        [11, 3],
        [11, 4],
      ]),
    );
    expect(
      within(dialog).getByText('A match that has started or finished keeps its schedule.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Edit Schedule' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Start Early' })).not.toBeInTheDocument();
  });
});

describe('Match Management: Score Keepers', () => {
  const ALEX = keeper(1, 'Alex Baseline');
  const SAM = keeper(2, 'Sam Netrusher');

  /** The match's keepers as the server holds them: adds and removes below change them. */
  let stored: (typeof ALEX)[] = [];

  async function openKeepers(keepers = [ALEX]) {
    stored = [...keepers];
    const get = answer('get', '/matches/:id/score-keepers', () => ok({ scoreKeepers: stored }));
    const view = await openManage();
    await view.user.click(within(view.dialog).getByRole('tab', { name: 'Score Keepers' }));
    await within(view.dialog).findByText('Alex Baseline');
    return { ...view, get };
  }

  const box = (dialog: HTMLElement) =>
    within(dialog).getByRole('combobox', { name: 'Search users by email or name' });

  it('lists the keepers, and asks for a person before adding', async () => {
    const search = answer('get', '/users/search', () => ok([]));
    const { dialog, get, user } = await openKeepers();
    expect(get[0]!.path).toBe(`/api/matches/${scheduled.id}/score-keepers`);
    // The list answers names only (issue 22): no empty line where an email would be.
    const listed = within(dialog).getByText('Alex Baseline').closest('li')!;
    expect(listed.querySelectorAll('p')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Add score keeper' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Choose a person from the suggestions',
    );
    // A blank term is never sent (spec section 5: the search term must be non-empty).
    await user.type(box(dialog), '   ');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(search).toHaveLength(0);
  });

  it('shows an email only where the server answers one (the whole address was typed)', async () => {
    const search = answer('get', '/users/search', ({ query }) =>
      ok(query.q === 'sam@example.com' ? [withEmail(SAM)] : [SAM]),
    );
    const { dialog, user } = await openKeepers();
    const field = box(dialog);
    expect(field).toHaveAccessibleDescription(
      'Type part of a name, or a whole email address. A name finds your players, your keepers and public profiles.',
    );
    await user.type(field, 'Netrusher');
    let option = await within(dialog).findByRole('option', { name: 'Sam Netrusher' });
    expect(option).not.toHaveTextContent('@');
    await user.clear(field);
    await user.type(field, 'sam@example.com');
    await waitFor(() => expect(search.at(-1)!.query.q).toBe('sam@example.com'));
    option = await within(dialog).findByRole('option', { name: /sam@example\.com/ });
    expect(option).toHaveTextContent('Sam Netrusher');
  });

  it("searches by name, adds a user and toasts the server's message", async () => {
    const search = answer('get', '/users/search', () => ok([ALEX, SAM]));
    const post = answer('post', '/matches/:id/score-keepers', () => {
      stored = [ALEX, SAM];
      return ok({ scoreKeepers: stored }, { message: 'Score keeper added successfully!' });
    });
    const { dialog, user } = await openKeepers();
    await user.type(box(dialog), 'al');
    const alex = await within(dialog).findByRole('option', { name: /Alex Baseline/ });
    expect(search[0]!.query).toEqual({ q: 'al' });
    // Alex already keeps score: only Sam can be chosen.
    expect(alex).toHaveAttribute('aria-disabled', 'true');
    expect(alex).toHaveTextContent('Score keeper');
    await user.keyboard('{Enter}');
    expect(box(dialog)).toHaveValue('al');
    await user.click(within(dialog).getByRole('option', { name: 'Sam Netrusher' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add score keeper' }));
    expect(await screen.findByText('Score keeper added successfully!')).toBeInTheDocument();
    expect(post[0]!.body).toEqual({ userId: SAM.id });
    expect(
      await within(dialog).findByRole('button', { name: 'Remove Sam Netrusher' }),
    ).toBeInTheDocument();
    expect(box(dialog)).toHaveValue('');
  });

  it("removes a keeper with DELETE {userId} and toasts the server's message", async () => {
    const del = answer('delete', '/matches/:id/score-keepers', () => {
      stored = [];
      return ok({ scoreKeepers: stored }, { message: 'Score keeper removed successfully!' });
    });
    const { dialog, user } = await openKeepers();
    await user.click(within(dialog).getByRole('button', { name: 'Remove Alex Baseline' }));
    expect(await screen.findByText('Score keeper removed successfully!')).toBeInTheDocument();
    expect(del[0]).toMatchObject({ method: 'DELETE', body: { userId: ALEX.id } });
    expect(await within(dialog).findByText('No score keepers yet.')).toBeInTheDocument();
  });

  it('says the spec failures when nothing answers, and the server reason when it refuses', async () => {
    answer('get', '/users/search', () => HttpResponse.error());
    const { dialog, user } = await openKeepers();
    await user.type(box(dialog), 'sam');
    expect(await within(dialog).findByText('Failed to search users')).toBeInTheDocument();

    answer('get', '/users/search', () => ok([SAM]));
    const replies = [
      () => HttpResponse.error(),
      () => fail(409, { message: 'The organizer can already enter every score', code: 'CONFLICT' }),
    ];
    answer('post', '/matches/:id/score-keepers', () => replies.shift()!());
    await user.type(box(dialog), 'u');
    await user.click(await within(dialog).findByRole('option', { name: 'Sam Netrusher' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add score keeper' }));
    expect(await screen.findByText('Failed to add score keeper')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add score keeper' }));
    expect(
      await screen.findByText('The organizer can already enter every score'),
    ).toBeInTheDocument();

    answer('delete', '/matches/:id/score-keepers', () => HttpResponse.error());
    await user.click(within(dialog).getByRole('button', { name: 'Remove Alex Baseline' }));
    expect(await screen.findByText('Failed to remove score keeper')).toBeInTheDocument();
  });

  it('says when the list could not be loaded, with Retry', async () => {
    const replies = [() => HttpResponse.error(), () => ok({ scoreKeepers: [ALEX] })];
    answer('get', '/matches/:id/score-keepers', () => replies.shift()!());
    const { dialog, user } = await openManage();
    await user.click(within(dialog).getByRole('tab', { name: 'Score Keepers' }));
    expect(await within(dialog).findByText('Failed to load score keepers')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByText('Alex Baseline')).toBeInTheDocument();
  });
});
