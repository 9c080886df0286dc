import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, ok } from '@/test/msw';
import { renderDetail } from '@/test/render-detail';
import { KIM, LEE, match } from '@/test/match-fixtures';
import { ORGANIZER, PLAYER, detail } from '@/test/tournament-fixtures';

async function openMatches(overrides = {}, viewer = PLAYER) {
  answer('get', '/matches/tournament/:id', () => ok([match(KIM, LEE)]));
  const view = renderDetail(detail({ status: 'ongoing', ...overrides }), viewer);
  await view.user.click(await screen.findByRole('tab', { name: 'Matches' }));
  await screen.findAllByText('Kim Lobber');
  return view;
}

const legality = (guide: HTMLElement, score: string) =>
  within(guide).getByText(score).parentElement!.textContent;

describe('Scoring guide', () => {
  it("explains the tournament's format from the matches tab, with legal and illegal final scores", async () => {
    const { user } = await openMatches();
    await user.click(screen.getByRole('button', { name: 'Scoring guide' }));
    const guide = screen.getByRole('dialog', { name: 'Scoring Guide' });
    expect(within(guide).getByText('Best of 3 games to 11')).toBeInTheDocument();
    expect(within(guide).getByText('Games to 11 points, win by 2.')).toBeInTheDocument();
    expect(
      within(guide).getByText('Best of 3: the first side to win 2 games wins the match.'),
    ).toBeInTheDocument();
    expect(
      within(guide).getByText(/at least 11 points and leads by at least 2/),
    ).toBeInTheDocument();
    expect(legality(guide, '11-9')).toMatch(/^11-9 legal/);
    expect(legality(guide, '12-10')).toMatch(/^12-10 legal/);
    expect(legality(guide, '11-10')).toMatch(/^11-10 not legal/);
    expect(legality(guide, '15-3')).toMatch(/^15-3 not legal/);
    expect(within(guide).getByText(/^Side-out scoring: only the serving side/)).toBeInTheDocument();
    expect(
      within(guide).getByText(/^Rally scoring: a point is scored on every rally/),
    ).toBeInTheDocument();
    expect(within(guide).getByText(/This tournament uses rally scoring/)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Scoring guide' })).toHaveFocus();
  });

  it('follows a one-game format to 15', async () => {
    const { user } = await openMatches({ scoringFormat: 'one-game-to-15' });
    await user.click(screen.getByRole('button', { name: 'Scoring guide' }));
    const guide = screen.getByRole('dialog', { name: 'Scoring Guide' });
    expect(within(guide).getByText('One game to 15')).toBeInTheDocument();
    expect(within(guide).getByText('One game decides the match.')).toBeInTheDocument();
    expect(legality(guide, '15-13')).toMatch(/legal/);
    expect(legality(guide, '16-14')).toMatch(/^16-14 legal/);
    expect(legality(guide, '15-14')).toMatch(/not legal/);
  });

  it('names side-out scoring when the tournament plays it', async () => {
    const { user } = await openMatches({
      scoringFormat: 'best-of-3-to-21',
      scoringSystem: 'side-out',
    });
    await user.click(screen.getByRole('button', { name: 'Scoring guide' }));
    const guide = screen.getByRole('dialog', { name: 'Scoring Guide' });
    expect(within(guide).getByText('Best of 3 games to 21')).toBeInTheDocument();
    expect(within(guide).getByText('Side-out scoring.')).toBeInTheDocument();
    expect(within(guide).getByText(/This tournament uses side-out scoring/)).toBeInTheDocument();
  });

  it('opens from the score dialog, over it, and the score form follows the same format', async () => {
    const { user } = await openMatches({ scoringFormat: 'one-game-to-15' }, ORGANIZER);
    await user.click(screen.getByRole('button', { name: /^Start Match/ }));
    const scoreDialog = screen.getByRole('dialog', { name: 'Update Match Score' });
    expect(
      within(scoreDialog).getByText(/Games to 15, win by 2, one game, rally scoring/),
    ).toBeInTheDocument();
    expect(within(scoreDialog).getAllByRole('radio')).toHaveLength(1);
    await user.click(within(scoreDialog).getByRole('button', { name: 'Scoring guide' }));
    const guide = screen.getByRole('dialog', { name: 'Scoring Guide' });
    expect(within(guide).getByText('One game to 15')).toBeInTheDocument();
    await user.click(within(guide).getByRole('button', { name: 'Got it' }));
    expect(screen.getByRole('dialog', { name: 'Update Match Score' })).toBeInTheDocument();
  });

  it('is offered before the start too', async () => {
    const { user } = renderDetail(detail({ scoringFormat: 'best-of-5-to-11' }), PLAYER);
    await user.click(await screen.findByRole('tab', { name: 'Matches' }));
    await user.click(screen.getByRole('button', { name: 'Scoring guide' }));
    const guide = screen.getByRole('dialog', { name: 'Scoring Guide' });
    expect(within(guide).getByText('Best of 5 games to 11')).toBeInTheDocument();
    expect(
      within(guide).getByText('Best of 5: the first side to win 3 games wins the match.'),
    ).toBeInTheDocument();
  });
});
