import { parseDay, addDays } from './days';
import { offsetMinutes } from './zones';

const DAY_MS = 86_400_000;

/**
 * The instant a wall-clock time names in `zone` ('2026-11-26', '10:30'). A time the clocks skip
 * (spring forward) is read with the offset before the change, so it lands just after the gap;
 * a time that happens twice (fall back) is the first of the two.
 */
export function zonedInstant(day: string, time: string, zone: string): Date {
  const parts = parseDay(day);
  const clock = /^(\d{2}):(\d{2})$/.exec(time);
  if (!parts || !clock) throw new RangeError(`Not a wall time: ${day} ${time}`);
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, Number(clock[1]), Number(clock[2]));
  // A zone changes its offset at most once within a day either side: the offsets before and
  // after give the candidates; one that reads back is the answer, the earlier of two.
  const before = offsetMinutes(zone, new Date(wall - DAY_MS)) * 60_000;
  const after = offsetMinutes(zone, new Date(wall + DAY_MS)) * 60_000;
  const readsBack = (offset: number) =>
    offsetMinutes(zone, new Date(wall - offset)) * 60_000 === offset;
  const valid = [before, after].filter(readsBack).map((offset) => wall - offset);
  return new Date(valid.length > 0 ? Math.min(...valid) : wall - before);
}

/** The instants of a venue day: from its midnight (inclusive) to the next one (exclusive). */
export function venueDayRange(day: string, zone: string): { start: Date; end: Date } {
  return {
    start: zonedInstant(day, '00:00', zone),
    end: zonedInstant(addDays(day, 1), '00:00', zone),
  };
}
