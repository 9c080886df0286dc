import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DeskAnswer } from '@courtside/shared/api/desk';
import {
  connectLatest,
  installFakeWebSocket,
  serverSends,
} from '@/lib/live/testing/fake-web-socket';
import { answer, fail, ok } from '@/test/msw';
import { renderDetail } from '@/test/render-detail';
import { KIM, LEE, MAX, ROY, match } from '@/test/match-fixtures';
import { ORGANIZER, PLAYER, TOURNAMENT_ID, detail, person } from '@/test/tournament-fixtures';

let restore: () => void;
beforeEach(() => {
  restore = installFakeWebSocket();
});
afterEach(() => restore());

const ANN = person(5, 'Ann Serve', 3.2);
const BO = person(6, 'Bo Dink', 3.1);
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
const court = (n: number) => `c0c0c0c0-0000-4000-8000-00000000000${n}`;

function deskAnswer(overrides: Partial<DeskAnswer> = {}): DeskAnswer {
  const onCourt = match(KIM, ROY, {
    key: 'KO-R1-M1',
    status: 'in-progress',
    courtId: court(1),
    actualStartTime: minutesAgo(14),
    calledAt: minutesAgo(16),
    score: { player1: [11, 4], player2: [8, 6] },
  });
  const called = match(LEE, MAX, {
    key: 'KO-R1-M2',
    position: 2,
    courtId: court(2),
    calledAt: minutesAgo(3),
    startTime: minutesAgo(30),
  });
  const ready = match(ANN, BO, {
    key: 'KO-R1-M3',
    position: 3,
    courtId: court(2),
    startTime: minutesAgo(20),
  });
  const blocked = match(KIM, BO, { key: 'KO-R1-M4', position: 4, startTime: minutesAgo(-30) });
  return {
    now: new Date().toISOString(),
    courts: [
      { id: court(1), name: 'Court 1', state: 'on-court', match: onCourt, isLate: false },
      { id: court(2), name: 'Court 2', state: 'called', match: called, isLate: true },
      { id: court(3), name: 'Court 3', state: 'free', match: null, isLate: false },
      { id: court(4), name: 'Court 4', state: 'free', match: null, isLate: false },
    ],
    queue: [
      { match: ready, blockers: [], suggestedCourtId: court(3), isLate: true, canCallEarly: false },
      {
        match: blocked,
        blockers: ['Kim Lobber is on Court 1'],
        suggestedCourtId: court(3),
        isLate: false,
        canCallEarly: false,
      },
    ],
    elsewhere: [],
    eventIds: [TOURNAMENT_ID],
    lastRounds: { knockout: 4 },
    ...overrides,
  };
}

async function openDesk(data: DeskAnswer = deskAnswer()) {
  const calls = answer('get', '/matches/tournament/:id/desk', () => ok(data));
  const view = renderDetail(detail({ status: 'ongoing' }), ORGANIZER);
  await view.user.click(await screen.findByRole('tab', { name: 'Desk' }));
  // The Desk tab loads when opened: its first import pays the transform on a busy machine.
  await screen.findByRole('heading', { name: 'Courts' }, { timeout: 15_000 });
  return { ...view, calls };
}

