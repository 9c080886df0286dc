import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema } from '@courtside/shared/api/auth';
import {
  CALENDAR_MESSAGES,
  calendarFeedResponseSchema,
  type CalendarFeed,
} from '@courtside/shared/api/calendar';
import { api } from '@/lib/api-client';
import { readAnswer } from '@/lib/read-answer';

/**
 * POST /api/calendar-feeds: a new personal calendar link (the last one stops working). Its
 * token is in the answer this once; the server keeps only its hash.
 */
export async function createCalendarFeed(): Promise<CalendarFeed> {
  const response = await api.post('/calendar-feeds');
  return readAnswer(calendarFeedResponseSchema, response.data).data;
}

/** DELETE /api/calendar-feeds: the personal calendar link stops working. */
export async function revokeCalendarFeed(): Promise<string> {
  const response = await api.delete('/calendar-feeds');
  return readAnswer(messageResponseSchema, response.data).message || CALENDAR_MESSAGES.revoked;
}

export const useCreateCalendarFeed = () => useMutation({ mutationFn: createCalendarFeed });
export const useRevokeCalendarFeed = () => useMutation({ mutationFn: revokeCalendarFeed });
