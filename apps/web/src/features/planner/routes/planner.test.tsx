import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TournamentSchedule } from '@courtside/shared/api/event';
import { useAuthStore } from '@/lib/auth-store';
import { answer, fail, ok } from '@/test/msw';
import { renderRoute } from '@/test/render-route';
import { ORGANIZER, PLAYER, TOURNAMENT_ID, detail } from '@/test/tournament-fixtures';
import PlannerRoute, { PLANNER_ONLY_ORGANIZER } from './planner';

const EVENT_2 = '7c0f1d2e-1111-4111-8111-000000000002';
const court = (n: number) => `c0c0c0c0-0000-4000-8000-00000000000${n}`;
const at = (time: string) => `2027-04-10T${time}:00.000Z`; // 9:00 AM CDT is 14:00Z

function schedule(): TournamentSchedule {
  return {
    tournamentId: TOURNAMENT_ID,
    timeZone: 'America/Chicago',
    days: ['2027-04-10'],
    closingTime: '12:00',
    courts: [
      { id: court(1), name: 'Court 1' },
      { id: court(2), name: 'Court 2' },
    ],
    events: [
      {
        id: TOURNAMENT_ID,
        name: "Men's Doubles 3.5",
        status: 'ongoing',
        matchMinutes: 75,
        forecastEnd: at('17:45'),
        pastClosing: true,
      },
      {
        id: EVENT_2,
        name: 'Mixed Doubles 3.5',
        status: 'ongoing',
        matchMinutes: 75,
        forecastEnd: at('15:15'),
        pastClosing: false,
      },
    ],
    matches: [
      {
        id: 'm1',
        eventId: TOURNAMENT_ID,
        eventName: "Men's Doubles 3.5",
        round: 1,
        stage: 'knockout',
        courtId: court(1),
        courtName: 'Court 1',
        startTime: at('14:00'),
        plannedEnd: at('15:15'),
        status: 'scheduled',
        side1Name: 'Kim & Lee',
        side2Name: 'Max & Roy',
        movable: true,
      },
      {
        id: 'm2',
        eventId: EVENT_2,
        eventName: 'Mixed Doubles 3.5',
        round: 1,
        stage: 'group',
        courtId: court(2),
        courtName: 'Court 2',
        startTime: at('14:00'),
        plannedEnd: at('15:15'),
        status: 'scheduled',
        side1Name: 'Ann & Bo',
        side2Name: 'Cy & Di',
        movable: true,
      },
      {
        id: 'm3',
        eventId: TOURNAMENT_ID,
        eventName: "Men's Doubles 3.5",
        round: 2,
        stage: 'knockout',
        courtId: court(1),
        courtName: 'Court 1',
        startTime: at('16:30'),
        plannedEnd: at('17:45'),
        status: 'scheduled',
        side1Name: null,
        side2Name: null,
        movable: true,
      },
    ],
  };
}

function renderPlanner(viewer = ORGANIZER) {
  useAuthStore.setState({ user: viewer, token: 'tok', isAuthenticated: true });
  answer('get', '/tournaments/:id', () => ok(detail({ organizerId: ORGANIZER.id })));
  const get = answer('get', '/tournaments/:id/schedule', () => ok(schedule()));
  renderRoute(<PlannerRoute />, {
    path: '/app/tournaments/:id/planner',
    url: `/app/tournaments/${TOURNAMENT_ID}/planner`,
  });
  return { get, user: userEvent.setup() };
}

describe('day planner (issue 26)', () => {
  it('shows every event in the legend with its forecast end, and warns past closing time', async () => {
    renderPlanner();
    const legend = await screen.findByRole('list', { name: 'Events' });
    expect(within(legend).getByText("Men's Doubles 3.5")).toBeInTheDocument();
    expect(within(legend).getByText(/Ends about Apr 10, 2027 12:45 PM CDT/)).toBeInTheDocument();
    expect(
      screen.getByText(/runs past the venue's closing time \(12:00 PM CDT\)/),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Courts on Apr 10, 2027' })).toBeInTheDocument();
  });

  it('gives each block its whole text as its title, and lets the courts share the width', async () => {
    renderPlanner();
    const block = await screen.findByRole('button', {
      name: /Men's Doubles 3.5, Round 1: Kim & Lee/,
    });
    expect(block.title).toBe(block.getAttribute('aria-label'));
    expect(block.getAttribute('style')).toMatch(/width: calc\([^;]*100% - 84px/);
    expect(screen.getByTestId('planner-grid').getAttribute('style')).toMatch(
      /width: 100%; min-width: \d+px/,
    );
  });

  it('moves a match by keyboard and saves it through the manual move route', async () => {
    const { user } = renderPlanner();
    const put = answer('put', '/tournaments/:id/match-schedule', () =>
      ok(undefined, { message: 'Match schedule updated successfully!' }),
    );
    const block = await screen.findByRole('button', {
      name: /Men's Doubles 3.5, Round 1: Kim & Lee/,
    });
    block.focus();
    await user.keyboard('{ArrowRight}{ArrowDown}{ArrowDown}');
    expect(block).toHaveAccessibleName(/Court 2, 9:10 AM CDT/);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(put).toHaveLength(1));
    expect(put[0]!.path).toBe(`/api/tournaments/${TOURNAMENT_ID}/match-schedule`);
    expect(put[0]!.body).toEqual({ matchId: 'm1', startTime: at('14:10'), courtId: court(2) });
  });

  it('Escape puts the block back without saving', async () => {
    const { user } = renderPlanner();
    const put = answer('put', '/tournaments/:id/match-schedule', () => ok());
    const block = await screen.findByRole('button', { name: /Kim & Lee/ });
    block.focus();
    await user.keyboard('{ArrowDown}{Escape}');
    expect(block).toHaveAccessibleName(/Court 1, 9:00 AM CDT/);
    expect(put).toHaveLength(0);
  });

  it('a clash the server refuses returns the block and shows its message', async () => {
    const { user } = renderPlanner();
    const message =
      'Court 2 already hosts Mixed Doubles 3.5, Round 1: Ann & Bo v Cy & Di at 9:00 AM CDT';
    answer('put', '/tournaments/:id/match-schedule', () =>
      fail(409, { code: 'CONFLICT', message }),
    );
    const block = await screen.findByRole('button', { name: /Kim & Lee/ });
    block.focus();
    await user.keyboard('{ArrowRight}{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: /Kim & Lee/ })).toHaveAccessibleName(
      /Court 1, 9:00 AM CDT/,
    );
  });

  it('is for the organizer only', async () => {
    renderPlanner(PLAYER);
    expect(await screen.findByText(PLANNER_ONLY_ORGANIZER)).toBeInTheDocument();
  });
});
