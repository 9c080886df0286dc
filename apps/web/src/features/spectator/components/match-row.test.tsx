import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { spectatorMatch } from '@/features/spectator/testing/public-fixtures';
import { MatchRow } from './match-row';

describe('MatchRow (public page)', () => {
  it('shows a special result label beside the winner (decision 024)', () => {
    const match = spectatorMatch({
      status: 'completed',
      score: { player1: [0, 0], player2: [11, 11] },
      resultKind: 'walkover',
    });
    render(<MatchRow match={{ ...match, winner: match.team2!.id }} />);
    expect(screen.getByText(/Cy Nguyen \/ Di Ellis/)).toHaveTextContent(/\(winner\) W\/O$/);
  });

  it('says "Awaiting confirmation" for a score that waits for the other side, not Live', () => {
    const match = spectatorMatch({
      status: 'in-progress',
      score: { player1: [11, 11], player2: [5, 7] },
      awaitingConfirmation: true,
    });
    render(<MatchRow match={match} />);
    expect(screen.getByText('Awaiting confirmation')).toBeInTheDocument();
    expect(screen.queryByText('Live')).not.toBeInTheDocument();
  });
});
