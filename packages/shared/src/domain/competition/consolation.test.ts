import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateConsolationKnockout } from './consolation';
import { applyChanges, decideResult, toBracketMatch, type BracketMatch } from './knockout-advance';
import { makeEntrants, seededRandom } from './test-helpers';

describe('generateConsolationKnockout (rule 12.C.1)', () => {
  it('4 entrants: the semifinal losers play for bronze', () => {
    const { matches } = generateConsolationKnockout(makeEntrants(4));
    expect(matches.map((m) => [m.key, m.stage, m.loserTo?.key ?? null])).toEqual([
      ['KO-R1-M1', 'knockout', 'CO-R1-M1'],
      ['KO-R1-M2', 'knockout', 'CO-R1-M1'],
      ['KO-R2-M1', 'knockout', null],
      ['CO-R1-M1', 'consolation', null],
    ]);
  });

  it('3 entrants: one consolation entrant, no consolation match; 2 entrants: the final only', () => {
    expect(generateConsolationKnockout(makeEntrants(3)).matches.map((m) => m.key)).toEqual([
      'KO-R1-M2',
      'KO-R2-M1',
    ]);
    expect(generateConsolationKnockout(makeEntrants(2)).matches.map((m) => m.key)).toEqual([
      'KO-R1-M1',
    ]);
  });

  it('8 entrants: quarterfinal losers pair in order, semifinal losers cross over', () => {
    const { matches } = generateConsolationKnockout(makeEntrants(8));
    const to = (key: string) => matches.find((m) => m.key === key)!.loserTo;
    expect(to('KO-R2-M1')).toEqual({ key: 'CO-R2-M2', slot: 0 });
    expect(to('KO-R2-M2')).toEqual({ key: 'CO-R2-M1', slot: 0 });
    expect(to('KO-R3-M1')).toBeUndefined();
    expect(
      matches.filter((m) => m.stage === 'consolation' && !m.winnerTo).map((m) => m.key),
    ).toEqual(['CO-R3-M1']);
  });

  /** Plays random results in a random ready order; returns losses per entrant and the count played. */
  function playThrough(count: number, seed: number) {
    const random = seededRandom(seed);
    let state: BracketMatch[] = generateConsolationKnockout(makeEntrants(count)).matches.map((m) =>
      toBracketMatch(m),
    );
    const losses = new Map<string, number>();
    let bronze: string | null = null;
    for (;;) {
      const ready = state.filter((m) => m.progress === 'open' && m.sides[0] && m.sides[1]);
      if (ready.length === 0) break;
      const inReady = ready.flatMap((m) => m.sides);
      expect(new Set(inReady).size).toBe(inReady.length);
      const match = ready[Math.floor(random() * ready.length)]!;
      const changes = decideResult(state, match.key, random() < 0.5 ? 'side1' : 'side2');
      state = applyChanges(state, changes).map((m) =>
        m.key === match.key ? { ...m, progress: 'completed' } : m,
      );
      losses.set(changes.loserId, (losses.get(changes.loserId) ?? 0) + 1);
      if (match.key.startsWith('CO-') && !match.winnerTo) bronze = changes.winnerId;
    }
    expect(state.every((m) => m.progress === 'completed')).toBe(true);
    return { losses, bronze, played: state.length };
  }

  it('any size from 3 to 256: out after two losses but the final pair and the bronze winner', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: 3, max: 128 }), fc.constant(256)),
        fc.integer(),
        (count, seed) => {
          const { losses, bronze, played } = playThrough(count, seed);
          expect(played).toBe(2 * count - 4);
          const once = [...losses].filter(([, n]) => n === 1).map(([id]) => id);
          const unbeaten = makeEntrants(count).filter((e) => !losses.has(e.id));
          expect(unbeaten).toHaveLength(1);
          // The final's loser (silver) and the consolation winner (bronze) lost once.
          expect(once).toHaveLength(2);
          if (count >= 4) expect(once).toContain(bronze);
          expect([...losses.values()].every((n) => n <= 2)).toBe(true);
        },
      ),
      { numRuns: 40 },
    );
  }, 30_000);
});
