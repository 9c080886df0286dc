/**
 * Scheduling on courts (ARCHITECTURE.md section 6): every match to plan gets a
 * court and a start time so that no court hosts two matches at once, no
 * entrant plays two at once, and every entrant rests at least `restMs` between
 * matches. Matches already placed (played, in progress, or pinned by hand) are
 * obstacles. Plain list scheduling in play order: each match takes the
 * earliest moment its entrants, its feeding matches and a court allow.
 */

/** A half-open interval of time in ms: [start, end). */
export interface Interval {
  start: number;
  end: number;
}

/** A match that already holds its place. `courtId` null: no court (an extra match). */
export interface PlacedMatch extends Interval {
  id: string;
  courtId: string | null;
  entrantIds: readonly string[];
}

/** A match to place, in play order. */
export interface MatchToPlan {
  id: string;
  /** Entrants known now (a later knockout round may know none yet). */
  entrantIds: readonly string[];
  /** Matches whose winner or loser plays here: this one starts after they end plus rest. */
  feederIds: readonly string[];
  /** Keep this court (a replan after a match ended early or late). */
  courtId?: string | null;
  /** The courts this match may use (an event restricted to some courts); all when absent. */
  allowedCourtIds?: readonly string[];
  /** Nothing of this match starts before this moment (an event's day and start time). */
  notBefore?: number;
  /** This match's length (an event's own scoring option); the input's `durationMs` otherwise. */
  durationMs?: number;
  /**
   * An entrant's matches keep their play order among the matches of the same sequence (an
   * event); across sequences the planner may place a later-listed match first. One sequence
   * when absent.
   */
  sequence?: string;
}

export interface PlanInput {
  matches: readonly MatchToPlan[];
  placed: readonly PlacedMatch[];
  courtIds: readonly string[];
  /** Nothing starts before this moment (ms). */
  earliest: number;
  durationMs: number;
  restMs: number;
  /** Start times are rounded up to this step (ms); 5 minutes by default. */
  stepMs?: number;
}

export interface PlannedSlot {
  courtId: string;
  start: number;
  end: number;
}

const FIVE_MINUTES = 5 * 60_000;

/** Rounds `ms` up to a multiple of `step`. */
export const roundUpTo = (ms: number, step: number): number => Math.ceil(ms / step) * step;

/**
 * Sorted, disjoint intervals with a lookup of the first one ending after a
 * moment. Added intervals that overlap or touch are merged, so any input
 * (pinned matches moved by hand can overlap) keeps the lookup correct.
 */
export class Timeline {
  private readonly items: Interval[] = [];

  /** The first interval whose end is after `t` (or at `t` when `orAt`): ends are sorted. */
  private firstEndingAfter(t: number, orAt = false): number {
    let lo = 0;
    let hi = this.items.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      const end = this.items[mid]!.end;
      if (end > t || (orAt && end === t)) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }

  /**
   * The end of an interval that clashes with [t, t + length) when every
   * interval is padded by `pad` on both sides, or null when the slot is free.
   */
  clash(t: number, length: number, pad: number): number | null {
    const index = this.firstEndingAfter(t - pad);
    const item = this.items[index];
    if (item && item.start - pad < t + length) return item.end + pad;
    return null;
  }

  add(interval: Interval): void {
    if (!(interval.end >= interval.start)) return;
    const from = this.firstEndingAfter(interval.start, true);
    let to = from;
    let { start, end } = interval;
    while (to < this.items.length && this.items[to]!.start <= end) {
      start = Math.min(start, this.items[to]!.start);
      end = Math.max(end, this.items[to]!.end);
      to += 1;
    }
    this.items.splice(from, to - from, { start, end });
  }

  /** The intervals, sorted and disjoint (for tests). */
  intervals(): readonly Interval[] {
    return this.items;
  }
}

/**
 * Places `matches` in order. Returns each match's court and start; a match
 * that cannot be placed (no courts, or none of its allowed courts exist) is left out. Deterministic: ties go to
 * the court listed first.
 */
