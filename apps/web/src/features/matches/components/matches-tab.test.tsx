import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, fail, ok, okMessage } from '@/test/msw';
import { renderDetail } from '@/test/render-detail';
import { KIM, LEE, MAX, ROY, match, played } from '@/test/match-fixtures';
import { ORGANIZER, PLAYER, detail } from '@/test/tournament-fixtures';

const semis = [
  played(
    KIM,
    ROY,
    [
      [11, 5],
      [11, 7],
    ],
    { position: 1 },
  ),
  match(LEE, MAX, {
    position: 2,
    status: 'in-progress',
    score: { player1: [11], player2: [9] },
    authorizedScoreKeepers: [PLAYER.id],
  }),
];
const final = match(KIM, null, { round: 2, position: 1 });

async function openMatches(viewer = PLAYER, matches = [...semis, final], overrides = {}) {
  const list = answer('get', '/matches/tournament/:id', () => ok(matches));
  const view = renderDetail(detail({ status: 'ongoing', ...overrides }), viewer);
  await view.user.click(await screen.findByRole('tab', { name: 'Matches' }));
  await screen.findAllByText('Kim Lobber');
  return { ...view, list };
}

const card = (text: string) => screen.getAllByText(text)[0]!.closest('li')!;

describe('Matches tab', () => {
  it('lists matches by round with sides, points, status and winner', async () => {
    const { list } = await openMatches();
    expect(list[0]!.path).toBe(`/api/matches/tournament/${detail().id}`);
    expect(screen.getByRole('heading', { name: 'Final' })).toBeInTheDocument();
    const first = card('Kim Lobber');
    expect(within(first).getByText('Completed')).toBeInTheDocument();
    expect(within(first).getByText('Winner: Kim Lobber')).toBeInTheDocument();
    expect(within(first).getByText('Score: game 1 11-5, game 2 11-7')).toBeInTheDocument();
    const second = card('Lee Volley');
    expect(within(second).getByText('In Progress').className).toContain('amber');
    expect(within(second).queryByText(/Winner/)).not.toBeInTheDocument();
    const pending = screen.getAllByText('TBD')[0]!.closest('li')!;
    expect(within(pending).getByText('Scheduled').className).toContain('slate');
  });

  it('offers score entry to a score keeper on their match only', async () => {
    await openMatches(PLAYER);
    const buttons = screen.getAllByRole('button', { name: /^(Update Score|Start Match)/ });
    expect(buttons).toHaveLength(1);
    expect(buttons[0]).toHaveAccessibleName('Update Score: Lee Volley v Max Spin');
  });

  it('offers the organizer Start Match on scheduled matches with both sides, Correct Score on completed ones', async () => {
    const scheduled = match(KIM, LEE, { round: 2 });
    await openMatches(ORGANIZER, [...semis, scheduled]);
    expect(
      screen.getByRole('button', { name: 'Start Match: Kim Lobber v Lee Volley' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Update Score: Lee Volley v Max Spin' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: /^(Start Match|Update Score): Kim Lobber v Roy Drop/ }),
    ).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Correct Score: Kim Lobber v Roy Drop' }),
    ).toBeInTheDocument();
  });

  it('gives everyone View Details, and only the owner Manage and Correct Score', async () => {
    await openMatches(PLAYER);
    expect(screen.getAllByRole('button', { name: /^View Details: / })).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /^Manage/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Correct Score/ })).not.toBeInTheDocument();
  });

  it('gives the owner Manage on every match', async () => {
    await openMatches(ORGANIZER);
    expect(screen.getAllByRole('button', { name: /^Manage: / })).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Manage: Kim Lobber v TBD' })).toBeInTheDocument();
  });

  it('offers no correction once the tournament is completed', async () => {
    await openMatches(ORGANIZER, semis, { status: 'completed' });
    expect(screen.getByRole('button', { name: /^Manage: Kim Lobber/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Correct Score/ })).not.toBeInTheDocument();
  });

  it('shows the court and the start time on a card', async () => {
    const start = new Date(2026, 3, 12, 9, 5);
    await openMatches(PLAYER, [
      match(KIM, LEE, {
        startTime: start.toISOString(),
        court: { name: 'Court 2', location: null },
      }),
    ]);
    expect(screen.getByText(/^Court 2 · Apr 12, 2026 · 9:05 AM \S+$/)).toBeInTheDocument();
  });

  it("lets a player score their own match, matched by the signed-in user's id", async () => {
    await openMatches({ ...PLAYER, id: ROY.id }, [
      match(KIM, ROY),
      match(LEE, MAX, { position: 2 }),
    ]);
    expect(screen.getAllByRole('button', { name: /Start Match/ })).toHaveLength(1);
    expect(
      screen.getByRole('button', { name: 'Start Match: Kim Lobber v Roy Drop' }),
    ).toBeInTheDocument();
  });

  it('groups round-robin matches by group and round', async () => {
    const group = (g: string, round: number) =>
      match(KIM, LEE, { stage: 'group', group: g, round, key: `G-${g}-R${round}-M1` });
    answer('get', '/matches/tournament/:id', () =>
      ok([group('B', 1), group('A', 2), group('A', 1)]),
    );
    const { user } = renderDetail(detail({ status: 'ongoing', format: 'round-robin' }), PLAYER);
    await user.click(await screen.findByRole('tab', { name: 'Matches' }));
    await screen.findByRole('heading', { name: 'Group A · Round 1' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Group A · Round 1',
      'Group A · Round 2',
      'Group B · Round 1',
    ]);
  });

  it('says there are no matches yet once started with none', async () => {
    answer('get', '/matches/tournament/:id', () => ok([]));
    const { user } = renderDetail(detail({ status: 'ongoing' }), ORGANIZER);
    await user.click(await screen.findByRole('tab', { name: 'Matches' }));
    expect(await screen.findByText('No matches scheduled yet')).toBeInTheDocument();
    expect(screen.queryByText(/Click "Start Tournament"/)).not.toBeInTheDocument();
  });
});

