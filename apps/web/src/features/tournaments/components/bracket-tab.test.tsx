import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, fail, ok } from '@/test/msw';
import { renderDetail } from '@/features/tournaments/testing/render-detail';
import {
  KIM,
  LEE,
  MAX,
  ROY,
  bracketOf,
  match,
  played,
} from '@/features/tournaments/testing/match-fixtures';
import { PLAYER, detail } from '@/features/tournaments/testing/tournament-fixtures';

async function openBracket(overrides = {}) {
  const view = renderDetail(detail({ status: 'ongoing', ...overrides }), PLAYER);
  await view.user.click(await screen.findByRole('tab', { name: 'Bracket' }));
  return view;
}

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

describe('Bracket tab', () => {
  it('draws a knockout in round columns with the champion and the bronze match', async () => {
    const get = answer('get', '/tournaments/:id/bracket', () =>
      ok(
        bracketOf([
          won(KIM, ROY, { position: 1 }),
          won(LEE, MAX, { position: 2 }),
          won(KIM, LEE, { round: 2, position: 1 }),
          match(ROY, MAX, { stage: 'bronze', round: 2, position: 2, key: 'KO-BRONZE' }),
        ]),
      ),
    );
    await openBracket();
    expect(await screen.findByRole('heading', { name: 'Semifinals' })).toBeInTheDocument();
    expect(get[0]!.path).toBe(`/api/tournaments/${detail().id}/bracket`);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Semifinals',
      'Final',
      'Third-place match',
    ]);
    const semi = screen.getByRole('article', {
      name: 'Semifinals, match 2: Lee Volley v Max Spin, Lee Volley won 11-5 11-7',
    });
    expect(semi).toHaveAttribute('tabindex', '0');
    expect(within(semi).getByText('Lee Volley').closest('div')!.className).toContain('green');
    expect(
      screen.getByRole('article', { name: 'Third-place match: Roy Drop v Max Spin, scheduled' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Champion: Kim Lobber')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Tournament progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '3');
    expect(bar).toHaveAttribute('aria-valuemax', '4');
    expect(screen.getByText('75%')).toBeInTheDocument();
  });

  it('shows a bye where a seed went straight to round 2', async () => {
    answer('get', '/tournaments/:id/bracket', () =>
      ok(bracketOf([match(LEE, MAX, { position: 2 }), match(KIM, null, { round: 2 })])),
    );
    await openBracket();
    expect(await screen.findByText('Kim Lobber has a bye')).toBeInTheDocument();
    expect(
      screen.getByRole('article', {
        name: 'Final, match 1: Kim Lobber v TBD, waiting for an earlier match',
      }),
    ).toBeInTheDocument();
  });

  it('shows a table per round-robin group with the tie-break reason', async () => {
    const row = (rank: number, who: typeof KIM, group: string, reason: string) => ({
      rank,
      entrantId: who.id,
      name: who.name,
      group,
      played: 1,
      won: rank === 1 ? 1 : 0,
      lost: rank === 1 ? 0 : 1,
      pointDiff: rank === 1 ? 10 : -10,
      reason,
    });
    answer('get', '/tournaments/:id/bracket', () =>
      ok(
        bracketOf(
          [
            won(KIM, LEE, { stage: 'group', group: 'A' }),
            won(MAX, ROY, { stage: 'group', group: 'B' }),
          ],
          [
            row(1, KIM, 'A', 'matches won (1 v 0)'),
            row(2, LEE, 'A', ''),
            row(1, MAX, 'B', 'head-to-head'),
            row(2, ROY, 'B', ''),
          ],
        ),
      ),
    );
    await openBracket({ format: 'round-robin', numGroups: 2 });
    const groupA = await screen.findByRole('table', { name: 'Group A' });
    const kimRow = within(groupA).getByRole('row', { name: /Kim Lobber/ });
    expect(kimRow).toHaveTextContent('matches won (1 v 0)');
    expect(kimRow).toHaveTextContent('+10');
    const groupB = screen.getByRole('table', { name: 'Group B' });
    expect(within(groupB).getByRole('row', { name: /Max Spin/ })).toHaveTextContent('head-to-head');
  });

  it("shows 'Failed to load tournament bracket' with Retry, which loads it again", async () => {
    answer('get', '/tournaments/:id/bracket', () => fail(500, { code: 'INTERNAL' }));
    const { user } = await openBracket();
    expect(await screen.findByText('Failed to load tournament bracket')).toBeInTheDocument();
    answer('get', '/tournaments/:id/bracket', () => ok(bracketOf([won(KIM, LEE)])));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('article', { name: /Kim Lobber won 11-5 11-7/ }),
    ).toBeInTheDocument();
  });
});
