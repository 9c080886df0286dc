import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Match } from '@courtside/shared/api/match';
import { answer, fail, ok } from '@/test/msw';
import { KIM, LEE, MAX, ROY, match } from '@/test/match-fixtures';
import { renderPrint } from '@/test/render-print';
import { detail } from '@/test/tournament-fixtures';
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

/** The grid's rows as text, header first. */
const rows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('Court schedule print view', () => {
  it('grids the first venue day by court and time, with the venue zone, and moves to another day', async () => {
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
    answer('get', '/matches/tournament/:id', () => ok(schedule()));
    renderPrint(PrintScheduleRoute, 'schedule', ongoing(), { search: '?day=2026-04-20' });
    expect(await screen.findByText('No matches scheduled on this day')).toBeVisible();
    expect(screen.getByText('Choose another day.')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a failure to load the matches with Retry', async () => {
    answer('get', '/matches/tournament/:id', () => fail(503, { message: 'Service unavailable' }));
    renderPrint(PrintScheduleRoute, 'schedule', ongoing());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load matches');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});
