import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLocale } from '@/lib/i18n';
import { spectatorMatch } from '@/features/spectator/testing/public-fixtures';
import { liveLine } from '@/features/spectator/lib/courts-board';
import { LiveBadge } from './live-badge';
import { MatchRow } from './match-row';

describe('the public page in German (issue 29)', () => {
  beforeAll(() => loadLocale('de', ['spectator']));

  it('names a match, its game in play and the Live mark in the page’s language', () => {
    const match = spectatorMatch({
      status: 'in-progress',
      score: { player1: [11, 7], player2: [5, 5] },
    });
    render(<MatchRow match={match} />);
    expect(
      screen.getByRole('article', { name: 'Ana Reyes / Bo Park gegen Cy Nguyen / Di Ellis' }),
    ).toBeInTheDocument();
    render(<LiveBadge />);
    expect(screen.getAllByText('Live')).not.toHaveLength(0);
    expect(liveLine('Platz 3', match)).toBe(
      'Platz 3: Ana Reyes / Bo Park gegen Cy Nguyen / Di Ellis, 7-5 im 2. Satz',
    );
  });
});
