import { describe, expect, it } from 'vitest';
import { KIM, LEE, match } from '@/test/match-fixtures';
import { ORGANIZER, PLAYER } from '@/test/tournament-fixtures';
import { canScoreMatch, isKeeping, scoreLine, winnerName } from './match-sides';

const organizerId = ORGANIZER.id;
const open = match(KIM, LEE, { status: 'in-progress', authorizedScoreKeepers: [PLAYER.id] });

describe('canScoreMatch (spec section 6)', () => {
  it.each([
    ['the organizer', ORGANIZER.id, open, true],
    ['player 1', KIM.id, open, true],
    ['player 2', LEE.id, open, true],
    ['a score keeper of the match', PLAYER.id, open, true],
    ['anyone else', 'someone-else', open, false],
    ['nobody signed in', undefined, open, false],
    ['the organizer, on a completed match', ORGANIZER.id, { ...open, status: 'completed' }, false],
    ['the organizer, while a side is unknown', ORGANIZER.id, match(KIM, null), false],
  ] as const)('%s: %s', (_who, userId, m, expected) => {
    expect(canScoreMatch(m, { userId, organizerId })).toBe(expected);
  });

  it('lets a doubles player score through their team', () => {
    const doubles = match(null, null, {
      player1Id: 't1',
      player2Id: 't2',
      team1: { id: 't1', name: 'Kim & Max', players: [KIM, { id: 'x', name: 'Max' }] },
      team2: { id: 't2', name: 'Lee & Roy', players: [LEE, { id: 'y', name: 'Roy' }] },
    });
    expect(canScoreMatch(doubles, { userId: 'y', organizerId })).toBe(true);
    expect(winnerName({ ...doubles, winner: 't2' })).toBe('Lee & Roy');
  });

  it('writes the score per game and names the winner', () => {
    const m = match(KIM, LEE, {
      score: { player1: [11, 7, 11], player2: [5, 11, 9] },
      winner: KIM.id,
    });
    expect(scoreLine(m)).toBe('11-5 7-11 11-9');
    expect(winnerName(m)).toBe('Kim Lobber');
  });
});

describe('isKeeping (decision 026: the "Keeping" badge of My Matches)', () => {
  it('is a keeper who does not play in the match; a player who also keeps is not "Keeping"', () => {
    const kept = match(KIM, LEE, { authorizedScoreKeepers: [PLAYER.id, KIM.id] });
    expect(isKeeping(kept, PLAYER.id)).toBe(true);
    expect(isKeeping(kept, KIM.id)).toBe(false);
    expect(isKeeping(kept, LEE.id)).toBe(false);
    expect(isKeeping(kept, undefined)).toBe(false);
  });
});
