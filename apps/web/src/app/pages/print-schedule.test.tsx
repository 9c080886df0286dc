import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ScheduleMatch, TournamentSchedule } from '@courtside/shared/api/event';
import type { Match } from '@courtside/shared/api/match';
import { answer, fail, ok } from '@/test/msw';
import { KIM, LEE, MAX, ROY, match } from '@/test/match-fixtures';
import { renderPrint } from '@/test/render-print';
import { TOURNAMENT_ID, detail } from '@/test/tournament-fixtures';
import PrintScheduleRoute from './print-schedule';

const court = (name: string) => ({ name, location: null });
const COURTS = [
  { id: 'c-1', name: 'Court 1', location: null },
  { id: 'c-2', name: 'Court 2', location: null },
];

/**
 * A Chicago venue: two matches at 9:00 AM CDT on the 12th, one at 9:30 AM, and the final at
 * 8:00 PM CDT, already the 13th in UTC but still the 12th at the venue; a match on the 13th.
 */
const schedule = (): Match[] => [
  match(KIM, ROY, { startTime: '2026-04-12T14:00:00.000Z', court: court('Court 1') }),
  match(LEE, MAX, { position: 2, startTime: '2026-04-12T14:00:00.000Z', court: court('Court 2') }),
  match(KIM, MAX, { position: 3, startTime: '2026-04-12T14:30:00.000Z', court: null }),
  match(null, null, { round: 2, startTime: '2026-04-13T01:00:00.000Z', court: court('Court 1') }),
  match(LEE, ROY, { round: 3, startTime: '2026-04-13T15:00:00.000Z', court: court('Court 2') }),
];

const ongoing = () =>
  detail({
    status: 'ongoing',
    timeZone: 'America/Chicago',
    startDate: '2026-04-12',
    endDate: '2026-04-13',
    courts: COURTS,
  });

/** The whole tournament's schedule of a tournament of one event (its matches come from its own list). */
const oneEvent = (): TournamentSchedule => ({
  tournamentId: TOURNAMENT_ID,
  timeZone: 'America/Chicago',
  days: ['2026-04-12', '2026-04-13'],
  closingTime: null,
  courts: COURTS.map(({ id, name }) => ({ id, name })),
  events: [
    {
      id: TOURNAMENT_ID,
      name: 'Spring Open',
      status: 'ongoing',
      matchMinutes: 45,
      forecastEnd: null,
      pastClosing: false,
    },
  ],
  matches: [],
});

const EVENT_2 = '7c0f1d2e-1111-4111-8111-000000000002';
const MD = "Men's Doubles 3.5";
const MX = 'Mixed Doubles 3.5';

const planned = (
  id: string,
  event: [string, string],
  round: number,
  court: 'Court 1' | 'Court 2' | null,
  startTime: string,
  sides: [string, string],
): ScheduleMatch => ({
  id,
  eventId: event[0],
  eventName: event[1],
  round,
  stage: 'knockout',
  courtId: court === null ? null : court === 'Court 1' ? 'c-1' : 'c-2',
  courtName: court,
  startTime,
  plannedEnd: null,
  status: 'scheduled',
  side1Name: sides[0],
  side2Name: sides[1],
  movable: true,
});

/**
 * Two events on the Chicago venue's two courts: Men's Doubles (semifinals, final) and Mixed
 * Doubles (one final), the Mixed final at 8:00 PM CDT (the 13th in UTC, the 12th at the venue),
 * one match on the 13th; listed out of order.
 */
const twoEvents = (): TournamentSchedule => ({
  ...oneEvent(),
  events: [
    { ...oneEvent().events[0]!, name: MD },
    { ...oneEvent().events[0]!, id: EVENT_2, name: MX },
  ],
  matches: [
    planned('x1', [EVENT_2, MX], 1, 'Court 2', '2026-04-13T01:00:00.000Z', ['Ann & Bo', 'Cy & Di']),
    {
      ...planned('g1', [EVENT_2, MX], 1, 'Court 1', '2026-04-13T01:00:00.000Z', ['Jo', 'Ky']),
      stage: 'group',
      group: 'A',
    },
    planned('m2', [TOURNAMENT_ID, MD], 2, 'Court 1', '2026-04-13T15:00:00.000Z', [null!, null!]),
    planned('m1', [TOURNAMENT_ID, MD], 1, 'Court 1', '2026-04-12T14:00:00.000Z', [
      'Kim & Lee',
      'Max & Roy',
    ]),
    planned('m3', [TOURNAMENT_ID, MD], 1, 'Court 2', '2026-04-12T14:00:00.000Z', [
      'Eve & Flo',
      'Gus & Hal',
    ]),
  ],
});

