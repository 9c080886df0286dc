import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  eventListResponseSchema,
  eventResponseSchema,
  startEventsResponseSchema,
  type TournamentEvent,
} from '@courtside/shared/api/event';
import type { CreateEventData, UpdateEventData } from '@courtside/shared/validation/event';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { readAnswer } from '@/lib/read-answer';
import { invalidateCompetition } from '@/lib/tournaments/invalidate';

const eventsPath = (tournamentId: string) =>
  `/tournaments/${encodeURIComponent(tournamentId)}/events`;

/** GET /api/tournaments/{id}/events: the first event (the tournament's row), then the others. */
export async function getEvents(tournamentId: string): Promise<TournamentEvent[]> {
  const response = await api.get(eventsPath(tournamentId));
  return readAnswer(eventListResponseSchema, response.data).data;
}

export const eventsQueryOptions = (tournamentId: string) =>
  queryOptions({
    queryKey: queryKeys.tournaments.events(tournamentId),
    queryFn: () => getEvents(tournamentId),
  });

export const useEvents = (tournamentId: string, { enabled = true } = {}) =>
  useQuery({ ...eventsQueryOptions(tournamentId), enabled });

/**
 * After a write to an event: the tournament's events and detail (the prefix holds both), the
 * event's own detail and competition, and the lists.
 */
async function refresh(
  queryClient: ReturnType<typeof useQueryClient>,
  tournamentId: string,
  eventIds: string[],
) {
  await Promise.all([
    invalidateCompetition(queryClient, tournamentId),
    ...eventIds.map((id) => invalidateCompetition(queryClient, id)),
  ]);
}

/** POST /api/tournaments/{id}/events: a new event, or with `copyOf` a copy of one. */
export function useCreateEvent(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateEventData) => {
      const response = await api.post(eventsPath(tournamentId), input);
      return readAnswer(eventResponseSchema, response.data).data;
    },
    onSuccess: () => refresh(queryClient, tournamentId, []),
  });
}

/** PATCH /api/tournaments/{id}/events/{eventId}: the event's own fields. */
export function useUpdateEvent(tournamentId: string, eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdateEventData) => {
      const response = await api.patch(
        `${eventsPath(tournamentId)}/${encodeURIComponent(eventId)}`,
        input,
      );
      return readAnswer(eventResponseSchema, response.data).data;
    },
    onSuccess: () => refresh(queryClient, tournamentId, [eventId]),
  });
}

/** DELETE /api/tournaments/{id}/events/{eventId}: only before it starts, never the first. */
export function useRemoveEvent(tournamentId: string, eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await api.delete(`${eventsPath(tournamentId)}/${encodeURIComponent(eventId)}`);
    },
    onSuccess: () => refresh(queryClient, tournamentId, []),
  });
}

/** POST /api/tournaments/{id}/events/start: the named events in one go (a refusal starts none). */
export function useStartEvents(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (eventIds: string[]) => {
      const response = await api.post(`${eventsPath(tournamentId)}/start`, { eventIds });
      return readAnswer(startEventsResponseSchema, response.data);
    },
    // A refusal (one started elsewhere meanwhile) also means our copy is out of date.
    onSettled: (_data, _error, eventIds) => refresh(queryClient, tournamentId, eventIds),
  });
}