describe('Generate Next Round', () => {
  it('is offered to the owner of an ongoing Swiss, and toasts the 409 reason', async () => {
    const reason = 'Failed to generate next round. Make sure current round is complete.';
    const post = answer('post', '/matches/tournament/:id/next-round', () =>
      fail(409, { message: reason, code: 'CONFLICT' }),
    );
    const { user } = await openMatches(ORGANIZER, [...semis, final], { format: 'swiss' });
    await user.click(screen.getByRole('button', { name: 'Generate Next Round' }));
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(post[0]!.path).toBe(`/api/matches/tournament/${detail().id}/next-round`);
  });

  it('toasts the success', async () => {
    answer('post', '/matches/tournament/:id/next-round', () =>
      okMessage('Next round generated successfully!'),
    );
    const { user } = await openMatches(ORGANIZER, [...semis, final], { format: 'swiss' });
    await user.click(screen.getByRole('button', { name: 'Generate Next Round' }));
    expect(await screen.findByText('Next round generated successfully!')).toBeInTheDocument();
  });

  it('is not offered to a player', async () => {
    await openMatches(PLAYER, [...semis, final], { format: 'swiss' });
    expect(screen.queryByRole('button', { name: 'Generate Next Round' })).not.toBeInTheDocument();
  });

  it('is not offered on a knockout, whose winners advance by themselves', async () => {
    await openMatches(ORGANIZER);
    expect(screen.queryByRole('button', { name: 'Generate Next Round' })).not.toBeInTheDocument();
  });

  it('marks a match the desk called to its court (issue 27)', async () => {
    const called = match(LEE, MAX, {
      position: 2,
      calledAt: '2027-05-01T14:00:00.000Z',
      court: { name: 'Court 2', location: null },
      courtId: 'c-2',
    });
    await openMatches(PLAYER, [semis[0]!, called, final]);
    const item = card('Lee Volley');
    // One badge, the most specific state, in the scheduled colour (spec section 4).
    expect(within(item).getByText('Called').className).toContain('slate');
    expect(within(item).queryByText('Scheduled')).not.toBeInTheDocument();
    expect(within(card('Kim Lobber')).queryByText('Called')).not.toBeInTheDocument();
  });
});
