import { describe, expect, it } from 'vitest';
import { KIM, LEE, MAX, ROY, match, played } from '@/test/match-fixtures';
import { byeName, knockoutColumns, knockoutMatchName, matchCardName } from './knockout-columns';

describe('knockoutColumns', () => {
  it('puts every position of the full bracket in its round, byes included', () => {
    // Three players: seed 1 (Kim) has a bye into the final.
    const semi = match(LEE, MAX, { round: 1, position: 2 });
    const final = match(KIM, null, { round: 2, position: 1 });
    const columns = knockoutColumns([semi, final]);
    expect(columns.map((c) => c.title)).toEqual(['Semifinals', 'Final']);
    expect(columns[0]!.slots).toEqual([
      {
        kind: 'bye',
        position: 1,
        title: 'Semifinal 1',
        entrant: 'Kim Lobber',
        entrantId: KIM.id,
      },
      { kind: 'match', position: 2, title: 'Semifinal 2', match: semi },
    ]);
    expect(columns[1]!.slots).toEqual([
      { kind: 'match', position: 1, title: 'Final', match: final },
    ]);
  });

  it('names a bye whose seed is not placed yet as unknown', () => {
    // The round 2 match exists but its seed is not placed in it (yet).
    const withFinal = knockoutColumns([
      match(LEE, MAX, { position: 2 }),
      match(null, null, { round: 2 }),
    ]);
    expect(withFinal[0]!.slots[0]).toMatchObject({ kind: 'bye', entrant: null, entrantId: null });
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

describe('knockoutMatchName', () => {
  it.each([
    [4, 1, 4, 'Final'],
    [3, 2, 4, 'Semifinal 2'],
    [2, 3, 4, 'Quarterfinal 3'],
    [1, 5, 4, 'Round 1, match 5'],
    [1, 1, 1, 'Final'],
  ])('round %i, position %i of %i rounds: %s', (round, position, last, name) =>
    expect(knockoutMatchName(round, position, last)).toBe(name),
  );
});

describe('matchCardName', () => {
  it.each([
    [
      played(KIM, LEE, [
        [11, 7],
        [11, 9],
      ]),
      'Quarterfinal 1: Kim Lobber 11-7, 11-9 Lee Volley, Kim Lobber won',
    ],
    [
      played(KIM, LEE, [
        [7, 11],
        [11, 9],
        [5, 11],
      ]),
      'Quarterfinal 1: Kim Lobber 7-11, 11-9, 5-11 Lee Volley, Lee Volley won',
    ],
    [match(KIM, null), 'Quarterfinal 1: Kim Lobber v TBD, waiting for an earlier match'],
    [
      match(KIM, LEE, { status: 'in-progress', score: { player1: [11, 3], player2: [9, 5] } }),
      'Quarterfinal 1: Kim Lobber 11-9, 3-5 Lee Volley, in progress',
    ],
    [
      match(KIM, LEE, { status: 'in-progress' }),
      'Quarterfinal 1: Kim Lobber v Lee Volley, in progress',
    ],
    [match(KIM, LEE), 'Quarterfinal 1: Kim Lobber v Lee Volley, scheduled'],
    [
      match(KIM, LEE, { status: 'cancelled' }),
      'Quarterfinal 1: Kim Lobber v Lee Volley, cancelled',
    ],
  ])('names %#', (m, name) => expect(matchCardName(m, 'Quarterfinal 1')).toBe(name));

  it('names a bye', () => {
    expect(byeName('Quarterfinal 3', 'Lee Volley')).toBe('Quarterfinal 3: Lee Volley has a bye');
    expect(byeName('Quarterfinal 3', null)).toBe('Quarterfinal 3: A seed has a bye');
  });
});
