import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { roundRobinGroups } from '@/features/brackets/testing/bracket-fixtures';
import { answerBracket } from '@/features/brackets/testing/bracket-render';
import { answer, fail, HttpResponse, requestLog } from '@/test/msw';
import { KIM, LEE, MAX, ROY, match, played } from '@/test/match-fixtures';
import { renderPrint } from '@/test/render-print';
import { PLAYER, TOURNAMENT_ID, detail } from '@/test/tournament-fixtures';
import PrintDrawRoute from './print-draw';

const won = (a: typeof KIM, b: typeof KIM, extra = {}) =>
  played(
    a,
    b,
    [
      [11, 5],
      [11, 7],
    ],
    extra,
  );

describe('Draw sheet print view', () => {
  it("draws a knockout's tree, zoomed to the portrait page when printed", async () => {
    const get = answerBracket([
      won(KIM, ROY, { position: 1 }),
      won(LEE, MAX, { position: 2 }),
      match(KIM, LEE, { round: 2, position: 1 }),
    ]);
    renderPrint(PrintDrawRoute, 'draw', detail({ status: 'ongoing' }));
    const tree = await screen.findByRole('region', { name: 'Bracket tree' });
    expect(get[0]!.path).toBe(`/api/tournaments/${TOURNAMENT_ID}/bracket`);
    expect(screen.getByRole('heading', { level: 1, name: 'Draw Sheet' })).toBeVisible();
    expect(document.title).toBe('Draw Sheet · Spring Slam · Courtside');
    expect(
      within(tree).getByRole('article', { name: 'Final: Kim Lobber v Lee Volley, scheduled' }),
    ).toBeInTheDocument();
    // A 2-round tree (720 px wide) is zoomed below 1 to fit the 700 px portrait box.
    const canvas = tree.querySelector<HTMLElement>('.bracket-tree-canvas')!;
    const scale = Number(canvas.style.getPropertyValue('--bracket-print-scale-portrait'));
    expect(scale).toBeGreaterThan(0.9);
    expect(scale).toBeLessThan(1);
    // Its controls are marked to stay off paper (print.css).
    expect(screen.getByRole('group', { name: 'Bracket view' })).toHaveClass('bracket-control');
  });

  it("lays out a round robin's groups with their standings", async () => {
    const { matches, standings } = roundRobinGroups();
    answerBracket(matches, standings);
    renderPrint(
      PrintDrawRoute,
      'draw',
      detail({ status: 'ongoing', format: 'round-robin', numGroups: 2 }),
    );
    const groupA = await screen.findByRole('region', { name: 'Group A' });
    expect(within(groupA).getByRole('table', { name: 'Group A standings' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Group B' })).toBeInTheDocument();
  });

  it('asks for no bracket before the start', async () => {
    renderPrint(PrintDrawRoute, 'draw', detail({ status: 'upcoming' }));
    expect(await screen.findByText('No draw yet')).toBeVisible();
    expect(requestLog.some((r) => r.url.endsWith('/bracket'))).toBe(false);
  });

  it('shows a failure to load the bracket with Retry', async () => {
    answer('get', '/tournaments/:id/bracket', () => fail(503, { message: 'Service unavailable' }));
    renderPrint(PrintDrawRoute, 'draw', detail({ status: 'ongoing' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load tournament bracket');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  it("titles an event's draw sheet with the event's name: the first event's own name too", async () => {
    answerBracket([won(KIM, ROY, { position: 1 })]);
    renderPrint(
      PrintDrawRoute,
      'draw',
      detail({ status: 'ongoing', eventName: "Men's Singles 4.0", eventCount: 2 }),
    );
    await screen.findByRole('region', { name: 'Bracket tree' });
    expect(document.title).toBe("Draw Sheet · Men's Singles 4.0 · Courtside");
    expect(screen.getByText("Men's Singles 4.0 · Austin, TX", { exact: false })).toBeVisible();
  });

  it("lets the tournament's desk staff print a further event's draw sheet (one desk for every event)", async () => {
    answer('get', '/check-in/mine', () =>
      HttpResponse.json({
        data: [],
        deskTournamentIds: [TOURNAMENT_ID],
        deskTournaments: [{ id: TOURNAMENT_ID, name: 'Spring Slam', status: 'ongoing' }],
      }),
    );
    answerBracket([won(KIM, ROY, { position: 1 })]);
    renderPrint(
      PrintDrawRoute,
      'draw',
      detail({
        id: '7c0f1d2e-1111-4111-8111-0000000000e2',
        name: 'Mixed Doubles 3.5',
        eventName: 'Mixed Doubles 3.5',
        parentId: TOURNAMENT_ID,
        status: 'ongoing',
      }),
      { viewer: PLAYER },
    );
    expect(await screen.findByRole('region', { name: 'Bracket tree' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeVisible();
    expect(document.title).toBe('Draw Sheet · Mixed Doubles 3.5 · Courtside');
  });
});
