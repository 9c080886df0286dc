/**
 * Events of a tournament (decision 034): GET/POST /api/tournaments/{id}/events,
 * PATCH/DELETE /api/tournaments/{id}/events/{eventId}, POST .../events/start and
 * POST .../events/{eventId}/start. An event answers with a tournament's fields (its venue fields
 * are its tournament's), plus its courts, its waitlist's length, its champion and whether the
 * caller may enter it.
 */
import { z } from 'zod';
import { tournamentFields } from './tournament';

export const EVENT_MESSAGES = {
  notInTournament: /*i18n*/ 'Event not found',
  firstEventStays:
    "The first event holds the tournament's page and cannot be removed: delete the tournament instead",
  removeOnlyUpcoming: /*i18n*/ 'Only an event that has not started can be removed',
  copyNotInTournament: /*i18n*/ 'Copy an event of this tournament',
  courtNotInTournament: /*i18n*/ 'Choose courts of this tournament',
  courtNotForEvent: (court: string, event: string) =>
    `${court} is not one of the courts of ${event}: choose one of its courts, or change the event's courts`,
  eventDayOutside: "The event's day must fall within the tournament's dates",
  addOnlyBeforeEnd: /*i18n*/ 'Events cannot be added to a completed tournament',
  nothingToStart: /*i18n*/ 'Every event has started already',
  /** Too few to start an event of several (the caller prefixes the event's name; doubles count teams). */
  tooFewToStart: (teams: boolean, count: number) =>
    `At least 2 ${teams ? 'teams' : 'players'} are needed to start (it has ${count})`,
  venueOfTournament:
    /*i18n*/ 'An event takes its venue, dates, time zone, courts and check-in from its tournament: edit them there',
  // An event of a tournament of several events speaks of the event, not "the tournament" (a
  // tournament of one event keeps the spec's words).
  full: /*i18n*/ 'This event is full',
  /** The answer of POST .../events/start: "Event started", "3 events started". */
  started: (count: number) => (count === 1 ? /*i18n*/ 'Event started' : `${count} events started`),
  left: (eventName: string) => `You left ${eventName}`,
} as const;

export const eventParamsSchema = z.object({
  id: z.string().max(64),
  eventId: z.string().max(64),
});

export const eventSchema = z.object({
  ...tournamentFields,
  /** The tournament it belongs to (its own id for the first event). */
  tournamentId: z.string(),
  /** The first event is the tournament's own row: its id is the tournament's. */
  isFirst: z.boolean(),
  /** Courts of the tournament it may use; empty: every court. */
  courtIds: z.array(z.string()),
  waitlistCount: z.number().int(),
  winnerName: z.string().nullable(),
  winnerPartner: z.string().nullable(),
  /** Whether the caller may enter it, and if not why (absent for the organizer). */
  eligibility: z.object({ eligible: z.boolean(), reason: z.string().nullable() }).nullable(),
});
export type TournamentEvent = z.infer<typeof eventSchema>;

export const eventListResponseSchema = z.object({ data: z.array(eventSchema) });
export const eventResponseSchema = z.object({ data: eventSchema, message: z.string().optional() });
export const startEventsResponseSchema = z.object({
  data: z.object({ started: z.array(z.string()) }),
  message: z.string().optional(),
});

/** One match of the whole tournament's schedule (GET /api/tournaments/{id}/schedule). */
export const scheduleMatchSchema = z.object({
  id: z.string(),
  eventId: z.string(),
  eventName: z.string(),
  round: z.number().int(),
  stage: z.string(),
  /** A round robin's group ('A'), null outside one; optional for answers made before it. */
  group: z.string().nullable().optional(),
  courtId: z.string().nullable(),
  courtName: z.string().nullable(),
  /** Planned start (an instant, ISO 8601), null while unplanned. */
  startTime: z.string().nullable(),
  /** Planned end: the start plus the event's match length. */
  plannedEnd: z.string().nullable(),
  status: z.string(),
  side1Name: z.string().nullable(),
  side2Name: z.string().nullable(),
  /** Whether the organizer may move it (scheduled, not started, not called). */
  movable: z.boolean(),
});
export type ScheduleMatch = z.infer<typeof scheduleMatchSchema>;

/** One event of the schedule with its forecast end. */
export const scheduleEventSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.string(),
  matchMinutes: z.number().int(),
  /** The last planned end of its matches, null when none is planned. */
  forecastEnd: z.string().nullable(),
  /** Whether any of its matches ends after the venue's closing time on its day. */
  pastClosing: z.boolean(),
});
export type ScheduleEvent = z.infer<typeof scheduleEventSchema>;

export const tournamentScheduleSchema = z.object({
  tournamentId: z.string(),
  timeZone: z.string(),
  /** The tournament's days, 'YYYY-MM-DD', in the venue's zone. */
  days: z.array(z.string()),
  /** The venue's closing time, 'HH:MM', or null. */
  closingTime: z.string().nullable(),
  courts: z.array(z.object({ id: z.string(), name: z.string() })),
  events: z.array(scheduleEventSchema),
  matches: z.array(scheduleMatchSchema),
});
export type TournamentSchedule = z.infer<typeof tournamentScheduleSchema>;
export const tournamentScheduleResponseSchema = z.object({ data: tournamentScheduleSchema });