describe('Desk tab (issue 27)', () => {
  it('is there for the organizer of a tournament in play only', async () => {
    renderDetail(detail({ status: 'ongoing' }), PLAYER);
    await screen.findByRole('tab', { name: 'Matches' });
    expect(screen.queryByRole('tab', { name: 'Desk' })).not.toBeInTheDocument();
  });

  it('shows each court free, called (since when, late) or on court (elapsed, score)', async () => {
    await openDesk();
    const onCourt = await screen.findByRole('listitem', { name: 'Court 1: on court' });
    expect(within(onCourt).getByText('Kim Lobber v Roy Drop')).toBeInTheDocument();
    expect(within(onCourt).getByText('On court for 14 min · 4-6 in game 2')).toBeInTheDocument();
    const called = screen.getByRole('listitem', { name: 'Court 2: called' });
    expect(within(called).getByText(/^Called at .* \(3 min ago\)/)).toBeInTheDocument();
    expect(within(called).getByText('· Late')).toBeInTheDocument();
    expect(called.className).toContain('border-red-400');
    expect(screen.getByRole('listitem', { name: 'Court 3: free' })).toBeInTheDocument();
  });

  it('shows a score that awaits confirmation as such, not as a game in play, and confirms it (walkthrough of issue 27)', async () => {
    const base = deskAnswer();
    const entered = match(KIM, ROY, {
      key: 'KO-R1-M1',
      status: 'in-progress',
      courtId: court(1),
      actualStartTime: minutesAgo(30),
      score: { player1: [11, 11], player2: [5, 7] },
      awaitingConfirmation: true,
      enteredBySide: 'player1',
      canConfirm: true,
    });
    const confirm = answer('post', '/matches/:id/confirm', () =>
      ok(
        { ...entered, status: 'completed', awaitingConfirmation: false },
        { message: 'Score confirmed' },
      ),
    );
    const { user } = await openDesk({
      ...base,
      courts: [{ ...base.courts[0]!, match: entered }, ...base.courts.slice(1)],
    });
    const card = await screen.findByRole('listitem', { name: 'Court 1: awaiting confirmation' });
    expect(within(card).getByText('Score entered: 11-5, 11-7')).toBeInTheDocument();
    expect(within(card).queryByText(/in game/)).not.toBeInTheDocument();
    expect(card.querySelector('[data-live]')).toBeNull();
    await user.click(
      within(card).getByRole('button', { name: 'Confirm Score: Kim Lobber v Roy Drop' }),
    );
    await waitFor(() => expect(confirm).toHaveLength(1));
  });

  it('shows a disputed score with its note until it is entered again (walkthrough of issue 27)', async () => {
    const base = deskAnswer();
    const disputed = match(KIM, ROY, {
      key: 'KO-R1-M1',
      status: 'in-progress',
      courtId: court(1),
      actualStartTime: minutesAgo(30),
      score: { player1: [11, 11], player2: [5, 7] },
      dispute: { note: 'Second game was 11-9' },
    });
    await openDesk({
      ...base,
      courts: [{ ...base.courts[0]!, match: disputed }, ...base.courts.slice(1)],
    });
    const card = await screen.findByRole('listitem', { name: 'Court 1: score disputed' });
    expect(card).toHaveTextContent('Score entered: 11-5, 11-7, disputed: “Second game was 11-9”');
    expect(card).toHaveTextContent('Enter the right score from the Matches tab.');
    expect(card.querySelector('[data-live]')).toBeNull();
  });

  it('lists apart a match a keeper started without a call, which no court shows (walkthrough of issue 27)', async () => {
    const started = match(ANN, BO, {
      key: 'KO-R1-M3',
      position: 3,
      status: 'in-progress',
      courtId: null,
      actualStartTime: minutesAgo(5),
      score: { player1: [3], player2: [2] },
    });
    await openDesk(deskAnswer({ elsewhere: [started] }));
    const apart = await screen.findByRole('region', { name: 'Not shown on a court' });
    const card = within(apart).getByRole('listitem', { name: 'Ann Serve v Bo Dink: on court' });
    expect(within(card).getByText('No court')).toBeInTheDocument();
    expect(within(card).getByText('On court for 5 min · 3-2 in game 1')).toBeInTheDocument();
  });

  it('lists nothing apart while every match in play is on its court', async () => {
    await openDesk();
    await screen.findByRole('region', { name: 'Next to call' });
    expect(screen.queryByRole('region', { name: 'Not shown on a court' })).not.toBeInTheDocument();
  });

  it('lists the queue in order, late ones marked, blocked ones with the reason', async () => {
    await openDesk();
    const queue = await screen.findByRole('region', { name: 'Next to call' });
    const [first, second] = within(queue)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement?.tagName === 'OL');
    expect(within(first!).getByText('Ann Serve v Bo Dink')).toBeInTheDocument();
    expect(within(first!).getByText('Late')).toBeInTheDocument();
    expect(within(first!).getByText(/^Round 1 · planned .* on Court 2$/)).toBeInTheDocument();
    expect(within(second!).getByText('Kim Lobber is on Court 1')).toBeInTheDocument();
    expect(within(second!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('calls a match to the suggested court in one tap, or to another free court', async () => {
    const { user } = await openDesk();
    const calls = answer('post', '/matches/:id/call', () =>
      ok(match(ANN, BO), { message: 'Match called to Court 3' }),
    );
    const callButton = await screen.findByRole('button', {
      name: 'Call to Court 3: Ann Serve v Bo Dink',
    });
    // WCAG 2.5.3 (label in name): the accessible name starts with the words on the button.
    expect(callButton).toHaveTextContent(/^Call to Court 3$/);
    await user.click(callButton);
    expect(await screen.findByText('Match called to Court 3')).toBeInTheDocument();
    // The called match leaves the queue: the focus goes to the queue's heading, not the top.
    expect(screen.getByRole('heading', { name: 'Next to call' })).toHaveFocus();
    expect(calls[0]).toMatchObject({
      path: '/api/matches/m-KO-R1-M3/call',
      body: { courtId: court(3) },
    });

    await user.selectOptions(screen.getByLabelText('Court for Ann Serve v Bo Dink'), court(4));
    await user.click(screen.getByRole('button', { name: 'Call to Court 4: Ann Serve v Bo Dink' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.body).toEqual({ courtId: court(4) });
  });

  it('says why the server refused a call, and uncalls a called match', async () => {
    const { user } = await openDesk();
    answer('post', '/matches/:id/call', () =>
      fail(409, {
        message: 'Court 3 already has Round 1: Kim Lobber v Roy Drop',
        code: 'CONFLICT',
      }),
    );
    await user.click(
      await screen.findByRole('button', { name: /^Call to Court \d+: Ann Serve v Bo Dink$/ }),
    );
    expect(
      await screen.findByText('Court 3 already has Round 1: Kim Lobber v Roy Drop'),
    ).toBeInTheDocument();

    const uncalls = answer('post', '/matches/:id/uncall', () =>
      ok(match(LEE, MAX), { message: 'Match call cancelled' }),
    );
    await user.click(
      screen.getByRole('button', { name: 'Uncall Lee Volley v Max Spin from Court 2' }),
    );
    expect(await screen.findByText('Match call cancelled')).toBeInTheDocument();
    expect(uncalls[0]!.path).toBe('/api/matches/m-KO-R1-M2/uncall');
  });

  it("names a double elimination's rounds as the Bracket tab does", async () => {
    const base = deskAnswer();
    const entry = (m: ReturnType<typeof match>) => ({
      match: m,
      blockers: ['Kim Lobber is on Court 1'],
      suggestedCourtId: court(3),
      isLate: false,
      canCallEarly: false,
    });
    await openDesk({
      ...base,
      queue: [
        entry(match(ANN, BO, { key: 'W-R2-M1', stage: 'winners', round: 2 })),
        entry(match(LEE, MAX, { key: 'L-R1-M1', stage: 'losers', round: 1 })),
        entry(match(KIM, BO, { key: 'GF-R1-M1', stage: 'grand-final', round: 1 })),
      ],
      lastRounds: { winners: 3, losers: 4, 'grand-final': 2 },
    });
    const queue = await screen.findByRole('region', { name: 'Next to call' });
    expect(within(queue).getByText(/^Winners' Semifinals/)).toBeInTheDocument();
    expect(within(queue).getByText(/^Losers' Round 1/)).toBeInTheDocument();
    expect(within(queue).getByText(/^Grand Final/)).toBeInTheDocument();
  });

  it('calls a match early, past the rest, once the desk confirms who rests until when', async () => {
    const base = deskAnswer();
    const rests = [
      'Ann Serve is resting until 10:40 AM EDT',
      'Bo Dink is resting until 10:45 AM EDT',
    ];
    const { user } = await openDesk({
      ...base,
      queue: [
        {
          match: base.queue[0]!.match,
          blockers: rests,
          suggestedCourtId: court(3),
          isLate: false,
          canCallEarly: true,
        },
        { ...base.queue[1]! },
      ],
    });
    const calls = answer('post', '/matches/:id/call', () =>
      ok(match(ANN, BO), { message: 'Match called to Court 3' }),
    );
    // The blocked match (a player on court) offers no early call.
    expect(
      screen.queryByRole('button', { name: /^Call.*: Kim Lobber v Bo Dink$/ }),
    ).not.toBeInTheDocument();
    await user.click(
      await screen.findByRole('button', { name: 'Call early to Court 3: Ann Serve v Bo Dink' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Call before the rest is over?' });
    for (const rest of rests) expect(within(dialog).getByText(rest)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Call to Court 3 anyway' }));
    expect(await screen.findByText('Match called to Court 3')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      path: '/api/matches/m-KO-R1-M3/call',
      body: { courtId: court(3), ignoreRest: true },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says so when no match waits to be called', async () => {
    await openDesk(deskAnswer({ queue: [] }));
    expect(await screen.findByText('No match waiting to be called')).toBeInTheDocument();
  });

  it('offers a retry when the desk does not load', async () => {
    answer('get', '/matches/tournament/:id/desk', () => fail(500, { message: 'Server error' }));
    const view = renderDetail(detail({ status: 'ongoing' }), ORGANIZER);
    await view.user.click(await screen.findByRole('tab', { name: 'Desk' }));
    expect(await screen.findByText('Failed to load the desk')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /retry|try again/i })).toBeInTheDocument();
  });

  it('refetches when a match of the tournament changes (a call from another desk, a start)', async () => {
    const { calls } = await openDesk();
    await screen.findByRole('listitem', { name: 'Court 3: free' });
    const topic = `tournament:${TOURNAMENT_ID}`;
    const socket = connectLatest('e1', ORGANIZER.id);
    serverSends(socket, { type: 'subscribed', topic, seq: 0 });
    const next = deskAnswer();
    next.courts[2] = { ...next.courts[2]!, state: 'called', match: next.queue[0]!.match };
    next.queue = next.queue.slice(1);
    answer('get', '/matches/tournament/:id/desk', () => ok(next));
    serverSends(socket, {
      type: 'event',
      topic,
      seq: 1,
      event: {
        kind: 'match',
        op: 'UPDATE',
        id: 'm-KO-R1-M3',
        tournamentId: TOURNAMENT_ID,
        data: { status: 'scheduled', calledAt: new Date().toISOString(), courtId: court(3) },
      },
    });
    expect(await screen.findByRole('listitem', { name: 'Court 3: called' })).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it("follows every event it serves: another event's call refreshes it (issue 26)", async () => {
    const other = 'e2e2e2e2-0000-4000-8000-000000000002';
    const { calls } = await openDesk(deskAnswer({ eventIds: [TOURNAMENT_ID, other] }));
    await screen.findByRole('listitem', { name: 'Court 3: free' });
    const socket = connectLatest('e1', ORGANIZER.id);
    await waitFor(() =>
      expect(socket.subscriptions()).toContainEqual({
        type: 'subscribe',
        topic: `tournament:${other}`,
      }),
    );
    const topic = `tournament:${other}`;
    serverSends(socket, { type: 'subscribed', topic, seq: 0 });
    const next = deskAnswer({ eventIds: [TOURNAMENT_ID, other] });
    next.courts[2] = { ...next.courts[2]!, state: 'called', match: next.queue[0]!.match };
    answer('get', '/matches/tournament/:id/desk', () => ok(next));
    serverSends(socket, {
      type: 'event',
      topic,
      seq: 1,
      event: {
        kind: 'match',
        op: 'UPDATE',
        id: 'm-other-event',
        tournamentId: other,
        data: { status: 'scheduled', calledAt: new Date().toISOString(), courtId: court(3) },
      },
    });
    expect(await screen.findByRole('listitem', { name: 'Court 3: called' })).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });
});
