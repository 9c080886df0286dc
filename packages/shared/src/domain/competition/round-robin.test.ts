import { describe, expect, it } from 'vitest';
import { dealIntoGroups } from '../groups';
import { circleRounds, generateRoundRobin } from './round-robin';
import { makeEntrants } from './test-helpers';

const pairKey = (a: string, b: string) => [a, b].sort().join('|');

describe('circleRounds', () => {
  it('4 entrants: three rounds of two matches', () => {
    expect(circleRounds(4)).toEqual([
      [
        [0, 3],
        [1, 2],
      ],
      [
        [2, 0],
        [3, 1],
      ],
      [
        [0, 1],
        [2, 3],
      ],
    ]);
  });

  it('for 2 to 40 entrants: everyone meets everyone once, at most once a round', () => {
    for (let count = 2; count <= 40; count += 1) {
      const rounds = circleRounds(count);
      expect(rounds).toHaveLength(count % 2 === 0 ? count - 1 : count);
      const seen = new Set<string>();
      for (const round of rounds) {
        const inRound = round.flat();
        expect(new Set(inRound).size).toBe(inRound.length);
        // Odd counts: exactly one entrant sits out each round.
        expect(inRound).toHaveLength(count - (count % 2));
        for (const [a, b] of round) seen.add(pairKey(`${a}`, `${b}`));
      }
      expect(seen.size).toBe((count * (count - 1)) / 2);
      expect(rounds.flat()).toHaveLength((count * (count - 1)) / 2);
    }
  });
});

describe('generateRoundRobin', () => {
  it('deals by rating into A, B, C and keys matches by group, round and position', () => {
    const shuffled = makeEntrants(7).reverse();
    const { groups, matches } = generateRoundRobin(shuffled, 3);
    expect(groups.map((g) => [g.label, g.entrants.map((e) => e.id)])).toEqual([
      ['A', ['p1', 'p4', 'p7']],
      ['B', ['p2', 'p5']],
      ['C', ['p3', 'p6']],
    ]);
    expect(matches.filter((m) => m.group === 'A').map((m) => m.key)).toEqual([
      'G-A-R1-M1',
      'G-A-R2-M1',
      'G-A-R3-M1',
    ]);
    expect(matches.every((m) => m.stage === 'group')).toBe(true);
  });

  it('keeps every group at two or more when fewer joined than planned', () => {
    expect(generateRoundRobin(makeEntrants(3), 3).groups).toHaveLength(1);
    expect(generateRoundRobin(makeEntrants(5), 4).groups).toHaveLength(2);
    expect(() => generateRoundRobin(makeEntrants(1), 1)).toThrow(/at least 2/);
  });

  it('for 2 to 128 entrants and 1, 2, 3 or 8 groups: sizes as dealt, every pair once, nobody twice a round', () => {
    const failures: string[] = [];
    for (let count = 2; count <= 128; count += 1) {
      for (const numGroups of [1, 2, 3, 8]) {
        const entrants = makeEntrants(count);
        const { groups, matches } = generateRoundRobin(entrants, numGroups);
        const expected = dealIntoGroups(entrants, Math.min(numGroups, Math.floor(count / 2)));
        const where = `${count} in ${numGroups}`;
        if (groups.map((g) => g.entrants.length).join() !== expected.map((g) => g.length).join()) {
          failures.push(`${where}: group sizes`);
        }
        // Numeric keys (entrant index, round) keep this sweep of ~400,000 matches fast.
        const index = new Map(entrants.map((e, i) => [e.id, i]));
        const pairs = new Set<number>();
        const slots = new Set<number>();
        for (const m of matches) {
          const [a, b] = m.sides.map((s) => index.get(s!.id)!) as [number, number];
          pairs.add(Math.min(a, b) * 1000 + Math.max(a, b));
          for (const i of [a, b]) {
            if (slots.has(m.round * 1000 + i))
              failures.push(`${where}: ${i} twice in round ${m.round}`);
            slots.add(m.round * 1000 + i);
          }
        }
        const total = groups.reduce(
          (s, g) => s + (g.entrants.length * (g.entrants.length - 1)) / 2,
          0,
        );
        if (pairs.size !== total || matches.length !== total) failures.push(`${where}: pairs`);
        if (new Set(matches.map((m) => m.key)).size !== matches.length)
          failures.push(`${where}: keys`);
      }
    }
    expect(failures).toEqual([]);
  }, 20_000);
});
