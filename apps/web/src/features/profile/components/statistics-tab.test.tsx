import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, fail, ok } from '@/test/msw';
import { NO_STATS, STATS } from '../testing/profile-fixtures';
import { renderProfile } from '../testing/render-profile';

/** The value shown under a figure's label. */
const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('Statistics tab', () => {
  it('shows the figures the server computed, the last-5 form and the rating chart', async () => {
    const { statsCalls } = renderProfile('?tab=statistics');
    expect(await screen.findByText('Wins', { selector: 'dt' })).toBeInTheDocument();
    expect(statsCalls[0]!.path).toBe(`/api/players/${STATS.playerId}/stats`);
    for (const [label, value] of [
      ['Wins', '7'],
      ['Losses', '3'],
      ['Win Rate', '70%'],
      ['Current Rating', '3.62'],
      ['Total Games', '10'],
      ['Current Streak', '2 wins'],
      ['Longest Win Streak', '4 wins'],
      ['Avg. Game Duration', '19 min'],
      ['Best Rating', '3.71'],
      ['Tournaments Played', '3'],
      ['Tournaments Won', '1'],
      ['Tournament Win Rate', '33%'],
      ['Favorite Opponent', 'Max Spin'],
    ] as const) {
      expect(figure(label), label).toHaveTextContent(value);
    }
    expect(screen.getByText('4 matches · 3-1')).toBeInTheDocument();
    const form = screen.getByRole('list', { name: 'Last 5 results, latest first' });
    expect(
      within(form)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['WWin', 'WWin', 'LLoss', 'WWin', 'LLoss']);
    expect(await screen.findByRole('heading', { name: 'Rating History' })).toBeInTheDocument();
    expect(screen.queryByText('No matches played yet')).toBeNull();
  });

  it('says so when there is no match yet, and never invents a figure', async () => {
    renderProfile('?tab=statistics', { stats: NO_STATS });
    expect(await screen.findByText('No matches played yet')).toBeInTheDocument();
    expect(figure('Wins')).toHaveTextContent('0');
    expect(figure('Best Rating')).toHaveTextContent('Not available yet');
    expect(figure('Avg. Game Duration')).toHaveTextContent('Not available yet');
    expect(figure('Favorite Opponent')).toHaveTextContent('Not available yet');
    expect(screen.getByText('No completed matches yet')).toBeInTheDocument();
  });

  it('shows ratings to two decimals and no duration when none is known', async () => {
    renderProfile('?tab=statistics', {
      stats: {
        ...STATS,
        currentRating: 3.969,
        bestRating: 3.2350000000000003,
        averageGameMinutes: 0.2,
      },
    });
    expect(await screen.findByText('Wins', { selector: 'dt' })).toBeInTheDocument();
    expect(figure('Current Rating')).toHaveTextContent('3.97');
    expect(figure('Best Rating')).toHaveTextContent('3.24');
    expect(figure('Avg. Game Duration')).toHaveTextContent('Not available yet');
    expect(figure('Avg. Game Duration')).not.toHaveTextContent('0 min');
  });

  it('says when the figures could not be loaded, and retries', async () => {
    const { user } = renderProfile('?tab=statistics', {
      stats: () => fail(500, { message: 'Internal' }),
    });
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('Failed to load statistics');
    expect(error).toHaveTextContent('Server error. Please try again in a few moments.');
    answer('get', '/players/:id/stats', () => ok(STATS));
    await user.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Wins', { selector: 'dt' })).toBeInTheDocument();
    expect(figure('Wins')).toHaveTextContent('7');
  });
});
