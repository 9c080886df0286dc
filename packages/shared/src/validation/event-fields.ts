import { z } from 'zod';
import { RATING_MAX, RATING_MIN } from '../constants';

export const AGE_MIN = 5;
export const AGE_MAX = 120;
export const MAX_EVENTS_PER_PLAYER = 20;

/** Validation messages of an event and of a tournament's event settings (decision 034). */
export const EVENT_FIELD_MESSAGES = {
  nameRequired: /*i18n*/ 'Event name is required',
  nameTooLong: /*i18n*/ 'Event name must be less than 100 characters',
  ratingRange: `Ratings run from ${RATING_MIN.toFixed(1)} to ${RATING_MAX.toFixed(1)}`,
  ratingOrder: /*i18n*/ 'The lowest rating cannot be above the highest',
  ageRange: `Ages run from ${AGE_MIN} to ${AGE_MAX}`,
  ageOrder: /*i18n*/ 'The minimum age cannot be above the maximum',
  timeInvalid: /*i18n*/ 'Please enter a time as HH:MM',
  maxEventsRange: `Between 1 and ${MAX_EVENTS_PER_PLAYER} events per player`,
  courtsTooMany: /*i18n*/ 'At most 64 courts',
  courtInvalid: /*i18n*/ 'Choose courts of this tournament',
} as const;
const M = EVENT_FIELD_MESSAGES;

/** 'HH:MM', 24-hour, venue time. */
export const timeOfDaySchema = z
  .string({ error: M.timeInvalid })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, M.timeInvalid);

/** A rating bound of an event's eligibility, on the app's scale. */
export const ratingBoundSchema = z
  .number({ error: M.ratingRange })
  .min(RATING_MIN, M.ratingRange)
  .max(RATING_MAX, M.ratingRange);

/** An age bound of an event's eligibility, in whole years. */
export const ageBoundSchema = z
  .number({ error: M.ageRange })
  .int(M.ageRange)
  .min(AGE_MIN, M.ageRange)
  .max(AGE_MAX, M.ageRange);

/** A tournament's limit on the events one player enters. */
export const maxEventsPerPlayerSchema = z
  .number({ error: M.maxEventsRange })
  .int(M.maxEventsRange)
  .min(1, M.maxEventsRange)
  .max(MAX_EVENTS_PER_PLAYER, M.maxEventsRange);

/** The bounds of an event's eligibility. */
export interface EligibilityBounds {
  minRating?: number | null;
  maxRating?: number | null;
  minAge?: number | null;
  maxAge?: number | null;
}

/** Each range's bounds in order (a lowest rating above the highest is refused). */
export function rangeIssues(e: EligibilityBounds): { field: string; message: string }[] {
  const issues: { field: string; message: string }[] = [];
  if (e.minRating != null && e.maxRating != null && e.minRating > e.maxRating) {
    issues.push({ field: 'maxRating', message: M.ratingOrder });
  }
  if (e.minAge != null && e.maxAge != null && e.minAge > e.maxAge) {
    issues.push({ field: 'maxAge', message: M.ageOrder });
  }
  return issues;
}
