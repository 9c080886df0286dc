import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateKnockout } from './knockout';
import { generateRoundRobin } from './round-robin';
import {
  Timeline,
  findClash,
  planSchedule,
  type MatchToPlan,
  type PlacedMatch,
  type PlannedSlot,
} from './schedule';
import { makeEntrants } from './test-helpers';
import type { CompetitionMatch } from './types';

const MIN = 60_000;
const START = Date.UTC(2026, 5, 1, 9, 0);
const DURATION = 75 * MIN;
const REST = 15 * MIN;

/** The engine's matches as the planner reads them, in play order. */
function toPlan(matches: readonly CompetitionMatch[]): MatchToPlan[] {
  const feeders = new Map<string, string[]>();
  for (const m of matches) {
    for (const link of [m.winnerTo, m.loserTo]) {
      if (link) feeders.set(link.key, [...(feeders.get(link.key) ?? []), m.key]);
    }
  }
  return [...matches]
    .sort((a, b) => a.round - b.round || a.position - b.position)
    .map((m) => ({
      id: m.key,
      entrantIds: m.sides.flatMap((s) => (s ? [s.id] : [])),
      feederIds: feeders.get(m.key) ?? [],
    }));
}

/** Every rule of the plan, checked from the output alone. */
function expectValidPlan(plan: Map<string, PlannedSlot>, matches: readonly MatchToPlan[]) {
  const byId = new Map(matches.map((m) => [m.id, m]));
  const slots = [...plan.entries()];
  expect(slots).toHaveLength(matches.length);
  for (const [id, slot] of slots) {
    expect(slot.start).toBeGreaterThanOrEqual(START);
    for (const feeder of byId.get(id)!.feederIds) {
      expect(slot.start).toBeGreaterThanOrEqual(plan.get(feeder)!.end + REST);
    }
  }
  for (let i = 0; i < slots.length; i += 1) {
    for (let j = i + 1; j < slots.length; j += 1) {
      const [idA, a] = slots[i]!;
      const [idB, b] = slots[j]!;
      const overlap = a.start < b.end && b.start < a.end;
      if (a.courtId === b.courtId) expect(overlap).toBe(false);
      const shared = byId.get(idA)!.entrantIds.some((e) => byId.get(idB)!.entrantIds.includes(e));
      if (shared) expect(a.start - REST < b.end && b.start - REST < a.end).toBe(false);
    }
  }
}

const courts = (n: number) => Array.from({ length: n }, (_, i) => `court-${i + 1}`);
const plan = (matches: MatchToPlan[], courtCount: number) =>
  planSchedule({
    matches,
    placed: [],
    courtIds: courts(courtCount),
    earliest: START,
    durationMs: DURATION,
    restMs: REST,
  });

