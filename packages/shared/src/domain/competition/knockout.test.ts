import { describe, expect, it } from 'vitest';
import { applyChanges, decideResult, toBracketMatch, type BracketMatch } from './knockout-advance';
import { BRONZE_MATCH_KEY, generateKnockout } from './knockout';
import { makeEntrants, seededRandom } from './test-helpers';
import type { CompetitionMatch } from './types';

const sides = (m: CompetitionMatch) => m.sides.map((s) => s?.id ?? null);

describe('generateKnockout: small brackets', () => {
  it('2 entrants: the final only', () => {
    const { matches, byes, rounds } = generateKnockout(makeEntrants(2));
    expect(rounds).toBe(1);
    expect(byes).toEqual([]);
    expect(matches.map((m) => [m.key, ...sides(m)])).toEqual([['KO-R1-M1', 'p1', 'p2']]);
  });

  it('3 entrants: one semifinal, seed 1 waiting in the final, no bronze match', () => {
    const { matches, byes } = generateKnockout(makeEntrants(3));
    expect(byes.map((b) => b.id)).toEqual(['p1']);
    expect(matches.map((m) => [m.key, ...sides(m)])).toEqual([
      ['KO-R1-M2', 'p2', 'p3'],
      ['KO-R2-M1', 'p1', null],
    ]);
    expect(matches[0]!.winnerTo).toEqual({ key: 'KO-R2-M1', slot: 1 });
  });

  it('5 entrants: byes to seeds 1-3, 4 v 5 the only first-round match, 2 v 3 already set', () => {
    const { matches, byes } = generateKnockout(makeEntrants(5));
    expect(byes.map((b) => b.id)).toEqual(['p1', 'p2', 'p3']);
    expect(matches.map((m) => [m.key, ...sides(m)])).toEqual([
      ['KO-R1-M2', 'p4', 'p5'],
      ['KO-R2-M1', 'p1', null],
      ['KO-R2-M2', 'p2', 'p3'],
      ['KO-R3-M1', null, null],
      [BRONZE_MATCH_KEY, null, null],
    ]);
  });

  it('6 entrants: byes to seeds 1 and 2', () => {
    const { matches, byes } = generateKnockout(makeEntrants(6));
    expect(byes.map((b) => b.id)).toEqual(['p1', 'p2']);
    expect(matches.filter((m) => m.round === 1).map(sides)).toEqual([
      ['p4', 'p5'],
      ['p3', 'p6'],
    ]);
  });

  it('seeds by rating, unrated last, ties in the order given, and can skip the bronze match', () => {
    const entrants = [
      { id: 'u', name: 'U', rating: null },
      { id: 'b', name: 'B', rating: 4 },
      { id: 'a', name: 'A', rating: 5 },
      { id: 'c', name: 'C', rating: 4 },
    ];
    const bracket = generateKnockout(entrants, { hasBronzeMatch: false });
    expect(bracket.seeds.map((s) => s.id)).toEqual(['a', 'b', 'c', 'u']);
    expect(bracket.matches.map(sides)).toEqual([
      ['a', 'u'],
      ['b', 'c'],
      [null, null],
    ]);
  });

  it('refuses fewer than 2, more than 256 and duplicate entrants', () => {
    expect(() => generateKnockout(makeEntrants(1))).toThrow(/at least 2/);
    expect(() => generateKnockout(makeEntrants(257))).toThrow(/at most 256/);
    const [a] = makeEntrants(1);
    expect(() => generateKnockout([a!, a!])).toThrow(/twice/);
  });
});

/** Every size to 128, then a sample up to 256 (the largest bracket, 255 and 256, included). */
const SIZES = [...Array.from({ length: 127 }, (_, i) => i + 2), ...[129, 150, 192, 200, 255, 256]];

