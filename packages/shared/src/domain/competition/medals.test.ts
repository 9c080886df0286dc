import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateConsolationKnockout } from './consolation';
import { generateDoubleElimination } from './double-elimination';
import { applyChanges, decideResult, toBracketMatch, type BracketMatch } from './knockout-advance';
import { medalsOf, type MedalEvent, type MedalMatch } from './medals';
import { makeEntrants, seededRandom } from './test-helpers';
import type { BracketStage, CompetitionMatch } from './types';

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

/**
 * Plays a generated bracket to its end with random results through the one bracket rule,
 * reading the medals after every result: `onStep` sees them with the matches as they stand.
 */
function playWithMedals(
  generated: readonly CompetitionMatch<BracketStage>[],
  format: string,
  seed: number,
  onStep: (medals: ReturnType<typeof medalsOf>, matches: MedalMatch[]) => void,
) {
  const random = seededRandom(seed);
  const info = new Map(generated.map((m) => [m.key, m]));
  const winners = new Map<string, string>();
  let state: BracketMatch[] = generated.map((m) => toBracketMatch(m));
  const view = (): MedalMatch[] =>
    state.map((m) => ({
      stage: info.get(m.key)!.stage,
      round: info.get(m.key)!.round,
      status:
        m.progress === 'completed'
          ? 'completed'
          : m.progress === 'cancelled'
            ? 'cancelled'
            : 'scheduled',
      side1: m.sides[0],
      side2: m.sides[1],
      winner: m.progress === 'completed' ? (winners.get(m.key) ?? null) : null,
    }));
  const medals = () =>
    medalsOf({ format, numGroups: 1, knockoutEnabled: false, matches: view(), standings: [] });
  onStep(medals(), view());
  for (;;) {
    const ready = state.filter((m) => m.progress === 'open' && m.sides[0] && m.sides[1]);
    if (ready.length === 0) break;
    const match = ready[Math.floor(random() * ready.length)]!;
    const changes = decideResult(state, match.key, random() < 0.5 ? 'side1' : 'side2');
    winners.set(match.key, changes.winnerId);
    state = applyChanges(state, changes).map((m) =>
      m.key === match.key ? { ...m, progress: 'completed' } : m,
    );
    onStep(medals(), view());
  }
  return { medals: medals(), matches: view() };
}

const losersOf = (matches: readonly MedalMatch[]) =>
  matches
    .filter((m) => m.status === 'completed')
    .map((m) => (m.winner === m.side1 ? m.side2 : m.side1));

describe('medalsOf on brackets the engine generates and plays', () => {
  it('double elimination, 3 to 64, reset or not: gold to the unbeaten or once-beaten champion, bronze out after two losses, none early', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 64 }),
        fc.integer(),
        fc.constantFrom('double' as const, 'single' as const),
        (count, seed, grandFinal) => {
          const { matches: generated } = generateDoubleElimination(makeEntrants(count), {
            grandFinal,
          });
          const final = playWithMedals(generated, 'double-elimination', seed, (medals, now) => {
            const grandFinals = now.filter((m) => m.stage === 'grand-final');
            const isOver = grandFinals.every((m) => m.status !== 'scheduled');
            // Gold and silver only once no grand final is left to play.
            expect(medals.some((m) => m.medal !== 'bronze')).toBe(isOver);
          });
          const byMedal = (medal: string) =>
            final.medals.filter((m) => m.medal === medal).map((m) => m.entrantId);
          const [gold, silver, bronze] = [byMedal('gold'), byMedal('silver'), byMedal('bronze')];
          expect([gold.length, silver.length, bronze.length]).toEqual([1, 1, 1]);
          expect(new Set([gold[0], silver[0], bronze[0]]).size).toBe(3);
          const losses = losersOf(final.matches);
          const count2 = (id: string) => losses.filter((l) => l === id).length;
          expect(count2(gold[0]!)).toBeLessThan(2);
          expect(count2(bronze[0]!)).toBe(2);
          // The bronze medallist's second loss is the losers' final.
          const losersFinal = final.matches
            .filter((m) => m.stage === 'losers')
            .reduce((a, b) => (b.round > a.round ? b : a));
          expect([losersFinal.side1, losersFinal.side2]).toContain(bronze[0]);
          expect(losersFinal.winner).not.toBe(bronze[0]);
        },
      ),
      { numRuns: 40 },
    );
  }, 30_000);

  it('knockout with consolation, 3 to 64: bronze never a finalist, decided by the consolation', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 64 }), fc.integer(), (count, seed) => {
        const { matches: generated } = generateConsolationKnockout(makeEntrants(count));
        const final = playWithMedals(generated, 'consolation', seed, () => {});
        const [gold, silver, ...bronze] = final.medals;
        expect(gold).toMatchObject({ medal: 'gold' });
        expect(silver).toMatchObject({ medal: 'silver' });
        expect(bronze.map((m) => m.medal)).toEqual(['bronze']);
        const knockoutFinal = final.matches
          .filter((m) => m.stage === 'knockout')
          .reduce((a, b) => (b.round > a.round ? b : a));
        expect([knockoutFinal.side1, knockoutFinal.side2]).not.toContain(bronze[0]!.entrantId);
        const consolation = final.matches.filter((m) => m.stage === 'consolation');
        if (consolation.length > 0) {
          const last = consolation.reduce((a, b) => (b.round > a.round ? b : a));
          expect(bronze[0]!.entrantId).toBe(last.winner);
        }
      }),
      { numRuns: 40 },
    );
  }, 30_000);
});
