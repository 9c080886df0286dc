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

/** Plans the matches of every event on the tournament's courts together. */
export function planEvents(input: EventPlanInput): Map<string, EventSlot> {
  const eventOf = new Map<string, string>();
  for (const event of input.events)
    for (const match of event.matches) eventOf.set(match.id, event.id);
  // Two priority rules, the plan that ends first kept (each takes well under a millisecond).
  const [plan] = (['rounds', 'chains'] as const)
    .map((order) =>
      planSchedule({
        matches: interleaveEvents(input.events, input.restMs, order),
        placed: input.placed,
        courtIds: input.courtIds,
        earliest: input.earliest,
        durationMs: 0,
        restMs: input.restMs,
        stepMs: input.stepMs,
      }),
    )
    .sort((a, b) => makespanOf(a, input.earliest) - makespanOf(b, input.earliest));
  const slots = new Map<string, EventSlot>();
  for (const [id, slot] of plan!) slots.set(id, { ...slot, eventId: eventOf.get(id)! });
  return slots;
}

/**
 * A simple lower bound on the time from `earliest` to the end of the last match, whatever the
 * plan: the greatest of (a) all match time over the courts (and each restricted event's time
 * over its own courts), (b) each person's known matches back to back with rest between, and (c)
 * the longest chain of feeding matches with rest between, each from its event's start.
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
  return bound;
}

/** The time from `earliest` to the end of the last planned match (0 for an empty plan). */
export function makespanOf(plan: ReadonlyMap<string, PlannedSlot>, earliest: number): number {
  let last = earliest;
  for (const slot of plan.values()) last = Math.max(last, slot.end);
  return last - earliest;
}
