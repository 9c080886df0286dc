import { describe, expect, it } from 'vitest';
import { medalsOf, type MedalEvent, type MedalMatch } from './medals';

type Stage = MedalMatch['stage'];

/** A decided match: `winner` beat `loser`. */
const won = (stage: Stage, round: number, winner: string, loser: string): MedalMatch => ({
  stage,
  round,
  status: 'completed',
  side1: winner,
  side2: loser,
  winner,
});
/** A match still to play (sides may be unknown yet). */
const open = (stage: Stage, round: number, a: string | null = null, b: string | null = null) =>
  ({ stage, round, status: 'scheduled', side1: a, side2: b, winner: null }) satisfies MedalMatch;

const event = (format: string, matches: MedalMatch[], extra: Partial<MedalEvent> = {}) =>
  medalsOf({ format, numGroups: 1, knockoutEnabled: false, matches, standings: [], ...extra });

describe('medalsOf: knockout', () => {
  const quarters = [
    won('knockout', 1, 'A', 'H'),
    won('knockout', 1, 'D', 'E'),
    won('knockout', 1, 'B', 'G'),
    won('knockout', 1, 'C', 'F'),
  ];

  it('nothing before the semifinals are decided', () => {
    expect(
      event('knockout', [...quarters, open('knockout', 2, 'A', 'D'), open('knockout', 3)]),
    ).toEqual([]);
  });

  it('the semifinals decided: bronze shared by their losers, gold and silver still open', () => {
    const semis = [won('knockout', 2, 'A', 'D'), won('knockout', 2, 'C', 'B')];
    expect(event('knockout', [...quarters, ...semis, open('knockout', 3, 'A', 'C')])).toEqual([
      { medal: 'bronze', entrantId: 'D' },
      { medal: 'bronze', entrantId: 'B' },
    ]);
  });

  it('one semifinal decided: no bronze yet', () => {
    const semis = [won('knockout', 2, 'A', 'D'), open('knockout', 2, 'B', 'C')];
    expect(event('knockout', [...quarters, ...semis, open('knockout', 3)])).toEqual([]);
  });

  it('the final decided: gold to its winner, silver to its loser', () => {
    const semis = [won('knockout', 2, 'A', 'D'), won('knockout', 2, 'C', 'B')];
    expect(event('knockout', [...quarters, ...semis, won('knockout', 3, 'C', 'A')])).toEqual([
      { medal: 'gold', entrantId: 'C' },
      { medal: 'silver', entrantId: 'A' },
      { medal: 'bronze', entrantId: 'D' },
      { medal: 'bronze', entrantId: 'B' },
    ]);
  });

  it('a third-place match gives one bronze, to its winner, only once it is played', () => {
    const semis = [won('knockout', 2, 'A', 'D'), won('knockout', 2, 'C', 'B')];
    const final = won('knockout', 3, 'A', 'C');
    expect(event('knockout', [...semis, final, open('bronze', 3, 'D', 'B')])).toEqual([
      { medal: 'gold', entrantId: 'A' },
      { medal: 'silver', entrantId: 'C' },
    ]);
    expect(event('knockout', [...semis, final, won('bronze', 3, 'B', 'D')])).toEqual([
      { medal: 'gold', entrantId: 'A' },
      { medal: 'silver', entrantId: 'C' },
      { medal: 'bronze', entrantId: 'B' },
    ]);
  });

  it('two entrants: the final alone, no bronze', () => {
    expect(event('knockout', [won('knockout', 1, 'A', 'B')])).toEqual([
      { medal: 'gold', entrantId: 'A' },
      { medal: 'silver', entrantId: 'B' },
    ]);
  });

  it("a round robin's knockout stage is read as a knockout", () => {
    const matches = [
      won('group', 1, 'A', 'B'),
      won('group', 1, 'C', 'D'),
      won('knockout', 1, 'A', 'D'),
      won('knockout', 1, 'C', 'B'),
      won('knockout', 2, 'A', 'C'),
    ];
    expect(event('round-robin', matches, { numGroups: 2, knockoutEnabled: true })).toEqual([
      { medal: 'gold', entrantId: 'A' },
      { medal: 'silver', entrantId: 'C' },
      { medal: 'bronze', entrantId: 'D' },
      { medal: 'bronze', entrantId: 'B' },
    ]);
  });
});

describe('medalsOf: knockout with consolation (rule 12.C.1)', () => {
  const main = [won('knockout', 1, 'A', 'D'), won('knockout', 1, 'B', 'C')];

  it("bronze is the consolation's last match's winner, not the semifinal losers", () => {
    const matches = [...main, won('knockout', 2, 'A', 'B'), won('consolation', 1, 'C', 'D')];
    expect(event('consolation', matches)).toEqual([
      { medal: 'gold', entrantId: 'A' },
      { medal: 'silver', entrantId: 'B' },
      { medal: 'bronze', entrantId: 'C' },
    ]);
  });

  it('the consolation still playing: gold and silver only', () => {
    const matches = [
      ...main,
      won('knockout', 2, 'A', 'B'),
      won('consolation', 1, 'C', 'D'),
      open('consolation', 2, 'C', null),
    ];
    expect(event('consolation', matches)).toEqual([
      { medal: 'gold', entrantId: 'A' },
      { medal: 'silver', entrantId: 'B' },
    ]);
  });

  it('three entrants (no consolation match): the semifinal loser takes bronze', () => {
    const matches = [won('knockout', 1, 'B', 'C'), won('knockout', 2, 'A', 'B')];
    expect(event('consolation', matches)).toEqual([
      { medal: 'gold', entrantId: 'A' },
      { medal: 'silver', entrantId: 'B' },
      { medal: 'bronze', entrantId: 'C' },
    ]);
  });
});