describe('planSchedule', () => {
  it('an 8-player knockout on 4 courts: quarterfinals together, the semis after rest, the final last', () => {
    const matches = toPlan(generateKnockout(makeEntrants(8), { hasBronzeMatch: true }).matches);
    const result = plan(matches, 4);
    expectValidPlan(result, matches);
    const quarterStarts = matches
      .filter((m) => m.id.startsWith('KO-R1'))
      .map((m) => result.get(m.id)!.start);
    expect(new Set(quarterStarts)).toEqual(new Set([START]));
    expect(result.get('KO-R2-M1')!.start).toBe(START + DURATION + REST);
  });

  it('keeps every rule for any knockout or round robin on 1 to 6 courts', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 40 }),
        fc.integer({ min: 1, max: 6 }),
        fc.boolean(),
        (count, courtCount, isKnockout) => {
          const entrants = makeEntrants(count);
          const generated = isKnockout
            ? generateKnockout(entrants, { hasBronzeMatch: true }).matches
            : generateRoundRobin(entrants, Math.max(1, Math.floor(count / 6))).matches;
          const matches = toPlan(generated);
          expectValidPlan(plan(matches, courtCount), matches);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('works around matches already placed and keeps a requested court', () => {
    const result = planSchedule({
      matches: [
        { id: 'next', entrantIds: ['a', 'c'], feederIds: [], courtId: 'court-1' },
        { id: 'other', entrantIds: ['d', 'e'], feederIds: [] },
      ],
      placed: [
        {
          id: 'played',
          courtId: 'court-1',
          entrantIds: ['a', 'b'],
          start: START,
          end: START + 40 * MIN,
        },
      ],
      courtIds: courts(2),
      earliest: START,
      durationMs: DURATION,
      restMs: REST,
    });
    expect(result.get('next')).toEqual({
      courtId: 'court-1',
      start: START + 55 * MIN,
      end: START + 55 * MIN + DURATION,
    });
    expect(result.get('other')!.courtId).toBe('court-2');
    expect(result.get('other')!.start).toBe(START);
  });

  it('moves a match off a requested court its event may no longer use (issue 26)', () => {
    const result = planSchedule({
      matches: [
        {
          id: 'kept',
          entrantIds: ['a', 'b'],
          feederIds: [],
          courtId: 'court-1',
          allowedCourtIds: ['court-2'],
        },
      ],
      placed: [],
      courtIds: courts(2),
      earliest: START,
      durationMs: DURATION,
      restMs: REST,
    });
    expect(result.get('kept')).toEqual({
      courtId: 'court-2',
      start: START,
      end: START + DURATION,
    });
  });

  it('never double-books a court or an entrant, even when the obstacles overlap each other', () => {
    const entrantPool = ['a', 'b', 'c', 'd', 'e', 'f'];
    const obstacle = fc.record({
      court: fc.integer({ min: 0, max: 2 }),
      startMin: fc.integer({ min: 0, max: 400 }),
      lengthMin: fc.integer({ min: 0, max: 200 }),
      entrants: fc.subarray(entrantPool, { maxLength: 2 }),
    });
    const toPlace = fc.array(fc.subarray(entrantPool, { minLength: 1, maxLength: 2 }), {
      minLength: 1,
      maxLength: 12,
    });
    fc.assert(
      fc.property(
        fc.array(obstacle, { maxLength: 12 }),
        toPlace,
        fc.integer({ min: 1, max: 3 }),
        (obstacles, entrantLists, courtCount) => {
          const placed: PlacedMatch[] = obstacles.map((o, i) => ({
            id: `placed-${i}`,
            courtId: o.court < courtCount ? `court-${o.court + 1}` : null,
            entrantIds: o.entrants,
            start: START + o.startMin * MIN,
            end: START + (o.startMin + o.lengthMin) * MIN,
          }));
          const matches = entrantLists.map((entrantIds, i) => ({
            id: `m${i}`,
            entrantIds,
            feederIds: [],
          }));
          const result = planSchedule({
            matches,
            placed,
            courtIds: courts(courtCount),
            earliest: START,
            durationMs: DURATION,
            restMs: REST,
          });
          expect(result.size).toBe(matches.length);
          const planned = matches.map((m) => ({ ...m, ...result.get(m.id)! }));
          for (const slot of planned) {
            const others = [...placed, ...planned.filter((p) => p.id !== slot.id)];
            expect(findClash(slot, others, REST)).toBeNull();
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a timeline merges overlapping and touching intervals into sorted, disjoint ones', () => {
    const line = new Timeline();
    line.add({ start: 0, end: 100 });
    line.add({ start: 10, end: 20 });
    line.add({ start: 200, end: 300 });
    line.add({ start: 100, end: 150 });
    expect(line.intervals()).toEqual([
      { start: 0, end: 150 },
      { start: 200, end: 300 },
    ]);
    // Before the merge, [10, 20) hid [0, 100) from the lookup: 30 looked free.
    expect(line.clash(30, 10, 0)).toBe(150);
    line.add({ start: 120, end: 250 });
    expect(line.intervals()).toEqual([{ start: 0, end: 300 }]);
  });

  it('plans nothing without courts', () => {
    expect(plan([{ id: 'x', entrantIds: ['a', 'b'], feederIds: [] }], 0).size).toBe(0);
  });

  it('plans the 8,128 matches of a 128-player round robin', () => {
    const matches = toPlan(generateRoundRobin(makeEntrants(128), 1).matches);
    const result = plan(matches, 8);
    expect(result.size).toBe(8128);
  });
});

describe('findClash', () => {
  const placed = [
    { id: 'm1', courtId: 'c1', entrantIds: ['a', 'b'], start: START, end: START + DURATION },
  ];
  it('names a double-booked court', () => {
    const clash = findClash(
      { courtId: 'c1', entrantIds: ['x', 'y'], start: START + 30 * MIN, end: START + 105 * MIN },
      placed,
      REST,
    );
    expect(clash).toMatchObject({ kind: 'court', match: { id: 'm1' } });
  });
  it('names an entrant without rest, and accepts one who has rested', () => {
    const tooSoon = START + DURATION + 10 * MIN;
    expect(
      findClash(
        { courtId: 'c2', entrantIds: ['b', 'z'], start: tooSoon, end: tooSoon + DURATION },
        placed,
        REST,
      ),
    ).toMatchObject({ kind: 'entrant', entrantId: 'b' });
    const rested = START + DURATION + REST;
    expect(
      findClash(
        { courtId: 'c2', entrantIds: ['b', 'z'], start: rested, end: rested + DURATION },
        placed,
        REST,
      ),
    ).toBeNull();
  });
});
