import { describe, expect, it } from 'vitest';
import { KIM, ROY, match } from '@/test/match-fixtures';
import { patchMatch } from './match-patch';

const noCourt = () => undefined;

describe('patchMatch and a score awaiting confirmation (decision 027)', () => {
  it('writes the awaiting state in place and asks for a refetch of who may confirm', () => {
    const m = match(KIM, ROY, { status: 'in-progress' });
    const patched = patchMatch(m, { awaitingConfirmation: true, games: [[11, 5]] }, noCourt);
    expect(patched.match.awaitingConfirmation).toBe(true);
    expect(patched.match.score).toEqual({ player1: [11], player2: [5] });
    expect(patched.needsRefetch).toBe(true);
  });

  it('leaves a match whose awaiting state did not move as it was', () => {
    const m = match(KIM, ROY);
    const patched = patchMatch(m, { awaitingConfirmation: false }, noCourt);
    expect(patched.match).toBe(m);
    expect(patched.needsRefetch).toBe(false);
  });
});