describe('medalsOf: double elimination (rule 12.C.3)', () => {
  // Four entrants: A beats everyone in the winners' bracket, D comes through the losers'.
  const brackets = [
    won('winners', 1, 'A', 'C'),
    won('winners', 1, 'B', 'D'),
    won('winners', 2, 'A', 'B'),
    won('losers', 1, 'D', 'C'),
    won('losers', 2, 'D', 'B'),
  ];

  it("the grand final open: bronze only, to the losers' final's loser", () => {
    expect(
      event('double-elimination', [
        ...brackets,
        open('grand-final', 1, 'A', 'D'),
        open('grand-final', 2),
      ]),
    ).toEqual([{ medal: 'bronze', entrantId: 'B' }]);
  });

  it("the winners' champion wins the grand final: the reset is cancelled, gold and silver", () => {
    const gf2 = { ...open('grand-final', 2), status: 'cancelled' as const };
    expect(
      event('double-elimination', [...brackets, won('grand-final', 1, 'A', 'D'), gf2]),
    ).toEqual([
      { medal: 'gold', entrantId: 'A' },
      { medal: 'silver', entrantId: 'D' },
      { medal: 'bronze', entrantId: 'B' },
    ]);
  });

  it('the losers\' champion wins the first: no gold until the "if necessary" match is played', () => {
    const first = { ...won('grand-final', 1, 'D', 'A'), side1: 'A', side2: 'D' };
    expect(
      event('double-elimination', [...brackets, first, open('grand-final', 2, 'A', 'D')]),
    ).toEqual([{ medal: 'bronze', entrantId: 'B' }]);
    const reset = { ...won('grand-final', 2, 'D', 'A'), side1: 'A', side2: 'D' };
    expect(event('double-elimination', [...brackets, first, reset])).toEqual([
      { medal: 'gold', entrantId: 'D' },
      { medal: 'silver', entrantId: 'A' },
      { medal: 'bronze', entrantId: 'B' },
    ]);
  });

  it('a single grand final (no reset): its winner is champion', () => {
    expect(event('double-elimination', [...brackets, won('grand-final', 1, 'D', 'A')])).toEqual([
      { medal: 'gold', entrantId: 'D' },
      { medal: 'silver', entrantId: 'A' },
      { medal: 'bronze', entrantId: 'B' },
    ]);
  });
});

describe('medalsOf: standings', () => {
  const standings = ['C', 'A', 'B', 'D'].map((entrantId) => ({ entrantId, group: null }));

  it('a round robin of one group: the top three once every match is played', () => {
    const matches = [won('group', 1, 'C', 'A'), won('group', 1, 'B', 'D')];
    expect(event('round-robin', matches, { standings })).toEqual([
      { medal: 'gold', entrantId: 'C' },
      { medal: 'silver', entrantId: 'A' },
      { medal: 'bronze', entrantId: 'B' },
    ]);
    expect(event('round-robin', [...matches, open('group', 2, 'C', 'B')], { standings })).toEqual(
      [],
    );
  });

  it('several groups without a knockout stage, or one still to come: no medals', () => {
    const matches = [won('group', 1, 'C', 'A'), won('group', 1, 'B', 'D')];
    expect(event('round-robin', matches, { standings, numGroups: 2 })).toEqual([]);
    expect(event('round-robin', matches, { standings, knockoutEnabled: true })).toEqual([]);
  });

  it('a Swiss: the top three after its last round, nothing before', () => {
    const round1 = [won('swiss', 1, 'C', 'A'), won('swiss', 1, 'B', 'D')];
    const round2 = [won('swiss', 2, 'C', 'B'), won('swiss', 2, 'A', 'D')];
    expect(event('swiss', round1, { standings, swissRounds: 2 })).toEqual([]);
    expect(
      event('swiss', [...round1, open('swiss', 2, 'C', 'B')], { standings, swissRounds: 2 }),
    ).toEqual([]);
    expect(event('swiss', [...round1, ...round2], { standings, swissRounds: 2 })).toEqual([
      { medal: 'gold', entrantId: 'C' },
      { medal: 'silver', entrantId: 'A' },
      { medal: 'bronze', entrantId: 'B' },
    ]);
  });

  it('no matches yet: no medals', () => {
    expect(event('round-robin', [], { standings })).toEqual([]);
    expect(event('knockout', [])).toEqual([]);
  });
});
