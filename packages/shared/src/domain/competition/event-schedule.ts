/**
 * One schedule for a tournament of several events on shared courts (the Events issue): every
 * event's matches are planned together by `planSchedule`, so no court hosts two matches at once
 * and no person is due in two places at once across events. A doubles entrant is two persons: a
 * player in Mixed Doubles and Men's Doubles is on two teams, and the clash is between persons.
 */
import { planSchedule, type MatchToPlan, type PlacedMatch, type PlannedSlot } from './schedule';
import type { CompetitionMatch } from './types';

/** A match of one event, as the event's own engine lists it. */
export interface EventMatchToPlan {
  id: string;
  /** The match's round in its event (1 first): rounds of every event are interleaved. */
  round: number;
  /** The entrants known now (teams or players of this event). */
  entrantIds: readonly string[];
  /** Matches of the same event whose winner or loser plays here. */
  feederIds: readonly string[];
  courtId?: string | null;
}

/** One event to plan: its matches in play order and what applies to all of them. */
export interface EventToPlan {
  id: string;
  matches: readonly EventMatchToPlan[];
  /** The persons behind an entrant (a team's players); an entrant absent here is one person. */
  personsOf?: ReadonlyMap<string, readonly string[]>;
  /** How long one of its matches takes (its scoring option). */
  durationMs: number;
  /** Courts the organizer gave this event; every court of the tournament when absent. */
  allowedCourtIds?: readonly string[];
  /** The event's day and start time. */
  notBefore?: number;
}

export interface EventPlanInput {
  events: readonly EventToPlan[];
  /** Matches already holding a place, with persons (not teams) as `entrantIds`. */
  placed: readonly PlacedMatch[];
  courtIds: readonly string[];
  earliest: number;
  restMs: number;
  stepMs?: number;
}

/** A planned match with the event it belongs to. */
export interface EventSlot extends PlannedSlot {
  eventId: string;
}

/**
 * The engine's matches of one event as the planner reads them, in play order (round, then
 * position), each id prefixed with `prefix` so that the keys of two events never meet, and
 * each match's feeders read from the links of the matches before it.
 */
export function toEventMatches(
  prefix: string,
  matches: readonly CompetitionMatch[],
): EventMatchToPlan[] {
  const feeders = new Map<string, string[]>();
  for (const m of matches) {
    for (const link of [m.winnerTo, m.loserTo]) {
      if (link) feeders.set(link.key, [...(feeders.get(link.key) ?? []), `${prefix}${m.key}`]);
    }
  }
  return [...matches]
    .sort((a, b) => a.round - b.round || a.position - b.position)
    .map((m) => ({
      id: `${prefix}${m.key}`,
      round: m.round,
      entrantIds: m.sides.flatMap((side) => (side ? [side.id] : [])),
      feederIds: feeders.get(m.key) ?? [],
    }));
}

/** The persons of a match: each entrant's players, each person once. */
const personsOfMatch = (event: EventToPlan, entrantIds: readonly string[]): string[] => [
  ...new Set(entrantIds.flatMap((id) => event.personsOf?.get(id) ?? [id])),
];

/**
 * Each match's longest chain to the end of its event (its own length plus, through the matches it
 * feeds, the longest way on): the planner gives the match with more still behind it a court first.
 */
function remainingChains(event: EventToPlan, restMs: number): Map<string, number> {
  const feeds = new Map<string, string[]>();
  for (const match of event.matches) {
    for (const feeder of match.feederIds)
      feeds.set(feeder, [...(feeds.get(feeder) ?? []), match.id]);
  }
  const chain = new Map<string, number>();
  // Play order lists a feeder before the matches it feeds: walk it backwards.
  for (const match of [...event.matches].reverse()) {
    const after = (feeds.get(match.id) ?? []).map((next) => (chain.get(next) ?? 0) + restMs);
    chain.set(match.id, event.durationMs + Math.max(0, ...after));
  }
  return chain;
}

/**
 * The matches of every event in the order the planner takes them: round by round across events,
 * and within a round the match with the longest chain still behind it first (then the events'
 * order and each event's own play order), so a long knockout does not wait for a short one.
 * `chains`: the longest chain first whatever the round (a feeder's chain is always longer than
 * the matches it feeds, so feeders still come first).
 */
