import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  interleaveEvents,
  makespanLowerBound,
  makespanOf,
  planEvents,
  toEventMatches,
  type EventPlanInput,
  type EventSlot,
  type EventToPlan,
} from './event-schedule';
import { generateKnockout } from './knockout';
import { generateRoundRobin } from './round-robin';
import type { CompetitionMatch, Entrant } from './types';

const MIN = 60_000;
const START = Date.UTC(2026, 5, 6, 13, 0);
const REST = 15 * MIN;

/** An engine's matches as one event, ids prefixed with the event's. */
const eventOf = (
  id: string,
  matches: readonly CompetitionMatch[],
  options: Partial<EventToPlan> = {},
): EventToPlan => ({
  id,
  durationMs: 75 * MIN,
  ...options,
  matches: toEventMatches(`${id}:`, matches),
});

const players = (ids: readonly string[]): Entrant[] =>
  ids.map((id, i) => ({ id, name: id.toUpperCase(), rating: 5 - i * 0.01 }));

/** Every rule of a plan, checked from its output alone (sorted sweeps, not all pairs). */
function expectValid(input: EventPlanInput, plan: Map<string, EventSlot>) {
  const matches = input.events.flatMap((event) => event.matches.map((match) => ({ event, match })));
  expect(plan.size).toBe(matches.length);
  const byCourt = new Map<string, EventSlot[]>();
  const byPerson = new Map<string, EventSlot[]>();
  for (const { event, match } of matches) {
    const slot = plan.get(match.id)!;
    expect(slot.eventId).toBe(event.id);
    expect(slot.end - slot.start).toBe(event.durationMs);
    expect(slot.start).toBeGreaterThanOrEqual(event.notBefore ?? input.earliest);
    if (event.allowedCourtIds) expect(event.allowedCourtIds).toContain(slot.courtId);
    for (const feeder of match.feederIds) {
      expect(slot.start).toBeGreaterThanOrEqual(plan.get(feeder)!.end + input.restMs);
    }
    byCourt.set(slot.courtId, [...(byCourt.get(slot.courtId) ?? []), slot]);
    const persons = new Set(match.entrantIds.flatMap((id) => event.personsOf?.get(id) ?? [id]));
    for (const person of persons) byPerson.set(person, [...(byPerson.get(person) ?? []), slot]);
  }
  const sweep = (slots: EventSlot[], gap: number) => {
    const sorted = [...slots].sort((a, b) => a.start - b.start);
    for (let i = 1; i < sorted.length; i += 1) {
      expect(sorted[i]!.start).toBeGreaterThanOrEqual(sorted[i - 1]!.end + gap);
    }
  };
  for (const slots of byCourt.values()) sweep(slots, 0);
  for (const slots of byPerson.values()) sweep(slots, input.restMs);
}

/** A random tournament: 2-6 events drawn from one pool of 8-120 players, 1-12 courts. */
const tournamentArb = fc
  .record({
    playerCount: fc.integer({ min: 8, max: 120 }),
    courtCount: fc.integer({ min: 1, max: 12 }),
    events: fc.array(
      fc.record({
        isDoubles: fc.boolean(),
        isKnockout: fc.boolean(),
        share: fc.double({ min: 0.15, max: 0.6, noNaN: true }),
        offset: fc.nat(),
        minutes: fc.constantFrom(25, 50, 75),
      }),
      { minLength: 2, maxLength: 6 },
    ),
  })
  .map(({ playerCount, courtCount, events }): EventPlanInput => {
    const pool = Array.from({ length: playerCount }, (_, i) => `p${i + 1}`);
    return {
      courtIds: Array.from({ length: courtCount }, (_, i) => `court-${i + 1}`),
      earliest: START,
      restMs: REST,
      placed: [],
      events: events.map((e, index) => {
        const id = `e${index + 1}`;
        // A window of the pool, so that events share players (a third play two events or more).
        const size = Math.max(e.isDoubles ? 4 : 2, Math.floor(playerCount * e.share));
        const start = e.offset % playerCount;
        const chosen = Array.from({ length: size }, (_, i) => pool[(start + i) % playerCount]!);
        const personsOf = new Map<string, string[]>();
        let entrantIds = chosen;
        if (e.isDoubles) {
          entrantIds = [];
          for (let i = 0; i + 1 < chosen.length; i += 2) {
            const team = `${id}-t${i / 2 + 1}`;
            personsOf.set(team, [chosen[i]!, chosen[i + 1]!]);
            entrantIds.push(team);
          }
        }
        const entrants = players(entrantIds);
        const generated = e.isKnockout
          ? generateKnockout(entrants, { hasBronzeMatch: true }).matches
          : generateRoundRobin(entrants, Math.max(1, Math.ceil(entrants.length / 6))).matches;
        return eventOf(id, generated, { personsOf, durationMs: e.minutes * MIN });
      }),
    };
  });

