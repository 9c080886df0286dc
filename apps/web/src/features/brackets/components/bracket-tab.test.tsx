import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, fail, requestLog } from '@/test/msw';
import { renderDetail } from '@/test/render-detail';
import { answerBracket, openBracket } from '@/features/brackets/testing/bracket-render';
import { KIM, LEE, MAX, ROY, match, played } from '@/test/match-fixtures';
import { PLAYER, detail } from '@/test/tournament-fixtures';

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
  it('says when the bracket comes while the tournament is upcoming, without asking for it', async () => {
    const view = renderDetail(detail({ status: 'upcoming' }), PLAYER);
    await view.user.click(await screen.findByRole('tab', { name: 'Bracket' }));
    expect(
      screen.getByText('Bracket will be available when tournament starts'),
    ).toBeInTheDocument();
    expect(screen.getByText('Check back after registration closes')).toBeInTheDocument();
    expect(requestLog.some((r) => r.url.endsWith('/bracket'))).toBe(false);
  });

  it('shows the progress, the champion and the finished tree of a 4-player knockout', async () => {
    const get = answerBracket([
      won(KIM, ROY, { position: 1 }),
      won(LEE, MAX, { position: 2 }),
      won(KIM, LEE, { round: 2, position: 1 }),
      match(ROY, MAX, { stage: 'bronze', round: 2, position: 2, key: 'KO-BRONZE' }),
    ]);
    await openBracket();
    const tree = await screen.findByRole('region', { name: 'Bracket tree' });
    expect(get[0]!.path).toBe(`/api/tournaments/${detail().id}/bracket`);
    const semi = within(tree).getByRole('article', {
      name: 'Semifinal 2: Lee Volley 11-5, 11-7 Max Spin, Lee Volley won',
    });
    expect(
      within(semi).getByRole('button', { name: 'Lee Volley' }).closest('div')!.className,
    ).toContain('green');
    expect(
      within(tree).getByRole('article', {
        name: 'Third-place match: Roy Drop v Max Spin, scheduled',
      }),
    ).toBeInTheDocument();
    // Named once above the views; the tree's last box shows the name under "Champion".
    expect(screen.getByText('Champion: Kim Lobber')).toBeInTheDocument();
    expect(within(tree).getByRole('heading', { name: 'Champion' }).parentElement).toHaveTextContent(
      'ChampionKim Lobber',
    );

    const progress = screen.getByRole('region', { name: 'Progress' });
    const bar = within(progress).getByRole('progressbar', { name: 'Tournament progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '3');
    expect(bar).toHaveAttribute('aria-valuemax', '4');
    expect(bar).toHaveAttribute('aria-valuetext', '3 of 4 matches completed');
    expect(progress).toHaveTextContent('Round 2 of 2 · 75%');
    expect(
      within(progress)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['3', '0', '1']);
    expect(
      within(progress)
        .getAllByRole('term')
        .map((d) => d.textContent),
    ).toEqual(['Completed', 'In Progress', 'Scheduled']);
  });

  it("shows 'Failed to load tournament bracket' with Retry, which loads it again", async () => {
    answer('get', '/tournaments/:id/bracket', () => fail(500, { code: 'INTERNAL' }));
    const { user } = await openBracket();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load tournament bracket');
    answerBracket([won(KIM, LEE)]);
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('article', {
        name: /^Final: Kim Lobber 11-5, 11-7 Lee Volley, Kim Lobber won$/,
      }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Failed to load tournament bracket')).toBeNull();
  });
});
