import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TournamentDetail } from '@courtside/shared/api/tournament';
import { detail } from '@/test/tournament-fixtures';
import { FormatSummarySettings } from './format-summary-settings';

const lines = () => screen.getAllByRole('term').map((term) => term.parentElement?.textContent);

describe('FormatSummarySettings', () => {
  it('shows the scoring format, courts, rest and third-place match of a knockout', () => {
    render(<FormatSummarySettings tournament={detail()} />);
    expect(lines()).toEqual([
      'Scoring: Best of 3 games to 11, rally scoring',
      'Courts: 4',
      'Rest between matches: 15 min',
      'Third-place match: yes',
    ]);
  });

  it.each<[string, Partial<TournamentDetail>, string | null]>([
    ['knockout without one', { format: 'knockout', hasBronzeMatch: false }, 'no'],
    ['round robin with a knockout stage', { format: 'round-robin', knockoutEnabled: true }, 'yes'],
    ['round robin without one', { format: 'round-robin', knockoutEnabled: false }, null],
    ['swiss', { format: 'swiss' }, null],
  ])('says whether a third-place match is played only with a knockout: %s', (_, t, answer) => {
    render(<FormatSummarySettings tournament={detail(t)} />);
    const bronze = lines().find((line) => line?.startsWith('Third-place match'));
    expect(bronze).toBe(answer === null ? undefined : `Third-place match: ${answer}`);
  });

  it('names the chosen preset and the numbers as set', () => {
    render(
      <FormatSummarySettings
        tournament={detail({ scoringFormat: 'one-game-to-21', courtCount: 1, restMinutes: 0 })}
      />,
    );
    expect(lines().slice(0, 3)).toEqual([
      'Scoring: One game to 21, rally scoring',
      'Courts: 1',
      'Rest between matches: 0 min',
    ]);
  });
});