export function interleaveEvents(
  events: readonly EventToPlan[],
  restMs: number,
  order: 'rounds' | 'chains' = 'rounds',
): MatchToPlan[] {
  const rows = events.flatMap((event, eventIndex) => {
    const chains = remainingChains(event, restMs);
    return event.matches.map((match, index) => ({ event, eventIndex, match, index, chains }));
  });
  const chainOf = (row: (typeof rows)[number]) => row.chains.get(row.match.id)!;
  rows.sort(
    (a, b) =>
      (order === 'rounds' ? a.match.round - b.match.round : 0) ||
      chainOf(b) - chainOf(a) ||
      a.match.round - b.match.round ||
      a.eventIndex - b.eventIndex ||
      a.index - b.index,
  );
  return rows.map(({ event, match }) => ({
    id: match.id,
    entrantIds: personsOfMatch(event, match.entrantIds),
    feederIds: match.feederIds,
    courtId: match.courtId,
    allowedCourtIds: event.allowedCourtIds,
    notBefore: event.notBefore,
    durationMs: event.durationMs,
    // A player's matches keep their order within an event, not across events.
    sequence: event.id,
  }));
}

/** How many random merges of the events' orders the planner tries beside its two rules. */
const MERGES = 8;

/** A small seeded generator (mulberry32): the same input always gets the same plan. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `count` orders that keep each event's own order (`rounds`) and merge the events at random,
 * an event drawn with a chance in proportion to its match time still to place: list scheduling
 * in one fixed order can leave a court idle that another merge fills.
 */
function randomMerges(rounds: readonly MatchToPlan[], count: number): MatchToPlan[][] {
  const byEvent = new Map<string, MatchToPlan[]>();
  for (const match of rounds) {
    const key = match.sequence ?? '';
    byEvent.set(key, [...(byEvent.get(key) ?? []), match]);
  }
  const random = seeded(rounds.length * 7919 + byEvent.size);
  return Array.from({ length: count }, () => {
    const queues = [...byEvent.values()].map((queue) => ({
      queue: [...queue],
      work: queue.reduce((sum, m) => sum + (m.durationMs ?? 0), 0),
    }));
    const order: MatchToPlan[] = [];
    for (;;) {
      const live = queues.filter((q) => q.queue.length > 0);
      if (live.length === 0) return order;
      let draw = random() * live.reduce((sum, q) => sum + q.work, 0);
      let pick = live[live.length - 1]!;
      for (const q of live) {
        if (draw < q.work) {
          pick = q;
          break;
        }
        draw -= q.work;
      }
      const match = pick.queue.shift()!;
      pick.work -= match.durationMs ?? 0;
      order.push(match);
    }
  });
}

/** Plans the matches of every event on the tournament's courts together. */
export function planEvents(input: EventPlanInput): Map<string, EventSlot> {
  const eventOf = new Map<string, string>();
  for (const event of input.events)
    for (const match of event.matches) eventOf.set(match.id, event.id);
  // Two priority rules and a few random merges of the events, the plan that ends first kept
  // (each takes about a millisecond for 120 matches).
  const rounds = interleaveEvents(input.events, input.restMs, 'rounds');
  const orders = [
    rounds,
    interleaveEvents(input.events, input.restMs, 'chains'),
    ...randomMerges(rounds, MERGES),
  ];
  let plan: Map<string, PlannedSlot> | null = null;
  for (const matches of orders) {
    const candidate = planSchedule({
      matches,
      placed: input.placed,
      courtIds: input.courtIds,
      earliest: input.earliest,
      durationMs: 0,
      restMs: input.restMs,
      stepMs: input.stepMs,
    });
    if (!plan || makespanOf(candidate, input.earliest) < makespanOf(plan, input.earliest))
      plan = candidate;
  }
  const slots = new Map<string, EventSlot>();
  for (const [id, slot] of plan!) slots.set(id, { ...slot, eventId: eventOf.get(id)! });
  return slots;
}

