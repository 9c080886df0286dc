import { describe, expect, it } from 'vitest';
import { KIM, LEE, MAX, ROY, match, played } from '@/features/tournaments/testing/match-fixtures';
import { knockoutColumns, matchCardName } from './knockout-columns';

describe('knockoutColumns', () => {
  it('puts every position of the full bracket in its round, byes included', () => {
    // Three players: seed 1 (Kim) has a bye into the final.
    const semi = match(LEE, MAX, { round: 1, position: 2 });
    const final = match(KIM, null, { round: 2, position: 1 });
    const columns = knockoutColumns([semi, final]);
    expect(columns.map((c) => c.title)).toEqual(['Semifinals', 'Final']);
    expect(columns[0]!.slots).toEqual([
      { kind: 'bye', position: 1, entrant: 'Kim Lobber' },
      { kind: 'match', position: 2, match: semi },
    ]);
  });

  it('leaves the bronze match out of the columns', () => {
    const bronze = match(null, null, { stage: 'bronze', round: 2, position: 2, key: 'KO-BRONZE' });
    const columns = knockoutColumns([
      match(KIM, ROY),
      match(LEE, MAX, { position: 2 }),
      match(null, null, { round: 2 }),
      bronze,
    ]);
    expect(columns.map((c) => c.slots.length)).toEqual([2, 1]);
  });
});

describe('matchCardName', () => {
  it.each([
    [
      played(
        KIM,
        LEE,
        [
          [11, 5],
          [11, 7],
        ],
        { position: 2 },
      ),
      'Round 1, match 2: Kim Lobber v Lee Volley, Kim Lobber won 11-5 11-7',
    ],
    [match(KIM, null), 'Round 1, match 1: Kim Lobber v TBD, waiting for an earlier match'],
    [
      match(KIM, LEE, { status: 'in-progress', score: { player1: [11, 3], player2: [9, 5] } }),
      'Round 1, match 1: Kim Lobber v Lee Volley, in progress 11-9 3-5',
    ],
    [match(KIM, LEE), 'Round 1, match 1: Kim Lobber v Lee Volley, scheduled'],
  ])('names %#', (m, name) => expect(matchCardName(m, 'Round 1')).toBe(name));
});