export function planSchedule(input: PlanInput): Map<string, PlannedSlot> {
  const step = input.stepMs ?? FIVE_MINUTES;
  const { durationMs, restMs } = input;
  const courts = new Map(input.courtIds.map((id) => [id, new Timeline()]));
  const entrants = new Map<string, Timeline>();
  const entrantLine = (id: string) => {
    let line = entrants.get(id);
    if (!line) entrants.set(id, (line = new Timeline()));
    return line;
  };
  const ends = new Map<string, number>();
  for (const placed of input.placed) {
    if (placed.courtId) courts.get(placed.courtId)?.add(placed);
    for (const id of placed.entrantIds) entrantLine(id).add(placed);
    ends.set(placed.id, placed.end);
  }

  const planned = new Map<string, PlannedSlot>();
  if (courts.size === 0) return planned;
  const allCourts = [...courts.keys()];
  // An entrant's matches keep their play order: each starts after the previous one planned.
  const lastPlannedEnd = new Map<string, number>();
  for (const match of input.matches) {
    const length = match.durationMs ?? durationMs;
    let ready = Math.max(input.earliest, match.notBefore ?? input.earliest);
    for (const feeder of match.feederIds) {
      const end = ends.get(feeder);
      if (end !== undefined) ready = Math.max(ready, end + restMs);
    }
    for (const id of match.entrantIds) {
      const end = lastPlannedEnd.get(`${match.sequence ?? ''}|${id}`);
      if (end !== undefined) ready = Math.max(ready, end + restMs);
    }
    const lines = match.entrantIds.map(entrantLine);
    const candidates = candidateCourts(match, courts, allCourts);
    let best: PlannedSlot | null = null;
    for (const courtId of candidates) {
      const start = earliestFreeStart(courts.get(courtId)!, lines, ready, length, restMs, step);
      if (!best || start < best.start) best = { courtId, start, end: start + length };
    }
    if (!best) continue;
    const slot = best;
    courts.get(slot.courtId)!.add(slot);
    for (const line of lines) line.add(slot);
    for (const id of match.entrantIds)
      lastPlannedEnd.set(`${match.sequence ?? ''}|${id}`, slot.end);
    ends.set(match.id, slot.end);
    planned.set(match.id, slot);
  }
  return planned;
}

/**
 * A requested court first (when the match may use it: an event's courts changed since it was
 * planned move it), else the match's allowed courts that exist, else every court.
 */
function candidateCourts(
  match: MatchToPlan,
  courts: ReadonlyMap<string, Timeline>,
  allCourts: readonly string[],
): readonly string[] {
  if (
    match.courtId &&
    courts.has(match.courtId) &&
    (!match.allowedCourtIds || match.allowedCourtIds.includes(match.courtId))
  ) {
    return [match.courtId];
  }
  if (!match.allowedCourtIds) return allCourts;
  return match.allowedCourtIds.filter((id) => courts.has(id));
}

/** The first step-aligned moment from `ready` when the court and every entrant are free. */
function earliestFreeStart(
  court: Timeline,
  entrantLines: readonly Timeline[],
  ready: number,
  durationMs: number,
  restMs: number,
  step: number,
): number {
  let t = roundUpTo(ready, step);
  for (;;) {
    const courtClash = court.clash(t, durationMs, 0);
    if (courtClash !== null) {
      t = roundUpTo(courtClash, step);
      continue;
    }
    let moved = false;
    for (const line of entrantLines) {
      const clash = line.clash(t, durationMs, restMs);
      if (clash !== null) {
        t = roundUpTo(clash, step);
        moved = true;
        break;
      }
    }
    if (!moved) return t;
  }
}

/**
 * The first placed match a manual slot would clash with: the same court at an
 * overlapping time, or a shared entrant without `restMs` between the two.
 */
export function findClash(
  slot: { courtId: string | null; entrantIds: readonly string[]; start: number; end: number },
  others: readonly PlacedMatch[],
  restMs: number,
): { match: PlacedMatch; kind: 'court' | 'entrant'; entrantId?: string } | null {
  const sorted = [...others].sort((a, b) => a.start - b.start);
  for (const other of sorted) {
    if (slot.courtId && other.courtId === slot.courtId) {
      if (other.start < slot.end && slot.start < other.end) return { match: other, kind: 'court' };
    }
    const shared = slot.entrantIds.find((id) => other.entrantIds.includes(id));
    if (shared && other.start - restMs < slot.end && slot.start < other.end + restMs) {
      return { match: other, kind: 'entrant', entrantId: shared };
    }
  }
  return null;
}
