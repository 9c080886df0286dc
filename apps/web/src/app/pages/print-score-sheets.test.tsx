import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Match } from '@courtside/shared/api/match';
import { answer, fail, ok, requestLog } from '@/test/msw';
import { KIM, LEE, MAX, ROY, match, played } from '@/test/match-fixtures';
import { renderPrint } from '@/test/render-print';
import { TOURNAMENT_ID, detail } from '@/test/tournament-fixtures';
import PrintScoreSheetsRoute from './print-score-sheets';

const COURT_1 = { name: 'Court 1', location: null };
const AT_9 = '2026-04-12T14:00:00.000Z'; // 9:00 AM CDT at a Chicago venue

/** A 4-player knockout: round 1 played, the final waiting on court 1 at 9:00 AM. */
const knockout = (): Match[] => [
  played(KIM, ROY, [
    [11, 5],
    [11, 7],
  ]),
  played(
    LEE,
    MAX,
    [
      [11, 9],
      [11, 3],
    ],
    { position: 2 },
  ),
  match(KIM, LEE, { round: 2, startTime: AT_9, court: COURT_1, courtId: 'c-1' }),
  match(null, null, { stage: 'bronze', round: 2, position: 2, key: 'KO-BRONZE' }),
];

const answerMatches = (matches: Match[]) =>
  answer('get', '/matches/tournament/:id', () => ok(matches));

const sheets = () => screen.getAllByRole('article');

const ongoing = (overrides = {}) =>
  detail({ status: 'ongoing', timeZone: 'America/Chicago', ...overrides });

describe('Score sheets print view', () => {
  it('prints a sheet for every match still to play: event, round, court, venue time, sides, game boxes and signatures', async () => {
    const get = answerMatches(knockout());
    renderPrint(PrintScoreSheetsRoute, 'score-sheets', ongoing());

    await screen.findAllByRole('article');
    const final = screen.getByRole('article', { name: 'Score sheet: Kim Lobber v Lee Volley' });
    expect(get[0]!.path).toBe(`/api/matches/tournament/${TOURNAMENT_ID}`);
    expect(sheets()).toHaveLength(2);
    expect(within(final).getByText('Spring Slam')).toBeVisible();
    expect(within(final).getByText('Final · Match 1')).toBeVisible();
    expect(within(final).getByText('Court 1')).toBeVisible();
    expect(within(final).getByText('Apr 12, 2026 · 9:00 AM CDT')).toBeVisible();
    expect(within(final).getByText('Best of 3 games to 11, rally scoring')).toBeVisible();
    const games = within(final).getByRole('table', { name: 'Games of Kim Lobber v Lee Volley' });
    expect(
      within(games)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Side', 'Game 1', 'Game 2', 'Game 3', 'Games won']);
    expect(
      within(games)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['Kim Lobber', 'Lee Volley']);
    for (const signer of ['Kim Lobber', 'Lee Volley', 'referee'])
      expect(within(final).getByText(`Signature: ${signer}`)).toBeVisible();
    // The third-place match waits for both semifinal losers: a sheet to fill in by hand.
    const bronze = screen.getByRole('article', {
      name: 'Score sheet: To be decided v To be decided',
    });
    expect(within(bronze).getByText('Third-place match · Match 2')).toBeVisible();
    expect(within(bronze).getByText('Not scheduled')).toBeVisible();
    expect(within(bronze).getByText('________')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('2 sheets');
  });

  it('prints a round chosen from the list (kept in the URL), or one match, with a box per game of best of 5', async () => {
    answerMatches(knockout());
    const view = renderPrint(
      PrintScoreSheetsRoute,
      'score-sheets',
      ongoing({ scoringFormat: 'best-of-5-to-11' }),
    );
    await screen.findAllByRole('article');
    await view.user.selectOptions(screen.getByLabelText('Matches'), 'Semifinals');
    expect(view.router.state.location.search).toBe('?round=knockout--1');
    expect(sheets().map((s) => s.getAttribute('aria-label'))).toEqual([
      'Score sheet: Kim Lobber v Roy Drop',
      'Score sheet: Lee Volley v Max Spin',
    ]);
    expect(within(sheets()[0]!).getAllByRole('columnheader')).toHaveLength(7);
    expect(within(sheets()[0]!).getByText('Best of 5 games to 11, rally scoring')).toBeVisible();

    await view.user.selectOptions(screen.getByLabelText('Sheets per page'), 'One');
    expect(view.router.state.location.search).toBe('?round=knockout--1&per=1');
    expect(document.querySelector('.score-sheets')).toHaveAttribute('data-per-page', '1');
  });

  it('prints one match from ?match=, and offers every match still to play', async () => {
    answerMatches(knockout());
    const view = renderPrint(PrintScoreSheetsRoute, 'score-sheets', ongoing(), {
      search: '?match=m-KO-R1-M2',
    });
    await screen.findAllByRole('article');
    expect(
      screen.getByRole('article', { name: 'Score sheet: Lee Volley v Max Spin' }),
    ).toBeVisible();
    expect(sheets()).toHaveLength(1);
    await view.user.click(screen.getByRole('button', { name: 'Show every match still to play' }));
    expect(sheets()).toHaveLength(2);
  });

  it('says so when nothing is left to play', async () => {
    answerMatches(knockout().slice(0, 2));
    renderPrint(PrintScoreSheetsRoute, 'score-sheets', ongoing());
    expect(await screen.findByText('No score sheets to print')).toBeVisible();
    expect(
      screen.getByText('No match is left to play here: choose a round to print its sheets again.'),
    ).toBeVisible();
  });

  it('says so when the match asked for is not there', async () => {
    answerMatches(knockout());
    renderPrint(PrintScoreSheetsRoute, 'score-sheets', ongoing(), { search: '?match=nope' });
    expect(await screen.findByText('This tournament has no such match.')).toBeVisible();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('asks for no matches before the start', async () => {
    renderPrint(PrintScoreSheetsRoute, 'score-sheets', detail({ status: 'upcoming' }));
    expect(await screen.findByText('No matches yet')).toBeVisible();
    expect(requestLog.some((r) => r.url.includes('/matches/'))).toBe(false);
  });

  it('shows a failure to load the matches with Retry', async () => {
    answer('get', '/matches/tournament/:id', () => fail(503, { message: 'Service unavailable' }));
    const view = renderPrint(PrintScoreSheetsRoute, 'score-sheets', ongoing());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load matches');
    answerMatches(knockout());
    await view.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByRole('article')).toHaveLength(2);
  });
});
