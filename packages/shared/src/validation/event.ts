import { z } from 'zod';
import { TOURNAMENT_DEFAULTS } from '../constants';
import { EVENT_FIELD_MESSAGES as M, rangeIssues, type EligibilityBounds } from './event-fields';
import { plainText } from './plain-text';
import { fields, getTournamentRuleIssues, type TournamentRuleFields } from './tournament';

export { EVENT_FIELD_MESSAGES } from './event-fields';

/** What an event holds of its own; the venue's fields are its tournament's. */
export const eventFields = {
  name: plainText({ required: M.nameRequired, max: 100, tooLong: M.nameTooLong }),
  description: fields.description,
  category: fields.category,
  type: fields.type,
  format: fields.format,
  maxParticipants: fields.maxParticipants,
  entryFee: fields.entryFee,
  prizePool: fields.prizePool,
  numGroups: fields.numGroups,
  knockoutEnabled: fields.knockoutEnabled,
  advanceCount: fields.advanceCount,
  scoringFormat: fields.scoringFormat,
  scoringSystem: fields.scoringSystem,
  hasBronzeMatch: fields.hasBronzeMatch,
  grandFinalReset: fields.grandFinalReset,
  scoreConfirmation: fields.scoreConfirmation,
  confirmationMinutes: fields.confirmationMinutes,
  minRating: fields.minRating,
  maxRating: fields.maxRating,
  minAge: fields.minAge,
  maxAge: fields.maxAge,
  eventDay: fields.eventDay,
  eventStartTime: fields.eventStartTime,
  /** Courts of the tournament it may use; empty: all. */
  courtIds: z.array(z.uuid({ error: M.courtInvalid })).max(64, M.courtsTooMany),
};

/** Cross-field rules of an event: its ranges in order, plus the tournament's format rules. */
export function getEventRuleIssues(
  e: EligibilityBounds & Partial<TournamentRuleFields>,
): { field: string; message: string }[] {
  if (e.format === undefined || e.maxParticipants === undefined) return rangeIssues(e);
  return getTournamentRuleIssues({
    ...e,
    startDate: '2000-01-01',
    endDate: null,
    format: e.format,
    maxParticipants: e.maxParticipants,
    numGroups: e.numGroups ?? TOURNAMENT_DEFAULTS.numGroups,
    knockoutEnabled: e.knockoutEnabled ?? false,
    advanceCount: e.advanceCount ?? TOURNAMENT_DEFAULTS.advanceCount,
  });
}

const addEventRuleIssues = (
  value: EligibilityBounds & Partial<TournamentRuleFields>,
  ctx: z.RefinementCtx,
) => {
  for (const { field, message } of getEventRuleIssues(value)) {
    ctx.addIssue({ code: 'custom', message, path: [field] });
  }
};

/**
 * POST /api/tournaments/{id}/events: a new event. With `copyOf` (an event of the same
 * tournament) every field not given is that event's; otherwise name, category, type, format
 * and capacity are required and the rest take the tournament defaults.
 */
export const createEventInputSchema = z
  .object({
    copyOf: z.uuid().optional(),
    ...eventFields,
  })
  .partial({
    description: true,
    category: true,
    type: true,
    format: true,
    maxParticipants: true,
    entryFee: true,
    prizePool: true,
    numGroups: true,
    knockoutEnabled: true,
    advanceCount: true,
    scoringFormat: true,
    scoringSystem: true,
    hasBronzeMatch: true,
    grandFinalReset: true,
    scoreConfirmation: true,
    confirmationMinutes: true,
    minRating: true,
    maxRating: true,
    minAge: true,
    maxAge: true,
    eventDay: true,
    eventStartTime: true,
    courtIds: true,
  })
  .superRefine(addEventRuleIssues);
export type CreateEventInput = z.input<typeof createEventInputSchema>;
export type CreateEventData = z.output<typeof createEventInputSchema>;

/** PATCH /api/tournaments/{id}/events/{eventId}: any subset of an event's own fields. */
export const updateEventInputSchema = z
  .object(eventFields)
  .partial()
  .superRefine(addEventRuleIssues);
export type UpdateEventInput = z.input<typeof updateEventInputSchema>;
export type UpdateEventData = z.output<typeof updateEventInputSchema>;

/** POST /api/tournaments/{id}/events/start: the events to start; none given: every upcoming one. */
export const startEventsInputSchema = z.object({
  eventIds: z.array(z.uuid()).min(1).max(64).optional(),
});
