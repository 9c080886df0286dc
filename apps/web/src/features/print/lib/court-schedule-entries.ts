import type { ScheduleMatch, TournamentSchedule } from '@courtside/shared/api/event';
import type { Match } from '@courtside/shared/api/match';
import { eventColour, eventTags } from '@/lib/events/event-colours';
import { i18n } from '@/lib/i18n';
import { matchSections, sectionTitle } from '@/lib/match-sections';
import { SIDE_PENDING, sideName } from '@/lib/match-sides';
import type { CourtScheduleEntry } from './court-schedule';

/** "Ana Reyes v Bo Park", a side not known yet "TBD". */
const pairing = (side1: string | null | undefined, side2: string | null | undefined) =>
  i18n.t('{side1} v {side2}', {
    side1: side1 ?? i18n.t(SIDE_PENDING),
    side2: side2 ?? i18n.t(SIDE_PENDING),
  });

/** One event's matches (GET /api/matches/tournament/{id}), their rounds named as on its matches tab. */
export function entriesOfMatches(matches: readonly Match[]): CourtScheduleEntry[] {
  const rounds = new Map(
    matchSections(matches).flatMap((s) => s.matches.map((m) => [m.id, s.title] as const)),
  );
  return matches.map((m) => ({
    id: m.id,
    startTime: m.startTime,
    status: m.status,
    courtName: m.court?.name ?? null,
    order: m.position,
    round: rounds.get(m.id) ?? '',
    sides: pairing(sideName(m, 1), sideName(m, 2)),
  }));
}

type Stage = Match['stage'];

/**
 * Every event's matches of the whole tournament's schedule (GET /api/tournaments/{id}/schedule,
 * decision 036), each with its event's name, tag and colour (the day planner's), its round
 * named within its event; matches starting together on a court in the order of the events.
 */
export function entriesOfSchedule(schedule: TournamentSchedule): CourtScheduleEntry[] {
  const place = new Map(schedule.events.map((e, i) => [e.id, i]));
  const tags = eventKey(schedule);
  // A knockout round is named counting back from its event's last round of that stage.
  const lastRounds = new Map<string, Map<string, number>>();
  for (const m of schedule.matches) {
    const stages = lastRounds.get(m.eventId) ?? new Map<string, number>();
    stages.set(m.stage, Math.max(stages.get(m.stage) ?? 0, m.round));
    lastRounds.set(m.eventId, stages);
  }
  const roundOf = (m: ScheduleMatch) =>
    sectionTitle(
      { stage: m.stage as Stage, round: m.round, group: m.group ?? null, position: 0 },
      lastRounds.get(m.eventId)!,
    );
  return schedule.matches.map((m) => {
    const index = place.get(m.eventId) ?? schedule.events.length;
    return {
      id: m.id,
      startTime: m.startTime,
      status: m.status,
      courtName: m.courtName,
      order: index,
      round: roundOf(m),
      sides: pairing(m.side1Name, m.side2Name),
      event: tags[index] ?? { name: m.eventName, tag: m.eventName, colour: eventColour(index) },
    };
  });
}

/** The key of a schedule's events: each one's name, tag and colour (as on the day planner). */
export function eventKey(schedule: TournamentSchedule) {
  const tags = eventTags(schedule.events.map((e) => e.name));
  return schedule.events.map((e, i) => ({ name: e.name, tag: tags[i]!, colour: eventColour(i) }));
}