/**
 * A simple lower bound on the time from `earliest` to the end of the last match, whatever the
 * plan: the greatest of (a) all match time over the courts (and each restricted event's time
 * over its own courts), (b) each person's known matches back to back with rest between, (c)
 * the longest chain of feeding matches with rest between, each from its event's start, and (d)
 * matches that pairwise share a person or feed one another (a group of three's matches, or a
 * match, its feeder and a match of another event with players of both) back to back with rest
 * between: no two of them can overlap.
 */
export function makespanLowerBound(input: EventPlanInput): number {
  const courtCount = input.courtIds.length;
  if (courtCount === 0) return 0;
  let total = 0;
  let bound = 0;
  const personTime = new Map<string, { time: number; count: number }>();
  for (const event of input.events) {
    const eventTime = event.matches.length * event.durationMs;
    total += eventTime;
    const offset = Math.max(0, (event.notBefore ?? input.earliest) - input.earliest);
    const own = event.allowedCourtIds?.filter((id) => input.courtIds.includes(id)).length;
    if (own) bound = Math.max(bound, offset + eventTime / own);
    for (const chain of remainingChains(event, input.restMs).values()) {
      bound = Math.max(bound, offset + chain);
    }
    for (const match of event.matches) {
      for (const person of personsOfMatch(event, match.entrantIds)) {
        const seen = personTime.get(person) ?? { time: 0, count: 0 };
        personTime.set(person, { time: seen.time + event.durationMs, count: seen.count + 1 });
      }
    }
  }
  bound = Math.max(bound, total / courtCount);
  for (const { time, count } of personTime.values()) {
    bound = Math.max(bound, time + (count - 1) * input.restMs);
  }
  return Math.max(bound, conflictCliqueBound(input));
}

/**
 * (d) of `makespanLowerBound`: for each match, a set of matches grown greedily (longest first)
 * in which every two share a person or one feeds the other, played back to back with rest
 * between, from the latest of their events' starts. Greedy, so not the largest such set: still
 * a lower bound, as any such set must be played one after another.
 */
function conflictCliqueBound(input: EventPlanInput): number {
  interface Node {
    persons: ReadonlySet<string>;
    durationMs: number;
    offset: number;
    links: Set<Node>;
  }
  const nodes: Node[] = [];
  const byPerson = new Map<string, Node[]>();
  for (const event of input.events) {
    const offset = Math.max(0, (event.notBefore ?? input.earliest) - input.earliest);
    const byId = new Map<string, Node>();
    for (const match of event.matches) {
      const node: Node = {
        persons: new Set(personsOfMatch(event, match.entrantIds)),
        durationMs: event.durationMs,
        offset,
        links: new Set(),
      };
      byId.set(match.id, node);
      nodes.push(node);
      for (const person of node.persons)
        byPerson.set(person, [...(byPerson.get(person) ?? []), node]);
      for (const feeder of match.feederIds) {
        const other = byId.get(feeder);
        if (other) {
          node.links.add(other);
          other.links.add(node);
        }
      }
    }
  }
  for (const sharing of byPerson.values()) {
    for (const a of sharing) for (const b of sharing) if (a !== b) a.links.add(b);
  }
  let bound = 0;
  for (const node of nodes) {
    const clique = [node];
    // The 64 longest neighbours at most: a group of 128 would otherwise cost seconds.
    const candidates = [...node.links].sort((a, b) => b.durationMs - a.durationMs).slice(0, 64);
    for (const candidate of candidates) {
      if (clique.every((member) => member.links.has(candidate))) clique.push(candidate);
    }
    const time = clique.reduce((sum, member) => sum + member.durationMs, 0);
    const offset = Math.min(...clique.map((member) => member.offset));
    bound = Math.max(bound, offset + time + (clique.length - 1) * input.restMs);
  }
  return bound;
}

/** The time from `earliest` to the end of the last planned match (0 for an empty plan). */
export function makespanOf(plan: ReadonlyMap<string, PlannedSlot>, earliest: number): number {
  let last = earliest;
  for (const slot of plan.values()) last = Math.max(last, slot.end);
  return last - earliest;
}