/** The grid's rows as text, header first. */
const rows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('Court schedule print view', () => {
  it('grids the first venue day by court and time, with the venue zone, and moves to another day', async () => {
    answer('get', '/tournaments/:id/schedule', () => ok(oneEvent()));
    answer('get', '/matches/tournament/:id', () => ok(schedule()));
    const view = renderPrint(PrintScheduleRoute, 'schedule', ongoing());
    await screen.findByRole('table');
    expect(
      screen.getByRole('heading', { name: 'Apr 12, 2026 · times at the venue (America/Chicago)' }),
    ).toBeVisible();
    expect(rows()).toEqual([
      ['Time', 'Court 1', 'Court 2', 'No court'],
      [
        '9:00 AM CDT',
        'QuarterfinalsKim Lobber v Roy Drop',
        'QuarterfinalsLee Volley v Max Spin',
        '',
      ],
      ['9:30 AM CDT', '', '', 'QuarterfinalsKim Lobber v Max Spin'],
      ['8:00 PM CDT', 'SemifinalsTBD v TBD', '', ''],
    ]);

    await view.user.selectOptions(screen.getByLabelText('Day'), 'Apr 13, 2026');
    expect(view.router.state.location.search).toBe('?day=2026-04-13');
    expect(rows()).toEqual([
      ['Time', 'Court 1', 'Court 2'],
      ['10:00 AM CDT', '', 'FinalLee Volley v Roy Drop'],
    ]);
  });

  it('says "No matches scheduled on this day" for a day without any', async () => {
    answer('get', '/tournaments/:id/schedule', () => ok(oneEvent()));
    answer('get', '/matches/tournament/:id', () => ok(schedule()));
    renderPrint(PrintScheduleRoute, 'schedule', ongoing(), { search: '?day=2026-04-20' });
    expect(await screen.findByText('No matches scheduled on this day')).toBeVisible();
    expect(screen.getByText('Choose another day.')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a failure to load the matches with Retry', async () => {
    answer('get', '/tournaments/:id/schedule', () => ok(oneEvent()));
    answer('get', '/matches/tournament/:id', () => fail(503, { message: 'Service unavailable' }));
    renderPrint(PrintScheduleRoute, 'schedule', ongoing());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load matches');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  it("prints every event's matches on the shared courts, each labelled with its event, by court and venue time", async () => {
    answer('get', '/tournaments/:id/schedule', () => ok(twoEvents()));
    answer('get', '/matches/tournament/:id', () => ok(schedule()));
    const view = renderPrint(PrintScheduleRoute, 'schedule', ongoing());
    await screen.findByRole('table');
    expect(
      screen.getByRole('heading', { name: 'Apr 12, 2026 · times at the venue (America/Chicago)' }),
    ).toBeVisible();
    expect(
      within(screen.getByRole('list', { name: 'Events' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([`MeD 3.5 ${MD}`, `MiD 3.5 ${MX}`]);
    expect(rows()).toEqual([
      ['Time', 'Court 1', 'Court 2'],
      [
        '9:00 AM CDT',
        `MeD 3.5 · ${MD}SemifinalsKim & Lee v Max & Roy`,
        `MeD 3.5 · ${MD}SemifinalsEve & Flo v Gus & Hal`,
      ],
      [
        '8:00 PM CDT',
        `MiD 3.5 · ${MX}Group A · Round 1Jo v Ky`,
        `MiD 3.5 · ${MX}FinalAnn & Bo v Cy & Di`,
      ],
    ]);
    // The first event's own list is not what is printed: its rows would read "Quarterfinals".
    expect(screen.queryByText('Quarterfinals')).toBeNull();

    await view.user.selectOptions(screen.getByLabelText('Day'), 'Apr 13, 2026');
    expect(rows()).toEqual([
      ['Time', 'Court 1', 'Court 2'],
      ['10:00 AM CDT', `MeD 3.5 · ${MD}FinalTBD v TBD`, ''],
    ]);
  });

  it("prints the event's own matches when the whole tournament's schedule cannot be read", async () => {
    answer('get', '/tournaments/:id/schedule', () => fail(403, { message: 'Forbidden' }));
    answer('get', '/matches/tournament/:id', () => ok(schedule()));
    renderPrint(PrintScheduleRoute, 'schedule', ongoing());
    await screen.findByRole('table');
    expect(rows()[1]).toEqual([
      '9:00 AM CDT',
      'QuarterfinalsKim Lobber v Roy Drop',
      'QuarterfinalsLee Volley v Max Spin',
      '',
    ]);
  });

  it("opened on an event's address, prints the tournament's schedule, titled with the tournament's name", async () => {
    const event = detail({
      ...ongoing(),
      id: EVENT_2,
      name: MX,
      eventName: MX,
      parentId: TOURNAMENT_ID,
    });
    const tournament = detail({ ...ongoing(), eventCount: 2, playerCount: 12 });
    answer('get', '/tournaments/:id/schedule', () => ok(twoEvents()));
    answer('get', '/matches/tournament/:id', () => ok(schedule()));
    const view = renderPrint(PrintScheduleRoute, 'schedule', event, { search: '?day=2026-04-13' });
    answer('get', '/tournaments/:id', (call) =>
      ok(call.path.endsWith(EVENT_2) ? event : tournament),
    );
    await screen.findByRole('table');
    expect(view.router.state.location.pathname).toBe(
      `/app/tournaments/${TOURNAMENT_ID}/print/schedule`,
    );
    expect(view.router.state.location.search).toBe('?day=2026-04-13');
    expect(document.title).toBe('Court Schedule · Spring Slam · Courtside');
    expect(screen.getByText('Spring Slam · Austin, TX', { exact: false })).toBeVisible();
    expect(screen.queryByText(MX, { selector: 'header p', exact: false })).toBeNull();
  });
});
