import { describe, expect, it } from 'vitest';
import { generateGroupKnockout, groupKnockoutSeeds } from './group-knockout';
import type { GroupRanking } from './group-knockout';
import { groupLabel } from '../groups';

/** `groups` groups of `size`, entrant "A1" winning group A, "A2" second, ... */
const rankings = (groups: number, size: number): GroupRanking[] =>
  Array.from({ length: groups }, (_, g) => {
    const label = groupLabel(g);
    const rows = Array.from({ length: size }, (_, p) => ({
      entrantId: `${label}${p + 1}`,
      name: `${label}${p + 1}`,
    }));
    return { label, rows };
  });

const firstRound = (groups: number, size: number, advance: number) =>
  generateGroupKnockout(rankings(groups, size), advance)
    .matches.filter((m) => m.round === 1)
    .map((m) => m.sides.map((s) => s!.id).join(' v '));

describe('groupKnockoutSeeds', () => {
  it('two groups, two through: A1 v B2 and B1 v A2', () => {
    expect(firstRound(2, 4, 2)).toEqual(['A1 v B2', 'B1 v A2']);
  });

  it('two groups, one through: the winners meet in the final', () => {
    expect(firstRound(2, 4, 1)).toEqual(['A1 v B1']);
  });

  it('four groups, two through: winners first, nobody meets a group-mate in round 1', () => {
    expect(firstRound(4, 4, 2)).toEqual(['A1 v D2', 'D1 v A2', 'B1 v C2', 'C1 v B2']);
  });

  it('three groups, two through: winners A1 and B1 get byes, C1 avoids C2', () => {
    const seeds = groupKnockoutSeeds(rankings(3, 4), 2).map((q) => q.id);
    expect(seeds).toEqual(['A1', 'B1', 'C1', 'A2', 'C2', 'B2']);
    expect(firstRound(3, 4, 2)).toEqual(['A2 v C2', 'C1 v B2']);
  });

  it('winners are always the top seeds and no first-round match is all one group', () => {
    for (let groups = 2; groups <= 16; groups += 1) {
      for (let advance = 1; advance <= 4; advance += 1) {
        const seeds = groupKnockoutSeeds(rankings(groups, 4), advance);
        expect(seeds.slice(0, groups).every((q) => q.place === 1)).toBe(true);
        const places = seeds.map((q) => q.place);
        expect(places).toEqual([...places].sort((a, b) => a - b));
        if (seeds.length < 2) continue;
        const { matches } = generateGroupKnockout(rankings(groups, 4), advance);
        for (const m of matches.filter((x) => x.round === 1)) {
          expect(m.sides[0]!.id[0]).not.toBe(m.sides[1]!.id[0]);
        }
      }
    }
  });

  it('sends everyone from a group smaller than the advance count', () => {
    const groups = rankings(2, 3);
    groups[1] = { ...groups[1]!, rows: groups[1]!.rows.slice(0, 1) };
    expect(groupKnockoutSeeds(groups, 2).map((q) => q.id)).toEqual(['A1', 'B1', 'A2']);
  });
});
