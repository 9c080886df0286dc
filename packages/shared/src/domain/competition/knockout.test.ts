import { describe, expect, it } from 'vitest';
import { applyResult } from './knockout-advance';
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

  it('refuses fewer than 2, more than 128 and duplicate entrants', () => {
    expect(() => generateKnockout(makeEntrants(1))).toThrow(/at least 2/);
    expect(() => generateKnockout(makeEntrants(129))).toThrow(/at most 128/);
    const [a] = makeEntrants(1);
    expect(() => generateKnockout([a!, a!])).toThrow(/twice/);
  });
});

describe('generateKnockout and applyResult: every size from 2 to 128', () => {
  it('plays random results through to exactly one champion', () => {
    for (let count = 2; count <= 128; count += 1) {
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

      let matches = bracket.matches;
      const champions: string[] = [];
      const losers = new Set<string>();
      const hasBronze = count >= 4;
      expect(matches.some((m) => m.key === BRONZE_MATCH_KEY)).toBe(hasBronze);
      for (let round = 1; round <= rounds; round += 1) {
        const inRound = matches.filter((m) => m.round === round);
        const ids = inRound.filter((m) => m.stage === 'knockout').flatMap(sides);
        expect(new Set(ids).size).toBe(ids.length);
        for (const m of inRound) {
          const outcome = applyResult(matches, m.key, random() < 0.5 ? 'side1' : 'side2');
          matches = outcome.matches;
          if (m.stage === 'bronze') continue;
          expect(losers.has(outcome.winner.id)).toBe(false);
          losers.add(outcome.loser.id);
          if (outcome.championId) champions.push(outcome.championId);
        }
      }
      expect(champions).toHaveLength(1);
      expect(losers.size).toBe(count - 1);
      if (hasBronze) {
        const semis = matches.filter((m) => m.round === rounds - 1 && m.stage === 'knockout');
        const bronze = matches.find((m) => m.key === BRONZE_MATCH_KEY)!;
        expect(bronze.sides.every(Boolean)).toBe(true);
        expect(semis.flatMap(sides)).toEqual(expect.arrayContaining(sides(bronze)));
      }
    }
  });

  it('refuses a match still waiting for an entrant, and reports who a correction replaces', () => {
    const { matches } = generateKnockout(makeEntrants(4));
    expect(() => applyResult(matches, 'KO-R2-M1', 'side1')).toThrow(/waiting/);
    expect(() => applyResult(matches, 'nope', 'side1')).toThrow(/No match/);
    const first = applyResult(matches, 'KO-R1-M1', 'side1');
    expect(first.placements.map((p) => [p.entrant.id, p.to.key, p.to.slot])).toEqual([
      ['p1', 'KO-R2-M1', 0],
      ['p4', BRONZE_MATCH_KEY, 0],
    ]);
    const corrected = applyResult(first.matches, 'KO-R1-M1', 'side2');
    expect(corrected.placements.map((p) => p.replaced?.id)).toEqual(['p1', 'p4']);
    expect(matches[2]!.sides).toEqual([null, null]);
  });
});