describe('generateKnockout and decideResult: every size from 2 to 128, and up to 256', () => {
  it('plays random results through to exactly one champion', () => {
    for (const count of SIZES) {
      const random = seededRandom(count);
      const bracket = generateKnockout(makeEntrants(count));
      const { size, rounds } = bracket;
      const keys = new Set(bracket.matches.map((m) => m.key));
      expect(keys.size).toBe(bracket.matches.length);
      // Byes: exactly the top size - count seeds, and they sit in round 2 (not round 1).
      expect(bracket.byes.map((b) => b.seed)).toEqual(
        Array.from({ length: size - count }, (_, i) => i + 1),
      );
      const round1 = bracket.matches.filter((m) => m.round === 1);
      expect(round1.every((m) => m.sides[0] && m.sides[1])).toBe(true);
      for (const bye of bracket.byes) {
        expect(round1.some((m) => sides(m).includes(bye.id))).toBe(false);
      }
      // Seeds 1 and 2 in opposite halves.
      const final = bracket.matches.find((m) => m.round === rounds && m.stage === 'knockout')!;
      expect(final.key).toBe(`KO-R${rounds}-M1`);
      const half = (m: CompetitionMatch) => (m.position - 1) / (size / 2 ** m.round) < 0.5;
      const firstOf = (seed: number) =>
        bracket.matches.find((m) => m.sides.some((s) => s?.seed === seed))!;
      if (count > 2) expect(half(firstOf(1))).not.toBe(half(firstOf(2)));

      const state: BracketMatch[] = bracket.matches.map((m) => toBracketMatch(m));
      const byKey = new Map(state.map((m) => [m.key, m]));
      const champions: string[] = [];
      const losers = new Set<string>();
      const hasBronze = count >= 4;
      expect(bracket.matches.some((m) => m.key === BRONZE_MATCH_KEY)).toBe(hasBronze);
      const sidesOf = (key: string) => byKey.get(key)!.sides;
      for (let round = 1; round <= rounds; round += 1) {
        const inRound = bracket.matches.filter((m) => m.round === round);
        const ids = inRound.filter((m) => m.stage === 'knockout').flatMap((m) => sidesOf(m.key));
        expect(new Set(ids).size).toBe(ids.length);
        for (const m of inRound) {
          const outcome = decideResult(state, m.key, random() < 0.5 ? 'side1' : 'side2');
          // A first result only fills empty slots: nothing is reset.
          if (outcome.resets.length > 0) expect(outcome.resets).toEqual([]);
          // Written in place, as the server writes its rows.
          for (const { key, slot, entrantId } of outcome.fills) {
            const sides: [string | null, string | null] = [...sidesOf(key)];
            sides[slot] = entrantId;
            byKey.get(key)!.sides = sides;
          }
          byKey.get(m.key)!.progress = 'completed';
          if (m.stage === 'bronze') continue;
          expect(losers.has(outcome.winnerId)).toBe(false);
          losers.add(outcome.loserId);
          if (!m.winnerTo) champions.push(outcome.winnerId);
        }
      }
      expect(champions).toHaveLength(1);
      expect(losers.size).toBe(count - 1);
      if (hasBronze) {
        const semis = bracket.matches.filter(
          (m) => m.round === rounds - 1 && m.stage === 'knockout',
        );
        const bronze = sidesOf(BRONZE_MATCH_KEY);
        expect(bronze.every(Boolean)).toBe(true);
        expect(semis.flatMap((m) => sidesOf(m.key))).toEqual(expect.arrayContaining([...bronze]));
      }
    }
  });

  it('refuses a match still waiting for an entrant, and a correction replaces who it placed', () => {
    const matches = generateKnockout(makeEntrants(4)).matches.map((m) => toBracketMatch(m));
    expect(() => decideResult(matches, 'KO-R2-M1', 'side1')).toThrow(/waiting/);
    expect(() => decideResult(matches, 'nope', 'side1')).toThrow(/No match/);
    const first = decideResult(matches, 'KO-R1-M1', 'side1');
    expect(first.fills).toEqual([
      { key: 'KO-R2-M1', slot: 0, entrantId: 'p1' },
      { key: BRONZE_MATCH_KEY, slot: 0, entrantId: 'p4' },
    ]);
    const corrected = decideResult(applyChanges(matches, first), 'KO-R1-M1', 'side2');
    expect(corrected.fills.map((f) => f.entrantId)).toEqual(['p4', 'p1']);
    expect(corrected.resets).toEqual([]);
    expect(matches[2]!.sides).toEqual([null, null]);
  });
});
