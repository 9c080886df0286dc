import { describe, expect, it } from 'vitest';
import { KIM, LEE, MAX, ROY, match, played } from '@/test/match-fixtures';
import { playerSummary, playsIn } from './bracket-player-summary';

const group = { stage: 'group' as const, group: 'A' };
const MATCHES = [
  played(
    KIM,
    LEE,
    [
      [11, 7],
      [11, 9],
    ],
    { ...group, id: 'a' },
  ),
  played(
    MAX,
    KIM,
    [
      [11, 5],
      [3, 11],
      [9, 11],
    ],
    { ...group, id: 'b' },
  ),
  match(LEE, MAX, { ...group, id: 'c' }),
  match(LEE, KIM, { ...group, id: 'd', status: 'cancelled' }),
];

describe('playerSummary', () => {
  it('counts played, won, lost and point difference from completed matches, and what is left', () => {
    const order = [KIM, LEE, MAX].map((p) => ({ entrantId: p.id, name: p.name }));
    expect(playerSummary(MATCHES, order)).toEqual([
      // Kim: +6 against Lee; 5+11+11 = 27 v 11+3+9 = 23 against Max.
      {
        entrantId: KIM.id,
        name: 'Kim Lobber',
        played: 2,
        won: 2,
        lost: 0,
        pointDiff: 10,
        toPlay: 0,
      },
      {
        entrantId: LEE.id,
        name: 'Lee Volley',
        played: 1,
        won: 0,
        lost: 1,
        pointDiff: -6,
        toPlay: 1,
      },
      { entrantId: MAX.id, name: 'Max Spin', played: 1, won: 0, lost: 1, pointDiff: -4, toPlay: 1 },
    ]);
  });

  it('follows the standings order, then adds anyone else by name', () => {
    const rows = playerSummary(MATCHES, [{ entrantId: MAX.id, name: MAX.name }]);
    expect(rows.map((r) => r.name)).toEqual(['Max Spin', 'Kim Lobber', 'Lee Volley']);
  });

  it('lists a ranked entrant without matches with zeros', () => {
    expect(playerSummary([], [{ entrantId: ROY.id, name: ROY.name }])).toEqual([
      { entrantId: ROY.id, name: 'Roy Drop', played: 0, won: 0, lost: 0, pointDiff: 0, toPlay: 0 },
    ]);
  });

  it('does not count a side still waiting for an earlier match', () => {
    expect(playerSummary([match(KIM, null)])).toEqual([]);
  });
});

describe('playsIn', () => {
  it('tells whether an entrant is on either side', () => {
    expect(playsIn(MATCHES[0]!, LEE.id)).toBe(true);
    expect(playsIn(MATCHES[0]!, MAX.id)).toBe(false);
  });
});