describe('planEvents', () => {
  it('a player in two doubles events is never due on two courts, and rests between them', () => {
    const mixed = eventOf(
      'mixed',
      generateKnockout(players(['mx1', 'mx2', 'mx3', 'mx4'])).matches,
      {
        personsOf: new Map([
          ['mx1', ['ana', 'bo']],
          ['mx2', ['cy', 'di']],
          ['mx3', ['ed', 'fay']],
          ['mx4', ['gus', 'hal']],
        ]),
      },
    );
    const mens = eventOf('mens', generateKnockout(players(['md1', 'md2'])).matches, {
      personsOf: new Map([
        ['md1', ['bo', 'ivo']],
        ['md2', ['jay', 'kai']],
      ]),
    });
    const input = {
      events: [mixed, mens],
      placed: [],
      courtIds: ['c1', 'c2', 'c3'],
      earliest: START,
      restMs: REST,
    };
    const plan = planEvents(input);
    expectValid(input, plan);
    // Bo plays the mixed semifinal at 13:00 on one court; the men's final waits for his rest.
    const boFirst = plan.get('mixed:KO-R1-M1')!;
    expect(boFirst.start).toBe(START);
    expect(plan.get('mens:KO-R1-M1')!.start).toBe(boFirst.end + REST);
  });

  it('keeps an event to its courts and its start time', () => {
    const early = eventOf('early', generateRoundRobin(players(['a', 'b', 'c', 'd']), 1).matches, {
      allowedCourtIds: ['c1'],
    });
    const late = eventOf('late', generateRoundRobin(players(['e', 'f', 'g', 'h']), 1).matches, {
      notBefore: START + 120 * MIN,
    });
    const input = {
      events: [early, late],
      placed: [],
      courtIds: ['c1', 'c2'],
      earliest: START,
      restMs: REST,
    };
    const plan = planEvents(input);
    expectValid(input, plan);
    for (const m of early.matches) expect(plan.get(m.id)!.courtId).toBe('c1');
    expect(Math.min(...late.matches.map((m) => plan.get(m.id)!.start))).toBe(START + 120 * MIN);
  });

  it('interleaves rounds across events, longest chain first within a round', () => {
    const long = eventOf(
      'long',
      generateKnockout(players(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'])).matches,
    );
    const short = eventOf('short', generateKnockout(players(['i', 'j'])).matches);
    const order = interleaveEvents([short, long], REST).map((m) => m.id);
    expect(order.slice(0, 5)).toEqual([
      'long:KO-R1-M1',
      'long:KO-R1-M2',
      'long:KO-R1-M3',
      'long:KO-R1-M4',
      'short:KO-R1-M1',
    ]);
    // The final and the bronze match come last, after every semifinal.
    expect(order.slice(-2).sort()).toEqual(['long:KO-BRONZE', 'long:KO-R3-M1']);
  });

  it('keeps every rule for random tournaments of 2 to 6 events, 8 to 120 players and 1 to 12 courts', () => {
    const ratios: number[] = [];
    fc.assert(
      fc.property(tournamentArb, (input) => {
        const plan = planEvents(input);
        expectValid(input, plan);
        const bound = makespanLowerBound(input);
        const ratio = makespanOf(plan, START) / bound;
        expect(ratio).toBeGreaterThanOrEqual(1);
        ratios.push(ratio);
      }),
      { numRuns: 120, seed: 20261127 },
    );
    ratios.sort((a, b) => a - b);
    const median = ratios[Math.floor(ratios.length / 2)]!;
    console.log(
      `event plans: makespan over its lower bound on ${ratios.length} generated tournaments: ` +
        `median ${median.toFixed(3)}, worst ${ratios.at(-1)!.toFixed(3)}`,
    );
    // Within 1.5 times the bound on every generated tournament (a fixed seed: the same 120 each run).
    expect(ratios.at(-1)!).toBeLessThanOrEqual(1.5);
  }, 60_000);
});

describe('makespanLowerBound', () => {
  it('is the court load, a person chain or a feeding chain, whichever is longest', () => {
    const event = (id: string, matches: EventToPlan['matches']): EventToPlan => ({
      id,
      durationMs: 60 * MIN,
      matches,
    });
    const base = { placed: [], earliest: START, restMs: REST };
    // Four independent matches on one court: four hours of play.
    const four = event(
      'a',
      ['m1', 'm2', 'm3', 'm4'].map((id, i) => ({
        id,
        round: 1,
        entrantIds: [`x${i}`, `y${i}`],
        feederIds: [],
      })),
    );
    expect(makespanLowerBound({ ...base, events: [four], courtIds: ['c1'] })).toBe(240 * MIN);
    // On four courts, one person in all four: back to back with rest.
    const busy = event(
      'b',
      ['m1', 'm2', 'm3', 'm4'].map((id, i) => ({
        id,
        round: i + 1,
        entrantIds: ['pat', `y${i}`],
        feederIds: [],
      })),
    );
    expect(
      makespanLowerBound({ ...base, events: [busy], courtIds: ['c1', 'c2', 'c3', 'c4'] }),
    ).toBe(240 * MIN + 3 * REST);
    // A final fed by a semifinal: two matches and a rest, however many courts.
    const chain = event('c', [
      { id: 'sf', round: 1, entrantIds: ['a', 'b'], feederIds: [] },
      { id: 'f', round: 2, entrantIds: [], feederIds: ['sf'] },
    ]);
    expect(makespanLowerBound({ ...base, events: [chain], courtIds: ['c1', 'c2', 'c3'] })).toBe(
      120 * MIN + REST,
    );
  });

  it('counts matches that pairwise share a person or feed one another back to back', () => {
    // A group of three: every two of its matches share a player, so none can overlap, though
    // each player has only two matches (the person chain gives two matches and a rest).
    const trio: EventToPlan = {
      id: 'rr',
      durationMs: 25 * MIN,
      matches: [
        { id: 'ab', round: 1, entrantIds: ['a', 'b'], feederIds: [] },
        { id: 'bc', round: 2, entrantIds: ['b', 'c'], feederIds: [] },
        { id: 'ca', round: 3, entrantIds: ['c', 'a'], feederIds: [] },
      ],
    };
    const base = { placed: [], earliest: START, restMs: REST, courtIds: ['c1', 'c2', 'c3'] };
    expect(makespanLowerBound({ ...base, events: [trio] })).toBe(75 * MIN + 2 * REST);
    // A semifinal, the final it feeds, and another event's match with players of both
    // (found by the planner's generated cases: the old bound was 1.6 times too low).
    const knockout: EventToPlan = {
      id: 'ko',
      durationMs: 50 * MIN,
      matches: [
        { id: 'sf', round: 1, entrantIds: ['f', 'g'], feederIds: [] },
        { id: 'final', round: 2, entrantIds: ['e'], feederIds: ['sf'] },
      ],
    };
    const doubles: EventToPlan = {
      id: 'dbl',
      durationMs: 50 * MIN,
      personsOf: new Map([
        ['t1', ['e', 'f']],
        ['t2', ['g', 'h']],
      ]),
      matches: [{ id: 'd', round: 1, entrantIds: ['t1', 't2'], feederIds: [] }],
    };
    const input = { ...base, events: [knockout, doubles] };
    expect(makespanLowerBound(input)).toBe(150 * MIN + 2 * REST);
    // And the planner meets it: the three one after another, nothing faster exists.
    expect(makespanOf(planEvents(input), START)).toBe(150 * MIN + 2 * REST);
  });
});
