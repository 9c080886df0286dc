import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { MATCH_MESSAGES, scheduleMatchInputSchema } from '@courtside/shared/api/match';
import { dateTimeInputToIso } from '@/lib/venue-time-input';

/** The Schedule Match form as typed: the date and time as a datetime-local input gives it, at the venue. */
export interface ScheduleMatchFormValues {
  tournamentId: string;
  player1Id: string;
  player2Id: string;
  startTime: string;
  courtName: string;
  /** The chosen tournament's venue zone, the one the time is typed in (decision 017). */
  timeZone: string;
}

export const EMPTY_SCHEDULE_FORM: ScheduleMatchFormValues = {
  tournamentId: '',
  player1Id: '',
  player2Id: '',
  startTime: '',
  courtName: '',
  timeZone: '',
};

export const SCHEDULE_FIELDS = Object.keys(EMPTY_SCHEDULE_FORM);

export type ScheduleMatchBody = z.output<typeof scheduleMatchInputSchema>;

/** The body of POST /api/matches (spec section 7): round 1, status 'scheduled', no court id. */
export function toScheduleInput(values: ScheduleMatchFormValues) {
  return {
    tournamentId: values.tournamentId,
    player1Id: values.player1Id,
    player2Id: values.player2Id,
    startTime: dateTimeInputToIso(values.startTime, values.timeZone || null),
    courtName: values.courtName.trim() || undefined,
    round: 1,
    status: 'scheduled' as const,
  };
}

/**
 * The form checked by the route's own schema (`scheduleMatchInputSchema`),
 * each field keeping its first issue: a missing required field carries the
 * spec's 'Please fill in all required fields' (the form says it once).
 */
export const scheduleMatchResolver: Resolver<
  ScheduleMatchFormValues,
  unknown,
  ScheduleMatchBody
> = (values) => {
  const result = scheduleMatchInputSchema.safeParse(toScheduleInput(values));
  if (result.success) return { values: result.data, errors: {} };
  const errors: FieldErrors<ScheduleMatchFormValues> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '') as keyof ScheduleMatchFormValues;
    if (SCHEDULE_FIELDS.includes(field) && !errors[field]) {
      errors[field] = { type: issue.code, message: issue.message };
    }
  }
  return { values: {}, errors };
};

/** Whether a field error is the spec's missing-field one, said once for the whole form. */
export const isMissingError = (message: string | undefined) =>
  message === MATCH_MESSAGES.scheduleFieldsRequired;
